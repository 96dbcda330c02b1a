import { ruleError, type AppError } from '../../../core/errors.js';

/** Why an invitation or email setting change is refused (`extensions.reason`). */
export const emailErrorReasons = ['INVITE_ALREADY_ACCEPTED', 'USER_INVITE_REVOKED'] as const;
export type EmailErrorReason = (typeof emailErrorReasons)[number];

const emailError = ruleError<EmailErrorReason>;

/** An accepted invitation cannot be revoked. */
export const inviteAlreadyAccepted = (): AppError =>
  emailError('CONFLICT', 'INVITE_ALREADY_ACCEPTED', 'The invitation was already accepted; deactivate the user instead');

/** The same rule, when the acceptance committed while the revocation ran. */
export const inviteAcceptedMeanwhile = (): AppError =>
  emailError('CONFLICT', 'INVITE_ALREADY_ACCEPTED', 'The invitation was accepted meanwhile');

/** A revoked invitation stays withdrawn: resending it would undo the revocation behind the revoker's back. */
export const inviteRevoked = (): AppError =>
  emailError('CONFLICT', 'USER_INVITE_REVOKED', 'The invitation was revoked; invite the address again instead');
