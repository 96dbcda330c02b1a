import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../core/base.entity.js';

/** A mail domain event (e.g. a sender domain changing state), written in the transaction of the change (mail-outbox.ts); webhooks read these. */
@Entity({ tableName: 'outbox' })
export class MailEvent extends BaseEntity {
  @Property({ type: 'bigint', persist: false })
  seq?: string;

  @Property({ type: 'uuid' })
  accountId!: string;

  @Property({ type: 'text' })
  aggregateType!: string;

  @Property({ type: 'uuid' })
  aggregateId!: string;

  @Property({ type: 'text' })
  type!: string;

  @Property({ type: 'json', columnType: 'jsonb' })
  payload!: Record<string, unknown>;
}

export interface NewMailEvent {
  accountId: string;
  aggregateType: string;
  aggregateId: string;
  type: string;
  payload: Record<string, unknown>;
}
