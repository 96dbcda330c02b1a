import { constantTimeEqual, randomToken, sha256Hex } from '../../../core/crypto.js';
import { invalidInput } from '../../../core/errors.js';
import type { GlobalRole } from '../../../core/viewer.js';
import { audit } from '../audit/audit.js';
import { uniqueOrConflict } from '../common/unique.js';
import type { WorkspaceContext } from '../context.js';
import { checkRoleGrant, IdentityService, normaliseEmail } from '../identity/identity.service.js';
import type { User } from '../identity/user.entity.js';
import { UserInvite } from './invite.entity.js';
import { inviteEmail, tokenLink } from './messages.js';

const INVITE_TOKEN_PREFIX = 'svc_inv_';
const INVITE_TTL_MS = 7 * 24 * 3600 * 1000;

/** Invitations: an admin invites an email address; accepting the emailed token creates the user. */
export class InviteService {
  constructor(private readonly ctx: WorkspaceContext) {}

  private get em() {
    return this.ctx.em;
  }

  /** Needs what creating a user needs. The token is returned once and emailed as a link. */
  async invite(input: {
    email: string;
    globalRole?: GlobalRole | null;
  }): Promise<{ invite: UserInvite; token: string; acceptUrl: string }> {
    const viewer = this.ctx.requireGlobal('admin:users:write');
    const globalRole = input.globalRole ?? 'member';
    checkRoleGrant(viewer, globalRole);
    const email = normaliseEmail(input.email);
    await new IdentityService(this.ctx).ensureEmailFree(email);
    const token = randomToken(INVITE_TOKEN_PREFIX);
    const invite = this.em.create(UserInvite, {
      email,
      globalRole,
      tokenHash: sha256Hex(token),
      invitedById: viewer.userId,
      expiresAt: new Date(Date.now() + INVITE_TTL_MS),
    });
    audit(this.em, {
      actorId: viewer.userId,
      action: 'user.invited',
      targetType: 'invite',
      targetId: invite.id,
      details: { email, globalRole },
      ip: this.ctx.ip,
    });
    await this.em.flush();
    const acceptUrl = tokenLink(this.ctx.deps.config, 'accept-invite', token);
    this.ctx.deps.mailer.send('invite', async (workspaceName) => {
      const inviter = await this.ctx.users.load(viewer.userId);
      const content = inviteEmail({
        workspaceName,
        inviterName: inviter?.displayName ?? 'An administrator',
        acceptUrl,
        expiresAt: invite.expiresAt,
      });
      return [{ to: email, ...content }];
    });
    return { invite, token, acceptUrl };
  }

  /** Creates the invited user (email and role from the invitation); the token works once, within 7 days. */
  async accept(input: { token: string; displayName: string; password: string }): Promise<User> {
    const hash = sha256Hex(input.token);
    const invite = await this.em.findOne(UserInvite, { tokenHash: hash });
    if (!invite || !constantTimeEqual(invite.tokenHash, hash) || invite.acceptedAt || invite.expiresAt <= new Date()) {
      throw invalidInput('token', 'invalid, already used or expired invitation');
    }
    const { displayName, password } = input;
    const user = await new IdentityService(this.ctx).insertHuman({
      email: invite.email,
      displayName,
      password,
      globalRole: invite.globalRole,
    });
    invite.acceptedAt = new Date();
    invite.userId = user.id;
    audit(this.em, { actorId: user.id, action: 'user.invite_accepted', targetType: 'user', targetId: user.id, ip: this.ctx.ip });
    // Acceptances racing past the checks above: the users' unique email index lets one through.
    await uniqueOrConflict('email', 'A user with this email already exists', () => this.em.flush());
    return user;
  }
}
