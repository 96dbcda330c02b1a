import { ruleError, type AppError } from '../../../core/errors.js';

/** Why a status change is refused (`extensions.reason`). */
export const statusErrorReasons = ['STATUS_NAME_TAKEN', 'STATUS_IN_USE', 'LAST_STATUS'] as const;
export type StatusErrorReason = (typeof statusErrorReasons)[number];

const statusError = ruleError<StatusErrorReason>;

/** Names are unique per project, ignoring case. */
export const statusNameTaken = (name: string): AppError =>
  statusError('CONFLICT', 'STATUS_NAME_TAKEN', `Status ${name} already exists in this project`, { field: 'name' });

export const statusInUse = (name: string): AppError =>
  statusError('CONFLICT', 'STATUS_IN_USE', `Status ${name} is used by tickets; move them to another status first`, { field: 'id' });

export const lastStatus = (): AppError => statusError('CONFLICT', 'LAST_STATUS', 'A project needs at least one status', { field: 'id' });
