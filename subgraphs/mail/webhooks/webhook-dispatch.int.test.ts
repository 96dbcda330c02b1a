import { withClient } from '../../../core/database.js';
import { startTestApp, type TestApp } from '../../../test/support/app.js';
import { TestDnsServer } from '../../../test/support/dns-server.js';
import { mailApi, verifiedDomain, type Json, type MailApi } from '../../../test/support/mail.js';
import { until } from '../../../test/support/wait.js';
import { WebhookReceiver } from '../../../test/support/webhook-receiver.js';

let t: TestApp;
let dns: TestDnsServer;
let receiver: WebhookReceiver;
let api: MailApi;

beforeAll(async () => {
  dns = await new TestDnsServer().start();
  receiver = await new WebhookReceiver().start();
  t = await startTestApp({
    env: {
      JOBS_ENABLED: 'true',
      MAIL_DNS_SERVERS: dns.address,
      MAIL_API_RATE_LIMIT: '1000',
      // The first retry waits long enough for a secret rotation to land before it; the rest are quick.
      MAIL_WEBHOOK_RETRY_SECONDS: '1,0.05,0.05,0.05',
      WORKER_POLL_MS: '50',
      MAIL_WEBHOOK_TIMEOUT_MS: '2000',
      WEBHOOK_LEASE_MARGIN_SECONDS: '1.5',
    },
  });
  api = mailApi(t.url, (await t.createMailKey((await t.createUser()).token)).token);
  await verifiedDomain(api, dns, 'hooks.example');
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
  await dns?.stop();
});

async function subscribe(path: string, eventFilters: string[] = ['delivery']): Promise<{ id: string; secret: string }> {
  const created = await api('POST', '/webhooks', { body: { url: `${receiver.url}${path}`, label: path, eventFilters } });
  expect(created.status).toBe(201);
  receiver.secrets.push(created.body.secret);
  return { id: created.body.id, secret: created.body.secret };
}

const send = async (to = 'ada@example.org') =>
  (await api('POST', '/send', { body: { from: 'app@hooks.example', to, subject: 'Hi', text: 'Hi' } })).body.id as string;
const deliveries = async (webhookId: string): Promise<Json[]> =>
  (await api('GET', `/webhooks/${webhookId}/deliveries?limit=100`)).body.data;

describe('webhook delivery', () => {
  it('posts the signed event with the documented headers and body', async () => {
    const webhook = await subscribe('/plain');
    const id = await send();
    await until(() => receiver.at('/plain').length === 1, 'the delivery');
    const [request] = receiver.at('/plain');
    expect(request!.signedWith).toBe(receiver.secrets.indexOf(webhook.secret));
    expect(request!.headers).toMatchObject({
      'x-svc-webhook-id': webhook.id,
      'x-svc-event': 'delivery',
      'content-type': 'application/json',
    });
    expect(request!.headers['x-svc-event-id']).toEqual(expect.any(String));
    const body = JSON.parse(request!.body);
    expect(Object.keys(body).sort()).toEqual(['data', 'event', 'timestamp']);
    expect(body).toMatchObject({ event: 'delivery', data: { messageId: id, to: 'ada@example.org' } });
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
    await until(async () => (await api('GET', `/webhooks/${webhook.id}`)).body.lastSuccessAt !== null, 'the health fields');
  });

  it('retries failures with backoff until the receiver succeeds, signing each attempt with the current secret', async () => {
    const webhook = await subscribe('/flaky');
    receiver.scripts.set('/flaky', [500, 503]);
    await send();
    await until(() => receiver.at('/flaky').length === 1, 'the first attempt');
    await until(
      async () => (await api('GET', `/webhooks/${webhook.id}`)).body.lastFailureReason === 'HTTP 500',
      'the failure to be recorded',
    );
    // Rotate between attempts: every later attempt is signed with the new secret only.
    const rotated = await api('POST', `/webhooks/${webhook.id}/rotate-secret`);
    receiver.secrets.push(rotated.body.secret);
    await until(() => receiver.at('/flaky').length === 3, 'the retries', 20_000);
    const attempts = receiver.at('/flaky');
    expect(attempts[2]!.signedWith).toBe(receiver.secrets.indexOf(rotated.body.secret));
    expect(new Set(attempts.map((attempt) => attempt.headers['x-svc-event-id'])).size).toBe(1);
    expect(new Set(attempts.map((attempt) => attempt.body)).size).toBe(1);
    await until(async () => (await deliveries(webhook.id))[0]?.status === 'succeeded', 'the delivery to succeed');
    const [log] = await deliveries(webhook.id);
    expect(log).toMatchObject({ attempts: 3, lastStatusCode: 200, event: 'delivery' });
    const health = (await api('GET', `/webhooks/${webhook.id}`)).body;
    expect(health.lastFailureAt).not.toBeNull();
    expect(new Date(health.lastSuccessAt).getTime()).toBeGreaterThan(new Date(health.lastFailureAt).getTime());
  });

  it('gives up after the schedule, and replays by hand with the same event id', async () => {
    const webhook = await subscribe('/down');
    receiver.scripts.set('/down', [500, 500, 500, 500, 500]);
    await send();
    await until(async () => (await deliveries(webhook.id))[0]?.status === 'failed', 'the attempts to run out', 20_000);
    expect(receiver.at('/down')).toHaveLength(5);
    const [failed] = await deliveries(webhook.id);
    const replay = await api('POST', `/webhooks/${webhook.id}/deliveries/${failed!.id}/replay`);
    expect(replay).toMatchObject({ status: 200, body: { replayOf: failed!.id, eventId: failed!.eventId, status: 'pending' } });
    await until(() => receiver.at('/down').length === 6, 'the replay');
    expect(receiver.at('/down')[5]!.headers['x-svc-event-id']).toBe(failed!.eventId);
  });

  it('disables the subscription on 410, and does not follow redirects', async () => {
    const gone = await subscribe('/gone');
    const moved = await subscribe('/moved');
    receiver.scripts.set('/gone', [410]);
    receiver.scripts.set('/moved', [302]);
    await send();
    await until(async () => (await api('GET', `/webhooks/${gone.id}`)).body.enabled === false, 'the subscription to be disabled');
    expect((await api('GET', `/webhooks/${gone.id}`)).body.lastFailureReason).toMatch(/410/);
    await until(
      async () => (await api('GET', `/webhooks/${moved.id}`)).body.lastFailureReason === 'redirect 302 not followed',
      'the redirect failure',
    );
    // Disabled: later events wait, nothing is sent.
    await send();
    await t.app.drainWork();
    expect(receiver.at('/gone')).toHaveLength(1);
  });

  it('delivers only the events a subscription filters for, and pauses while disabled', async () => {
    const bounces = await subscribe('/bounces', ['bounce.permanent']);
    const paused = await subscribe('/paused');
    await api('PATCH', `/webhooks/${paused.id}`, { body: { enabled: false } });
    await send();
    await t.app.drainWork();
    expect(receiver.at('/bounces')).toHaveLength(0);
    expect(receiver.at('/paused')).toHaveLength(0);
    await api('PATCH', `/webhooks/${paused.id}`, { body: { enabled: true } });
    await until(() => receiver.at('/paused').length === 1, 'the held delivery after resuming');
    expect((await deliveries(bounces.id)).length).toBe(0);
  });

  it('holds a delivery it is sending for the request timeout and WEBHOOK_LEASE_MARGIN_SECONDS, no longer', async () => {
    const webhook = await subscribe('/slow');
    receiver.hold.on = true;
    try {
      await send();
      await until(() => receiver.hold.count > 0, 'the request to be in flight');
      const { rows } = await withClient(t.app.platform.database.url, (client) =>
        client.query<{ left: number }>(
          `select extract(epoch from lease_until - now())::float8 as left from mail.webhook_deliveries where webhook_id = $1`,
          [webhook.id],
        ),
      );
      // Claimed a moment ago for 2 s of timeout and 1.5 s of margin: another process could take it over after 3.5 s
      // had the sender died (the default margin would leave it 32 s).
      expect(rows).toHaveLength(1);
      expect(rows[0]!.left).toBeGreaterThan(0);
      expect(rows[0]!.left).toBeLessThanOrEqual(3.5);
    } finally {
      receiver.hold.on = false;
    }
  });

  it('refuses a private address at delivery time too, whatever the stored subscription says', async () => {
    // Creation refuses private address literals; a subscription stored before that rule (or a name that
    // resolves privately, covered in webhook-sender.test.ts) meets the same rule again when sending.
    const created = await api('POST', '/webhooks', {
      body: { url: 'https://hooks.example.com/private', label: 'private', eventFilters: ['delivery'] },
    });
    await withClient(t.app.platform.database.url, (client) =>
      client.query(`update mail.webhooks set url = 'https://10.1.2.3/hook' where id = $1`, [created.body.id]),
    );
    await send();
    await until(async () => Boolean((await api('GET', `/webhooks/${created.body.id}`)).body.lastFailureReason), 'the refusal');
    expect((await api('GET', `/webhooks/${created.body.id}`)).body.lastFailureReason).toMatch(/refused: .*private/);
  });

  it("keeps another account's subscriptions and logs out of reach", async () => {
    const webhook = await subscribe('/mine');
    const stranger = mailApi(t.url, (await t.createMailKey((await t.createUser()).token)).token);
    expect((await stranger('GET', `/webhooks/${webhook.id}/deliveries`)).status).toBe(404);
  });
});
