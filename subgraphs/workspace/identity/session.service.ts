import { fromNow } from '../../../core/clock.js';
import { invalidInput, type AppError } from '../../../core/errors.js';
import { hashPassword, passwordHashOutdated, randomToken, sha256Hex, verifyPassword } from '../../../core/crypto.js';
import { audit } from '../audit/audit.js';
import type { WorkspaceContext } from '../context.js';
import { publishCredentialsChanged } from './credentials-changed.js';
import { Session, SignInFailure } from './session.entity.js';
import { User, UserKind } from './user.entity.js';
import { currentPasswordIncorrect, invalidCredentials, signInThrottled } from './identity.errors.js';

export const SESSION_PREFIX = 'svc_ses_';
const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;
/** Failed sign-ins count for this long. */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/**
 * Failed sign-ins of one email from one client address that cost nothing; after them each try waits
 * FIRST_DELAY_MS after the last failure, doubling with every further failure up to the window. The
 * delay binds that email from that address only, so nobody can lock a named user out from elsewhere.
 */
export const FREE_FAILURES = 5;
const FIRST_DELAY_MS = 1000;
/** Failures one client address may have across all emails within the window (credential stuffing). */
const MAX_FAILURES_PER_IP = 50;

/** How long after the last of `failures` a try must wait: nothing up to FREE_FAILURES, then doubling. */
export function signInDelayMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES), SIGN_IN_WINDOW_MS);
}

/**
 * The answer to the `failures`th failed sign-in of an email from an address: past the free ones, the same throttled answer (with
 * the new wait) as a try that came too early, so a person retrying never sees it alternate with "Invalid email or password".
 */
const failedAgain = (failures: number, wrong: AppError): AppError =>
  failures > FREE_FAILURES ? signInThrottled(Math.ceil(signInDelayMs(failures) / 1000)) : wrong;

/** Console sessions: signing in with email and password (throttled) and signing out. */
export class SessionService {
  constructor(private readonly ctx: WorkspaceContext) {}

  private get em() {
    return this.ctx.em;
  }

  async login(emailInput: string, password: string): Promise<{ token: string; expiresAt: Date; user: User }> {
    const email = emailInput.trim().toLowerCase();
    const ip = this.ctx.ip;
    const now = this.ctx.now();
    const { waitMs, failures } = await this.throttle(email, ip, now);
    if (waitMs > 0) {
      const retryAfterSeconds = Math.ceil(waitMs / 1000);
      audit(this.em, { actorId: null, action: 'auth.sign_in_throttled', targetType: 'user', details: { email, retryAfterSeconds }, ip });
      await this.em.flush();
      throw signInThrottled(retryAfterSeconds);
    }
    const user = await this.em.findOne(User, { email, kind: UserKind.HUMAN });
    const cost = this.ctx.deps.config.PASSWORD_HASH_COST;
    // An unknown email costs a hash too: the answer's time does not tell whether the email has an account.
    const valid = user?.passwordHash
      ? await verifyPassword(password, user.passwordHash)
      : await hashPassword(password, cost).then(() => false);
    if (!user || !valid || user.deactivatedAt) {
      this.em.create(SignInFailure, { email, ip, createdAt: now });
      audit(this.em, { actorId: null, action: 'auth.sign_in_failed', targetType: 'user', targetId: user?.id, details: { email }, ip });
      await this.em.flush();
      throw failedAgain(failures + 1, invalidCredentials());
    }
    // The password is at hand only now: a hash made at another cost (PASSWORD_HASH_COST changed since) is made again at this one.
    if (passwordHashOutdated(user.passwordHash!, cost)) user.passwordHash = await hashPassword(password, cost);
    const token = randomToken(SESSION_PREFIX);
    const expiresAt = fromNow(this.ctx.deps.clock, SESSION_TTL_MS);
    this.em.create(Session, { userId: user.id, tokenHash: sha256Hex(token), ip, expiresAt });
    await this.em.nativeDelete(SignInFailure, { email, ip });
    audit(this.em, { actorId: user.id, action: 'auth.signed_in', targetType: 'user', targetId: user.id, ip });
    await this.em.flush();
    return { token, expiresAt, user };
  }

  /**
   * Checks the signed-in person's current password before a credential change. A wrong one counts as a failed sign-in of
   * that email from that address (audited, throttled like `login`), so it is no cheaper a guessing oracle than signing in.
   */
  async confirmPassword(user: User, password: string): Promise<void> {
    const ip = this.ctx.ip;
    const now = this.ctx.now();
    const { waitMs, failures } = await this.throttle(user.email, ip, now);
    if (waitMs > 0) throw signInThrottled(Math.ceil(waitMs / 1000));
    if (user.passwordHash && (await verifyPassword(password, user.passwordHash))) return;
    // A fork of its own: the failure is recorded whatever becomes of the request's unit of work.
    const em = this.em.fork();
    em.create(SignInFailure, { email: user.email, ip, createdAt: now });
    audit(em, { actorId: user.id, action: 'auth.password_confirmation_failed', targetType: 'user', targetId: user.id, ip });
    await em.flush();
    throw failedAgain(failures + 1, currentPasswordIncorrect());
  }

  /** How long this email must still wait before a try from this address (0: it may try now), and its failures in the window. */
  private async throttle(email: string, ip: string | null, now: Date): Promise<{ waitMs: number; failures: number }> {
    const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
    // The pair's failures in the window are few (each past FREE_FAILURES waits twice as long): one query gives count and latest.
    const [pair, byIp] = await Promise.all([
      this.em.find(SignInFailure, { email, ip, createdAt: { $gt: since } }, { fields: ['createdAt'], orderBy: { createdAt: 'desc' } }),
      ip ? this.em.count(SignInFailure, { ip, createdAt: { $gt: since } }) : Promise.resolve(0),
    ]);
    if (byIp >= MAX_FAILURES_PER_IP) return { waitMs: SIGN_IN_WINDOW_MS, failures: pair.length };
    const [latest] = pair;
    if (!latest) return { waitMs: 0, failures: 0 };
    return { waitMs: Math.max(0, latest.createdAt.getTime() + signInDelayMs(pair.length) - now.getTime()), failures: pair.length };
  }

  async logout(): Promise<boolean> {
    const viewer = this.ctx.requireUser();
    if (!viewer.sessionId) throw invalidInput('authorization', 'only a session can sign out; revoke API keys instead');
    await this.em.nativeUpdate(Session, { id: viewer.sessionId, revokedAt: null }, { revokedAt: this.ctx.now() });
    await publishCredentialsChanged(this.ctx);
    return true;
  }
}
