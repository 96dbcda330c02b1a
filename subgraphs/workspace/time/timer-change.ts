import { Field, ID, ObjectType } from 'type-graphql';
import type { WorkspaceContext } from '../context.js';
import { timerEventsChannel, type PublishedEvent } from '../outbox/outbox.js';
import { subscriberChanges } from '../outbox/subscriber-changes.js';
import { bindContext } from '../tickets/ticket.access.js';
import { Timer } from './time-entry.entity.js';

@ObjectType({ description: 'A committed change to your timer.' })
export class TimerChangeEvent {
  @Field(() => ID, { description: 'Id of the domain event.' })
  id!: string;

  @Field({ description: '`timer.started`, `timer.stopped`, or `timer.discarded` (its ticket or project was deleted).' })
  type!: string;

  @Field(() => ID, { description: 'The ticket the timer was started, stopped or discarded on.' })
  ticketId!: string;

  @Field()
  occurredAt!: Date;

  @Field(() => Timer, { nullable: true, description: 'Your running timer as it is now, loaded for you; null when none runs.' })
  timer!: Timer | null;
}

/** The subscriber's own timer event, with their timer as it is now; null for any other event. `ctx` should be fresh for the event. */
export async function toTimerChange(ctx: WorkspaceContext, event: PublishedEvent): Promise<TimerChangeEvent | null> {
  const userId = ctx.requireUser().userId;
  if (event.aggregateType !== 'timer' || event.aggregateId !== userId) return null;
  const timer = await ctx.em.findOne(Timer, { userId });
  return {
    id: event.id,
    type: event.type,
    ticketId: (event.payload as { ticketId: string }).ticketId,
    occurredAt: new Date(event.occurredAt),
    timer: timer && bindContext(timer, ctx),
  };
}

/** `Subscription.myTimerChanged`: the viewer's own timer events (an agent's, when acting as one). */
export function subscribeToMyTimerChanges(ctx: WorkspaceContext): AsyncIterableIterator<TimerChangeEvent> {
  const viewer = ctx.requireUser();
  return subscriberChanges(ctx, timerEventsChannel(viewer.userId), toTimerChange);
}
