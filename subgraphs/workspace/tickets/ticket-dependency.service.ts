import { invalidInput, notFound } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import { uniqueOrConflict } from '../../../core/unique.js';
import type { WorkspaceContext } from '../context.js';
import { transactWithEvents, type EventRecorder } from '../outbox/outbox.js';
import { TicketDependency } from './ticket-dependency.entity.js';
import { onlyVisible, requireTicket, ticketsById } from './ticket.access.js';
import type { Ticket } from './ticket.entity.js';
import { ticketDependencyExists } from './ticket.errors.js';
import { permissionRequired } from '../../../core/permissions.js';

/**
 * "Blocker blocks blocked" between tickets of any projects the viewer can see. Changing one
 * needs `ticket:update` in both tickets' projects; lists drop tickets the viewer cannot see.
 */
export class TicketDependencyService {
  constructor(private readonly ctx: WorkspaceContext) {}

  private get em() {
    return this.ctx.em;
  }

  /** Visible tickets blocking `ticket`; one query per list of tickets. */
  async blockedBy(ticket: Ticket): Promise<Ticket[]> {
    const ids = await this.ctx
      .loader<string[]>('ticket:blockerIds', async (ticketIds) => {
        const rows = await this.em.find(TicketDependency, { blockedId: { $in: [...ticketIds] } }, { orderBy: { id: 'asc' } });
        return ticketIds.map((id) => rows.filter((row) => row.blockedId === id).map((row) => row.blockerId));
      })
      .load(ticket.id);
    return onlyVisible(this.ctx, await ticketsById(this.ctx).loadMany(ids ?? []));
  }

  /** Visible tickets that `ticket` blocks. */
  async blocks(ticket: Ticket): Promise<Ticket[]> {
    const ids = await this.ctx
      .loader<string[]>('ticket:blockedIds', async (ticketIds) => {
        const rows = await this.em.find(TicketDependency, { blockerId: { $in: [...ticketIds] } }, { orderBy: { id: 'asc' } });
        return ticketIds.map((id) => rows.filter((row) => row.blockerId === id).map((row) => row.blockedId));
      })
      .load(ticket.id);
    return onlyVisible(this.ctx, await ticketsById(this.ctx).loadMany(ids ?? []));
  }

  private async pair(blockerId: string, blockedId: string): Promise<{ blocker: Ticket; blocked: Ticket }> {
    if (!isUuid(blockerId)) throw notFound('Ticket');
    if (!isUuid(blockedId)) throw notFound('Ticket');
    if (blockerId === blockedId) throw invalidInput('blockedId', 'a ticket cannot block itself');
    // Visibility of both first, so an invisible ticket is NOT_FOUND whatever the other one is.
    const [blocker, blocked] = await Promise.all([requireTicket(this.ctx, { id: blockerId }), requireTicket(this.ctx, { id: blockedId })]);
    for (const ticket of [blocker, blocked]) {
      if (!(await this.ctx.canInProject(ticket.projectId, 'ticket:update')))
        throw permissionRequired('ticket:update', `ticket ${ticket.key}`);
    }
    return { blocker, blocked };
  }

  async add(blockerId: string, blockedId: string): Promise<TicketDependency> {
    const { blocker, blocked } = await this.pair(blockerId, blockedId);
    if (await this.em.count(TicketDependency, { blockerId: blocker.id, blockedId: blocked.id })) {
      throw ticketDependencyExists(blocker.key, blocked.key);
    }
    return uniqueOrConflict(
      () => ticketDependencyExists(blocker.key, blocked.key),
      () =>
        transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
          const dependency = tx.create(TicketDependency, { blockerId: blocker.id, blockedId: blocked.id });
          this.record(events, dependency, blocker, blocked, 'ticket_dependency.created');
          return dependency;
        }),
    );
  }

  async remove(blockerId: string, blockedId: string): Promise<boolean> {
    const { blocker, blocked } = await this.pair(blockerId, blockedId);
    const dependency = await this.em.findOne(TicketDependency, { blockerId: blocker.id, blockedId: blocked.id });
    if (!dependency) throw notFound('Ticket dependency');
    await transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
      await tx.nativeDelete(TicketDependency, { id: dependency.id });
      this.record(events, dependency, blocker, blocked, 'ticket_dependency.deleted');
    });
    return true;
  }

  /** One event per ticket involved, in that ticket's project: both tickets' lists changed. */
  private record(events: EventRecorder, dependency: TicketDependency, blocker: Ticket, blocked: Ticket, type: string): void {
    const base = {
      dependencyId: dependency.id,
      blockerId: blocker.id,
      blockerKey: blocker.key,
      blockedId: blocked.id,
      blockedKey: blocked.key,
    };
    events.record({
      aggregateType: 'ticket_dependency',
      aggregateId: dependency.id,
      projectId: blocked.projectId,
      type,
      payload: { ...base, ticketId: blocked.id, ticketKey: blocked.key, private: blocked.isPrivate, changedFields: ['blockedBy'] },
    });
    events.record({
      aggregateType: 'ticket_dependency',
      aggregateId: dependency.id,
      projectId: blocker.projectId,
      type,
      payload: { ...base, ticketId: blocker.id, ticketKey: blocker.key, private: blocker.isPrivate, changedFields: ['blocks'] },
    });
  }
}
