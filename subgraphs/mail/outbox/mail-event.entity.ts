import { Entity, Property } from '@mikro-orm/decorators/legacy';
import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../../core/ids.js';
import { BaseEntity } from '../../../core/base.entity.js';

/** A mail domain event (e.g. a sender domain changing state), written in the same flush as the change; webhooks read these. */
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

/** Adds an event to the caller's unit of work: it is written with the change it reports. */
export function recordMailEvent(em: EntityManager, event: NewMailEvent): void {
  em.create(MailEvent, event);
}

/**
 * Writes many events at once, in the caller's transaction, with one statement: for hot paths
 * (delivery outcomes) where building an entity per event costs more than the work it reports.
 */
export async function insertMailEvents(em: EntityManager, events: NewMailEvent[]): Promise<void> {
  if (events.length === 0) return;
  await em.getConnection().execute(
    `insert into mail.outbox (id, account_id, aggregate_type, aggregate_id, type, payload, created_at)
     select e.id, e.account_id, e.aggregate_type, e.aggregate_id, e.type, e.payload, now()
       from jsonb_to_recordset(?::jsonb) as e(id uuid, account_id uuid, aggregate_type text, aggregate_id uuid, type text, payload jsonb)`,
    [
      JSON.stringify(
        events.map((event) => ({
          id: newId(),
          account_id: event.accountId,
          aggregate_type: event.aggregateType,
          aggregate_id: event.aggregateId,
          type: event.type,
          payload: event.payload,
        })),
      ),
    ],
    'run',
    em.getTransactionContext(),
  );
}
