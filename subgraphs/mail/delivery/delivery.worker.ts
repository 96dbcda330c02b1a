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

/**
 * The delivery pipeline of one process: claim due messages, build and DKIM-sign each (the key is
 * decrypted here only), hand it to the relay, the MX hosts or the capture mailbox, and record
 * each recipient's outcome with its event (and, for a hard bounce, its suppression) in one
 * transaction. A 4xx defers the message on the retry schedule; when the schedule is used up the
 * recipient gets `bounce.transient`.
 */
export class DeliveryWorker {
  private readonly mode: DeliveryMode;
  private readonly route: SmtpRoute | null;
  private readonly keys = new Map<string, DkimKey>();
  private loop: WorkLoop | null = null;

  constructor(private readonly deps: MailDeps) {
    this.mode = deliveryMode(deps);
    const { config } = deps;
    if (this.mode === 'relay') {
      if (!config.SMTP_RELAY_URL) throw new Error('MAIL_DELIVERY_MODE=relay needs SMTP_RELAY_URL');
      this.route = new RelayRoute(config.SMTP_RELAY_URL, config.MAIL_SMTP_TIMEOUT_MS);
    } else {
      this.route = this.mode === 'mx' ? new MxRoute(deps.dns, config.MAIL_MX_PORT, config.MAIL_SMTP_TIMEOUT_MS) : null;
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

  /** Claims one batch and delivers it; returns how many messages were attempted. */
  async runOnce(): Promise<number> {
    const em = this.deps.orm.em.fork() as EntityManager;
    const claimed = await claimDueMessages(em, CLAIM_BATCH, this.deps.config.MAIL_DELIVERY_LEASE_SECONDS);
    if (claimed.length === 0) return 0;
    const attempts = new Map(claimed.map((claim) => [claim.id, claim.attempts]));
    const messages = await em.find(Message, { id: { $in: [...attempts.keys()] } }, { populate: ['attachments'] });
    const domains = new Map(
      (await em.find(SenderDomain, { id: { $in: [...new Set(messages.map((message) => message.domainId))] } })).map((domain) => [
        domain.id,
        domain,
      ]),
    );
    await Promise.all(messages.map((message) => this.deliver(message, attempts.get(message.id)!, domains.get(message.domainId))));
    await this.deps.pubsub.publish(OUTBOX_WAKE_CHANNEL, {});
    return claimed.length;
  }

  private async deliver(message: Message, attempt: number, domain: SenderDomain | undefined): Promise<void> {
    const em = this.deps.orm.em.fork() as EntityManager;
    const recipients = await em.find(MessageRecipient, { messageId: message.id, status: 'pending' });
    const to = recipients.map((recipient) => recipient.email);
    const key = domain && this.dkimKey(domain);
    if (!key) {
      await this.finish(
        em,
        message,
        attempt,
        to.map((email) => ({ email, result: 'failed', response: 'The sender domain was removed' })),
      );
      return;
    }
    try {
      const pixelUrl = message.openToken ? openPixelUrl(publicUrl(this.deps.config), message.openToken) : null;
      const raw = await composeSigned(message, message.attachments ?? [], key, { pixelUrl });
      const envelope = { from: returnPathOf(message.returnToken, key.domainName), to, envelopeId: message.returnToken };
      if (!this.route) {
        await this.finish(
          em,
          message,
          attempt,
          to.map((email) => ({ email, result: 'delivered', response: 'captured' })),
          {
            envelopeFrom: envelope.from,
            raw,
          },
        );
        return;
      }
      await this.finish(em, message, attempt, await this.route.send(raw, envelope));
    } catch (error) {
      this.deps.logger.error({ err: error, messageId: message.id }, 'delivery attempt failed before SMTP');
      await this.finish(
        em,
        message,
        attempt,
        to.map((email) => ({ email, result: 'transient', response: (error as Error).message })),
      );
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
   * Records an attempt's outcomes in one transaction, guarded by the attempt number: if this
   * worker's lease ran out and another worker claimed the message meanwhile, nothing is recorded
   * twice (that worker's attempt reports it).
   */
  private async finish(
    em: EntityManager,
    message: Message,
    attempt: number,
    outcomes: Array<Omit<RecipientOutcome, 'result'> & { result: RecipientOutcome['result'] | 'failed' }>,
    captured?: { envelopeFrom: string; raw: Buffer },
  ): Promise<void> {
    const schedule = this.deps.config.MAIL_DELIVERY_RETRY_SECONDS;
    const exhausted = attempt > schedule.length;
    await em
      .transactional(async (tx) => {
        const all = await tx.find(MessageRecipient, { messageId: message.id });
        const byEmail = new Map(all.map((recipient) => [recipient.email, recipient]));
        for (const outcome of outcomes) {
          const recipient = byEmail.get(outcome.email);
          if (!recipient) continue;
          recipient.smtpResponse = outcome.response.slice(0, 1000);
          if (outcome.result === 'delivered') {
            recipient.status = 'delivered';
            recordDelivery(tx as EntityManager, message, outcome.email, recipient.smtpResponse);
          } else if (outcome.result === 'permanent') {
            recipient.status = 'bounced';
            await recordBounce(tx as EntityManager, message, outcome.email, 'permanent', recipient.smtpResponse);
          } else if (outcome.result === 'failed' || exhausted) {
            recipient.status = 'failed';
            if (outcome.result === 'transient')
              await recordBounce(tx as EntityManager, message, outcome.email, 'transient', recipient.smtpResponse);
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
        const status = messageStatus(all.map((recipient) => recipient.status));
        const retryAt = new Date(Date.now() + (schedule[attempt - 1] ?? 0) * 1000);
        const updated = await tx.nativeUpdate(
          Message,
          { id: message.id, attempts: attempt },
          {
            status,
            leaseUntil: null,
            nextAttemptAt: status === 'deferred' ? retryAt : message.nextAttemptAt,
            lastError: outcomes.find((outcome) => outcome.result !== 'delivered')?.response.slice(0, 1000) ?? null,
            updatedAt: new Date(),
          },
        );
        // Another worker owns the message now: roll back, it records its own attempt.
        if (updated !== 1) throw new StaleAttempt();
      })
      .catch((error: unknown) => {
        if (!(error instanceof StaleAttempt)) throw error;
        this.deps.logger.warn({ messageId: message.id, attempt }, 'delivery outcome dropped: the message was claimed again');
      });
  }
}

class StaleAttempt extends Error {}

/** A message's status from its recipients' statuses. */
export function messageStatus(statuses: RecipientStatus[]): MessageStatus {
  if (statuses.includes('pending')) return 'deferred';
  if (statuses.every((status) => status === 'delivered')) return 'delivered';
  if (statuses.includes('delivered')) return 'partially-delivered';
  return statuses.includes('bounced') ? 'bounced' : 'failed';
}
