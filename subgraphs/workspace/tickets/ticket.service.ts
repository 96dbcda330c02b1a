import type { EntityManager } from '@mikro-orm/postgresql';
import { invalidInput, notFound } from '../../../core/errors.js';
import { isUuid, newId } from '../../../core/ids.js';
import { audit } from '../audit/audit.js';
import { CommentService } from '../comments/comment.service.js';
import { distinctIds, markdown, notNull, requiredText } from '../../../core/validation.js';
import type { WorkspaceContext } from '../context.js';
import { notifyNewAssignees } from '../email/ticket-assigned.js';
import type { ProjectPermission } from '../../../core/permissions.js';
import { Label } from '../labels/label.entity.js';
import { canSeeMilestone, milestonesById } from '../milestones/milestone.service.js';
import { transactWithEvents, type EventRecorder } from '../outbox/outbox.js';
import { publishCredentialsChanged } from '../identity/credentials-changed.js';
import { ProjectMember } from '../projects/project-member.entity.js';
import type { Project } from '../projects/project.entity.js';
import { ProjectService } from '../projects/project.service.js';
import { Status, StatusCategory, terminalCategories } from '../statuses/status.entity.js';
import { statusesById } from '../statuses/status.service.js';
import { versionsById } from '../versions/version.service.js';
import { enqueueWebhookEvents, wakeWebhookDispatchers } from '../webhooks/webhook.service.js';
import { TicketAccess } from './ticket-acl.entity.js';
import { TicketAssignee } from './ticket-assignee.entity.js';
import { TicketLabel } from './ticket-label.entity.js';
import { requireTicket, ticketsById } from './ticket.access.js';
import { claimNeedsMembership, noDoneStatus, ticketClosed } from './ticket.errors.js';
import { Ticket, TicketPriority } from './ticket.entity.js';
import { formatTicketKey } from './ticket-key.js';
import { recordTimersDiscarded } from '../time/time.service.js';

export const MAX_TITLE_LENGTH = 500;
/** Upper bound of an estimate: 100 years of minutes keeps sums far from integer overflow. */
const MAX_ESTIMATED_MINUTES = 52_560_000;

/** Editable fields; `undefined` leaves a field as it is, `null` clears it where it can be cleared. */
export interface TicketFields {
  title?: string | null;
  description?: string | null;
  priority?: TicketPriority | null;
  statusId?: string | null;
  assigneeIds?: string[] | null;
  labelIds?: string[] | null;
  milestoneId?: string | null;
  versionId?: string | null;
  estimatedMinutes?: number | null;
  private?: boolean | null;
  /** Users who may see the ticket while it is private; reporter and assignees are always kept. */
  accessUserIds?: string[] | null;
}

/** A ticket by id or by key (`WEB-42`). */
export interface TicketRef {
  id?: string | null;
  key?: string | null;
}

export interface ProjectRef {
  projectId?: string | null;
  projectKey?: string | null;
}

/** Validated changes, ready to write. */
interface TicketPlan {
  columns: Partial<
    Pick<Ticket, 'title' | 'description' | 'priority' | 'statusId' | 'milestoneId' | 'versionId' | 'estimatedMinutes' | 'isPrivate'>
  >;
  assigneeIds?: string[];
  /** Assignees to add to the current ones (claiming), when `assigneeIds` does not replace them. */
  addAssigneeIds?: string[];
  labelIds?: string[];
  accessUserIds?: string[];
}

/** GraphQL field names reported in `changedFields`, per column. */
const fieldNames: Record<keyof TicketPlan['columns'], string> = {
  title: 'title',
  description: 'description',
  priority: 'priority',
  statusId: 'status',
  milestoneId: 'milestone',
  versionId: 'version',
  estimatedMinutes: 'estimatedMinutes',
  isPrivate: 'private',
};

/** Changed fields that change what an orchestrator dispatches, by their name in `candidates_changed`. */
const CANDIDATE_FIELDS: Record<string, string> = { status: 'status', assignees: 'assignee', priority: 'priority' };

/** Checks that a ticket reference gives exactly one of `id` and `key`. */
function oneTicketRef(ref: TicketRef): TicketRef {
  if (!ref.id === !ref.key) throw invalidInput('id', 'give either id or key');
  return ref;
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && new Set([...a, ...b]).size === a.length;

/** Resolves a project given by id or by key, checking `permission` (NOT_FOUND when unreadable). */
export async function requireProjectRef(
  ctx: WorkspaceContext,
  ref: ProjectRef,
  permission: ProjectPermission = 'project:read',
): Promise<Project> {
  if (ref.projectId) {
    if (!isUuid(ref.projectId)) throw notFound('Project');
    return ctx.requireProject(ref.projectId, permission);
  }
  if (ref.projectKey) {
    const project = await new ProjectService(ctx).byKey(ref.projectKey.trim().toUpperCase());
    return ctx.requireProject(project.id, permission);
  }
  throw invalidInput('projectId', 'give projectId or projectKey');
}

type PairTable = 'ticket_assignees' | 'ticket_labels' | 'ticket_acl';
type PairColumn = 'user_id' | 'label_id';

/** Inserts (ticket, other) pairs into a join table, skipping pairs that already exist. */
async function insertPairs(
  tx: EntityManager,
  table: PairTable,
  column: PairColumn,
  ticketId: string,
  ids: readonly string[],
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  const values = ids.map(() => '(?, ?, ?, ?)').join(', ');
  await tx.execute(
    `insert into workspace.${table} (id, ticket_id, ${column}, created_at) values ${values} on conflict do nothing`,
    ids.flatMap((id) => [newId(), ticketId, id, now]),
  );
}

/** Tickets: creation with gapless keys, edits, deletion, assignees, labels and access lists. */
export class TicketService {
  constructor(private readonly ctx: WorkspaceContext) {}

  private get em() {
    return this.ctx.em;
  }

  async byKey(key: string): Promise<Ticket> {
    return requireTicket(this.ctx, { key });
  }

  async create(input: TicketFields & ProjectRef & { title: string }): Promise<Ticket> {
    const viewer = this.ctx.requireUser();
    const project = await requireProjectRef(this.ctx, input, 'ticket:create');
    const plan = await this.plan(project, input);
    const statusId = plan.columns.statusId ?? (await this.defaultStatus(project.id)).id;
    const assigneeIds = plan.assigneeIds ?? [];
    const accessUserIds = distinctIds([viewer.userId, ...assigneeIds, ...(plan.accessUserIds ?? [])]);
    let queued = 0;
    const created = await transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
      // Row lock on the project: concurrent creations queue here, and a rollback returns the number.
      const [row] = await tx.execute<{ ticket_seq: number }[]>(
        'update workspace.projects set ticket_seq = ticket_seq + 1 where id = ? returning ticket_seq',
        [project.id],
      );
      if (!row) throw notFound('Project');
      const ticket = tx.create(Ticket, {
        ...plan.columns,
        projectId: project.id,
        number: row.ticket_seq,
        key: formatTicketKey(project.key, row.ticket_seq),
        title: plan.columns.title!,
        statusId,
        reporterId: viewer.userId,
      });
      // The join rows below reference the ticket row, so it goes first.
      await tx.flush();
      await insertPairs(tx, 'ticket_assignees', 'user_id', ticket.id, assigneeIds, this.ctx.now());
      await insertPairs(tx, 'ticket_labels', 'label_id', ticket.id, plan.labelIds ?? [], this.ctx.now());
      await insertPairs(tx, 'ticket_acl', 'user_id', ticket.id, accessUserIds, this.ctx.now());
      const changedFields = Object.keys(plan.columns).map((column) => fieldNames[column as keyof TicketPlan['columns']]);
      if (assigneeIds.length) changedFields.push('assignees');
      if (plan.labelIds?.length) changedFields.push('labels');
      if (plan.accessUserIds?.length) changedFields.push('accessList');
      this.record(events, ticket, 'ticket.created', changedFields);
      queued = await this.queueWebhooks(tx, 'ticket.created', ticket, project.key, changedFields);
      return ticket;
    });
    await wakeWebhookDispatchers(this.ctx.deps.pubsub, queued);
    // A private ticket's access list bounds keys minted by someone else (`mintingAuthority`): gateways re-resolve at once.
    if (created.isPrivate) await publishCredentialsChanged(this.ctx);
    notifyNewAssignees(this.ctx, created, assigneeIds);
    return created;
  }

  async update(id: string, input: TicketFields): Promise<Ticket> {
    const { ticket, project } = await this.requireEditable({ id });
    return this.apply(ticket, project, await this.plan(project, input));
  }

  /**
   * Assigns the ticket to the caller, keeping its other assignees, and starts it: a ticket in a `todo`
   * status moves to the project's first `in_progress` status (if it has one); other open tickets keep
   * theirs. A closed ticket (`done` or `wont_fix`) is refused; claiming a ticket one already works on
   * changes nothing. Needs `ticket:update`, and the caller must be an active project member (as any assignee).
   */
  async claim(ref: TicketRef): Promise<Ticket> {
    const viewer = this.ctx.requireUser();
    const { ticket, project } = await this.requireEditable(oneTicketRef(ref));
    const status = (await statusesById(this.ctx).load(ticket.statusId))!;
    if (terminalCategories.includes(status.category)) throw ticketClosed(ticket.key, status.name);
    if ((await this.notAssignable(project, [viewer.userId])).length) throw claimNeedsMembership(project.key);
    const next = status.category === StatusCategory.TODO ? await this.firstStatus(project.id, StatusCategory.IN_PROGRESS) : null;
    return this.apply(ticket, project, { columns: next ? { statusId: next.id } : {}, addAssigneeIds: [viewer.userId] });
  }

  /**
   * Moves the ticket to the project's first `done` status, with an optional comment written in the same
   * transaction (under the comment rules). A ticket already closed (`done` or `wont_fix`) is returned
   * as it is: nothing is written, not even the comment, so a retried close does not comment twice.
   * Needs `ticket:update` (and `comment:create` with a comment).
   */
  async close(ref: TicketRef, comment?: string | null): Promise<Ticket> {
    const { ticket, project } = await this.requireEditable(oneTicketRef(ref));
    const status = (await statusesById(this.ctx).load(ticket.statusId))!;
    if (terminalCategories.includes(status.category)) return ticket;
    const done = await this.firstStatus(project.id, StatusCategory.DONE);
    if (!done) throw noDoneStatus(project.key);
    const comments = new CommentService(this.ctx);
    const draft = comment == null ? null : await comments.draft(ticket, { body: comment });
    return this.apply(ticket, project, { columns: { statusId: done.id } }, (tx, events) => {
      if (draft) comments.write(tx, events, ticket, draft);
    });
  }

  /** A ticket the caller sees (NOT_FOUND otherwise) and may edit (FORBIDDEN otherwise), with its project. */
  private async requireEditable(ref: TicketRef): Promise<{ ticket: Ticket; project: Project }> {
    const ticket = await requireTicket(this.ctx, ref, 'ticket:update');
    return { ticket, project: await this.ctx.requireProject(ticket.projectId, 'ticket:update') };
  }

  /**
   * Writes a validated plan: only what differs from the ticket, in one transaction with its event, its
   * webhooks (and `orchestrator.candidates_changed`) and, for access changes, its audit entry; `alsoWrite`
   * adds writes of its own to that transaction. A plan that changes nothing writes nothing.
   */
  private async apply(
    ticket: Ticket,
    project: Project,
    plan: TicketPlan,
    alsoWrite?: (tx: EntityManager, events: EventRecorder) => void,
  ): Promise<Ticket> {
    const viewer = this.ctx.requireUser();
    const [currentAssignees, currentLabels, currentAccess] = await Promise.all([
      this.em.find(TicketAssignee, { ticketId: ticket.id }),
      this.em.find(TicketLabel, { ticketId: ticket.id }),
      this.em.find(TicketAccess, { ticketId: ticket.id }),
    ]);
    const assignees = currentAssignees.map((row) => row.userId);
    const labels = currentLabels.map((row) => row.labelId);
    const access = currentAccess.map((row) => row.userId);

    const changedFields: string[] = [];
    const columns: TicketPlan['columns'] = {};
    for (const [column, value] of Object.entries(plan.columns) as [keyof TicketPlan['columns'], unknown][]) {
      if ((ticket[column] ?? null) !== (value ?? null)) {
        (columns as Record<string, unknown>)[column] = value;
        changedFields.push(fieldNames[column]);
      }
    }
    const nextAssignees = plan.assigneeIds ?? distinctIds([...assignees, ...(plan.addAssigneeIds ?? [])]);
    if (!sameSet(nextAssignees, assignees)) changedFields.push('assignees');
    const nextLabels = plan.labelIds ?? labels;
    if (!sameSet(nextLabels, labels)) changedFields.push('labels');
    // The reporter and the assignees stay on the list; whoever makes a ticket private keeps seeing it.
    const endsPrivate = columns.isPrivate ?? ticket.isPrivate;
    const nextAccess = distinctIds([
      ...(plan.accessUserIds ?? access),
      ticket.reporterId,
      ...nextAssignees,
      ...(endsPrivate && columns.isPrivate ? [viewer.userId] : []),
    ]);
    if (!sameSet(nextAccess, access)) changedFields.push('accessList');
    if (changedFields.length === 0) return ticket;

    let queued = 0;
    await transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
      Object.assign(ticket, columns);
      ticket.updatedAt = this.ctx.now();
      await this.replacePairs(tx, 'ticket_assignees', 'user_id', ticket.id, assignees, nextAssignees);
      await this.replacePairs(tx, 'ticket_labels', 'label_id', ticket.id, labels, nextLabels);
      await this.replacePairs(tx, 'ticket_acl', 'user_id', ticket.id, access, nextAccess);
      if (changedFields.includes('accessList') || changedFields.includes('private')) {
        audit(tx, {
          actorId: viewer.userId,
          action: 'ticket.access_changed',
          targetType: 'ticket',
          targetId: ticket.id,
          details: { key: ticket.key, private: endsPrivate, accessUserIds: nextAccess },
          ip: this.ctx.ip,
        });
      }
      this.record(events, ticket, 'ticket.updated', changedFields);
      alsoWrite?.(tx, events);
      queued = await this.queueWebhooks(tx, 'ticket.updated', ticket, project.key, changedFields);
    });
    await wakeWebhookDispatchers(this.ctx.deps.pubsub, queued);
    if (changedFields.includes('accessList') || changedFields.includes('private')) await publishCredentialsChanged(this.ctx);
    notifyNewAssignees(
      this.ctx,
      ticket,
      nextAssignees.filter((id) => !assignees.includes(id)),
    );
    return ticket;
  }

  /**
   * Workspace webhook events of a ticket change, queued in its transaction: the change itself, and for
   * a change of status, assignees or priority `orchestrator.candidates_changed` (to subscriptions that
   * list it). Returns the deliveries queued.
   */
  private async queueWebhooks(
    tx: EntityManager,
    event: 'ticket.created' | 'ticket.updated' | 'ticket.deleted',
    ticket: Ticket,
    projectKey: string,
    changedFields: string[],
  ): Promise<number> {
    const data = { ticketId: ticket.id, identifier: ticket.key, projectKey };
    const candidateFields = event === 'ticket.updated' ? changedFields.flatMap((field) => CANDIDATE_FIELDS[field] ?? []) : [];
    return enqueueWebhookEvents(tx, this.ctx.now(), [
      { event, data: { ...data, changed: changedFields } },
      ...(candidateFields.length > 0
        ? [{ event: 'orchestrator.candidates_changed' as const, data: { ...data, changed: candidateFields } }]
        : []),
    ]);
  }

  async delete(id: string): Promise<boolean> {
    const ticket = await requireTicket(this.ctx, { id }, 'ticket:delete');
    const accessUserIds = ticket.isPrivate
      ? (await this.em.find(TicketAccess, { ticketId: ticket.id })).map((row) => row.userId)
      : undefined;
    const projectKey = (await this.ctx.projects.load(ticket.projectId))!.key;
    let queued = 0;
    await transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
      await recordTimersDiscarded(tx, events, { ticketId: ticket.id });
      await tx.nativeDelete(Ticket, { id: ticket.id });
      audit(tx, {
        actorId: this.ctx.actorId,
        action: 'ticket.deleted',
        targetType: 'ticket',
        targetId: ticket.id,
        details: { key: ticket.key },
        ip: this.ctx.ip,
      });
      // Subscribers can no longer look the ticket up, so the event says who may hear of it.
      this.record(events, ticket, 'ticket.deleted', [], accessUserIds ? { accessUserIds } : {});
      queued = await this.queueWebhooks(tx, 'ticket.deleted', ticket, projectKey, []);
    });
    await wakeWebhookDispatchers(this.ctx.deps.pubsub, queued);
    ticketsById(this.ctx).clear(ticket.id);
    return true;
  }

  private record(events: EventRecorder, ticket: Ticket, type: string, changedFields: string[], extra: Record<string, unknown> = {}): void {
    events.record({
      aggregateType: 'ticket',
      aggregateId: ticket.id,
      projectId: ticket.projectId,
      type,
      payload: { ticketId: ticket.id, ticketKey: ticket.key, private: ticket.isPrivate, changedFields, ...extra },
    });
  }

  /** Makes a join table hold exactly `next` for the ticket, touching only the difference. */
  private async replacePairs(
    tx: EntityManager,
    table: PairTable,
    column: PairColumn,
    ticketId: string,
    current: readonly string[],
    next: readonly string[],
  ): Promise<void> {
    const removed = current.filter((id) => !next.includes(id));
    const added = next.filter((id) => !current.includes(id));
    if (removed.length) await tx.execute(`delete from workspace.${table} where ticket_id = ? and ${column} in (?)`, [ticketId, removed]);
    await insertPairs(tx, table, column, ticketId, added, this.ctx.now());
  }

  /** The status a new ticket gets: the first `todo` status in board order, else the first status. */
  private async defaultStatus(projectId: string): Promise<Status> {
    const statuses = await this.em.find(Status, { projectId }, { orderBy: { position: 'asc', id: 'asc' } });
    const status = statuses.find((candidate) => candidate.category === StatusCategory.TODO) ?? statuses[0];
    if (!status) throw invalidInput('statusId', 'the project has no statuses; create one first');
    return status;
  }

  /** The project's first status of `category` in board order, if it has one. */
  private firstStatus(projectId: string, category: StatusCategory): Promise<Status | null> {
    return this.em.findOne(Status, { projectId, category }, { orderBy: { position: 'asc', id: 'asc' } });
  }

  /** Validates input against the project (outside any transaction: it reads through the request's loaders). */
  private async plan(project: Project, input: TicketFields): Promise<TicketPlan> {
    const columns: TicketPlan['columns'] = {};
    if (input.title !== undefined) columns.title = requiredText('title', input.title, MAX_TITLE_LENGTH);
    if (input.description !== undefined) columns.description = markdown('description', input.description);
    if (input.priority !== undefined) columns.priority = notNull('priority', input.priority);
    if (input.private !== undefined) columns.isPrivate = notNull('private', input.private);
    if (input.estimatedMinutes !== undefined) {
      const minutes = input.estimatedMinutes;
      if (minutes !== null && (!Number.isInteger(minutes) || minutes < 0 || minutes > MAX_ESTIMATED_MINUTES)) {
        throw invalidInput('estimatedMinutes', `must be a whole number of minutes, 0..${MAX_ESTIMATED_MINUTES}`);
      }
      columns.estimatedMinutes = minutes;
    }
    if (input.statusId !== undefined) {
      const statusId = notNull('statusId', input.statusId);
      const status = isUuid(statusId) ? await statusesById(this.ctx).load(statusId) : null;
      if (!status || status.projectId !== project.id) throw invalidInput('statusId', 'not a status of this project');
      columns.statusId = status.id;
    }
    if (input.milestoneId !== undefined) {
      const milestone = input.milestoneId && isUuid(input.milestoneId) ? await milestonesById(this.ctx).load(input.milestoneId) : null;
      if (
        input.milestoneId !== null &&
        (!milestone || milestone.projectId !== project.id || !(await canSeeMilestone(this.ctx, milestone)))
      ) {
        throw invalidInput('milestoneId', 'not a milestone of this project');
      }
      columns.milestoneId = milestone?.id ?? null;
    }
    if (input.versionId !== undefined) {
      const version = input.versionId && isUuid(input.versionId) ? await versionsById(this.ctx).load(input.versionId) : null;
      if (input.versionId !== null && (!version || version.projectId !== project.id))
        throw invalidInput('versionId', 'not a version of this project');
      columns.versionId = version?.id ?? null;
    }
    const plan: TicketPlan = { columns };
    if (input.labelIds !== undefined) {
      const labelIds = distinctIds(notNull('labelIds', input.labelIds));
      if (labelIds.some((id) => !isUuid(id))) throw invalidInput('labelIds', 'not a label of this project');
      const found = labelIds.length ? await this.em.count(Label, { id: { $in: labelIds }, projectId: project.id }) : 0;
      if (found !== labelIds.length) throw invalidInput('labelIds', 'not a label of this project');
      plan.labelIds = labelIds;
    }
    if (input.assigneeIds !== undefined) plan.assigneeIds = distinctIds(notNull('assigneeIds', input.assigneeIds));
    if (input.accessUserIds !== undefined) plan.accessUserIds = distinctIds(notNull('accessUserIds', input.accessUserIds));
    await this.checkMembers(project, 'assigneeIds', plan.assigneeIds ?? []);
    await this.checkMembers(project, 'accessUserIds', plan.accessUserIds ?? []);
    return plan;
  }

  /** Assignees and access-list entries must be active members of the project. */
  private async checkMembers(project: Project, field: string, userIds: readonly string[]): Promise<void> {
    if (userIds.some((id) => !isUuid(id))) throw invalidInput(field, 'every user must be a member of the project');
    const missing = await this.notAssignable(project, userIds);
    if (missing.length) throw invalidInput(field, `not active members of project ${project.key}: ${missing.join(', ')}`);
  }

  /** The users (by UUID) who are not active members of the project, so cannot be assigned or listed. */
  private async notAssignable(project: Project, userIds: readonly string[]): Promise<string[]> {
    if (userIds.length === 0) return [];
    const members = await this.em.find(ProjectMember, { projectId: project.id, userId: { $in: [...userIds] } }, { fields: ['userId'] });
    const memberIds = new Set(members.map((member) => member.userId));
    const users = await this.ctx.users.loadMany([...userIds]);
    return userIds.filter((id, index) => {
      const user = users[index];
      return !memberIds.has(id) || !user || user instanceof Error || user.deactivatedAt;
    });
  }
}
