import { withClient } from '../../core/database.js';
import { startTestApp, type TestApp } from '../../test/support/app.js';
import { TestDnsServer } from '../../test/support/dns-server.js';
import { mailApi, verifiedDomain } from '../../test/support/mail.js';
import { until } from '../../test/support/wait.js';
import { MAIL_MAINTENANCE_QUEUE } from './maintenance.job.js';

let t: TestApp;
let dns: TestDnsServer;
beforeAll(async () => {
  dns = await new TestDnsServer().start();
  t = await startTestApp({ env: { JOBS_ENABLED: 'true', MAIL_DNS_SERVERS: dns.address, MAIL_API_RATE_LIMIT: '1000' } });
});
afterAll(async () => {
  await t?.close();
  await dns?.stop();
});

const sql = (text: string) => withClient(t.app.platform.database.url, (client) => client.query(text));
const count = async (from: string) => Number((await sql(`select count(*)::int as n from mail.${from}`)).rows[0].n);

it('prunes expired idempotency keys and month-old finished messages, events and deliveries, never work still to do', async () => {
  const api = mailApi(t.url, (await t.createMailKey((await t.createUser()).token)).token);
  await verifiedDomain(api, dns, 'prune.example');
  await api('POST', '/webhooks', { body: { url: 'http://127.0.0.1:1/hook', label: 'down', eventFilters: ['delivery'] } });
  const send = (key: string) =>
    api('POST', '/send', {
      body: { from: 'a@prune.example', to: 'b@example.org', subject: 'x', text: 'x' },
      headers: { 'idempotency-key': key },
    });
  const old = (await send('old')).body.id;
  const fresh = (await send('fresh')).body.id;
  await until(async () => (await count(`messages where status = 'delivered'`)) === 2, 'both deliveries');
  await until(async () => (await count('webhook_deliveries where attempts > 0')) === 2, 'the webhook attempts');
  await sql(`update mail.messages set created_at = now() - interval '31 days' where id = '${old}'`);
  await sql(`update mail.outbox set created_at = now() - interval '31 days' where aggregate_id = '${old}'`);
  await sql(`update mail.idempotency_keys set created_at = now() - interval '25 hours' where key = 'old'`);
  // An old delivery still being retried is work to do: it stays.
  await sql(`update mail.webhook_deliveries set created_at = now() - interval '31 days'`);

  await t.app.platform.jobs!.send(MAIL_MAINTENANCE_QUEUE, {});
  await until(async () => (await count(`messages where id = '${old}'`)) === 0, 'the maintenance run');

  expect(await count(`messages where id = '${fresh}'`)).toBe(1);
  expect(await count(`outbox where aggregate_id = '${old}'`)).toBe(0);
  expect(await count(`outbox where aggregate_id = '${fresh}'`)).toBeGreaterThan(0);
  expect(await count(`idempotency_keys`)).toBe(1);
  expect(await count(`webhook_deliveries`)).toBe(2);
});
