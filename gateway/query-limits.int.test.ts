import { getIntrospectionQuery } from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../test/support/app.js';
import { attacks, times } from '../test/support/graphql-attacks.js';

// Default limits (GRAPHQL_MAX_*, BODY_LIMIT_BYTES of 1 MiB): the attacks below must be refused by the settings operators get.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Posts a query: status, the request's and the answer's size in bytes, and the answer. */
async function send(query: string, token?: string) {
  const body = JSON.stringify({ query });
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
    json: JSON.parse(text) as { data?: Record<string, unknown>; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> },
  };
}

describe('query limits (GraphQL Armor)', () => {
  it.each(attacks)('refuses $name with 400 and a small body', async ({ query, signedIn }) => {
    const result = await send(query, signedIn ? t.adminToken : undefined);
    expect(result.requestBytes).toBeLessThanOrEqual(1024 * 1024);
    expect(result.status).toBe(400);
    expect(result.json.data).toBeUndefined();
    expect(result.json.errors?.[0]?.extensions?.code).toMatch(/^(GRAPHQL_VALIDATION_FAILED|GRAPHQL_PARSE_FAILED|QUERY_TOO_COMPLEX)$/);
    expect(result.bytes).toBeLessThan(16 * 1024);
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
