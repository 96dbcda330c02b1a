import type { EntityManager } from '@mikro-orm/postgresql';
import { Arg, Ctx, Field, ID, InputType, Mutation, ObjectType, Resolver } from 'type-graphql';
import { conflict, forbidden, invalidInput } from '../../../core/errors.js';
import { requiredText } from '../../../core/validation.js';
import type { MailContext } from '../context.js';
import { addSenderDomain } from '../domains/domain.service.js';
import { transactWithMailEvents } from '../outbox/mail-outbox.js';
import { SenderDomain } from '../domains/sender-domain.entity.js';
import { MailAccount } from './account.entity.js';
import { AccountService } from './account.service.js';
import { MailApiKey, MailKeyAccess } from './mail-api-key.entity.js';

/** Name of the sending keys minted for a workspace; minting a new one revokes the earlier ones. */
const WORKSPACE_SENDER_KEY_NAME = 'Workspace email delivery';

/** Serialises provisioning (rare), so a user gets one account and a shared subdomain one owner. */
const PROVISION_LOCK = 0x5356_4d01;

const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export interface WorkspaceSender {
  account: MailAccount;
  domain: SenderDomain;
  apiKey: MailApiKey;
  token: string;
}

/**
 * Sending for a workspace's own mail, under the operator's shared identity: a mail account owned by the
 * calling workspace admin, a sender subdomain `<slug>.<MAIL_SHARED_SENDING_DOMAIN>` and a sending key.
 *
 * The subdomain is `verified` at once and has no DKIM key of its own: its mail is signed with the
 * shared sender's central key (`d=` the shared domain, so relaxed DMARC alignment holds for the
 * subdomain), whose records the operator publishes once. No DNS work for the workspace, and the
 * periodic re-check leaves shared subdomains alone.
 */
export class WorkspaceSenderService {
  constructor(private readonly ctx: MailContext) {}

  /** Idempotent: the account and subdomain are created once per user; each call mints a fresh key and revokes the earlier ones. */
  async provision(input: { slug: string; accountName?: string | null }): Promise<WorkspaceSender> {
    const userId = this.ctx.requireUserId();
    if (this.ctx.viewer.kind === 'user' && this.ctx.viewer.globalRole === 'member') {
      throw forbidden('Only workspace admins connect email delivery');
    }
    const { account, domain } = (await this.existing(this.ctx.em, userId)) ?? (await this.create(userId, input));
    const accounts = new AccountService(this.ctx);
    const earlier = await this.ctx.em.find(MailApiKey, { accountId: account.id, name: WORKSPACE_SENDER_KEY_NAME, revokedAt: null });
    const minted = await accounts.createKey({
      accountId: account.id,
      name: WORKSPACE_SENDER_KEY_NAME,
      access: MailKeyAccess.SENDING,
      domainId: domain.id,
    });
    for (const key of earlier) await accounts.revokeKey(key.id);
    return { account, domain, ...minted };
  }

  /** The user's live shared subdomain and its account, if provisioned before. */
  private async existing(em: EntityManager, userId: string): Promise<{ account: MailAccount; domain: SenderDomain } | null> {
    const accounts = await em.find(MailAccount, { ownerUserId: userId });
    if (accounts.length === 0) return null;
    const domain = await em.findOne(
      SenderDomain,
      { accountId: { $in: accounts.map((account) => account.id) }, domain: { $like: `%.${this.sharedDomain}` }, deletedAt: null },
      { orderBy: { id: 'asc' } },
    );
    return domain ? { account: accounts.find((account) => account.id === domain.accountId)!, domain } : null;
  }

  private async create(userId: string, input: { slug: string; accountName?: string | null }) {
    const slug = input.slug.trim().toLowerCase();
    if (!DNS_LABEL.test(slug)) throw invalidInput('slug', 'must be one DNS label: a-z, 0-9 and inner hyphens, at most 63 characters');
    const name = requiredText('accountName', input.accountName ?? `Workspace email (${slug})`, 200);
    const domainName = `${slug}.${this.sharedDomain}`;
    const shared = this.ctx.deps.sharedSender;
    return transactWithMailEvents(this.ctx.em, this.ctx.deps.pubsub, async (tx, events) => {
      await tx.execute('select pg_advisory_xact_lock(?)', [PROVISION_LOCK]);
      const raced = await this.existing(tx, userId);
      if (raced) return raced;
      if (await tx.count(SenderDomain, { domain: domainName, deletedAt: null })) {
        throw conflict(`${domainName} is already taken; choose another slug`, { field: 'slug' });
      }
      const now = this.ctx.now();
      const account = tx.create(MailAccount, { ownerUserId: userId, name });
      const domain = addSenderDomain(
        tx,
        events,
        { dkimSelector: shared.selector, dkimPublicKey: shared.publicKey, dkimPrivateKeyEncrypted: null },
        { accountId: account.id, domain: domainName, verificationStatus: 'verified', verifiedAt: now, lastCheckedAt: now },
        { shared: true },
      );
      return { account, domain };
    });
  }

  private get sharedDomain(): string {
    return this.ctx.deps.sharedSender.domain;
  }
}

@InputType()
class ProvisionWorkspaceSenderInput {
  @Field({ description: 'DNS label of the subdomain: mail goes out from `<slug>.<shared domain>`. Used on the first call only.' })
  slug!: string;

  @Field(() => String, { nullable: true, description: 'Name of the mail account created on the first call.' })
  accountName?: string | null;
}

@ObjectType()
class ProvisionWorkspaceSenderPayload {
  @Field(() => MailAccount)
  account!: MailAccount;

  @Field(() => ID)
  senderDomainId!: string;

  @Field({ description: 'The verified sender subdomain, e.g. `acme.mail.svc.example`.' })
  domain!: string;

  @Field(() => MailApiKey)
  apiKey!: MailApiKey;

  @Field({ description: 'A `sending` key limited to the subdomain (`svc_mail_…`). Shown only in this response.' })
  token!: string;
}

@Resolver()
export class WorkspaceSenderResolver {
  @Mutation(() => ProvisionWorkspaceSenderPayload, {
    description:
      "Workspace admins: a mail account of yours with a verified subdomain under the operator's shared sender identity (no DNS work) and a new sending key. Idempotent; earlier keys it minted are revoked.",
  })
  async provisionWorkspaceSender(
    @Arg('input') input: ProvisionWorkspaceSenderInput,
    @Ctx() ctx: MailContext,
  ): Promise<ProvisionWorkspaceSenderPayload> {
    const sender = await new WorkspaceSenderService(ctx).provision(input);
    return { ...sender, senderDomainId: sender.domain.id, domain: sender.domain.domain };
  }
}
