import type { EntityManager } from '@mikro-orm/postgresql';

/** Records a domain event in the running transaction: it commits, or rolls back, with the change it reports. */
export interface EventRecorder<Event> {
  record(event: Event): void;
}

/**
 * A subgraph's outbox: the row an event becomes, written in the transaction of the change it
 * reports, and what follows the commit (live subscribers, relays to wake). A rollback writes and
 * publishes nothing.
 */
export interface Outbox<Event, Row> {
  /** Adds the event's row to the transaction's unit of work. */
  write(tx: EntityManager, event: Event): Row;
  /** Runs once the transaction has committed, with every row it wrote (never none). */
  afterCommit(rows: Row[]): Promise<void>;
}

/**
 * The one way to open a transaction. `transact(em, work)` runs `work` in a transaction;
 * `transact(em, outbox, work)` also hands it a recorder whose events go into `outbox` in that same
 * transaction, and runs the outbox's `afterCommit` once it has committed.
 */
export function transact<T>(em: EntityManager, work: (tx: EntityManager) => Promise<T>): Promise<T>;
export function transact<T, Event, Row>(
  em: EntityManager,
  outbox: Outbox<Event, Row>,
  work: (tx: EntityManager, events: EventRecorder<Event>) => Promise<T>,
): Promise<T>;
export async function transact<T, Event, Row>(
  em: EntityManager,
  ...args: [(tx: EntityManager) => Promise<T>] | [Outbox<Event, Row>, (tx: EntityManager, events: EventRecorder<Event>) => Promise<T>]
): Promise<T> {
  if (args.length === 1) {
    const [work] = args;
    return em.transactional((tx) => work(tx as EntityManager));
  }
  const [outbox, work] = args;
  const rows: Row[] = [];
  const result = await em.transactional((tx) =>
    work(tx as EntityManager, {
      record: (event) => void rows.push(outbox.write(tx as EntityManager, event)),
    }),
  );
  if (rows.length > 0) await outbox.afterCommit(rows);
  return result;
}
