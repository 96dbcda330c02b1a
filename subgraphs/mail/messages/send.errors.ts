import { AppError } from '../../../core/errors.js';

/** Error codes of sends (GraphQL `extensions.code`; REST maps them to snake_case). */
export const sendErrorCodes = ['FROM_DOMAIN_NOT_VERIFIED', 'RECIPIENT_SUPPRESSED', 'IDEMPOTENCY_KEY_REUSED'] as const;
export type SendErrorCode = (typeof sendErrorCodes)[number];

export const fromDomainNotVerified = (domain: string): AppError<SendErrorCode> =>
  new AppError('FROM_DOMAIN_NOT_VERIFIED', `from: the domain ${domain} is not a verified sender domain of this account`, {
    field: 'from',
    domain,
  });

export const recipientSuppressed = (recipients: string[]): AppError<SendErrorCode> =>
  new AppError('RECIPIENT_SUPPRESSED', `Suppressed recipients: ${recipients.join(', ')}; the send was skipped`, { recipients });

export const idempotencyKeyReused = (): AppError<SendErrorCode> =>
  new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used with a different request body in the last 24 hours');
