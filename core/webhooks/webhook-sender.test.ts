import { jest } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { promises as dns } from 'node:dns';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { isIP, type AddressInfo } from 'node:net';
import { WebhookSender, webhookRetryDelayMs, webhookSignature } from './webhook-sender.js';
import { isPublicAddress } from '../url-policy.js';
import { loadConfig } from '../config.js';

interface Received {
  headers: IncomingHttpHeaders;
  body: Buffer;
}

interface Receiver {
  url: string;
  port: number;
  received: Received[];
  connections: () => number;
  close: () => Promise<void>;
}

/** A real HTTP receiver; `respond` runs once the request body has been read. */
async function startReceiver(respond: (res: ServerResponse, req: IncomingMessage) => void, host = '127.0.0.1'): Promise<Receiver> {
  const received: Received[] = [];
  let connections = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks) });
      respond(res, req);
    });
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/hook`,
    port,
    received,
    connections: () => connections,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Stands in for the system resolver (no external DNS here); the cast is because spyOn types lookup's single-address overload. */
const resolveTo = (...addresses: string[]) =>
  jest.spyOn(dns, 'lookup').mockResolvedValue(addresses.map((address) => ({ address, family: isIP(address) })) as never);

const reply =
  (status: number, body = '', headers: Record<string, string> = {}) =>
  (res: ServerResponse) =>
    res.writeHead(status, headers).end(body);

describe('WebhookSender', () => {
  let sender: WebhookSender;
  let receiver: Receiver | undefined;

  beforeEach(() => {
    sender = new WebhookSender({ timeoutMs: 5000, targets: { allowLoopback: true } });
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    await sender.close();
    await receiver?.close();
    receiver = undefined;
  });

  it('POSTs the raw body with a signature the receiver can verify over the bytes it got', async () => {
    receiver = await startReceiver(reply(204));
    const secret = 'whsec_test';
    const timestamp = 1_700_000_000;
    const rawBody = JSON.stringify({ type: 'delivery', subject: 'Grüße 📬' });

    const result = await sender.post(receiver.url, { 'X-SVC-Signature': webhookSignature(secret, timestamp, rawBody) }, rawBody);

    expect(result).toEqual({
      ok: true,
      status: 204,
      durationMs: expect.any(Number),
      error: null,
      retryAfterSeconds: null,
      responseSnippet: '',
    });
    const { headers, body } = receiver.received[0]!;
    expect(body.equals(Buffer.from(rawBody))).toBe(true);
    const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
    expect(headers['x-svc-signature']).toBe(`t=${timestamp}, v1=${expected}`);
    expect(headers['content-type']).toBe('application/json');
    expect(headers['user-agent']).toBe('SVC-Webhooks/1.0');
    expect(headers.host).toBe(`127.0.0.1:${receiver.port}`);
  });

  it('reports a 5xx as a failure with the start of the body', async () => {
    receiver = await startReceiver(reply(500, 'boom'));
    expect(await sender.post(receiver.url, {}, '{}')).toMatchObject({ ok: false, status: 500, error: 'HTTP 500', responseSnippet: 'boom' });
  });

  it('does not follow redirects', async () => {
    receiver = await startReceiver((res, req) => {
      if (req.url === '/hook') res.writeHead(302, { Location: '/elsewhere' }).end();
      else res.writeHead(200).end();
    });
    const result = await sender.post(receiver.url, {}, '{}');
    expect(result).toMatchObject({ ok: false, status: 302, error: 'redirect 302 not followed' });
    expect(receiver.received).toHaveLength(1);
  });

  it('gives up after timeoutMs when the receiver never answers', async () => {
    receiver = await startReceiver(() => undefined);
    const impatient = new WebhookSender({ timeoutMs: 200, targets: { allowLoopback: true } });
    const result = await impatient.post(receiver.url, {}, '{}');
    await impatient.close();
    expect(result).toMatchObject({ ok: false, status: null, error: 'timeout after 200 ms' });
    expect(result.durationMs).toBeGreaterThanOrEqual(150);
    expect(result.durationMs).toBeLessThan(2000);
  });

  it('counts reading the body against the timeout', async () => {
    receiver = await startReceiver((res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.write('partial');
    });
    const impatient = new WebhookSender({ timeoutMs: 200, targets: { allowLoopback: true } });
    const result = await impatient.post(receiver.url, {}, '{}');
    await impatient.close();
    expect(result).toMatchObject({ ok: false, status: null, error: 'timeout after 200 ms' });
  });

  it('reads Retry-After as seconds or as an HTTP date', async () => {
    receiver = await startReceiver(reply(429, '', { 'Retry-After': '7' }));
    expect(await sender.post(receiver.url, {}, '{}')).toMatchObject({ ok: false, status: 429, error: 'HTTP 429', retryAfterSeconds: 7 });
    await receiver.close();

    receiver = await startReceiver(reply(503, '', { 'Retry-After': new Date(Date.now() + 120_000).toUTCString() }));
    const { retryAfterSeconds } = await sender.post(receiver.url, {}, '{}');
    expect(retryAfterSeconds).toBeGreaterThanOrEqual(118);
    expect(retryAfterSeconds).toBeLessThanOrEqual(120);
  });

  it('keeps 1 KB of a large body and reuses the connection afterwards', async () => {
    receiver = await startReceiver(reply(200, 'x'.repeat(100_000)));
    for (let i = 0; i < 20; i++) {
      const result = await sender.post(receiver.url, {}, '{}');
      expect(result.ok).toBe(true);
      expect(result.responseSnippet).toBe('x'.repeat(1024));
    }
    expect(receiver.connections()).toBe(1);
  });

  it('reports a refused connection by its code', async () => {
    receiver = await startReceiver(reply(200));
    const { url } = receiver;
    await receiver.close();
    receiver = undefined;
    expect(await sender.post(url, {}, '{}')).toMatchObject({ ok: false, status: null, error: 'ECONNREFUSED' });
  });

  // The URL rule refuses address literals outside the public internet before any lookup.
  const PRIVATE = /^refused: url: must not point at a private, link-local, loopback or reserved address$/;
  it.each([
    ['http://10.0.0.1/', /^refused: url: must use https:\/\//],
    ['https://10.0.0.1/', PRIVATE],
    ['https://192.168.1.1/', PRIVATE],
    ['https://[::1]/', PRIVATE],
    ['https://[::ffff:10.0.0.1]/', PRIVATE],
    ['https://169.254.169.254/latest/meta-data/', PRIVATE],
    ['https://0.0.0.0/', PRIVATE],
    ['ftp://example.com/', /^refused: url: must be an https:\/\/ URL$/],
  ])('refuses %s before connecting', async (url, reason) => {
    const result = await sender.post(url, {}, '{}');
    expect(result).toMatchObject({ ok: false, status: null });
    expect(result.error).toMatch(reason);
  });

  it('refuses a hostname when any resolved address is private', async () => {
    const lookup = resolveTo('93.184.215.14', '10.0.0.5');
    const result = await sender.post('https://hooks.example.com/mail', {}, '{}');
    expect(result).toMatchObject({ ok: false, status: null, error: 'refused: resolves to private address 10.0.0.5' });
    expect(lookup).toHaveBeenCalledWith('hooks.example.com', { all: true });
  });

  it('connects to the address it checked, keeping the hostname in Host', async () => {
    // Listening on 127.0.0.2 only: the system resolver's answer for localhost would be refused.
    receiver = await startReceiver(reply(200, 'pinned'), '127.0.0.2');
    resolveTo('127.0.0.2');
    const result = await sender.post(`http://localhost:${receiver.port}/hook`, {}, '{}');
    expect(result).toMatchObject({ ok: true, status: 200, responseSnippet: 'pinned' });
    expect(receiver.received[0]!.headers.host).toBe(`localhost:${receiver.port}`);
  });

  it('allows http://127.0.0.1 for local development', async () => {
    receiver = await startReceiver(reply(200));
    expect(receiver.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(await sender.post(receiver.url, {}, '{}')).toMatchObject({ ok: true, error: null });
  });

  it('refuses loopback receivers where the operator turned them off, without connecting', async () => {
    receiver = await startReceiver(reply(200));
    const production = new WebhookSender({ timeoutMs: 5000, targets: { allowLoopback: false } });
    const result = await production.post(receiver.url, {}, '{}');
    await production.close();
    expect(result).toMatchObject({ ok: false, status: null, error: expect.stringMatching(/^refused: .*this machine/) });
    expect(receiver.received).toHaveLength(0);
  });
});

describe('isPublicAddress', () => {
  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('accepts %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });

  it.each([
    '10.0.0.1',
    '172.16.0.1',
    '192.168.1.1',
    '127.0.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '192.0.2.1',
    '240.0.0.1',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
    '::10.0.0.1',
    '64:ff9b::a00:1',
    '2001:db8::1',
    'not-an-ip',
  ])('refuses %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });
});

describe('webhookSignature', () => {
  it('signs "<t>.<body>" with HMAC-SHA256', () => {
    const digest = createHmac('sha256', 'k').update('5.{"a":1}').digest('hex');
    expect(webhookSignature('k', 5, '{"a":1}')).toBe(`t=5, v1=${digest}`);
  });

  it('wants whole seconds', () => {
    expect(() => webhookSignature('k', 1.5, '{}')).toThrow(RangeError);
  });
});

describe('webhookRetryDelayMs', () => {
  // The default of MAIL_WEBHOOK_RETRY_SECONDS (Svix/Resend: 0, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h).
  const schedule = loadConfig({}).MAIL_WEBHOOK_RETRY_SECONDS;

  it('follows the Svix/Resend schedule by default', () => {
    expect(schedule).toEqual([5, 300, 1800, 7200, 18000, 36000, 36000]);
  });

  it.each(schedule.map((seconds, index) => [index + 1, seconds]))('jitters retry %i (%i s) by ±20%%', (attempt, seconds) => {
    expect(webhookRetryDelayMs(attempt, schedule, () => 0)).toBe(seconds * 800);
    expect(webhookRetryDelayMs(attempt, schedule, () => 0.5)).toBe(seconds * 1000);
    expect(webhookRetryDelayMs(attempt, schedule, () => 1)).toBe(seconds * 1200);
  });

  it('stays within the bounds with Math.random', () => {
    const delay = webhookRetryDelayMs(2, schedule) as number;
    expect(delay).toBeGreaterThanOrEqual(240_000);
    expect(delay).toBeLessThanOrEqual(360_000);
  });

  it('is null once attempts are exhausted', () => {
    expect(webhookRetryDelayMs(schedule.length + 1, schedule)).toBeNull();
    expect(webhookRetryDelayMs(1, [])).toBeNull();
  });

  it('refuses attempt numbers below 1', () => {
    expect(() => webhookRetryDelayMs(0, schedule)).toThrow(RangeError);
  });
});
