import { ruleError, type AppError } from '../../../core/errors.js';

/** Why an attachment change is refused (`extensions.reason`). */
export const attachmentErrorReasons = [
  'COMMENT_ATTACHMENT_AUTHOR_ONLY',
  'UPLOAD_RECEIPT_NOT_YOURS',
  'ATTACHMENT_UPLOADER_OR_ADMIN_ONLY',
] as const;
export type AttachmentErrorReason = (typeof attachmentErrorReasons)[number];

const attachmentError = ruleError<AttachmentErrorReason>;

export const commentAttachmentAuthorOnly = (): AppError =>
  attachmentError('FORBIDDEN', 'COMMENT_ATTACHMENT_AUTHOR_ONLY', 'Only the author may attach files to a comment');

export const uploadReceiptNotYours = (): AppError =>
  attachmentError('FORBIDDEN', 'UPLOAD_RECEIPT_NOT_YOURS', 'This upload receipt is not yours');

export const attachmentUploaderOrAdminOnly = (): AppError =>
  attachmentError('FORBIDDEN', 'ATTACHMENT_UPLOADER_OR_ADMIN_ONLY', 'Only the uploader or a project admin may delete an attachment');
