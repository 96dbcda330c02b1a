import { fromNow, type Clock } from '../../../core/clock.js';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../../core/config.js';
import { decryptSecret } from '../../../core/crypto.js';
import { newId } from '../../../core/ids.js';
import type { Logger } from '../../../core/logger.js';
import type { PubSub } from '../../../core/pubsub.js';
import { claimDueSql, startWorkLoop, type WorkLoop } from '../../../core/work-loop.js';
import { WorkspaceRecord } from '../bootstrap.js';
import { findEmailDelivery, fromHeader, type EmailDelivery } from './email-delivery.entity.js';
import type { EmailContent } from './messages.js';

/** Purpose label of the stored mail API key's encryption (key separation under the master key). */
export const EMAIL_DELIVERY_KEY_PURPOSE = 'workspace.email-delivery-key';

/** Published after workspace emails are queued: wakes idle senders in every process. */
export const WORKSPACE_MAIL_WAKE_CHANNEL = 'workspace.mail.wake';

export type WorkspaceEmailKind = 'invite' | 'password_reset' | 'ticket_assigned';

export interface WorkspaceEmail extends EmailContent {
  to: string;
}

/** Builds the emails of one send once delivery is known to be connected; it may write (e.g. a token row). */
export type PrepareEmails = (workspaceName: string) => Promise<WorkspaceEmail[]> | WorkspaceEmail[];

const CLAIM_BATCH = 8;

interface QueuedEmail {
  id: string;
  kind: WorkspaceEmailKind;
  to_email: string;
  subject: string;
  html: string;
  text: string;
  attempts: number;
}

/** How one POST /v1/send ended. */
type SendOutcome = { sent: true; messageId: string | null } | { sent: false; retry: boolean; error: string };

/**
 * The workspace's own outbound mail. It goes out like any application's: `POST <apiUrl>/v1/send` with
 * the mail API key stored by the email-delivery setting. Nothing is queued while delivery is not
 * connected. Queued emails are rows of `workspace.outgoing_emails`, kept until the mail API takes
 * them: unreachable, 408, 429 and 5xx are retried on WORKSPACE_MAIL_RETRY_SECONDS; each attempt carries
 * the row id as `Idempotency-Key`, so an attempt repeated after a crash is not sent twice.
 */
export class WorkspaceMailer {
  private loop: WorkLoop | null = null;

  constructor(private readonly deps: { orm: MikroORM; pubsub: PubSub; logger: Logger; config: Config; clock: Clock; masterKey: Buffer }) {}

  /**
   * Prepares and queues in the background: never throws and never delays or fails the caller's
   * action. Call it after the caller's change committed. Failures are logged.
   */
  send(kind: WorkspaceEmailKind, prepare: PrepareEmails): void {
    void this.enqueue(kind, prepare).catch((error: unknown) => this.deps.logger.warn({ err: error, kind }, 'workspace email not queued'));
  }

  /** The sending loop of this process (JOBS_ENABLED). */
  start(): void {
    this.loop = startWorkLoop({
      name: 'workspace-mail',
      pubsub: this.deps.pubsub,
      wakeChannel: WORKSPACE_MAIL_WAKE_CHANNEL,
      pollMs: this.deps.config.WORKER_POLL_MS,
      lanes: 1,
      logger: this.deps.logger,
      runOnce: () => this.runOnce(),
    });
  }

  /** See WorkLoop.drain; 0 when the loop is not running in this process. */
  drain(): Promise<number> {
    return this.loop?.drain() ?? Promise.resolve(0);
  }

  async stop(): Promise<void> {
    await this.loop?.stop();
  }

  private async enqueue(kind: WorkspaceEmailKind, prepare: PrepareEmails): Promise<void> {
    const em = this.deps.orm.em.fork() as EntityManager;
    if (!(await findEmailDelivery(em))) {
      this.deps.logger.debug({ kind }, 'email delivery not connected; workspace email not sent');
      return;
    }
    const workspace = (await em.find(WorkspaceRecord, {}, { limit: 1 }))[0]!;
    const emails = await prepare(workspace.name);
    if (emails.length === 0) return;
    await em.getConnection().execute(
      `insert into workspace.outgoing_emails (id, kind, to_email, subject, html, text, status, next_attempt_at, created_at, updated_at)
       select e.id, ?, e.to_email, e.subject, e.html, e.text, 'pending', now(), now(), now()
         from jsonb_to_recordset(?::jsonb) as e(id uuid, to_email text, subject text, html text, text text)`,
      [
        kind,
        JSON.stringify(
          emails.map((email) => ({ id: newId(), to_email: email.to, subject: email.subject, html: email.html, text: email.text })),
        ),
      ],
      'run',
    );
    await this.deps.pubsub.publish(WORKSPACE_MAIL_WAKE_CHANNEL, {});
  }

  /** Claims due emails, posts each to the mail API with the current setting, and records the outcomes. */
  async runOnce(): Promise<number> {
    const em = this.deps.orm.em.fork() as EntityManager;
    const connection = em.getConnection();
    const leaseSeconds = Math.ceil(this.deps.config.WORKSPACE_MAIL_TIMEOUT_MS / 1000) + 30;
    const claimed = (await connection.execute(
      claimDueSql({
        table: 'workspace.outgoing_emails',
        pending: `d.status = 'pending'`,
        returning: 'q.id, q.kind, q.to_email, q.subject, q.html, q.text, q.attempts',
      }),
      [leaseSeconds, CLAIM_BATCH],
    )) as QueuedEmail[];
    if (claimed.length === 0) return 0;
    const settings = await findEmailDelivery(em);
    const schedule = this.deps.config.WORKSPACE_MAIL_RETRY_SECONDS;
    const outcomes = await Promise.all(
      claimed.map(async (email) => {
        const outcome: SendOutcome = settings
          ? await this.post(settings, email)
          : { sent: false, retry: false, error: 'email delivery was disconnected' };
        if (!outcome.sent)
          this.deps.logger.warn({ kind: email.kind, attempt: email.attempts, error: outcome.error }, 'workspace email not sent');
        const retryIn = !outcome.sent && outcome.retry ? schedule[email.attempts - 1] : undefined;
        return {
          id: email.id,
          attempts: email.attempts,
          status: outcome.sent ? 'sent' : retryIn === undefined ? 'failed' : 'pending',
          next: retryIn === undefined ? null : fromNow(this.deps.clock, retryIn * 1000).toISOString(),
          error: outcome.sent ? null : outcome.error.slice(0, 1000),
          message_id: outcome.sent ? outcome.messageId : null,
        };
      }),
    );
    // Guarded by the attempt number: a worker whose lease ran out records nothing over a later attempt.
    await connection.execute(
      `update workspace.outgoing_emails o
          set status = r.status, lease_until = null, next_attempt_at = coalesce(r.next, o.next_attempt_at), last_error = r.error,
              mail_message_id = r.message_id, updated_at = now()
         from jsonb_to_recordset(?::jsonb) as r(id uuid, attempts int, status text, next timestamptz, error text, message_id text)
        where o.id = r.id and o.attempts = r.attempts`,
      [JSON.stringify(outcomes)],
      'run',
    );
    return claimed.length;
  }

  private async post(settings: EmailDelivery, email: QueuedEmail): Promise<SendOutcome> {
    const apiKey = decryptSecret(this.deps.masterKey, EMAIL_DELIVERY_KEY_PURPOSE, settings.apiKeyEncrypted);
    const url = `${settings.apiUrl}/v1/send`;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}`, 'idempotency-key': email.id },
        body: JSON.stringify({
          from: fromHeader(settings),
          to: email.to_email,
          subject: email.subject,
          html: email.html,
          text: email.text,
          tags: { workspace_email: email.kind },
        }),
        signal: AbortSignal.timeout(this.deps.config.WORKSPACE_MAIL_TIMEOUT_MS),
      });
      const body = await response.text();
      if (response.ok) return { sent: true, messageId: (JSON.parse(body) as { id?: string }).id ?? null };
      // Worth another try: timeouts, rate limits, server errors. Other refusals (a suppressed recipient, a revoked key) are final.
      const retry = response.status === 408 || response.status === 429 || response.status >= 500;
      return { sent: false, retry, error: `${url} answered ${response.status}: ${body.slice(0, 500)}` };
    } catch (error) {
      return { sent: false, retry: true, error: `${url}: ${(error as Error).message}` };
    }
  }
}
