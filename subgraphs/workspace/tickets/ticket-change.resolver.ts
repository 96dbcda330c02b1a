import { Arg, Resolver, Root, Subscription } from 'type-graphql';
import type { WorkspaceContext } from '../context.js';
import { subscribeToTicketChanges, TicketChangeEvent } from './ticket-change.js';

/** `Subscription.ticketChanged`: streams from the project's pub/sub channel, filtered per subscriber. */
@Resolver(() => TicketChangeEvent)
export class TicketChangeResolver {
  @Subscription(() => TicketChangeEvent, {
    description: 'Changes to the tickets of a project that you can see. NOT_FOUND when you cannot read the project.',
    subscribe: ({ args, context }) => subscribeToTicketChanges(context as WorkspaceContext, (args as { projectKey: string }).projectKey),
  })
  ticketChanged(@Root() event: TicketChangeEvent, @Arg('projectKey') _projectKey: string): TicketChangeEvent {
    return event;
  }
}
