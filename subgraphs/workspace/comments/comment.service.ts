import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import { decodeIdCursor, toPage, type Page } from '../../../core/pagination.js';
import { audit } from '../audit/audit.js';
import { groupByKey } from '../../../core/batch.js';
import { joinSql, rawSql, sql } from '../common/sql.js';
import { markdown } from '../../../core/validation.js';
import type { WorkspaceContext } from '../context.js';
import { transactWithEvents, type EventRecorder } from '../outbox/outbox.js';
import { requireTicket, visibleTicket } from '../tickets/ticket.access.js';
import type { Ticket } from '../tickets/ticket.entity.js';
import { Comment } from './comment.entity.js';
import { commentAuthorOnly, commentAuthorOrAdminOnly } from './comment.errors.js';
import { permissionRequired } from '../../../core/permissions.js';

/** A validated comment, ready to write (`CommentService.draft`). */
export interface CommentDraft {
  authorId: string;
  body: string;
  internal: boolean;
}

const COMMENT_COLUMNS = 'c.id, c.ticket_id, c.author_id, c.body, c.internal, c.created_at, c.updated_at';

/** Internal comments are for holders of `comment:internal:read` in the ticket's project (not viewers). */
export const canReadInternal = (ctx: WorkspaceContext, projectId: string): Promise<boolean> =>
  ctx.canInProject(projectId, 'comment:internal:read');

const record = (events: EventRecorder, comment: Comment, ticket: Ticket, type: string, changedFields: string[]): void =>
  events.record({
    aggregateType: 'comment',
    aggregateId: comment.id,
    projectId: ticket.projectId,
    type,
    payload: {
      commentId: comment.id,
      ticketId: ticket.id,
      ticketKey: ticket.key,
      private: ticket.isPrivate,
      internal: comment.internal,
      changedFields,
    },
  });

/** Comments on tickets: authors edit and delete their own, project admins delete any. */
export class CommentService {
  constructor(private readonly ctx: WorkspaceContext) {}

  private get em() {
    return this.ctx.em;
  }

  /**
   * A page of a ticket's comments, oldest first (`newestFirst`: newest first, each page older than the cursor). Batched:
   * every ticket of a list asking for the same page shape is served by one windowed query.
   */
  async page(ticket: Ticket, first: number, after?: string | null, newestFirst = false): Promise<Page<Comment>> {
    const afterId = decodeIdCursor(after);
    const internal = await canReadInternal(this.ctx, ticket.projectId);
    const order = newestFirst ? 'desc' : 'asc';
    const rows = await this.ctx
      .loader<Comment[]>(`comment:page:${first}:${afterId ?? ''}:${internal}:${order}`, async (ticketIds) => {
        const conditions = [sql`c.ticket_id in (${ticketIds})`];
        if (!internal) conditions.push(rawSql('not c.internal'));
        if (afterId) conditions.push(newestFirst ? sql`c.id < ${afterId}` : sql`c.id > ${afterId}`);
        const query = sql`select * from (
  select ${rawSql(COMMENT_COLUMNS)}, row_number() over (partition by c.ticket_id order by c.id ${rawSql(order)}) as rn
  from workspace.comments c where ${joinSql(conditions, ' and ')}
) paged where paged.rn <= ${first + 1} order by paged.ticket_id, paged.rn`;
        const result = await this.em.execute<Record<string, unknown>[]>(query.text, [...query.params]);
        const comments = result.map(({ rn: _rn, ...row }) => this.em.map(Comment, row));
        return groupByKey(ticketIds, comments, (comment) => comment.ticketId);
      })
      .load(ticket.id);
    return toPage(rows ?? [], first);
  }

  /** Number of comments the viewer can see on a ticket; one grouped query for a whole list. */
  async count(ticket: Ticket): Promise<number> {
    const internal = await canReadInternal(this.ctx, ticket.projectId);
    const counts = await this.ctx
      .loader<{ all: number; open: number }>('comment:count', async (ticketIds) => {
        const rows = await this.em.execute<{ ticket_id: string; all: string; open: string }[]>(
          'select ticket_id, count(*) as all, count(*) filter (where not internal) as open from workspace.comments where ticket_id in (?) group by ticket_id',
          [ticketIds],
        );
        const byTicket = new Map(rows.map((row) => [row.ticket_id, { all: Number(row.all), open: Number(row.open) }]));
        return ticketIds.map((id) => byTicket.get(id) ?? { all: 0, open: 0 });
      })
      .load(ticket.id);
    return internal ? (counts?.all ?? 0) : (counts?.open ?? 0);
  }

  /** A comment the viewer can see, with its ticket; NOT_FOUND otherwise. */
  async requireVisible(id: string): Promise<{ comment: Comment; ticket: Ticket }> {
    this.ctx.requireUser();
    const comment = isUuid(id) ? await this.em.findOne(Comment, { id }) : null;
    if (!comment) throw notFound('Comment');
    const ticket = await visibleTicket(this.ctx, comment.ticketId);
    if (!ticket) throw notFound('Comment');
    if (comment.internal && !(await canReadInternal(this.ctx, ticket.projectId))) throw notFound('Comment');
    return { comment, ticket };
  }

  async create(input: { ticketId: string; body: string; internal?: boolean | null }): Promise<Comment> {
    const ticket = await requireTicket(this.ctx, { id: input.ticketId });
    const draft = await this.draft(ticket, input);
    return transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => this.write(tx, events, ticket, draft));
  }

  /**
   * Checks that the viewer may comment on a ticket they can see, as given, and validates the body:
   * the comment to write (outside any transaction).
   */
  async draft(ticket: Ticket, input: { body: string; internal?: boolean | null }): Promise<CommentDraft> {
    const viewer = this.ctx.requireUser();
    if (!(await this.ctx.canInProject(ticket.projectId, 'comment:create')))
      throw permissionRequired('comment:create', `ticket ${ticket.key}`);
    const internal = input.internal ?? false;
    if (internal && !(await canReadInternal(this.ctx, ticket.projectId))) throw permissionRequired('comment:internal:read');
    return { authorId: viewer.userId, body: markdown('body', input.body, { required: true }), internal };
  }

  /** Writes a drafted comment with its event in the caller's transaction. */
  write(tx: EntityManager, events: EventRecorder, ticket: Ticket, draft: CommentDraft): Comment {
    const comment = tx.create(Comment, { ticketId: ticket.id, ...draft });
    record(events, comment, ticket, 'comment.created', ['comments']);
    return comment;
  }

  /** Authors edit their own comments (while they may still comment in the project). */
  async update(input: { id: string; body?: string | null; internal?: boolean | null }): Promise<Comment> {
    const viewer = this.ctx.requireUser();
    const { comment, ticket } = await this.requireVisible(input.id);
    if (comment.authorId !== viewer.userId) throw commentAuthorOnly();
    if (!(await this.ctx.canInProject(ticket.projectId, 'comment:create'))) throw permissionRequired('comment:create');
    const changes: Partial<Pick<Comment, 'body' | 'internal'>> = {};
    if (input.body !== undefined) changes.body = markdown('body', input.body, { required: true });
    if (input.internal !== undefined && input.internal !== null) {
      if (input.internal && !(await canReadInternal(this.ctx, ticket.projectId))) throw permissionRequired('comment:internal:read');
      changes.internal = input.internal;
    }
    const changed = (Object.keys(changes) as (keyof typeof changes)[]).filter((key) => comment[key] !== changes[key]);
    if (changed.length === 0) return comment;
    return transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
      Object.assign(comment, changes);
      comment.updatedAt = this.ctx.now();
      record(events, comment, ticket, 'comment.updated', ['comments']);
      await tx.flush();
      return comment;
    });
  }

  /** The author (while they may comment) or a project admin deletes a comment. */
  async delete(id: string): Promise<boolean> {
    const viewer = this.ctx.requireUser();
    const { comment, ticket } = await this.requireVisible(id);
    const own = comment.authorId === viewer.userId && (await this.ctx.canInProject(ticket.projectId, 'comment:create'));
    const admin = await this.ctx.isProjectAdmin(ticket.projectId);
    if (!own && !admin) throw commentAuthorOrAdminOnly();
    await transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
      await tx.nativeDelete(Comment, { id: comment.id });
      if (!own) {
        audit(tx, {
          actorId: viewer.userId,
          action: 'comment.deleted',
          targetType: 'comment',
          targetId: comment.id,
          details: { ticketKey: ticket.key, authorId: comment.authorId },
          ip: this.ctx.ip,
        });
      }
      record(events, comment, ticket, 'comment.deleted', ['comments']);
    });
    return true;
  }
}
