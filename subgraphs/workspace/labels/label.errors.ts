import { ruleError, type AppError } from '../../../core/errors.js';

/** Why a label change is refused (`extensions.reason`). */
export const labelErrorReasons = ['LABEL_NAME_TAKEN'] as const;
export type LabelErrorReason = (typeof labelErrorReasons)[number];

const labelError = ruleError<LabelErrorReason>;

/** Names are unique per project, ignoring case. */
export const labelNameTaken = (name: string): AppError =>
  labelError('CONFLICT', 'LABEL_NAME_TAKEN', `Label ${name} already exists in this project`, { field: 'name' });
