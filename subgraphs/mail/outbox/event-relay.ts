import { transactionContext } from '../../../core/orm.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { startWorkLoop, type WorkLoop } from '../../../core/work-loop.js';
import type { MailDeps } from '../context.js';
import { newId } from '../../../core/ids.js';
import { isWebhookEvent, receivesEvent, type WebhookEvent } from '../webhooks/webhook-events.js';
import { transact } from '../../../core/outbox.js';

/** Published after mail events commit: wakes idle relays in every process. */
export const OUTBOX_WAKE_CHANNEL = 'mail.outbox.wake';
/** Published after webhook deliveries are created or become due: wakes idle dispatchers. */
export const WEBHOOK_WAKE_CHANNEL = 'mail.webhooks.wake';
/** Live delivery events of one account (Subscription.mailEvents). */
export const mailEventsChannel = (accountId: string): string => `mail.account.${accountId}.events`;

/** A delivery event as webhooks and subscriptions carry it. */
export interface PublishedMailEvent {
  id: string;
  accountId: string;
  event: string;
  timestamp: string;
  data: Record<string, unknown>;
}

const RELAY_BATCH = 500;

interface OutboxRow {
  id: string;
  account_id: string;
  type: string;
  payload: Record<string, unknown>;
  created_at: Date;
}

/**
 * Moves committed mail events out of the outbox, once each: every delivery event becomes a
 * webhook delivery for each subscription of its account whose filters take it (in the same
 * transaction that marks the event relayed), and is then published to live subscribers.
 * Internal events (domain, template, suppression bookkeeping) are only marked relayed.
 */
export async function relayOutbox(deps: MailDeps): Promise<number> {
  const em = deps.orm.em.fork() as EntityManager;
  const published: PublishedMailEvent[] = [];
  const created = await transact(em, async (tx) => {
    const connection = tx.getConnection();
    const context = transactionContext(tx);
    const rows = (await connection.execute(
      `select id, account_id, type, payload, created_at from mail.outbox where not relayed order by seq limit ? for update skip locked`,
      [RELAY_BATCH],
      'all',
      context,
    )) as OutboxRow[];
    if (rows.length === 0) return -1;
    for (const row of rows) {
      if (!isWebhookEvent(row.type)) continue;
      published.push({
        id: row.id,
        accountId: row.account_id,
        event: row.type,
        timestamp: new Date(row.created_at).toISOString(),
        data: row.payload,
      });
    }
    const subscriptions = published.length
      ? ((await connection.execute(
          `select id, account_id, event_filters from mail.webhooks where account_id in (select (jsonb_array_elements_text(?::jsonb))::uuid)`,
          [JSON.stringify([...new Set(published.map((event) => event.accountId))])],
          'all',
          context,
        )) as Array<{ id: string; account_id: string; event_filters: string[] }>)
      : [];
    // One delivery per (event, subscription whose filters take it); paused subscriptions get theirs on resume.
    const deliveries = published.flatMap((event) =>
      subscriptions
        .filter((webhook) => webhook.account_id === event.accountId && receivesEvent(webhook.event_filters, event.event as WebhookEvent))
        .map((webhook) => ({
          id: newId(),
          webhook_id: webhook.id,
          account_id: event.accountId,
          event_id: event.id,
          event: event.event,
          body: JSON.stringify({ event: event.event, timestamp: event.timestamp, data: event.data }),
        })),
    );
    if (deliveries.length > 0) {
      await connection.execute(
        `insert into mail.webhook_deliveries (id, webhook_id, account_id, event_id, event, body, status, next_attempt_at, created_at)
         select d.id, d.webhook_id, d.account_id, d.event_id, d.event, d.body, 'pending', now(), now()
           from jsonb_to_recordset(?::jsonb) as d(id uuid, webhook_id uuid, account_id uuid, event_id uuid, event text, body text)`,
        [JSON.stringify(deliveries)],
        'run',
        context,
      );
    }
    await connection.execute(
      `update mail.outbox set relayed = true where id in (select (jsonb_array_elements_text(?::jsonb))::uuid)`,
      [JSON.stringify(rows.map((row) => row.id))],
      'run',
      context,
    );
    return deliveries.length;
  });
  if (created < 0) return 0;
  await deps.pubsub.publishMany([
    ...(created > 0 ? [{ channel: WEBHOOK_WAKE_CHANNEL, payload: {} }] : []),
    ...published.map((event) => ({ channel: mailEventsChannel(event.accountId), payload: event })),
  ]);
  return Math.max(1, published.length);
}

/** The relay loop of one process. */
export function startEventRelay(deps: MailDeps): WorkLoop {
  return startWorkLoop({
    name: 'mail-event-relay',
    pubsub: deps.pubsub,
    wakeChannel: OUTBOX_WAKE_CHANNEL,
    pollMs: deps.config.WORKER_POLL_MS,
    lanes: 1,
    logger: deps.logger,
    runOnce: () => relayOutbox(deps),
  });
}
