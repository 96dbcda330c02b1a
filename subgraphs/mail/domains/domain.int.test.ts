import { createPublicKey, createSign, createVerify } from 'node:crypto';
import { withClient } from '../../../core/database.js';
import { decryptSecret } from '../../../core/crypto.js';
import { errorCode, startTestApp, type TestApp } from '../../../test/support/app.js';
import { TestDnsServer } from '../../../test/support/dns-server.js';
import { mailApi } from '../../../test/support/mail.js';
import { DKIM_KEY_PURPOSE } from './domain.service.js';
import { DOMAIN_RECHECK_QUEUE } from './queues.js';
import { until } from '../../../test/support/wait.js';

const DOMAIN_FIELDS =
  'id domain dkimSelector verificationStatus dkimRecords { name type value valueChunks } spfRequired spfAlreadyIncluded dmarcRecommended mailFromRecords { name type value priority }';
const CREATE = `mutation($input: CreateSenderDomainInput!) { createSenderDomain(input: $input) { ${DOMAIN_FIELDS} } }`;
const GET = `query($id: ID!, $accountId: ID) { senderDomain(id: $id, accountId: $accountId) { ${DOMAIN_FIELDS} } }`;
const VERIFY = `mutation($id: ID!, $accountId: ID) { verifySenderDomain(id: $id, accountId: $accountId) { domain { verificationStatus } checks { record name status required seen } } }`;

interface DomainView {
  id: string;
  domain: string;
  dkimSelector: string;
  verificationStatus: string;
  dkimRecords: Array<{ name: string; type: string; value: string; valueChunks: string[] | null }>;
  spfRequired: string;
  spfAlreadyIncluded: boolean;
  dmarcRecommended: string;
  mailFromRecords: Array<{ name: string; type: string; value: string; priority: number | null }>;
}
interface Verified {
  verifySenderDomain: { domain: { verificationStatus: string }; checks: Array<{ record: string; status: string; seen: string[] }> };
}

let t: TestApp;
let dns: TestDnsServer;
let owner: { id: string; token: string };
let accountId: string;

beforeAll(async () => {
  dns = await new TestDnsServer().start();
  t = await startTestApp({
    env: { MAIL_DNS_SERVERS: dns.address, MAIL_DNS_TIMEOUT_MS: '1000', JOBS_ENABLED: 'true', MAIL_RETRY_TEMPORARY_FAILURE_SECONDS: '1' },
  });
  owner = await t.createUser();
  accountId = (await t.gql<{ createMailAccount: { id: string } }>('mutation { createMailAccount(name: "Acme") { id } }', {}, owner.token))
    .data!.createMailAccount.id;
});
afterAll(async () => {
  await t?.close();
  await dns?.stop();
});

const create = async (domain: string, token = owner.token, account: string | null = accountId) =>
  t.gql<{ createSenderDomain: DomainView }>(CREATE, { input: { accountId: account, domain } }, token);
const verify = async (id: string) => (await t.gql<Verified>(VERIFY, { id, accountId }, owner.token)).data!.verifySenderDomain;
/** The domain's last check time; with `setTo` (an SQL expression) sets it first, e.g. to make the domain due for the re-check. */
const lastCheckedAt = async (id: string, setTo?: string): Promise<number> =>
  withClient(t.app.platform.database.url, async (client) => {
    if (setTo) await client.query(`update mail.sender_domains set last_checked_at = ${setTo} where id = $1`, [id]);
    const { rows } = await client.query<{ at: Date }>('select last_checked_at as at from mail.sender_domains where id = $1', [id]);
    return rows[0]!.at.getTime();
  });
const status = async (id: string) =>
  (await t.gql<{ senderDomain: DomainView }>(GET, { id, accountId }, owner.token)).data!.senderDomain.verificationStatus;
describe('registration', () => {
  it('returns the records to publish, with a 2048-bit DKIM key in <=255-byte chunks', async () => {
    const created = await create('Acme-Mail.Example');
    expect(created.errors).toBeUndefined();
    const domain = created.data!.createSenderDomain;
    expect(domain).toMatchObject({
      domain: 'acme-mail.example',
      verificationStatus: 'pending',
      spfRequired: 'v=spf1 include:spf.mail.svc.example ~all',
      spfAlreadyIncluded: false,
      dmarcRecommended:
        'v=DMARC1; p=quarantine; rua=mailto:dmarc-reports@mail.svc.example; ruf=mailto:dmarc-forensics@mail.svc.example; aspf=r; adkim=r',
      mailFromRecords: [
        { name: 'bounces.acme-mail.example', type: 'MX', value: 'feedback.mail.svc.example', priority: 10 },
        { name: 'bounces.acme-mail.example', type: 'TXT', value: 'v=spf1 include:bounces.mail.svc.example ~all', priority: null },
      ],
    });
    const [dkim] = domain.dkimRecords;
    expect(dkim!.name).toBe(`${domain.dkimSelector}._domainkey.acme-mail.example`);
    expect(dkim!.value).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/=]+$/);
    expect(dkim!.valueChunks!.join('')).toBe(dkim!.value);
    expect(dkim!.valueChunks!.every((chunk) => Buffer.byteLength(chunk) <= 255)).toBe(true);
    const publicKey = createPublicKey({ key: Buffer.from(dkim!.value.split('p=')[1]!, 'base64'), format: 'der', type: 'spki' });
    expect(publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
  });

  it('keeps the private key encrypted; after decryption it signs what the published key verifies', async () => {
    const domain = (await create('signing.example')).data!.createSenderDomain;
    const row = await withClient(t.app.platform.database.url, (client) =>
      client.query<{ dkim_private_key_encrypted: string }>('select dkim_private_key_encrypted from mail.sender_domains where id = $1', [
        domain.id,
      ]),
    );
    const envelope = row.rows[0]!.dkim_private_key_encrypted;
    expect(envelope).not.toContain('PRIVATE KEY');
    const privateKeyPem = decryptSecret(t.app.platform.masterKey, DKIM_KEY_PURPOSE, envelope);
    const signature = createSign('RSA-SHA256').update('dkim test').sign(privateKeyPem);
    const publicKey = createPublicKey({
      key: Buffer.from(domain.dkimRecords[0]!.value.split('p=')[1]!, 'base64'),
      format: 'der',
      type: 'spki',
    });
    expect(createVerify('RSA-SHA256').update('dkim test').verify(publicKey, signature)).toBe(true);
  });

  it('merges an existing SPF record instead of adding a second one', async () => {
    dns.txt('merged.example', 'v=spf1 include:_spf.google.com ~all', 'google-site-verification=abc');
    expect((await create('merged.example')).data!.createSenderDomain.spfRequired).toBe(
      'v=spf1 include:_spf.google.com include:spf.mail.svc.example ~all',
    );
    dns.txt('included.example', 'v=spf1 include:spf.mail.svc.example -all');
    expect((await create('included.example')).data!.createSenderDomain).toMatchObject({
      spfRequired: 'v=spf1 include:spf.mail.svc.example -all',
      spfAlreadyIncluded: true,
    });
  });

  it('refuses reserved, duplicate and invalid domains with their codes', async () => {
    for (const reserved of ['svc.example', 'mail.svc.example', 'deep.mail.svc.example']) {
      expect(errorCode(await create(reserved))).toBe('RESERVED_DOMAIN');
    }
    const first = (await create('dup.example')).data!.createSenderDomain;
    const again = await create('DUP.example.');
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'DOMAIN_ALREADY_ADDED', existingId: first.id });
    for (const bad of ['co.uk', 'localhost', 'not a domain', '10.0.0.1']) {
      expect((await create(bad)).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'domain' });
    }
  });
});

describe('verification', () => {
  it('moves pending -> verified -> failed (record removed) -> verified (republished), DKIM as several TXT strings', async () => {
    const domain = (await create('lifecycle.example')).data!.createSenderDomain;
    const dkim = domain.dkimRecords[0]!;
    const first = await verify(domain.id);
    expect(first.domain.verificationStatus).toBe('pending');
    expect(first.checks.find((check) => check.record === 'dkim')).toMatchObject({ status: 'missing' });

    dns.txt(dkim.name, dkim.valueChunks!);
    dns.txt('lifecycle.example', 'v=spf1 include:spf.mail.svc.example ~all');
    dns.mx('bounces.lifecycle.example', { exchange: 'feedback.mail.svc.example', priority: 10 });
    const second = await verify(domain.id);
    expect(second.domain.verificationStatus).toBe('verified');
    expect(Object.fromEntries(second.checks.map((check) => [check.record, check.status]))).toEqual({
      dkim: 'found',
      spf: 'found',
      dmarc: 'missing',
      return_path_mx: 'found',
      return_path_txt: 'missing',
    });

    // The scheduled re-check (pg-boss) notices the vanished record.
    dns.remove(dkim.name, 'TXT');
    await withClient(t.app.platform.database.url, (client) =>
      client.query(`update mail.sender_domains set last_checked_at = now() - interval '1 day' where id = $1`, [domain.id]),
    );
    await t.app.platform.jobs!.send(DOMAIN_RECHECK_QUEUE, {});
    await until(async () => (await status(domain.id)) === 'failed', 'the re-check to fail the domain');

    dns.txt(dkim.name, dkim.valueChunks!);
    expect((await verify(domain.id)).domain.verificationStatus).toBe('verified');

    // A changed key is a mismatch, not a pass.
    dns.txt(dkim.name, 'v=DKIM1; k=rsa; p=AAAA');
    const changed = await verify(domain.id);
    expect(changed.domain.verificationStatus).toBe('failed');
    expect(changed.checks[0]).toMatchObject({ record: 'dkim', status: 'mismatch', seen: ['v=DKIM1; k=rsa; p=AAAA'] });

    const events = await withClient(t.app.platform.database.url, (client) =>
      client.query<{ payload: { from: string; to: string } }>(
        `select payload from mail.outbox where aggregate_id = $1 and type = 'domain.verification_status_changed' order by seq`,
        [domain.id],
      ),
    );
    expect(events.rows.map((row) => `${row.payload.from}->${row.payload.to}`)).toEqual([
      'pending->verified',
      'verified->failed',
      'failed->verified',
      'verified->failed',
    ]);
  });

  it('turns a SERVFAIL into temporary-failure and re-checks automatically', async () => {
    const domain = (await create('flaky.example')).data!.createSenderDomain;
    const dkim = domain.dkimRecords[0]!;
    dns.txt(dkim.name, dkim.valueChunks!).fail(dkim.name);
    const failed = await verify(domain.id);
    expect(failed.domain.verificationStatus).toBe('temporary-failure');
    expect(failed.checks[0]).toMatchObject({ status: 'error', seen: ['ESERVFAIL'] });
    dns.recover(dkim.name);
    await until(async () => (await status(domain.id)) === 'verified', 'the automatic retry to verify the domain');
  });

  it('keeps a verified domain verified (and sending) while its re-check meets a transient DNS error; an absent record still fails it', async () => {
    const domain = (await create('steady.example')).data!.createSenderDomain;
    const dkim = domain.dkimRecords[0]!;
    dns.txt(dkim.name, dkim.valueChunks!);
    expect((await verify(domain.id)).domain.verificationStatus).toBe('verified');
    const api = mailApi(t.url, (await t.createMailKey(owner.token, 'FULL', accountId)).token);
    const send = () => api('POST', '/send', { body: { from: 'a@steady.example', to: 'ada@example.org', subject: 'Hi', text: 'Hi' } });

    // The scheduled re-check meets SERVFAIL on the DKIM name: no definite answer, so nothing changes but the recorded check.
    dns.fail(dkim.name);
    const overdue = await lastCheckedAt(domain.id, `now() - interval '1 day'`);
    await t.app.platform.jobs!.send(DOMAIN_RECHECK_QUEUE, {});
    await until(async () => (await lastCheckedAt(domain.id)) > overdue, 'the re-check to run');
    expect(await status(domain.id)).toBe('verified');
    expect((await send()).status).toBe(200);
    // A check by hand during the outage reports the error and keeps the domain verified too.
    const manual = await verify(domain.id);
    expect(manual.domain.verificationStatus).toBe('verified');
    expect(manual.checks[0]).toMatchObject({ record: 'dkim', status: 'error', seen: ['ESERVFAIL'] });

    // Once DNS answers that the record is gone, the retry fails the domain as before.
    dns.recover(dkim.name).remove(dkim.name, 'TXT');
    await until(async () => (await status(domain.id)) === 'failed', 'the retry to fail the domain');
    expect(await send()).toMatchObject({ status: 422, body: { error: { code: 'from_domain_not_verified' } } });
  });
});

describe('access', () => {
  it('hides a domain from other users and other accounts; deletion destroys the key', async () => {
    const domain = (await create('private.example')).data!.createSenderDomain;
    const stranger = await t.createUser();
    expect(errorCode(await t.gql(GET, { id: domain.id, accountId }, stranger.token))).toBe('NOT_FOUND');
    const otherAccount = (
      await t.gql<{ createMailAccount: { id: string } }>('mutation { createMailAccount(name: "Other") { id } }', {}, stranger.token)
    ).data!.createMailAccount.id;
    expect(errorCode(await t.gql(GET, { id: domain.id, accountId: otherAccount }, stranger.token))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql('{ senderDomains { nodes { id } } }', {}, t.adminToken))).toBe('NOT_FOUND');

    const deleted = await t.gql(
      'mutation($id: ID!, $accountId: ID) { deleteSenderDomain(id: $id, accountId: $accountId) { id } }',
      { id: domain.id, accountId },
      owner.token,
    );
    expect(deleted.errors).toBeUndefined();
    expect(errorCode(await t.gql(GET, { id: domain.id, accountId }, owner.token))).toBe('NOT_FOUND');
    const row = await withClient(t.app.platform.database.url, (client) =>
      client.query('select dkim_private_key_encrypted from mail.sender_domains where id = $1', [domain.id]),
    );
    expect(row.rows[0]).toEqual({ dkim_private_key_encrypted: null });
    // The domain can be registered again after deletion.
    expect((await create('private.example')).errors).toBeUndefined();
  });
});
