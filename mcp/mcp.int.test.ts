import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ResourceUpdatedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { buildSchema } from 'graphql';
import { repoRoot } from '../core/paths.js';
import { startTestApp, type TestApp } from '../test/support/app.js';
import { scratchDir } from '../test/support/database.js';
import { Hold } from '../test/support/hold.js';
import { startHttpProxy } from '../test/support/http-proxy.js';
import { until } from '../test/support/wait.js';
import { systemClock } from '../core/clock.js';
import { createMcpService, startMcpHttp } from './start.js';
import { buildWorld, createTicket, ok, type Actor, type World } from '../subgraphs/workspace/tickets/ticket.test-support.js';
import { apiRootFields, rootFieldsOf, whyNoTool } from './full-operations.js';
import { CALLS_IN_FLIGHT_PER_CALLER, CALLS_WAITING_PER_CALLER } from './caller-queues.js';
import { call, connectMcp, mcpKey } from './test-client.js';

let t: TestApp;
let w: World;
/** API keys with the scope mcp:use, by actor. */
const keys = new Map<Actor, string>();

beforeAll(async () => {
  t = await startTestApp();
  w = await buildWorld(t, 'MCP');
  for (const actor of [w.member, w.excluded, w.viewer, w.outsider]) keys.set(actor, await mcpKey(t, actor));
});
afterAll(async () => {
  await t?.close();
});

const clients: Client[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) await client.close();
});

async function connect(actor: Actor, query = ''): Promise<Client> {
  const client = await connectMcp(t, keys.get(actor)!, query);
  clients.push(client);
  return client;
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${t.url}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify(body),
  });

const initialize = (protocolVersion: string) => ({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion, capabilities: {}, clientInfo: { name: 'probe', version: '1.0.0' } },
});

describe('streamable HTTP through the gateway', () => {
  it('initializes with the 2024-11-05 protocol version and with the SDK client', async () => {
    const probe = await post(initialize('2024-11-05'), { authorization: `Bearer ${keys.get(w.member)}` });
    expect(probe.status).toBe(200);
    expect(probe.headers.get('mcp-session-id')).toMatch(/^[0-9a-f-]{36}$/);
    const text = await probe.text();
    const message = JSON.parse(/^data: (.+)$/m.exec(text)?.[1] ?? text) as {
      result: { protocolVersion: string; serverInfo: { name: string } };
    };
    expect(message.result).toMatchObject({ protocolVersion: '2024-11-05', serverInfo: { name: 'svc-workspace' } });

    const client = await connect(w.member);
    expect(client.getServerVersion()).toMatchObject({ name: 'svc-workspace' });
    expect(client.getInstructions()).toMatch(/svc_session_start/);
  });

  it("asks its own gateway's GraphQL in this process: a tool call runs its operation, and no /graphql request", async () => {
    const { key } = await createTicket(t, w.member, { projectId: w.project.id, title: 'Read in process' });
    const client = await connect(w.member);
    const counted = async () => {
      const metrics = await (await fetch(`${t.url}/metrics`)).text();
      const sum = (pattern: RegExp) => [...metrics.matchAll(pattern)].reduce((total, match) => total + Number(match[1]), 0);
      return {
        graphqlRequests: sum(/^svc_http_request_duration_seconds_count\{route="\/graphql",[^}]*\} (\d+)$/gm),
        mcpRequests: sum(/^svc_http_request_duration_seconds_count\{route="\/mcp",[^}]*\} (\d+)$/gm),
        queries: sum(/^svc_graphql_operations_total\{operation="query",outcome="ok"\} (\d+)$/gm),
      };
    };
    const before = await counted();
    expect((await call(client, 'svc_get_ticket', { key })).value).toMatchObject({ key });
    const after = await counted();
    // The tool's operation (and the credential check of its request) ran; none of them as an HTTP request to /graphql.
    expect(after.queries - before.queries).toBeGreaterThanOrEqual(1);
    expect(after.graphqlRequests - before.graphqlRequests).toBe(0);
    expect(after.mcpRequests - before.mcpRequests).toBe(1);
  });

  it('answers without credentials 401 with the RFC 6750 challenge, a key without mcp:use 403, a wrong one 401', async () => {
    const anonymous = await post(initialize('2025-06-18'));
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(
      /^Bearer error="invalid_token", error_description="[^"]+", scope="mcp:use", resource_metadata="http:\/\/[^"]+\/\.well-known\/oauth-protected-resource\/mcp"$/,
    );
    const metadataUrl = /resource_metadata="([^"]+)"/.exec(anonymous.headers.get('www-authenticate')!)![1]!;
    expect(await (await fetch(metadataUrl)).json()).toMatchObject({ resource: `${t.url}/mcp`, scopes_supported: ['mcp:use'] });

    const unscoped = await post(initialize('2025-06-18'), { authorization: `Bearer ${await mcpKey(t, w.member, [])}` });
    expect(unscoped.status).toBe(403);
    expect(await unscoped.json()).toEqual({ error: 'insufficient_scope', error_description: 'mcp:use scope required' });
    expect(unscoped.headers.get('www-authenticate')).toMatch(
      /error="insufficient_scope", error_description="mcp:use scope required", scope="mcp:use"/,
    );

    // The credential comes before the body: anonymous garbage is 401, a signed-in caller's garbage a JSON-RPC parse error.
    const garbage = (headers: Record<string, string>) =>
      fetch(`${t.url}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{"jsonrpc":' });
    expect((await garbage({})).status).toBe(401);
    const parseError = await garbage({ authorization: `Bearer ${keys.get(w.member)}` });
    expect(parseError.status).toBe(400);
    expect(await parseError.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32700 }, id: null });

    const wrong = await post(initialize('2025-06-18'), { authorization: 'Bearer svc_key_not-a-key' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_token' });
  });

  it('answers an unknown session 404 (the client initializes again), and a session to its own caller only', async () => {
    const unknown = await post(
      { jsonrpc: '2.0', id: 2, method: 'tools/list' },
      {
        authorization: `Bearer ${keys.get(w.member)}`,
        'mcp-session-id': '00000000-0000-4000-8000-000000000000',
      },
    );
    expect(unknown.status).toBe(404);
    const started = await post(initialize('2025-06-18'), { authorization: `Bearer ${keys.get(w.member)}` });
    const sessionId = started.headers.get('mcp-session-id')!;
    const stolen = await post(
      { jsonrpc: '2.0', id: 2, method: 'tools/list' },
      {
        authorization: `Bearer ${keys.get(w.viewer)}`,
        'mcp-session-id': sessionId,
      },
    );
    expect(stolen.status).toBe(404);
    const list = () =>
      post({ jsonrpc: '2.0', id: 3, method: 'tools/list' }, { authorization: `Bearer ${keys.get(w.member)}`, 'mcp-session-id': sessionId });
    expect((await list()).status).toBe(200);
    // Unused for over 30 minutes: gone.
    t.clock.advance(31 * 60_000);
    expect((await list()).status).toBe(404);
  });

  it('serves /health on the MCP process only, never through /mcp', async () => {
    expect(await (await fetch(`${t.app.mcpUrl}/health`)).json()).toEqual({ status: 'ok' });
    expect((await fetch(`${t.url}/mcp/health`)).status).toBe(404);
    expect((await fetch(`${t.url}/health`)).status).toBe(404);
  });

  it('chooses the toolset per connection, falling back to curated', async () => {
    const names = async (query: string) => (await (await connect(w.member, query)).listTools()).tools.map((tool) => tool.name);
    const minimal = await names('?toolset=minimal');
    const curated = await names('?toolset=nonsense');
    const full = await names('?toolset=full');
    // SPEC.md's minimal manifest, exactly.
    expect(minimal).toEqual(
      [
        'session_start',
        'search',
        'get_ticket',
        'create_ticket',
        'update_ticket',
        'comment',
        'claim',
        'close_ticket',
        'timer_start',
        'timer_stop',
        'api_search',
        'api_call',
      ]
        .map((name) => `svc_${name}`)
        .sort(),
    );
    expect(curated).toEqual(await names(''));
    // SPEC.md: curated is 31 tools; full is every query and mutation of the API (a hand-written document, else a generated one)
    // and the hatches, but none that manages credentials (core/acting-for.ts) or that only peers call.
    expect(curated).toHaveLength(31);
    expect(new Set(full)).toEqual(new Set([...curated, ...minimal, ...full]));
    const root = repoRoot();
    const fields = apiRootFields(buildSchema(readFileSync(path.join(root, 'schema', 'api.graphql'), 'utf8')));
    const folder = path.join(root, 'operations', 'mcp');
    const handWritten = readdirSync(folder).filter((file) => file.endsWith('.graphql'));
    const covered = new Set(handWritten.flatMap((file) => rootFieldsOf(readFileSync(path.join(folder, file), 'utf8'))));
    const generated = fields.filter(({ field }) => !covered.has(field.name) && !whyNoTool(field.name));
    expect(full).toHaveLength(handWritten.length + generated.length + 2);
    expect(full).toEqual(
      expect.arrayContaining(['svc_delete_label', 'svc_audit_log', 'svc_update_milestone', 'svc_send_email', 'svc_federation_links']),
    );
  });

  it('runs the generated full-toolset queries: an API refusal comes back, never a broken or too costly document', async () => {
    const client = await connect(w.member, '?toolset=full');
    expect((await call(client, 'svc_user', { id: w.member.id })).value).toMatchObject({ id: w.member.id, displayName: expect.any(String) });
    await expect((await connect(w.member)).callTool({ name: 'svc_user', arguments: { id: w.member.id } })).rejects.toMatchObject({
      code: -32602,
      data: { code: 'UNKNOWN_TOOL', status: 404, toolsets: ['full'] },
    });
    const queries = (await client.listTools()).tools.filter((tool) => tool.annotations?.readOnlyHint && !tool.inputSchema.required?.length);
    expect(queries.length).toBeGreaterThan(10);
    for (const tool of queries) {
      const { value } = await call(client, tool.name);
      expect({ tool: tool.name, code: (value?.error as { code?: string } | undefined)?.code }).toEqual({
        tool: tool.name,
        code: expect.not.stringMatching(/^(GRAPHQL_VALIDATION_FAILED|QUERY_TOO_COMPLEX|INTERNAL_SERVER_ERROR|BAD_RESPONSE)$/),
      });
    }
  });
});

describe('tools', () => {
  it('runs the ticket loop as the caller: create, read, update, comment, timer', async () => {
    const client = await connect(w.member);
    const session = await call(client, 'svc_session_start');
    expect(session.isError).toBe(false);
    expect(session.value).toMatchObject({ me: { id: w.member.id }, rules: expect.stringMatching(/svc_claim/) });

    const created = await call(client, 'svc_create_ticket', { input: { projectKey: w.project.key, title: 'From an agent' } });
    expect(created).toMatchObject({ isError: false, value: { key: expect.stringMatching(/^MCP/), title: 'From an agent' } });
    const { key, id } = created.value as { key: string; id: string };

    const read = await call(client, 'svc_get_ticket', { key });
    expect(read.value).toMatchObject({ id, key, title: 'From an agent', reporter: { displayName: expect.any(String) } });
    expect(read.value).not.toHaveProperty('milestone');

    const updated = await call(client, 'svc_update_ticket', { input: { id, title: 'Renamed by an agent', priority: 'HIGH' } });
    expect(updated.value).toMatchObject({ title: 'Renamed by an agent', priority: 'HIGH' });
    expect((await call(client, 'svc_comment', { input: { ticketId: id, body: 'Done by **MCP**' } })).isError).toBe(false);

    const claimed = await call(client, 'svc_claim', { key });
    expect(claimed.value).toMatchObject({ key, status: { category: 'IN_PROGRESS' }, assignees: [{ displayName: expect.any(String) }] });
    expect((await call(client, 'svc_timer_start', { input: { ticketId: id } })).value).toMatchObject({ ticketId: id });
    t.clock.advance(25 * 60_000);
    const stopped = await call(client, 'svc_timer_stop');
    expect(stopped).toMatchObject({ isError: false, value: { durationMinutes: 25, ticket: { key } } });

    const closed = await call(client, 'svc_close_ticket', { key, comment: 'Closed by the agent' });
    expect(closed.value).toMatchObject({ key, status: { category: 'DONE' } });

    const found = await call(client, 'svc_search', { query: key });
    expect(found.value).toEqual({ items: [expect.objectContaining({ key, title: 'Renamed by an agent' })] });
    const after = await ok<{ ticket: { comments: { nodes: Array<{ body: string; author: { id: string } }> } } }>(
      t,
      'query($key: String!) { ticket(key: $key) { comments(first: 5) { nodes { body author { id } } } } }',
      { key },
      w.member,
    );
    expect(after.ticket.comments.nodes).toEqual([
      { body: 'Done by **MCP**', author: { id: w.member.id } },
      { body: 'Closed by the agent', author: { id: w.member.id } },
    ]);
  });

  it('keeps a private ticket invisible to a project member off its access list', async () => {
    const secret = await createTicket(t, w.member, { projectId: w.project.id, title: 'Secret plan', private: true });
    const outsider = await connect(w.excluded);
    const read = await call(outsider, 'svc_get_ticket', { key: secret.key });
    expect(read).toEqual({ isError: true, value: { error: { code: 'NOT_FOUND', message: expect.any(String) } } });
    expect((await call(outsider, 'svc_search', { query: 'Secret plan' })).value.items).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ key: secret.key })]),
    );
    expect((await call(await connect(w.member), 'svc_get_ticket', { key: secret.key })).value).toMatchObject({ title: 'Secret plan' });
  });

  it('queues a burst from one caller behind itself: past the waiting limit it is refused, and another caller is served meanwhile', async () => {
    const { key } = await createTicket(t, w.member, { projectId: w.project.id, title: 'Read in a burst' });
    // An MCP server whose API answers the greedy caller's tools slowly: a proxy in front of the gateway holds those answers
    // while the hold is on (not its credential checks, which this server without pub/sub makes for every request), so its
    // first calls stay in flight and the rest of the burst meets the queue.
    const greedyAuthorization = `Bearer ${keys.get(w.viewer)}`;
    const hold = new Hold();
    const proxy = await startHttpProxy(t.url, {
      deliver: ({ headers, body }, send) => {
        const checksCredential = body.includes('"operationName":"CurrentCredential"');
        if (headers.authorization === greedyAuthorization && !checksCredential) hold.answer(send);
        else send();
      },
    });
    const config = { ...t.app.platform.config, SVC_MCP_PORT: 0 };
    const service = createMcpService(config, { apiUrl: proxy.url, publicUrl: () => t.url, clock: systemClock });
    const server = await startMcpHttp(config, service, () => t.url);
    const connectHere = async (actor: Actor) => {
      const client = new Client({ name: 'svc-tests', version: '1.0.0' });
      await client.connect(
        new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
          requestInit: { headers: { authorization: `Bearer ${keys.get(actor)}` } },
        }),
      );
      clients.push(client);
      return client;
    };
    try {
      const greedy = await connectHere(w.viewer);
      const other = await connectHere(w.member);
      hold.on = true;
      // Settled whatever happens, so that a failure below reports itself rather than the burst's calls closed under it.
      let settled = 0;
      const burst = Array.from({ length: CALLS_IN_FLIGHT_PER_CALLER + CALLS_WAITING_PER_CALLER + 20 }, () =>
        call(greedy, 'svc_get_ticket', { key })
          .catch((error: unknown) => ({ isError: true, value: { thrown: String(error) } }))
          .finally(() => (settled += 1)),
      );
      // Four in flight (held), 32 waiting behind them: the other 20 are answered at once.
      await until(() => hold.count === CALLS_IN_FLIGHT_PER_CALLER && settled === 20, 'the burst queued or refused');
      // The other caller is served while the burst waits.
      expect((await call(other, 'svc_get_ticket', { key })).value).toMatchObject({ key });
      expect({ held: hold.count, settled }).toEqual({ held: CALLS_IN_FLIGHT_PER_CALLER, settled: 20 });
      hold.on = false;
      const answers = await Promise.all(burst);
      const refused = answers.filter((answer) => answer.isError);
      expect(answers.length - refused.length).toBe(CALLS_IN_FLIGHT_PER_CALLER + CALLS_WAITING_PER_CALLER);
      expect(refused).toHaveLength(20);
      expect(refused[0]!.value).toEqual({
        error: { code: 'RATE_LIMITED', message: expect.stringMatching(/retry when some have answered/) },
      });
      expect((await call(greedy, 'svc_get_ticket', { key })).isError).toBe(false);
    } finally {
      hold.on = false;
      await server.close();
      await service.close();
      await proxy.close();
    }
  });

  it('answers bad input as tool errors naming the argument, an unknown tool as -32602 (docs/mcp.md, Versions)', async () => {
    const client = await connect(w.member);
    await expect(client.callTool({ name: 'svc_nope', arguments: {} })).rejects.toMatchObject({
      code: -32602,
      data: { code: 'UNKNOWN_TOOL', status: 404 },
    });
    expect((await call(client, 'svc_get_ticket', { key: 42 })).value).toEqual({
      error: { code: 'BAD_USER_INPUT', message: 'key: must be string', field: 'key' },
    });
    expect((await call(client, 'svc_get_ticket', {})).value).toMatchObject({ error: { code: 'BAD_USER_INPUT', field: 'key' } });
    expect((await call(client, 'svc_get_ticket', { key: 'A-1', extra: true })).value).toMatchObject({
      error: { code: 'BAD_USER_INPUT', field: 'extra' },
    });
    expect((await call(client, 'svc_update_ticket', { input: { id: 'not-an-id' } })).value).toMatchObject({
      error: { code: 'BAD_USER_INPUT', field: 'input.id' },
    });
    expect((await call(client, 'svc_comment', { input: { ticketId: w.project.id, body: 'x'.repeat(300_000) } })).value).toMatchObject({
      error: { code: 'BAD_USER_INPUT', field: 'arguments' },
    });
    // The API's own refusals come through with their code.
    const viewer = await connect(w.viewer);
    expect((await call(viewer, 'svc_create_ticket', { input: { projectKey: w.project.key, title: 'Not allowed' } })).value).toMatchObject({
      error: { code: 'FORBIDDEN' },
    });
  });
});

describe('resources', () => {
  const readJson = async (client: Client, uri: string) => {
    const { contents } = await client.readResource({ uri });
    const [content] = contents;
    return JSON.parse(content && 'text' in content ? content.text : 'null') as Record<string, unknown> | null;
  };

  it("lists the templates and the caller's resources, and reads each kind as the caller", async () => {
    const client = await connect(w.member);
    expect((await client.listResourceTemplates()).resourceTemplates.map((template) => template.uriTemplate)).toEqual([
      'svc://ticket/{key}',
      'svc://doc/{id}',
      'svc://project/{key}',
      'svc://search{?q,project,cursor}',
    ]);
    expect((await client.listResources()).resources.map((resource) => resource.uri)).toEqual(
      expect.arrayContaining(['svc://timer', `svc://project/${w.project.key}`]),
    );
    const ticket = await createTicket(t, w.member, { projectId: w.project.id, title: 'Readable' });
    expect(await readJson(client, `svc://ticket/${ticket.key}`)).toMatchObject({ key: ticket.key, title: 'Readable' });
    expect(await readJson(client, `svc://project/${w.project.key}`)).toMatchObject({ key: w.project.key, statuses: expect.any(Array) });
    expect(await readJson(client, 'svc://timer')).toBeNull();
    await expect(client.readResource({ uri: 'svc://ticket/NOPE-1' })).rejects.toThrow(/NOPE-1/);
    await expect(client.readResource({ uri: 'svc://elsewhere/1' })).rejects.toThrow(/No resource/);

    const secret = await createTicket(t, w.member, { projectId: w.project.id, title: 'Hidden', private: true });
    await expect((await connect(w.excluded)).readResource({ uri: `svc://ticket/${secret.key}` })).rejects.toThrow(/not found/i);
  });

  it("notifies a subscriber when another user changes the ticket, from the API's change events", async () => {
    const ticket = await createTicket(t, w.member, { projectId: w.project.id, title: 'Watched' });
    const uri = `svc://ticket/${ticket.key}`;
    const client = await connect(w.member);
    const updates: string[] = [];
    client.setNotificationHandler(ResourceUpdatedNotificationSchema, (notification) => void updates.push(notification.params.uri));
    await client.subscribeResource({ uri });
    // The API's event stream starts asynchronously: change the ticket until the first notice arrives.
    for (let attempt = 0; attempt < 50 && updates.length === 0; attempt += 1) {
      await ok(
        t,
        'mutation($input: UpdateTicketInput!) { updateTicket(input: $input) { id } }',
        { input: { id: ticket.id, title: `Watched ${attempt}` } },
        w.projectAdmin,
      );
      await until(() => updates.length > 0, 'a notice', 200).catch(() => {});
    }
    expect(updates[0]).toBe(uri);
    // A project's resource hears the change of any of its tickets.
    const projectUri = `svc://project/${w.project.key}`;
    await client.subscribeResource({ uri: projectUri });
    const other = await createTicket(t, w.projectAdmin, { projectId: w.project.id, title: 'Another' });
    for (let attempt = 0; attempt < 50 && !updates.includes(projectUri); attempt += 1) {
      await ok(
        t,
        'mutation($input: UpdateTicketInput!) { updateTicket(input: $input) { id } }',
        { input: { id: other.id, title: `Poked ${attempt}` } },
        w.projectAdmin,
      );
      await until(() => updates.includes(projectUri), 'a project notice', 200).catch(() => {});
    }
    expect(updates).toContain(projectUri);

    await client.unsubscribeResource({ uri });
    const secret = await createTicket(t, w.member, { projectId: w.project.id, title: 'Hidden watch', private: true });
    await expect((await connect(w.excluded)).subscribeResource({ uri: `svc://ticket/${secret.key}` })).rejects.toThrow(/not found/i);
  });

  /** An MCP client of `actor` that collects the URIs of its resource updates. */
  const subscriber = async (actor: Actor) => {
    const client = await connect(actor);
    const updates: string[] = [];
    client.setNotificationHandler(ResourceUpdatedNotificationSchema, (notification) => void updates.push(notification.params.uri));
    return { client, updates };
  };

  it('notifies a doc subscriber when another user edits the doc, and refuses one who may not read it, who hears nothing', async () => {
    const { createDocSpace: space } = await ok<{ createDocSpace: { id: string } }>(
      t,
      'mutation($input: CreateDocSpaceInput!) { createDocSpace(input: $input) { id } }',
      { input: { projectId: w.project.id, name: 'Resources' } },
      w.member,
    );
    const createDoc = async (title: string, isPublic: boolean) =>
      (
        await ok<{ createDoc: { id: string } }>(
          t,
          'mutation($input: CreateDocInput!) { createDoc(input: $input) { id } }',
          { input: { spaceId: space.id, title, public: isPublic } },
          w.member,
        )
      ).createDoc.id;
    const editDoc = (id: string, title: string) =>
      ok(t, 'mutation($input: UpdateDocInput!) { updateDoc(input: $input) { id } }', { input: { id, title } }, w.projectAdmin);
    const teamId = await createDoc('Team doc', false);
    const teamUri = `svc://doc/${teamId}`;
    const publicId = await createDoc('Public doc', true);
    const publicUri = `svc://doc/${publicId}`;

    const member = await subscriber(w.member);
    await member.client.subscribeResource({ uri: teamUri });
    // The API's event stream starts asynchronously: edit the doc until the first notice arrives.
    for (let attempt = 0; attempt < 50 && member.updates.length === 0; attempt += 1) {
      await editDoc(teamId, `Team doc ${attempt}`);
      await until(() => member.updates.length > 0, 'a notice', 1000).catch(() => {});
    }
    expect(member.updates[0]).toBe(teamUri);

    // Outside the project: the team doc cannot be subscribed to, and its edits are never told; the public doc's are.
    const outsider = await subscriber(w.outsider);
    await expect(outsider.client.subscribeResource({ uri: teamUri })).rejects.toThrow(/not found/i);
    await outsider.client.subscribeResource({ uri: publicUri });
    for (let attempt = 0; attempt < 50 && outsider.updates.length === 0; attempt += 1) {
      await editDoc(teamId, `Team doc, again ${attempt}`);
      await editDoc(publicId, `Public doc ${attempt}`);
      await until(() => outsider.updates.length > 0, 'a notice', 1000).catch(() => {});
    }
    expect(outsider.updates).toContain(publicUri);
    expect(outsider.updates.filter((uri) => uri !== publicUri)).toEqual([]);
  });

  it("notifies a timer subscriber when the caller's own timer starts or stops, never for another user's", async () => {
    const ticket = await createTicket(t, w.member, { projectId: w.project.id, title: 'Timed' });
    const member = await subscriber(w.member);
    await member.client.subscribeResource({ uri: 'svc://timer' });
    let running = false;
    const toggle = async () => {
      const result = await call(
        member.client,
        running ? 'svc_timer_stop' : 'svc_timer_start',
        running ? {} : { input: { ticketId: ticket.id } },
      );
      expect(result.isError).toBe(false);
      running = !running;
    };
    // The API's event stream starts asynchronously: start or stop the timer (one event each) until the first notice arrives.
    for (let attempt = 0; attempt < 50 && member.updates.length === 0; attempt += 1) {
      await toggle();
      await until(() => member.updates.length > 0, 'a notice', 1000).catch(() => {});
    }
    expect(member.updates).toEqual(['svc://timer']);
    // Another user's timer: nothing; the caller's own next start and stop (in either order): a notice each.
    await ok(
      t,
      'mutation($input: StartTimerInput!) { startTimer(input: $input) { ticketId } }',
      { input: { ticketId: ticket.id } },
      w.excluded,
    );
    await ok(t, 'mutation { stopTimer { id } }', {}, w.excluded);
    await toggle();
    await until(() => member.updates.length >= 2, 'the second notice');
    await toggle();
    await until(() => member.updates.length >= 3, 'the third notice');
    expect(member.updates).toEqual(['svc://timer', 'svc://timer', 'svc://timer']);
  });
});

describe('prompts', () => {
  const text = (result: { messages: Array<{ content: { type: string; text?: string } }> }) =>
    result.messages.map((message) => message.content.text ?? '').join('\n');

  it('lists the five prompts with their arguments, and renders each from live data the caller can see', async () => {
    const client = await connect(w.member);
    const { prompts } = await client.listPrompts();
    expect(prompts.map((prompt) => prompt.name).sort()).toEqual([
      'estimate-ticket',
      'find-duplicates',
      'plan-sprint',
      'summarize-project',
      'triage-my-tickets',
    ]);
    expect(prompts.find((prompt) => prompt.name === 'plan-sprint')?.arguments).toEqual([
      expect.objectContaining({ name: 'projectKey', required: true }),
      expect.objectContaining({ name: 'capacityHours', required: false }),
    ]);

    const mine = await createTicket(t, w.member, {
      projectId: w.project.id,
      title: 'Flaky login redirect on Safari',
      assigneeIds: [w.member.id],
      estimatedMinutes: 90,
    });
    const twin = await createTicket(t, w.member, { projectId: w.project.id, title: 'Login redirect flaky in Safari' });
    const secret = await createTicket(t, w.member, { projectId: w.project.id, title: 'Safari login redirect secret', private: true });

    const plan = text(await client.getPrompt({ name: 'plan-sprint', arguments: { projectKey: w.project.key, capacityHours: '40' } }));
    expect(plan).toMatch(/capacity of 40 hours/);
    expect(plan).toContain(mine.key);
    expect(text(await client.getPrompt({ name: 'triage-my-tickets' }))).toContain(mine.key);
    expect(text(await client.getPrompt({ name: 'summarize-project', arguments: { projectKey: w.project.key } }))).toContain(w.project.key);
    expect(text(await client.getPrompt({ name: 'estimate-ticket', arguments: { ticketKey: mine.key } }))).toContain(twin.key);
    const duplicates = text(await client.getPrompt({ name: 'find-duplicates', arguments: { ticketKey: mine.key } }));
    expect(duplicates).toContain(twin.key);
    expect(duplicates).toContain(secret.key);

    // Someone off the private ticket's access list never sees it in a prompt.
    const excluded = await connect(w.excluded);
    const theirs = text(await excluded.getPrompt({ name: 'find-duplicates', arguments: { ticketKey: mine.key } }));
    expect(theirs).toContain(twin.key);
    expect(theirs).not.toContain(secret.key);
    expect(theirs).not.toContain('secret');
    await expect(excluded.getPrompt({ name: 'estimate-ticket', arguments: { ticketKey: secret.key } })).rejects.toThrow(/NOT_FOUND/);
  });

  it('refuses an unknown prompt or a missing argument as invalid params', async () => {
    const client = await connect(w.member);
    await expect(client.getPrompt({ name: 'nope' })).rejects.toThrow(/No prompt nope/);
    await expect(client.getPrompt({ name: 'summarize-project', arguments: {} })).rejects.toThrow(/projectKey: required/);
  });
});

describe('escape hatches', () => {
  it('finds routes in the live API description, with their permissions and, for one route, its schemas', async () => {
    const client = await connect(w.member);
    const found = await call(client, 'svc_api_search', { query: 'milestone create' });
    expect(found.isError).toBe(false);
    expect(found.value).toEqual(
      expect.arrayContaining([{ method: 'POST', path: '/create-milestone', summary: expect.any(String), permissions: ['ticket:update'] }]),
    );
    const route = await call(client, 'svc_api_search', { path: '/create-milestone', method: 'POST' });
    expect(route.value).toMatchObject({
      method: 'POST',
      path: '/create-milestone',
      requestBody: expect.any(Object),
      responses: expect.any(Object),
    });
    expect((await call(client, 'svc_api_search', { path: '/nothing', method: 'GET' })).value).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
    expect((await call(client, 'svc_api_search', { query: '   ' })).value).toMatchObject({ error: { code: 'BAD_USER_INPUT' } });
  });

  it('calls a described route as the caller, passing its status and body through', async () => {
    const member = await connect(w.member);
    const me = await call(member, 'svc_api_call', { method: 'GET', path: '/users/me' });
    expect(me).toEqual({ isError: false, value: { status: 200, body: expect.objectContaining({ id: w.member.id }) } });
    const ticket = await createTicket(t, w.member, { projectId: w.project.id, title: 'Via the hatch' });
    expect((await call(member, 'svc_api_call', { method: 'GET', path: `/api/ticket?key=${ticket.key}` })).value).toMatchObject({
      status: 200,
      body: { key: ticket.key, title: 'Via the hatch' },
    });
    // Never more than the caller may: a viewer's write is the API's own 403, passed through.
    const viewer = await connect(w.viewer);
    const refused = await call(viewer, 'svc_api_call', {
      method: 'POST',
      path: '/create-ticket',
      body: { input: { projectId: w.project.id, title: 'Not allowed' } },
    });
    expect(refused).toMatchObject({ isError: true, value: { status: 403, body: { error: { code: 'forbidden' } } } });
  });

  it('refuses sign-in, key, setup and webhook routes, routes the description does not have, and paths elsewhere', async () => {
    const client = await connect(w.member);
    for (const [method, path] of [
      ['POST', '/login'],
      ['POST', '/create-api-key'],
      ['POST', '/revoke-api-key'],
      ['POST', '/create-workspace-webhook'],
      ['POST', '/setup-orchestrator-key'],
      ['POST', '/reset-password'],
    ]) {
      expect({ path, ...(await call(client, 'svc_api_call', { method, path, body: {} })).value }).toMatchObject({
        path,
        error: { code: 'FORBIDDEN' },
      });
    }
    expect((await call(client, 'svc_api_call', { method: 'GET', path: '/no-such-route' })).value).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
    expect((await call(client, 'svc_api_call', { method: 'GET', path: 'http://169.254.169.254/latest' })).value).toMatchObject({
      error: { code: 'BAD_USER_INPUT' },
    });
    expect((await call(client, 'svc_api_call', { method: 'GET', path: '/../graphql' })).value).toMatchObject({
      error: { code: 'BAD_USER_INPUT' },
    });
  });

  it('allows 120 calls per minute per caller, across sessions, and says when to retry', async () => {
    const first = await connect(w.excluded);
    const second = await connect(w.excluded);
    for (let i = 0; i < 120; i += 1) {
      expect((await call(i % 2 ? first : second, 'svc_api_call', { method: 'GET', path: '/users/me' })).isError).toBe(false);
    }
    const limited = await call(first, 'svc_api_call', { method: 'GET', path: '/users/me' });
    expect(limited).toEqual({
      isError: true,
      value: { error: { code: 'RATE_LIMITED', message: expect.stringMatching(/retry in \d+ s/), retryAfterSeconds: expect.any(Number) } },
    });
    // Another caller is not held back.
    expect((await call(await connect(w.member), 'svc_api_call', { method: 'GET', path: '/users/me' })).isError).toBe(false);
    t.clock.advance(61_000);
    expect((await call(first, 'svc_api_call', { method: 'GET', path: '/users/me' })).isError).toBe(false);
  });
});

describe('stdio', () => {
  it('serves the same tools over stdio as the key owner, and says on stderr why it cannot start', async () => {
    const root = repoRoot();
    const env = { PATH: process.env.PATH ?? '', SVC_API_URL: t.url, SVC_MCP_TOOLSET: 'minimal', LOG_LEVEL: 'silent' };
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [path.join(root, 'bin', 'svc-mcp.js')],
      env: { ...env, SVC_API_KEY: keys.get(w.member)!, SVC_MCP_CLIENT: 'jest' },
      stderr: 'pipe',
    });
    const client = new Client({ name: 'svc-tests', version: '1.0.0' });
    await client.connect(transport);
    clients.push(client);
    const tools = (await client.listTools()).tools.map((tool) => tool.name);
    expect(tools).toEqual(expect.arrayContaining(['svc_session_start', 'svc_get_ticket']));
    expect((await call(client, 'svc_session_start')).value).toMatchObject({ me: { id: w.member.id } });

    const refused = new StdioClientTransport({
      command: process.execPath,
      args: [path.join(root, 'bin', 'svc-mcp.js')],
      env: { ...env, SVC_API_KEY: 'svc_key_wrong' },
      stderr: 'pipe',
    });
    const stderr: Buffer[] = [];
    refused.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk));
    const closed = new Promise<void>((resolve) => (refused.onclose = resolve));
    await refused.start();
    await closed;
    expect(Buffer.concat(stderr).toString()).toMatch(/svc-mcp: GET http:\/\/.+\/api\/users\/me answered 401/);
  });

  it('starts without the HTTP server and database modules, which a desktop client starting it never uses', async () => {
    // Fastify, MikroORM (through the shared state's migrations) and pg were 900 of the 1,700 modules the stdio server loaded,
    // about half of its start. A loader hook lists every module (or bundle chunk) the server loads; the server stops at the
    // refused key.
    const dir = scratchDir('svc-stdio-modules-');
    const hook = path.join(dir, 'hook.mjs');
    const list = path.join(dir, 'modules.txt');
    writeFileSync(
      hook,
      `import { registerHooks } from 'node:module';
       import { writeFileSync } from 'node:fs';
       const loaded = [];
       registerHooks({ load(url, context, next) { loaded.push(url); return next(url, context); } });
       process.on('exit', () => writeFileSync(${JSON.stringify(list)}, loaded.join('\\n')));`,
    );
    const { stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', pathToFileURL(hook).href, path.join(repoRoot(), 'bin', 'svc-mcp.js')],
      {
        env: { PATH: process.env.PATH ?? '', SVC_API_URL: t.url, SVC_API_KEY: 'svc_key_wrong', LOG_LEVEL: 'silent' },
      },
    ).catch((error: { stderr: string }) => error);
    expect(stderr).toMatch(/answered 401/);
    const modules = readFileSync(list, 'utf8').split('\n');
    // A package is loaded from node_modules or as its chunk of the bundle (scripts/bundle.ts: vendor-<package>.js).
    const fromPackages = (names: string) =>
      modules.filter((url) => new RegExp(`/node_modules/(${names})/|/vendor-(${names.replaceAll('/', '__')})\\.js$`).test(url));
    expect(fromPackages('@modelcontextprotocol/sdk').length).toBeGreaterThan(0);
    expect(fromPackages('fastify|@mikro-orm/[\\w-]+|kysely|pg|express')).toEqual([]);
  });
});
