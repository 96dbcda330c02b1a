import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Field, ID, ObjectType, Resolver, Root, Subscription } from 'type-graphql';
import { mappedChannel } from '../../../core/pubsub.js';
import type { MailContext } from '../context.js';
import { normaliseEventFilters, receivesEvent, type WebhookEvent } from '../webhooks/webhook-events.js';
import { mailEventsChannel, type PublishedMailEvent } from './event-relay.js';

@ObjectType('MailEvent', {
  description: 'A mail delivery event, with the same event, timestamp and data as the webhook payload.',
})
export class MailEventView {
  @Field(() => ID, { description: 'The event id (X-SVC-Event-Id of its webhook deliveries).' })
  id!: string;

  @Field()
  event!: string;

  @Field(() => Date)
  timestamp!: Date;

  @Field(() => GraphQLJSONObject)
  data!: Record<string, unknown>;
}

/**
 * `Subscription.mailEvents`: the account's delivery events as they are relayed (the account is
 * resolved when subscribing, so a key sees only its own account). Filters as webhook eventFilters.
 */
async function subscribeToMailEvents(
  ctx: MailContext,
  accountId: string | null,
  types: string[] | null,
): Promise<AsyncIterableIterator<MailEventView>> {
  const account = await ctx.requireAccount(accountId, 'sending');
  const filters = normaliseEventFilters(types);
  return mappedChannel<PublishedMailEvent, MailEventView>(ctx.deps.pubsub, mailEventsChannel(account.id), async (event) =>
    receivesEvent(filters, event.event as WebhookEvent)
      ? { id: event.id, event: event.event, timestamp: new Date(event.timestamp), data: event.data }
      : null,
  );
}

@Resolver(() => MailEventView)
export class MailEventsResolver {
  @Subscription(() => MailEventView, {
    description: 'Delivery events of the account as they happen. `types` empty or omitted: every event.',
    subscribe: ({ args, context }) => {
      const { accountId, types } = args as { accountId?: string | null; types?: string[] | null };
      return subscribeToMailEvents(context as MailContext, accountId ?? null, types ?? null);
    },
  })
  mailEvents(
    @Root() event: MailEventView,
    @Arg('types', () => [String], { nullable: true }) _types: string[] | null,
    @Arg('accountId', () => ID, { nullable: true }) _accountId: string | null,
  ): MailEventView {
    return event;
  }
}
