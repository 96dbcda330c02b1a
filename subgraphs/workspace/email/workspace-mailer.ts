import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../../core/config.js';
import { decryptSecret } from '../../../core/crypto.js';
import type { Logger } from '../../../core/logger.js';
import { WorkspaceRecord } from '../bootstrap.js';
import { findEmailDelivery, fromHeader } from './email-delivery.entity.js';
import type { EmailContent } from './messages.js';

/** Purpose label of the stored mail API key's encryption (key separation under the master key). */
export const EMAIL_DELIVERY_KEY_PURPOSE = 'workspace.email-delivery-key';

export type WorkspaceEmailKind = 'invite' | 'password_reset' | 'ticket_assigned';

export interface WorkspaceEmail extends EmailContent {
  to: string;
}

/** Builds the emails of one send once delivery is known to be connected; it may write (e.g. a token row). */
export type PrepareEmails = (workspaceName: string) => Promise<WorkspaceEmail[]> | WorkspaceEmail[];

/**
 * The workspace's own outbound mail. It goes out like any application's: `POST <apiUrl>/v1/send` with
 * the mail API key stored by the email-delivery setting. Nothing is sent while delivery is not connected.
 */
export class WorkspaceMailer {
  constructor(private readonly deps: { orm: MikroORM; logger: Logger; config: Config; masterKey: Buffer }) {}

  /**
   * Sends in the background: never throws and never delays or fails the caller's action. Call it
   * after the caller's change committed. Failures are logged.
   */
  send(kind: WorkspaceEmailKind, prepare: PrepareEmails): void {
    void this.deliver(kind, prepare).catch((error: unknown) => this.deps.logger.warn({ err: error, kind }, 'workspace email not sent'));
  }

  private async deliver(kind: WorkspaceEmailKind, prepare: PrepareEmails): Promise<void> {
    const em = this.deps.orm.em.fork() as EntityManager;
    const settings = await findEmailDelivery(em);
    if (!settings) {
      this.deps.logger.debug({ kind }, 'email delivery not connected; workspace email not sent');
      return;
    }
    const workspace = (await em.find(WorkspaceRecord, {}, { limit: 1 }))[0]!;
    const emails = await prepare(workspace.name);
    const apiKey = decryptSecret(this.deps.masterKey, EMAIL_DELIVERY_KEY_PURPOSE, settings.apiKeyEncrypted);
    const url = `${settings.apiUrl}/v1/send`;
    const from = fromHeader(settings);
    await Promise.all(
      emails.map(async (email) => {
        try {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
            body: JSON.stringify({ from, ...email, tags: { workspace_email: kind } }),
            signal: AbortSignal.timeout(this.deps.config.WORKSPACE_MAIL_TIMEOUT_MS),
          });
          if (!response.ok) {
            const body = (await response.text()).slice(0, 500);
            this.deps.logger.warn({ kind, status: response.status, body }, 'workspace email refused by the mail API');
          }
        } catch (error) {
          this.deps.logger.warn({ err: error, kind, url }, 'workspace email not sent');
        }
      }),
    );
  }
}
