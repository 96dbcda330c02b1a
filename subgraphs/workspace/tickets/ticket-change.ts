import { Field, ID, ObjectType } from 'type-graphql';
import { canReadInternal } from '../comments/comment.service.js';
import type { WorkspaceContext } from '../context.js';
import { projectEventsChannel, type PublishedEvent } from '../outbox/outbox.js';
import { subscriberChanges } from '../outbox/subscriber-changes.js';
import { ProjectService } from '../projects/project.service.js';
import { bindContext, ticketsById, visibleTicket } from './ticket.access.js';
import { Ticket } from './ticket.entity.js';

@ObjectType({ description: 'A committed change to a ticket (or to its comments or dependencies), as one subscriber may see it.' })
export class TicketChangeEvent {
  @Field(() => ID, { description: 'Id of the domain event.' })
  id!: string;

  @Field({
    description:
      '`ticket.created`, `ticket.updated`, `ticket.deleted`, `comment.created|updated|deleted`, `ticket_dependency.created|deleted`.',
  })
  type!: string;

  @Field(() => ID)
  ticketId!: string;

  @Field()
  ticketKey!: string;

  @Field()
  occurredAt!: Date;

  @Field(() => [String], {
    description: 'Ticket fields that changed, by their GraphQL names (`comments`, `blockedBy`, `blocks` for related changes).',
  })
  changedFields!: string[];

  @Field(() => Ticket, { nullable: true, description: 'The ticket as it is now, loaded for you; null once deleted.' })
  ticket!: Ticket | null;
}

const TICKET_AGGREGATES = new Set(['ticket', 'comment', 'ticket_dependency']);

interface TicketEventPayload {
  ticketId?: string;
  ticketKey?: string;
  changedFields?: string[];
  private?: boolean;
  /** On `ticket.deleted` of a private ticket: who could see it. */
  accessUserIds?: string[];
  /** On comment events. */
  internal?: boolean;
}

/**
 * What one subscriber sees of a published event, or null when it is not a ticket event or the
 * subscriber may not see it (now: membership, access list and internal-comment rights are
 * checked per event). `ctx` should be fresh for the event, so nothing is answered from a cache
 * filled before the change.
 */
export async function toTicketChange(ctx: WorkspaceContext, event: PublishedEvent): Promise<TicketChangeEvent | null> {
  const payload = event.payload as TicketEventPayload;
  if (!TICKET_AGGREGATES.has(event.aggregateType) || !payload.ticketId || !payload.ticketKey || !event.projectId) return null;
  if (!ctx.actorId || !(await ctx.canInProject(event.projectId, 'project:read'))) return null;
  if (event.aggregateType === 'comment' && payload.internal && !(await canReadInternal(ctx, event.projectId))) return null;
  let ticket: Ticket | null = null;
  if (event.type === 'ticket.deleted') {
    if (payload.private && !(payload.accessUserIds ?? []).includes(ctx.actorId)) return null;
  } else {
    ticket = await visibleTicket(ctx, payload.ticketId);
    if (ticket) {
      bindContext(ticket, ctx);
    } else if (payload.private !== false || (await ticketsById(ctx).load(payload.ticketId))) {
      // Invisible now, or deleted since while private (nobody can tell who could see it): drop.
      return null;
    }
    // Otherwise a public ticket deleted since the change: the change is told, without the ticket.
  }
  return {
    id: event.id,
    type: event.type,
    ticketId: payload.ticketId,
    ticketKey: payload.ticketKey,
    occurredAt: new Date(event.occurredAt),
    changedFields: payload.changedFields ?? [],
    ticket,
  };
}

/**
 * `Subscription.ticketChanged`: the project must be readable when subscribing (NOT_FOUND
 * otherwise); each event is then checked and resolved in a fresh context for the subscriber.
 */
export async function subscribeToTicketChanges(
  ctx: WorkspaceContext,
  projectKey: string,
): Promise<AsyncIterableIterator<TicketChangeEvent>> {
  ctx.requireUser();
  const project = await new ProjectService(ctx).byKey(projectKey.trim().toUpperCase());
  return subscriberChanges(ctx, projectEventsChannel(project.id), toTicketChange);
}
