import { promises as dnsPromises } from 'node:dns';
import { readFile } from 'node:fs/promises';
import { createClient, type Client } from 'graphql-ws';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../../../test/support/app.js';
import { TestDnsServer } from '../../../test/support/dns-server.js';
import { mailApi, SmtpSink, verifiedDomain, type Json, type MailApi } from '../../../test/support/mail.js';
import { freePort } from '../../../test/support/ports.js';
import { until } from '../../../test/support/wait.js';
import { WebhookReceiver } from '../../../test/support/webhook-receiver.js';

let t: TestApp;
let dns: TestDnsServer;
let sink: SmtpSink;
let api: MailApi;
let key: string;
let inboundPort: number;
const clients: Client[] = [];

beforeAll(async () => {
  dns = await new TestDnsServer().start();
  sink = await new SmtpSink().start();
  inboundPort = await freePort();
  t = await startTestApp({
    env: {
      JOBS_ENABLED: 'true',
      MAIL_DNS_SERVERS: dns.address,
      MAIL_DNS_TIMEOUT_MS: '1000',
      MAIL_API_RATE_LIMIT: '1000',
      SMTP_RELAY_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_DELIVERY_RETRY_SECONDS: '0.05,0.05',
      WORKER_POLL_MS: '50',
      MAIL_INBOUND_SMTP_PORT: String(inboundPort),
      MAIL_INBOUND_SMTP_HOST: '127.0.0.1',
    },
  });
  key = (await t.createMailKey((await t.createUser()).token)).token;
  api = mailApi(t.url, key);
  await verifiedDomain(api, dns, 'relay.example');
});
afterAll(async () => {
  for (const client of clients) await client.dispose();
  await t?.close();
  await sink?.stop();
  await dns?.stop();
});

const send = async (body: Record<string, unknown>) => {
  const sent = await api('POST', '/send', { body: { from: 'App <app@relay.example>', subject: 'Hello', text: 'Hi', ...body } });
  expect(sent.status).toBe(200);
  return sent.body.id as string;
};
const messageOf = async (id: string): Promise<Json> => (await api('GET', `/messages/${id}`)).body;
const settled = (id: string, status: string, timeoutMs = 20_000) =>
  until(async () => (await messageOf(id)).status === status, `message ${id} to become ${status}`, timeoutMs);
const received = (id: string) => sink.received.filter((mail) => new RegExp(`^X-SVC-Message-Id: ${id}$`, 'im').test(mail.raw));

/** Sends a report to the inbound bounce MX over SMTP, as a remote MTA would. */
async function deliverReport(rcpt: string, raw: string): Promise<void> {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: inboundPort, secure: false, tls: { rejectUnauthorized: false } });
  try {
    await transport.sendMail({ envelope: { from: '', to: [rcpt] }, raw });
  } finally {
    transport.close();
  }
}

/** mailauth's DKIM result for each signature of `raw`, keys looked up on the test DNS server. */
async function dkimResults(raw: string): Promise<string[]> {
  const resolver = new dnsPromises.Resolver();
  resolver.setServers([dns.address]);
  const verification = await dkimVerify(Buffer.from(raw), { resolver: (name: string, rr: string) => resolver.resolve(name, rr) } as never);
  return verification.results.map((result: { status: { result: string } }) => result.status.result);
}

const fixture = (name: string) => readFile(new URL(`../bounces/fixtures/${name}`, import.meta.url), 'utf8');

describe('delivery through the relay', () => {
  it('delivers a DKIM-signed message that an independent verifier accepts, with VERP, ENVID and CRLF line ends', async () => {
    const id = await send({ to: 'ada@example.org', html: '<p>Hi</p>\n<p>Line two</p>', text: 'Hi\nLine two\n' });
    await settled(id, 'delivered');
    const [mail] = received(id);
    const message = await messageOf(id);
    // Bodies given with bare LF go on the wire with CRLF (RFC 5322 2.3).
    expect(mail!.raw).toContain('Line two');
    expect(mail!.raw).not.toMatch(/(^|[^\r])\n/);
    expect(mail!.from).toMatch(/^b\+[0-9a-f]{40}@bounces\.relay\.example$/);
    expect(mail!.to).toEqual(['ada@example.org']);
    expect(mail!.mailParams).toMatchObject({ ENVID: mail!.from.slice(2, 42) });
    expect(message.events).toEqual([
      expect.objectContaining({ event: 'delivery', data: expect.objectContaining({ messageId: id, to: 'ada@example.org' }) }),
    ]);

    expect(await dkimResults(mail!.raw)).toEqual(['pass']);
    // The same message with one byte changed no longer verifies: the check is real.
    // (mailauth answers `neutral` for a body hash mismatch.)
    expect((await dkimResults(mail!.raw.replace('Hi', 'Ho')))[0]).not.toBe('pass');
  });

  it('writes an RFC 5322 Date header: the time the message was accepted', async () => {
    const id = await send({ to: 'dated@example.org' });
    await settled(id, 'delivered');
    const raw = received(id)[0]!.raw;
    const header = /^Date: (.*)$/im.exec(raw)![1]!;
    // day-of-week, DD Mon YYYY HH:MM:SS +ZZZZ (RFC 5322 3.3).
    expect(header).toMatch(
      /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} [+-]\d{4}$/,
    );
    const parsed = await simpleParser(raw);
    const createdAt = new Date((await messageOf(id)).createdAt as string);
    // The header has whole seconds.
    expect(Math.abs(parsed.date!.getTime() - createdAt.getTime())).toBeLessThan(1000);
  });

  it('delivers one 29 MB attachment signed, under the 30 MB limit', async () => {
    const content = Buffer.alloc(29 * 1024 * 1024);
    for (let i = 0; i < content.length; i++) content[i] = (i * 31 + (i >> 12)) & 0xff;
    const id = await send({ to: 'large@example.org', attachments: [{ filename: 'large.bin', content: content.toString('base64') }] });
    // Signing and relaying 40 MB takes seconds on a loaded machine.
    await settled(id, 'delivered', 90_000);
    const raw = received(id)[0]!.raw;
    expect(await dkimResults(raw)).toEqual(['pass']);
    const parsed = await simpleParser(raw);
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]!.content.equals(content)).toBe(true);
  }, 120_000);

  it('suppresses a permanently refused recipient with bounce.permanent, and retries a deferred one then gives up with bounce.transient', async () => {
    const id = await send({ to: 'bounce-me@example.org', cc: ['ok@example.org', 'defer-me@example.org'] });
    await until(async () => ['partially-delivered'].includes((await messageOf(id)).status), 'the retries to run out', 20_000);
    const message = await messageOf(id);
    const byRecipient = Object.fromEntries(message.recipients.map((recipient: Json) => [recipient.email, recipient.status]));
    expect(byRecipient).toEqual({ 'bounce-me@example.org': 'bounced', 'ok@example.org': 'delivered', 'defer-me@example.org': 'failed' });
    expect(message.attempts).toBe(3);
    const events = message.events.map((event: Json) => [event.event, event.data.to]);
    expect(events).toEqual(
      expect.arrayContaining([
        ['delivery', 'ok@example.org'],
        ['bounce.permanent', 'bounce-me@example.org'],
        ['bounce.transient', 'defer-me@example.org'],
      ]),
    );
    expect(events).toHaveLength(3);
    expect(message.events.find((event: Json) => event.event === 'bounce.permanent').data).toEqual({
      messageId: id,
      to: 'bounce-me@example.org',
      bounceType: 'Permanent',
      suppressionAdded: true,
    });
    expect((await api('GET', '/suppression/bounce-me@example.org')).body).toMatchObject({ reason: 'hard-bounce' });
    expect((await api('GET', '/suppression/defer-me@example.org')).status).toBe(404);
    // Every attempt carried the same Message-ID, so receivers can tell a retry from a new message.
    const ids = new Set(received(id).map((mail) => /^Message-ID: (.*)$/im.exec(mail.raw)![1]));
    expect(ids.size).toBe(1);
  });
});

describe('the inbound bounce MX', () => {
  it('turns a DSN naming the ENVID into bounce.permanent and a suppression', async () => {
    const id = await send({ to: 'later-bounce@example.org' });
    await settled(id, 'delivered');
    const verp = received(id)[0]!.from;
    const token = verp.slice(2, 42);
    const dsn = (await fixture('postfix-dsn-user-unknown.eml'))
      .replaceAll('b+tok001@bounces.example.com', verp)
      .replaceAll('msg-0001', token)
      .replaceAll('nobody@example.org', 'later-bounce@example.org');
    // Addressed to the operator's bounce host, not the VERP address: the ENVID alone identifies the message.
    await deliverReport('postmaster@bounces.relay.example', dsn);
    await settled(id, 'bounced');
    expect((await messageOf(id)).events.map((event: Json) => event.event)).toEqual(['delivery', 'bounce.permanent']);
    expect((await api('GET', '/suppression/later-bounce@example.org')).body).toMatchObject({ reason: 'hard-bounce' });
  });

  it('turns a delayed DSN into bounce.transient without suppressing', async () => {
    const id = await send({ to: 'slow@example.org' });
    await settled(id, 'delivered');
    const verp = received(id)[0]!.from;
    const dsn = (await fixture('postfix-dsn-delayed.eml')).replace(/^Final-Recipient: .*$/m, 'Final-Recipient: rfc822; slow@example.org');
    await deliverReport(verp, dsn);
    await until(async () => (await messageOf(id)).events.length === 2, 'the transient bounce');
    expect((await messageOf(id)).events[1]).toMatchObject({ event: 'bounce.transient', data: { to: 'slow@example.org' } });
    expect((await api('GET', '/suppression/slow@example.org')).status).toBe(404);
  });

  it('turns an ARF report into complaint and a suppression, matched by the original return path', async () => {
    const id = await send({ to: 'grumpy@example.org' });
    await settled(id, 'delivered');
    const verp = received(id)[0]!.from;
    const arf = (await fixture('arf-abuse-rfc822.eml')).replaceAll('b+tok123@bounces.example.com', verp);
    const recipient = /^Original-Rcpt-To: (.*)$/m.exec(arf)![1]!.trim();
    await deliverReport('fbl@bounces.relay.example', arf.replaceAll(recipient, 'grumpy@example.org'));
    await until(async () => (await messageOf(id)).events.some((event: Json) => event.event === 'complaint'), 'the complaint');
    expect((await api('GET', '/suppression/grumpy@example.org')).body).toMatchObject({ reason: 'complaint' });
  });

  it('keeps a report that matches no message, and refuses mail for other domains', async () => {
    await deliverReport('b+0000000000000000000000000000000000000000@bounces.relay.example', await fixture('plain-message.eml'));
    await expect(deliverReport('someone@example.org', await fixture('plain-message.eml'))).rejects.toMatchObject({ responseCode: 550 });
  });
});

describe('repeated reports', () => {
  /** A DSN about message `id` for `to`, sent back to its VERP return path: `failed` (5.1.1) or `delayed` (4.4.1). */
  async function dsn(id: string, to: string, action: 'failed' | 'delayed'): Promise<{ verp: string; raw: string }> {
    const verp = received(id)[0]!.from;
    const raw =
      action === 'failed'
        ? (await fixture('postfix-dsn-user-unknown.eml'))
            .replaceAll('b+tok001@bounces.example.com', verp)
            .replaceAll('msg-0001', verp.slice(2, 42))
            .replaceAll('nobody@example.org', to)
        : (await fixture('postfix-dsn-delayed.eml')).replaceAll('b+tok003@bounces.example.com', verp).replaceAll('slow@example.net', to);
    return { verp, raw };
  }
  /**
   * An ARF complaint about message `id` from `to` (else from the fixture's own two addresses), for the feedback-loop
   * address: the original return path names the message.
   */
  async function complaint(id: string, to?: string): Promise<string> {
    const arf = (await fixture('arf-abuse-rfc822.eml')).replaceAll('b+tok123@bounces.example.com', received(id)[0]!.from);
    return to ? arf.replaceAll('<Reader.One@isp.example>', to) : arf;
  }
  const fbl = 'fbl@bounces.relay.example';
  const reportEvents = async (id: string) =>
    (await messageOf(id)).events
      .filter((event: Json) => event.event !== 'delivery')
      .map((event: Json) => [event.event, event.data.to, event.data.suppressionAdded]);

  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await new WebhookReceiver().start();
    const created = await api('POST', '/webhooks', {
      body: { url: `${receiver.url}/reports`, eventFilters: ['bounce.permanent', 'bounce.transient', 'complaint'] },
    });
    expect(created.status).toBe(201);
  });
  afterAll(() => receiver?.close());
  const webhooksFor = (to: string) =>
    receiver
      .at('/reports')
      .map((delivery) => JSON.parse(delivery.body) as Json)
      .filter((payload) => payload.data.to === to)
      .map((payload) => payload.event);

  it('records the same DSN arriving twice once: one bounce.permanent, one webhook, and no second suppression', async () => {
    const id = await send({ to: 'twice@example.org' });
    await settled(id, 'delivered');
    const { verp, raw } = await dsn(id, 'twice@example.org', 'failed');
    await deliverReport(verp, raw);
    expect(await reportEvents(id)).toEqual([['bounce.permanent', 'twice@example.org', true]]);
    // The customer takes the address off the list; the repeated report must not put it back.
    expect((await api('DELETE', '/suppression/twice@example.org')).status).toBe(200);
    // The MX answers 250 only once the report is committed: what it did is in place when this returns.
    await deliverReport(verp, raw);
    expect(await reportEvents(id)).toEqual([['bounce.permanent', 'twice@example.org', true]]);
    expect((await api('GET', '/suppression/twice@example.org')).status).toBe(404);
    expect((await messageOf(id)).status).toBe('bounced');
    // No second event exists, so no second webhook can follow the one that arrives.
    await until(() => webhooksFor('twice@example.org').length > 0, 'the bounce webhook');
    expect(webhooksFor('twice@example.org')).toEqual(['bounce.permanent']);
  });

  it('records the same DSN delivered on two connections at once once', async () => {
    const id = await send({ to: 'racing@example.org' });
    await settled(id, 'delivered');
    const { verp, raw } = await dsn(id, 'racing@example.org', 'failed');
    await Promise.all([deliverReport(verp, raw), deliverReport(verp, raw), deliverReport(verp, raw)]);
    expect(await reportEvents(id)).toEqual([['bounce.permanent', 'racing@example.org', true]]);
    await until(() => webhooksFor('racing@example.org').length > 0, 'the bounce webhook');
    expect(webhooksFor('racing@example.org')).toEqual(['bounce.permanent']);
  });

  it('records each recipient of one message bouncing once: both events, both webhooks, the message bounced', async () => {
    const id = await send({ to: 'first-gone@example.org', cc: ['second-gone@example.org'] });
    await settled(id, 'delivered');
    const first = await dsn(id, 'first-gone@example.org', 'failed');
    const second = await dsn(id, 'second-gone@example.org', 'failed');
    // Both at once: each report waits for the other's, so the message's status counts both bounces.
    await Promise.all([deliverReport(first.verp, first.raw), deliverReport(second.verp, second.raw)]);
    expect((await reportEvents(id)).sort()).toEqual([
      ['bounce.permanent', 'first-gone@example.org', true],
      ['bounce.permanent', 'second-gone@example.org', true],
    ]);
    const message = await messageOf(id);
    expect(message.status).toBe('bounced');
    expect(message.recipients.map((recipient: Json) => recipient.status)).toEqual(['bounced', 'bounced']);
    await until(
      () => webhooksFor('second-gone@example.org').length > 0 && webhooksFor('first-gone@example.org').length > 0,
      'both webhooks',
    );
    expect([...webhooksFor('first-gone@example.org'), ...webhooksFor('second-gone@example.org')]).toEqual([
      'bounce.permanent',
      'bounce.permanent',
    ]);
  });

  it('records a soft bounce once, then a hard one for the same recipient as news; a soft one after it is nothing', async () => {
    const id = await send({ to: 'soft-then-hard@example.org' });
    await settled(id, 'delivered');
    const delayed = await dsn(id, 'soft-then-hard@example.org', 'delayed');
    const failed = await dsn(id, 'soft-then-hard@example.org', 'failed');
    await deliverReport(delayed.verp, delayed.raw);
    await deliverReport(delayed.verp, delayed.raw);
    expect(await reportEvents(id)).toEqual([['bounce.transient', 'soft-then-hard@example.org', undefined]]);
    expect((await api('GET', '/suppression/soft-then-hard@example.org')).status).toBe(404);

    await deliverReport(failed.verp, failed.raw);
    await deliverReport(delayed.verp, delayed.raw);
    await deliverReport(failed.verp, failed.raw);
    expect(await reportEvents(id)).toEqual([
      ['bounce.transient', 'soft-then-hard@example.org', undefined],
      ['bounce.permanent', 'soft-then-hard@example.org', true],
    ]);
    expect((await api('GET', '/suppression/soft-then-hard@example.org')).body).toMatchObject({ reason: 'hard-bounce' });
    expect((await messageOf(id)).status).toBe('bounced');
    await until(() => webhooksFor('soft-then-hard@example.org').length === 2, 'both webhooks');
    expect(webhooksFor('soft-then-hard@example.org')).toEqual(['bounce.transient', 'bounce.permanent']);
  });

  it('records the same complaint arriving twice once: one complaint, one webhook, and no second suppression', async () => {
    const id = await send({ to: 'spam-twice@example.org' });
    await settled(id, 'delivered');
    const raw = await complaint(id, 'spam-twice@example.org');
    await deliverReport(fbl, raw);
    expect(await reportEvents(id)).toEqual([['complaint', 'spam-twice@example.org', true]]);
    // The customer takes the address off the list; the repeated report must not put it back.
    expect((await api('DELETE', '/suppression/spam-twice@example.org')).status).toBe(200);
    await deliverReport(fbl, raw);
    expect(await reportEvents(id)).toEqual([['complaint', 'spam-twice@example.org', true]]);
    expect((await api('GET', '/suppression/spam-twice@example.org')).status).toBe(404);
    await until(() => webhooksFor('spam-twice@example.org').length > 0, 'the complaint webhook');
    expect(webhooksFor('spam-twice@example.org')).toEqual(['complaint']);
  });

  it('records the same complaint delivered on two connections at once once', async () => {
    const id = await send({ to: 'spam-racing@example.org' });
    await settled(id, 'delivered');
    const raw = await complaint(id, 'spam-racing@example.org');
    await Promise.all([deliverReport(fbl, raw), deliverReport(fbl, raw), deliverReport(fbl, raw)]);
    expect(await reportEvents(id)).toEqual([['complaint', 'spam-racing@example.org', true]]);
    await until(() => webhooksFor('spam-racing@example.org').length > 0, 'the complaint webhook');
    expect(webhooksFor('spam-racing@example.org')).toEqual(['complaint']);
  });

  it('records each recipient of one message complaining once: both complaints, both webhooks, both suppressed', async () => {
    const id = await send({ to: 'first-spam@example.org', cc: ['second-spam@example.org'] });
    await settled(id, 'delivered');
    const first = await complaint(id, 'first-spam@example.org');
    const second = await complaint(id, 'second-spam@example.org');
    await Promise.all([deliverReport(fbl, first), deliverReport(fbl, second)]);
    await deliverReport(fbl, second);
    expect((await reportEvents(id)).sort()).toEqual([
      ['complaint', 'first-spam@example.org', true],
      ['complaint', 'second-spam@example.org', true],
    ]);
    for (const address of ['first-spam@example.org', 'second-spam@example.org'])
      expect((await api('GET', `/suppression/${address}`)).body).toMatchObject({ reason: 'complaint' });
    await until(
      () => webhooksFor('first-spam@example.org').length > 0 && webhooksFor('second-spam@example.org').length > 0,
      'both webhooks',
    );
    expect([...webhooksFor('first-spam@example.org'), ...webhooksFor('second-spam@example.org')]).toEqual(['complaint', 'complaint']);
  });

  it('records a complaint after a bounce, and a bounce after a complaint, as news', async () => {
    const id = await send({ to: 'late-and-spam@example.org' });
    await settled(id, 'delivered');
    const delayed = await dsn(id, 'late-and-spam@example.org', 'delayed');
    const failed = await dsn(id, 'late-and-spam@example.org', 'failed');
    const raw = await complaint(id, 'late-and-spam@example.org');
    await deliverReport(delayed.verp, delayed.raw);
    await deliverReport(fbl, raw);
    await deliverReport(failed.verp, failed.raw);
    await deliverReport(fbl, raw);
    expect(await reportEvents(id)).toEqual([
      ['bounce.transient', 'late-and-spam@example.org', undefined],
      ['complaint', 'late-and-spam@example.org', true],
      ['bounce.permanent', 'late-and-spam@example.org', false],
    ]);
  });

  it("takes a complaint naming an address the message was not sent to (a redacted report) for the message's to, once", async () => {
    const id = await send({ to: 'redacted-spam@example.org', cc: ['bystander@example.org'] });
    await settled(id, 'delivered');
    await deliverReport(fbl, await complaint(id));
    await deliverReport(fbl, await complaint(id, 'redacted-spam@example.org'));
    expect(await reportEvents(id)).toEqual([['complaint', 'redacted-spam@example.org', true]]);
    expect((await api('GET', '/suppression/bystander@example.org')).status).toBe(404);
    expect((await api('GET', '/suppression/reader.one@isp.example')).status).toBe(404);
  });
});

describe('open tracking', () => {
  it('fires email.opened once, on the first load of the pixel, only when the domain has it on', async () => {
    const untracked = await send({ to: 'reader@example.org', html: '<p>Hi</p>' });
    await settled(untracked, 'delivered');
    expect(received(untracked)[0]!.raw).not.toContain('/mail/open/');

    const domains = await api('GET', '/sender-domains');
    const domain = domains.body.data.find((entry: Json) => entry.domain === 'relay.example');
    expect((await api('PATCH', `/sender-domains/${domain.id}`, { body: { openTracking: true } })).status).toBe(200);
    const id = await send({ to: 'reader@example.org', html: '<html><body><p>Hi</p></body></html>' });
    await settled(id, 'delivered');
    const pixel = /src=3D"([^"]+)"|src="([^"]+\/mail\/open\/[^"]+)"/.exec(received(id)[0]!.raw.replace(/=\r?\n/g, ''));
    const url = (pixel![1] ?? pixel![2])!.replace(/^http:\/\/localhost:\d+/, t.url);
    for (let i = 0; i < 3; i++) {
      const response = await fetch(url);
      expect(response.headers.get('content-type')).toBe('image/gif');
    }
    // Each pixel request answers after its open was recorded, so all three have been counted by now.
    expect((await messageOf(id)).openedAt).not.toBeNull();
    expect((await messageOf(id)).events.filter((event: Json) => event.event === 'email.opened')).toHaveLength(1);
    // A made-up token answers the same pixel and records nothing.
    expect((await fetch(`${t.url}/mail/open/${'0'.repeat(40)}.gif`)).status).toBe(200);
  });
});

describe('Subscription.mailEvents', () => {
  it("streams the account's delivery events over graphql-ws, filtered by type", async () => {
    const client = createClient({
      url: `${t.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${key}` },
      lazy: false,
      retryAttempts: 0,
    });
    clients.push(client);
    const events: Json[] = [];
    client.subscribe<{ mailEvents: Json }>(
      { query: 'subscription { mailEvents(types: ["bounce.permanent"]) { id event timestamp data } }' },
      { next: (result) => result.data && events.push(result.data.mailEvents), error: () => {}, complete: () => {} },
    );
    // Another account's events never reach this subscriber.
    const other = mailApi(t.url, (await t.createMailKey((await t.createUser()).token)).token);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const id = await send({ to: 'bounce-live@example.org', cc: ['fine@example.org'] });
    await until(() => events.length > 0, 'the subscribed event');
    expect(events).toEqual([expect.objectContaining({ event: 'bounce.permanent', data: expect.objectContaining({ messageId: id }) })]);
    expect((await other('GET', `/messages/${id}`)).status).toBe(404);
  });
});
