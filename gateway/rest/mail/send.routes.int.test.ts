import { startTestApp, type TestApp } from '../../../test/support/app.js';
import { TestDnsServer } from '../../../test/support/dns-server.js';
import { mailApi, verifiedDomain, type MailApi } from '../../../test/support/mail.js';
import { until } from '../../../test/support/wait.js';

let t: TestApp;
let dns: TestDnsServer;
let owner: { token: string };
let api: MailApi;
let accountId: string;

const message = (overrides: Record<string, unknown> = {}) => ({
  from: 'Acme <hello@send.example>',
  to: 'ada@example.org',
  subject: 'Welcome',
  html: '<p>Hello</p>',
  text: 'Hello',
  ...overrides,
});

/** A new account with its own key and verified domain (quota is per account). */
async function freshAccount(domain: string): Promise<MailApi> {
  const key = await t.createMailKey(owner.token);
  const fresh = mailApi(t.url, key.token);
  await verifiedDomain(fresh, dns, domain);
  return fresh;
}

beforeAll(async () => {
  dns = await new TestDnsServer().start();
  t = await startTestApp({
    env: {
      MAIL_DNS_SERVERS: dns.address,
      MAIL_DNS_TIMEOUT_MS: '1000',
      MAIL_API_RATE_LIMIT: '1000',
      MAIL_QUOTA_MONTHLY: '10',
      JOBS_ENABLED: 'true',
      MAIL_INBOUND_SMTP_PORT: '0',
    },
  });
  owner = await t.createUser();
  const key = await t.createMailKey(owner.token);
  accountId = key.accountId;
  api = mailApi(t.url, key.token);
  await verifiedDomain(api, dns, 'send.example');
});
afterAll(async () => {
  await t?.close();
  await dns?.stop();
});

describe('POST /v1/send', () => {
  it('accepts a message, stores it before answering, and delivers it to the capture mailbox signed', async () => {
    const sent = await api('POST', '/send', {
      body: message({ cc: ['Bob <bob@example.org>'], bcc: ['eve@example.org'], tags: { flow: 'welcome' } }),
    });
    expect(sent).toMatchObject({ status: 200, body: { id: expect.any(String) } });
    const stored = await api('GET', `/messages/${sent.body.id}`);
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({
      id: sent.body.id,
      from: '"Acme" <hello@send.example>',
      to: 'ada@example.org',
      tags: { flow: 'welcome' },
    });
    expect(stored.body.recipients.map((recipient: { email: string; kind: string }) => [recipient.email, recipient.kind]).sort()).toEqual([
      ['ada@example.org', 'to'],
      ['bob@example.org', 'cc'],
      ['eve@example.org', 'bcc'],
    ]);

    await until(async () => (await api('GET', `/messages/${sent.body.id}`)).body.status === 'delivered', 'the capture delivery');
    const delivered = await api('GET', `/messages/${sent.body.id}`);
    expect(delivered.body.events.map((event: { event: string }) => event.event)).toEqual(['delivery', 'delivery', 'delivery']);
    expect(delivered.body.events[0].data).toMatchObject({ messageId: sent.body.id });

    const mailbox = await api('GET', '/mailbox?limit=5');
    const captured = mailbox.body.data.find((entry: { messageId: string }) => entry.messageId === sent.body.id);
    expect(captured.envelopeFrom).toMatch(/^b\+[0-9a-f]{40}@bounces\.send\.example$/);
    expect(captured.envelopeTo.sort()).toEqual(['ada@example.org', 'bob@example.org', 'eve@example.org']);
    expect(captured.raw).toMatch(/^DKIM-Signature: v=1; a=rsa-sha256; c=relaxed\/relaxed; d=send\.example;/m);
    expect(captured.raw).toContain(`Message-ID: ${delivered.body.messageIdHeader}`);
    // Bcc recipients get the message but are not named in it.
    expect(captured.raw).not.toContain('eve@example.org');
  });

  it('checks the body first, naming the field', async () => {
    expect(await api('POST', '/send', { body: message({ to: 'not an address' }) })).toMatchObject({
      status: 422,
      body: { error: { code: 'validation_error', field: 'to' } },
    });
    expect(await api('POST', '/send', { body: message({ cc: Array.from({ length: 51 }, (_, i) => `c${i}@example.org`) }) })).toMatchObject({
      status: 422,
      body: { error: { code: 'validation_error', field: 'cc' } },
    });
    expect(await api('POST', '/send', { body: message({ html: undefined, text: undefined }) })).toMatchObject({
      status: 422,
      body: { error: { code: 'validation_error', field: 'html' } },
    });
    expect(await api('POST', '/send', { body: message({ attachments: [{ filename: 'a.txt', content: 'not base64!' }] }) })).toMatchObject({
      status: 422,
      body: { error: { code: 'validation_error', field: 'attachments[0].content' } },
    });
    expect(await api('POST', '/send', { body: message({ unknownField: 1 }) })).toMatchObject({ status: 422 });
    // An invalid body against an unverified domain still reports the body: the checks run in order.
    expect(await api('POST', '/send', { body: message({ from: 'x@unverified.example', to: 'nope' }) })).toMatchObject({
      body: { error: { code: 'validation_error', field: 'to' } },
    });
  });

  it('refuses a from-domain that is not verified on this account', async () => {
    expect(await api('POST', '/send', { body: message({ from: 'x@unverified.example' }) })).toMatchObject({
      status: 422,
      body: { error: { code: 'from_domain_not_verified', field: 'from', domain: 'unverified.example' } },
    });
    // Verified on another account is not verified on this one.
    const other = mailApi(t.url, (await t.createMailKey(owner.token)).token);
    expect(await other('POST', '/send', { body: message() })).toMatchObject({ body: { error: { code: 'from_domain_not_verified' } } });
  });

  it('skips a send naming a suppressed recipient, listing them, without counting quota', async () => {
    const fresh = await freshAccount('suppressed.example');
    await fresh('POST', '/suppression', { body: { email: 'Gone@Example.org' } });
    const before = (await fresh('GET', '/quota')).body.used;
    const refused = await fresh('POST', '/send', { body: message({ from: 'a@suppressed.example', cc: ['gone@example.org'] }) });
    expect(refused).toMatchObject({ status: 422, body: { error: { code: 'recipient_suppressed', recipients: ['gone@example.org'] } } });
    expect((await fresh('GET', '/quota')).body.used).toBe(before);
  });

  it('refuses sends past the quota with 429 monthly_quota_exceeded', async () => {
    const fresh = await freshAccount('quota.example');
    const results = await Promise.all(
      Array.from({ length: 12 }, () => fresh('POST', '/send', { body: message({ from: 'a@quota.example' }) })),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(10);
    const refused = results.filter((result) => result.status !== 200);
    for (const result of refused) expect(result).toMatchObject({ status: 429, body: { error: { code: 'monthly_quota_exceeded' } } });
    expect((await fresh('GET', '/quota')).body).toMatchObject({ used: 10, remaining: 0 });
  });

  it('answers a repeated Idempotency-Key with the first answer, and 409 for another body', async () => {
    const headers = { 'idempotency-key': `welcome-${Date.now()}` };
    const [first, second] = await Promise.all([
      api('POST', '/send', { body: message(), headers }),
      api('POST', '/send', { body: message(), headers }),
    ]);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await api('POST', '/send', { body: message({ subject: 'Other' }), headers })).toMatchObject({
      status: 409,
      body: { error: { code: 'idempotency_key_reused' } },
    });
    // The key belongs to the account: another account may use the same one.
    const other = await freshAccount('idem.example');
    expect(await other('POST', '/send', { body: message({ from: 'a@idem.example' }), headers })).toMatchObject({ status: 200 });
  });

  it('renders a stored template, with schema errors of the variables in the 422', async () => {
    const template = await api('POST', '/templates', {
      body: {
        name: `welcome-${Date.now()}`,
        subject: 'Hi {{name}}',
        html: '<p>Hi {{name}}</p>',
        variablesSchema: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
      },
    });
    const templated = { from: 'hello@send.example', to: 'ada@example.org', templateId: template.body.id };
    expect(await api('POST', '/send', { body: { ...templated, variables: {} } })).toMatchObject({
      status: 422,
      body: { error: { code: 'template_variables_invalid' } },
    });
    const sent = await api('POST', '/send', { body: { ...templated, variables: { name: '<Ada>' } } });
    const stored = await api('GET', `/messages/${sent.body.id}`);
    expect(stored.body).toMatchObject({ subject: 'Hi <Ada>', templateId: template.body.id });

    // GraphQL names the template, on the message and in the list, also once the template is deleted; an untemplated one has none.
    const plain = await api('POST', '/send', { body: message() });
    expect((await api('DELETE', `/templates/${template.body.id}`)).status).toBe(200);
    const names = await t.gql<{
      mailMessage: { templateName: string | null };
      mailMessages: { nodes: { id: string; templateName: string | null }[] };
    }>(
      'query($id: ID!, $accountId: ID) { mailMessage(id: $id, accountId: $accountId) { templateName } mailMessages(accountId: $accountId, first: 50) { nodes { id templateName } } }',
      { id: sent.body.id, accountId },
      owner.token,
    );
    expect(names.errors).toBeUndefined();
    expect(names.data!.mailMessage.templateName).toBe(template.body.name);
    const listed = new Map(names.data!.mailMessages.nodes.map((node) => [node.id, node.templateName]));
    expect([listed.get(sent.body.id), listed.get(plain.body.id)]).toEqual([template.body.name, null]);
  });

  it('lets a sending-only key send and read its messages, and hides other accounts', async () => {
    const sending = mailApi(t.url, (await t.createMailKey(owner.token, 'SENDING', accountId)).token);
    const sent = await sending('POST', '/send', { body: message() });
    expect(sent.status).toBe(200);
    expect((await sending('GET', `/messages/${sent.body.id}`)).status).toBe(200);
    expect((await sending('GET', '/sender-domains')).status).toBe(403);
    const stranger = mailApi(t.url, (await t.createMailKey((await t.createUser()).token)).token);
    expect(await stranger('GET', `/messages/${sent.body.id}`)).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    expect(await api('POST', '/send', { body: message(), key: null })).toMatchObject({ status: 401 });
  });
});

describe('POST /v1/send/batch', () => {
  it('checks each message as a single send and answers one result per message, in order', async () => {
    await api('POST', '/suppression', { body: { email: 'blocked@example.org' } });
    const batch = await api('POST', '/send/batch', {
      body: [
        message(),
        message({ from: 'a@unverified.example' }),
        message({ to: 'blocked@example.org' }),
        message({ to: 'zed@example.org' }),
      ],
    });
    expect(batch.status).toBe(200);
    expect(batch.body.data).toEqual([
      { id: expect.any(String) },
      { error: expect.objectContaining({ code: 'from_domain_not_verified' }) },
      { error: expect.objectContaining({ code: 'recipient_suppressed', recipients: ['blocked@example.org'] }) },
      { id: expect.any(String) },
    ]);
  });

  it('fails the whole call for more than 100 messages or a malformed one', async () => {
    expect((await api('POST', '/send/batch', { body: Array.from({ length: 101 }, () => message()) })).status).toBe(422);
    expect((await api('POST', '/send/batch', { body: [message(), { from: 'a@send.example' }] })).status).toBe(422);
    expect((await api('POST', '/send/batch', { body: [] })).status).toBe(422);
  });

  it('accepts as many as the quota allows, in order', async () => {
    const fresh = await freshAccount('batchquota.example');
    const batch = await fresh('POST', '/send/batch', { body: Array.from({ length: 12 }, () => message({ from: 'a@batchquota.example' })) });
    expect(batch.body.data.filter((result: { id?: string }) => result.id)).toHaveLength(10);
    expect(batch.body.data.slice(10)).toEqual([
      { error: expect.objectContaining({ code: 'monthly_quota_exceeded' }) },
      { error: expect.objectContaining({ code: 'monthly_quota_exceeded' }) },
    ]);
  });
});

describe('GET /v1/messages', () => {
  it("lists the account's messages newest first, a page at a time, with recipients and events", async () => {
    const fresh = await freshAccount('list.example');
    const ids: string[] = [];
    for (const to of ['one@example.org', 'two@example.org', 'three@example.org']) {
      ids.push((await fresh('POST', '/send', { body: message({ from: 'a@list.example', to, cc: ['copy@example.org'] }) })).body.id);
    }
    await until(async () => (await fresh('GET', `/messages/${ids[2]}`)).body.status === 'delivered', 'the deliveries');

    const first = await fresh('GET', '/messages?limit=2');
    expect(first).toMatchObject({ status: 200, body: { hasMore: true, nextCursor: expect.any(String) } });
    expect(first.body.data.map((sent: { id: string }) => sent.id)).toEqual([ids[2], ids[1]]);
    // Each entry is the message as GET /v1/messages/:id answers it.
    expect(first.body.data[0]).toEqual((await fresh('GET', `/messages/${ids[2]}`)).body);
    expect(first.body.data[0].recipients.map((recipient: { email: string }) => recipient.email)).toEqual([
      'copy@example.org',
      'three@example.org',
    ]);
    expect(first.body.data[0].events.map((event: { event: string }) => event.event)).toEqual(['delivery', 'delivery']);

    const second = await fresh('GET', `/messages?limit=2&after=${first.body.nextCursor}`);
    expect(second.body).toMatchObject({ hasMore: false, nextCursor: null });
    expect(second.body.data.map((sent: { id: string }) => sent.id)).toEqual([ids[0]]);
    expect(await fresh('GET', '/messages?after=not-a-cursor')).toMatchObject({
      status: 422,
      body: { error: { code: 'validation_error', field: 'after' } },
    });

    // A sending key reads them too; another account sees none of them.
    const sending = mailApi(t.url, (await t.createMailKey(owner.token, 'SENDING', accountId)).token);
    expect((await sending('GET', '/messages?limit=1')).status).toBe(200);
    const stranger = mailApi(t.url, (await t.createMailKey((await t.createUser()).token)).token);
    expect(await stranger('GET', '/messages')).toMatchObject({ status: 200, body: { data: [], hasMore: false } });
    expect(await fresh('GET', '/messages', { key: null })).toMatchObject({ status: 401 });
  });
});
