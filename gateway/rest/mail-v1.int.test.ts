import { startTestApp, type TestApp } from '../../test/support/app.js';
import { TestDnsServer } from '../../test/support/dns-server.js';
import { mailApi, type MailApi } from '../../test/support/mail.js';

let t: TestApp;
let dns: TestDnsServer;
let fullKey: string;
let sendingKey: string;
let otherKey: string;

const SPEC_FIELDS = [
  'dkimRecords',
  'dkimSelector',
  'dmarcRecommended',
  'domain',
  'id',
  'mailFromRecords',
  'openTracking',
  'spfRequired',
  'verificationStatus',
];

beforeAll(async () => {
  dns = await new TestDnsServer().start();
  t = await startTestApp({ env: { MAIL_DNS_SERVERS: dns.address, MAIL_DNS_TIMEOUT_MS: '1000', MAIL_API_RATE_LIMIT: '1000' } });
  const owner = await t.createUser();
  fullKey = (await t.createMailKey(owner.token)).token;
  // A second account of the same owner, with a sending-only key.
  sendingKey = (await t.createMailKey(owner.token, 'SENDING')).token;
  otherKey = (await t.createMailKey((await t.createUser()).token)).token;
});
afterAll(async () => {
  await t?.close();
  await dns?.stop();
});

// Response bodies are JSON of many shapes; tests index into them freely.
const v1 = (method: string, path: string, options: Parameters<MailApi>[2] = {}) =>
  mailApi(t.url, fullKey)(method, path, options).then(({ status, headers, body }) => ({ status, headers, body }));

describe('authentication', () => {
  it('answers 401 with a clear code for a missing, wrong or non-mail key', async () => {
    expect(await v1('GET', '/sender-domains', { key: null })).toMatchObject({ status: 401, body: { error: { code: 'missing_api_key' } } });
    expect(await v1('GET', '/sender-domains', { key: 'svc_mail_nope' })).toMatchObject({
      status: 401,
      body: { error: { code: 'invalid_api_key' } },
    });
    expect(await v1('GET', '/sender-domains', { key: t.adminToken })).toMatchObject({
      status: 401,
      body: { error: { code: 'invalid_api_key' } },
    });
  });

  it("stops a deactivated user's mail keys at once, a bot's too when its owner is deactivated", async () => {
    const DEACTIVATE = 'mutation($id: ID!) { deactivateUser(id: $id) { id } }';
    const owner = await t.createUser();
    const key = (await t.createMailKey(owner.token)).token;
    // Resolved once, so the gateway holds it in its credential cache.
    expect((await v1('GET', '/quota', { key })).status).toBe(200);
    expect((await t.gql(DEACTIVATE, { id: owner.id }, t.adminToken)).errors).toBeUndefined();
    expect(await v1('GET', '/quota', { key })).toMatchObject({ status: 401, body: { error: { code: 'invalid_api_key' } } });

    const botOwner = await t.createUser();
    const bot = await t.gql<{ createBot: { id: string } }>(
      'mutation($input: CreateBotInput!) { createBot(input: $input) { id } }',
      { input: { displayName: 'Mailer' } },
      botOwner.token,
    );
    const botToken = await t.gql<{ createApiKey: { token: string } }>(
      'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { token } }',
      { input: { userId: bot.data!.createBot.id, name: 'bot' } },
      botOwner.token,
    );
    const botKey = (await t.createMailKey(botToken.data!.createApiKey.token)).token;
    expect((await v1('GET', '/quota', { key: botKey })).status).toBe(200);
    expect((await t.gql(DEACTIVATE, { id: botOwner.id }, t.adminToken)).errors).toBeUndefined();
    expect((await v1('GET', '/quota', { key: botKey })).status).toBe(401);
    // Other users' keys are untouched.
    expect((await v1('GET', '/quota')).status).toBe(200);
  });

  it('refuses sending-only keys on domain management', async () => {
    expect(await v1('GET', '/sender-domains', { key: sendingKey })).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
  });
});

describe('sender domains', () => {
  it('creates a domain answering exactly the documented fields', async () => {
    const created = await v1('POST', '/sender-domains', { body: { domain: 'Rest.Example' } });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual(SPEC_FIELDS);
    expect(created.body).toMatchObject({ domain: 'rest.example', verificationStatus: 'pending' });
    expect(created.body.dkimRecords[0].valueChunks.join('')).toBe(created.body.dkimRecords[0].value);
    expect(created.body.mailFromRecords).toEqual([
      { name: 'bounces.rest.example', type: 'MX', value: 'feedback.mail.svc.example', priority: 10 },
      { name: 'bounces.rest.example', type: 'TXT', value: 'v=spf1 include:bounces.mail.svc.example ~all' },
    ]);

    expect((await v1('GET', `/sender-domains/${created.body.id}`)).body).toEqual(created.body);
    const verified = await v1('POST', `/sender-domains/${created.body.id}/verify`);
    expect(verified.status).toBe(200);
    expect(verified.body.checks.map((check: { record: string }) => check.record)).toEqual([
      'dkim',
      'spf',
      'dmarc',
      'return_path_mx',
      'return_path_txt',
    ]);
  });

  it('answers validation, reserved and duplicate errors in the one error body', async () => {
    expect(await v1('POST', '/sender-domains', { body: {} })).toMatchObject({
      status: 422,
      body: { error: { code: 'validation_error', field: 'domain' } },
    });
    expect(await v1('POST', '/sender-domains', { body: { domain: 'x.example', extra: 1 } })).toMatchObject({
      status: 422,
      body: { error: { code: 'validation_error' } },
    });
    expect(await v1('POST', '/sender-domains', { body: { domain: 'co.uk' } })).toMatchObject({
      status: 422,
      body: { error: { code: 'validation_error', field: 'domain' } },
    });
    expect(await v1('POST', '/sender-domains', { raw: '{"domain": ' })).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_request' } },
    });
    expect(await v1('POST', '/sender-domains', { body: { domain: 'x.mail.svc.example' } })).toMatchObject({
      status: 409,
      body: { error: { code: 'reserved_domain' } },
    });
    const first = await v1('POST', '/sender-domains', { body: { domain: 'twice.example' } });
    const again = await v1('POST', '/sender-domains', { body: { domain: 'twice.example' } });
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'domain_already_added', existingId: first.body.id } } });
    expect(await v1('GET', '/nothing-here')).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
  });

  it('pages the list with a cursor', async () => {
    for (const domain of ['page1.example', 'page2.example']) await v1('POST', '/sender-domains', { body: { domain } });
    const all = (await v1('GET', '/sender-domains?limit=100')).body;
    expect(all.hasMore).toBe(false);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await v1('GET', `/sender-domains?limit=1${cursor ? `&after=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...page.body.data.map((domain: { id: string }) => domain.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.data.map((domain: { id: string }) => domain.id));
    expect(await v1('GET', '/sender-domains?limit=0')).toMatchObject({
      status: 422,
      body: { error: { code: 'validation_error', field: 'limit' } },
    });
  });

  it('switches open tracking, off by default, and shows it on every answer', async () => {
    const created = await v1('POST', '/sender-domains', { body: { domain: 'tracking.example' } });
    const id = created.body.id;
    expect(created.body.openTracking).toBe(false);
    const listed = async () => (await v1('GET', '/sender-domains?limit=100')).body.data.find((domain: { id: string }) => domain.id === id);
    expect((await v1('GET', `/sender-domains/${id}`)).body.openTracking).toBe(false);

    const patched = await v1('PATCH', `/sender-domains/${id}`, { body: { openTracking: true } });
    expect(patched).toMatchObject({ status: 200, body: { id, openTracking: true } });
    // The PATCH answer is the whole domain, as GET answers it.
    expect(Object.keys(patched.body).sort()).toEqual(SPEC_FIELDS);
    expect((await v1('GET', `/sender-domains/${id}`)).body).toEqual(patched.body);
    expect((await listed()).openTracking).toBe(true);
    expect((await v1('POST', `/sender-domains/${id}/verify`)).body.openTracking).toBe(true);
    const tracking = 'query($id: ID!) { senderDomain(id: $id) { openTracking } }';
    expect((await t.gql<{ senderDomain: { openTracking: boolean } }>(tracking, { id }, fullKey)).data?.senderDomain.openTracking).toBe(
      true,
    );

    expect(await v1('PATCH', `/sender-domains/${id}`, { body: { openTracking: 'yes' } })).toMatchObject({
      status: 422,
      body: { error: { code: 'validation_error', field: 'openTracking' } },
    });
    expect(await v1('PATCH', `/sender-domains/${id}`, { body: {} })).toMatchObject({
      status: 422,
      body: { error: { code: 'validation_error', field: 'openTracking' } },
    });
    // Another account's key neither changes nor reads it.
    expect(await v1('PATCH', `/sender-domains/${id}`, { body: { openTracking: false }, key: otherKey })).toMatchObject({
      status: 404,
      body: { error: { code: 'not_found' } },
    });
    expect(await v1('GET', `/sender-domains/${id}`, { key: otherKey })).toMatchObject({ status: 404 });
    expect(await v1('PATCH', `/sender-domains/${id}`, { body: { openTracking: false }, key: sendingKey })).toMatchObject({
      status: 403,
      body: { error: { code: 'forbidden' } },
    });
    expect((await v1('GET', `/sender-domains/${id}`)).body.openTracking).toBe(true);

    expect((await v1('PATCH', `/sender-domains/${id}`, { body: { openTracking: false } })).body.openTracking).toBe(false);
    expect((await v1('GET', `/sender-domains/${id}`)).body.openTracking).toBe(false);
  });

  it('keeps accounts apart and deletes', async () => {
    const created = await v1('POST', '/sender-domains', { body: { domain: 'mine.example' } });
    expect(await v1('GET', `/sender-domains/${created.body.id}`, { key: otherKey })).toMatchObject({
      status: 404,
      body: { error: { code: 'not_found' } },
    });
    expect(await v1('DELETE', `/sender-domains/${created.body.id}`, { key: otherKey })).toMatchObject({ status: 404 });
    expect(await v1('GET', '/sender-domains/not-an-id')).toMatchObject({ status: 404 });
    expect(await v1('DELETE', `/sender-domains/${created.body.id}`)).toEqual({
      status: 200,
      headers: expect.anything(),
      body: { id: created.body.id, deleted: true },
    });
    expect(await v1('GET', `/sender-domains/${created.body.id}`)).toMatchObject({ status: 404 });
  });
});

describe('OpenAPI', () => {
  it('publishes the /v1 routes as OpenAPI 3.1', async () => {
    const document = await v1('GET', '/openapi.json', { key: null });
    expect(document.status).toBe(200);
    expect(document.body.openapi).toBe('3.1.0');
    expect(
      Object.keys(document.body.paths)
        .filter((path) => path.startsWith('/v1/'))
        .sort(),
    ).toEqual([
      '/v1/mailbox',
      '/v1/messages',
      '/v1/messages/{id}',
      '/v1/quota',
      '/v1/send',
      '/v1/send/batch',
      '/v1/sender-domains',
      '/v1/sender-domains/{id}',
      '/v1/sender-domains/{id}/dnsprovider-auto-setup',
      '/v1/sender-domains/{id}/dnsprovider-detect',
      '/v1/sender-domains/{id}/verify',
      '/v1/suppression',
      '/v1/suppression/{email}',
      '/v1/templates',
      '/v1/templates/{id}',
      '/v1/templates/{id}/render',
      '/v1/webhooks',
      '/v1/webhooks/{id}',
      '/v1/webhooks/{id}/deliveries',
      '/v1/webhooks/{id}/deliveries/{deliveryId}/replay',
      '/v1/webhooks/{id}/rotate-secret',
    ]);
    // The Idempotency-Key header of the send routes is documented.
    expect(document.body.paths['/v1/send'].post.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key' })]),
    );
    expect(document.body.paths['/v1/sender-domains'].post.responses['409']).toBeDefined();
    expect(document.body.paths['/v1/suppression'].post.requestBody.content['application/json'].schema.properties).toEqual({
      email: expect.objectContaining({ type: 'string' }),
      reason: expect.objectContaining({ enum: ['manual'] }),
    });
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past the per-key limit', async () => {
    const limited = await startTestApp({ env: { MAIL_API_RATE_LIMIT: '3' } });
    try {
      const owner = await limited.createUser();
      const { token: key } = await limited.createMailKey(owner.token);
      const responses = await Promise.all(
        Array.from({ length: 6 }, () => fetch(`${limited.url}/v1/sender-domains`, { headers: { authorization: `Bearer ${key}` } })),
      );
      const refused = responses.filter((response) => response.status === 429);
      expect(refused.length).toBeGreaterThanOrEqual(3);
      expect(refused[0]!.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await refused[0]!.json()).toMatchObject({ error: { code: 'rate_limit_exceeded' } });
    } finally {
      await limited.close();
    }
  });
});
