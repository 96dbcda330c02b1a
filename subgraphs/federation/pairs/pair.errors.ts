import { ruleError, type AppError } from '../../../core/errors.js';

/** Why a project federation request is refused (`extensions.reason`). */
export const pairErrorReasons = [
  'PROJECT_ALREADY_PAIRED',
  'INVITE_INVALID',
  'INVITE_EXPIRED',
  'INVITE_REVOKED',
  'INVITE_USED',
  'INVITE_SELF',
  'INVITE_RATE_LIMITED',
  'INVITE_PARTNER_REFUSED',
  'PROJECT_KEY_MISMATCH',
] as const;
export type PairErrorReason = (typeof pairErrorReasons)[number];

const pairError = ruleError<PairErrorReason>;

export const projectAlreadyPaired = (key: string): AppError =>
  pairError('CONFLICT', 'PROJECT_ALREADY_PAIRED', `Project ${key} is already shared with a partner instance; revoke that pair first`);

/** An unknown invite or a wrong secret: the same answer for both. */
export const inviteInvalid = (): AppError => pairError('NOT_FOUND', 'INVITE_INVALID', 'No such project invite');

/** A string that is not a project invite token at all. */
export const inviteMalformed = (): AppError =>
  pairError('BAD_USER_INPUT', 'INVITE_INVALID', 'token: is not a project invite token', { field: 'token' });

export const inviteExpired = (): AppError =>
  pairError('CONFLICT', 'INVITE_EXPIRED', 'The project invite has expired (invites are valid for 15 minutes); ask for a new one');

export const inviteRevoked = (): AppError => pairError('CONFLICT', 'INVITE_REVOKED', 'The project invite was revoked');

export const inviteUsed = (): AppError => pairError('CONFLICT', 'INVITE_USED', 'The project invite has already been accepted');

/** An instance accepting its own invite: a project cannot be shared with the instance it lives on. */
export const inviteSelf = (): AppError =>
  pairError('BAD_USER_INPUT', 'INVITE_SELF', 'token: this invite was made by this instance; a project is shared with another instance', {
    field: 'token',
  });

/** Too many acceptances from one client address (every surface and process together). */
export const inviteRateLimited = (limit: number, retryAfterSeconds: number): AppError =>
  pairError('TOO_MANY_REQUESTS', 'INVITE_RATE_LIMITED', `More than ${limit} invite acceptances a minute; retry in ${retryAfterSeconds} s`, {
    retryAfterSeconds,
  });

/** The inviting instance refused this instance's acceptance for its rate limit. */
export const partnerRateLimited = (): AppError =>
  pairError('TOO_MANY_REQUESTS', 'INVITE_RATE_LIMITED', 'The inviting instance refuses more invite acceptances for now; retry in a minute');

/** The inviting instance refused the invite, or could not be reached: its own words. */
export const invitePartnerRefused = (message: string): AppError =>
  pairError('BAD_USER_INPUT', 'INVITE_PARTNER_REFUSED', message, { field: 'token' });

export const projectKeyMismatch = (): AppError =>
  pairError('BAD_USER_INPUT', 'PROJECT_KEY_MISMATCH', "projectKey: type the project's key to confirm", { field: 'projectKey' });
