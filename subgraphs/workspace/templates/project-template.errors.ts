import { ruleError, type AppError } from '../../../core/errors.js';

/** Why a project template change is refused (`extensions.reason`). */
export const projectTemplateErrorReasons = ['TEMPLATE_AUTHOR_OR_ADMIN_ONLY'] as const;
export type ProjectTemplateErrorReason = (typeof projectTemplateErrorReasons)[number];

const projectTemplateError = ruleError<ProjectTemplateErrorReason>;

export const templateAuthorOrAdminOnly = (): AppError =>
  projectTemplateError('FORBIDDEN', 'TEMPLATE_AUTHOR_OR_ADMIN_ONLY', 'Only its author or a workspace admin deletes a template');
