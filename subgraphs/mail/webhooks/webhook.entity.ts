import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../core/base.entity.js';

/** A customer endpoint that receives mail events. GraphQL shape: WebhookView (never the secret). */
@Entity({ tableName: 'webhooks' })
export class Webhook extends BaseEntity {
  @Property({ type: 'uuid' })
  accountId!: string;

  @Property({ type: 'text' })
  url!: string;

  @Property({ type: 'text' })
  label: Opt<string> = '';

  /** Event names (see webhookEvents); empty means every event. */
  @Property({ type: 'text[]', columnType: 'text[]' })
  eventFilters: Opt<string[]> = [];

  @Property({ type: 'boolean' })
  enabled: Opt<boolean> = true;

  /** AES-256-GCM envelope of the signing secret (the dispatcher signs with the plaintext). */
  @Property({ type: 'text', hidden: true })
  secretEncrypted!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastSuccessAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastFailureAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  lastFailureReason?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
