import { promises as dnsPromises } from 'node:dns';
import { randomBytes } from 'node:crypto';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import { withClient } from '../../../core/database.js';
import { ConnectEmailDeliveryDocument, InviteUserDocument } from '../../../operations/generated/graphql.js';
import { startTestApp, type TestApp } from '../../../test/support/app.js';
import { TestDnsServer } from '../../../test/support/dns-server.js';
import { mailApi, SmtpSink, verifiedDomain, type ReceivedMail } from '../../../test/support/mail.js';
import { freePort } from '../../../test/support/ports.js';
import { until } from '../../../test/support/wait.js';
import { dkimRecordValue, generateDkimKeyPair, txtChunks } from '../../mail/domains/dkim.js';
import { DOMAIN_RECHECK_QUEUE } from '../../mail/domains/queues.js';

/**
 * A workspace connected to the shared sender sends mail signed with the operator's one central DKIM
 * key (`d=` the shared domain), verifiable with nothing published for its own subdomain.
 */
const SHARED_DOMAIN = 'mail.svc.example';
const SELECTOR = 'ws-central';
const CENTRAL_RECORD = `${SELECTOR}._domainkey.${SHARED_DOMAIN}`;

let t: TestApp;
let dns: TestDnsServer;
let sink: SmtpSink;
/** The workspace's shared subdomain, e.g. `workspace-1a2b3c.mail.svc.example`. */
let subdomain = '';

const sql = async <R extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> =>
  (await withClient(t.app.platform.database.url, (client) => client.query<R>(text, params))).rows;

/** Publishes the central key's record as the operator does, once: the public key the service generated and stored. */
async function publishCentralRecord(): Promise<string> {
  const [key] = await sql<{ public_key: string }>('select public_key from mail.shared_dkim_keys where domain = $1 and selector = $2', [
    SHARED_DOMAIN,
    SELECTOR,
  ]);
  const value = dkimRecordValue(key!.public_key);
  dns.txt(CENTRAL_RECORD, txtChunks(value));
  return value;
}

/** mailauth's verdict on each DKIM signature of `raw`, keys looked up on the test DNS server. */
async function dkimResults(raw: string) {
  const resolver = new dnsPromises.Resolver();
  resolver.setServers([dns.address]);
  const verification = await dkimVerify(Buffer.from(raw), { resolver: (name: string, rr: string) => resolver.resolve(name, rr) } as never);
  return verification.results.map((result) => ({
    result: result.status.result,
    signingDomain: result.signingDomain,
    selector: result.selector,
    // The d= domain the From domain aligns with (relaxed), or false.
    aligned: result.status.aligned,
  }));
}

/** Invites a new address and returns the invitation email as the relay received it. */
async function inviteMail(): Promise<ReceivedMail> {
  const email = `invitee-${randomBytes(3).toString('hex')}@example.org`;
  const invited = await t.gql(InviteUserDocument, { input: { email } }, t.adminToken);
  expect(invited.errors).toBeUndefined();
  await until(async () => sink.received.some((mail) => mail.to.includes(email)), `the invitation to ${email}`);
  return sink.received.find((mail) => mail.to.includes(email))!;
}

beforeAll(async () => {
  dns = await new TestDnsServer().start();
  sink = await new SmtpSink().start();
  // The workspace reaches the mail API at its public URL, so that URL must be known before start.
  const port = await freePort();
  t = await startTestApp({
    env: {
      PORT: String(port),
      SVC_PUBLIC_URL: `http://127.0.0.1:${port}`,
      JOBS_ENABLED: 'true',
      MAIL_API_RATE_LIMIT: '1000',
      MAIL_DNS_SERVERS: dns.address,
      MAIL_DNS_TIMEOUT_MS: '1000',
      MAIL_SHARED_DKIM_SELECTOR: SELECTOR,
      SMTP_RELAY_URL: `smtp://127.0.0.1:${sink.port}`,
      WORKER_POLL_MS: '50',
    },
  });
  await publishCentralRecord();
  const connected = await t.gql(ConnectEmailDeliveryDocument, {}, t.adminToken);
  expect(connected.errors).toBeUndefined();
  subdomain = /@([^>]+)>/.exec(connected.data!.connectEmailDelivery.fromAddress!)![1]!;
});
afterAll(async () => {
  await t?.close();
  await sink?.stop();
  await dns?.stop();
});

describe('shared-sender mail', () => {
  it("is DKIM-signed with the operator's central key and verifies with no DNS record of the workspace's subdomain", async () => {
    expect(subdomain).toMatch(/^workspace-[0-9a-f]{6}\.mail\.svc\.example$/);
    const mail = await inviteMail();
    expect(mail.raw).toMatch(new RegExp(`^From: .*<notifications@${subdomain.replace(/\./g, '\\.')}>`, 'm'));
    // The return path is the shared domain's too: its bounce records are the operator's.
    expect(mail.from).toMatch(/^b\+[0-9a-f]{40}@bounces\.mail\.svc\.example$/);
    // Nothing was published for the subdomain: the only DKIM record in DNS is the central one.
    expect(await dkimResults(mail.raw)).toEqual([
      // Aligned (relaxed, as DMARC's adkim=r): the From domain is a subdomain of d=.
      { result: 'pass', signingDomain: SHARED_DOMAIN, selector: SELECTOR, aligned: SHARED_DOMAIN },
    ]);
  });

  it('does not verify when the published central record holds another key', async () => {
    const mail = await inviteMail();
    const published = await publishCentralRecord();
    try {
      dns.txt(CENTRAL_RECORD, txtChunks(dkimRecordValue((await generateDkimKeyPair()).publicKey)));
      expect(await dkimResults(mail.raw)).toEqual([expect.objectContaining({ result: 'fail', signingDomain: SHARED_DOMAIN })]);
    } finally {
      dns.txt(CENTRAL_RECORD, txtChunks(published));
    }
  });

  it('shows the central records in the mail console, and the periodic re-check leaves the subdomain verified', async () => {
    const [shared] = await sql<{ id: string; account_id: string }>(
      'select id, account_id from mail.sender_domains where domain = $1 and deleted_at is null',
      [subdomain],
    );
    const view = await t.gql<{ senderDomain: { verificationStatus: string; dkimRecords: Array<{ name: string; value: string }> } }>(
      'query($id: ID!, $accountId: ID) { senderDomain(id: $id, accountId: $accountId) { verificationStatus dkimRecords { name value } } }',
      { id: shared!.id, accountId: shared!.account_id },
      t.adminToken,
    );
    expect(view.data?.senderDomain).toEqual({
      verificationStatus: 'verified',
      dkimRecords: [{ name: CENTRAL_RECORD, value: await publishCentralRecord() }],
    });

    // An ordinary domain, re-checked in the same sweep, later in it than the shared subdomain would be.
    const owner = await t.createUser();
    const api = mailApi(t.url, (await t.createMailKey(owner.token)).token);
    const control = await verifiedDomain(api, dns, 'control.example');
    await sql(`update mail.sender_domains set last_checked_at = now() - interval '2 days' where id = $1`, [shared!.id]);
    await sql(`update mail.sender_domains set last_checked_at = now() - interval '1 day' where id = $1`, [control.id]);
    // Even with the central record gone, the operator's identity keeps the subdomain verified.
    dns.remove(CENTRAL_RECORD, 'TXT');
    const checkedAt = async (id: string) =>
      (await sql<{ at: Date }>('select last_checked_at as at from mail.sender_domains where id = $1', [id]))[0]!.at.getTime();
    const sharedBefore = await checkedAt(shared!.id);
    const controlBefore = await checkedAt(control.id as string);
    await t.app.platform.jobs!.send(DOMAIN_RECHECK_QUEUE, {});
    await until(async () => (await checkedAt(control.id as string)) > controlBefore, 'the re-check of the control domain');
    await publishCentralRecord();

    const [after] = await sql<{ verification_status: string }>('select verification_status from mail.sender_domains where id = $1', [
      shared!.id,
    ]);
    expect(after).toEqual({ verification_status: 'verified' });
    expect(await checkedAt(shared!.id)).toBe(sharedBefore);
    expect((await dkimResults((await inviteMail()).raw))[0]).toMatchObject({ result: 'pass' });
  });

  it('moves a shared subdomain made before the central key (own key, demoted by a re-check) to the central key at start', async () => {
    const [shared] = await sql<{ id: string }>('select id from mail.sender_domains where domain = $1 and deleted_at is null', [subdomain]);
    // As the earlier version left it: a key of its own that nobody published, failed by the re-check.
    await sql(
      `update mail.sender_domains
          set dkim_selector = 'svcold123', dkim_public_key = 'b2xk', dkim_private_key_encrypted = 'v1.old.key.material',
              verification_status = 'failed'
        where id = $1`,
      [shared!.id],
    );
    await t.restart();

    const [row] = await sql(
      'select dkim_selector, dkim_private_key_encrypted, verification_status from mail.sender_domains where id = $1',
      [shared!.id],
    );
    expect(row).toEqual({ dkim_selector: SELECTOR, dkim_private_key_encrypted: null, verification_status: 'verified' });
    const events = await sql<{ payload: unknown }>(
      `select payload from mail.outbox where aggregate_id = $1 and type = 'domain.verification_status_changed'`,
      [shared!.id],
    );
    expect(events.map((event) => event.payload)).toEqual([{ domain: subdomain, from: 'failed', to: 'verified' }]);
    expect((await dkimResults((await inviteMail()).raw))[0]).toMatchObject({ result: 'pass', signingDomain: SHARED_DOMAIN });
  });
});
