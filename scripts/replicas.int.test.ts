import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../test/support/app.js';
import { createTestDatabase, type TestDatabase } from '../test/support/database.js';
import { haproxyMissing, REPLICA_KINDS, startReplicas, type ReplicaSet } from './replicas.js';

/**
 * The replicated topology (issue 36): two of every process behind HAProxy, on one PostgreSQL database. What the
 * topology owns: every replica UP in HAProxy's view, GraphQL through the balancer, round robin over both gateways,
 * the client's address through the balancer, and a gateway killed and restarted under requests.
 */
const REPLICAS = 2;

const skipReason = process.env.TEST_DATABASE_URL
  ? haproxyMissing()
  : 'the replicas share one database, which needs a PostgreSQL server (TEST_DATABASE_URL)';
if (skipReason) {
  process.stderr.write(
    [
      '',
      '!!!! SKIPPED: scripts/replicas.int.test.ts (every process as two replicas behind HAProxy)',
      `!!!! ${skipReason}. Run it with`,
      '!!!!   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm test -- scripts/replicas.int.test.ts',
      '',
    ].join('\n'),
  );
}
const describeWithReplicas = skipReason ? describe.skip : describe;

describeWithReplicas('replicas behind HAProxy', () => {
  let database: TestDatabase;
  let set: ReplicaSet;

  beforeAll(async () => {
    database = await createTestDatabase();
    set = await startReplicas({
      databaseUrl: database.url!,
      replicas: REPLICAS,
      env: { SVC_BOOTSTRAP_ADMIN_EMAIL: ADMIN_EMAIL, SVC_BOOTSTRAP_ADMIN_PASSWORD: ADMIN_PASSWORD, LOG_LEVEL: 'warn' },
    });
  }, 400_000);
  afterAll(async () => {
    await set?.close();
    await database?.drop();
  });

  /** A GraphQL request through the balancer, with the replica HAProxy chose for it. */
  const gql = async <T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(`${set.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown[] };
    return { status: response.status, replica: response.headers.get('x-svc-replica'), ...body };
  };
  const signIn = async (headers: Record<string, string> = {}): Promise<string> => {
    const result = await gql<{ login: { token: string } }>(
      'mutation($input: LoginInput!) { login(input: $input) { token } }',
      { input: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } },
      undefined,
      headers,
    );
    if (!result.data) throw new Error(`sign-in failed: ${JSON.stringify(result.errors)}`);
    return result.data.login.token;
  };

  it('runs every replica of every kind, each UP in HAProxy', async () => {
    const view = await set.serverStatus();
    const expected = REPLICA_KINDS.flatMap((kind) => Array.from({ length: REPLICAS }, (_, index) => `${kind}-${index}`));
    expect([...view.keys()].sort()).toEqual([...expected].sort());
    expect([...view.values()].every((status) => status === 'UP')).toBe(true);
    const processes = set.processes();
    expect(processes).toHaveLength(expected.length);
    expect(new Set(processes.map((process) => process.pid)).size).toBe(expected.length);
    // Each replica answers on its own port too, bypassing HAProxy.
    const health = await Promise.all(
      processes.map(async ({ kind, url }) => (await fetch(`${url}${kind === 'mcp' ? '/health' : '/readyz'}`)).status),
    );
    expect(health.every((status) => status === 200)).toBe(true);
  });

  it('serves GraphQL through the balancer, round robin over both gateways, to a session started on either', async () => {
    const token = await signIn();
    const created = await gql('mutation { createProject(input: { key: "REP", name: "Replicas" }) { key } }', {}, token);
    expect(created.errors).toBeUndefined();
    const answeredBy = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const read = await gql('{ project(key: "REP") { name } }', {}, token);
      expect(read.data).toEqual({ project: { name: 'Replicas' } });
      answeredBy.add(read.replica!);
    }
    expect([...answeredBy].sort()).toEqual(['gateway-0', 'gateway-1']);
  });

  it("sees the client's address, not the balancer's, on either gateway", async () => {
    // The test runs on loopback, an address the gateways trust like HAProxy's: the X-Forwarded-For it sends is the
    // client address HAProxy passes on (HAProxy appends the address it saw; a client elsewhere could not set this one).
    const client = '203.0.113.7';
    for (let i = 0; i < REPLICAS; i++) await signIn({ 'x-forwarded-for': client });
    const audit = await gql<{ auditLog: { nodes: Array<{ ip: string | null }> } }>(
      '{ auditLog(first: 100, action: "auth.signed_in") { nodes { ip } } }',
      {},
      await signIn(),
    );
    const addresses = audit.data!.auditLog.nodes.map((entry) => entry.ip);
    expect(addresses.filter((ip) => ip === client)).toHaveLength(REPLICAS);
  });

  it("sees the client's address, not the balancer's, on a graphql-ws socket too", async () => {
    const client = '203.0.113.9';
    const token = await signIn();
    // A socket through the balancer carrying the X-Forwarded-For HAProxy would add; a mutation over it is audited.
    const forwarded = class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { 'x-forwarded-for': client } });
      }
    };
    const socket = createClient({
      url: `${set.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: forwarded,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    try {
      const created = await new Promise<unknown>((resolve, reject) => {
        socket.subscribe(
          { query: 'mutation { createApiKey(input: { name: "over a socket", scopes: ["mcp:use"] }) { apiKey { id } } }' },
          { next: resolve, error: reject, complete: () => undefined },
        );
      });
      expect(created).toMatchObject({ data: { createApiKey: { apiKey: { id: expect.any(String) } } } });
    } finally {
      await socket.dispose();
    }
    const audit = await gql<{ auditLog: { nodes: Array<{ ip: string | null }> } }>(
      '{ auditLog(first: 10, action: "api_key.created") { nodes { ip } } }',
      {},
      token,
    );
    expect(audit.data!.auditLog.nodes.map((entry) => entry.ip)).toContain(client);
  });

  it('keeps answering through the balancer while a gateway is killed and restarted', async () => {
    const token = await signIn();
    let failed = 0;
    let answered = 0;
    let stop = false;
    // Requests one after another all along: at most the one in flight on the killed gateway may fail.
    const load = (async () => {
      while (!stop) {
        const read = await gql('{ project(key: "REP") { name } }', {}, token).catch(() => undefined);
        if (read?.status === 200 && read.data) answered++;
        else failed++;
      }
    })();
    await set.kill('gateway', 0);
    expect(set.processes().some((process) => process.kind === 'gateway' && process.index === 0)).toBe(false);
    const whileDown = new Set<string>();
    for (let i = 0; i < 4; i++) whileDown.add((await gql('{ project(key: "REP") { name } }', {}, token)).replica!);
    expect([...whileDown]).toEqual(['gateway-1']);
    await set.restart('gateway', 0);
    const afterRestart = new Set<string>();
    for (let i = 0; i < 4; i++) afterRestart.add((await gql('{ project(key: "REP") { name } }', {}, token)).replica!);
    stop = true;
    await load;
    expect([...afterRestart].sort()).toEqual(['gateway-0', 'gateway-1']);
    expect(answered).toBeGreaterThan(0);
    expect(failed).toBeLessThanOrEqual(1);
  }, 120_000);
});
