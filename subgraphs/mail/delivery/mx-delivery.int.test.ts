import { startTestApp, type TestApp } from '../../../test/support/app.js';
import { TestDnsServer } from '../../../test/support/dns-server.js';
import { mailApi, SmtpSink, verifiedDomain, type Json, type MailApi } from '../../../test/support/mail.js';
import { until } from '../../../test/support/wait.js';

let t: TestApp;
let dns: TestDnsServer;
let sink: SmtpSink;
/** A second MX host: same port, another loopback address. */
let preferred: SmtpSink;
let api: MailApi;

beforeAll(async () => {
  dns = await new TestDnsServer().start();
  sink = await new SmtpSink().start();
  preferred = await new SmtpSink().start({ host: '127.0.0.3', port: sink.port });
  t = await startTestApp({
    env: {
      JOBS_ENABLED: 'true',
      MAIL_DELIVERY_MODE: 'mx',
      // Recipient MX hosts are reached on the sink's port (25 in production).
      MAIL_MX_PORT: String(sink.port),
      MAIL_DNS_SERVERS: dns.address,
      MAIL_DNS_TIMEOUT_MS: '1000',
      MAIL_DELIVERY_RETRY_SECONDS: '0.05',
      WORKER_POLL_MS: '50',
      // The test polls the message faster than the default per-key limit allows.
      MAIL_API_RATE_LIMIT: '1000',
    },
  });
  api = mailApi(t.url, (await t.createMailKey((await t.createUser()).token)).token);
  await verifiedDomain(api, dns, 'direct-sender.example');
});
afterAll(async () => {
  await t?.close();
  await sink?.stop();
  await preferred?.stop();
  await dns?.stop();
});

it("delivers straight to each recipient domain's MX in preference order, over STARTTLS, deferring a domain whose DNS fails", async () => {
  dns.mx('direct.example', { exchange: '127.0.0.1', priority: 20 }, { exchange: '127.0.0.3', priority: 10 });
  // The preferred MX of this one refuses connections (nothing listens on 127.0.0.2): the next one takes it.
  dns.mx('fallback.example', { exchange: '127.0.0.1', priority: 20 }, { exchange: '127.0.0.2', priority: 10 });
  dns.fail('broken.example');
  const sent = await api('POST', '/send', {
    body: {
      from: 'app@direct-sender.example',
      to: 'ada@direct.example',
      cc: ['bob@broken.example', 'cy@fallback.example'],
      subject: 'Hi',
      text: 'Hi',
    },
  });
  expect(sent.status).toBe(200);
  const message = async (): Promise<Json> => (await api('GET', `/messages/${sent.body.id}`)).body;
  await until(async () => (await message()).status === 'partially-delivered', 'the broken domain to run out of retries');

  const copiesAt = (server: SmtpSink) => server.received.filter((mail) => mail.raw.includes(sent.body.id));
  expect(copiesAt(preferred)).toEqual([expect.objectContaining({ to: ['ada@direct.example'], secure: true })]);
  expect(copiesAt(sink)).toEqual([expect.objectContaining({ to: ['cy@fallback.example'], secure: true })]);
  const final = await message();
  expect(Object.fromEntries(final.recipients.map((recipient: Json) => [recipient.email, recipient.status]))).toEqual({
    'ada@direct.example': 'delivered',
    'bob@broken.example': 'failed',
    'cy@fallback.example': 'delivered',
  });
  expect(final.events.map((event: Json) => [event.event, event.data.to]).sort()).toEqual([
    ['bounce.transient', 'bob@broken.example'],
    ['delivery', 'ada@direct.example'],
    ['delivery', 'cy@fallback.example'],
  ]);
  expect(final.recipients.find((recipient: Json) => recipient.email === 'bob@broken.example').smtpResponse).toMatch(/MX lookup failed/);
});
