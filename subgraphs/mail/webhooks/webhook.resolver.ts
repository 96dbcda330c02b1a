import { Arg, Args, ArgsType, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Connection, PageArgs, type Page } from '../../../core/pagination.js';
import type { MailContext } from '../context.js';
import { webhookEvents } from './webhook-events.js';
import type { Webhook } from './webhook.entity.js';
import { WebhookService, type WebhookWithSecret } from './webhook.service.js';

const EVENTS = webhookEvents.map((event) => `\`${event}\``).join(', ');

@ObjectType('MailWebhook', { description: 'A subscription that receives mail events by HTTP POST. Its signing secret is never listed.' })
class WebhookView {
  @Field(() => ID)
  id!: string;

  @Field({ description: '`https://`; plain `http://` only for localhost and 127.0.0.1.' })
  url!: string;

  @Field({ description: 'Free text.' })
  label!: string;

  @Field(() => [String], { description: `Events delivered; empty means every event. Events: ${EVENTS}.` })
  eventFilters!: string[];

  @Field({ description: '`false` pauses deliveries.' })
  enabled!: boolean;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'Last delivery the endpoint accepted.' })
  lastSuccessAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'Last delivery that failed.' })
  lastFailureAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Why the last failed delivery failed.' })
  lastFailureReason!: string | null;
}

@ObjectType({ description: 'A subscription with its signing secret, returned only when the secret is issued.' })
class MailWebhookSecretPayload {
  @Field(() => WebhookView)
  webhook!: WebhookView;

  @Field({ description: 'The signing secret (`whsec_…`). Shown only in this response.' })
  secret!: string;
}

@ObjectType()
class MailWebhookConnection extends Connection(WebhookView, 'MailWebhook') {}

@ArgsType()
class WebhooksArgs extends PageArgs {
  @Field(() => ID, { nullable: true, description: 'Required in the console; implied by a mail API key.' })
  accountId?: string | null;
}

@InputType()
class CreateWebhookInput {
  @Field(() => ID, { nullable: true, description: 'Required in the console; implied by a mail API key.' })
  accountId?: string | null;

  @Field({ description: '`https://`; plain `http://` only for localhost and 127.0.0.1.' })
  url!: string;

  @Field(() => String, { nullable: true, description: 'Free text, at most 200 characters.' })
  label?: string | null;

  @Field(() => [String], { nullable: true, description: `Events to deliver; omitted or empty means every event. Events: ${EVENTS}.` })
  eventFilters?: string[] | null;

  @Field(() => Boolean, { nullable: true, description: 'Defaults to true.' })
  enabled?: boolean | null;
}

@InputType({ description: 'Omitted fields stay as they are.' })
class UpdateWebhookInput {
  @Field(() => ID, { nullable: true, description: 'Required in the console; implied by a mail API key.' })
  accountId?: string | null;

  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  url?: string | null;

  @Field(() => String, { nullable: true, description: 'Null clears it.' })
  label?: string | null;

  @Field(() => [String], { nullable: true, description: 'Null or empty means every event.' })
  eventFilters?: string[] | null;

  @Field(() => Boolean, { nullable: true })
  enabled?: boolean | null;
}

const view = (webhook: Webhook): WebhookView => ({
  id: webhook.id,
  url: webhook.url,
  label: webhook.label,
  eventFilters: webhook.eventFilters,
  enabled: webhook.enabled,
  createdAt: webhook.createdAt,
  updatedAt: webhook.updatedAt,
  lastSuccessAt: webhook.lastSuccessAt ?? null,
  lastFailureAt: webhook.lastFailureAt ?? null,
  lastFailureReason: webhook.lastFailureReason ?? null,
});

const withSecret = ({ webhook, secret }: WebhookWithSecret): MailWebhookSecretPayload => ({ webhook: view(webhook), secret });

@Resolver()
export class WebhookResolver {
  @Query(() => MailWebhookConnection, { description: "A mail account's delivery webhook subscriptions, oldest first (without secrets)." })
  async webhooks(@Args() args: WebhooksArgs, @Ctx() ctx: MailContext): Promise<Page<WebhookView>> {
    const page = await new WebhookService(ctx).list(args.accountId, args.first, args.after);
    return { ...page, nodes: page.nodes.map(view) };
  }

  @Query(() => WebhookView, { description: 'One subscription with its delivery health (without its secret).' })
  async webhook(
    @Arg('id', () => ID) id: string,
    @Arg('accountId', () => ID, { nullable: true }) accountId: string | null,
    @Ctx() ctx: MailContext,
  ): Promise<WebhookView> {
    return view(await new WebhookService(ctx).get(accountId, id));
  }

  @Mutation(() => MailWebhookSecretPayload, {
    description: 'Subscribes an endpoint; the signing secret is returned only here and on rotation.',
  })
  async createWebhook(@Arg('input') input: CreateWebhookInput, @Ctx() ctx: MailContext): Promise<MailWebhookSecretPayload> {
    return withSecret(await new WebhookService(ctx).create(input.accountId, input));
  }

  @Mutation(() => WebhookView)
  async updateWebhook(@Arg('input') input: UpdateWebhookInput, @Ctx() ctx: MailContext): Promise<WebhookView> {
    return view(await new WebhookService(ctx).update(input.accountId, input.id, input));
  }

  @Mutation(() => WebhookView, { description: 'Removes the subscription and returns it; deliveries stop.' })
  async deleteWebhook(
    @Arg('id', () => ID) id: string,
    @Arg('accountId', () => ID, { nullable: true }) accountId: string | null,
    @Ctx() ctx: MailContext,
  ): Promise<WebhookView> {
    return view(await new WebhookService(ctx).delete(accountId, id));
  }

  @Mutation(() => MailWebhookSecretPayload, { description: 'Issues a new signing secret; the old one stops working at once.' })
  async rotateWebhookSecret(
    @Arg('id', () => ID) id: string,
    @Arg('accountId', () => ID, { nullable: true }) accountId: string | null,
    @Ctx() ctx: MailContext,
  ): Promise<MailWebhookSecretPayload> {
    return withSecret(await new WebhookService(ctx).rotateSecret(accountId, id));
  }
}
