import { ruleError, type AppError } from '../../../core/errors.js';

/** Why a version change is refused (`extensions.reason`). */
export const versionErrorReasons = ['VERSION_NAME_TAKEN'] as const;
export type VersionErrorReason = (typeof versionErrorReasons)[number];

const versionError = ruleError<VersionErrorReason>;

export const versionNameTaken = (name: string): AppError =>
  versionError('CONFLICT', 'VERSION_NAME_TAKEN', `Version ${name} already exists in this project`, { field: 'name' });
