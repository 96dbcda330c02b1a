import { fromNow } from '../../../core/clock.js';
import { constantTimeEqual, randomToken, sha256Hex } from '../../../core/crypto.js';
import { invalidInput, notFound } from '../../../core/errors.js';
import { emailTaken } from '../identity/identity.errors.js';
import { isUuid } from '../../../core/ids.js';
import { olderThanCursor, toPage, type Page } from '../../../core/pagination.js';
import type { GlobalRole } from '../../../core/viewer.js';
import { audit } from '../audit/audit.js';
import { uniqueOrConflict } from '../../../core/unique.js';
import type { WorkspaceContext } from '../context.js';
import { checkRoleGrant, normaliseEmail, UserService } from '../identity/user.service.js';
import type { User } from '../identity/user.entity.js';
import { InviteStatus, UserInvite } from './invite.entity.js';
import { inviteEmail, tokenLink } from './messages.js';
import { inviteAcceptedMeanwhile, inviteAlreadyAccepted, inviteRevoked } from './email.errors.js';

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
    await new UserService(this.ctx).ensureEmailFree(email);
    const token = randomToken(INVITE_TOKEN_PREFIX);
    const invite = this.em.create(UserInvite, {
      email,
      globalRole,
      tokenHash: sha256Hex(token),
      invitedById: viewer.userId,
      expiresAt: fromNow(this.ctx.deps.clock, INVITE_TTL_MS),
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
    return { invite, token, acceptUrl: this.email(invite, token, viewer.userId) };
  }

  /**
   * Issues a fresh token, valid 7 days from now, for an invitation not yet accepted (pending or expired) and emails it
   * again; the previous token stops working. A revoked invitation stays revoked. Needs what inviting needs.
   */
  async resend(id: string): Promise<{ invite: UserInvite; token: string; acceptUrl: string }> {
    const viewer = this.ctx.requireGlobal('admin:users:write');
    const invite = isUuid(id) ? await this.em.findOne(UserInvite, { id }) : null;
    if (!invite) throw notFound('Invitation');
    if (invite.acceptedAt) throw inviteAlreadyAccepted();
    if (invite.revokedAt) throw inviteRevoked();
    checkRoleGrant(viewer, invite.globalRole);
    const token = randomToken(INVITE_TOKEN_PREFIX);
    const expiresAt = fromNow(this.ctx.deps.clock, INVITE_TTL_MS);
    // Guarded like revoking: an acceptance or revocation committing meanwhile keeps its outcome.
    const renewed = await this.em.nativeUpdate(
      UserInvite,
      { id, acceptedAt: null, revokedAt: null, tokenHash: invite.tokenHash },
      { tokenHash: sha256Hex(token), expiresAt },
    );
    if (renewed === 0) throw inviteAcceptedMeanwhile();
    audit(this.em, {
      actorId: viewer.userId,
      action: 'user.invite_resent',
      targetType: 'invite',
      targetId: id,
      details: { email: invite.email, expiresAt: expiresAt.toISOString() },
      ip: this.ctx.ip,
    });
    await this.em.flush();
    await this.em.refresh(invite);
    return { invite, token, acceptUrl: this.email(invite, token, viewer.userId) };
  }

  /** Emails the accept link of `token` to the invitee (when email delivery is connected); answers the link. */
  private email(invite: UserInvite, token: string, inviterId: string): string {
    const acceptUrl = tokenLink(this.ctx.deps.config, 'accept-invite', token);
    this.ctx.deps.mailer.send('invite', async (workspaceName) => {
      const inviter = await this.ctx.users.load(inviterId);
      const content = inviteEmail({
        workspaceName,
        inviterName: inviter?.displayName ?? 'An administrator',
        acceptUrl,
        expiresAt: invite.expiresAt,
      });
      return [{ to: invite.email, ...content }];
    });
    return acceptUrl;
  }

  /**
   * The pending invitation a token opens, for the accept page to check the link before asking for anything; null for any
   * other token (unknown, malformed, expired, revoked or accepted: one answer). It tells no more than `acceptInvite` does,
   * and a token is 256 random bits: there is nothing to guess at any rate.
   */
  async byToken(token: string): Promise<UserInvite | null> {
    const hash = sha256Hex(token);
    const invite = await this.em.findOne(UserInvite, { tokenHash: hash });
    if (!invite || !constantTimeEqual(invite.tokenHash, hash) || invite.statusAt(this.ctx.now()) !== InviteStatus.PENDING) return null;
    return invite;
  }

  /** Invitations, newest first, optionally only those in one status. Workspace admins only. */
  async list(args: { status?: InviteStatus | null; first: number; after?: string | null }): Promise<Page<UserInvite>> {
    this.ctx.requireGlobal('admin:users:write');
    const filter = olderThanCursor(args.after);
    const now = this.ctx.now();
    const byStatus = {
      [InviteStatus.PENDING]: { acceptedAt: null, revokedAt: null, expiresAt: { $gt: now } },
      [InviteStatus.ACCEPTED]: { acceptedAt: { $ne: null } },
      [InviteStatus.REVOKED]: { acceptedAt: null, revokedAt: { $ne: null } },
      [InviteStatus.EXPIRED]: { acceptedAt: null, revokedAt: null, expiresAt: { $lte: now } },
    };
    const rows = await this.em.find(
      UserInvite,
      { ...(args.status ? byStatus[args.status] : {}), ...filter },
      { orderBy: { id: 'desc' }, limit: args.first + 1 },
    );
    return toPage(rows, args.first);
  }

  /** Withdraws a pending invitation: its token stops working. Revoking a revoked one changes nothing; an accepted one cannot be. */
  async revoke(id: string): Promise<UserInvite> {
    const viewer = this.ctx.requireGlobal('admin:users:write');
    const invite = isUuid(id) ? await this.em.findOne(UserInvite, { id }) : null;
    if (!invite) throw notFound('Invitation');
    if (invite.acceptedAt) throw inviteAlreadyAccepted();
    if (invite.revokedAt) return invite;
    // Guarded against an acceptance committing meanwhile.
    const revoked = await this.em.nativeUpdate(
      UserInvite,
      { id, acceptedAt: null, revokedAt: null },
      { revokedAt: this.ctx.now(), revokedById: viewer.userId },
    );
    if (revoked === 0) throw inviteAcceptedMeanwhile();
    audit(this.em, {
      actorId: viewer.userId,
      action: 'user.invite_revoked',
      targetType: 'invite',
      targetId: id,
      details: { email: invite.email },
      ip: this.ctx.ip,
    });
    await this.em.flush();
    await this.em.refresh(invite);
    return invite;
  }

  /** Creates the invited user (email and role from the invitation); the token works once, within 7 days. */
  async accept(input: { token: string; displayName: string; password: string }): Promise<User> {
    const hash = sha256Hex(input.token);
    const invite = await this.em.findOne(UserInvite, { tokenHash: hash });
    if (!invite || !constantTimeEqual(invite.tokenHash, hash) || invite.statusAt(this.ctx.now()) !== InviteStatus.PENDING) {
      throw invalidInput('token', 'invalid, already used, revoked or expired invitation');
    }
    const { displayName, password } = input;
    const user = await new UserService(this.ctx).insertHuman({
      email: invite.email,
      displayName,
      password,
      globalRole: invite.globalRole,
    });
    invite.acceptedAt = this.ctx.now();
    invite.userId = user.id;
    audit(this.em, { actorId: user.id, action: 'user.invite_accepted', targetType: 'user', targetId: user.id, ip: this.ctx.ip });
    // Acceptances racing past the checks above: the users' unique email index lets one through.
    await uniqueOrConflict(emailTaken, () => this.em.flush());
    return user;
  }
}
