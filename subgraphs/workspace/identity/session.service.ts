import { fromNow } from '../../../core/clock.js';
import { invalidInput } from '../../../core/errors.js';
import { hashPassword, randomToken, sha256Hex, verifyPassword } from '../../../core/crypto.js';
import { audit } from '../audit/audit.js';
import type { WorkspaceContext } from '../context.js';
import { publishCredentialsChanged } from './credentials-changed.js';
import { Session, SignInFailure } from './session.entity.js';
import { User, UserKind } from './user.entity.js';
import { invalidCredentials, signInThrottled } from './identity.errors.js';

export const SESSION_PREFIX = 'svc_ses_';
const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;
/** Sign-in throttle: failures allowed per email (and per client address) within the window. */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
const MAX_FAILURES_PER_IP = 50;

/** Console sessions: signing in with email and password (throttled) and signing out. */
export class SessionService {
  constructor(private readonly ctx: WorkspaceContext) {}

  private get em() {
    return this.ctx.em;
  }

  async login(emailInput: string, password: string): Promise<{ token: string; expiresAt: Date; user: User }> {
    const email = emailInput.trim().toLowerCase();
    const ip = this.ctx.ip;
    const since = fromNow(this.ctx.deps.clock, -SIGN_IN_WINDOW_MS);
    const [byEmail, byIp] = await Promise.all([
      this.em.count(SignInFailure, { email, createdAt: { $gt: since } }),
      ip ? this.em.count(SignInFailure, { ip, createdAt: { $gt: since } }) : Promise.resolve(0),
    ]);
    if (byEmail >= MAX_FAILURES_PER_EMAIL || byIp >= MAX_FAILURES_PER_IP) {
      throw signInThrottled(SIGN_IN_WINDOW_MS / 1000);
    }
    const user = await this.em.findOne(User, { email, kind: UserKind.HUMAN });
    const valid = user?.passwordHash ? await verifyPassword(password, user.passwordHash) : await hashPassword(password).then(() => false);
    if (!user || !valid || user.deactivatedAt) {
      this.em.create(SignInFailure, { email, ip });
      audit(this.em, { actorId: null, action: 'auth.sign_in_failed', targetType: 'user', targetId: user?.id, details: { email }, ip });
      await this.em.flush();
      throw invalidCredentials();
    }
    const token = randomToken(SESSION_PREFIX);
    const expiresAt = fromNow(this.ctx.deps.clock, SESSION_TTL_MS);
    this.em.create(Session, { userId: user.id, tokenHash: sha256Hex(token), ip, expiresAt });
    await this.em.nativeDelete(SignInFailure, { email });
    audit(this.em, { actorId: user.id, action: 'auth.signed_in', targetType: 'user', targetId: user.id, ip });
    await this.em.flush();
    return { token, expiresAt, user };
  }

  async logout(): Promise<boolean> {
    const viewer = this.ctx.requireUser();
    if (!viewer.sessionId) throw invalidInput('authorization', 'only a session can sign out; revoke API keys instead');
    await this.em.nativeUpdate(Session, { id: viewer.sessionId, revokedAt: null }, { revokedAt: this.ctx.now() });
    await publishCredentialsChanged(this.ctx);
    return true;
  }
}
