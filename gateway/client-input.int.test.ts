import { startTestApp, type TestApp } from '../test/support/app.js';

// Input shapes outside testing found answering 500: each is the caller's mistake and answers as one.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = async (body: unknown) => {
  const response = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${t.adminToken}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { errors?: Array<{ extensions?: Record<string, unknown> }> } };
};

const badInput = (field: string) => ({ code: 'BAD_USER_INPUT', field });

it.each([
  // The query planner walks a literal list twice per level: 40 levels would take it 2^40 steps.
  [
    'lists nested 40 deep in a literal',
    {
      query: `{ renderTemplate(id: "0190a0a0-0000-7000-8000-000000000001", variables: { a: ${'['.repeat(40)}1${']'.repeat(40)} }) { subject } }`,
    },
    badInput('a'),
  ],
  ['a NUL character in a string literal', { query: '{ project(key: "A\\u0000B") { id } }' }, badInput('key')],
  ['a NUL character in a variable default', { query: 'query($k: String! = "A\\u0000B") { project(key: $k) { id } }' }, badInput('k')],
  [
    'a NUL character in a variable',
    { query: 'query($k: String!) { project(key: $k) { id } }', variables: { k: 'A\u0000B' } },
    badInput('k'),
  ],
  [
    'a NUL character deep in an input object',
    {
      query: 'mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }',
      variables: { input: { key: 'NUL', name: 'Bad\u0000name' } },
    },
    badInput('name'),
  ],
  ['an id that is not a UUID, as a literal', { query: 'mutation { deactivateUser(id: "fuzz") { id } }' }, badInput('id')],
  ['an id given as a number', { query: 'mutation { revokeApiKey(id: 7) { id } }' }, badInput('id')],
  [
    'an id that is not a UUID, in a variable',
    { query: 'query($id: ID!) { user(id: $id) { id } }', variables: { id: 'fuzz' } },
    badInput('id'),
  ],
  [
    'an id that is not a UUID, in a list in an input object',
    {
      query: 'mutation($events: [AgentEventInput!]!) { recordAgentEvents(events: $events) { accepted } }',
      variables: {
        events: [{ ticketId: "1'; drop table tickets; --", sessionId: 's', event: 'session_started', timestamp: '2026-01-01T00:00:00Z' }],
      },
    },
    badInput('ticketId'),
  ],
  [
    'several operations and no operationName',
    { query: 'query A { me { id } } query B { me { id } }' },
    { code: 'OPERATION_RESOLUTION_FAILURE' },
  ],
  [
    'an unknown operationName',
    { query: 'query A { me { id } } query B { me { id } }', operationName: 'C' },
    { code: 'OPERATION_RESOLUTION_FAILURE' },
  ],
  [
    'a subscription sent over HTTP (it streams over graphql-ws)',
    { query: 'subscription { ticketChanged(projectKey: "WEB") { type } }' },
    { code: 'OPERATION_RESOLUTION_FAILURE' },
  ],
])('refuses %s with 400 before any subgraph runs it', async (_name, body, extensions) => {
  const answer = await post(body);
  expect(answer.status).toBe(400);
  expect(answer.body.errors?.[0]?.extensions).toMatchObject(extensions);
});

it('answers an explicit null for a variable whose default fills a non-null argument as invalid input, not an internal error', async () => {
  const roots = await post({ query: 'query($first: Int = 50) { projects(first: $first) { nodes { id } } }', variables: { first: null } });
  expect(roots.body.errors?.[0]).toMatchObject({
    message: 'Argument "first" of non-null type "Int!" must not be null.',
    path: ['projects'],
    extensions: { code: 'BAD_USER_INPUT' },
  });
  // Below the root too, where the gateway's plan passes the variable on to the subgraph.
  await post({ query: 'mutation { createProject(input: { key: "NUL", name: "Nulls" }) { id } }' });
  const nested = await post({
    query: 'query($first: Int = 20) { projects(first: 1) { nodes { tickets(first: $first) { nodes { id } } } } }',
    variables: { first: null },
  });
  expect(nested.body.errors?.[0]).toMatchObject({ path: ['projects', 'nodes', 0, 'tickets'], extensions: { code: 'BAD_USER_INPUT' } });
});

it('answers a relative time past the range of dates in the agent query as a query error', async () => {
  const answer = await post({ query: '{ orchestratorQuery(query: "created > -99999999999d", first: 5) { nodes { id } } }' });
  expect(answer.body.errors?.[0]?.extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    field: 'query',
    reason: 'INVALID_QUERY',
    position: 10,
  });
});

it('passes ordinary strings on to the subgraph', async () => {
  const answer = await post({ query: '{ user(id: "01a20ff2-c4cf-7607-944b-c6c7264eb0dd") { id } project(key: "NOPE") { id } }' });
  expect(answer.status).toBe(200);
  expect(answer.body.errors?.map((error) => error.extensions?.code)).toEqual(['NOT_FOUND']);
});

it('refuses a NUL character on the REST APIs as their invalid input', async () => {
  const get = (path: string) => fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${t.adminToken}` } });
  const candidates = await get('/integrations/orchestrator/candidates?project_keys=WEB%00');
  expect(candidates.status).toBe(400);
  expect(await candidates.json()).toMatchObject({ error: { code: 'invalid_request' } });
});

it('answers an id in a REST path that is not a UUID as 404 (it names nothing), in a body as invalid input', async () => {
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${t.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${t.adminToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const user = await call('GET', '/api/user/fuzz');
  expect(user.status).toBe(404);
  expect(await user.json()).toMatchObject({ error: { code: 'not_found' } });
  expect((await call('GET', '/api/attachments/..%2F..%2Fetc/content')).status).toBe(404);
  const deactivate = await call('POST', '/api/delete-ticket', { id: 'fuzz' });
  expect(deactivate.status).toBe(422);
  expect(await deactivate.json()).toMatchObject({ error: { code: 'validation_error', field: 'id' } });
  // Anonymous callers learn nothing about ids: 401 first.
  expect((await fetch(`${t.url}/api/user/fuzz`)).status).toBe(401);
});

it('answers an anonymous call with an over-long path parameter 401, a signed-in one 414, in the envelope', async () => {
  const path = `/api/user/${'x'.repeat(200)}`;
  const anonymous = await fetch(`${t.url}${path}`);
  expect(anonymous.status).toBe(401);
  expect(await anonymous.json()).toMatchObject({ error: { code: 'missing_api_key' } });
  const signedIn = await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${t.adminToken}` } });
  expect(signedIn.status).toBe(414);
  expect(await signedIn.json()).toMatchObject({ error: { code: 'uri_too_long' } });
});

it("answers headers over Node's size limit in the REST error body, not Fastify's", async () => {
  const answer = await fetch(`${t.url}/v1/quota?q=${'x'.repeat(20_000)}`);
  expect(answer.status).toBe(431);
  expect(await answer.json()).toEqual({ error: { code: 'headers_too_large', message: expect.any(String) } });
});

it('answers a URL the router cannot decode (`%FF`) 401 without credentials, else 400, in the envelope', async () => {
  for (const path of ['/v1/templates/%FF', '/api/user/%FF', '/integrations/orchestrator/branch-name/%FF']) {
    const anonymous = await fetch(`${t.url}${path}`);
    expect({ path, status: anonymous.status, body: await anonymous.json() }).toEqual({
      path,
      status: 401,
      body: { error: { code: 'missing_api_key', message: expect.any(String) } },
    });
    const signedIn = await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${t.adminToken}` } });
    expect({ path, status: signedIn.status, body: await signedIn.json() }).toEqual({
      path,
      status: 400,
      body: { error: { code: 'invalid_request', message: expect.any(String) } },
    });
  }
});

it('answers a multipart upload the parser cannot read (no boundary) 400 in the envelope (found by the fuzz test, seed 2116)', async () => {
  const answer = await fetch(`${t.url}/api/attachments/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${t.adminToken}`, 'content-type': 'multipart/form-data' },
    body: '',
  });
  expect({ status: answer.status, body: await answer.json() }).toEqual({
    status: 400,
    body: { error: { code: 'invalid_request', message: expect.stringMatching(/^Malformed multipart body/) } },
  });
});
