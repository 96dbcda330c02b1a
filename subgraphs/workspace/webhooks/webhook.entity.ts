import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { MutableEntity } from '../../../core/base.entity.js';

/** Events a workspace webhook can receive. */
export const workspaceWebhookEvents = ['ticket.created', 'ticket.updated', 'ticket.deleted', 'orchestrator.candidates_changed'] as const;
export type WorkspaceWebhookEvent = (typeof workspaceWebhookEvents)[number];
/** Delivered only to subscriptions that list them: an empty filter list does not take these. */
export const optInWebhookEvents: readonly WorkspaceWebhookEvent[] = ['orchestrator.candidates_changed'];

@ObjectType({ description: 'An endpoint that receives workspace events (Admin, Webhooks). Its signing secret is shown only when issued.' })
@Entity({ tableName: 'webhooks' })
export class WorkspaceWebhook extends MutableEntity {
  @Field()
  @Property({ type: 'text' })
  url!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  label: Opt<string> = '';

  @Field(() => [String], {
    description: `Events it receives; empty: every event except the opt-in ones (${optInWebhookEvents.join(', ')}).`,
  })
  @Property({ type: 'text[]', columnType: 'text[]' })
  eventFilters: Opt<string[]> = [];

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  enabled: Opt<boolean> = true;

  @Property({ type: 'text', hidden: true })
  secretEncrypted!: string;

  @Property({ type: 'uuid' })
  createdById!: string;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastSuccessAt?: Date | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastFailureAt?: Date | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  lastFailureReason?: string | null;
}
