import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { credentialManagementFields } from '../core/acting-for.js';
import { repoRoot } from '../core/paths.js';
import type { PubSub } from '../core/pubsub.js';
import { startTestApp, type TestApp } from '../test/support/app.js';
import { buildWorld, ok, type Actor, type World } from '../subgraphs/workspace/tickets/ticket.test-support.js';
import type { McpHttpService } from './http-server.js';
import { createMcpService, mcpPubSub, startMcpHttp, type RunningMcp } from './start.js';
import { call, connectMcp, MCP_PROTOCOL_VERSION, mcpRpc } from './test-client.js';
import { WorkspaceClient } from './workspace-client.js';

// Issue 31, defects 4, 6 and 7: each test here failed before its fix.

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await startTestApp();
  w = await buildWorld(t, 'TRB');
});
afterAll(async () => {
  await t?.close();
});

const clients: Client[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) await client.close().catch(() => undefined);
});

/** An API key of `actor` (by default with `mcp:use`) and its id, to revoke it. */
async function apiKey(actor: Actor, scopes = ['mcp:use']): Promise<{ id: string; token: string }> {
  const { createApiKey } = await ok<{ createApiKey: { token: string; apiKey: { id: string } } }>(
    t,
    'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { token apiKey { id } } }',
    { input: { name: 'MCP trust', scopes } },
    actor,
  );
  return { id: createApiKey.apiKey.id, token: createApiKey.token };
}

/** Revokes a key through the gateway's GraphQL API, as its owner in the console would. */
const revoke = (actor: Actor, id: string) => ok(t, 'mutation($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }', { id }, actor);

const INITIALIZE = { protocolVersion: MCP_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: 'trust-test', version: '1.0.0' } };

/** A session opened with `token`, its credential check done (and, where checks are cached, cached) by a tool call and a read. */
async function openSession(url: string, token: string): Promise<string> {
  const started = await mcpRpc(url, token, 'initialize', INITIALIZE);
  expect(started.status).toBe(200);
  const sessionId = started.headers.get('mcp-session-id')!;
  await started.text();
  const tool = await mcpRpc(url, token, 'tools/call', { name: 'svc_session_start', arguments: {} }, sessionId);
  expect(tool.status).toBe(200);
  expect(((await tool.json()) as { result: { isError?: boolean } }).result.isError).toBeUndefined();
  const read = await mcpRpc(url, token, 'resources/read', { uri: 'svc://timer' }, sessionId);
  expect(read.status).toBe(200);
  await read.text();
  return sessionId;
}

/** SPEC: a call with a revoked or expired credential is a 401 with the RFC 6750 challenge naming the resource metadata. */
async function expectChallenge(response: Response, what: string): Promise<void> {
  expect({ what, status: response.status }).toEqual({ what, status: 401 });
  expect(response.headers.get('www-authenticate')).toMatch(
    /^Bearer error="invalid_token", error_description="[^"]+", scope="mcp:use", resource_metadata="http:\/\/[^"]+\/\.well-known\/oauth-protected-resource\/mcp"$/,
  );
  expect(await response.json()).toMatchObject({ error: 'invalid_token' });
}

/** The session's event stream (GET /mcp): resolves when the server ends it. */
async function eventStream(url: string, token: string, sessionId: string): Promise<{ ended: Promise<number> }> {
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}`, 'mcp-session-id': sessionId },
  });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const ended = (async () => {
    try {
      while (!(await reader.read()).done);
    } catch {
      // Cut rather than ended: ended all the same.
    }
    return Date.now();
  })();
  return { ended };
}

describe('defect 7: /mcp answers 401 on the first call after revocation', () => {
  it('through the gateway: initialize, tools/call and resources/read with a just-revoked key are each a 401 with the challenge', async () => {
    const url = `${t.url}/mcp`;
    const [forInitialize, forCall, forRead] = [await apiKey(w.member), await apiKey(w.member), await apiKey(w.member)];
    const callSession = await openSession(url, forCall.token);
    const readSession = await openSession(url, forRead.token);
    await openSession(url, forInitialize.token);
    for (const key of [forInitialize, forCall, forRead]) await revoke(w.member, key.id);

    // Each key's very next request, whatever it asks.
    await expectChallenge(await mcpRpc(url, forInitialize.token, 'initialize', INITIALIZE), 'initialize');
    await expectChallenge(
      await mcpRpc(url, forCall.token, 'tools/call', { name: 'svc_session_start', arguments: {} }, callSession),
      'tools/call',
    );
    await expectChallenge(await mcpRpc(url, forRead.token, 'resources/read', { uri: 'svc://timer' }, readSession), 'resources/read');

    // The official client meets the same 401 (it would refresh, had it an OAuth provider).
    const key = await apiKey(w.member);
    const client = await connectMcp(t, key.token);
    clients.push(client);
    expect((await call(client, 'svc_session_start')).isError).toBe(false);
    await revoke(w.member, key.id);
    await expect(client.callTool({ name: 'svc_session_start', arguments: {} })).rejects.toMatchObject({ code: 401 });
    await expect(client.readResource({ uri: 'svc://timer' })).rejects.toMatchObject({ code: 401 });
  });

  it('drives a session only with the credential that opened it: another key of the same user or another user is told 404', async () => {
    const url = `${t.url}/mcp`;
    const first = await apiKey(w.member);
    const second = await apiKey(w.member);
    const someoneElse = await apiKey(w.viewer);
    const sessionId = await openSession(url, first.token);
    for (const other of [second, someoneElse]) {
      expect((await mcpRpc(url, other.token, 'tools/list', {}, sessionId)).status).toBe(404);
    }
    expect((await mcpRpc(url, first.token, 'tools/list', {}, sessionId)).status).toBe(200);
  });

  /** The platform's own bus (the gateway's process), or a LISTEN connection of its own on PostgreSQL (a separate process). */
  describe.each([
    ['in the gateway’s process, on the platform’s own pub/sub', false],
    ['in a process of its own, on a LISTEN connection of its own (mcp/main.ts with DATABASE_URL)', true],
  ])('an MCP server %s', (_name, separate) => {
    let pubsub: PubSub | undefined;
    let ownBus: PubSub | undefined;
    let service: McpHttpService;
    let running: RunningMcp;
    let url: string;

    beforeAll(async () => {
      const config = t.app.platform.config;
      // On embedded PGlite there is no database to LISTEN to from elsewhere: the separate case is PostgreSQL's only.
      ownBus = separate ? await mcpPubSub(config) : undefined;
      pubsub = separate ? ownBus : t.app.platform.pubsub;
      if (!pubsub) return;
      service = createMcpService(config, { apiUrl: t.url, publicUrl: () => t.url, clock: t.clock, pubsub });
      running = await startMcpHttp(config, service, () => t.url);
      url = `${running.url}/mcp`;
    });
    afterAll(async () => {
      await running?.close();
      await service?.close();
      await ownBus?.close();
    });

    it('answers 401 after a revocation though the check was cached, closes that key’s sessions and streams within a second, and keeps the others', async () => {
      if (!pubsub) return;
      const revoked = await apiKey(w.member);
      const kept = await apiKey(w.member);
      const revokedSession = await openSession(url, revoked.token);
      const keptSession = await openSession(url, kept.token);
      const revokedStream = await eventStream(url, revoked.token, revokedSession);
      const keptStream = await eventStream(url, kept.token, keptSession);
      let keptEnded = false;
      void keptStream.ended.then(() => (keptEnded = true));

      const revokedAt = Date.now();
      await revoke(w.member, revoked.id);
      // On the platform's own bus the change is heard before the revocation's answer: the very next request is refused. Heard
      // through PostgreSQL, it arrives a moment later: the stream's end says it has.
      if (!separate)
        await expectChallenge(await mcpRpc(url, revoked.token, 'resources/read', { uri: 'svc://timer' }, revokedSession), 'read');
      const endedAt = await Promise.race([
        revokedStream.ended,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('the revoked key’s event stream was not ended')), 5000).unref(),
        ),
      ]);
      expect(endedAt - revokedAt).toBeLessThan(1000);

      await expectChallenge(
        await mcpRpc(url, revoked.token, 'tools/call', { name: 'svc_session_start', arguments: {} }, revokedSession),
        'tools/call',
      );
      await expectChallenge(await mcpRpc(url, revoked.token, 'resources/read', { uri: 'svc://timer' }, revokedSession), 'resources/read');
      await expectChallenge(await mcpRpc(url, revoked.token, 'initialize', INITIALIZE), 'initialize');

      const stillServed = await mcpRpc(url, kept.token, 'tools/call', { name: 'svc_session_start', arguments: {} }, keptSession);
      expect(stillServed.status).toBe(200);
      await stillServed.text();
      expect(keptEnded).toBe(false);
    });
  });
});

describe('defect 6: stdio checks mcp:use, expiry and revocation as HTTP does', () => {
  const bin = () => path.join(repoRoot(), 'bin', 'svc-mcp.js');
  const stdioEnv = (key: string) => ({
    PATH: process.env.PATH ?? '',
    SVC_API_URL: t.url,
    SVC_API_KEY: key,
    SVC_MCP_TOOLSET: 'minimal',
    LOG_LEVEL: 'silent',
  });

  it('refuses at start a key without mcp:use: a stderr line naming "mcp:use scope required", and a non-zero exit', async () => {
    const { token } = await apiKey(w.member, []);
    // Over HTTP the same key is a 403.
    expect((await mcpRpc(`${t.url}/mcp`, token, 'initialize', INITIALIZE)).status).toBe(403);
    const child = spawn(process.execPath, [bin()], { env: stdioEnv(token), stdio: ['pipe', 'pipe', 'pipe'] });
    const stderr: Buffer[] = [];
    const stdout: Buffer[] = [];
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(Buffer.concat(stderr).toString()).toMatch(/^svc-mcp: mcp:use scope required/m);
    expect(Buffer.concat(stdout).toString()).toBe('');
  });

  it('stops serving once its key is revoked: every call then answers that the key is revoked or expired', async () => {
    const key = await apiKey(w.member);
    const transport = new StdioClientTransport({ command: process.execPath, args: [bin()], env: stdioEnv(key.token), stderr: 'pipe' });
    const stderr: string[] = [];
    transport.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    const client = new Client({ name: 'svc-tests', version: '1.0.0' });
    await client.connect(transport);
    clients.push(client);
    expect((await call(client, 'svc_session_start')).value).toMatchObject({ me: { id: w.member.id } });

    await revoke(w.member, key.id);
    const refused = await call(client, 'svc_session_start');
    expect(refused).toEqual({
      isError: true,
      value: {
        error: { code: 'UNAUTHENTICATED', message: expect.stringMatching(/^The API key is revoked, expired or wrong .*restart svc-mcp/) },
      },
    });
    await expect(client.readResource({ uri: 'svc://timer' })).rejects.toThrow(/revoked, expired or wrong/);
    expect(stderr.join('')).toMatch(/svc-mcp: The API key is revoked, expired or wrong/);
  });
});

describe('defect 4: no credential management through MCP tools or the escape hatches', () => {
  const credentialTools = Object.keys(credentialManagementFields).map(
    (field) => `svc_${field.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()}`,
  );

  it('lists none of the credential tools in any toolset, and calling one is an unknown tool', async () => {
    const { token } = await apiKey(w.member);
    for (const toolset of ['minimal', 'curated', 'full']) {
      const client = await connectMcp(t, token, `?toolset=${toolset}`);
      clients.push(client);
      const names = (await client.listTools()).tools.map((tool) => tool.name);
      expect({ toolset, offered: names.filter((name) => credentialTools.includes(name)) }).toEqual({ toolset, offered: [] });
      if (toolset === 'full') {
        expect(names.length).toBeGreaterThan(60);
        for (const name of ['svc_create_api_key', 'svc_login', 'svc_request_password_reset', 'svc_update_user', 'svc_deactivate_user']) {
          await expect(client.callTool({ name, arguments: {} })).rejects.toMatchObject({ code: -32602, data: { code: 'UNKNOWN_TOOL' } });
        }
      }
    }
  });

  it('refuses the REST routes of credential mutations before dispatching them, and svc_api_search does not find them', async () => {
    const { token } = await apiKey(w.member);
    const client = await connectMcp(t, token, '?toolset=full');
    clients.push(client);
    const before = await ok<{ me: { displayName: string } }>(t, '{ me { displayName } }', {}, w.member);
    for (const [method, route, body] of [
      ['POST', '/update-user', { input: { id: w.member.id, password: 'taken-over-password-1' } }],
      ['POST', '/api/update-user', { input: { id: w.member.id, displayName: 'Renamed through MCP' } }],
      ['POST', '/deactivate-user', { id: w.outsider.id }],
      ['POST', '/create-api-key', { input: { name: 'forever', scopes: ['mcp:use'] } }],
      ['POST', '/create-user', { input: { email: 'made-by-mcp@example.test', displayName: 'x', password: 'password-123456' } }],
      ['POST', '/request-password-reset', { input: { email: 'x@example.test' } }],
    ] as const) {
      const answer = await call(client, 'svc_api_call', { method, path: route, body });
      expect({ route, ...answer }).toEqual({
        route,
        isError: true,
        value: { error: { code: 'FORBIDDEN', message: expect.stringMatching(/manages credentials .*never through MCP/) } },
      });
    }
    // Nothing was dispatched: the member is unchanged.
    expect(await ok<{ me: { displayName: string } }>(t, '{ me { displayName } }', {}, w.member)).toEqual(before);

    for (const query of ['user', 'api key', 'password invite', 'login logout']) {
      const found = (await call(client, 'svc_api_search', { query })).value as unknown as Array<{ path: string }>;
      const fields = found.map((route) => route.path.split('/')[1]!.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()));
      expect({ query, credentialRoutes: fields.filter((field) => field in credentialManagementFields) }).toEqual({
        query,
        credentialRoutes: [],
      });
    }
    expect((await call(client, 'svc_api_search', { path: '/update-user', method: 'POST' })).value).toMatchObject({
      error: { code: 'FORBIDDEN' },
    });
  });

  it('marks every call the MCP server makes to the workspace API with x-svc-via: mcp', async () => {
    const seen: Array<string | string[] | undefined> = [];
    const server = createServer((request, response) => {
      seen.push(request.headers['x-svc-via']);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{}}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const client = new WorkspaceClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, 'svc-mcp/test');
      await client.graphql('Bearer x', '{ me { id } }', {});
      await client.rest('Bearer x', 'GET', '/api/users/me');
      await client.rest('Bearer x', 'POST', '/api/create-ticket', { input: {} });
      expect(seen).toEqual(['mcp', 'mcp', 'mcp']);
    } finally {
      server.close();
    }
  });
});
