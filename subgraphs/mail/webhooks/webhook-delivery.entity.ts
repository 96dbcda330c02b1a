import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { QueueRowEntity } from '../../../core/queue-row.entity.js';

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';

/**
 * One event to send to one subscription, and how its attempts went: the delivery log. Also the
 * dispatch queue (see WebhookDispatcher); `body` is fixed here, each attempt signs it afresh.
 */
@Entity({ tableName: 'webhook_deliveries' })
export class WebhookDelivery extends QueueRowEntity {
  @Property({ type: 'uuid' })
  webhookId!: string;

  @Property({ type: 'uuid' })
  accountId!: string;

  @Property({ type: 'uuid' })
  eventId!: string;

  @Property({ type: 'text' })
  event!: string;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'text' })
  status: Opt<WebhookDeliveryStatus> = 'pending';

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastAttemptAt?: Date | null;

  @Property({ type: 'integer', nullable: true })
  lastStatusCode?: number | null;

  @Property({ type: 'text', nullable: true })
  lastResponse?: string | null;

  @Property({ type: 'uuid', nullable: true })
  replayOf?: string | null;
}
