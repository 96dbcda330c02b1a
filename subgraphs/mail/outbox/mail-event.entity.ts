import { Entity, Property } from '@mikro-orm/decorators/legacy';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MailEntity } from '../common/base.entity.js';

/** A mail domain event (e.g. a sender domain changing state), written in the same flush as the change; webhooks read these. */
@Entity({ tableName: 'outbox' })
export class MailEvent extends MailEntity {
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

export function recordMailEvent(
  em: EntityManager,
  event: { accountId: string; aggregateType: string; aggregateId: string; type: string; payload: Record<string, unknown> },
): void {
  em.create(MailEvent, event);
}
