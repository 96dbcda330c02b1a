import { publicUrl } from '../../../core/config.js';
import { encryptSecret, sha256Hex } from '../../../core/crypto.js';
import { conflict, invalidInput } from '../../../core/errors.js';
import { requiredText } from '../../../core/validation.js';
import { MAIL_KEY_PREFIX, type UserViewer } from '../../../core/viewer.js';
import { audit } from '../audit/audit.js';
import { WorkspaceRecord } from '../bootstrap.js';
import { uniqueOrConflict } from '../../../core/unique.js';
import type { WorkspaceContext } from '../context.js';
import { normaliseEmail } from '../identity/user.service.js';
import { EmailDelivery, EmailDeliveryMode, findEmailDelivery, fromHeader } from './email-delivery.entity.js';
import { provisionSender } from './mail-provisioning.js';
import { EMAIL_DELIVERY_KEY_PURPOSE } from './workspace-mailer.js';
import { transact } from '../../../core/outbox.js';

/** Local part of the From address on the shared sender subdomain. */
const SHARED_FROM_LOCAL_PART = 'notifications';

/** What admins see of the setting; never the key. */
export interface EmailDeliveryState {
  connected: boolean;
  mode: EmailDeliveryMode | null;
  fromAddress: string | null;
  apiUrl: string | null;
  connectedAt: Date | null;
}

const state = (settings: EmailDelivery | null): EmailDeliveryState => ({
  connected: Boolean(settings),
  mode: settings?.mode ?? null,
  fromAddress: settings ? fromHeader(settings) : null,
  apiUrl: settings?.apiUrl ?? null,
  connectedAt: settings?.createdAt ?? null,
});

/**
 * The sender subdomain's label: the workspace name, and a suffix per workspace and admin, since the
 * mail account (and so the subdomain) belongs to the admin who connects.
 */
function senderSlug(workspace: WorkspaceRecord, userId: string): string {
  const name = workspace.name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
  return `${name || 'workspace'}-${sha256Hex(`${workspace.id}:${userId}`).slice(0, 6)}`;
}

function optionalName(value: string | null | undefined): string | null {
  return value === null || value === undefined ? null : requiredText('fromName', value, 100);
}

function apiBaseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw invalidInput('apiUrl', 'must be an http(s) URL such as https://mail.example.com');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalidInput('apiUrl', 'must be an http(s) URL');
  if (url.search || url.hash) throw invalidInput('apiUrl', 'must be a base URL without query or fragment');
  return url.toString().replace(/\/+$/, '');
}

/** The Admin "Email delivery" setting: how the workspace's own mail (invites, resets, notifications) goes out. */
export class EmailDeliveryService {
  constructor(private readonly ctx: WorkspaceContext) {}

  private get em() {
    return this.ctx.em;
  }

  async get(): Promise<EmailDeliveryState> {
    this.ctx.requireGlobal('admin:email-delivery:manage');
    return state(await findEmailDelivery(this.em));
  }

  /**
   * Provisions (idempotently) a mail account, a verified subdomain under the operator's shared sender
   * identity and a fresh sending key on this instance's mail service, and sends from there. Connecting
   * again rotates the key.
   */
  async connect(input: { fromName?: string | null }): Promise<EmailDeliveryState> {
    const viewer = this.ctx.requireGlobal('admin:email-delivery:manage');
    const workspace = (await this.em.find(WorkspaceRecord, {}, { limit: 1 }))[0]!;
    const fromName = optionalName(input.fromName) ?? workspace.name;
    const sender = await provisionSender(this.ctx, {
      slug: senderSlug(workspace, viewer.userId),
      accountName: `${workspace.name} workspace email`,
    });
    return this.save(viewer, {
      mode: EmailDeliveryMode.SHARED,
      apiUrl: publicUrl(this.ctx.deps.config).replace(/\/+$/, ''),
      apiKey: sender.token,
      fromEmail: `${SHARED_FROM_LOCAL_PART}@${sender.domain}`,
      fromName,
      mailAccountId: sender.account.id,
    });
  }

  /** Self-hosted, own from-domain: a mail API and a sending key created elsewhere (not checked until mail goes out). */
  async configure(input: { apiUrl: string; apiKey: string; fromAddress: string; fromName?: string | null }): Promise<EmailDeliveryState> {
    const viewer = this.ctx.requireGlobal('admin:email-delivery:manage');
    const apiKey = requiredText('apiKey', input.apiKey, 500);
    if (!apiKey.startsWith(MAIL_KEY_PREFIX)) throw invalidInput('apiKey', `must be a mail API key (${MAIL_KEY_PREFIX}…)`);
    return this.save(viewer, {
      mode: EmailDeliveryMode.CUSTOM,
      apiUrl: apiBaseUrl(input.apiUrl),
      apiKey,
      fromEmail: normaliseEmail(input.fromAddress, 'fromAddress'),
      fromName: optionalName(input.fromName),
      mailAccountId: null,
    });
  }

  /** Stops workspace mail and forgets the key (revoke it in the mail console if it should stop working too). */
  async disconnect(): Promise<EmailDeliveryState> {
    const viewer = this.ctx.requireGlobal('admin:email-delivery:manage');
    if (await this.em.nativeDelete(EmailDelivery, {})) {
      audit(this.em, { actorId: viewer.userId, action: 'email_delivery.disconnected', ip: this.ctx.ip });
      await this.em.flush();
    }
    return state(null);
  }

  private async save(
    viewer: UserViewer,
    input: Pick<EmailDelivery, 'mode' | 'apiUrl' | 'fromEmail' | 'fromName' | 'mailAccountId'> & { apiKey: string },
  ): Promise<EmailDeliveryState> {
    const { apiKey, ...columns } = input;
    const settings = await uniqueOrConflict(
      () => conflict('Email delivery was changed at the same time; try again', { field: 'mode' }),
      () =>
        transact(this.em, async (tx) => {
          await tx.nativeDelete(EmailDelivery, {});
          audit(tx, {
            actorId: viewer.userId,
            action: 'email_delivery.connected',
            details: { mode: columns.mode, apiUrl: columns.apiUrl, from: fromHeader(columns) },
            ip: this.ctx.ip,
          });
          return tx.create(EmailDelivery, {
            ...columns,
            apiKeyEncrypted: encryptSecret(this.ctx.deps.masterKey, EMAIL_DELIVERY_KEY_PURPOSE, apiKey),
            connectedById: viewer.userId,
          });
        }),
    );
    return state(settings);
  }
}
