import type { EntityManager } from '@mikro-orm/postgresql';
import { insertMailEvents, recordMailEvent } from '../outbox/mail-event.entity.js';
import { addSuppression } from '../suppression/suppression.service.js';

/** The message an event is about. */
export interface EventSubject {
  id: string;
  accountId: string;
}

const record = (em: EntityManager, message: EventSubject, type: string, payload: Record<string, unknown>) =>
  recordMailEvent(em, { accountId: message.accountId, aggregateType: 'message', aggregateId: message.id, type, payload });

/**
 * A recipient bounced, in the caller's transaction. Permanent: the address is suppressed
 * (`hard-bounce`) and `bounce.permanent` fires, together. Transient: `bounce.transient`, never suppressed.
 */
export async function recordBounce(
  em: EntityManager,
  message: EventSubject,
  to: string,
  type: 'permanent' | 'transient',
  diagnosticCode: string | null,
): Promise<void> {
  if (type === 'transient') {
    record(em, message, 'bounce.transient', { messageId: message.id, to, bounceType: 'Transient', diagnosticCode });
    return;
  }
  const { added } = await addSuppression(em, message.accountId, to, 'hard-bounce', { messageId: message.id, diagnosticCode });
  record(em, message, 'bounce.permanent', { messageId: message.id, to, bounceType: 'Permanent', suppressionAdded: added });
}

/** A recipient marked the message as spam: suppressed (`complaint`) and `complaint` fires, together. */
export async function recordComplaint(em: EntityManager, message: EventSubject, to: string, feedbackType: string | null): Promise<void> {
  const { added } = await addSuppression(em, message.accountId, to, 'complaint', { messageId: message.id, feedbackType });
  record(em, message, 'complaint', { messageId: message.id, to, feedbackType, suppressionAdded: added });
}

/** The recipients' servers accepted these messages: one `delivery` event each, written at once. */
export async function recordDeliveries(
  em: EntityManager,
  deliveries: Array<{ message: EventSubject; to: string; smtpResponse: string }>,
): Promise<void> {
  await insertMailEvents(
    em,
    deliveries.map(({ message, to, smtpResponse }) => ({
      accountId: message.accountId,
      aggregateType: 'message',
      aggregateId: message.id,
      type: 'delivery',
      payload: { messageId: message.id, to, smtpResponse },
    })),
  );
}

/** The message's tracking pixel was loaded for the first time. */
export function recordOpened(em: EntityManager, message: EventSubject, to: string, openedAt: Date): void {
  record(em, message, 'email.opened', { messageId: message.id, to, openedAt: openedAt.toISOString() });
}
