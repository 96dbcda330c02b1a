import { Arg, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, ObjectType, Resolver, Root } from 'type-graphql';
import type { WorkspaceContext } from '../context.js';
import { contextFor } from '../tickets/ticket.access.js';
import { Ticket } from '../tickets/ticket.entity.js';
import { agentEventTypes } from './agent-event-types.js';
import { AgentSession, agentSessions, recordAgentEvents } from './agent-events.js';

@InputType()
class AgentEventInput {
  @Field(() => ID)
  ticketId!: string;

  @Field({ description: "The orchestrator's session id (Symphony: `<thread_id>-<turn_id>`)." })
  sessionId!: string;

  @Field({ description: agentEventTypes.join(', ') })
  event!: string;

  @Field({ description: 'When it happened, ISO 8601.' })
  timestamp!: string;

  @Field(() => String, { nullable: true })
  reason?: string | null;

  @Field(() => String, { nullable: true })
  message?: string | null;

  @Field(() => Int, { nullable: true })
  inputTokens?: number | null;

  @Field(() => Int, { nullable: true })
  outputTokens?: number | null;

  @Field(() => Int, { nullable: true })
  totalTokens?: number | null;
}

@ObjectType()
class RecordAgentEventsPayload {
  @Field(() => Int, { description: 'Events stored.' })
  accepted!: number;

  @Field(() => Int, { description: 'Events already stored by an earlier push (same ticket, session, event and time), skipped.' })
  duplicates!: number;
}

@Resolver()
export class AgentEventResolver {
  @Mutation(() => RecordAgentEventsPayload, {
    description:
      'An orchestrator pushes agent session lifecycle events (at most 100). Needs `comment:create` on each ticket; all or nothing.',
  })
  recordAgentEvents(
    @Arg('events', () => [AgentEventInput]) events: AgentEventInput[],
    @Ctx() ctx: WorkspaceContext,
  ): Promise<RecordAgentEventsPayload> {
    return recordAgentEvents(ctx, events);
  }
}

@Resolver(() => Ticket)
export class TicketAgentSessionsResolver {
  @FieldResolver(() => [AgentSession], {
    description: 'Agent sessions reported for this ticket, most recently active first (its Agent tab).',
  })
  agentSessions(@Root() ticket: Ticket, @Ctx() ctx: WorkspaceContext): Promise<AgentSession[]> {
    return agentSessions(contextFor(ticket, ctx), ticket.id);
  }
}
