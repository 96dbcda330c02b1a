import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type DataLoader from 'dataloader';
import { invalidInput, notFound } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import { audit } from '../audit/audit.js';
import { alignById } from '../../../core/batch.js';
import { uniqueOrConflict } from '../../../core/unique.js';
import { notNull, requiredText } from '../../../core/validation.js';
import type { WorkspaceContext } from '../context.js';
import { transactWithEvents, type EventRecorder } from '../outbox/outbox.js';
import { Ticket } from '../tickets/ticket.entity.js';
import { enqueueWebhookEvents, wakeWebhookDispatchers } from '../webhooks/webhook.service.js';
import { Status, StatusCategory } from './status.entity.js';
import { lastStatus, statusInUse, statusNameTaken } from './status.errors.js';

export const statusesById = (ctx: WorkspaceContext): DataLoader<string, Status | null> =>
  ctx.loader<Status>('status:byId', async (ids) => alignById(ids, await ctx.em.find(Status, { id: { $in: ids.filter(isUuid) } })));

const record = (events: EventRecorder, status: Status, type: string, changedFields: string[]): void =>
  events.record({
    aggregateType: 'status',
    aggregateId: status.id,
    projectId: status.projectId,
    type,
    payload: { statusId: status.id, changedFields },
  });

/** A project's ticket statuses and their board order. Every change needs `project:settings:manage`. */
export class StatusService {
  constructor(private readonly ctx: WorkspaceContext) {}

  private get em() {
    return this.ctx.em;
  }

  private async requireStatus(id: string): Promise<Status> {
    this.ctx.requireUser();
    const status = isUuid(id) ? await statusesById(this.ctx).load(id) : null;
    if (!status || !(await this.ctx.canInProject(status.projectId, 'project:read'))) throw notFound('Status');
    await this.ctx.requireProject(status.projectId, 'project:settings:manage');
    return status;
  }

  /** Adds a status at the end of the board. */
  async create(projectId: string, input: { name: string; category: StatusCategory }): Promise<Status> {
    if (!isUuid(projectId)) throw notFound('Project');
    const project = await this.ctx.requireProject(projectId, 'project:settings:manage');
    const name = requiredText('name', input.name, 50);
    await this.ensureNameFree(project.id, name);
    const statuses = await this.em.find(Status, { projectId: project.id }, { fields: ['position'] });
    const position = Math.max(-1, ...statuses.map((status) => status.position)) + 1;
    return uniqueOrConflict(
      () => statusNameTaken(name),
      () =>
        transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
          const status = tx.create(Status, { projectId: project.id, name, category: input.category, position });
          record(events, status, 'status.created', ['name', 'category', 'position']);
          return status;
        }),
    );
  }

  /**
   * Renames and/or recategorises a status. A new category changes which of its tickets are candidates
   * (orchestrators select by category), so it queues `orchestrator.candidates_changed` for the project.
   */
  async update(id: string, input: { name?: string | null; category?: StatusCategory | null }): Promise<Status> {
    const status = await this.requireStatus(id);
    const changes: Partial<Pick<Status, 'name' | 'category'>> = {};
    if (input.name !== undefined) changes.name = requiredText('name', input.name, 50);
    if (input.category !== undefined) changes.category = notNull('category', input.category);
    const changed = (Object.keys(changes) as (keyof typeof changes)[]).filter((key) => status[key] !== changes[key]);
    if (changed.length === 0) return status;
    if (changes.name !== undefined && changes.name.toLowerCase() !== status.name.toLowerCase())
      await this.ensureNameFree(status.projectId, changes.name);
    const projectKey = (await this.ctx.projects.load(status.projectId))!.key;
    let queued = 0;
    const updated = await uniqueOrConflict(
      () => statusNameTaken(changes.name ?? status.name),
      () =>
        transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
          Object.assign(status, changes);
          status.updatedAt = this.ctx.now();
          record(events, status, 'status.updated', changed);
          await tx.flush();
          if (changed.includes('category')) {
            queued = await enqueueWebhookEvents(tx, this.ctx.now(), [
              { event: 'orchestrator.candidates_changed', data: { statusId: status.id, projectKey, changed: ['status_category'] } },
            ]);
          }
          return status;
        }),
    );
    await wakeWebhookDispatchers(this.ctx.deps.pubsub, queued);
    return updated;
  }

  /** Sets the board order: `statusIds` must list every status of the project exactly once. */
  async reorder(projectId: string, statusIds: readonly string[]): Promise<Status[]> {
    if (!isUuid(projectId)) throw notFound('Project');
    const project = await this.ctx.requireProject(projectId, 'project:settings:manage');
    const statuses = await this.em.find(Status, { projectId: project.id });
    const byId = new Map(statuses.map((status) => [status.id, status]));
    if (statusIds.length !== statuses.length || new Set(statusIds).size !== statusIds.length || statusIds.some((id) => !byId.has(id))) {
      throw invalidInput('statusIds', 'must list every status of the project exactly once');
    }
    const ordered = statusIds.map((id) => byId.get(id)!);
    if (ordered.every((status, position) => status.position === position)) return ordered;
    return transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
      ordered.forEach((status, position) => {
        if (status.position === position) return;
        status.position = position;
        status.updatedAt = this.ctx.now();
        record(events, status, 'status.updated', ['position']);
      });
      await tx.flush();
      return ordered;
    });
  }

  /**
   * Deletes a status. Tickets in it are a CONFLICT unless `moveTicketsTo` names another status of the project: they move
   * there first, in the same transaction, each with its `ticket.updated` event and webhooks (as Jira asks where its issues
   * go). The last status of a project is a CONFLICT.
   */
  async delete(id: string, moveTicketsTo?: string | null): Promise<boolean> {
    const status = await this.requireStatus(id);
    const target = moveTicketsTo == null ? null : await this.requireMoveTarget(status, moveTicketsTo);
    // Counts tickets the viewer may not see too: the answer is only "in use", never which.
    if (!target && (await this.em.count(Ticket, { statusId: status.id }))) throw statusInUse(status.name);
    if ((await this.em.count(Status, { projectId: status.projectId })) <= 1) throw lastStatus();
    const projectKey = (await this.ctx.projects.load(status.projectId))!.key;
    let queued = 0;
    try {
      await transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
        if (target) queued = await this.moveTickets(tx, events, status, target, projectKey);
        await tx.nativeDelete(Status, { id: status.id });
        audit(tx, {
          actorId: this.ctx.actorId,
          action: 'status.deleted',
          targetType: 'status',
          targetId: status.id,
          details: { name: status.name, ...(target ? { movedTicketsTo: target.name } : {}) },
          ip: this.ctx.ip,
        });
        record(events, status, 'status.deleted', []);
      });
    } catch (error) {
      // A ticket moved into the status after the check above.
      if (error instanceof ForeignKeyConstraintViolationException) throw statusInUse(status.name);
      throw error;
    }
    await wakeWebhookDispatchers(this.ctx.deps.pubsub, queued);
    statusesById(this.ctx).clear(status.id);
    return true;
  }

  /** Where a deleted status's tickets go: another status of the same project. */
  private async requireMoveTarget(status: Status, targetId: string): Promise<Status> {
    const target = isUuid(targetId) ? await statusesById(this.ctx).load(targetId) : null;
    if (!target || target.projectId !== status.projectId || target.id === status.id)
      throw invalidInput('moveTicketsTo', 'must be another status of this project');
    return target;
  }

  /** Moves every ticket of `from` to `to` (the ticket change's event and webhooks for each); returns the deliveries queued. */
  private async moveTickets(tx: EntityManager, events: EventRecorder, from: Status, to: Status, projectKey: string): Promise<number> {
    const tickets = await tx.find(Ticket, { statusId: from.id });
    const now = this.ctx.now();
    for (const ticket of tickets) {
      ticket.statusId = to.id;
      ticket.updatedAt = now;
      events.record({
        aggregateType: 'ticket',
        aggregateId: ticket.id,
        projectId: ticket.projectId,
        type: 'ticket.updated',
        payload: { ticketId: ticket.id, ticketKey: ticket.key, private: ticket.isPrivate, changedFields: ['status'] },
      });
    }
    await tx.flush();
    return enqueueWebhookEvents(
      tx,
      now,
      tickets.flatMap((ticket) => {
        const data = { ticketId: ticket.id, identifier: ticket.key, projectKey };
        return [
          { event: 'ticket.updated' as const, data: { ...data, changed: ['status'] } },
          { event: 'orchestrator.candidates_changed' as const, data: { ...data, changed: ['status'] } },
        ];
      }),
    );
  }

  private async ensureNameFree(projectId: string, name: string): Promise<void> {
    const rows = await this.em.execute<{ id: string }[]>(
      'select id from workspace.statuses where project_id = ? and lower(name) = lower(?) limit 1',
      [projectId, name],
    );
    if (rows.length) throw statusNameTaken(name);
  }
}
