import { runBound } from '../../../core/orm.js';
import { fromNow } from '../../../core/clock.js';
import { createPrivateKey } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { publicUrl } from '../../../core/config.js';
import { decryptSecret } from '../../../core/crypto.js';
import { newId } from '../../../core/ids.js';
import { startWorkLoop, type WorkLoop } from '../../../core/work-loop.js';
import { isSharedSubdomain, type MailDeps } from '../context.js';
import { DKIM_KEY_PURPOSE } from '../domains/domain.service.js';
import type { MessageStatus, RecipientStatus } from '../messages/message.entity.js';
import { OUTBOX_RECORD_COLUMNS, outboxRecords, transactWithMailEvents, wakeEventRelay } from '../outbox/mail-outbox.js';
import { deliveryEvent, recordBounce } from '../messages/message-events.js';
import { openPixelUrl, returnPathOf, type DkimKey } from './compose.js';
import { SigningPool } from './signing-pool.js';
import { claimDueMessages, DELIVERY_WAKE_CHANNEL, type DueMessage } from './delivery-queue.js';
import { MxRoute, RelayRoute, type RecipientOutcome, type SmtpRoute } from './transports.js';

export type DeliveryMode = 'relay' | 'mx' | 'capture';

export const deliveryMode = (deps: MailDeps): DeliveryMode =>
  deps.config.MAIL_DELIVERY_MODE ?? (deps.config.SMTP_RELAY_URL ? 'relay' : 'capture');

/**
 * Most messages one claim takes. A claim's messages are recorded together once all of them were attempted, so
 * fewer, larger claims cost fewer statements a message; half the concurrency at most keeps two claims in flight,
 * one being sent while the other is recorded.
 */
const CLAIM_BATCH = 64;

interface AttemptResult {
  outcomes: Array<Omit<RecipientOutcome, 'result'> & { result: RecipientOutcome['result'] | 'failed' }>;
  /** Capture mode: the signed message, kept instead of sent. */
  captured?: { envelopeFrom: string; raw: Buffer };
}

/**
 * The delivery pipeline of one process: claim due messages, build and DKIM-sign each (the key is
 * decrypted here only), hand it to the relay, the MX hosts or the capture mailbox, and record
 * each recipient's outcome with its event (and, for a hard bounce, its suppression) in one
 * transaction. A 4xx defers the message on the retry schedule; when the schedule is used up the
 * recipient gets `bounce.transient`.
 */
export class DeliveryWorker {
  private readonly route: SmtpRoute | null;
  private readonly keys = new Map<string, DkimKey>();
  private readonly signing: SigningPool;
  private loop: WorkLoop | null = null;
  /** Messages one claim takes: up to CLAIM_BATCH, and half of what the process may deliver at once. */
  private batch = CLAIM_BATCH;

  constructor(private readonly deps: MailDeps) {
    const { config } = deps;
    const mode = deliveryMode(deps);
    const limits = { maxConnections: config.MAIL_SMTP_MAX_CONNECTIONS, timeoutMs: config.MAIL_SMTP_TIMEOUT_MS };
    this.signing = new SigningPool(config.MAIL_SIGNING_THREADS);
    if (mode === 'relay') {
      if (!config.SMTP_RELAY_URL) throw new Error('MAIL_DELIVERY_MODE=relay needs SMTP_RELAY_URL');
      this.route = new RelayRoute(config.SMTP_RELAY_URL, limits);
    } else {
      this.route = mode === 'mx' ? new MxRoute(deps.dns, config.MAIL_MX_PORT, limits) : null;
    }
  }

  start(): void {
    const concurrency = this.deps.config.MAIL_DELIVERY_CONCURRENCY;
    this.batch = Math.min(CLAIM_BATCH, Math.ceil(concurrency / 2));
    const lanes = Math.ceil(concurrency / this.batch);
    this.loop = startWorkLoop({
      name: 'mail-delivery',
      pubsub: this.deps.pubsub,
      wakeChannel: DELIVERY_WAKE_CHANNEL,
      pollMs: this.deps.config.WORKER_POLL_MS,
      lanes,
      logger: this.deps.logger,
      runOnce: () => this.runOnce(),
    });
  }

  /** See WorkLoop.drain; 0 when the loop is not running in this process. */
  drain(): Promise<number> {
    return this.loop?.drain() ?? Promise.resolve(0);
  }

  async stop(): Promise<void> {
    await this.loop?.stop();
    this.route?.close();
    await this.signing.close();
  }

  /** Claims one batch, attempts every message of it at once, and records all outcomes in one transaction. */
  async runOnce(): Promise<number> {
    const em = this.deps.orm.em.fork() as EntityManager;
    const claimed = await claimDueMessages(em, this.batch, this.deps.config.MAIL_DELIVERY_LEASE_SECONDS);
    if (claimed.length === 0) return 0;
    const results = await Promise.all(claimed.map(async (message) => ({ ...(await this.attempt(message)), message })));
    await this.record(em, results);
    return claimed.length;
  }

  /** One delivery attempt of a message to its pending recipients; never throws. */
  private async attempt(message: DueMessage): Promise<AttemptResult> {
    const to = message.recipients.filter((recipient) => recipient.status === 'pending').map((recipient) => recipient.email);
    const key = message.domain && this.dkimKey(message.domain);
    if (!key) return { outcomes: to.map((email) => ({ email, result: 'failed', response: 'The sender domain was removed' })) };
    try {
      const pixelUrl = message.openToken ? openPixelUrl(publicUrl(this.deps.config), message.openToken) : null;
      const raw = await this.signing.compose(message, key, pixelUrl);
      const envelope = { from: returnPathOf(message.returnToken, key.domainName), to, envelopeId: message.returnToken };
      if (!this.route) {
        return {
          outcomes: to.map((email) => ({ email, result: 'delivered', response: 'captured' })),
          captured: { envelopeFrom: envelope.from, raw },
        };
      }
      return { outcomes: await this.route.send(raw, envelope) };
    } catch (error) {
      this.deps.logger.error({ err: error, messageId: message.id }, 'delivery attempt failed before SMTP');
      return { outcomes: to.map((email) => ({ email, result: 'transient', response: (error as Error).message })) };
    }
  }

  /**
   * The domain's DKIM signing key, decrypted once per process: its own, or for a shared subdomain the
   * shared sender's (`d=` the shared domain, which also carries the return path). Null when there is none.
   */
  private dkimKey(domain: NonNullable<DueMessage['domain']>): DkimKey | null {
    const shared = this.deps.sharedSender;
    const signer = isSharedSubdomain(domain.name, shared)
      ? { name: shared.domain, selector: shared.selector, keyEncrypted: shared.privateKeyEncrypted }
      : domain;
    if (!signer.keyEncrypted) return null;
    let key = this.keys.get(signer.keyEncrypted);
    if (!key) {
      key = {
        domainName: signer.name,
        keySelector: signer.selector,
        privateKey: createPrivateKey(decryptSecret(this.deps.masterKey, DKIM_KEY_PURPOSE, signer.keyEncrypted)),
      };
      this.keys.set(signer.keyEncrypted, key);
    }
    return key;
  }

  /**
   * Records the attempts of a batch atomically: per recipient its status and event (and, for a hard
   * bounce, its suppression), per message its status and next attempt. A batch that only delivered or
   * deferred is one statement (writeOutcomes); bounces and captured copies join it in a transaction. Each message is
   * guarded by its attempt number: if this worker's lease ran out and another worker claimed the
   * message meanwhile, nothing of it is recorded here (that worker's attempt reports it).
   */
  private async record(em: EntityManager, results: Array<AttemptResult & { message: DueMessage }>): Promise<void> {
    const schedule = this.deps.config.MAIL_DELIVERY_RETRY_SECONDS;
    const decided = results.map(({ message, outcomes, captured }): DecidedAttempt => {
      const exhausted = message.attempt > schedule.length;
      const next = new Map(message.recipients.map((recipient) => [recipient.email, recipient.status]));
      const recipients = outcomes
        .filter((outcome) => next.get(outcome.email) === 'pending')
        .map((outcome) => {
          let status: RecipientStatus = 'pending';
          if (outcome.result === 'delivered') status = 'delivered';
          else if (outcome.result === 'permanent') status = 'bounced';
          else if (outcome.result === 'failed' || exhausted) status = 'failed';
          next.set(outcome.email, status);
          return { ...outcome, status, response: outcome.response.slice(0, 1000) };
        });
      const status = messageStatus([...next.values()]);
      return {
        message,
        exhausted,
        recipients,
        captured,
        row: {
          id: message.id,
          attempts: message.attempt,
          status,
          next: status === 'deferred' ? fromNow(this.deps.clock, (schedule[message.attempt - 1] ?? 0) * 1000).toISOString() : null,
          error: outcomes.find((outcome) => outcome.result !== 'delivered')?.response.slice(0, 1000) ?? null,
        },
      };
    });
    // A batch of deliveries is one statement, atomic alone; bounces and captured copies need a transaction around it.
    const followUp = decided.some(
      ({ recipients, exhausted, captured }) => captured || recipients.some((recipient) => bounceOf(recipient, exhausted)),
    );
    const recorded = !followUp
      ? await writeOutcomes(em, decided)
      : await transactWithMailEvents(em, this.deps.pubsub, async (tx, events) => {
          const recorded = await writeOutcomes(tx, decided);
          const current = decided.filter((entry) => recorded.has(entry.message.id));
          for (const { message, recipients, exhausted } of current) {
            for (const recipient of recipients) {
              const bounce = bounceOf(recipient, exhausted);
              if (bounce) await recordBounce(tx, events, message, recipient.email, bounce, recipient.response);
            }
          }
          await insertCaptured(tx, current);
          return recorded;
        });
    for (const { message } of decided) {
      if (!recorded.has(message.id)) {
        this.deps.logger.warn(
          { messageId: message.id, attempt: message.attempt },
          'delivery outcome dropped: the message was claimed again',
        );
      }
    }
    if (decided.some(({ message, recipients }) => recorded.has(message.id) && recipients.some(({ result }) => result === 'delivered'))) {
      await wakeEventRelay(this.deps.pubsub);
    }
  }
}

/**
 * The bounce an attempt's outcome is for its recipient: refused for good, or still refused once the retries are used up;
 * null otherwise. Decides both whether a batch needs a transaction and what is recorded in it.
 */
const bounceOf = ({ result }: DecidedAttempt['recipients'][number], exhausted: boolean): 'permanent' | 'transient' | null =>
  result === 'permanent' ? 'permanent' : result === 'transient' && exhausted ? 'transient' : null;

export interface DecidedAttempt {
  message: DueMessage;
  exhausted: boolean;
  recipients: Array<AttemptResult['outcomes'][number] & { status: RecipientStatus }>;
  captured?: AttemptResult['captured'];
  row: { id: string; attempts: number; status: MessageStatus; next: string | null; error: string | null };
}

/**
 * Writes a batch's outcomes with one statement: each message's status and next attempt, guarded by its attempt
 * number; its recipients' statuses; a `delivery` event per accepted recipient. A message whose attempt is no longer
 * the latest gets none of the three. Answers the ids of the messages recorded.
 */
export async function writeOutcomes(em: EntityManager, decided: DecidedAttempt[]): Promise<Set<string>> {
  const recipients = decided.flatMap(({ message, recipients }) =>
    recipients.map(({ email, status, response }) => ({ message_id: message.id, email, status, response })),
  );
  const deliveries = decided.flatMap(({ message, recipients }) =>
    recipients.filter(({ result }) => result === 'delivered').map(({ email, response }) => deliveryEvent(message, email, response)),
  );
  // The batch's three JSON values bound (`runBound`), not escaped into the text character by character.
  const updated = await runBound<{ id: string }>(
    em,
    `with outcome as (
       update mail.messages m
          set status = r.status, lease_until = null, next_attempt_at = coalesce(r.next, m.next_attempt_at), last_error = r.error,
              updated_at = now()
         from jsonb_to_recordset(?::jsonb) as r(id uuid, attempts int, status text, next timestamptz, error text)
        where m.id = r.id and m.attempts = r.attempts
    returning m.id
     ), recipient as (
       update mail.message_recipients p set status = r.status, smtp_response = r.response, updated_at = now()
         from jsonb_to_recordset(?::jsonb) as r(message_id uuid, email text, status text, response text)
        where p.message_id = r.message_id and p.email = r.email and r.message_id in (select id from outcome)
     ), event as (
       insert into mail.outbox (id, account_id, aggregate_type, aggregate_id, type, payload, created_at)
       select e.id, e.account_id, e.aggregate_type, e.aggregate_id, e.type, e.payload, now()
         from jsonb_to_recordset(?::jsonb) as e(${OUTBOX_RECORD_COLUMNS})
        where e.aggregate_id in (select id from outcome)
     )
     select id from outcome`,
    [JSON.stringify(decided.map(({ row }) => row)), JSON.stringify(recipients), JSON.stringify(outboxRecords(deliveries))],
  );
  return new Set(updated.map(({ id }) => id));
}

/** Capture mode: the signed messages, kept in the captured mailbox instead of sent. */
async function insertCaptured(tx: EntityManager, recorded: DecidedAttempt[]): Promise<void> {
  const captured = recorded.flatMap(({ message, recipients, captured }) =>
    captured
      ? [
          {
            id: newId(),
            account_id: message.accountId,
            message_id: message.id,
            envelope_from: captured.envelopeFrom,
            envelope_to: recipients.map((recipient) => recipient.email),
            raw: captured.raw.toString('utf8'),
          },
        ]
      : [],
  );
  if (captured.length === 0) return;
  // Signed messages, attachments and all: bound (`runBound`).
  await runBound(
    tx,
    `insert into mail.captured_messages (id, account_id, message_id, envelope_from, envelope_to, raw, created_at)
     select c.id, c.account_id, c.message_id, c.envelope_from, c.envelope_to, c.raw, now()
       from jsonb_to_recordset(?::jsonb) as c(id uuid, account_id uuid, message_id uuid, envelope_from text, envelope_to text[], raw text)`,
    [JSON.stringify(captured)],
  );
}

/** A message's status from its recipients' statuses. */
export function messageStatus(statuses: RecipientStatus[]): MessageStatus {
  if (statuses.includes('pending')) return 'deferred';
  if (statuses.every((status) => status === 'delivered')) return 'delivered';
  if (statuses.includes('delivered')) return 'partially-delivered';
  return statuses.includes('bounced') ? 'bounced' : 'failed';
}
