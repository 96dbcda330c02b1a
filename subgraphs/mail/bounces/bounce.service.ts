import { transactionContext } from '../../../core/orm.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../../core/ids.js';
import type { MailDeps } from '../context.js';
import { returnPathToken } from '../delivery/compose.js';
import { messageStatus } from '../delivery/delivery.worker.js';
import { recordBounce, recordComplaint } from '../messages/message-events.js';
import { Message, MessageRecipient } from '../messages/message.entity.js';
import { transactWithMailEvents } from '../outbox/mail-outbox.js';
import { parseEmailAddress } from '../suppression/email-address.js';
import { classifyRecipient, parseReport, type ParsedReport } from './report-parser.js';

export interface InboundReport {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: Buffer;
}

/**
 * Finds the message a report is about: the VERP token of the address it was sent to, the DSN
 * ENVID (our return token), the return path of the attached original, or its Message-ID.
 */
async function matchMessage(em: EntityManager, report: InboundReport, parsed: ParsedReport): Promise<Message | null> {
  const tokens = [
    ...report.envelopeTo.map(returnPathToken),
    parsed.envelopeId && /^[0-9a-f]{40}$/i.test(parsed.envelopeId) ? parsed.envelopeId.toLowerCase() : null,
    returnPathToken(parsed.original?.returnPath),
    returnPathToken(parsed.originalMailFrom),
  ].filter((token): token is string => token !== null);
  for (const returnToken of new Set(tokens)) {
    const message = await em.findOne(Message, { returnToken });
    if (message) return message;
  }
  const messageIdHeader = parsed.original?.messageId;
  return messageIdHeader ? em.findOne(Message, { messageIdHeader }) : null;
}

/**
 * Handles one report the inbound MX accepted, in one transaction with its record in
 * `inbound_reports`: DSN recipients that failed for good become `bounce.permanent` (and are
 * suppressed), delays become `bounce.transient`; an ARF report becomes a `complaint` (suppressed).
 * A recipient's bounce or complaint already recorded (the same report again) is `duplicate`: nothing new, no event.
 * Reports that match no message are kept, with outcome `unmatched`.
 */
export async function processInboundReport(deps: MailDeps, report: InboundReport): Promise<{ outcome: string; messageId: string | null }> {
  const parsed = await parseReport(report.raw);
  const em = deps.orm.em.fork() as EntityManager;
  const result = await transactWithMailEvents(em, deps.pubsub, async (tx, events) => {
    const message = await matchMessage(tx, report, parsed);
    const outcomes: string[] = [];
    if (message && parsed.kind === 'dsn') {
      // Reports about one message take turns, so the message's status is computed from its recipients as they are now.
      await tx.getConnection().execute('select 1 from mail.messages where id = ? for update', [message.id], 'all', transactionContext(tx));
      const recipients = await tx.find(MessageRecipient, { messageId: message.id });
      const known = new Map(recipients.map((recipient) => [recipient.email, recipient]));
      for (const dsn of parsed.recipients) {
        const type = classifyRecipient(dsn);
        const email = parseEmailAddress(dsn.finalRecipient ?? dsn.originalRecipient ?? '');
        const recipient = email ? known.get(email) : undefined;
        if (!type || !recipient) continue;
        if (!(await recordBounce(tx, events, message, recipient.email, type, dsn.diagnosticCode ?? dsn.status))) {
          outcomes.push('duplicate');
          continue;
        }
        if (type === 'permanent') recipient.status = 'bounced';
        outcomes.push(`bounce.${type}`);
      }
      if (outcomes.includes('bounce.permanent')) message.status = messageStatus(recipients.map((recipient) => recipient.status));
    } else if (message && parsed.kind === 'arf') {
      // A named address the message was not sent to (a redacted report, a forward) is taken for its `to`, like none named.
      const recipients = new Set((await tx.find(MessageRecipient, { messageId: message.id })).map((recipient) => recipient.email));
      const named = parsed.originalRcptTo.map((address) => parseEmailAddress(address)).find((email) => email && recipients.has(email));
      const complainant = named ?? message.toEmail;
      outcomes.push((await recordComplaint(tx, events, message, complainant, parsed.feedbackType)) ? 'complaint' : 'duplicate');
    }
    const outcome = message ? (outcomes.length ? [...new Set(outcomes)].join(',') : 'ignored') : 'unmatched';
    await tx.getConnection().execute(
      `insert into mail.inbound_reports (id, envelope_from, envelope_to, kind, account_id, message_id, outcome, raw, created_at)
         values (?, ?, ?::text[], ?, ?, ?, ?, ?, now())`,
      [
        newId(),
        report.envelopeFrom,
        `{${report.envelopeTo.map((to) => JSON.stringify(to)).join(',')}}`,
        parsed.kind,
        message?.accountId ?? null,
        message?.id ?? null,
        outcome,
        report.raw.toString('utf8'),
      ],
      'run',
      transactionContext(tx),
    );
    return { outcome, messageId: message?.id ?? null };
  });
  if (result.outcome === 'unmatched')
    deps.logger.warn({ kind: parsed.kind, envelopeTo: report.envelopeTo }, 'inbound report matched no message; kept');
  return result;
}
