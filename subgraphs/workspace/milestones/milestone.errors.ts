import { ruleError, type AppError } from '../../../core/errors.js';

/** Why a milestone change is refused (`extensions.reason`). */
export const milestoneErrorReasons = ['MILESTONE_BUDGET_ADMIN_ONLY'] as const;
export type MilestoneErrorReason = (typeof milestoneErrorReasons)[number];

const milestoneError = ruleError<MilestoneErrorReason>;

export const milestoneBudgetAdminOnly = (): AppError =>
  milestoneError('FORBIDDEN', 'MILESTONE_BUDGET_ADMIN_ONLY', 'Only project admins may set a milestone budget');
