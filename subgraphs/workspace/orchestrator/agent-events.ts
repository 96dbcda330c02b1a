import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { AppError, invalidInput } from '../../../core/errors.js';
import { isUuid, newId } from '../../../core/ids.js';
import { intInRange, requiredText } from '../../../core/validation.js';
import type { WorkspaceContext } from '../context.js';
import { requireTicket } from '../tickets/ticket.access.js';
import { agentEventTypes } from './agent-event-types.js';

/** Most events one push carries. */
export const MAX_AGENT_EVENTS = 100;
const MAX_TEXT = 2000;
/** Tokens one event may report (GraphQL's Int). */
const MAX_TOKENS = 2_147_483_647;

export enum AgentSessionState {
  RUNNING = 'running',
  STALLED = 'stalled',
  ENDED = 'ended',
  FAILED = 'failed',
}
registerEnumType(AgentSessionState, {
  name: 'AgentSessionState',
  description: 'Where an agent session stands, from its latest lifecycle event: `FAILED` when it ended after a failure or never started.',
});

export interface AgentEventInput {
  ticketId: string;
  sessionId: string;
  event: string;
  timestamp: string;
  reason?: string | null;
  message?: string | null;
  inputTokens?: number | null;
  outputTokens?: number | null;
  totalTokens?: number | null;
}

@ObjectType({ description: 'One lifecycle event of an agent session on a ticket, as the orchestrator reported it.' })
export class AgentEvent {
  @Field(() => ID)
  id!: string;

  @Field({ description: `One of ${agentEventTypes.join(', ')}.` })
  event!: string;

  @Field(() => Date)
  occurredAt!: Date;

  @Field(() => String, { nullable: true, description: 'Why the session ended (`session_ended`), or why a turn failed.' })
  reason!: string | null;

  @Field(() => String, { nullable: true })
  message!: string | null;

  @Field(() => Int, { nullable: true, description: 'Tokens of this event (a turn), as reported.' })
  inputTokens!: number | null;

  @Field(() => Int, { nullable: true })
  outputTokens!: number | null;

  @Field(() => Int, { nullable: true })
  totalTokens!: number | null;
}

@ObjectType({ description: "An agent session on a ticket (the ticket's Agent tab): its events and what they add up to." })
export class AgentSession {
  @Field()
  sessionId!: string;

  @Field(() => AgentSessionState)
  state!: AgentSessionState;

  @Field(() => Date)
  startedAt!: Date;

  @Field(() => Date)
  lastEventAt!: Date;

  @Field(() => String, { nullable: true, description: 'The reason of its `session_ended` event.' })
  endReason!: string | null;

  @Field(() => Int)
  turnsCompleted!: number;

  @Field(() => Int, { description: 'Turns that failed, were cancelled or ended with an error.' })
  turnsFailed!: number;

  @Field(() => Int, { description: 'Sum of the tokens its events report.' })
  totalTokens!: number;

  @Field(() => [AgentEvent], { description: 'Oldest first.' })
  events!: AgentEvent[];
}

interface AgentEventRow {
  id: string;
  session_id: string;
  event: string;
  occurred_at: Date | string;
  reason: string | null;
  message: string | null;
  input_tokens: string | number | null;
  output_tokens: string | number | null;
  total_tokens: string | number | null;
}

const count = (value: string | number | null): number | null => (value === null ? null : Number(value));
const FAILED_TURNS = new Set(['turn_failed', 'turn_cancelled', 'turn_ended_with_error']);

/** Checks every event before anything is written: one bad event refuses the whole push, naming it. */
function validate(events: AgentEventInput[]): Array<AgentEventInput & { occurredAt: Date }> {
  if (events.length === 0) throw invalidInput('events', 'push at least one event');
  if (events.length > MAX_AGENT_EVENTS) throw invalidInput('events', `at most ${MAX_AGENT_EVENTS} events per push`);
  return events.map((event, index) => {
    const field = (name: string) => `events.${index}.${name}`;
    if (!isUuid(event.ticketId)) throw invalidInput(field('ticket_id'), `${JSON.stringify(event.ticketId)} is not a ticket id`);
    if (!(agentEventTypes as readonly string[]).includes(event.event))
      throw invalidInput(field('event'), `${JSON.stringify(event.event)} is not an agent event; use ${agentEventTypes.join(', ')}`);
    const sessionId = requiredText(field('session_id'), event.sessionId, 200);
    const occurredAt = new Date(event.timestamp);
    if (!/^\d{4}-\d{2}-\d{2}T/.test(event.timestamp) || Number.isNaN(occurredAt.getTime()))
      throw invalidInput(field('timestamp'), 'must be an ISO 8601 date-time');
    for (const [name, value] of [
      ['input_tokens', event.inputTokens],
      ['output_tokens', event.outputTokens],
      ['total_tokens', event.totalTokens],
    ] as const) {
      if (value !== null && value !== undefined) intInRange(field(`usage.${name}`), value, 0, MAX_TOKENS);
    }
    for (const [name, value] of [
      ['reason', event.reason],
      ['message', event.message],
    ] as const) {
      if (value && value.length > MAX_TEXT) throw invalidInput(field(name), `at most ${MAX_TEXT} characters`);
    }
    return { ...event, sessionId, occurredAt };
  });
}

/**
 * Records pushed events: the caller needs `comment:create` on each ticket (an event adds to the
 * ticket's activity, never changes the ticket). All or nothing; repeats of a stored event are skipped.
 */
export async function recordAgentEvents(
  ctx: WorkspaceContext,
  input: AgentEventInput[],
): Promise<{ accepted: number; duplicates: number }> {
  const viewer = ctx.requireUser();
  const events = validate(input);
  for (const [index, event] of events.entries()) {
    try {
      await requireTicket(ctx, { id: event.ticketId }, 'comment:create');
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw new AppError(error.code, `events.${index}.ticket_id: ${error.message}`, {
        ...error.details,
        field: `events.${index}.ticket_id`,
      });
    }
  }
  const inserted = (await ctx.em.getConnection().execute(
    `insert into workspace.agent_events
            (id, ticket_id, session_id, event, occurred_at, reason, message, input_tokens, output_tokens, total_tokens, reported_by_id, created_at)
     select e.id, e.ticket_id, e.session_id, e.event, e.occurred_at, e.reason, e.message, e.input_tokens, e.output_tokens, e.total_tokens, ?, now()
       from jsonb_to_recordset(?::jsonb) as e(id uuid, ticket_id uuid, session_id text, event text, occurred_at timestamptz, reason text,
                                             message text, input_tokens bigint, output_tokens bigint, total_tokens bigint)
     on conflict (ticket_id, session_id, event, occurred_at) do nothing
     returning id`,
    [
      viewer.userId,
      JSON.stringify(
        events.map((event) => ({
          id: newId(),
          ticket_id: event.ticketId,
          session_id: event.sessionId,
          event: event.event,
          occurred_at: event.occurredAt.toISOString(),
          reason: event.reason?.trim() || null,
          message: event.message?.trim() || null,
          input_tokens: event.inputTokens ?? null,
          output_tokens: event.outputTokens ?? null,
          total_tokens: event.totalTokens ?? null,
        })),
      ),
    ],
  )) as Array<{ id: string }>;
  return { accepted: inserted.length, duplicates: events.length - inserted.length };
}

/** A ticket's agent sessions, most recently active first, each with its events oldest first. */
export async function agentSessions(ctx: WorkspaceContext, ticketId: string): Promise<AgentSession[]> {
  const rows = (await ctx.em.getConnection().execute(
    `select id, session_id, event, occurred_at, reason, message, input_tokens, output_tokens, total_tokens
         from workspace.agent_events where ticket_id = ? order by occurred_at, id`,
    [ticketId],
  )) as AgentEventRow[];
  const sessions = new Map<string, AgentEvent[]>();
  for (const row of rows) {
    const events = sessions.get(row.session_id) ?? [];
    events.push({
      id: row.id,
      event: row.event,
      occurredAt: new Date(row.occurred_at),
      reason: row.reason,
      message: row.message,
      inputTokens: count(row.input_tokens),
      outputTokens: count(row.output_tokens),
      totalTokens: count(row.total_tokens),
    });
    sessions.set(row.session_id, events);
  }
  return [...sessions]
    .map(([sessionId, events]) => {
      const last = events.at(-1)!;
      const ended = events.find((event) => event.event === 'session_ended');
      const failedStart = events.some((event) => event.event === 'startup_failed');
      let state = AgentSessionState.RUNNING;
      if (ended || failedStart) {
        const failedLast = events.filter((event) => event.event.startsWith('turn_') || event.event === 'startup_failed').at(-1);
        state = failedStart || (failedLast && FAILED_TURNS.has(failedLast.event)) ? AgentSessionState.FAILED : AgentSessionState.ENDED;
      } else if (last.event === 'stalled') state = AgentSessionState.STALLED;
      return {
        sessionId,
        state,
        startedAt: events[0]!.occurredAt,
        lastEventAt: last.occurredAt,
        endReason: ended?.reason ?? null,
        turnsCompleted: events.filter((event) => event.event === 'turn_completed').length,
        turnsFailed: events.filter((event) => FAILED_TURNS.has(event.event)).length,
        totalTokens: events.reduce((sum, event) => sum + (event.totalTokens ?? (event.inputTokens ?? 0) + (event.outputTokens ?? 0)), 0),
        events,
      };
    })
    .sort((a, b) => b.lastEventAt.getTime() - a.lastEventAt.getTime());
}
