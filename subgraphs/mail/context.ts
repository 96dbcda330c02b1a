import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Clock } from '../../core/clock.js';
import type { Config } from '../../core/config.js';
import { forbidden, notFound, unauthenticated } from '../../core/errors.js';
import type { PgBoss } from '../../core/jobs.js';
import type { Logger } from '../../core/logger.js';
import type { PubSub } from '../../core/pubsub.js';
import type { Viewer } from '../../core/viewer.js';
import { MailAccount } from './accounts/account.entity.js';
import type { DnsLookup } from './domains/dns-lookup.js';
import type { OperatorHosts } from './domains/dns-records.js';

export interface MailDeps {
  orm: MikroORM;
  pubsub: PubSub;
  jobs: PgBoss | null;
  logger: Logger;
  config: Config;
  clock: Clock;
  masterKey: Buffer;
  dns: DnsLookup;
  hosts: OperatorHosts;
  reservedDomains: string[];
  /** The central key that signs shared-sender mail (see domains/shared-dkim.ts). */
  sharedSender: SharedSender;
}

/** The operator's shared sender identity: MAIL_SHARED_SENDING_DOMAIN and its one DKIM key. */
export interface SharedSender {
  domain: string;
  selector: string;
  /** Base64 SPKI of the public key (the `p=` tag). */
  publicKey: string;
  /** AES-256-GCM envelope of the private key (purpose DKIM_KEY_PURPOSE). */
  privateKeyEncrypted: string;
}

/** Whether `domain` is a shared subdomain `<slug>.<shared domain>`: operator-verified, signed with the central key. */
export const isSharedSubdomain = (domain: string, sharedSender: SharedSender): boolean => domain.endsWith(`.${sharedSender.domain}`);

/** What a /v1 operation needs: a `full` key, or also a `sending` key. */
export type MailAccess = 'full' | 'sending';

/** Per-request state of the mail subgraph: the viewer and a forked EntityManager. */
export class MailContext {
  readonly em: EntityManager;

  constructor(
    readonly viewer: Viewer,
    readonly deps: MailDeps,
  ) {
    this.em = deps.orm.em.fork() as EntityManager;
  }

  /** The platform clock's time. */
  now(): Date {
    return this.deps.clock.now();
  }

  requireService(): void {
    if (this.viewer.kind !== 'service') throw forbidden('Only the gateway may call this');
  }

  /**
   * A platform user managing accounts (the console, or MCP's mail tools with an API key). An AI client's OAuth token is
   * for the workspace: the mail service does not take it (docs/permissions.md, "Acting for someone").
   */
  requireUserId(): string {
    if (this.viewer.kind !== 'user') throw unauthenticated();
    if (this.viewer.authMethod === 'oauth')
      throw unauthenticated("An AI client's OAuth access token is for /mcp: the mail service does not take it");
    return this.viewer.userId;
  }

  /**
   * The account an operation acts on. A mail key acts on its own account (and needs `access`);
   * a platform user names an account they own. Any other account is NOT_FOUND.
   */
  async requireAccount(accountId: string | null | undefined, access: MailAccess = 'full'): Promise<MailAccount> {
    const viewer = this.viewer;
    if (viewer.kind === 'mail_key') {
      if (accountId && accountId !== viewer.accountId) throw notFound('Account');
      if (access === 'full' && viewer.access !== 'full') throw forbidden('This API key may only send email');
      const account = await this.em.findOne(MailAccount, { id: viewer.accountId });
      if (!account) throw unauthenticated();
      return account;
    }
    const userId = this.requireUserId();
    if (!accountId) throw notFound('Account');
    const account = await this.em.findOne(MailAccount, { id: accountId, ownerUserId: userId });
    if (!account) throw notFound('Account');
    return account;
  }
}
