import { withClient } from '../../../core/database.js';
import { startTestApp, type TestApp } from '../../../test/support/app.js';
import { FakeCloudflareApi } from '../../../test/support/cloudflare-api.js';
import { TestDnsServer } from '../../../test/support/dns-server.js';
import { mailApi } from '../../../test/support/mail.js';

const TOKEN = 'cf-scoped-token-for-tests-0123456789';

let t: TestApp;
let dns: TestDnsServer;
let cloudflare: FakeCloudflareApi;
let key: string;

beforeAll(async () => {
  dns = await new TestDnsServer().start();
  cloudflare = await new FakeCloudflareApi(TOKEN).start();
  t = await startTestApp({
    env: {
      MAIL_DNS_SERVERS: dns.address,
      MAIL_DNS_TIMEOUT_MS: '1000',
      MAIL_CLOUDFLARE_API_URL: cloudflare.url,
      MAIL_API_RATE_LIMIT: '1000',
    },
  });
  const owner = await t.createUser();
  key = (await t.createMailKey(owner.token)).token;
});
afterAll(async () => {
  await t?.close();
  await cloudflare?.stop();
  await dns?.stop();
});

const v1 = (method: string, path: string, body?: unknown) =>
  mailApi(t.url, key)(method, path, { body }).then(({ status, body: json }) => ({ status, body: json }));

it('detects the DNS host from the zone nameservers', async () => {
  const created = await v1('POST', '/sender-domains', { domain: 'mail.cf-hosted.example' });
  dns.ns('cf-hosted.example', 'ana.ns.cloudflare.com', 'bob.ns.cloudflare.com');
  expect(await v1('GET', `/sender-domains/${created.body.id}/dnsprovider-detect`)).toEqual({
    status: 200,
    body: { provider: 'cloudflare', supported: true, nameservers: ['ana.ns.cloudflare.com', 'bob.ns.cloudflare.com'] },
  });
  const other = await v1('POST', '/sender-domains', { domain: 'aws-hosted.example' });
  dns.ns('aws-hosted.example', 'ns-1.awsdns-01.org', 'ns-2.awsdns-02.com');
  expect((await v1('GET', `/sender-domains/${other.body.id}/dnsprovider-detect`)).body).toMatchObject({
    provider: 'route53',
    supported: false,
  });
  const unknown = await v1('POST', '/sender-domains', { domain: 'self-hosted.example' });
  dns.ns('self-hosted.example', 'ns1.self-hosted.example');
  expect((await v1('GET', `/sender-domains/${unknown.body.id}/dnsprovider-detect`)).body).toMatchObject({
    provider: null,
    supported: false,
  });
});

it('publishes every record at Cloudflare, merging SPF and keeping DMARC, idempotently, without storing the token', async () => {
  const zoneId = cloudflare.zone('auto.example');
  cloudflare.record(zoneId, { name: 'auto.example', type: 'TXT', content: '"v=spf1 include:_spf.google.com ~all"' });
  cloudflare.record(zoneId, { name: '_dmarc.auto.example', type: 'TXT', content: '"v=DMARC1; p=none"' });
  const domain = (await v1('POST', '/sender-domains', { domain: 'auto.example' })).body as {
    id: string;
    dkimRecords: Array<{ name: string; valueChunks: string[] }>;
  };

  const first = await v1('POST', `/sender-domains/${domain.id}/dnsprovider-auto-setup`, { apiToken: TOKEN });
  expect(first.status).toBe(200);
  expect((first.body.records as Array<{ record: string; action: string }>).map((r) => `${r.record}:${r.action}`)).toEqual([
    'dkim:created',
    'spf:updated',
    'dmarc:skipped',
    'return_path_mx:created',
    'return_path_txt:created',
  ]);
  const dkim = domain.dkimRecords[0]!;
  expect(cloudflare.records.find((record) => record.name === dkim.name)?.content).toBe(
    dkim.valueChunks.map((chunk) => `"${chunk}"`).join(' '),
  );
  const spf = cloudflare.records.filter((record) => record.name === 'auto.example' && record.type === 'TXT');
  expect(spf).toHaveLength(1);
  expect(spf[0]!.content).toBe('"v=spf1 include:_spf.google.com include:spf.mail.svc.example ~all"');
  expect(cloudflare.records.find((record) => record.type === 'MX')).toMatchObject({
    name: 'bounces.auto.example',
    content: 'feedback.mail.svc.example',
    priority: 10,
  });

  const again = await v1('POST', `/sender-domains/${domain.id}/dnsprovider-auto-setup`, { apiToken: TOKEN });
  expect((again.body.records as Array<{ action: string }>).map((r) => r.action)).toEqual([
    'unchanged',
    'unchanged',
    'skipped',
    'unchanged',
    'unchanged',
  ]);

  const dump = await withClient(t.app.platform.database.url, async (client) => {
    const tables = await client.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'mail'`,
    );
    let rows = 0;
    for (const { table_name } of tables.rows) {
      rows += (await client.query(`select 1 from mail.${table_name} t where to_jsonb(t)::text like $1`, [`%${TOKEN}%`])).rowCount ?? 0;
    }
    return rows;
  });
  expect(dump).toBe(0);
});

it('reports a refused token or a missing zone as dns_provider_error', async () => {
  const domain = (await v1('POST', '/sender-domains', { domain: 'nozone.example' })).body as { id: string };
  expect(await v1('POST', `/sender-domains/${domain.id}/dnsprovider-auto-setup`, { apiToken: 'wrong-token' })).toMatchObject({
    status: 422,
    body: { error: { code: 'dns_provider_error', field: 'apiToken' } },
  });
  expect(await v1('POST', `/sender-domains/${domain.id}/dnsprovider-auto-setup`, { apiToken: TOKEN })).toMatchObject({
    status: 422,
    body: { error: { code: 'dns_provider_error' } },
  });
  expect(await v1('POST', `/sender-domains/${domain.id}/dnsprovider-auto-setup`, {})).toMatchObject({
    status: 422,
    body: { error: { code: 'validation_error', field: 'apiToken' } },
  });
});
