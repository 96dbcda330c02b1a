import { Arg, Args, ArgsType, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Connection, PageArgs, type Page } from '../../../core/pagination.js';
import type { MailContext } from '../context.js';
import type { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookDeliveryService } from './webhook-delivery.service.js';

@ObjectType('MailWebhookDelivery', { description: 'One event sent (or to be sent) to a subscription, and how its attempts went.' })
class WebhookDeliveryView {
  @Field(() => ID)
  id!: string;

  @Field(() => ID, { description: 'The event (X-SVC-Event-Id header; the same on retries and replays).' })
  eventId!: string;

  @Field()
  event!: string;

  @Field({ description: '`pending` (due or retrying), `succeeded` or `failed` (attempts used up, or 410).' })
  status!: string;

  @Field(() => Int)
  attempts!: number;

  @Field(() => Date, { nullable: true, description: 'When a pending delivery is tried next.' })
  nextAttemptAt!: Date | null;

  @Field(() => Date, { nullable: true })
  lastAttemptAt!: Date | null;

  @Field(() => Int, { nullable: true, description: 'HTTP status of the last attempt; null when no response came.' })
  lastStatusCode!: number | null;

  @Field(() => String, { nullable: true })
  lastError!: string | null;

  @Field(() => String, { nullable: true, description: 'First 1 KB of the last response body.' })
  lastResponse!: string | null;

  @Field({ description: 'The JSON body sent: `{event, timestamp, data}`.' })
  body!: string;

  @Field(() => ID, { nullable: true, description: 'The delivery this one replays.' })
  replayOf!: string | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType()
class MailWebhookDeliveryConnection extends Connection(WebhookDeliveryView, 'MailWebhookDelivery') {}

@ArgsType()
class DeliveriesArgs extends PageArgs {
  @Field(() => ID)
  webhookId!: string;

  @Field(() => ID, { nullable: true, description: 'Required in the console; implied by a mail API key.' })
  accountId?: string | null;
}

const view = (delivery: WebhookDelivery): WebhookDeliveryView => ({
  ...delivery,
  nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt : null,
  lastAttemptAt: delivery.lastAttemptAt ?? null,
  lastStatusCode: delivery.lastStatusCode ?? null,
  lastError: delivery.lastError ?? null,
  lastResponse: delivery.lastResponse ?? null,
  replayOf: delivery.replayOf ?? null,
});

@Resolver()
export class WebhookDeliveryResolver {
  @Query(() => MailWebhookDeliveryConnection, { description: 'The delivery log of a subscription, newest first.' })
  async mailWebhookDeliveries(@Args() args: DeliveriesArgs, @Ctx() ctx: MailContext): Promise<Page<WebhookDeliveryView>> {
    const page = await new WebhookDeliveryService(ctx).list(args.accountId, args.webhookId, args.first, args.after);
    return { ...page, nodes: page.nodes.map(view) };
  }

  @Mutation(() => WebhookDeliveryView, { description: 'Sends a delivery again now, as a new delivery with the same event id and body.' })
  async replayMailWebhookDelivery(
    @Arg('webhookId', () => ID) webhookId: string,
    @Arg('deliveryId', () => ID) deliveryId: string,
    @Arg('accountId', () => ID, { nullable: true }) accountId: string | null,
    @Ctx() ctx: MailContext,
  ): Promise<WebhookDeliveryView> {
    return view(await new WebhookDeliveryService(ctx).replay(accountId, webhookId, deliveryId));
  }
}
