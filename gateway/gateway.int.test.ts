import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { loadConfig } from '../core/config.js';
import { InternalTokens, INTERNAL_TOKEN_HEADER } from '../core/viewer.js';
import { startTestApp, type TestApp } from '../test/support/app.js';
import { createTestDatabase, scratchDir } from '../test/support/database.js';
import { freePort } from '../test/support/ports.js';
import { startApp } from './app.js';
import { startPlatform } from './runtime.js';
import { createSubgraphServer } from './subgraph-server.js';
import { workspaceSubgraph } from '../subgraphs/workspace/workspace.subgraph.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { BODY_LIMIT_BYTES: '4096', GRAPHQL_MAX_DEPTH: '6' } });
});
afterAll(async () => {
  await t?.close();
});

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${t.adminToken}`, ...headers },
    body,
  });

describe('HTTP surface', () => {
  it('answers GraphQL over GET and POST', async () => {
    const get = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ me { email } }')}`, {
      headers: { authorization: `Bearer ${t.adminToken}`, 'apollo-require-preflight': 'true' },
    });
    expect(get.status).toBe(200);
    expect(((await get.json()) as { data: { me: { email: string } } }).data.me.email).toBeDefined();
    expect((await post(JSON.stringify({ query: '{ me { id } }' }))).status).toBe(200);
  });

  it('rejects malformed JSON, oversize bodies and too-deep queries with a clear 4xx', async () => {
    const malformed = await post('{"query": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_REQUEST' } }] });

    const oversize = await post(JSON.stringify({ query: `{ me { id } } # ${'x'.repeat(5000)}` }));
    expect(oversize.status).toBe(413);
    expect(await oversize.json()).toMatchObject({ errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });

    const deep = await post(
      JSON.stringify({ query: '{ projects { nodes { members { project { members { user { owner { id } } } } } } } }' }),
    );
    expect(deep.status).toBe(400);
    expect(((await deep.json()) as { errors: Array<{ message: string }> }).errors[0]!.message).toMatch(/Query depth limit of 6 exceeded/);

    const costly = await post(
      JSON.stringify({
        query:
          '{ a: projects(first: 100) { nodes { members { user { id email displayName } } } } b: auditLog(first: 100) { nodes { id action details } } }',
      }),
      {},
    );
    expect(costly.status).toBe(200);
  });

  it('answers variables that do not fit their types with 400 BAD_USER_INPUT naming the field', async () => {
    const query = 'mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }';
    const wrongType = await post(JSON.stringify({ query, variables: { input: { key: 'VAR', name: 5 } } }));
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT', field: 'input.name' } }] });
    const missing = await post(JSON.stringify({ query, variables: {} }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT', field: 'input' } }] });
  });

  it('serves health, readiness and Prometheus metrics', async () => {
    expect(await (await fetch(`${t.url}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${t.url}/readyz`)).json()).toEqual({
      status: 'ok',
      subgraphs: { workspace: 'ok', mail: 'ok', federation: 'ok' },
    });
    const metrics = await (await fetch(`${t.url}/metrics`)).text();
    expect(metrics).toContain('svc_http_request_duration_seconds_bucket');
    expect(metrics).toContain('svc_graphql_operations_total');
  });

  it('hides the gateway-only credential lookup from the public API', async () => {
    const response = await post(JSON.stringify({ query: '{ resolveCredential(credential: "x") { userId } }' }));
    expect(((await response.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions.code).toBe(
      'GRAPHQL_VALIDATION_FAILED',
    );
  });
});

describe('graphql-ws', () => {
  it('runs queries over the socket, returning their errors without closing it', async () => {
    const client = createClient({
      url: t.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${t.adminToken}` },
      retryAttempts: 0,
    });
    try {
      const run = async (query: string) => {
        for await (const result of client.iterate({ query })) return result;
        throw new Error('no result');
      };
      expect((await run('{ me { email } }')).data).toEqual({ me: { email: 'admin@example.test' } });
      const failed = await run('{ project(key: "NONE") { id } }');
      expect(failed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await run('{ me { globalRole } }')).data).toEqual({ me: { globalRole: 'SUPER_ADMIN' } });
    } finally {
      await client.dispose();
    }
  });
});

describe('--gateway-only', () => {
  it('refuses to start unless every subgraph has its URL', async () => {
    const config = loadConfig({ SUBGRAPH_WORKSPACE_URL: 'http://127.0.0.1:9/graphql' });
    await expect(startApp(config, { gatewayOnly: true })).rejects.toThrow(/--gateway-only needs SUBGRAPH_MAIL_URL/);
  });
});

describe('query cost limit', () => {
  it('refuses an operation whose estimated cost exceeds GRAPHQL_MAX_COST', async () => {
    const small = await startTestApp({ env: { GRAPHQL_MAX_COST: '50' } });
    try {
      const response = await small.gql('{ projects(first: 100) { nodes { id key name } } }', {}, small.adminToken);
      expect(response.status).toBe(400);
      expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', cost: expect.any(Number), maxCost: 50 });
    } finally {
      await small.close();
    }
  });
});

describe('workspace subgraph as its own process', () => {
  it('refuses requests without a valid internal token, and serves the gateway over HTTP', async () => {
    const database = await createTestDatabase();
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SVC_DATA_DIR: database.dataDir,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      SVC_MASTER_KEY: randomBytes(32).toString('base64'),
      SVC_BOOTSTRAP_ADMIN_PASSWORD: 'admin-password-for-tests',
      JOBS_ENABLED: 'false',
    };
    const platform = await startPlatform(loadConfig(env), { announce: () => {} });
    const subgraph = await workspaceSubgraph.start(platform);
    const server = createSubgraphServer(subgraph, 1_048_576);
    const subgraphUrl = `${await server.listen({ host: '127.0.0.1', port: 0 })}/graphql`;
    try {
      const ask = (headers: Record<string, string>) =>
        fetch(subgraphUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ query: '{ me { id } }' }),
        }).then((r) => r.json() as Promise<{ errors?: Array<{ extensions: { code: string } }> }>);
      expect((await ask({})).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
      const forged = await new InternalTokens('some-other-secret-that-is-long-enough!!').sign({ kind: 'service', service: 'gateway' });
      expect((await ask({ [INTERNAL_TOKEN_HEADER]: forged })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');

      // A gateway configured with SUBGRAPH_WORKSPACE_URL reaches it over HTTP. On the embedded database it gets a
      // data folder of its own: two PGlite instances must never share one.
      const gatewayDir = scratchDir('svc-gateway-');
      const gatewayEnv = {
        ...env,
        PORT: '0',
        SVC_MCP_PORT: '0',
        SUBGRAPH_WORKSPACE_URL: subgraphUrl,
        ...(database.url ? {} : { SVC_DATA_DIR: gatewayDir }),
      };
      const gateway = await startApp(loadConfig(gatewayEnv), { announce: () => {} });
      try {
        const login = await fetch(`${gateway.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: 'mutation { login(input: { email: "admin@example.com", password: "admin-password-for-tests" }) { user { email } } }',
          }),
        });
        expect(await login.json()).toEqual({ data: { login: { user: { email: 'admin@example.com' } } } });
        expect(await (await fetch(`${gateway.url}/readyz`)).json()).toEqual({
          status: 'ok',
          subgraphs: { workspace: 'ok', mail: 'ok', federation: 'ok' },
        });

        // Subscriptions pass through the gateway to the remote subgraph over graphql-ws.
        const call = async <T>(query: string, token?: string): Promise<T> => {
          const response = await fetch(`${gateway.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
            body: JSON.stringify({ query }),
          });
          return ((await response.json()) as { data: T }).data;
        };
        const { login: session } = await call<{ login: { token: string } }>(
          'mutation { login(input: { email: "admin@example.com", password: "admin-password-for-tests" }) { token } }',
        );
        await call('mutation { createProject(input: { key: "RSUB", name: "Remote" }) { id } }', session.token);
        const client = createClient({
          url: `${gateway.url.replace(/^http/, 'ws')}/graphql`,
          webSocketImpl: WebSocket,
          connectionParams: { authorization: `Bearer ${session.token}` },
          retryAttempts: 0,
        });
        try {
          const events = client.iterate<{ ticketChanged: { type: string; ticketKey: string } }>({
            query: 'subscription { ticketChanged(projectKey: "RSUB") { type ticketKey } }',
          });
          const first = events.next();
          // The subscription reaches the subgraph asynchronously: change tickets until the first event arrives.
          let received: IteratorResult<{ data?: { ticketChanged: unknown } | null }> | undefined;
          for (let attempt = 1; attempt <= 20 && !received; attempt += 1) {
            await call('mutation { createTicket(input: { projectKey: "RSUB", title: "Over the wire" }) { key } }', session.token);
            received = await Promise.race([first, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 250))]);
          }
          expect(received?.value?.data?.ticketChanged).toEqual({ type: 'ticket.created', ticketKey: expect.stringMatching(/^RSUB-\d+$/) });
          // Unsubscribing while the next event is still pending must not hang (the upstream socket closes at once).
          events.next().catch(() => {});
          await events.return?.();
        } finally {
          await client.dispose();
        }

        // The workspace subgraph gone (nothing listens on its port): a clear 503 naming it, on GraphQL and REST alike.
        await server.close();
        const graphqlAnswer = await fetch(`${gateway.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
          body: JSON.stringify({ query: '{ me { id } }' }),
        });
        expect(graphqlAnswer.status).toBe(503);
        expect(((await graphqlAnswer.json()) as { errors: Array<{ extensions: object }> }).errors[0]!.extensions).toEqual({
          code: 'SUBGRAPH_UNAVAILABLE',
          serviceName: 'workspace',
        });
        const restAnswer = await fetch(`${gateway.url}/api/users/me`, { headers: { authorization: `Bearer ${session.token}` } });
        expect({ status: restAnswer.status, body: await restAnswer.json() }).toEqual({
          status: 503,
          body: { error: { code: 'service_unavailable', message: 'The workspace service did not answer; try again shortly' } },
        });
      } finally {
        await gateway.close();
        rmSync(gatewayDir, { recursive: true, force: true });
      }
    } finally {
      await server.close();
      await subgraph.close();
      await platform.close();
      await database.drop();
    }
  });
});

describe('a remote subgraph that cannot be reached', () => {
  it('answers SUBGRAPH_UNAVAILABLE naming it, whether one subgraph answers the operation alone or a query plan asks several', async () => {
    // Nothing listens there: every connection is refused, the second send of a read too.
    const app = await startTestApp({ env: { SUBGRAPH_MAIL_URL: `http://127.0.0.1:${await freePort()}/graphql` } });
    try {
      const ask = async (query: string) => {
        const response = await fetch(`${app.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${app.adminToken}` },
          body: JSON.stringify({ query }),
        });
        return {
          status: response.status,
          body: (await response.json()) as { data?: unknown; errors?: Array<{ message: string; extensions?: object }> },
        };
      };
      const unavailable = { code: 'SUBGRAPH_UNAVAILABLE', serviceName: 'mail' };

      // The mail subgraph alone answers this one: the gateway sends it there as written (the single-fetch pass-through).
      const alone = await ask('{ mailAccounts { id } }');
      expect(alone.status).toBe(503);
      expect(alone.body.errors).toEqual([{ message: expect.stringContaining('mail'), extensions: unavailable }]);

      // A mutation is sent once, and fails the same way.
      const mutation = await ask('mutation { createMailAccount(name: "Unreached") { id } }');
      expect(mutation.status).toBe(503);
      expect(mutation.body.errors?.[0]?.extensions).toEqual(unavailable);

      // Two subgraphs through the query plan (mailAccounts cannot be null, so neither can the data).
      const both = await ask('{ me { email } mailAccounts { id } }');
      expect(both.status).toBe(503);
      expect(both.body.data).toBeNull();
      expect(both.body.errors?.[0]?.extensions).toMatchObject(unavailable);
    } finally {
      await app.close();
    }
  });
});
