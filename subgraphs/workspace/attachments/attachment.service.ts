import path from 'node:path';
import { AppError, invalidInput, notFound } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import { groupByKey } from '../../../core/batch.js';
import { CommentService } from '../comments/comment.service.js';
import type { WorkspaceContext } from '../context.js';
import { DocService } from '../docs/doc.service.js';
import { transactWithEvents, type EventRecorder } from '../outbox/outbox.js';
import { requireTicket, visibleTicket } from '../tickets/ticket.access.js';
import { Attachment } from './attachment.entity.js';
import { attachmentUploaderOrAdminOnly, commentAttachmentAuthorOnly, uploadReceiptNotYours } from './attachment.errors.js';
import { permissionRequired } from '../../../core/permissions.js';

/** Exactly one of them: the ticket, comment or doc a file is attached to. */
export interface AttachmentParentRef {
  ticketId?: string | null;
  commentId?: string | null;
  docId?: string | null;
}

type ParentColumn = 'ticketId' | 'commentId' | 'docId';

/** A parent the viewer may attach files to. */
export interface AttachmentTarget {
  column: ParentColumn;
  id: string;
  projectId: string;
}

const MAX_FILENAME = 255;

/** The name without any folder part or control characters; a client's path never reaches the store. */
export function cleanFilename(name: string): string {
  const base = path.posix
    .basename(name.replaceAll('\\', '/'))
    .replace(/\p{Cc}/gu, '')
    .trim();
  if (!base || base === '.' || base === '..') throw invalidInput('filename', 'must name a file');
  if (base.length > MAX_FILENAME) throw invalidInput('filename', `must be at most ${MAX_FILENAME} characters`);
  return base;
}

const record = (events: EventRecorder, attachment: Attachment, type: string): void =>
  events.record({
    aggregateType: 'attachment',
    aggregateId: attachment.id,
    projectId: attachment.projectId,
    type,
    payload: {
      id: attachment.id,
      ticketId: attachment.ticketId,
      commentId: attachment.commentId,
      docId: attachment.docId,
      sha256: attachment.sha256,
      size: attachment.size,
      changedFields: [],
    },
  });

/**
 * Attachments follow their parent: whoever reads the ticket, comment or doc reads its files, and
 * nobody else learns they exist. Attaching takes the right to change the parent (`ticket:update`
 * on a ticket or doc, authorship of a comment); deleting is for the uploader while they may still
 * attach, or a project admin. The bytes live in the content store; this service keeps the records.
 */
export class AttachmentService {
  constructor(private readonly ctx: WorkspaceContext) {}

  private get em() {
    return this.ctx.em;
  }

  /** The parent named by `ref`, if the viewer may attach files to it. */
  async requireTarget(ref: AttachmentParentRef): Promise<AttachmentTarget> {
    const viewer = this.ctx.requireUser();
    const given = (['ticketId', 'commentId', 'docId'] as const).filter((column) => ref[column]);
    if (given.length !== 1) throw invalidInput('parent', 'give exactly one of ticketId, commentId and docId');
    const column = given[0]!;
    const id = ref[column]!;
    if (column === 'ticketId') {
      const ticket = await requireTicket(this.ctx, { id }, 'ticket:update');
      return { column, id: ticket.id, projectId: ticket.projectId };
    }
    if (column === 'commentId') {
      const { comment, ticket } = await new CommentService(this.ctx).requireVisible(id);
      if (comment.authorId !== viewer.userId) throw commentAttachmentAuthorOnly();
      if (!(await this.ctx.canInProject(ticket.projectId, 'comment:create'))) throw permissionRequired('comment:create');
      return { column, id: comment.id, projectId: ticket.projectId };
    }
    const doc = await new DocService(this.ctx).requireWritable(id);
    return { column, id: doc.id, projectId: doc.projectId };
  }

  /**
   * Records a file the gateway has stored in the content store, on a parent the viewer may attach to.
   * The gateway's signed receipt names the content and its uploader: only the uploader can record it.
   */
  async register(ref: AttachmentParentRef, receipt: string): Promise<Attachment> {
    const viewer = this.ctx.requireUser();
    const target = await this.requireTarget(ref);
    const file = await this.ctx.deps.receipts.verify(receipt);
    if (!file) throw invalidInput('receipt', 'not an upload receipt, or expired: upload the file again');
    if (file.userId !== viewer.userId) throw uploadReceiptNotYours();
    const filename = cleanFilename(file.filename);
    return transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
      const attachment = tx.create(Attachment, {
        projectId: target.projectId,
        [target.column]: target.id,
        filename,
        contentType: file.contentType,
        size: file.size,
        sha256: file.sha256,
        uploadedById: viewer.userId,
      });
      record(events, attachment, 'attachment.created');
      return attachment;
    });
  }

  /** An attachment whose parent the viewer can read; NOT_FOUND otherwise. */
  async require(id: string): Promise<Attachment> {
    this.ctx.requireUser();
    const attachment = isUuid(id) ? await this.em.findOne(Attachment, { id }) : null;
    if (!attachment || !(await this.canReadParent(attachment))) throw notFound('Attachment');
    return attachment;
  }

  async delete(id: string): Promise<boolean> {
    const viewer = this.ctx.requireUser();
    const attachment = await this.require(id);
    const admin = await this.ctx.isProjectAdmin(attachment.projectId);
    if (!admin) {
      if (attachment.uploadedById !== viewer.userId) throw attachmentUploaderOrAdminOnly();
      await this.requireTarget(attachment);
    }
    await transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
      await tx.nativeDelete(Attachment, { id: attachment.id });
      record(events, attachment, 'attachment.deleted');
    });
    return true;
  }

  /** The attachments of parents the caller has already resolved (and so may read), oldest first; one query per list. */
  of(column: ParentColumn, parentId: string): Promise<Attachment[]> {
    return this.ctx
      .loader<Attachment[]>(`attachments:${column}`, async (parentIds) => {
        const rows = await this.em.find(Attachment, { [column]: { $in: [...parentIds] } }, { orderBy: { id: 'asc' } });
        return groupByKey(parentIds, rows, (row) => row[column]!);
      })
      .load(parentId)
      .then((rows) => rows ?? []);
  }

  private async canReadParent(attachment: Attachment): Promise<boolean> {
    if (attachment.ticketId) return (await visibleTicket(this.ctx, attachment.ticketId)) !== null;
    try {
      if (attachment.commentId) await new CommentService(this.ctx).requireVisible(attachment.commentId);
      else await new DocService(this.ctx).requireDoc(attachment.docId!);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return false;
      throw error;
    }
  }
}
