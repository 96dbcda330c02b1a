import type { EntityManager } from '@mikro-orm/postgresql';
import { transact, type EventRecorder as CoreEventRecorder, type Outbox } from '../../../core/outbox.js';
import type { PubSub } from '../../../core/pubsub.js';
import { OutboxEvent } from './outbox-event.entity.js';

export interface DomainEvent {
  aggregateType: string;
  aggregateId: string;
  projectId?: string | null;
  /** e.g. `ticket.created`, `ticket.updated`, `ticket.deleted`. */
  type: string;
  payload: Record<string, unknown>;
}

/** What a live subscriber receives after the change committed. */
export interface PublishedEvent extends DomainEvent {
  id: string;
  occurredAt: string;
}

/** Pub/sub channel carrying a project's committed events. */
export const projectEventsChannel = (projectId: string): string => `workspace.project.${projectId}`;

/** Pub/sub channel carrying the events of one user's timer. */
export const timerEventsChannel = (userId: string): string => `workspace.timer.${userId}`;

/** The channels a committed event is published on: its project's, and its owner's for a timer. */
const channelsOf = (row: OutboxEvent): string[] => [
  ...(row.projectId ? [projectEventsChannel(row.projectId)] : []),
  ...(row.aggregateType === 'timer' ? [timerEventsChannel(row.aggregateId)] : []),
];

export type EventRecorder = CoreEventRecorder<DomainEvent>;

/** The workspace's outbox: rows of `workspace.outbox`, published on their channels after the commit. */
const workspaceOutbox = (pubsub: PubSub): Outbox<DomainEvent, OutboxEvent> => ({
  write: (tx, event) => tx.create(OutboxEvent, { ...event, projectId: event.projectId ?? null }),
  afterCommit: (rows) =>
    pubsub.publishMany(
      rows.flatMap((row) => {
        const published: PublishedEvent = {
          id: row.id,
          aggregateType: row.aggregateType,
          aggregateId: row.aggregateId,
          projectId: row.projectId ?? null,
          type: row.type,
          payload: row.payload,
          occurredAt: row.createdAt.toISOString(),
        };
        return channelsOf(row).map((channel) => ({ channel, payload: published }));
      }),
    ),
});

/**
 * Runs `work` in one transaction; events it records land in the outbox in that same
 * transaction and are published to live subscribers only once it has committed.
 */
export function transactWithEvents<T>(
  em: EntityManager,
  pubsub: PubSub,
  work: (tx: EntityManager, events: EventRecorder) => Promise<T>,
): Promise<T> {
  return transact(em, workspaceOutbox(pubsub), work);
}
