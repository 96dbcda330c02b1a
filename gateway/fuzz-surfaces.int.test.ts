import { createHmac, randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import fc from 'fast-check';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isObjectType,
  type GraphQLObjectType,
  type IntrospectionQuery,
} from 'graphql';
import WebSocket from 'ws';
import { gqlOk, startTestApp, type TestApp } from '../test/support/app.js';
import {
  anyJson,
  fuzzEach,
  mutatedObject,
  oddString,
  plausible,
  RUNS,
  serverFault,
  TIMEOUT,
  type Answer,
  type Json,
} from '../test/support/fuzz.js';
import { watchLoopBlocks } from '../test/support/loop-blocks.js';
import { freePort } from '../test/support/ports.js';
import {
  PEER_NONCE_HEADER,
  PEER_PATH_PREFIX,
  PEER_SIGNATURE_HEADER,
  PEER_TIMESTAMP_HEADER,
} from '../subgraphs/federation/peer/peer-protocol.js';
import { MCP_PROTOCOL_VERSION } from '../mcp/test-client.js';

/**
 * Property-based fuzzing of the surfaces beyond the REST documents and the one-field GraphQL calls
 * (fuzz.int.test.ts): OAuth's endpoints (forms and JSON), `/mcp` (JSON-RPC shapes, batches, content
 * types, every tool with generated arguments), the federation peer endpoints (signed with a link's
 * real credentials, malformed bodies), graphql-ws messages, and generated GraphQL documents as a
 * signed-in viewer. No 5xx, no stack trace, every answer within its size bound. Meanwhile `/healthz`
 * is probed and the event loop watched: no request may hold it long (the last test, LONGEST_BLOCK_MS).
 */

/** Runs of a surface fuzzed as one operation (OAuth, /mcp messages, graphql-ws, documents): as many as a REST API gets in all. */
const SURFACE_RUNS = RUNS * 25;

let t: TestApp;
let viewerToken: string;
let mcpToken: string;
let peer: { token: string; sharedSecret: string };

const probes: number[] = [];
let loopBlocks: ReturnType<typeof watchLoopBlocks>;
let probing = true;
let probeLoop: Promise<void>;

beforeAll(async () => {
  // OAuth's issuer is the public URL: it must be known before start.
  const port = await freePort();
  t = await startTestApp({ env: { PORT: String(port), SVC_PUBLIC_URL: `http://127.0.0.1:${port}` } });
  const viewer = await t.createUser('member');
  viewerToken = viewer.token;
  mcpToken = (
    await gqlOk<{ createApiKey: { token: string } }>(t, `mutation { createApiKey(input: { name: "fuzz", scopes: ["mcp:use"] }) { token } }`)
  ).createApiKey.token;
  const link = await gqlOk<{ createFederationLink: { incomingToken: string; sharedSecret: string } }>(
    t,
    `mutation { createFederationLink(input: { name: "Fuzz peer", remoteUrl: "https://peer.example.test", direction: BIDIRECTIONAL }) {
       incomingToken sharedSecret } }`,
  );
  peer = { token: link.createFederationLink.incomingToken, sharedSecret: link.createFederationLink.sharedSecret };
  // From here on: the app's start (building its schemas) holds the loop, as a start may.
  loopBlocks = watchLoopBlocks();
  probeLoop = (async () => {
    while (probing) {
      const response = await fetch(`${t.url}/healthz`);
      await response.arrayBuffer();
      probes.push(response.status);
      await delay(50);
    }
  })();
});
afterAll(async () => {
  probing = false;
  await probeLoop;
  await t?.close();
});

const send = async (path: string, init: RequestInit): Promise<Answer & { headers: Headers }> => {
  const response = await fetch(`${t.url}${path}`, init);
  return { status: response.status, text: await response.text(), headers: response.headers };
};

/** An answer bigger than this for a request of `requestBytes` amplifies it (issue 33: 200 times, or 1 MB). */
const sizeBound = (requestBytes: number) => Math.max(200 * requestBytes, 1_048_576);

const checked = (answer: Answer, requestBytes: number): void => {
  const fault = serverFault(answer);
  if (fault) throw new Error(fault);
  if (answer.text.length > sizeBound(requestBytes)) throw new Error(`${answer.text.length} bytes answered to ${requestBytes}`);
};

// ---------------------------------------------------------------------------------------------------
// OAuth

const OAUTH_FIELDS = [
  'grant_type',
  'client_id',
  'client_secret',
  'code',
  'code_verifier',
  'code_challenge',
  'code_challenge_method',
  'redirect_uri',
  'refresh_token',
  'token',
  'token_type_hint',
  'response_type',
  'scope',
  'state',
  'resource',
  'acting_as',
  'redirect_uris',
  'client_name',
];

const oauthFields = fc
  .tuple(
    fc.record(Object.fromEntries(OAUTH_FIELDS.map((name) => [name, fc.option(oddString, { nil: undefined })]))),
    fc.dictionary(fc.string({ maxLength: 10 }), oddString, { maxKeys: 2 }),
  )
  .map(([known, extra]) => ({ ...extra, ...Object.fromEntries(Object.entries(known).filter(([, value]) => value !== undefined)) }));

const oauthRequest = fc.record({
  path: fc.constantFrom('/token', '/revoke', '/register', '/authorize'),
  method: fc.constantFrom('GET', 'POST'),
  encoding: fc.constantFrom('form', 'json', 'json-any', 'garbage'),
  fields: oauthFields as fc.Arbitrary<Record<string, string>>,
  json: anyJson,
});

it(
  'answers generated OAuth requests (forms, JSON, garbage) with no fault',
  async () => {
    const failures = await fuzzEach(
      ['oauth'],
      () => 'OAuth endpoints',
      () =>
        fc.asyncProperty(oauthRequest as fc.Arbitrary<unknown>, async (input) => {
          const { path, method, encoding, fields, json } = input as {
            path: string;
            method: string;
            encoding: string;
            fields: Record<string, string>;
            json: Json;
          };
          const form = new URLSearchParams(fields).toString();
          if (method === 'GET') {
            const answer = await send(`${path}?${form}`, { method, redirect: 'manual' });
            return checked(answer, form.length);
          }
          const [contentType, body] =
            encoding === 'form'
              ? ['application/x-www-form-urlencoded', form]
              : encoding === 'json'
                ? ['application/json', JSON.stringify(fields)]
                : encoding === 'json-any'
                  ? ['application/json', JSON.stringify(json) ?? 'null']
                  : ['application/json', '{"client_id": "x",'];
          const answer = await send(path, { method, headers: { 'content-type': contentType }, body, redirect: 'manual' });
          checked(answer, body.length);
        }),
      SURFACE_RUNS,
    );
    expect(failures).toEqual([]);
  },
  TIMEOUT,
);

// ---------------------------------------------------------------------------------------------------
// MCP

const mcpHeaders = (sessionId?: string, contentType = 'application/json'): Record<string, string> => ({
  'content-type': contentType,
  accept: 'application/json, text/event-stream',
  authorization: `Bearer ${mcpToken}`,
  'mcp-protocol-version': MCP_PROTOCOL_VERSION,
  ...(sessionId ? { 'mcp-session-id': sessionId } : {}),
});

/** A JSON-RPC answer (plain JSON, or the data lines of an event stream): the error codes it carries. */
function rpcErrorCodes(text: string): number[] {
  const payloads =
    text.startsWith('event:') || text.startsWith('data:') || text.includes('\ndata:')
      ? text
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5))
      : [text];
  return payloads.flatMap((payload) => {
    try {
      const parsed = JSON.parse(payload) as Json;
      return (Array.isArray(parsed) ? parsed : [parsed]).map((message: Json) => message?.error?.code).filter((code) => code !== undefined);
    } catch {
      return [];
    }
  });
}

async function mcpSession(): Promise<string> {
  const initialized = await send('/mcp', {
    method: 'POST',
    headers: mcpHeaders(),
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: MCP_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: 'fuzz', version: '1' } },
    }),
  });
  expect(initialized.status).toBe(200);
  const session = initialized.headers.get('mcp-session-id') ?? undefined;
  await send('/mcp', {
    method: 'POST',
    headers: mcpHeaders(session),
    body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
  });
  return session ?? '';
}

const rpcMessage = fc.record({
  jsonrpc: fc.oneof(fc.constant('2.0'), oddString),
  id: fc.oneof(fc.integer(), oddString, fc.constant(null)),
  method: fc.oneof(
    fc.constantFrom('initialize', 'tools/list', 'tools/call', 'resources/list', 'resources/read', 'prompts/list', 'prompts/get', 'ping'),
    oddString,
  ),
  params: anyJson,
});

it(
  'answers generated JSON-RPC messages, batches and content types on /mcp with no fault and no internal error',
  async () => {
    const session = await mcpSession();
    const failures = await fuzzEach(
      ['mcp'],
      () => '/mcp messages',
      () =>
        fc.asyncProperty(
          fc.record({
            body: fc.oneof(
              rpcMessage.map((message) => JSON.stringify(message)),
              fc.array(rpcMessage, { maxLength: 4 }).map((batch) => JSON.stringify(batch)),
              anyJson.map((value) => JSON.stringify(value) ?? 'null'),
              fc.constantFrom('', '{', 'nul', '[]', '\u0000'),
            ),
            contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
            withSession: fc.boolean(),
          }) as fc.Arbitrary<unknown>,
          async (input) => {
            const { body, contentType, withSession } = input as { body: string; contentType: string; withSession: boolean };
            const answer = await send('/mcp', {
              method: 'POST',
              headers: mcpHeaders(withSession ? session : undefined, contentType),
              body,
            });
            checked(answer, body.length);
            if (rpcErrorCodes(answer.text).includes(-32603)) throw new Error(`an internal JSON-RPC error: ${answer.text.slice(0, 500)}`);
          },
        ),
      SURFACE_RUNS,
    );
    expect(failures).toEqual([]);
  },
  TIMEOUT,
);

it(
  'answers every MCP tool called with generated arguments with a result or a readable error, never an internal one',
  async () => {
    const session = await mcpSession();
    const listed = await send('/mcp', {
      method: 'POST',
      headers: mcpHeaders(session),
      body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} }),
    });
    const data = listed.text.includes('data:')
      ? listed.text
          .split('\n')
          .find((line) => line.startsWith('data:'))!
          .slice(5)
      : listed.text;
    const tools = (JSON.parse(data) as { result: { tools: Array<{ name: string; inputSchema: Json }> } }).result.tools;
    expect(tools.length).toBeGreaterThan(10);
    const components = { schemas: {} };
    const failures = await fuzzEach(
      tools,
      (tool) => `tool ${tool.name}`,
      (tool) =>
        fc.asyncProperty(
          fc.oneof(
            { weight: 3, arbitrary: mutatedObject(tool.inputSchema, components) },
            plausible(tool.inputSchema, components),
            anyJson,
          ) as fc.Arbitrary<unknown>,
          async (args) => {
            const body = JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: tool.name, arguments: args } });
            const answer = await send('/mcp', { method: 'POST', headers: mcpHeaders(session), body });
            checked(answer, body.length);
            if (rpcErrorCodes(answer.text).includes(-32603)) throw new Error(`an internal JSON-RPC error: ${answer.text.slice(0, 500)}`);
          },
        ),
    );
    expect(failures).toEqual([]);
  },
  TIMEOUT,
);

// ---------------------------------------------------------------------------------------------------
// Federation peer endpoints, signed with a link's real credentials

const PEER_CALLS = ['handshake', 'changes', 'snapshot', 'content', 'nudge', 'pair-revoke'];

/** A signed request of `body` (the nonce in the header; the body repeats it when it is a JSON object). */
function signed(body: string, nonce: string): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  return {
    authorization: `Bearer ${peer.token}`,
    'content-type': 'application/json',
    [PEER_TIMESTAMP_HEADER]: timestamp,
    [PEER_NONCE_HEADER]: nonce,
    [PEER_SIGNATURE_HEADER]: createHmac('sha256', peer.sharedSecret).update(`${timestamp}.${body}`).digest('hex'),
  };
}

const PEER_FIELDS: Record<string, Json> = {
  after: { type: 'integer' },
  limit: { type: 'integer' },
  protocol: { type: 'integer' },
  type: { type: 'string' },
  version: { type: 'string' },
  instanceId: { type: 'string' },
  direction: { type: 'string' },
  attachmentId: { type: 'string', format: 'uuid' },
  gaps: { type: 'array', items: { type: 'integer' } },
  projects: { type: 'array', items: { type: 'string', format: 'uuid' } },
};
const peerPayload = mutatedObject({ type: 'object', properties: PEER_FIELDS }, { schemas: {} });

it(
  'answers signed peer requests with malformed bodies with a 4xx in the REST envelope, never a fault',
  async () => {
    const failures = await fuzzEach(
      PEER_CALLS,
      (call) => `peer ${call}`,
      (call) =>
        fc.asyncProperty(
          fc.oneof(
            { weight: 3, arbitrary: peerPayload.map((payload) => ({ payload, raw: undefined as string | undefined })) },
            fc.constantFrom('', '{', 'null', '[]', '{"nonce": 1}').map((raw) => ({ payload: undefined, raw })),
          ) as fc.Arbitrary<unknown>,
          async (input) => {
            const { payload, raw } = input as { payload?: Record<string, Json>; raw?: string };
            const nonce = randomBytes(18).toString('base64url');
            const body = raw ?? JSON.stringify({ ...payload, nonce });
            const answer = await send(`${PEER_PATH_PREFIX}/${call}`, { method: 'POST', headers: signed(body, nonce), body });
            checked(answer, body.length);
          },
        ),
    );
    expect(failures).toEqual([]);
  },
  TIMEOUT,
);

// ---------------------------------------------------------------------------------------------------
// graphql-ws

/** The first thing the server does after `messages`: a message it sends, or how it closes the socket. */
async function wsExchange(messages: string[], token: string | null): Promise<{ message?: string; close?: number }> {
  const socket = new WebSocket(`${t.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
  try {
    return await new Promise((resolve, reject) => {
      socket.once('open', () => {
        if (token) socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
        for (const message of messages) socket.send(message);
      });
      socket.on('message', (data: Buffer) => {
        const text = data.toString();
        if (!text.includes('"connection_ack"')) resolve({ message: text });
        else if (!messages.length) resolve({ message: text });
      });
      socket.once('close', (code) => resolve({ close: code }));
      socket.once('error', reject);
      // A message the server takes without answering (a valid complete, a pong) ends the exchange here.
      socket.once('open', () => void delay(1000).then(() => resolve({})));
    });
  } finally {
    socket.terminate();
  }
}

const wsMessage = fc.oneof(
  fc
    .record({
      type: fc.constantFrom('connection_init', 'subscribe', 'complete', 'ping', 'pong', 'next', 'error', 'fuzz'),
      id: fc.option(fc.oneof(fc.uuid(), oddString), { nil: undefined }),
      payload: fc.oneof(
        anyJson,
        fc.record({ query: fc.oneof(fc.constant('subscription { ticketChanged { ticket { id } } }'), oddString), variables: anyJson }),
      ),
    })
    .map((message) => JSON.stringify(message)),
  anyJson.map((value) => JSON.stringify(value) ?? 'null'),
  fc.constantFrom('', '{', '\u0000', 'x'.repeat(70_000)),
);

it(
  'answers generated graphql-ws messages, before and after connection_init, with protocol errors and closes, never 1011 or 4500',
  async () => {
    const failures = await fuzzEach(
      ['ws'],
      () => 'graphql-ws',
      () =>
        fc.asyncProperty(
          fc.record({ messages: fc.array(wsMessage, { minLength: 1, maxLength: 3 }), signedIn: fc.boolean() }) as fc.Arbitrary<unknown>,
          async (input) => {
            const { messages, signedIn } = input as { messages: string[]; signedIn: boolean };
            const outcome = await wsExchange(messages, signedIn ? viewerToken : null);
            // 1011 and graphql-ws's 4500 are the server's own faults; 4400 and the like are the client's.
            if (
              outcome.close === 1011 ||
              outcome.close === 4500 ||
              (outcome.close !== undefined && outcome.close >= 1012 && outcome.close < 4000)
            )
              throw new Error(`closed with ${outcome.close}`);
            if (outcome.message && serverFault({ status: 200, text: outcome.message }))
              throw new Error(`sent ${outcome.message.slice(0, 300)}`);
          },
        ),
      SURFACE_RUNS,
    );
    expect(failures).toEqual([]);
    // The messages only a server sends, well formed: graphql-ws took them for its own fault (4500).
    for (const type of ['next', 'error', 'connection_ack']) {
      const message = JSON.stringify({ type, id: 'fuzz', payload: type === 'error' ? [{ message: 'x' }] : {} });
      expect({ type, outcome: await wsExchange([message], viewerToken) }).toEqual({ type, outcome: { close: 4400 } });
    }
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
  },
  TIMEOUT,
);

// ---------------------------------------------------------------------------------------------------
// Generated GraphQL documents, as a signed-in viewer

/** A selection set of `type` to `depth`, with aliases and the introspection fields, as GraphQL text. */
function selectionOf(type: GraphQLObjectType, depth: number): fc.Arbitrary<string> {
  const fields = Object.values(type.getFields()).filter((field) => field.args.every((arg) => !String(arg.type).endsWith('!')));
  if (!fields.length) return fc.constant('__typename');
  const one = fc.constantFrom(...fields).chain((field) => {
    const named = getNamedType(field.type);
    const inner = isObjectType(named) && depth > 0 ? selectionOf(named, depth - 1).map((set) => ` { ${set} }`) : fc.constant('');
    if (isObjectType(named) && depth === 0) return fc.constant('__typename');
    return fc
      .tuple(fc.option(fc.constantFrom('a', 'b', 'c'), { nil: undefined }), inner)
      .map(([alias, set]) => `${alias ? `${alias}${depth}: ` : ''}${field.name}${set}`);
  });
  return fc.array(one, { minLength: 1, maxLength: 4 }).map((items) => `__typename ${items.join(' ')}`);
}

it(
  'answers generated documents of a signed-in viewer, introspection and aliases included, within the size bound',
  async () => {
    const introspection = await t.gql<IntrospectionQuery>(getIntrospectionQuery(), {}, t.adminToken);
    const schema = buildClientSchema(introspection.data!);
    const query = schema.getQueryType()!;
    const document = fc.oneof(
      { weight: 3, arbitrary: selectionOf(query, 3).map((set) => `{ ${set} }`) },
      fc
        .integer({ min: 1, max: 30 })
        .map(
          (aliases) =>
            `{ ${Array.from({ length: aliases }, (_, index) => `s${index}: __schema { ...S }`).join(' ')} } fragment S on __Schema { types { name fields { name args { name type { name ofType { name } } } } } }`,
        ),
      fc.constant(getIntrospectionQuery()),
    );
    const failures = await fuzzEach(
      ['viewer'],
      () => 'viewer documents',
      () =>
        fc.asyncProperty(document as fc.Arbitrary<unknown>, async (text) => {
          const body = JSON.stringify({ query: text });
          const answer = await send('/graphql', {
            method: 'POST',
            headers: { authorization: `Bearer ${viewerToken}`, 'content-type': 'application/json' },
            body,
          });
          checked(answer, body.length);
        }),
      SURFACE_RUNS,
    );
    expect(failures).toEqual([]);
  },
  TIMEOUT,
);

/**
 * The longest the app may hold its event loop (it runs in this process) for one piece of work, in thread CPU time. The target
 * is 200 ms (issue 33); the margin is wide, and a stall still passes it by far (the diff that froze the process took 9.2 s,
 * 30 introspections 15 s). A wall-clock /healthz bound failed on a loaded machine with no request at fault (3.6 s).
 */
const LONGEST_BLOCK_MS = 1_000;

// Last: the probes and the event loop over every test above.
it('kept /healthz answering and the event loop turning while the surfaces were fuzzed', () => {
  expect(probes.length).toBeGreaterThan(10);
  expect(probes.filter((status) => status !== 200)).toEqual([]);
  expect(loopBlocks.stop()).toBeLessThan(LONGEST_BLOCK_MS);
});
