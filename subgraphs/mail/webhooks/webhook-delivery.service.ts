import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../../core/errors.js';
import { newId } from '../../../core/ids.js';
import { olderThanCursor, toPage, type Page } from '../../../core/pagination.js';
import type { MailContext } from '../context.js';
import { WEBHOOK_WAKE_CHANNEL } from '../outbox/event-relay.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookService } from './webhook.service.js';

/** The delivery log of a subscription, and replaying a delivery by hand. */
export class WebhookDeliveryService {
  constructor(private readonly ctx: MailContext) {}

  /** Newest first. */
  async list(
    accountId: string | null | undefined,
    webhookId: string,
    first: number,
    after?: string | null,
  ): Promise<Page<WebhookDelivery>> {
    const webhook = await new WebhookService(this.ctx).get(accountId, webhookId);
    const rows = await this.ctx.em.find(
      WebhookDelivery,
      { webhookId: webhook.id, ...olderThanCursor(after) },
      { orderBy: { id: 'desc' }, limit: first + 1 },
    );
    return toPage(rows, first);
  }

  /**
   * Sends a delivery's event again now, as a new delivery with the same body and event id (so a
   * receiver that already processed it can tell), signed with the current secret.
   */
  async replay(accountId: string | null | undefined, webhookId: string, deliveryId: string): Promise<WebhookDelivery> {
    const webhook = await new WebhookService(this.ctx).get(accountId, webhookId);
    const original = await this.ctx.em.findOne(WebhookDelivery, { id: deliveryId, webhookId: webhook.id });
    if (!original) throw notFound('Webhook delivery');
    const replay = (this.ctx.em as EntityManager).create(WebhookDelivery, {
      id: newId(),
      webhookId: webhook.id,
      accountId: webhook.accountId,
      eventId: original.eventId,
      event: original.event,
      body: original.body,
      replayOf: original.id,
    });
    await this.ctx.em.flush();
    await this.ctx.deps.pubsub.publish(WEBHOOK_WAKE_CHANNEL, {});
    return replay;
  }
}
