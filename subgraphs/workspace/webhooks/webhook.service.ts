import { webhookTargetPolicy } from '../../../core/config.js';
import { transactionContext } from '../../../core/orm.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PubSub } from '../../../core/pubsub.js';
import { encryptSecret } from '../../../core/crypto.js';
import { invalidInput, notFound } from '../../../core/errors.js';
import { isUuid, newId } from '../../../core/ids.js';
import { newWebhookSecret, normaliseWebhookUrl, webhookLabel } from '../../../core/webhooks/webhook-subscription.js';
import { audit } from '../audit/audit.js';
import type { WorkspaceContext } from '../context.js';
import { optInWebhookEvents, workspaceWebhookEvents, WorkspaceWebhook, type WorkspaceWebhookEvent } from './webhook.entity.js';

/** Purpose label of the signing secrets' encryption (key separation under the master key). */
export const WORKSPACE_WEBHOOK_SECRET_PURPOSE = 'workspace.webhook-secret';
/** Published after workspace webhook deliveries commit: wakes idle dispatchers in every process. */
export const WORKSPACE_WEBHOOK_WAKE_CHANNEL = 'workspace.webhooks.wake';

/** Known event names, each once; an unknown one is BAD_USER_INPUT on `eventFilters` with the valid names. */
function eventFiltersOf(filters: readonly string[] | null | undefined): string[] {
  const names = [...new Set((filters ?? []).map((name) => name.trim()))];
  const unknown = names.filter((name) => !(workspaceWebhookEvents as readonly string[]).includes(name));
  if (unknown.length) throw invalidInput('eventFilters', `unknown event ${unknown.join(', ')}; use ${workspaceWebhookEvents.join(', ')}`);
  return names;
}

/** Whether a subscription with these filters takes `event`. */
export const takesEvent = (filters: readonly string[], event: WorkspaceWebhookEvent): boolean =>
  filters.includes(event) || (filters.length === 0 && !optInWebhookEvents.includes(event));

/** Workspace webhook subscriptions (Admin, Webhooks), for holders of `admin:webhooks:manage`. */
export class WorkspaceWebhookService {
  constructor(private readonly ctx: WorkspaceContext) {}

  private get em() {
    return this.ctx.em;
  }

  list(): Promise<WorkspaceWebhook[]> {
    this.ctx.requireGlobal('admin:webhooks:manage');
    return this.em.find(WorkspaceWebhook, {}, { orderBy: { id: 'asc' } });
  }

  async create(input: { url: string; label?: string | null; eventFilters?: string[] | null; enabled?: boolean | null }) {
    const viewer = this.ctx.requireGlobal('admin:webhooks:manage');
    const secret = newWebhookSecret();
    const webhook = this.em.create(WorkspaceWebhook, {
      url: normaliseWebhookUrl(input.url, webhookTargetPolicy(this.ctx.deps.config)),
      label: webhookLabel(input.label),
      eventFilters: eventFiltersOf(input.eventFilters),
      enabled: input.enabled ?? true,
      secretEncrypted: this.encrypt(secret),
      createdById: viewer.userId,
    });
    this.audit('webhook.created', webhook, { url: webhook.url, eventFilters: webhook.eventFilters });
    await this.em.flush();
    return { webhook, secret };
  }

  /** Omitted fields stay; `eventFilters: []` means every event except the opt-in ones. */
  async update(input: {
    id: string;
    url?: string | null;
    label?: string | null;
    eventFilters?: string[] | null;
    enabled?: boolean | null;
  }) {
    const webhook = await this.require(input.id);
    if (input.url !== undefined) webhook.url = normaliseWebhookUrl(input.url, webhookTargetPolicy(this.ctx.deps.config));
    if (input.label !== undefined) webhook.label = webhookLabel(input.label);
    if (input.eventFilters !== undefined) webhook.eventFilters = eventFiltersOf(input.eventFilters);
    if (input.enabled !== undefined && input.enabled !== null) webhook.enabled = input.enabled;
    this.audit('webhook.updated', webhook, { url: webhook.url, eventFilters: webhook.eventFilters, enabled: webhook.enabled });
    await this.em.flush();
    return webhook;
  }

  async delete(id: string): Promise<boolean> {
    const webhook = await this.require(id);
    this.audit('webhook.deleted', webhook, { url: webhook.url });
    this.em.remove(webhook);
    await this.em.flush();
    return true;
  }

  /** The subscription's latest 100 deliveries, newest first. */
  async deliveries(webhookId: string) {
    const webhook = await this.require(webhookId);
    const rows = (await this.em.getConnection().execute(
      `select id, event_id, event, status, attempts, last_status_code, last_error, created_at
         from workspace.webhook_deliveries where webhook_id = ? order by id desc limit 100`,
      [webhook.id],
    )) as Array<{
      id: string;
      event_id: string;
      event: string;
      status: string;
      attempts: number;
      last_status_code: number | null;
      last_error: string | null;
      created_at: Date | string;
    }>;
    return rows.map((row) => ({
      id: row.id,
      eventId: row.event_id,
      event: row.event,
      status: row.status,
      attempts: row.attempts,
      lastStatusCode: row.last_status_code,
      lastError: row.last_error,
      createdAt: new Date(row.created_at),
    }));
  }

  /** A new secret, shown once; every later attempt (retries included) is signed with it. */
  async rotateSecret(id: string) {
    const webhook = await this.require(id);
    const secret = newWebhookSecret();
    webhook.secretEncrypted = this.encrypt(secret);
    this.audit('webhook.secret_rotated', webhook, {});
    await this.em.flush();
    return { webhook, secret };
  }

  private async require(id: string): Promise<WorkspaceWebhook> {
    this.ctx.requireGlobal('admin:webhooks:manage');
    const webhook = isUuid(id) ? await this.em.findOne(WorkspaceWebhook, { id }) : null;
    if (!webhook) throw notFound('Webhook');
    return webhook;
  }

  private encrypt(secret: string): string {
    return encryptSecret(this.ctx.deps.masterKey, WORKSPACE_WEBHOOK_SECRET_PURPOSE, secret);
  }

  private audit(action: string, webhook: WorkspaceWebhook, details: Record<string, unknown>): void {
    audit(this.em, { actorId: this.ctx.actorId, action, targetType: 'webhook', targetId: webhook.id, details, ip: this.ctx.ip });
  }
}

/**
 * Queues each event for every subscription that takes it, in the caller's transaction: the change
 * and its deliveries commit together. Publish WORKSPACE_WEBHOOK_WAKE_CHANNEL after the commit when
 * this returned more than 0. Paused subscriptions get theirs when resumed.
 */
export async function enqueueWebhookEvents(
  tx: EntityManager,
  now: Date,
  events: ReadonlyArray<{ event: WorkspaceWebhookEvent; data: Record<string, unknown> }>,
): Promise<number> {
  const connection = tx.getConnection();
  const context = transactionContext(tx);
  const subscriptions = (await connection.execute('select id, event_filters from workspace.webhooks', [], 'all', context)) as Array<{
    id: string;
    event_filters: string[];
  }>;
  const timestamp = now.toISOString();
  const deliveries = events.flatMap(({ event, data }) => {
    const receivers = subscriptions.filter((subscription) => takesEvent(subscription.event_filters, event));
    const eventId = newId();
    const body = JSON.stringify({ event, timestamp, data });
    return receivers.map((receiver) => ({ id: newId(), webhook_id: receiver.id, event_id: eventId, event, body }));
  });
  if (deliveries.length === 0) return 0;
  await connection.execute(
    `insert into workspace.webhook_deliveries (id, webhook_id, event_id, event, body, status, next_attempt_at, created_at)
     select d.id, d.webhook_id, d.event_id, d.event, d.body, 'pending', now(), now()
       from jsonb_to_recordset(?::jsonb) as d(id uuid, webhook_id uuid, event_id uuid, event text, body text)`,
    [JSON.stringify(deliveries)],
    'run',
    context,
  );
  return deliveries.length;
}

/** After the commit: wakes the webhook dispatchers when deliveries were queued. */
export async function wakeWebhookDispatchers(pubsub: PubSub, queued: number): Promise<void> {
  if (queued > 0) await pubsub.publish(WORKSPACE_WEBHOOK_WAKE_CHANNEL, {});
}
