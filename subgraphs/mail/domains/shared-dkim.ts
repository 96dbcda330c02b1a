import type { EntityManager } from '@mikro-orm/postgresql';
import { encryptSecret } from '../../../core/crypto.js';
import { onUniqueViolation } from '../../../core/unique.js';
import type { MailDeps, SharedSender } from '../context.js';
import { transactWithMailEvents } from '../outbox/mail-outbox.js';
import { dkimRecordValue, generateDkimKeyPair } from './dkim.js';
import { DKIM_KEY_PURPOSE, domainEvent } from './domain.service.js';
import { SenderDomain } from './sender-domain.entity.js';
import { SharedDkimKey } from './shared-dkim-key.entity.js';

/** The TXT record the operator publishes once for the shared sender's key. */
export const sharedDkimRecord = (sender: SharedSender): { name: string; type: 'TXT'; value: string } => ({
  name: `${sender.selector}._domainkey.${sender.domain}`,
  type: 'TXT',
  value: dkimRecordValue(sender.publicKey),
});

/**
 * Readies the shared sender identity at start: the central DKIM key of MAIL_SHARED_SENDING_DOMAIN and
 * MAIL_SHARED_DKIM_SELECTOR, generated once and kept encrypted (when processes start together, the
 * first insert wins and the others read it), and the shared subdomains pointed at it. Shows the record
 * to publish through `announce` when the key is new, and logs it at every start.
 */
export async function startSharedSender(deps: Omit<MailDeps, 'sharedSender'>, announce: (message: string) => void): Promise<SharedSender> {
  const { MAIL_SHARED_SENDING_DOMAIN: domain, MAIL_SHARED_DKIM_SELECTOR: selector } = deps.config;
  const find = () => deps.orm.em.fork().findOne(SharedDkimKey, { domain, selector });
  let key = await find();
  if (!key) {
    const { publicKey, privateKeyPem } = await generateDkimKeyPair();
    key = await onUniqueViolation(
      async () => {
        const em = deps.orm.em.fork();
        const created = em.create(SharedDkimKey, {
          domain,
          selector,
          publicKey,
          privateKeyEncrypted: encryptSecret(deps.masterKey, DKIM_KEY_PURPOSE, privateKeyPem),
        });
        await em.flush();
        const record = sharedDkimRecord(created);
        announce(`New DKIM key of the shared sender ${domain}: publish TXT ${record.name} "${record.value}"`);
        return created;
      },
      async () => (await find())!,
    );
  }
  const sender: SharedSender = {
    domain,
    selector,
    publicKey: key.publicKey,
    privateKeyEncrypted: key.privateKeyEncrypted,
  };
  deps.logger.info({ record: sharedDkimRecord(sender) }, 'shared sender DKIM record (publish it once, centrally)');
  await adoptSharedSubdomains(deps.orm.em.fork() as EntityManager, deps, sender);
  return sender;
}

/**
 * Points every live shared subdomain at the central key: its selector and public key, no private key
 * of its own (one generated before this key existed is destroyed), and `verified`, the status the
 * operator's identity gives it (one demoted by an earlier re-check of its own records comes back).
 */
async function adoptSharedSubdomains(em: EntityManager, deps: Omit<MailDeps, 'sharedSender'>, sender: SharedSender): Promise<void> {
  const stale = await em.find(SenderDomain, {
    deletedAt: null,
    domain: { $like: `%.${sender.domain}` },
    $or: [
      { dkimSelector: { $ne: sender.selector } },
      { dkimPublicKey: { $ne: sender.publicKey } },
      { dkimPrivateKeyEncrypted: { $ne: null } },
      { verificationStatus: { $ne: 'verified' } },
    ],
  });
  if (stale.length === 0) return;
  await transactWithMailEvents(em, deps.pubsub, async (_tx, events) => {
    for (const domain of stale) {
      domain.dkimSelector = sender.selector;
      domain.dkimPublicKey = sender.publicKey;
      domain.dkimPrivateKeyEncrypted = null;
      if (domain.verificationStatus !== 'verified') {
        events.record(
          domainEvent(domain.accountId, domain.id, 'domain.verification_status_changed', {
            domain: domain.domain,
            from: domain.verificationStatus,
            to: 'verified',
          }),
        );
        domain.verificationStatus = 'verified';
        domain.verifiedAt = deps.clock.now();
      }
    }
  });
  deps.logger.info({ domains: stale.length }, 'shared subdomains moved to the shared sender DKIM key');
}
