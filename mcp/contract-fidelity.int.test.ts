import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { repoRoot } from '../core/paths.js';
import { startTestApp, type TestApp } from '../test/support/app.js';
import { startHttpProxy, type HttpProxy } from '../test/support/http-proxy.js';
import { buildWorld, createTicket, ok, type Actor, type World } from '../subgraphs/workspace/tickets/ticket.test-support.js';
import { call, connectMcp, MCP_PROTOCOL_VERSION, mcpKey, mcpRpc } from './test-client.js';

// Issue 34 (items 1, 2, 5 and 6): what outside clients (MCP Inspector CLI, the official SDK client) found different
// from SPEC.md's MCP surface, server and versioning sections. Each test here failed before its fix but the version's: the
// version was hard-coded as 0.1.0, which package.json's happens to be today; the test holds it to package.json's from now on.

let t: TestApp;
let w: World;
const keys = new Map<Actor, string>();
/** package.json's version: the release this server is. */
const packageVersion = (JSON.parse(readFileSync(path.join(repoRoot(), 'package.json'), 'utf8')) as { version: string }).version;

beforeAll(async () => {
  t = await startTestApp();
  w = await buildWorld(t, 'CF');
  for (const actor of [w.member, w.viewer, w.excluded]) keys.set(actor, await mcpKey(t, actor));
});
afterAll(async () => {
  await t?.close();
});

const clients: Client[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) await client.close().catch(() => undefined);
});

async function connect(actor: Actor, query = ''): Promise<Client> {
  const client = await connectMcp(t, keys.get(actor)!, query);
  clients.push(client);
  return client;
}

const readJson = async (client: Client, uri: string) => {
  const { contents } = await client.readResource({ uri });
  const [content] = contents;
  return JSON.parse(content && 'text' in content ? content.text : 'null') as Record<string, unknown>;
};

/** The JSON-RPC error a request was answered with (the SDK client throws it as an McpError). */
async function rpcErrorOf(request: Promise<unknown>): Promise<{ code: number; message: string; data?: Record<string, unknown> }> {
  const error = await request.then(
    () => {
      throw new Error('expected a JSON-RPC error');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(McpError);
  const { code, message, data } = error as McpError;
  return { code, message, data: data as Record<string, unknown> | undefined };
}

const comment = (actor: Actor, ticketId: string, body: string, internal = false) =>
  ok(t, 'mutation($input: CreateCommentInput!) { createComment(input: $input) { id } }', { input: { ticketId, body, internal } }, actor);

describe('item 1: the search resource', () => {
  it('is a template, read as the caller through the same search as svc_search, paged by a cursor in the URI', async () => {
    const word = `zephyr${Date.now().toString(36)}`;
    const created = [];
    for (let n = 1; n <= 23; n += 1) created.push(await createTicket(t, w.member, { projectId: w.project.id, title: `${word} ${n}` }));
    const secret = await createTicket(t, w.member, { projectId: w.project.id, title: `${word} secret`, private: true });

    const client = await connect(w.member);
    expect((await client.listResourceTemplates()).resourceTemplates).toEqual(
      expect.arrayContaining([expect.objectContaining({ uriTemplate: 'svc://search{?q,project,cursor}', name: 'search' })]),
    );

    const first = await readJson(client, `svc://search?q=${word}`);
    expect(first).toMatchObject({ q: word, nextCursor: expect.any(String), next: expect.stringMatching(/^svc:\/\/search\?q=/) });
    const firstItems = first.items as { key: string; uri: string; title: string }[];
    expect(firstItems).toHaveLength(20);
    expect(firstItems[0]).toMatchObject({ uri: `svc://ticket/${firstItems[0]!.key}`, title: expect.stringContaining(word) });
    // The same answer as the tool's (the same workspace search, as the caller).
    const tool = (await call(client, 'svc_search', { query: word, first: 20 })).value as { items: { key: string }[] };
    expect(firstItems.map((item) => item.key)).toEqual(tool.items.map((item) => item.key));

    // The answer's `next` URI reads the next page; the last page has no cursor.
    const second = await readJson(client, first.next as string);
    expect(second).not.toHaveProperty('nextCursor');
    expect(second).not.toHaveProperty('next');
    const keys = [...firstItems, ...(second.items as { key: string }[])].map((item) => item.key);
    expect(new Set(keys)).toEqual(new Set([...created.map((ticket) => ticket.key), secret.key]));

    // Read as the caller: a private ticket off the caller's access list is not found by them.
    const excluded = await connect(w.excluded);
    const theirs = await readJson(excluded, `svc://search?q=${encodeURIComponent(`${word} secret`)}&project=${w.project.key}`);
    expect((theirs.items as { key: string }[]).map((item) => item.key)).not.toContain(secret.key);
    const mine = await readJson(client, `svc://search?q=${encodeURIComponent(`"${word} secret"`)}&project=${w.project.key}`);
    expect(mine).toMatchObject({ q: `"${word} secret"`, project: w.project.key, items: [expect.objectContaining({ key: secret.key })] });
    // Nothing found is an empty page, not an error.
    expect(await readJson(client, `svc://search?q=nothingmatches${word}`)).toEqual({ q: `nothingmatches${word}`, items: [] });
  });

  it('refuses a missing or blank q, an unknown parameter and a forged cursor with -32602 naming the parameter', async () => {
    const client = await connect(w.member);
    for (const uri of ['svc://search', 'svc://search?q=', 'svc://search?q=%20%20', 'svc://search?project=WEB']) {
      const error = await rpcErrorOf(client.readResource({ uri }));
      expect({ uri, code: error.code, message: error.message, data: error.data }).toEqual({
        uri,
        code: ErrorCode.InvalidParams,
        message: expect.stringMatching(/q is required/),
        data: { parameter: 'q' },
      });
    }
    expect(await rpcErrorOf(client.readResource({ uri: 'svc://search?q=a&sort=new' }))).toMatchObject({
      code: ErrorCode.InvalidParams,
      message: expect.stringMatching(/sort is not a parameter of svc:\/\/search \(q, project, cursor\)/),
    });
    expect(await rpcErrorOf(client.readResource({ uri: 'svc://search?q=a&q=b' }))).toMatchObject({ code: ErrorCode.InvalidParams });
    expect(await rpcErrorOf(client.readResource({ uri: 'svc://search?q=a&cursor=forged' }))).toMatchObject({
      code: ErrorCode.InvalidParams,
      message: expect.stringMatching(/cursor: not a cursor/),
      data: { code: 'BAD_USER_INPUT', parameter: 'cursor' },
    });
    expect(await rpcErrorOf(client.readResource({ uri: `svc://search?q=${'x'.repeat(1000)}` }))).toMatchObject({
      code: ErrorCode.InvalidParams,
      data: { parameter: 'q' },
    });
    expect(await rpcErrorOf(client.subscribeResource({ uri: 'svc://search?q=a' }))).toMatchObject({ code: ErrorCode.InvalidParams });
    // The connection still serves.
    expect((await call(client, 'svc_session_start')).isError).toBe(false);
  });
});

describe('item 2: the latest comments', () => {
  it('are the newest 20, newest first, with the total, internal ones marked, and the call that reads the older ones', async () => {
    const ticket = await createTicket(t, w.member, { projectId: w.project.id, title: 'Much discussed' });
    for (let n = 1; n <= 25; n += 1) await comment(w.member, ticket.id, `c${String(n).padStart(2, '0')}`, n % 10 === 0);
    const bodies = (items: { body: string }[]) => items.map((item) => item.body);
    const range = (from: number, to: number, skip: (n: number) => boolean = () => false) => {
      const out = [];
      for (let n = from; from > to ? n >= to : n <= to; n += from > to ? -1 : 1) if (!skip(n)) out.push(`c${String(n).padStart(2, '0')}`);
      return out;
    };

    const client = await connect(w.member);
    const answer = (await call(client, 'svc_get_ticket', { key: ticket.key })).value;
    const comments = answer.comments as {
      total: number;
      order: string;
      items: { id: string; body: string; internal: boolean }[];
      nextCursor: string;
      older: { tool: string; arguments: Record<string, unknown> };
    };
    expect(comments).toMatchObject({ total: 25, order: 'newest first', nextCursor: expect.any(String) });
    expect(bodies(comments.items)).toEqual(range(25, 6));
    expect(comments.items.find((item) => item.body === 'c20')).toMatchObject({ internal: true });
    expect(comments.items.find((item) => item.body === 'c19')).toMatchObject({ internal: false });
    expect(comments.older).toEqual({
      tool: 'svc_list_comments',
      arguments: { key: ticket.key, newestFirst: true, after: comments.nextCursor },
    });
    // The call it names reads on: the five older ones, and no further page.
    const older = (await call(client, comments.older.tool, comments.older.arguments)).value as {
      commentCount: number;
      comments: { items: { body: string }[]; nextCursor?: string };
    };
    expect(older).toEqual({ commentCount: 25, comments: { items: expect.any(Array) } });
    expect(bodies(older.comments.items)).toEqual(range(5, 1));

    // The resource shows the same.
    expect((await readJson(client, `svc://ticket/${ticket.key}`)).comments).toEqual(comments);

    // A viewer may not read internal comments: neither shown nor counted.
    const viewer = await connect(w.viewer);
    const theirs = (await call(viewer, 'svc_get_ticket', { key: ticket.key })).value.comments as typeof comments;
    expect(theirs.total).toBe(23);
    expect(bodies(theirs.items)).toEqual(range(25, 4, (n) => n % 10 === 0));
    expect(theirs.items.every((item) => item.internal === false)).toBe(true);
    expect(theirs.older.arguments).toMatchObject({ after: theirs.nextCursor });

    // In the minimal toolset (no svc_list_comments) the hint says where the tool is.
    const minimal = await connect(w.member, '?toolset=minimal');
    expect((await call(minimal, 'svc_get_ticket', { key: ticket.key })).value.comments).toMatchObject({
      older: { tool: 'svc_list_comments', note: expect.stringMatching(/curated and full toolsets/) },
    });
  });

  it('are all shown without a cursor when there are 20 or fewer, and an empty list when there are none', async () => {
    const quiet = await createTicket(t, w.member, { projectId: w.project.id, title: 'Quiet' });
    const client = await connect(w.member);
    expect((await call(client, 'svc_get_ticket', { key: quiet.key })).value.comments).toEqual({
      total: 0,
      order: 'newest first',
      items: [],
    });
    await comment(w.member, quiet.id, 'only one');
    expect((await call(client, 'svc_get_ticket', { key: quiet.key })).value.comments).toEqual({
      total: 1,
      order: 'newest first',
      items: [expect.objectContaining({ body: 'only one', internal: false })],
    });
  });

  it('newest first in the API too: each page older than the cursor, internal ones only for their readers', async () => {
    const ticket = await createTicket(t, w.member, { projectId: w.project.id, title: 'Paged newest first' });
    for (const [body, internal] of [
      ['a', false],
      ['b', true],
      ['c', false],
      ['d', false],
    ] as const)
      await comment(w.member, ticket.id, body, internal);
    const page = async (actor: Actor, after?: string) =>
      (
        await ok<{ ticket: { comments: { nodes: { body: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } } }>(
          t,
          'query($key: String!, $after: String) { ticket(key: $key) { comments(first: 2, after: $after, newestFirst: true) { nodes { body } pageInfo { hasNextPage endCursor } } } }',
          { key: ticket.key, after },
          actor,
        )
      ).ticket.comments;
    const first = await page(w.member);
    expect(first).toEqual({ nodes: [{ body: 'd' }, { body: 'c' }], pageInfo: { hasNextPage: true, endCursor: expect.any(String) } });
    expect(await page(w.member, first.pageInfo.endCursor)).toEqual({
      nodes: [{ body: 'b' }, { body: 'a' }],
      pageInfo: { hasNextPage: false, endCursor: expect.any(String) },
    });
    const viewerFirst = await page(w.viewer);
    expect(viewerFirst.nodes).toEqual([{ body: 'd' }, { body: 'c' }]);
    expect((await page(w.viewer, viewerFirst.pageInfo.endCursor)).nodes).toEqual([{ body: 'a' }]);
  });
});

describe('item 5: one shape, one field convention, no bare null', () => {
  it('a paged tool answers { items, nextCursor } on every page but the last, and { items } on the last (never a bare array)', async () => {
    const word = `quokka${Date.now().toString(36)}`;
    for (let n = 1; n <= 3; n += 1) await createTicket(t, w.member, { projectId: w.project.id, title: `${word} ${n}` });
    const client = await connect(w.member);
    const first = (await call(client, 'svc_search', { query: word, first: 2 })).value;
    expect(first).toEqual({ items: [expect.any(Object), expect.any(Object)], nextCursor: expect.any(String) });
    expect((await call(client, 'svc_search', { query: word, first: 2, after: first.nextCursor })).value).toEqual({
      items: [expect.objectContaining({ title: expect.stringContaining(word) })],
    });
    expect((await call(client, 'svc_search', { query: `none${word}` })).value).toEqual({ items: [] });
    // A list inside an answer too: the caller's projects in svc_session_start (more with svc_list_projects after nextCursor).
    expect((await call(client, 'svc_session_start')).value.projects).toEqual({
      items: expect.arrayContaining([{ id: w.project.id, key: w.project.key, name: expect.any(String) }]),
    });
    // Every paged tool of the curated toolset, on its last page.
    for (const [name, args] of [
      ['svc_list_projects', { first: 100 }],
      ['svc_list_time_entries', { userId: w.member.id }],
    ] as const) {
      const { value } = await call(client, name, args);
      expect({ name, value }).toEqual({ name, value: { items: expect.any(Array) } });
    }
  });

  it("names the argument at fault by its path in the tool's arguments (input.title), whether the server or the API refuses", async () => {
    const client = await connect(w.member);
    const ticket = await createTicket(t, w.member, { projectId: w.project.id, title: 'Field paths' });
    // Refused by the arguments' schema, before the API.
    expect((await call(client, 'svc_create_ticket', { input: { projectKey: w.project.key } })).value).toMatchObject({
      error: { code: 'BAD_USER_INPUT', field: 'input.title' },
    });
    // Refused by the API, which names its own input's field (`title`, `id`): the same convention.
    expect((await call(client, 'svc_create_ticket', { input: { projectKey: w.project.key, title: '   ' } })).value).toEqual({
      error: { code: 'BAD_USER_INPUT', field: 'input.title', message: expect.stringMatching(/^input\.title: /) },
    });
    expect((await call(client, 'svc_update_ticket', { input: { id: ticket.id, title: '' } })).value).toMatchObject({
      error: { code: 'BAD_USER_INPUT', field: 'input.title', message: expect.stringMatching(/^input\.title: /) },
    });
    expect((await call(client, 'svc_update_ticket', { input: { id: 'not-an-id' } })).value).toMatchObject({
      error: { code: 'BAD_USER_INPUT', field: 'input.id' },
    });
    // A top-level argument is its own name, from the schema check and from the API alike.
    expect((await call(client, 'svc_get_ticket', { key: 42 })).value).toMatchObject({ error: { field: 'key' } });
    expect((await call(client, 'svc_list_comments', { key: ticket.key, after: 'forged' })).value).toMatchObject({
      error: { code: 'BAD_USER_INPUT', field: 'after', message: expect.stringMatching(/^after: /) },
    });
    expect((await call(client, 'svc_api_search', {})).value).toMatchObject({ error: { code: 'BAD_USER_INPUT', field: 'query' } });
  });

  it('svc_timer_stop under a second answers an object saying nothing was logged, not null', async () => {
    const ticket = await createTicket(t, w.member, { projectId: w.project.id, title: 'Timed briefly' });
    const client = await connect(w.member);
    expect((await call(client, 'svc_timer_start', { input: { ticketId: ticket.id } })).isError).toBe(false);
    // The app's clock steps back a second before the stop: the timer has run under a second, however slow this machine is.
    t.clock.advance(-1_000);
    try {
      expect(await call(client, 'svc_timer_stop')).toEqual({
        isError: false,
        value: { stopped: true, logged: false, durationMinutes: 0, note: expect.stringMatching(/no time entry was logged/) },
      });
    } finally {
      t.clock.advance(1_000);
    }
    expect((await call(client, 'svc_my_timer')).value).toBeNull();
    // A longer one still answers its entry.
    await call(client, 'svc_timer_start', { input: { ticketId: ticket.id } });
    t.clock.advance(90_000);
    expect((await call(client, 'svc_timer_stop')).value).toEqual({
      id: expect.any(String),
      durationMinutes: 1,
      ticket: { key: ticket.key },
    });
  });

  it('prompts refuse a number argument that is not a number in range with -32602, and take a blank one as the default', async () => {
    const client = await connect(w.member);
    for (const capacityHours of ['lots', '0', '-5', '20000', '1e9', 'NaN', 'Infinity', '0x50', '40h']) {
      const error = await rpcErrorOf(client.getPrompt({ name: 'plan-sprint', arguments: { projectKey: w.project.key, capacityHours } }));
      expect({ capacityHours, code: error.code, message: error.message }).toEqual({
        capacityHours,
        code: ErrorCode.InvalidParams,
        message: expect.stringMatching(/capacityHours: .*(not a number|out of range)/),
      });
    }
    const text = async (capacityHours?: string) => {
      const prompt = await client.getPrompt({
        name: 'plan-sprint',
        arguments: { projectKey: w.project.key, ...(capacityHours === undefined ? {} : { capacityHours }) },
      });
      const [message] = prompt.messages;
      return message?.content.type === 'text' ? message.content.text : '';
    };
    expect(await text('37.5')).toMatch(/capacity of 37.5 hours/);
    expect(await text('')).toMatch(/capacity of 80 hours/);
    expect(await text()).toMatch(/capacity of 80 hours/);
  });
});

describe('item 6: the server version and tools it does not have', () => {
  it("reports package.json's version as serverInfo.version", async () => {
    const client = await connect(w.member);
    expect(client.getServerVersion()).toEqual({ name: 'svc-workspace', version: packageVersion });
  });

  it('answers a tool this server does not have with -32602, status 404 and its version, while the other tools keep working', async () => {
    const client = await connect(w.member);
    const unknown = await rpcErrorOf(client.callTool({ name: 'svc_plan_release', arguments: {} }));
    expect(unknown).toEqual({
      code: ErrorCode.InvalidParams,
      message: expect.stringMatching(new RegExp(`svc_plan_release does not exist on this server \\(svc-workspace ${packageVersion}\\)`)),
      data: { code: 'UNKNOWN_TOOL', status: 404, tool: 'svc_plan_release', toolset: 'curated', serverVersion: packageVersion },
    });
    // A tool of another toolset: it says which.
    expect(await rpcErrorOf(client.callTool({ name: 'svc_delete_label', arguments: {} }))).toMatchObject({
      code: ErrorCode.InvalidParams,
      message: expect.stringMatching(/not in the curated toolset .* it is in full: connect with toolset=full/),
      data: { code: 'UNKNOWN_TOOL', status: 404, toolsets: ['full'] },
    });
    expect((await call(client, 'svc_session_start')).value).toMatchObject({ me: { id: w.member.id } });

    // As an HTTP client sees it: 200 with the JSON-RPC error (an HTTP 404 would mean the session expired).
    const url = `${t.url}/mcp`;
    const token = keys.get(w.member)!;
    const initialize = {
      protocolVersion: MCP_PROTOCOL_VERSION,
      capabilities: {},
      clientInfo: { name: 'inspector-like', version: '1.0.0' },
    };
    const started = await mcpRpc(url, token, 'initialize', initialize);
    const sessionId = started.headers.get('mcp-session-id')!;
    expect(((await started.json()) as { result: { serverInfo: unknown } }).result.serverInfo).toEqual({
      name: 'svc-workspace',
      version: packageVersion,
    });
    await (await mcpRpc(url, token, 'notifications/initialized', {}, sessionId)).text();
    const answer = await mcpRpc(url, token, 'tools/call', { name: 'svc_plan_release', arguments: {} }, sessionId);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ error: { code: -32602, data: { status: 404, code: 'UNKNOWN_TOOL' } } });
  });

  describe('the stdio server (npx svc-mcp) in front of a server that lacks a tool', () => {
    let proxy: HttpProxy;

    // A workspace server one release older: it has no `startTimer` (everything else is the test app's). It renames the
    // field in what it forwards, so the answer is the gateway's own validation failure for a field it does not have.
    beforeAll(async () => {
      proxy = await startHttpProxy(t.url, {
        rewrite: ({ url, body }) => (url === '/graphql' ? body.replace(/\bstartTimer\(/g, 'startTimerOfANewerRelease(') : body),
      });
    });
    afterAll(async () => {
      await proxy?.close();
    });

    it('answers the newer tool with the same -32602 and status 404, and older tools keep working', async () => {
      const transport = new StdioClientTransport({
        command: process.execPath,
        args: [path.join(repoRoot(), 'bin', 'svc-mcp.js')],
        env: { PATH: process.env.PATH ?? '', SVC_API_URL: proxy.url, SVC_API_KEY: keys.get(w.member)!, LOG_LEVEL: 'silent' },
        stderr: 'pipe',
      });
      const client = new Client({ name: 'svc-tests', version: '1.0.0' });
      await client.connect(transport);
      clients.push(client);
      expect(client.getServerVersion()).toEqual({ name: 'svc-workspace', version: packageVersion });

      const ticket = await createTicket(t, w.member, { projectId: w.project.id, title: 'Older server' });
      const error = await rpcErrorOf(client.callTool({ name: 'svc_timer_start', arguments: { input: { ticketId: ticket.id } } }));
      expect(error).toEqual({
        code: ErrorCode.InvalidParams,
        message: expect.stringMatching(/svc_timer_start is not on the workspace server .* the MCP package is newer than the server/),
        data: {
          code: 'UNKNOWN_TOOL',
          status: 404,
          tool: 'svc_timer_start',
          serverVersion: packageVersion,
          reason: expect.stringMatching(/startTimerOfANewerRelease/),
        },
      });
      expect((await call(client, 'svc_get_ticket', { key: ticket.key })).value).toMatchObject({ key: ticket.key, title: 'Older server' });
    });
  });
});
