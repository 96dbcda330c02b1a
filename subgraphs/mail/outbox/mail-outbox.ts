import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../../core/ids.js';
import { transact, type EventRecorder, type Outbox } from '../../../core/outbox.js';
import type { PubSub } from '../../../core/pubsub.js';
import { OUTBOX_WAKE_CHANNEL } from './event-relay.js';
import { MailEvent, type NewMailEvent } from './mail-event.entity.js';

export type MailEventRecorder = EventRecorder<NewMailEvent>;

/** The columns of an outbox row in a JSON record set: `jsonb_to_recordset(?::jsonb) as e(...)` over outboxRecords. */
export const OUTBOX_RECORD_COLUMNS = 'id uuid, account_id uuid, aggregate_type text, aggregate_id uuid, type text, payload jsonb';

/**
 * Outbox rows for a statement that inserts many events at once (hot paths: delivery outcomes), where building an
 * entity per event costs more than the work it reports. The statement must also wake the relay (wakeEventRelay).
 */
export const outboxRecords = (events: NewMailEvent[]) =>
  events.map((event) => ({
    id: newId(),
    account_id: event.accountId,
    aggregate_type: event.aggregateType,
    aggregate_id: event.aggregateId,
    type: event.type,
    payload: event.payload,
  }));

/** Tells the event relay, in every process, that committed events wait in the outbox. */
export const wakeEventRelay = (pubsub: PubSub): Promise<void> => pubsub.publish(OUTBOX_WAKE_CHANNEL, {});

/** The mail outbox: rows of `mail.outbox`, which the event relay takes to webhooks and live subscribers; woken after the commit. */
const mailOutbox = (pubsub: PubSub): Outbox<NewMailEvent, NewMailEvent> => ({
  write(tx, event) {
    tx.create(MailEvent, event);
    return event;
  },
  afterCommit: () => wakeEventRelay(pubsub),
});

/** Runs `work` in one transaction; the mail events it records are written in it and relayed once it has committed. */
export function transactWithMailEvents<T>(
  em: EntityManager,
  pubsub: PubSub,
  work: (tx: EntityManager, events: MailEventRecorder) => Promise<T>,
): Promise<T> {
  return transact(em, mailOutbox(pubsub), work);
}
