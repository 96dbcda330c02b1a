import { ruleError, type AppError } from '../../../core/errors.js';

/** Why a comment change is refused (`extensions.reason`). */
export const commentErrorReasons = ['COMMENT_AUTHOR_ONLY', 'COMMENT_AUTHOR_OR_ADMIN_ONLY'] as const;
export type CommentErrorReason = (typeof commentErrorReasons)[number];

const commentError = ruleError<CommentErrorReason>;

export const commentAuthorOnly = (): AppError => commentError('FORBIDDEN', 'COMMENT_AUTHOR_ONLY', 'Only the author may edit a comment');

export const commentAuthorOrAdminOnly = (): AppError =>
  commentError('FORBIDDEN', 'COMMENT_AUTHOR_OR_ADMIN_ONLY', 'Only the author or a project admin may delete a comment');
