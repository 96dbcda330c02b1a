import { getIntrospectionQuery } from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../test/support/app.js';

// Default limits (GRAPHQL_MAX_*, BODY_LIMIT_BYTES of 1 MiB): the attacks below must be refused by the settings operators get.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** CPU time (user + system, ms) that this process spent, the app included: it runs in-process. */
const cpuMs = (since: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};

/** Posts a query and measures the whole exchange: status, body size in bytes and the process's CPU time. */
async function send(query: string, token?: string) {
  const body = JSON.stringify({ query });
  const started = process.cpuUsage();
  const response = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  const text = await response.text();
  return {
    status: response.status,
    requestBytes: Buffer.byteLength(body),
    bytes: Buffer.byteLength(text),
    cpuMs: cpuMs(started),
    json: JSON.parse(text) as { data?: Record<string, unknown>; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> },
  };
}

const times = (n: number, selection: (i: number) => string) => Array.from({ length: n }, (_, i) => selection(i)).join(' ');

/** Fragments F0 … F(n-1), each spreading the next one twice: 2^n selections when expanded. */
const fragmentExplosion = (n: number) =>
  `query { ...F0 } ${times(n, (i) => `fragment F${i} on Query { ${i === n - 1 ? 'users { id email displayName }' : `...F${i + 1} a${i}: users { id } ...F${i + 1}`} }`)}`;

const deepNesting = (levels: number) => `{ projects { nodes { ${'members { project { '.repeat(levels)}id${' } }'.repeat(levels)} } } }`;

const deepIntrospection = `{ __schema { types { ${'fields { type { ofType { '.repeat(6)}name${' } } }'.repeat(6)} } } }`;

const attacks: Array<{ name: string; query: string; signedIn: boolean }> = [
  { name: '1,000 aliased __schema, anonymous', query: `{ ${times(1000, (i) => `s${i}: __schema { types { name } }`)} }`, signedIn: false },
  { name: '1,000 aliased __schema, signed in', query: `{ ${times(1000, (i) => `s${i}: __schema { types { name } }`)} }`, signedIn: true },
  { name: '1,000 aliases of users', query: `{ ${times(1000, (i) => `u${i}: users { id email displayName }`)} }`, signedIn: true },
  { name: '300 aliases of users (under the token limit)', query: `{ ${times(300, (i) => `u${i}: users { id }`)} }`, signedIn: true },
  { name: 'deep nesting (200 levels)', query: deepNesting(100), signedIn: true },
  { name: 'deep introspection', query: deepIntrospection, signedIn: true },
  { name: 'fragment cycle', query: 'query { ...A } fragment A on Query { me { id } ...B } fragment B on Query { ...A }', signedIn: true },
  { name: 'fragment explosion (2^40)', query: fragmentExplosion(40), signedIn: true },
  { name: 'huge token count (1 MiB of __typename)', query: `{ ${'__typename '.repeat(95_000)}}`, signedIn: false },
  { name: '10,000 duplicate fields', query: `{ me { ${'id '.repeat(10_000)}} }`, signedIn: true },
  { name: 'many directives', query: `{ me { ${times(200, () => 'id @include(if: true)')} } }`, signedIn: true },
];

describe('query limits (GraphQL Armor)', () => {
  beforeAll(async () => {
    // The first requests compile code paths and fill the credential cache; measure steady state.
    expect((await send('{ me { id } }', t.adminToken)).status).toBe(200);
    expect((await send(attacks[0]!.query)).status).toBe(400);
  });

  it.each(attacks)('refuses $name with 400, a small body and little CPU', async ({ query, signedIn }) => {
    const result = await send(query, signedIn ? t.adminToken : undefined);
    expect(result.requestBytes).toBeLessThanOrEqual(1024 * 1024);
    expect(result.status).toBe(400);
    expect(result.json.data).toBeUndefined();
    expect(result.json.errors?.[0]?.extensions?.code).toMatch(/^(GRAPHQL_VALIDATION_FAILED|GRAPHQL_PARSE_FAILED|QUERY_TOO_COMPLEX)$/);
    expect(result.bytes).toBeLessThan(16 * 1024);
    expect(result.cpuMs).toBeLessThan(100);
  });

  it('refuses a fragment cycle as a validation error, not a crash', async () => {
    const result = await send(attacks.find((attack) => attack.name === 'fragment cycle')!.query, t.adminToken);
    expect(result.json.errors).toContainEqual(
      expect.objectContaining({ message: expect.stringMatching(/Cannot spread fragment "A" within itself/) }),
    );
  });

  it('keeps __schema and __type for signed-in callers, __typename for everyone', async () => {
    const anonymous = await send('{ __type(name: "Query") { name } }');
    expect(anonymous.status).toBe(400);
    expect(anonymous.json.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/only for signed-in callers/),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED', validationErrorCode: 'INTROSPECTION_DISABLED' },
    });
    const hidden = await send('query { ...Schema } fragment Schema on Query { __schema { queryType { name } } }');
    expect(hidden.status).toBe(400);

    expect((await send('{ __typename }')).json).toEqual({ data: { __typename: 'Query' } });
    expect((await send('{ __type(name: "Query") { name } }', t.adminToken)).json).toEqual({ data: { __type: { name: 'Query' } } });
    // Tools (GraphiQL, codegen) send the standard introspection query: it fits the default limits.
    const full = await send(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }), t.adminToken);
    expect(full.status).toBe(200);
    expect(full.json.errors).toBeUndefined();
  });

  it('answers ordinary queries, lists of 100 included', async () => {
    const response = await t.gql(
      '{ a: projects(first: 100) { nodes { key tickets(first: 3) { nodes { key status { name } } } members { user { id } } } } b: auditLog(first: 100) { nodes { id action } } users { id } }',
      {},
      t.adminToken,
    );
    expect(response.errors).toBeUndefined();
    expect(response.status).toBe(200);
    await t.gql('mutation { createProject(input: { key: "LIM", name: "Limits" }) { id } }', {}, t.adminToken);
    const page = await t.gql(
      '{ project(key: "LIM") { tickets(first: 100) { nodes { key title status { name } assignees { id displayName } labels { name } } pageInfo { hasNextPage endCursor } } } }',
      {},
      t.adminToken,
    );
    expect(page.errors).toBeUndefined();
  });
});

describe('query limits over graphql-ws', () => {
  it('holds subscriptions, which pass through to subgraphs, to the same limits', async () => {
    const client = createClient({
      url: `${t.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${t.adminToken}` },
      retryAttempts: 0,
    });
    const first = async (query: string) => {
      for await (const result of client.iterate({ query })) return result;
      return undefined;
    };
    try {
      const aliases = first(`subscription { ticketChanged(projectKey: "LIM") { ${times(300, (i) => `t${i}: type`)} } }`);
      await expect(aliases).rejects.toEqual([expect.objectContaining({ message: expect.stringMatching(/Aliases limit of 30 exceeded/) })]);
      const deep = first(
        `subscription { ticketChanged(projectKey: "LIM") { ticket { ${'project { members { '.repeat(10)}id${' } }'.repeat(10)} } } }`,
      );
      await expect(deep).rejects.toEqual(
        expect.arrayContaining([expect.objectContaining({ message: expect.stringMatching(/Query depth limit of 15 exceeded/) })]),
      );
    } finally {
      await client.dispose();
    }
  });
});
