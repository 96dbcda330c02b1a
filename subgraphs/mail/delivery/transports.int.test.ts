import { SMTPServer } from 'smtp-server';
import { freePort } from '../../../test/support/ports.js';
import { SmtpSink } from '../../../test/support/mail.js';
import { RelayRoute, type RecipientOutcome } from './transports.js';

// The SMTP client of the delivery worker against real SMTP servers on loopback.

const limits = { maxConnections: 2, timeoutMs: 5000 };
const raw = (n: number) => Buffer.from(`From: app@sender.example\r\nTo: someone@example.org\r\nSubject: ${n}\r\n\r\nMessage ${n}\r\n`);
const envelope = (n: number, to: string[]) => ({ from: `b+${n}@bounces.sender.example`, to, envelopeId: `env${n}` });
const results = (outcomes: RecipientOutcome[]) => Object.fromEntries(outcomes.map((outcome) => [outcome.email, outcome.result]));

let sink: SmtpSink;
beforeEach(async () => {
  sink = await new SmtpSink().start({ socketTimeout: 300 });
});
afterEach(async () => {
  await sink.stop();
});

it('sends over at most maxConnections reused sessions, and a refused recipient or message does not cost its session', async () => {
  const route = new RelayRoute(`smtp://127.0.0.1:${sink.port}`, limits);
  try {
    const recipients = (n: number) =>
      n % 5 === 0
        ? [`bounce${n}@example.org`, `defer${n}@example.org`]
        : n % 3 === 0
          ? [`ok${n}@example.org`, `bounce${n}@example.org`]
          : [`ok${n}@example.org`];
    const sent = await Promise.all(Array.from({ length: 30 }, (_, n) => route.send(raw(n), envelope(n, recipients(n)))));
    sent.forEach((outcomes, n) => {
      if (n % 5 === 0)
        expect(results(outcomes)).toEqual({ [`bounce${n}@example.org`]: 'permanent', [`defer${n}@example.org`]: 'transient' });
      else if (n % 3 === 0)
        expect(results(outcomes)).toEqual({ [`ok${n}@example.org`]: 'delivered', [`bounce${n}@example.org`]: 'permanent' });
      else expect(results(outcomes)).toEqual({ [`ok${n}@example.org`]: 'delivered' });
    });
    // Every message with an accepted recipient arrived once, with its DSN envelope id; six were refused whole.
    expect(sink.received).toHaveLength(24);
    expect(new Set(sink.received.map((mail) => mail.mailParams.ENVID)).size).toBe(24);
    expect(sink.connections).toBe(2);
  } finally {
    route.close();
  }
});

it('opens a new session when the server ended an idle one', async () => {
  const route = new RelayRoute(`smtp://127.0.0.1:${sink.port}`, limits);
  try {
    expect(results(await route.send(raw(1), envelope(1, ['a@example.org'])))).toEqual({ 'a@example.org': 'delivered' });
    // The sink ends sessions idle for 300 ms.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(results(await route.send(raw(2), envelope(2, ['b@example.org'])))).toEqual({ 'b@example.org': 'delivered' });
    expect(sink.connections).toBe(2);
  } finally {
    route.close();
  }
});

it('treats a refused login or an unreachable relay as a transient failure, never as a bounce', async () => {
  const port = await freePort();
  const server = new SMTPServer({
    logger: false,
    disableReverseLookup: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth: (_auth, _session, callback) =>
      callback(Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 })),
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const refused = new RelayRoute(`smtp://user:wrong@127.0.0.1:${port}`, limits);
  const unreachable = new RelayRoute(`smtp://127.0.0.1:${await freePort()}`, limits);
  try {
    const login = await refused.send(raw(1), envelope(1, ['a@example.org', 'b@example.org']));
    expect(login).toEqual([
      { email: 'a@example.org', result: 'transient', response: expect.stringMatching(/SMTP session setup failed.*535/) },
      { email: 'b@example.org', result: 'transient', response: expect.stringMatching(/SMTP session setup failed.*535/) },
    ]);
    expect(results(await unreachable.send(raw(2), envelope(2, ['c@example.org'])))).toEqual({ 'c@example.org': 'transient' });
  } finally {
    refused.close();
    unreachable.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
