import type { EntityManager } from '@mikro-orm/postgresql';
import { claimDueSql } from '../../../core/work-loop.js';
import type { MessageAttachment, RecipientStatus } from '../messages/message.entity.js';

/** Published after accepted messages commit: wakes idle delivery workers in every process. */
export const DELIVERY_WAKE_CHANNEL = 'mail.delivery.wake';

/** A claimed message with everything its delivery attempt needs, read in the claim's own statement. */
export interface DueMessage {
  id: string;
  accountId: string;
  /** This attempt's number (the claim counted it); the outcome is recorded only if it is still the latest. */
  attempt: number;
  nextAttemptAt: Date;
  fromHeader: string;
  toEmail: string;
  cc: string[];
  replyTo: string[];
  subject: string | null;
  html: string | null;
  text: string | null;
  messageIdHeader: string;
  createdAt: Date;
  returnToken: string;
  openToken: string | null;
  attachments: MessageAttachment[] | null;
  /** Every envelope recipient with its status; this attempt is for the `pending` ones. */
  recipients: Array<{ email: string; status: RecipientStatus }>;
  /**
   * The sender domain and its encrypted DKIM key (null for a shared subdomain, signed with the shared
   * sender's key); the whole is null once the domain is deleted.
   */
  domain: { name: string; selector: string; keyEncrypted: string | null } | null;
}

/**
 * Claims up to `limit` messages due for an attempt (queued or deferred, not held by a live lease),
 * counts the attempt, and returns them with their recipients and sender domain, in one statement.
 * SKIP LOCKED spreads messages over workers; the lease makes a message whose worker died due
 * again when it runs out.
 */
export async function claimDueMessages(em: EntityManager, limit: number, leaseSeconds: number): Promise<DueMessage[]> {
  const rows = (await em.getConnection().execute(
    `with claimed as (
       ${claimDueSql({ table: 'mail.messages', pending: `d.status in ('queued', 'deferred')`, returning: 'q.*' })})
     select c.id, c.account_id as "accountId", c.attempts as attempt, c.next_attempt_at as "nextAttemptAt",
            c.from_header as "fromHeader", c.to_email as "toEmail", c.cc, c.reply_to as "replyTo", c.subject, c.html, c.text,
            c.message_id_header as "messageIdHeader", c.created_at as "createdAt", c.return_token as "returnToken",
            c.open_token as "openToken", c.attachments,
            (select json_agg(json_build_object('email', r.email, 'status', r.status))
               from mail.message_recipients r where r.message_id = c.id) as recipients,
            case when d.deleted_at is null
                 then json_build_object('name', d.domain, 'selector', d.dkim_selector, 'keyEncrypted', d.dkim_private_key_encrypted)
            end as domain
       from claimed c left join mail.sender_domains d on d.id = c.domain_id`,
    [leaseSeconds, limit],
  )) as Array<
    Omit<DueMessage, 'recipients' | 'nextAttemptAt' | 'createdAt'> & {
      recipients: DueMessage['recipients'] | null;
      // Raw SQL answers timestamptz as the database's text (`2026-11-23 18:28:55.823+00`), not a Date.
      nextAttemptAt: string;
      createdAt: string;
    }
  >;
  return rows.map((row) => ({
    ...row,
    nextAttemptAt: new Date(row.nextAttemptAt),
    createdAt: new Date(row.createdAt),
    recipients: row.recipients ?? [],
  }));
}
