import { startTestApp, type TestApp } from '../../test/support/app.js';
import { mailApi } from '../../test/support/mail.js';

let t: TestApp;
let key: string;
let otherKey: string;

// Response bodies are JSON of many shapes; tests index into them freely.
beforeAll(async () => {
  t = await startTestApp({ env: { MAIL_API_RATE_LIMIT: '1000' } });
  key = (await t.createMailKey((await t.createUser()).token)).token;
  otherKey = (await t.createMailKey((await t.createUser()).token)).token;
});
afterAll(async () => {
  await t?.close();
});

const v1 = (method: string, path: string, body?: unknown, apiKey = key) =>
  mailApi(t.url, apiKey)(method, path, { body }).then(({ status, body: json, text }) => ({ status, body: json, text }));

describe('/v1/suppression', () => {
  it('adds manually, keeps the first entry on a repeated add, lists, gets and removes', async () => {
    const added = await v1('POST', '/suppression', { email: ' Someone@Example.COM ' });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ email: 'someone@example.com', reason: 'manual', addedAt: expect.any(String) });
    const again = await v1('POST', '/suppression', { email: 'someone@example.com' });
    expect(again.body).toEqual(added.body);

    // SPEC.md's body names the reason; `manual` is the only one a caller may give.
    const second = await v1('POST', '/suppression', { email: 'second@example.com', reason: 'manual' });
    expect(second).toMatchObject({ status: 200, body: { email: 'second@example.com', reason: 'manual' } });
    const list = await v1('GET', '/suppression?limit=1');
    expect(list.body).toMatchObject({ data: [{ email: 'second@example.com' }], hasMore: true, nextCursor: expect.any(String) });
    const next = await v1('GET', `/suppression?limit=1&after=${encodeURIComponent(list.body.nextCursor)}`);
    expect(next.body.data).toEqual([added.body]);
    expect((await v1('GET', '/suppression?reason=complaint')).body).toEqual({ data: [], hasMore: false, nextCursor: null });

    expect(await v1('GET', `/suppression/${encodeURIComponent('SOMEONE@example.com')}`)).toMatchObject({ status: 200, body: added.body });
    expect(await v1('DELETE', '/suppression/someone@example.com')).toMatchObject({
      status: 200,
      body: { email: 'someone@example.com', deleted: true },
    });
    expect(await v1('GET', '/suppression/someone@example.com')).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    expect(await v1('DELETE', '/suppression/someone@example.com')).toMatchObject({ status: 404 });
  });

  it('validates input and keeps accounts apart', async () => {
    expect(await v1('POST', '/suppression', { email: 'not-an-address' })).toMatchObject({
      status: 422,
      body: { error: { code: 'validation_error', field: 'email' } },
    });
    expect(await v1('POST', '/suppression', {})).toMatchObject({ status: 422, body: { error: { field: 'email' } } });
    expect(await v1('GET', '/suppression?reason=spam')).toMatchObject({ status: 422, body: { error: { field: 'reason' } } });
    for (const reason of ['hard-bounce', 'complaint', 'spam', 1]) {
      expect(await v1('POST', '/suppression', { email: 'reason@example.com', reason })).toMatchObject({
        status: 422,
        body: { error: { field: 'reason' } },
      });
    }
    await v1('POST', '/suppression', { email: 'mine@example.com' });
    expect(await v1('GET', '/suppression/mine@example.com', undefined, otherKey)).toMatchObject({ status: 404 });
  });
});

describe('/v1/quota', () => {
  it("reports this month's quota and usage", async () => {
    const now = new Date();
    const period = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    expect(await v1('GET', '/quota')).toMatchObject({
      status: 200,
      body: {
        period,
        base: 3000,
        overageCap: 0,
        used: 0,
        remaining: 3000,
        resetsAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
      },
    });
  });
});

describe('/v1/webhooks', () => {
  it('returns the secret on create and rotate only', async () => {
    const created = await v1('POST', '/webhooks', {
      url: 'https://hooks.example.com/svc',
      label: 'prod',
      eventFilters: ['delivery', 'bounce.permanent'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      url: 'https://hooks.example.com/svc',
      label: 'prod',
      eventFilters: ['delivery', 'bounce.permanent'],
      enabled: true,
      lastSuccessAt: null,
      lastFailureAt: null,
      lastFailureReason: null,
      secret: expect.stringMatching(/^whsec_/),
    });
    const { id, secret } = created.body;

    const responses = [
      await v1('GET', '/webhooks'),
      await v1('GET', `/webhooks/${id}`),
      await v1('PATCH', `/webhooks/${id}`, { enabled: false, eventFilters: null }),
    ];
    expect(responses[2]!.body).toMatchObject({ enabled: false, eventFilters: [] });
    const rotated = await v1('POST', `/webhooks/${id}/rotate-secret`);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(secret);
    responses.push(await v1('GET', `/webhooks/${id}`), await v1('GET', '/webhooks'));
    for (const response of responses) {
      expect(response.text).not.toContain(secret);
      expect(response.text).not.toContain(rotated.body.secret);
      expect(response.text).not.toContain('whsec_');
    }

    expect(await v1('GET', `/webhooks/${id}`, undefined, otherKey)).toMatchObject({ status: 404 });
    expect(await v1('DELETE', `/webhooks/${id}`)).toMatchObject({ status: 200, body: { id, deleted: true } });
    expect(await v1('GET', `/webhooks/${id}`)).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
  });

  it('enforces the URL scheme and the event catalogue', async () => {
    expect(await v1('POST', '/webhooks', { url: 'http://hooks.example.com/x' })).toMatchObject({
      status: 422,
      body: { error: { field: 'url' } },
    });
    expect((await v1('POST', '/webhooks', { url: 'http://localhost:8080/x' })).status).toBe(201);
    expect((await v1('POST', '/webhooks', { url: 'http://127.0.0.1/x' })).status).toBe(201);
    expect(await v1('POST', '/webhooks', { url: 'ftp://hooks.example.com/x' })).toMatchObject({
      status: 422,
      body: { error: { field: 'url' } },
    });
    expect(await v1('POST', '/webhooks', { url: 'https://hooks.example.com/x', eventFilters: ['sent'] })).toMatchObject({
      status: 422,
      body: { error: { code: 'validation_error', field: 'eventFilters' } },
    });
    expect(await v1('PATCH', '/webhooks/00000000-0000-7000-8000-000000000000', {})).toMatchObject({ status: 422 });
  });
});

describe('list cursors', () => {
  it('answers 422 on after for a forged or garbled cursor on every list, never 500', async () => {
    const webhook = await v1('POST', '/webhooks', { url: 'https://hooks.example.com/cursor', eventFilters: ['delivery'] });
    expect(webhook.status).toBe(201);
    const lists = [
      '/sender-domains',
      '/suppression',
      '/webhooks',
      `/webhooks/${webhook.body.id as string}/deliveries`,
      '/templates',
      '/mailbox',
      '/messages',
    ];
    const cursor = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
    const forged = [
      'not base64!',
      Buffer.from([0xff, 0xfe, 0x00, 0x81, 0xc3]).toString('base64url'),
      cursor('not-a-uuid'),
      cursor("1' or '1'='1"),
      cursor('2026-13-45T99:00:00Z|0195f3a0-0000-7000-8000-000000000000'),
      cursor('0195f3a0-0000-7000-8000-00000000000z'),
    ];
    for (const list of lists) {
      for (const after of forged) {
        const answer = await v1('GET', `${list}?after=${encodeURIComponent(after)}`);
        expect({ list, after, status: answer.status, body: answer.body }).toMatchObject({
          list,
          after,
          status: 422,
          body: { error: { code: 'validation_error', field: 'after' } },
        });
      }
      // A well-formed cursor naming no item is simply an empty or shorter page.
      expect((await v1('GET', `${list}?after=${cursor('0195f3a0-0000-7000-8000-000000000000')}`)).status).toBe(200);
    }
  });
});
