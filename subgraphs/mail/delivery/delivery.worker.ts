import { createPrivateKey } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { publicUrl } from '../../../core/config.js';
import { decryptSecret } from '../../../core/crypto.js';
import { startWorkLoop, type WorkLoop } from '../../../core/work-loop.js';
import type { MailDeps } from '../context.js';
import { DKIM_KEY_PURPOSE } from '../domains/domain.service.js';
import { SenderDomain } from '../domains/sender-domain.entity.js';
import { CapturedMessage, Message, MessageRecipient, type MessageStatus, type RecipientStatus } from '../messages/message.entity.js';
import { OUTBOX_WAKE_CHANNEL } from '../outbox/event-relay.js';
import { recordBounce, recordDelivery } from '../messages/message-events.js';
import { composeSigned, openPixelUrl, returnPathOf, type DkimKey } from './compose.js';
import { claimDueMessages, DELIVERY_WAKE_CHANNEL } from './delivery-queue.js';
import { MxRoute, RelayRoute, type RecipientOutcome, type SmtpRoute } from './transports.js';

export type DeliveryMode = 'relay' | 'mx' | 'capture';

export const deliveryMode = (deps: MailDeps): DeliveryMode =>
  deps.config.MAIL_DELIVERY_MODE ?? (deps.config.SMTP_RELAY_URL ? 'relay' : 'capture');

const CLAIM_BATCH = 8;

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
  private loop: WorkLoop | null = null;

  constructor(private readonly deps: MailDeps) {
    const { config } = deps;
    const mode = deliveryMode(deps);
    if (mode === 'relay') {
      if (!config.SMTP_RELAY_URL) throw new Error('MAIL_DELIVERY_MODE=relay needs SMTP_RELAY_URL');
      this.route = new RelayRoute(config.SMTP_RELAY_URL, config.MAIL_SMTP_TIMEOUT_MS);
    } else {
      this.route = mode === 'mx' ? new MxRoute(deps.dns, config.MAIL_MX_PORT, config.MAIL_SMTP_TIMEOUT_MS) : null;
    }
  }

  start(): void {
    const lanes = Math.max(1, Math.ceil(this.deps.config.MAIL_DELIVERY_CONCURRENCY / CLAIM_BATCH));
    this.loop = startWorkLoop({
      name: 'mail-delivery',
      pubsub: this.deps.pubsub,
      wakeChannel: DELIVERY_WAKE_CHANNEL,
      pollMs: 1000,
      lanes,
      logger: this.deps.logger,
      runOnce: () => this.runOnce(),
    });
  }

  async stop(): Promise<void> {
    await this.loop?.stop();
    this.route?.close();
  }

  /** Claims one batch, attempts every message of it at once, and records all outcomes in one transaction. */
  async runOnce(): Promise<number> {
    const em = this.deps.orm.em.fork() as EntityManager;
    const claimed = await claimDueMessages(em, CLAIM_BATCH, this.deps.config.MAIL_DELIVERY_LEASE_SECONDS);
    if (claimed.length === 0) return 0;
    const ids = claimed.map((claim) => claim.id);
    const [messages, pending] = await Promise.all([
      em.find(Message, { id: { $in: ids } }, { populate: ['attachments'] }),
      em.find(
        MessageRecipient,
        { messageId: { $in: ids }, status: 'pending' },
        { fields: ['messageId', 'email'], disableIdentityMap: true },
      ),
    ]);
    const domainIds = [...new Set(messages.map((message) => message.domainId))];
    const domains = new Map((await em.find(SenderDomain, { id: { $in: domainIds } })).map((domain) => [domain.id, domain]));
    const attempts = new Map(claimed.map((claim) => [claim.id, claim.attempts]));
    const results = await Promise.all(
      messages.map((message) =>
        this.attempt(
          message,
          pending.filter((recipient) => recipient.messageId === message.id).map((recipient) => recipient.email),
          domains.get(message.domainId),
        ).then((result) => ({ ...result, message, attempt: attempts.get(message.id)! })),
      ),
    );
    await this.record(em, results);
    await this.deps.pubsub.publish(OUTBOX_WAKE_CHANNEL, {});
    return claimed.length;
  }

  /** One delivery attempt of a message to its pending recipients; never throws. */
  private async attempt(message: Message, to: string[], domain: SenderDomain | undefined): Promise<AttemptResult> {
    const key = domain && this.dkimKey(domain);
    if (!key) return { outcomes: to.map((email) => ({ email, result: 'failed', response: 'The sender domain was removed' })) };
    try {
      const pixelUrl = message.openToken ? openPixelUrl(publicUrl(this.deps.config), message.openToken) : null;
      const raw = await composeSigned(message, message.attachments ?? [], key, { pixelUrl });
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

  /** The domain's DKIM signing key, decrypted once per process; null once the domain is deleted. */
  private dkimKey(domain: SenderDomain): DkimKey | null {
    if (!domain.dkimPrivateKeyEncrypted || domain.deletedAt) return null;
    let key = this.keys.get(domain.dkimPrivateKeyEncrypted);
    if (!key) {
      key = {
        domainName: domain.domain,
        keySelector: domain.dkimSelector,
        privateKey: createPrivateKey(decryptSecret(this.deps.masterKey, DKIM_KEY_PURPOSE, domain.dkimPrivateKeyEncrypted)),
      };
      this.keys.set(domain.dkimPrivateKeyEncrypted, key);
    }
    return key;
  }

  /**
   * Records the attempts of a batch in one transaction: per recipient its status and event (and,
   * for a hard bounce, its suppression), per message its status and next attempt. Each message is
   * guarded by its attempt number: if this worker's lease ran out and another worker claimed the
   * message meanwhile, nothing of it is recorded here (that worker's attempt reports it).
   */
  private async record(em: EntityManager, results: Array<AttemptResult & { message: Message; attempt: number }>): Promise<void> {
    const schedule = this.deps.config.MAIL_DELIVERY_RETRY_SECONDS;
    await em.transactional(async (tx) => {
      const recipients = await tx.find(MessageRecipient, { messageId: { $in: results.map((result) => result.message.id) } });
      for (const { message, attempt, outcomes, captured } of results) {
        const exhausted = attempt > schedule.length;
        const own = recipients.filter((recipient) => recipient.messageId === message.id);
        const next = new Map(own.map((recipient) => [recipient.email, recipient.status]));
        for (const outcome of outcomes) {
          if (!next.has(outcome.email)) continue;
          if (outcome.result === 'delivered') next.set(outcome.email, 'delivered');
          else if (outcome.result === 'permanent') next.set(outcome.email, 'bounced');
          else if (outcome.result === 'failed' || exhausted) next.set(outcome.email, 'failed');
        }
        const status = messageStatus([...next.values()]);
        const updated = await tx.nativeUpdate(
          Message,
          { id: message.id, attempts: attempt },
          {
            status,
            leaseUntil: null,
            nextAttemptAt: status === 'deferred' ? new Date(Date.now() + (schedule[attempt - 1] ?? 0) * 1000) : message.nextAttemptAt,
            lastError: outcomes.find((outcome) => outcome.result !== 'delivered')?.response.slice(0, 1000) ?? null,
            updatedAt: new Date(),
          },
        );
        if (updated !== 1) {
          this.deps.logger.warn({ messageId: message.id, attempt }, 'delivery outcome dropped: the message was claimed again');
          continue;
        }
        for (const outcome of outcomes) {
          const recipient = own.find((candidate) => candidate.email === outcome.email);
          if (!recipient) continue;
          const response = outcome.response.slice(0, 1000);
          recipient.smtpResponse = response;
          recipient.status = next.get(outcome.email)!;
          if (outcome.result === 'delivered') recordDelivery(tx as EntityManager, message, outcome.email, response);
          else if (outcome.result === 'permanent') await recordBounce(tx as EntityManager, message, outcome.email, 'permanent', response);
          else if (outcome.result === 'transient' && exhausted) {
            await recordBounce(tx as EntityManager, message, outcome.email, 'transient', response);
          }
        }
        if (captured) {
          tx.create(CapturedMessage, {
            accountId: message.accountId,
            messageId: message.id,
            envelopeFrom: captured.envelopeFrom,
            envelopeTo: outcomes.map((outcome) => outcome.email),
            raw: captured.raw.toString('utf8'),
          });
        }
      }
    });
  }
}

/** A message's status from its recipients' statuses. */
export function messageStatus(statuses: RecipientStatus[]): MessageStatus {
  if (statuses.includes('pending')) return 'deferred';
  if (statuses.every((status) => status === 'delivered')) return 'delivered';
  if (statuses.includes('delivered')) return 'partially-delivered';
  return statuses.includes('bounced') ? 'bounced' : 'failed';
}
