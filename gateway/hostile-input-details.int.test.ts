import { createHash } from 'node:crypto';
import { startTestApp, type TestApp } from '../test/support/app.js';
import { TestDnsServer } from '../test/support/dns-server.js';
import { mailApi, type MailApi } from '../test/support/mail.js';
import { buildWorld, createTicket, type World } from '../subgraphs/workspace/tickets/ticket.test-support.js';
import { MCP_PROTOCOL_VERSION, mcpKey, mcpRpc } from '../mcp/test-client.js';

// The smaller findings of "Hostile input II" (issue 33, item 8), each pinned on its own.
let t: TestApp;
let w: World;
let dns: TestDnsServer;
let v1: MailApi;

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789abcdef';

beforeAll(async () => {
  dns = await new TestDnsServer().start();
  t = await startTestApp({
    env: { MAIL_DNS_SERVERS: dns.address, MAIL_DNS_TIMEOUT_MS: '1000', MAIL_API_RATE_LIMIT: '1000', METRICS_TOKEN },
  });
  w = await buildWorld(t, 'HID');
  v1 = mailApi(t.url, (await t.createMailKey((await t.createUser()).token)).token);
});
afterAll(async () => {
  await t?.close();
  await dns?.stop();
});

const postJson = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('persisted queries', () => {
  it("answers a hash that is not the query's with PERSISTED_QUERY_HASH_MISMATCH, HTTP 400", async () => {
    const query = '{ __typename }';
    const wrong = createHash('sha256').update(`${query} `).digest('hex');
    const response = await postJson(
      '/graphql',
      JSON.stringify({ query, extensions: { persistedQuery: { version: 1, sha256Hash: wrong } } }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ message: 'provided sha does not match query', extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' } }],
    });
  });
});

describe('MCP', () => {
  let key: string;
  let sessionId: string;
  const rpc = async (method: string, params: Record<string, unknown>) => {
    const response = await mcpRpc(`${t.url}/mcp`, key, method, params, sessionId);
    return { response, body: (await response.json()) as { error?: { code: number; message: string }; result?: unknown } };
  };

  beforeAll(async () => {
    key = await mcpKey(t, w.member);
    const started = await mcpRpc(`${t.url}/mcp`, key, 'initialize', {
      protocolVersion: MCP_PROTOCOL_VERSION,
      capabilities: {},
      clientInfo: { name: 'probe', version: '1.0.0' },
    });
    sessionId = started.headers.get('mcp-session-id')!;
    await mcpRpc(`${t.url}/mcp`, key, 'notifications/initialized', {}, sessionId);
  });

  it('answers params that do not fit the method with -32602 and a message naming the parameter', async () => {
    for (const [method, params, named] of [
      ['tools/call', { name: 42 }, 'params.name'],
      ['prompts/get', {}, 'params.name'],
      ['resources/read', { uri: ['svc://timer'] }, 'params.uri'],
    ] as const) {
      const { body } = await rpc(method, params);
      expect({ method, code: body.error?.code }).toEqual({ method, code: -32602 });
      expect(body.error!.message).toMatch(new RegExp(`^Invalid params: ${named.replace('.', '\\.')}: `));
      // One line, not a dump of the validator's issues.
      expect(body.error!.message).not.toMatch(/[\n[{]/);
    }
  });

  it('answers with Cache-Control: no-store, refusals too', async () => {
    const { response } = await rpc('tools/list', {});
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const anonymous = await postJson('/mcp', '{}');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
  });
});

describe('/metrics', () => {
  it('takes METRICS_TOKEN as a bearer token, and no one without it', async () => {
    const scrape = (authorization?: string) => fetch(`${t.url}/metrics`, { headers: authorization ? { authorization } : {} });
    for (const refused of [undefined, 'Bearer wrong', `Basic ${METRICS_TOKEN}`, `Bearer ${METRICS_TOKEN}x`]) {
      const response = await scrape(refused);
      expect({ refused, status: response.status }).toEqual({ refused, status: 401 });
      expect(await response.text()).not.toContain('svc_http_request_duration_seconds');
    }
    const allowed = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('svc_http_request_duration_seconds');
  });
});

describe('/v1 tags', () => {
  it('refuses tag values that are not strings with 422 naming the tag', async () => {
    for (const value of [null, [1], 1, true, { a: 'b' }]) {
      const sent = await v1('POST', '/send', {
        body: { from: 'a@example.test', to: 'b@example.test', subject: 'Hi', text: 'Hi', tags: { campaign: value } },
      });
      expect({ value, status: sent.status, body: sent.body }).toMatchObject({
        value,
        status: 422,
        body: { error: { code: 'validation_error', field: 'tags.campaign' } },
      });
    }
  });
});

describe('bodiless POST routes', () => {
  it('take Content-Type: application/json with an empty body', async () => {
    const created = await v1('POST', '/sender-domains', { body: { domain: 'empty-body.example.test' } });
    expect(created.status).toBe(201);
    const verified = await v1('POST', `/sender-domains/${created.body.id}/verify`, {
      raw: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(verified).toMatchObject({ status: 200, body: { id: created.body.id } });

    const hook = await v1('POST', '/webhooks', { body: { url: 'http://localhost:9/hook' } });
    expect(hook.status).toBe(201);
    const rotated = await v1('POST', `/webhooks/${hook.body.id}/rotate-secret`, {
      raw: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toEqual(expect.any(String));
  });

  it('still refuse an empty body where one is required', async () => {
    const sent = await v1('POST', '/send', { raw: '', headers: { 'content-type': 'application/json' } });
    expect(sent).toMatchObject({ status: 422, body: { error: { code: 'validation_error', field: 'body' } } });
  });
});

describe('Idempotency-Key', () => {
  it('names the header the same way whether it is too long or not printable ASCII', async () => {
    const send = (key: string) =>
      v1('POST', '/send', {
        body: { from: 'a@example.test', to: 'b@example.test', subject: 'Hi', text: 'Hi' },
        headers: { 'idempotency-key': key },
      });
    const answers = [];
    for (const key of ['k'.repeat(257), 'caf\u00e9', 'with space']) {
      const { status, body } = await send(key);
      answers.push({ status, code: body.error?.code, field: body.error?.field, message: body.error?.message });
    }
    expect(answers).toEqual(
      Array(3).fill({
        status: 422,
        code: 'validation_error',
        field: 'Idempotency-Key',
        message: 'Idempotency-Key: must be 1..256 printable ASCII characters',
      }),
    );
  });
});

describe('orchestrator agent events', () => {
  it('names a token count past what the API stores', async () => {
    const ticket = await createTicket(t, w.member, { projectId: w.project.id, title: 'Tokens' });
    const response = await postJson(
      '/integrations/orchestrator/agent-events',
      JSON.stringify({
        events: [
          {
            ticket_id: ticket.id,
            session_id: 's-1',
            event: 'turn_completed',
            timestamp: '2026-11-22T10:05:00.000Z',
            usage: { total_tokens: 2147483648 },
          },
        ],
      }),
      { authorization: `Bearer ${w.bot.token}` },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_request', field: 'events.0.usage.total_tokens' } });
  });
});

describe('"__proto__" in a JSON body', () => {
  it('is valid JSON everywhere: the key is dropped, the rest is read', async () => {
    const auth = { authorization: `Bearer ${w.member.token}` };
    const graphql = await postJson('/graphql', '{"query":"{ __typename }","__proto__":{"polluted":true}}', auth);
    expect({ status: graphql.status, body: await graphql.json() }).toEqual({ status: 200, body: { data: { __typename: 'Query' } } });
    const constructor = await postJson('/graphql', '{"query":"{ __typename }","constructor":{"prototype":{"polluted":true}}}', auth);
    expect(constructor.status).toBe(200);

    const sent = await v1('POST', '/send', {
      raw: '{"from":"a@example.test","to":"b@example.test","subject":"Hi","text":"Hi","tags":{"__proto__":{"x":"y"},"a":"b"}}',
    });
    // Read as a body without the key: it reaches the domain check, not the JSON parser's refusal.
    expect(sent).toMatchObject({ status: 422, body: { error: { code: 'from_domain_not_verified' } } });

    const api = await postJson(
      '/api/create-ticket',
      '{"__proto__":{"x":1},"input":{"projectId":"' + w.project.id + '","title":"Proto"}}',
      auth,
    );
    expect({ status: api.status, body: await api.json() }).toMatchObject({ status: 200, body: { title: 'Proto' } });

    const orchestrator = await postJson('/integrations/orchestrator/agent-events', '{"events":[],"__proto__":{}}', {
      authorization: `Bearer ${w.bot.token}`,
    });
    // Past the parser: the schema's own answer for an empty list.
    expect(await orchestrator.json()).toMatchObject({ error: { code: 'invalid_request', field: 'events' } });

    const key = await mcpKey(t, w.member);
    const initialize = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: MCP_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: 'probe', version: '1.0.0' } },
    }).replace('"params":{', '"params":{"__proto__":{"x":1},');
    // Through the gateway, and at the MCP server's own port.
    for (const url of [`${t.url}/mcp`, `${t.app.mcpUrl!}/mcp`]) {
      const mcp = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, accept: 'application/json, text/event-stream' },
        body: initialize,
      });
      expect({ url, status: mcp.status }).toEqual({ url, status: 200 });
      expect(mcp.headers.get('mcp-session-id')).toBeTruthy();
    }

    const register = await postJson(
      '/register',
      '{"__proto__":{"x":1},"redirect_uris":["http://localhost:9/callback"],"client_name":"Proto","token_endpoint_auth_method":"none"}',
    );
    expect(register.status).toBe(201);
  });
});
