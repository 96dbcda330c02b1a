import { constantTimeEqual, randomToken, sha256Hex } from '../../../core/crypto.js';
import { invalidInput, notFound } from '../../../core/errors.js';
import { requiredText } from '../../../core/validation.js';
import { CREDENTIALS_CHANGED_CHANNEL, MAIL_KEY_PREFIX, type MailKeyViewer } from '../../../core/viewer.js';
import type { MailContext } from '../context.js';
import { SenderDomain } from '../domains/sender-domain.entity.js';
import { MailAccount } from './account.entity.js';
import { MailApiKey, MailKeyAccess } from './mail-api-key.entity.js';

/** last_used_at is written at most this often per key. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** Mail accounts and their /v1 API keys (managed by the owning platform user in the console). */
export class AccountService {
  constructor(private readonly ctx: MailContext) {}

  private get em() {
    return this.ctx.em;
  }

  async create(name: string): Promise<MailAccount> {
    const ownerUserId = this.ctx.requireUserId();
    const account = this.em.create(MailAccount, { ownerUserId, name: requiredText('name', name, 200) });
    await this.em.flush();
    return account;
  }

  async list(): Promise<MailAccount[]> {
    const ownerUserId = this.ctx.requireUserId();
    return this.em.find(MailAccount, { ownerUserId }, { orderBy: { id: 'asc' } });
  }

  async createKey(input: {
    accountId: string;
    name: string;
    access: MailKeyAccess;
    domainId?: string | null;
  }): Promise<{ apiKey: MailApiKey; token: string }> {
    this.ctx.requireUserId();
    const account = await this.ctx.requireAccount(input.accountId);
    if (input.domainId) {
      if (input.access !== MailKeyAccess.SENDING) throw invalidInput('domainId', 'only sending keys can be limited to a domain');
      const domain = await this.em.findOne(SenderDomain, { id: input.domainId, accountId: account.id, deletedAt: null });
      if (!domain) throw invalidInput('domainId', 'no such sender domain on this account');
    }
    const token = randomToken(MAIL_KEY_PREFIX);
    const apiKey = this.em.create(MailApiKey, {
      accountId: account.id,
      name: requiredText('name', input.name, 100),
      tokenHash: sha256Hex(token),
      tokenPrefix: token.slice(0, MAIL_KEY_PREFIX.length + 6),
      access: input.access,
      domainId: input.domainId ?? null,
    });
    await this.em.flush();
    return { apiKey, token };
  }

  async listKeys(accountId: string): Promise<MailApiKey[]> {
    const account = await this.ctx.requireAccount(accountId);
    return this.em.find(MailApiKey, { accountId: account.id }, { orderBy: { id: 'asc' } });
  }

  async revokeKey(id: string): Promise<MailApiKey> {
    const userId = this.ctx.requireUserId();
    const key = await this.em.findOne(MailApiKey, { id });
    const account = key ? await this.em.findOne(MailAccount, { id: key.accountId, ownerUserId: userId }) : null;
    if (!key || !account) throw notFound('API key');
    if (!key.revokedAt) {
      key.revokedAt = this.ctx.now();
      await this.em.flush();
      await this.ctx.deps.pubsub.publish(CREDENTIALS_CHANGED_CHANNEL, {});
    }
    return key;
  }

  /**
   * Gateway only: the mail-key viewer behind a `svc_mail_` credential with the account's owner, or
   * null. Whether the owner is still active is the workspace's to say; the gateway asks it.
   */
  async resolveKey(credential: string, ip: string | null): Promise<(MailKeyViewer & { ownerUserId: string }) | null> {
    this.ctx.requireService();
    if (!credential.startsWith(MAIL_KEY_PREFIX)) return null;
    const hash = sha256Hex(credential);
    const key = await this.em.findOne(MailApiKey, { tokenHash: hash });
    if (!key || !constantTimeEqual(key.tokenHash, hash) || key.revokedAt) return null;
    const account = await this.em.findOne(MailAccount, { id: key.accountId });
    if (!account) return null;
    const now = this.ctx.now();
    if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
      await this.em.nativeUpdate(MailApiKey, { id: key.id }, { lastUsedAt: now });
    }
    return {
      kind: 'mail_key',
      accountId: key.accountId,
      apiKeyId: key.id,
      access: key.access,
      ...(key.domainId ? { domainId: key.domainId } : {}),
      ...(ip ? { ip } : {}),
      ownerUserId: account.ownerUserId,
    };
  }
}
