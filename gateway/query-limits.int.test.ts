import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../test/support/app.js';
import {
  attacks,
  introspectionAliases,
  STANDARD_INTROSPECTION,
  standardIntrospectionAliases,
  times,
} from '../test/support/graphql-attacks.js';
import { buildWorld, type World } from '../subgraphs/workspace/tickets/ticket.test-support.js';

// Default limits (GRAPHQL_MAX_*, BODY_LIMIT_BYTES of 1 MiB): the attacks below must be refused by the settings operators get.
let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await startTestApp();
  w = await buildWorld(t, 'QLIM');
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
    const full = await send(STANDARD_INTROSPECTION, t.adminToken);
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

describe('cost with the page sizes an operation runs with', () => {
  const nested = 'projects(first: $n) { nodes { tickets(first: $n) { nodes { key title status { name } } } } }';

  it('prices a page size given in a variable, or in its default, like a literal', async () => {
    const literal = await send(`{ ${nested.replaceAll('$n', '100')} }`, t.adminToken);
    expect(literal.json.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', maxCost: 50000 });
    const cost = literal.json.errors?.[0]?.extensions?.cost;

    const variable = await t.gql(`query($n: Int!) { ${nested} }`, { n: 100 }, t.adminToken);
    expect(variable.status).toBe(400);
    expect(variable.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', cost });
    const variableDefault = await t.gql(`query($n: Int = 100) { ${nested} }`, {}, t.adminToken);
    expect(variableDefault.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', cost });

    expect((await t.gql(`query($n: Int!) { ${nested} }`, { n: 3 }, t.adminToken)).errors).toBeUndefined();
  });

  it('prices one operation anew for each page size it is sent with, in any order', async () => {
    const query = `query($n: Int!, $title: Boolean!) { ${nested.replace('title', 'title @include(if: $title)')} }`;
    const run = (n: number, title = true) => t.gql(query, { n, title }, t.adminToken);
    for (const n of [3, 100, 3, 100]) {
      expect((await run(n)).errors?.[0]?.extensions?.code).toBe(n === 100 ? 'QUERY_TOO_COMPLEX' : undefined);
    }
    // Other variables do not change the price.
    expect((await run(100, false)).errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect((await run(3, false)).errors).toBeUndefined();
  });

  it("prices a page size left out at the argument's default (50)", async () => {
    const omitted = await send(`{ ${nested.replaceAll('(first: $n)', '')} }`, t.adminToken);
    const fifty = await send(`{ ${nested.replaceAll('$n', '50')} }`, t.adminToken);
    expect(omitted.status).toBe(400);
    expect(omitted.json.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX' });
    expect(omitted.json.errors?.[0]?.extensions?.cost).toBe(fifty.json.errors?.[0]?.extensions?.cost);
  });
});

describe('signed-in answers', () => {
  // The rule for what a signed-in request may answer: at most 200 times its own size or 1 MB, whichever is larger.
  const bound = (requestBytes: number) => Math.max(200 * requestBytes, 1_000_000);
  const standard = STANDARD_INTROSPECTION;
  const leaf =
    'name kind description specifiedByURL enumValues(includeDeprecated: true) { name description isDeprecated deprecationReason }';
  const fieldsOf = (inner: string) =>
    `fields(includeDeprecated: true) { name description isDeprecated deprecationReason args(includeDeprecated: true) { name description defaultValue type { ${inner} } } type { ${inner} } }`;
  const wrapped = (inner: string) => `${inner} ofType { ${inner} ofType { ${inner} ofType { ${inner} } } }`;
  const documents = {
    // One __schema whose selection nests as deep as GraphQL allows: 1.45 MB from 4.7 KB.
    'one deeply nested __schema': `{ __schema { types { ${leaf} ${fieldsOf(wrapped(`${leaf} ${fieldsOf(leaf)}`))} } } }`,
    '30 aliases of __schema sharing a fragment': introspectionAliases(30),
    'three aliases of the standard introspection': standardIntrospectionAliases(3),
    '30 aliases of __type, nested': `{ ${times(30, (i) => `t${i}: __type(name: "Query") { ...T }`)} } fragment T on __Type { ${leaf} ${fieldsOf(wrapped(leaf))} }`,
  };

  it.each(['viewer', 'bot'] as const)(
    'answers a %s at most 200 times its request or 1 MB, introspection priced at its answer',
    async (who) => {
      const token = w[who].token;
      for (const [name, query] of Object.entries(documents)) {
        const result = await send(query, token);
        expect({ name, status: result.status, code: result.json.errors?.[0]?.extensions?.code }).toEqual({
          name,
          status: 400,
          code: 'QUERY_TOO_COMPLEX',
        });
        expect(result.bytes).toBeLessThan(16 * 1024);
      }
      const attack = await send(introspectionAliases(30), token);
      expect(attack.json.errors?.[0]?.message).toMatch(
        /Query cost over 50000 exceeds the limit of 50000; its introspection answers over 1000000 bytes, at 1 per 20/,
      );

      // What tools send is answered, within the bound: the standard query, and two of it in one operation.
      const full = await send(standard, token);
      expect(full.status).toBe(200);
      expect(full.bytes).toBeLessThanOrEqual(bound(full.requestBytes));
      const two = await send(standardIntrospectionAliases(2), token);
      expect(two.status).toBe(200);
      expect(two.json.errors).toBeUndefined();
      expect(two.bytes).toBeGreaterThan(1.9 * full.bytes);
      expect(two.bytes).toBeLessThanOrEqual(bound(two.requestBytes));
      const one = await send(`{ ${times(30, (i) => `t${i}: __type(name: "Doc") { name fields { name } }`)} }`, token);
      expect(one.status).toBe(200);
      expect(one.bytes).toBeLessThanOrEqual(bound(one.requestBytes));
    },
  );

  it('refuses every one of them to anonymous callers before pricing it', async () => {
    for (const query of [...Object.values(documents), standard]) {
      const result = await send(query);
      expect(result.status).toBe(400);
      expect(result.json.errors?.[0]?.extensions).toMatchObject({ validationErrorCode: 'INTROSPECTION_DISABLED' });
      expect(result.bytes).toBeLessThan(16 * 1024);
    }
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
      const priced = client.iterate({
        query: `subscription($n: Int!) { ticketChanged(projectKey: "LIM") { ticket { ${'project { tickets(first: $n) { nodes { '.repeat(3)}id${' } } }'.repeat(3)} } } }`,
        variables: { n: 100 },
      });
      await expect(priced.next()).rejects.toEqual([
        expect.objectContaining({ extensions: expect.objectContaining({ code: 'QUERY_TOO_COMPLEX' }) }),
      ]);
      const malformedId = client.iterate({
        query: 'subscription($a: ID) { mailEvents(accountId: $a) { __typename } }',
        variables: { a: 'fuzz' },
      });
      await expect(malformedId.next()).rejects.toEqual([
        expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'a' }) }),
      ]);
    } finally {
      await client.dispose();
    }
  });
});
