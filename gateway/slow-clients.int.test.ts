import { connect, type Socket } from 'node:net';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../test/support/app.js';

// Slow clients (issue 33, item 4) on real sockets, with the timeouts shortened through config: a connection that
// sends nothing or half a header block, and a body trickled byte by byte, are answered 408 and closed; a client
// address past its connection cap is refused; a graphql-ws subscription outlives all of it.
const HEADERS_TIMEOUT_MS = 200;
const REQUEST_TIMEOUT_MS = 500;
const CAP = 3;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp({
    env: {
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: String(CAP),
    },
  });
  port = Number(new URL(t.url).port);
});
afterAll(async () => {
  await t?.close();
});

/** A raw connection from `localAddress`: the server's own address (127.0.0.1) is not counted by the cap, another loopback address is. */
function open(localAddress = '127.0.0.1'): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress });
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => void (received += chunk));
    socket.on('error', () => {});
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.once('connect', () => resolve({ socket, received: () => received, closed }));
    socket.once('error', reject);
  });
}

it('closes a connection that sends nothing, and one that sends half a header block, after the headers timeout', async () => {
  const idle = await open();
  const half = await open();
  half.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ');
  await Promise.all([idle.closed, half.closed]);
  expect(half.received()).toMatch(/^HTTP\/1\.1 408 /);
});

it('closes a connection whose body trickles in slower than the request timeout allows', async () => {
  const slow = await open();
  slow.socket.write('POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n');
  // One byte at a time, each well within the headers timeout: only the request timeout can end it.
  const trickle = setInterval(() => slow.socket.writable && slow.socket.write(' '), HEADERS_TIMEOUT_MS / 4);
  try {
    await slow.closed;
  } finally {
    clearInterval(trickle);
  }
  expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
});

it('refuses a connection from an address past its cap, and serves the ones within it', async () => {
  const within = await Promise.all(Array.from({ length: CAP }, () => open('127.0.0.2')));
  // Each is answered: the server has counted it.
  for (const { socket, received } of within) {
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise<void>((resolve) => socket.on('data', () => received().includes('"ok"') && resolve()));
  }
  const over = await open('127.0.0.2');
  over.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
  await over.closed;
  expect(over.received()).toBe('');
  // Another address has a count of its own.
  const other = await open('127.0.0.3');
  other.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  await other.closed;
  expect(other.received()).toMatch(/^HTTP\/1\.1 200 /);
  for (const { socket } of within) socket.destroy();
});

it("does not count the platform's calls to itself (from the address it listens on)", async () => {
  const own = await Promise.all(Array.from({ length: CAP + 1 }, () => open('127.0.0.1')));
  for (const { socket, received } of own) {
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise<void>((resolve) => socket.on('data', () => received().includes('"ok"') && resolve()));
  }
  for (const { socket } of own) socket.destroy();
});

it('keeps a graphql-ws subscription open past every timeout', async () => {
  const ws = new WebSocket(`${t.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
  const messages: { type: string; id?: string }[] = [];
  let wsClosed = false;
  ws.on('close', () => void (wsClosed = true));
  const next = (type: string) =>
    new Promise<void>((resolve) => {
      const seen = () => messages.some((message) => message.type === type);
      if (seen()) return resolve();
      ws.on('message', () => seen() && resolve());
    });
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as { type: string }));
  await new Promise((resolve) => ws.once('open', resolve));
  ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${t.adminToken}` } }));
  await next('connection_ack');
  ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { myTimerChanged { id } }' } }));

  // A trickled request, opened after the subscription, is closed at its request timeout: by then the WebSocket has
  // been open longer than every timeout, through the server's checks.
  const slow = await open();
  slow.socket.write('POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n');
  const trickle = setInterval(() => slow.socket.writable && slow.socket.write(' '), HEADERS_TIMEOUT_MS / 4);
  await slow.closed;
  clearInterval(trickle);

  ws.send(JSON.stringify({ type: 'ping' }));
  await next('pong');
  expect(wsClosed).toBe(false);
  expect(messages.filter((message) => message.id === '1' && ['error', 'complete'].includes(message.type))).toEqual([]);
  ws.close();
});
