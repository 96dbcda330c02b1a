import { transactionContext } from '../../../core/orm.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../../core/ids.js';
import { transact, type EventRecorder, type Outbox } from '../../../core/outbox.js';
import type { PubSub } from '../../../core/pubsub.js';
import { OUTBOX_WAKE_CHANNEL } from './event-relay.js';
import { MailEvent, type NewMailEvent } from './mail-event.entity.js';

export type MailEventRecorder = EventRecorder<NewMailEvent>;

/**
 * Writes many events with one statement, in the caller's transaction: for hot paths (delivery
 * outcomes) where building an entity per event costs more than the work it reports.
 */
async function insertMailEvents(em: EntityManager, events: NewMailEvent[]): Promise<NewMailEvent[]> {
  if (events.length === 0) return events;
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
    transactionContext(em),
  );
  return events;
}

/** The mail outbox: rows of `mail.outbox`, which the event relay takes to webhooks and live subscribers; woken after the commit. */
const mailOutbox = (pubsub: PubSub): Outbox<NewMailEvent, NewMailEvent> => ({
  write(tx, event) {
    tx.create(MailEvent, event);
    return event;
  },
  insertMany: insertMailEvents,
  afterCommit: () => pubsub.publish(OUTBOX_WAKE_CHANNEL, {}),
});

/** Runs `work` in one transaction; the mail events it records are written in it and relayed once it has committed. */
export function transactWithMailEvents<T>(
  em: EntityManager,
  pubsub: PubSub,
  work: (tx: EntityManager, events: MailEventRecorder) => Promise<T>,
): Promise<T> {
  return transact(em, mailOutbox(pubsub), work);
}
