import { webhookTargetPolicy } from '../../../core/config.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { decryptSecret, encryptSecret } from '../../../core/crypto.js';
import { notFound } from '../../../core/errors.js';
import { newerThanCursor, toPage, type Page } from '../../../core/pagination.js';
import { notNull } from '../../../core/validation.js';
import type { MailContext } from '../context.js';
import type { NewMailEvent } from '../outbox/mail-event.entity.js';
import { transactWithMailEvents, type MailEventRecorder } from '../outbox/mail-outbox.js';
import { normaliseEventFilters } from './webhook-events.js';
import { newWebhookSecret, normaliseWebhookUrl, webhookLabel } from '../../../core/webhooks/webhook-subscription.js';
import { Webhook } from './webhook.entity.js';

/** Purpose label of the signing secrets' encryption (key separation under the master key). */
export const WEBHOOK_SECRET_PURPOSE = 'mail.webhook-secret';

export interface CreateWebhook {
  url: string;
  label?: string | null;
  eventFilters?: readonly string[] | null;
  enabled?: boolean | null;
}

/** Omitted fields stay; `label: null` clears it, `eventFilters: null` means every event. */
export interface UpdateWebhook {
  url?: string | null;
  label?: string | null;
  eventFilters?: readonly string[] | null;
  enabled?: boolean | null;
}

/** A subscription with its plaintext secret: only create and rotate-secret return one. */
export interface WebhookWithSecret {
  webhook: Webhook;
  secret: string;
}

/** A `webhook.*` event of the mail outbox. */
const webhookEvent = (accountId: string, aggregateId: string, type: string, payload: Record<string, unknown>): NewMailEvent => ({
  accountId,
  aggregateType: 'webhook',
  aggregateId,
  type,
  payload,
});

/** Webhook subscriptions of a mail account. The signing secret is stored encrypted and shown only when issued. */
export class WebhookService {
  constructor(private readonly ctx: MailContext) {}

  private get em() {
    return this.ctx.em;
  }

  private transact<T>(work: (tx: EntityManager, events: MailEventRecorder) => Promise<T>): Promise<T> {
    return transactWithMailEvents(this.em, this.ctx.deps.pubsub, work);
  }

  async create(accountId: string | null | undefined, input: CreateWebhook): Promise<WebhookWithSecret> {
    const account = await this.ctx.requireAccount(accountId);
    const url = normaliseWebhookUrl(input.url, webhookTargetPolicy(this.ctx.deps.config));
    const label = webhookLabel(input.label);
    const eventFilters = normaliseEventFilters(input.eventFilters);
    const secret = newWebhookSecret();
    const webhook = await this.transact(async (tx, events) => {
      const created = tx.create(Webhook, {
        accountId: account.id,
        url,
        label,
        eventFilters,
        enabled: input.enabled ?? true,
        secretEncrypted: this.encrypt(secret),
      });
      events.record(webhookEvent(account.id, created.id, 'webhook.created', { url, eventFilters, enabled: created.enabled }));
      return created;
    });
    return { webhook, secret };
  }

  async get(accountId: string | null | undefined, id: string): Promise<Webhook> {
    const account = await this.ctx.requireAccount(accountId);
    const webhook = await this.em.findOne(Webhook, { id, accountId: account.id });
    if (!webhook) throw notFound('Webhook');
    return webhook;
  }

  /** Oldest first. */
  async list(accountId: string | null | undefined, first: number, after?: string | null): Promise<Page<Webhook>> {
    const account = await this.ctx.requireAccount(accountId);
    const rows = await this.em.find(
      Webhook,
      { accountId: account.id, ...newerThanCursor(after) },
      { orderBy: { id: 'asc' }, limit: first + 1 },
    );
    return toPage(rows, first);
  }

  async update(accountId: string | null | undefined, id: string, input: UpdateWebhook): Promise<Webhook> {
    const webhook = await this.get(accountId, id);
    const changes: Partial<Pick<Webhook, 'url' | 'label' | 'eventFilters' | 'enabled'>> = {};
    if (input.url !== undefined) changes.url = normaliseWebhookUrl(input.url, webhookTargetPolicy(this.ctx.deps.config));
    if (input.label !== undefined) changes.label = webhookLabel(input.label);
    if (input.eventFilters !== undefined) changes.eventFilters = normaliseEventFilters(input.eventFilters);
    if (input.enabled !== undefined) changes.enabled = notNull('enabled', input.enabled);
    const changed = (Object.keys(changes) as Array<keyof typeof changes>).filter(
      (key) => JSON.stringify(changes[key]) !== JSON.stringify(webhook[key]),
    );
    if (changed.length === 0) return webhook;
    await this.transact(async (_tx, events) => {
      Object.assign(webhook, changes);
      events.record(
        webhookEvent(webhook.accountId, webhook.id, 'webhook.updated', {
          changed,
          url: webhook.url,
          eventFilters: webhook.eventFilters,
          enabled: webhook.enabled,
        }),
      );
    });
    return webhook;
  }

  async delete(accountId: string | null | undefined, id: string): Promise<Webhook> {
    const webhook = await this.get(accountId, id);
    await this.transact(async (tx, events) => {
      tx.remove(webhook);
      events.record(webhookEvent(webhook.accountId, webhook.id, 'webhook.deleted', { url: webhook.url }));
    });
    return webhook;
  }

  /** Issues a new secret; the old one is gone at once (deliveries after this are signed with the new one only). */
  async rotateSecret(accountId: string | null | undefined, id: string): Promise<WebhookWithSecret> {
    const webhook = await this.get(accountId, id);
    const secret = newWebhookSecret();
    await this.transact(async (_tx, events) => {
      webhook.secretEncrypted = this.encrypt(secret);
      events.record(webhookEvent(webhook.accountId, webhook.id, 'webhook.secret_rotated', {}));
    });
    return { webhook, secret };
  }

  /** The plaintext signing secret, for the dispatcher. */
  signingSecret(webhook: Webhook): string {
    return decryptSecret(this.ctx.deps.masterKey, WEBHOOK_SECRET_PURPOSE, webhook.secretEncrypted);
  }

  private encrypt(secret: string): string {
    return encryptSecret(this.ctx.deps.masterKey, WEBHOOK_SECRET_PURPOSE, secret);
  }
}
