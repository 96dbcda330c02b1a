import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { WorkspaceContext } from '../context.js';
import { WorkspaceWebhook } from './webhook.entity.js';
import { WorkspaceWebhookService } from './webhook.service.js';

@InputType()
class CreateWorkspaceWebhookInput {
  @Field({ description: '`https://`, or `http://` for localhost and 127.0.0.1; deliveries to private addresses are refused.' })
  url!: string;

  @Field(() => String, { nullable: true })
  label?: string | null;

  @Field(() => [String], { nullable: true, description: 'Events to receive; empty: every event except the opt-in ones.' })
  eventFilters?: string[] | null;

  @Field(() => Boolean, { nullable: true })
  enabled?: boolean | null;
}

@InputType()
class UpdateWorkspaceWebhookInput {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  url?: string | null;

  @Field(() => String, { nullable: true })
  label?: string | null;

  @Field(() => [String], { nullable: true })
  eventFilters?: string[] | null;

  @Field(() => Boolean, { nullable: true, description: 'False pauses deliveries; they are sent when it is enabled again.' })
  enabled?: boolean | null;
}

@ObjectType()
class WorkspaceWebhookSecretPayload {
  @Field(() => WorkspaceWebhook)
  webhook!: WorkspaceWebhook;

  @Field({ description: 'The signing secret (`whsec_…`). Shown only in this response.' })
  secret!: string;
}

@ObjectType({ description: 'One event sent, or being sent, to a workspace webhook.' })
class WorkspaceWebhookDelivery {
  @Field(() => ID)
  id!: string;

  @Field(() => ID, { description: 'The X-SVC-Event-Id header.' })
  eventId!: string;

  @Field()
  event!: string;

  @Field({ description: '`pending`, `succeeded` or `failed`.' })
  status!: string;

  @Field(() => Int)
  attempts!: number;

  @Field(() => Int, { nullable: true })
  lastStatusCode!: number | null;

  @Field(() => String, { nullable: true })
  lastError!: string | null;

  @Field(() => Date)
  createdAt!: Date;
}

@Resolver()
export class WorkspaceWebhookResolver {
  @Query(() => [WorkspaceWebhook], { description: 'Workspace webhook subscriptions, oldest first (without secrets).' })
  workspaceWebhooks(@Ctx() ctx: WorkspaceContext): Promise<WorkspaceWebhook[]> {
    return new WorkspaceWebhookService(ctx).list();
  }

  @Query(() => [WorkspaceWebhookDelivery], { description: "A subscription's latest deliveries (up to 100), newest first." })
  async workspaceWebhookDeliveries(
    @Arg('webhookId', () => ID) webhookId: string,
    @Ctx() ctx: WorkspaceContext,
  ): Promise<WorkspaceWebhookDelivery[]> {
    return new WorkspaceWebhookService(ctx).deliveries(webhookId);
  }

  @Mutation(() => WorkspaceWebhookSecretPayload, { description: 'Subscribes an endpoint to workspace events; returns its secret once.' })
  createWorkspaceWebhook(
    @Arg('input') input: CreateWorkspaceWebhookInput,
    @Ctx() ctx: WorkspaceContext,
  ): Promise<WorkspaceWebhookSecretPayload> {
    return new WorkspaceWebhookService(ctx).create(input);
  }

  @Mutation(() => WorkspaceWebhook, { description: 'Changes the given fields; omitted fields stay.' })
  updateWorkspaceWebhook(@Arg('input') input: UpdateWorkspaceWebhookInput, @Ctx() ctx: WorkspaceContext): Promise<WorkspaceWebhook> {
    return new WorkspaceWebhookService(ctx).update(input);
  }

  @Mutation(() => Boolean, { description: 'Deletes a subscription and its pending deliveries.' })
  deleteWorkspaceWebhook(@Arg('id', () => ID) id: string, @Ctx() ctx: WorkspaceContext): Promise<boolean> {
    return new WorkspaceWebhookService(ctx).delete(id);
  }

  @Mutation(() => WorkspaceWebhookSecretPayload, {
    description: 'Issues a new signing secret, shown once; later attempts are signed with it.',
  })
  rotateWorkspaceWebhookSecret(@Arg('id', () => ID) id: string, @Ctx() ctx: WorkspaceContext): Promise<WorkspaceWebhookSecretPayload> {
    return new WorkspaceWebhookService(ctx).rotateSecret(id);
  }
}
