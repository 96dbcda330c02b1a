import { domainToASCII } from 'node:url';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parse as parseDomain } from 'tldts';
import { encryptSecret } from '../../../core/crypto.js';
import { invalidInput, notFound } from '../../../core/errors.js';
import { newerThanCursor, toPage, type Page } from '../../../core/pagination.js';
import { uniqueOrExisting } from '../../../core/unique.js';
import { notNull, requiredText } from '../../../core/validation.js';
import { isSharedSubdomain, type MailContext } from '../context.js';
import { cloudflareAutoSetup, detectProvider, type ProviderDetection, type RecordSetupResult } from './dns-provider.js';
import { DOMAIN_VERIFY_QUEUE } from './queues.js';
import type { NewMailEvent } from '../outbox/mail-event.entity.js';
import { transactWithMailEvents, type MailEventRecorder } from '../outbox/mail-outbox.js';
import { dkimRecordValue, generateDkimKeyPair, newSelector, txtChunks, TXT_CHUNK_BYTES } from './dkim.js';
import { domainAlreadyAdded, reservedDomain } from './domain.errors.js';
import { bounceDomain, dmarcRecommended, isSpf, mailFromRecords, requiredSpf, sameTagList, type DnsRecordSpec } from './dns-records.js';
import type { Lookup } from './dns-lookup.js';
import { SenderDomain, type RecordCheck, type VerificationStatus } from './sender-domain.entity.js';

/** Purpose label of the DKIM private keys' encryption (key separation under the master key). */
export const DKIM_KEY_PURPOSE = 'mail.dkim-private-key';

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

/** A `domain.*` event of the mail outbox. */
export const domainEvent = (accountId: string, domainId: string, type: string, payload: Record<string, unknown>): NewMailEvent => ({
  accountId,
  aggregateType: 'sender_domain',
  aggregateId: domainId,
  type,
  payload,
});

/** A domain's own DKIM key: a new selector and the key pair, the private half encrypted under the master key. */
const ownDkimKey = (
  masterKey: Buffer,
  keyPair: { publicKey: string; privateKeyPem: string },
): Pick<SenderDomain, 'dkimSelector' | 'dkimPublicKey' | 'dkimPrivateKeyEncrypted'> => ({
  dkimSelector: newSelector(),
  dkimPublicKey: keyPair.publicKey,
  dkimPrivateKeyEncrypted: encryptSecret(masterKey, DKIM_KEY_PURPOSE, keyPair.privateKeyPem),
});

/**
 * Adds a sender domain in `em` with its DKIM key (its own, or for a shared subdomain the shared
 * sender's selector and public key without a private key), and writes its `domain.created` event with it.
 */
export function addSenderDomain(
  em: EntityManager,
  events: MailEventRecorder,
  dkim: Pick<SenderDomain, 'dkimSelector' | 'dkimPublicKey' | 'dkimPrivateKeyEncrypted'>,
  fields: { accountId: string; domain: string } & Partial<
    Pick<SenderDomain, 'spfSeen' | 'verificationStatus' | 'verifiedAt' | 'lastCheckedAt'>
  >,
  eventDetails: Record<string, unknown> = {},
): SenderDomain {
  const created = em.create(SenderDomain, { ...fields, ...dkim });
  events.record(domainEvent(fields.accountId, created.id, 'domain.created', { domain: fields.domain, ...eventDetails }));
  return created;
}

/** Lower-cases, converts IDN to punycode and checks the name is a registrable hostname, not a public suffix. */
export function normaliseDomain(input: string): string {
  const ascii = domainToASCII(input.trim().toLowerCase().replace(/\.$/, ''));
  if (!ascii || !HOSTNAME.test(ascii)) throw invalidInput('domain', 'must be a valid domain name such as example.com');
  const parsed = parseDomain(ascii, { allowPrivateDomains: true });
  if (parsed.isIp || !parsed.domain || !parsed.publicSuffix || ascii === parsed.publicSuffix) {
    throw invalidInput('domain', 'must be a domain you own, not a public suffix');
  }
  return ascii;
}

export const isReserved = (domain: string, reserved: readonly string[]): boolean =>
  reserved.some((root) => domain === root || domain.endsWith(`.${root}`));

/** The DNS records a sender domain must publish, derived from the stored key and the last SPF seen. */
export interface SenderDomainRecords {
  dkimRecords: DnsRecordSpec[];
  spfRequired: string;
  spfAlreadyIncluded: boolean;
  dmarcRecommended: string;
  mailFromRecords: DnsRecordSpec[];
}

export interface VerifyOutcome {
  domain: SenderDomain;
  checks: RecordCheck[];
}

/** Sender domains: registration with a generated DKIM key, DNS verification and its state machine. */
export class DomainService {
  constructor(private readonly ctx: MailContext) {}

  private get em() {
    return this.ctx.em;
  }

  private transact<T>(work: (tx: EntityManager, events: MailEventRecorder) => Promise<T>): Promise<T> {
    return transactWithMailEvents(this.em, this.ctx.deps.pubsub, work);
  }

  /**
   * The records of the domain's sending identity: its own, or for a shared subdomain those of the
   * shared domain with the central key, which the operator publishes once for all of them.
   */
  records(domain: SenderDomain): SenderDomainRecords {
    const hosts = this.ctx.deps.hosts;
    const identity = this.identity(domain);
    const value = dkimRecordValue(identity.publicKey);
    const spf = requiredSpf(domain.spfSeen ?? null, hosts.sendingSpfHost);
    return {
      dkimRecords: [
        {
          name: `${identity.selector}._domainkey.${identity.domain}`,
          type: 'TXT',
          value,
          ...(Buffer.byteLength(value) > TXT_CHUNK_BYTES ? { valueChunks: txtChunks(value) } : {}),
        },
      ],
      spfRequired: spf.value,
      spfAlreadyIncluded: spf.alreadyIncluded,
      dmarcRecommended: dmarcRecommended(hosts),
      mailFromRecords: mailFromRecords(identity.domain, hosts),
    };
  }

  /** The domain whose records sign and carry the domain's mail, with the selector and public key. */
  private identity(domain: SenderDomain): { domain: string; selector: string; publicKey: string } {
    const shared = this.ctx.deps.sharedSender;
    return isSharedSubdomain(domain.domain, shared)
      ? shared
      : { domain: domain.domain, selector: domain.dkimSelector, publicKey: domain.dkimPublicKey };
  }

  async create(accountId: string | null | undefined, input: string): Promise<SenderDomain> {
    const account = await this.ctx.requireAccount(accountId);
    const domain = normaliseDomain(input);
    if (isReserved(domain, this.ctx.deps.reservedDomains)) throw reservedDomain(domain);
    const existing = await this.em.findOne(SenderDomain, { accountId: account.id, domain, deletedAt: null });
    if (existing) throw domainAlreadyAdded(domain, existing.id);
    const [{ publicKey, privateKeyPem }, spf] = await Promise.all([generateDkimKeyPair(), this.currentSpf(domain)]);
    // A concurrent registration of the same domain meets the partial unique index.
    return uniqueOrExisting(
      () =>
        this.transact(async (tx, events) =>
          addSenderDomain(tx, events, ownDkimKey(this.ctx.deps.masterKey, { publicKey, privateKeyPem }), {
            accountId: account.id,
            domain,
            spfSeen: spf,
          }),
        ),
      () => this.em.fork().findOne(SenderDomain, { accountId: account.id, domain, deletedAt: null }),
      (winner) => domainAlreadyAdded(domain, winner.id),
    );
  }

  async get(accountId: string | null | undefined, id: string): Promise<SenderDomain> {
    const account = await this.ctx.requireAccount(accountId);
    const domain = await this.em.findOne(SenderDomain, { id, accountId: account.id, deletedAt: null });
    if (!domain) throw notFound('Sender domain');
    return domain;
  }

  async list(accountId: string | null | undefined, first: number, after?: string | null): Promise<Page<SenderDomain>> {
    const account = await this.ctx.requireAccount(accountId);
    const rows = await this.em.find(
      SenderDomain,
      { accountId: account.id, deletedAt: null, ...newerThanCursor(after) },
      { orderBy: { id: 'asc' }, limit: first + 1 },
    );
    return toPage(rows, first);
  }

  /** Switches open tracking (the `email.opened` event) on or off for sends from this domain. Off by default. */
  async update(accountId: string | null | undefined, id: string, input: { openTracking?: boolean | null }): Promise<SenderDomain> {
    const domain = await this.get(accountId, id);
    const openTracking = input.openTracking === undefined ? undefined : notNull('openTracking', input.openTracking);
    if (openTracking !== undefined && openTracking !== domain.openTracking) {
      await this.transact(async (_tx, events) => {
        domain.openTracking = openTracking;
        events.record(domainEvent(domain.accountId, domain.id, 'domain.updated', { domain: domain.domain, openTracking }));
      });
    }
    return domain;
  }

  /** Deregisters: the private key is destroyed, DNS is left as it is, sends from it are refused. */
  async delete(accountId: string | null | undefined, id: string): Promise<SenderDomain> {
    const domain = await this.get(accountId, id);
    domain.deletedAt = this.ctx.now();
    domain.dkimPrivateKeyEncrypted = null;
    // The transaction's flush writes the changes above: it shares the request's identity map.
    await this.transact(async (_tx, events) =>
      events.record(domainEvent(domain.accountId, domain.id, 'domain.deleted', { domain: domain.domain })),
    );
    return domain;
  }

  async verify(accountId: string | null | undefined, id: string): Promise<VerifyOutcome> {
    return this.check(await this.get(accountId, id));
  }

  /**
   * Looks the records up and moves the state machine: DKIM confirmed -> verified; a transient DNS
   * failure on the DKIM lookup -> temporary-failure (retried automatically), except that a verified
   * domain stays verified (the failed check recorded, retried the same way): only a definite answer
   * may stop its sending; DKIM absent or different -> failed for a domain that was verified before,
   * pending otherwise. A shared subdomain's check looks up the shared domain's central records and
   * only records what it saw: the operator's identity keeps it verified.
   */
  async check(domain: SenderDomain): Promise<VerifyOutcome> {
    const records = this.records(domain);
    const dns = this.ctx.deps.dns;
    const dkim = records.dkimRecords[0]!;
    const shared = isSharedSubdomain(domain.domain, this.ctx.deps.sharedSender);
    const root = this.identity(domain).domain;
    const [dkimTxt, rootTxt, dmarcTxt, bounceMx, bounceTxt] = await Promise.all([
      dns.txt(dkim.name),
      dns.txt(root),
      dns.txt(`_dmarc.${root}`),
      dns.mx(bounceDomain(root)),
      dns.txt(bounceDomain(root)),
    ]);
    const spfSeen = rootTxt.kind === 'found' ? (rootTxt.records.find(isSpf) ?? null) : null;
    if (rootTxt.kind !== 'error') domain.spfSeen = spfSeen;
    const include = `include:${this.ctx.deps.hosts.sendingSpfHost}`.toLowerCase();
    const [mx, bounceSpf] = records.mailFromRecords;
    const checks: RecordCheck[] = [
      txtCheck('dkim', dkim, dkimTxt, true, (txt) => sameTagList(txt, dkim.value)),
      txtCheck(
        'spf',
        { name: root, type: 'TXT' },
        rootTxt,
        true,
        (txt) => isSpf(txt) && txt.toLowerCase().split(/\s+/).includes(include),
        isSpf,
      ),
      txtCheck('dmarc', { name: `_dmarc.${root}`, type: 'TXT' }, dmarcTxt, false, (txt) => /^v=DMARC1/i.test(txt.trim())),
      mxCheck(mx!, bounceMx),
      txtCheck('return_path_txt', bounceSpf!, bounceTxt, false, (txt) => sameTagList(txt, bounceSpf!.value), isSpf),
    ];
    const dkimCheck = checks[0]!;
    const previous = domain.verificationStatus;
    const next: VerificationStatus =
      shared || dkimCheck.status === 'found'
        ? 'verified'
        : dkimCheck.status === 'error'
          ? previous === 'verified'
            ? 'verified'
            : 'temporary-failure'
          : domain.verifiedAt
            ? 'failed'
            : 'pending';
    domain.verificationStatus = next;
    domain.lastCheckedAt = this.ctx.now();
    domain.lastCheck = checks;
    if (dkimCheck.status === 'found') domain.verifiedAt = domain.lastCheckedAt;
    await this.transact(async (_tx, events) => {
      if (next !== previous) {
        events.record(
          domainEvent(domain.accountId, domain.id, 'domain.verification_status_changed', {
            domain: domain.domain,
            from: previous,
            to: next,
          }),
        );
      }
    });
    if (dkimCheck.status === 'error' && !shared) {
      await this.ctx.deps.jobs?.send(
        DOMAIN_VERIFY_QUEUE,
        { domainId: domain.id },
        { startAfter: this.ctx.deps.config.MAIL_RETRY_TEMPORARY_FAILURE_SECONDS },
      );
    }
    return { domain, checks };
  }

  async detectProvider(accountId: string | null | undefined, id: string): Promise<ProviderDetection> {
    const domain = await this.get(accountId, id);
    return detectProvider(this.ctx.deps.dns, domain.domain);
  }

  /** Publishes the records at Cloudflare with the caller's token (used for this call only, never stored). */
  async autoSetup(
    accountId: string | null | undefined,
    id: string,
    apiToken: string,
  ): Promise<{ domain: SenderDomain; records: RecordSetupResult[] }> {
    const domain = await this.get(accountId, id);
    const token = requiredText('apiToken', apiToken, 200);
    const records = await cloudflareAutoSetup({
      apiToken: token,
      baseURL: this.ctx.deps.config.MAIL_CLOUDFLARE_API_URL,
      domain: domain.domain,
      records: this.records(domain),
      sendingSpfHost: this.ctx.deps.hosts.sendingSpfHost,
    });
    return { domain, records };
  }

  /** The SPF record the domain publishes now (null when none or when DNS cannot tell). */
  private async currentSpf(domain: string): Promise<string | null> {
    const txt = await this.ctx.deps.dns.txt(domain);
    return txt.kind === 'found' ? (txt.records.find(isSpf) ?? null) : null;
  }
}

function txtCheck(
  record: RecordCheck['record'],
  spec: { name: string; type: 'TXT' | 'MX' },
  lookup: Lookup<string>,
  required: boolean,
  matches: (txt: string) => boolean,
  relevant: (txt: string) => boolean = () => true,
): RecordCheck {
  const base = { record, name: spec.name, type: spec.type, required };
  if (lookup.kind === 'error') return { ...base, status: 'error', seen: [lookup.reason] };
  const seen = lookup.kind === 'found' ? lookup.records.filter(relevant) : [];
  if (seen.length === 0) return { ...base, status: 'missing', seen: [] };
  return { ...base, status: seen.some(matches) ? 'found' : 'mismatch', seen };
}

function mxCheck(spec: DnsRecordSpec, lookup: Lookup<{ exchange: string; priority: number }>): RecordCheck {
  const base = { record: 'return_path_mx' as const, name: spec.name, type: 'MX' as const, required: false };
  if (lookup.kind === 'error') return { ...base, status: 'error', seen: [lookup.reason] };
  if (lookup.kind === 'missing') return { ...base, status: 'missing', seen: [] };
  const seen = lookup.records.map((mx) => `${mx.priority} ${mx.exchange}`);
  const found = lookup.records.some((mx) => mx.exchange.toLowerCase().replace(/\.$/, '') === spec.value.toLowerCase());
  return { ...base, status: found ? 'found' : 'mismatch', seen };
}
