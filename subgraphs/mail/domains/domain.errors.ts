import { AppError } from '../../../core/errors.js';

/** Error codes of sender domains (GraphQL `extensions.code`; REST maps them to snake_case). */
export const domainErrorCodes = ['RESERVED_DOMAIN', 'DOMAIN_ALREADY_ADDED'] as const;
export type DomainErrorCode = (typeof domainErrorCodes)[number];

export const reservedDomain = (domain: string): AppError<DomainErrorCode> =>
  new AppError('RESERVED_DOMAIN', `${domain} is reserved for the provider's own infrastructure`, { field: 'domain' });

export const domainAlreadyAdded = (domain: string, existingId: string): AppError<DomainErrorCode> =>
  new AppError('DOMAIN_ALREADY_ADDED', `${domain} is already on this account; verify domain ${existingId} instead`, {
    field: 'domain',
    existingId,
  });
