import { notFound } from '../../../core/errors.js';
import { olderThanCursor, toPage, type Page } from '../../../core/pagination.js';
import { groupByKey } from '../../../core/batch.js';
import type { MailContext } from '../context.js';
import { MailEvent } from '../outbox/mail-event.entity.js';
import { transactWithMailEvents } from '../outbox/mail-outbox.js';
import { Template } from '../templates/template.entity.js';
import { webhookEvents } from '../webhooks/webhook-events.js';
import { CapturedMessage, Message, MessageRecipient } from './message.entity.js';
import { recordOpened } from './message-events.js';

export interface MessageDetails {
  message: Message;
  recipients: MessageRecipient[];
  events: MailEvent[];
  /** The name of the template the message was rendered from (a deleted template keeps its name), else null. */
  templateName: string | null;
}

/** Reading accepted messages (status, recipients, event history), the capture mailbox, and open tracking. */
export class MessageService {
  constructor(private readonly ctx: MailContext) {}

  private get em() {
    return this.ctx.em;
  }

  /** A message of the account with its recipients and its delivery events, oldest first. */
  async get(accountId: string | null | undefined, id: string): Promise<MessageDetails> {
    const account = await this.ctx.requireAccount(accountId, 'sending');
    const message = await this.em.findOne(Message, { id, accountId: account.id });
    if (!message) throw notFound('Message');
    const [recipients, events, templateNames] = await Promise.all([
      this.em.find(MessageRecipient, { messageId: id }, { orderBy: { email: 'asc' } }),
      this.em.find(MailEvent, { aggregateId: id, type: { $in: [...webhookEvents] } }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
      this.templateNames(account.id, [message]),
    ]);
    return { message, recipients, events, templateName: templateNames.get(message.templateId ?? '') ?? null };
  }

  /**
   * The account's messages, newest first, each with its recipients and events: three statements a page
   * (the account's index, then the page's recipients and events), without the bodies.
   */
  async list(accountId: string | null | undefined, first: number, after?: string | null): Promise<Page<MessageDetails>> {
    const account = await this.ctx.requireAccount(accountId, 'sending');
    const rows = await this.em.find(
      Message,
      { accountId: account.id, ...olderThanCursor(after) },
      { orderBy: { id: 'desc' }, limit: first + 1, exclude: ['html', 'text', 'variables'] },
    );
    const page = toPage(rows, first);
    const ids = page.nodes.map((message) => message.id);
    const [recipients, events, templateNames] = ids.length
      ? await Promise.all([
          this.em.find(MessageRecipient, { messageId: { $in: ids } }, { orderBy: { email: 'asc' } }),
          this.em.find(
            MailEvent,
            { aggregateId: { $in: ids }, type: { $in: [...webhookEvents] } },
            { orderBy: { createdAt: 'asc', id: 'asc' } },
          ),
          this.templateNames(account.id, page.nodes),
        ])
      : [[], [], new Map<string, string>()];
    const recipientsOf = groupByKey(ids, recipients, (recipient) => recipient.messageId);
    const eventsOf = groupByKey(ids, events, (event) => event.aggregateId);
    return {
      ...page,
      nodes: page.nodes.map((message, i) => ({
        message,
        recipients: recipientsOf[i]!,
        events: eventsOf[i]!,
        templateName: templateNames.get(message.templateId ?? '') ?? null,
      })),
    };
  }

  /** Names of the templates the messages were rendered from, by id, in one statement (none when no message used one). */
  private async templateNames(accountId: string, messages: Message[]): Promise<Map<string, string>> {
    const ids = [...new Set(messages.flatMap((message) => (message.templateId ? [message.templateId] : [])))];
    if (!ids.length) return new Map();
    const templates = await this.em.find(Template, { id: { $in: ids }, accountId }, { fields: ['id', 'name'] });
    return new Map(templates.map((template) => [template.id, template.name]));
  }

  /** The capture mailbox (messages kept locally when no relay is configured), newest first. */
  async mailbox(accountId: string | null | undefined, first: number, after?: string | null): Promise<Page<CapturedMessage>> {
    const account = await this.ctx.requireAccount(accountId, 'sending');
    const rows = await this.em.find(
      CapturedMessage,
      { accountId: account.id, ...olderThanCursor(after) },
      { orderBy: { id: 'desc' }, limit: first + 1 },
    );
    return toPage(rows, first);
  }

  /**
   * The tracking pixel was loaded. The first load of a message's pixel fires `email.opened` (the
   * guarded UPDATE makes it once, also under concurrent loads); unknown tokens and later loads do nothing.
   */
  async recordOpen(token: string): Promise<void> {
    if (!/^[0-9a-f]{40}$/.test(token)) return;
    await transactWithMailEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
      const now = this.ctx.now();
      const updated = await tx.nativeUpdate(Message, { openToken: token, openedAt: null }, { openedAt: now });
      if (updated !== 1) return;
      const message = await tx.findOneOrFail(Message, { openToken: token }, { fields: ['id', 'accountId', 'toEmail'] });
      recordOpened(events, message, message.toEmail, now);
    });
  }
}
