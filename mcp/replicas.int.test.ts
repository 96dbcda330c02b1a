import { openEdgeState, type EdgeState } from '../core/edge.js';
import type { PubSub } from '../core/pubsub.js';
import { appSql, startTestApp, type TestApp } from '../test/support/app.js';
import { buildWorld, createTicket, ok, type World } from '../subgraphs/workspace/tickets/ticket.test-support.js';
import type { McpHttpService } from './http-server.js';
import { createMcpService, mcpPubSub, startMcpHttp, type RunningMcp } from './start.js';
import { MCP_PROTOCOL_VERSION, mcpKey, mcpRpc } from './test-client.js';

// Issue 36: two MCP servers on one database are one MCP server to a client, whichever of them a request reaches. On
// PostgreSQL each replica hears the others on a LISTEN connection of its own, as separate processes do; on the embedded
// database both share the platform's in-process bus.

let t: TestApp;
let w: World;

interface Replica {
  url: string;
  service: McpHttpService;
  running: RunningMcp;
  edge: EdgeState;
  bus?: PubSub;
}
const replicas: Replica[] = [];

async function startReplica(): Promise<Replica> {
  const config = t.app.platform.config;
  const bus = t.app.platform.database.embedded ? undefined : await mcpPubSub({ ...config, DATABASE_URL: t.app.platform.database.url });
  const edge = await openEdgeState(t.app.platform.database.url);
  const service = createMcpService(config, {
    apiUrl: t.url,
    publicUrl: () => t.url,
    clock: t.clock,
    pubsub: bus ?? t.app.platform.pubsub,
    edge,
  });
  const running = await startMcpHttp(config, service, () => t.url);
  const replica = { url: `${running.url}/mcp`, service, running, edge, ...(bus ? { bus } : {}) };
  replicas.push(replica);
  return replica;
}
async function stopReplica(replica: Replica) {
  replicas.splice(replicas.indexOf(replica), 1);
  await replica.running.close();
  await replica.service.close();
  await replica.bus?.close();
  await replica.edge.close();
}

let a: Replica;
let b: Replica;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  w = await buildWorld(t, 'RPL');
  token = await mcpKey(t, w.member);
  a = await startReplica();
  b = await startReplica();
});
afterAll(async () => {
  for (const replica of [...replicas]) await stopReplica(replica);
  await t?.close();
});

const INITIALIZE = { protocolVersion: MCP_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: 'replica-test', version: '1.0.0' } };

/** Opens a session on `url` (with `query`, e.g. a toolset) and answers its id. */
async function open(url: string, key = token): Promise<string> {
  const started = await mcpRpc(url, key, 'initialize', INITIALIZE);
  expect(started.status).toBe(200);
  await started.text();
  const id = started.headers.get('mcp-session-id')!;
  const initialized = await mcpRpc(url, key, 'notifications/initialized', {}, id);
  expect(initialized.status).toBe(202);
  return id;
}

/** A JSON-RPC request's answer: its HTTP status and body. */
async function rpc(url: string, method: string, params: Record<string, unknown>, session: string, key = token) {
  const response = await mcpRpc(url, key, method, params, session);
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as { result?: Record<string, unknown>; error?: { code: number } }) : undefined,
  };
}

/** The session's event stream (GET /mcp) on `url`: the resource URIs it was told of, as they arrive. */
async function eventStream(url: string, session: string) {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: {
      accept: 'text/event-stream',
      authorization: `Bearer ${token}`,
      'mcp-session-id': session,
      'mcp-protocol-version': MCP_PROTOCOL_VERSION,
    },
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  const updated: string[] = [];
  const arrivals = new EventTarget();
  /** Whether a notice of `uri` arrived (or arrives within `ms`). */
  const heard = (uri: string, ms: number) =>
    new Promise<boolean>((resolve) => {
      if (updated.includes(uri)) return resolve(true);
      const timer = setTimeout(() => resolve(false), ms);
      arrivals.addEventListener(uri, () => (clearTimeout(timer), resolve(true)), { once: true });
    });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        for (const line of buffer.split('\n').slice(0, -1)) {
          if (!line.startsWith('data: ')) continue;
          const message = JSON.parse(line.slice(6)) as { method?: string; params?: { uri: string } };
          if (message.method === 'notifications/resources/updated') {
            updated.push(message.params!.uri);
            arrivals.dispatchEvent(new Event(message.params!.uri));
          }
        }
        buffer = buffer.slice(buffer.lastIndexOf('\n') + 1);
      }
    } catch {
      // Cut by close() below or by the server: ended all the same.
    }
  })();
  return { updated, heard, ended, close: () => abort.abort() };
}

describe('MCP sessions across replicas (issue 36)', () => {
  it('serves a session opened on one replica on the other, with the toolset chosen at initialize, and records it once', async () => {
    const started = await mcpRpc(`${a.url}?toolset=minimal`, token, 'initialize', INITIALIZE);
    expect(started.status).toBe(200);
    await started.text();
    const session = started.headers.get('mcp-session-id')!;

    const listed = await rpc(b.url, 'tools/list', {}, session);
    expect(listed.status).toBe(200);
    const names = (listed.body!.result!.tools as Array<{ name: string }>).map((tool) => tool.name);
    const onA = await rpc(a.url, 'tools/list', {}, session);
    expect((onA.body!.result!.tools as Array<{ name: string }>).map((tool) => tool.name)).toEqual(names);
    const full = await rpc(b.url, 'tools/list', {}, await open(b.url));
    expect(names.length).toBeLessThan((full.body!.result!.tools as unknown[]).length);

    const called = await rpc(b.url, 'tools/call', { name: 'svc_session_start', arguments: {} }, session);
    expect(called.status).toBe(200);
    expect(called.body!.result!.isError).toBeUndefined();
    const [row] = await appSql<{ count: string }>(t, 'select count(*) from edge.mcp_sessions where id = $1', [session]);
    expect(Number(row!.count)).toBe(1);
  });

  it('answers 404 on every replica for a session id no one opened, and for another caller’s session', async () => {
    const stranger = await rpc(b.url, 'tools/list', {}, '0190c0de-0000-7000-8000-000000000000');
    expect(stranger.status).toBe(404);
    // Not a session id this server gives at all: not looked up (the store's uuid column would refuse it), 404 all the same.
    for (const malformed of ['not-a-uuid', "x' or '1'='1", '0190C0DE-0000-7000-8000-000000000000', 'é'.repeat(40)])
      expect((await rpc(b.url, 'tools/list', {}, malformed)).status).toBe(404);
    const session = await open(a.url);
    const otherKey = await mcpKey(t, w.projectAdmin);
    expect((await rpc(b.url, 'tools/list', {}, session, otherKey)).status).toBe(404);
    expect((await rpc(a.url, 'tools/list', {}, session, otherKey)).status).toBe(404);
    // The owner's session is untouched by the refusals.
    expect((await rpc(b.url, 'tools/list', {}, session)).status).toBe(200);
  });

  it('tells the event stream held by one replica of a change to a resource subscribed through the other', async () => {
    const ticket = await createTicket(t, w.member, { projectId: w.project.id, title: 'Watched across replicas' });
    const uri = `svc://ticket/${ticket.key}`;
    const session = await open(a.url);
    const stream = await eventStream(a.url, session);
    expect((await rpc(b.url, 'resources/subscribe', { uri }, session)).status).toBe(200);
    // The API's event stream starts asynchronously on replica a: change the ticket until the first notice arrives.
    for (let attempt = 0; attempt < 50 && !stream.updated.includes(uri); attempt += 1) {
      await ok(
        t,
        'mutation($input: UpdateTicketInput!) { updateTicket(input: $input) { id } }',
        {
          input: { id: ticket.id, title: `Watched ${attempt}` },
        },
        w.projectAdmin,
      );
      await stream.heard(uri, 200);
    }
    expect(stream.updated).toContain(uri);

    // Unsubscribed through replica b, the stream on a hears no more of it.
    expect((await rpc(b.url, 'resources/unsubscribe', { uri }, session)).status).toBe(200);
    const [row] = await appSql<{ subscriptions: string[] }>(t, 'select subscriptions from edge.mcp_sessions where id = $1', [session]);
    expect(row!.subscriptions).toEqual([]);
    stream.close();
    await stream.ended;
  });

  it('ends a session on every replica when it is deleted through one, and closes its event stream on the other', async () => {
    const session = await open(a.url);
    const stream = await eventStream(a.url, session);
    const deleted = await fetch(b.url, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}`, 'mcp-session-id': session, 'mcp-protocol-version': MCP_PROTOCOL_VERSION },
    });
    expect(deleted.status).toBe(200);
    await stream.ended;
    expect((await rpc(a.url, 'tools/list', {}, session)).status).toBe(404);
    expect((await rpc(b.url, 'tools/list', {}, session)).status).toBe(404);
  });

  it('goes on through the other replica when the one that opened it stops, and through a replica started afterwards', async () => {
    const first = await startReplica();
    const session = await open(first.url);
    expect((await rpc(first.url, 'tools/call', { name: 'svc_session_start', arguments: {} }, session)).status).toBe(200);
    await stopReplica(first);
    expect((await rpc(b.url, 'tools/call', { name: 'svc_session_start', arguments: {} }, session)).status).toBe(200);
    const later = await startReplica();
    expect((await rpc(later.url, 'tools/list', {}, session)).status).toBe(200);
  });
});
