import { fromNow } from '../../../core/clock.js';
import { constantTimeEqual, randomToken, sha256Hex } from '../../../core/crypto.js';
import { invalidInput } from '../../../core/errors.js';
import { audit } from '../audit/audit.js';
import type { WorkspaceContext } from '../context.js';
import { checkPassword, normaliseEmail, UserService } from '../identity/user.service.js';
import { User, UserKind } from '../identity/user.entity.js';
import { passwordResetEmail, tokenLink } from './messages.js';
import { PasswordReset } from './password-reset.entity.js';

const RESET_TOKEN_PREFIX = 'svc_pwr_';
const RESET_TTL_MS = 3600 * 1000;
/** Reset emails one user is sent per hour at most; further requests are answered the same and send nothing. */
const MAX_RESETS_PER_HOUR = 3;

const invalidToken = () => invalidInput('token', 'invalid, already used or expired reset token');

/** Password reset by email: request (same answer whether or not the address is known), then confirm with the emailed token. */
export class PasswordResetService {
  constructor(private readonly ctx: WorkspaceContext) {}

  private get em() {
    return this.ctx.em;
  }

  /**
   * Answers before looking the address up: the lookup, the token and the email happen in the
   * background, so neither the answer nor its timing tells whether the address has an account.
   */
  request(emailInput: string): true {
    const email = normaliseEmail(emailInput);
    const ip = this.ctx.ip;
    this.ctx.deps.mailer.send('password_reset', async (workspaceName) => {
      const user = await this.em.findOne(User, { email, kind: UserKind.HUMAN, deactivatedAt: null });
      if (!user) return [];
      const since = fromNow(this.ctx.deps.clock, -RESET_TTL_MS);
      if ((await this.em.count(PasswordReset, { userId: user.id, createdAt: { $gt: since } })) >= MAX_RESETS_PER_HOUR) return [];
      const token = randomToken(RESET_TOKEN_PREFIX);
      this.em.create(PasswordReset, {
        userId: user.id,
        tokenHash: sha256Hex(token),
        expiresAt: fromNow(this.ctx.deps.clock, RESET_TTL_MS),
      });
      audit(this.em, { actorId: null, action: 'auth.password_reset_requested', targetType: 'user', targetId: user.id, ip });
      await this.em.flush();
      return [
        { to: user.email, ...passwordResetEmail({ workspaceName, resetUrl: tokenLink(this.ctx.deps.config, 'reset-password', token) }) },
      ];
    });
    return true;
  }

  /** Sets the new password; the token works once, within an hour, and every other pending reset of the user ends with it. */
  async confirm(input: { token: string; password: string }): Promise<true> {
    checkPassword(input.password);
    const hash = sha256Hex(input.token);
    const now = this.ctx.now();
    const reset = await this.em.findOne(PasswordReset, { tokenHash: hash });
    if (!reset || !constantTimeEqual(reset.tokenHash, hash) || reset.usedAt || reset.expiresAt <= now) throw invalidToken();
    const user = await this.em.findOne(User, { id: reset.userId, deactivatedAt: null });
    if (!user) throw invalidToken();
    // Confirmations racing with the same token: only one of them marks it used.
    if ((await this.em.nativeUpdate(PasswordReset, { id: reset.id, usedAt: null }, { usedAt: now })) === 0) throw invalidToken();
    await this.em.nativeUpdate(PasswordReset, { userId: user.id, usedAt: null }, { usedAt: now });
    await new UserService(this.ctx).resetPassword(user, input.password);
    return true;
  }
}
