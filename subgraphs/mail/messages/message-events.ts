import type { EntityManager } from '@mikro-orm/postgresql';
import { transactionContext } from '../../../core/orm.js';
import type { MailEventRecorder } from '../outbox/mail-outbox.js';
import type { NewMailEvent } from '../outbox/mail-event.entity.js';
import { addSuppression } from '../suppression/suppression.service.js';

/** The message an event is about. */
export interface EventSubject {
  id: string;
  accountId: string;
}

const record = (events: MailEventRecorder, message: EventSubject, type: string, payload: Record<string, unknown>) =>
  events.record({ accountId: message.accountId, aggregateType: 'message', aggregateId: message.id, type, payload });

/**
 * Claims news about a recipient of the message with one guarded UPDATE of its row: `set` applies, and the answer
 * is true, only while `unclaimed` holds. Of two reports racing, the second waits for the first's row lock and
 * then finds it claimed.
 */
async function claimRecipient(
  em: EntityManager,
  message: EventSubject,
  to: string,
  set: string,
  unclaimed: string,
  values: unknown[] = [],
): Promise<boolean> {
  const claimed = (await em
    .getConnection()
    .execute(
      `update mail.message_recipients set ${set} where message_id = ? and email = ? and ${unclaimed} returning 1`,
      [...values, message.id, to],
      'all',
      transactionContext(em),
    )) as unknown[];
  return claimed.length > 0;
}

/**
 * A recipient bounced, in the caller's transaction. Permanent: the address is suppressed
 * (`hard-bounce`) and `bounce.permanent` fires, together. Transient: `bounce.transient`, never suppressed.
 * Once per outcome: a bounce the recipient already has (the same DSN twice), or a transient one after a
 * permanent, records nothing and answers false; a permanent one after a transient is news. The recipient's
 * `bounce` is claimed (claimRecipient).
 */
export async function recordBounce(
  em: EntityManager,
  events: MailEventRecorder,
  message: EventSubject,
  to: string,
  type: 'permanent' | 'transient',
  diagnosticCode: string | null,
): Promise<boolean> {
  const news = type === 'permanent' ? `bounce is distinct from 'permanent'` : 'bounce is null';
  if (!(await claimRecipient(em, message, to, 'bounce = ?', news, [type]))) return false;
  if (type === 'transient') {
    record(events, message, 'bounce.transient', { messageId: message.id, to, bounceType: 'Transient', diagnosticCode });
    return true;
  }
  const { added } = await addSuppression(em, events, message.accountId, to, 'hard-bounce', { messageId: message.id, diagnosticCode });
  record(events, message, 'bounce.permanent', { messageId: message.id, to, bounceType: 'Permanent', suppressionAdded: added });
  return true;
}

/**
 * A recipient marked the message as spam: suppressed (`complaint`) and `complaint` fires, together. Once per
 * recipient, whatever it bounced: a repeated report records nothing and answers false. The recipient's
 * `complained` is claimed (claimRecipient).
 */
export async function recordComplaint(
  em: EntityManager,
  events: MailEventRecorder,
  message: EventSubject,
  to: string,
  feedbackType: string | null,
): Promise<boolean> {
  if (!(await claimRecipient(em, message, to, 'complained = true', 'not complained'))) return false;
  const { added } = await addSuppression(em, events, message.accountId, to, 'complaint', { messageId: message.id, feedbackType });
  record(events, message, 'complaint', { messageId: message.id, to, feedbackType, suppressionAdded: added });
  return true;
}

/** The recipient's server accepted the message: its `delivery` event, for a statement that writes a batch's at once. */
export const deliveryEvent = (message: EventSubject, to: string, smtpResponse: string): NewMailEvent => ({
  accountId: message.accountId,
  aggregateType: 'message',
  aggregateId: message.id,
  type: 'delivery',
  payload: { messageId: message.id, to, smtpResponse },
});

/** The message's tracking pixel was loaded for the first time. */
export function recordOpened(events: MailEventRecorder, message: EventSubject, to: string, openedAt: Date): void {
  record(events, message, 'email.opened', { messageId: message.id, to, openedAt: openedAt.toISOString() });
}
