import { transactionContext } from '../orm.js';
import { epochMs, fromNow, type Clock } from '../clock.js';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { decryptSecret } from '../crypto.js';
import type { Logger } from '../logger.js';
import type { PubSub } from '../pubsub.js';
import { claimDueSql, startWorkLoop, type WorkLoop } from '../work-loop.js';
import { webhookRetryDelayMs, webhookSignature, WebhookSender, type WebhookPostResult } from './webhook-sender.js';
import type { WebhookTargetPolicy } from './webhook-subscription.js';
import { transact } from '../outbox.js';

const LANES = 4;
/** Longest wait a receiver's Retry-After may impose on the next attempt. */
const MAX_RETRY_AFTER_SECONDS = 24 * 60 * 60;

interface ClaimedDelivery {
  id: string;
  webhook_id: string;
  event_id: string;
  event: string;
  body: string;
  attempts: number;
}

interface Outcome {
  id: string;
  attempts: number;
  status: 'pending' | 'succeeded' | 'failed';
  at: string;
  code: number | null;
  error: string | null;
  response: string;
  next: string | null;
}

/**
 * Where a subgraph keeps its webhooks: `<schema>.webhooks` (id, url, enabled, secret_encrypted and
 * the health fields last_success_at, last_failure_at, last_failure_reason) and
 * `<schema>.webhook_deliveries` (the queue: id, webhook_id, event_id, event, body, status, attempts,
 * next_attempt_at, lease_until and the last attempt's fields), and how it sends them.
 */
export interface WebhookDispatcherOptions {
  /** The subgraph's PostgreSQL schema (a constant of ours, never input). */
  schema: 'mail' | 'workspace';
  orm: MikroORM;
  pubsub: PubSub;
  logger: Logger;
  clock: Clock;
  masterKey: Buffer;
  /** Purpose label the subgraph encrypts webhook secrets under. */
  secretPurpose: string;
  /** Published when deliveries are created or become due. */
  wakeChannel: string;
  /** Seconds before each retry (each ±20% jitter); used up: the delivery is `failed`. */
  retrySeconds: readonly number[];
  timeoutMs: number;
  /** How long past `timeoutMs` a claimed delivery stays leased (WEBHOOK_LEASE_MARGIN_SECONDS). */
  leaseMarginSeconds: number;
  /** Which endpoints may be reached (WEBHOOK_ALLOW_LOOPBACK). */
  targets: WebhookTargetPolicy;
  /** Longest idle wait: retries that fall due are sent within it. */
  pollMs: number;
  /** Deliveries one process sends at once. */
  concurrency: number;
}

/**
 * Sends due webhook deliveries: each attempt is signed at send time with the subscription's
 * current secret (so after a rotation every later attempt uses the new one), failures are retried
 * on the schedule with jitter (and no sooner than a Retry-After), 410 disables the subscription,
 * and each batch's outcomes and the subscriptions' health fields are written in one transaction.
 * The mail and workspace subgraphs each run one over their own tables.
 */
export class WebhookDispatcher {
  private readonly sender: WebhookSender;
  private loop: WorkLoop | null = null;

  constructor(private readonly options: WebhookDispatcherOptions) {
    this.sender = new WebhookSender({ timeoutMs: options.timeoutMs, clock: options.clock, targets: options.targets });
  }

  start(): void {
    this.loop = startWorkLoop({
      name: `${this.options.schema}-webhooks`,
      pubsub: this.options.pubsub,
      wakeChannel: this.options.wakeChannel,
      pollMs: this.options.pollMs,
      lanes: LANES,
      logger: this.options.logger,
      runOnce: () => this.runOnce(),
    });
  }

  /** See WorkLoop.drain; 0 when the loop is not running in this process. */
  drain(): Promise<number> {
    return this.loop?.drain() ?? Promise.resolve(0);
  }

  async stop(): Promise<void> {
    await this.loop?.stop();
    await this.sender.close();
  }

  async runOnce(): Promise<number> {
    const { schema } = this.options;
    const em = this.options.orm.em.fork() as EntityManager;
    const connection = em.getConnection();
    const batch = Math.max(1, Math.ceil(this.options.concurrency / LANES));
    const claimed = (await connection.execute(
      claimDueSql({
        table: `${schema}.webhook_deliveries`,
        join: `join ${schema}.webhooks w on w.id = d.webhook_id`,
        pending: `w.enabled and d.status = 'pending'`,
        returning: 'q.id, q.webhook_id, q.event_id, q.event, q.body, q.attempts',
      }),
      [this.options.timeoutMs / 1000 + this.options.leaseMarginSeconds, batch],
    )) as ClaimedDelivery[];
    if (claimed.length === 0) return 0;
    const webhooks = new Map(
      (
        (await connection.execute(
          `select id, url, secret_encrypted from ${schema}.webhooks where id in (select (jsonb_array_elements_text(?::jsonb))::uuid)`,
          [JSON.stringify([...new Set(claimed.map((delivery) => delivery.webhook_id))])],
        )) as Array<{ id: string; url: string; secret_encrypted: string }>
      ).map((webhook) => [webhook.id, webhook]),
    );
    const outcomes = await Promise.all(
      claimed.map(async (delivery) => {
        const webhook = webhooks.get(delivery.webhook_id);
        // Deleted since the claim: its deliveries went with it (cascade).
        if (!webhook) return null;
        const secret = decryptSecret(this.options.masterKey, this.options.secretPurpose, webhook.secret_encrypted);
        const timestamp = Math.floor(epochMs(this.options.clock) / 1000);
        const result = await this.sender.post(
          webhook.url,
          {
            'X-SVC-Webhook-Id': webhook.id,
            'X-SVC-Event': delivery.event,
            'X-SVC-Event-Id': delivery.event_id,
            'X-SVC-Delivery-Id': delivery.id,
            'X-SVC-Signature': webhookSignature(secret, timestamp, delivery.body),
          },
          delivery.body,
        );
        return this.outcome(delivery, result);
      }),
    );
    await this.record(
      em,
      outcomes.filter((outcome): outcome is Outcome & { webhookId: string; gone: boolean } => outcome !== null),
    );
    return claimed.length;
  }

  private outcome(delivery: ClaimedDelivery, result: WebhookPostResult): Outcome & { webhookId: string; gone: boolean } {
    const gone = result.status === 410;
    let next: Date | null = null;
    if (!result.ok && !gone) {
      const delay = webhookRetryDelayMs(delivery.attempts, this.options.retrySeconds);
      if (delay !== null) {
        const retryAfter = Math.min(result.retryAfterSeconds ?? 0, MAX_RETRY_AFTER_SECONDS) * 1000;
        next = fromNow(this.options.clock, Math.max(delay, retryAfter));
      }
    }
    return {
      id: delivery.id,
      webhookId: delivery.webhook_id,
      gone,
      attempts: delivery.attempts,
      status: result.ok ? 'succeeded' : next ? 'pending' : 'failed',
      at: this.options.clock.now().toISOString(),
      code: result.status,
      error: gone ? 'HTTP 410: the endpoint is gone; the subscription was disabled' : result.error,
      response: result.responseSnippet,
      next: next?.toISOString() ?? null,
    };
  }

  /** Outcomes (guarded by the attempt number against a re-claim after a lost lease) and subscription health, together. */
  private async record(em: EntityManager, outcomes: Array<Outcome & { webhookId: string; gone: boolean }>): Promise<void> {
    if (outcomes.length === 0) return;
    const health = new Map<
      string,
      { id: string; success_at: string | null; failure_at: string | null; failure_reason: string | null; gone: boolean }
    >();
    for (const outcome of outcomes) {
      const entry = health.get(outcome.webhookId) ?? {
        id: outcome.webhookId,
        success_at: null,
        failure_at: null,
        failure_reason: null,
        gone: false,
      };
      if (outcome.status === 'succeeded') entry.success_at = outcome.at;
      else Object.assign(entry, { failure_at: outcome.at, failure_reason: outcome.error });
      entry.gone ||= outcome.gone;
      health.set(outcome.webhookId, entry);
    }
    const { schema } = this.options;
    await transact(em, async (tx) => {
      const connection = tx.getConnection();
      const context = transactionContext(tx);
      await connection.execute(
        `update ${schema}.webhook_deliveries d
            set status = r.status, lease_until = null, last_attempt_at = r.at, last_status_code = r.code, last_error = r.error,
                last_response = r.response, next_attempt_at = coalesce(r.next, d.next_attempt_at)
           from jsonb_to_recordset(?::jsonb) as r(id uuid, attempts int, status text, at timestamptz, code int, error text, response text, next timestamptz)
          where d.id = r.id and d.attempts = r.attempts`,
        [JSON.stringify(outcomes.map(({ webhookId: _webhook, gone: _gone, ...outcome }) => outcome))],
        'run',
        context,
      );
      await connection.execute(
        `update ${schema}.webhooks w
            -- greatest() skips nulls: a batch without a success or failure keeps the stored time.
            set last_success_at = greatest(w.last_success_at, h.success_at),
                last_failure_reason = case when h.failure_at is not null then h.failure_reason else w.last_failure_reason end,
                last_failure_at = greatest(w.last_failure_at, h.failure_at),
                enabled = w.enabled and not h.gone
           from jsonb_to_recordset(?::jsonb) as h(id uuid, success_at timestamptz, failure_at timestamptz, failure_reason text, gone boolean)
          where w.id = h.id`,
        [JSON.stringify([...health.values()])],
        'run',
        context,
      );
    });
  }
}
