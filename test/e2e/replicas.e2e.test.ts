import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ResourceUpdatedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { withClient } from '../../core/database.js';
import { haproxyMissing, REPLICA_KINDS, startReplicas, type ReplicaKind, type ReplicaSet } from '../../scripts/replicas.js';
import { TEST_ACCOUNT_SETTINGS } from '../support/accounts.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { TestDnsServer } from '../support/dns-server.js';
import { mailApi, SmtpSink, verifiedDomain } from '../support/mail.js';
import { oauthAccessToken } from '../support/oauth.js';
import { Subscriptions } from '../support/subscriptions.js';
import { WebhookReceiver } from '../support/webhook-receiver.js';
import { until } from '../support/wait.js';

// Issue 36: the platform as two replicas of every process behind HAProxy (round robin, no stickiness), on one PostgreSQL.
// Nothing a client does may tell which replica answered, and a replica killed with SIGKILL costs at most its requests in
// flight.

const skipped = process.env.TEST_DATABASE_URL
  ? haproxyMissing()
  : 'it runs every process as two replicas on one database, which needs a PostgreSQL server (TEST_DATABASE_URL)';
if (skipped) {
  process.stderr.write(
    [
      '',
      '!!!! SKIPPED: test/e2e/replicas.e2e.test.ts (the platform as replicas behind HAProxy)',
      `!!!! Because ${skipped}.`,
      '!!!! Run it with TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm test -- test/e2e/replicas',
      '',
    ].join('\n'),
  );
}
const suite = skipped ? describe.skip : describe;

const ADMIN_EMAIL = 'admin@replicas.test';
const ADMIN_PASSWORD = 'replicas-admin-password';

let db: TestDatabase;
let set: ReplicaSet;
let dns: TestDnsServer;
/** What mail replica 0 relays to (it holds messages at will), and what replica 1 relays to. */
let sinkOfFirst: SmtpSink;
let sinkOfSecond: SmtpSink;
let admin: string;
let project: { id: string; key: string };
/** The mail account of the delivery test, and a session of its owner. */
let mail: { accountId: string; session: string; api: ReturnType<typeof mailApi> } | undefined;

interface Answer<T> {
  status: number;
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string; reason?: string } }>;
}

/** A GraphQL request; `replica` is the process that answered it (its `x-svc-replica` header). */
async function gql<T>(
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<Answer<T> & { replica: string | null }> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, replica: response.headers.get('x-svc-replica'), ...((await response.json()) as object) };
}
async function ok<T>(base: string, query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const answer = await gql<T>(base, query, variables, token);
  if (!answer.data || answer.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}
const login = async (base: string, email: string, password: string, headers: Record<string, string> = {}) =>
  gql<{ login: { token: string } }>(
    base,
    'mutation($input: LoginInput!) { login(input: $input) { token } }',
    { input: { email, password } },
    undefined,
    headers,
  );

/** A user of the workspace (a fresh one has limits of its own) and their API key with `mcp:use`. */
async function userWithMcpKey(name: string): Promise<{ id: string; key: string }> {
  const email = `${name}-${Date.now()}@replicas.test`;
  const { createUser } = await ok<{ createUser: { id: string } }>(
    set.url,
    'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }',
    { input: { email, displayName: name, password: 'a-long-password-1', globalRole: 'MEMBER' } },
    admin,
  );
  await ok(
    set.url,
    'mutation($input: ProjectMemberInput!) { addProjectMember(input: $input) { role } }',
    {
      input: { projectId: project.id, userId: createUser.id, role: 'MEMBER' },
    },
    admin,
  );
  const session = (await login(set.url, email, 'a-long-password-1')).data!.login.token;
  const { createApiKey } = await ok<{ createApiKey: { token: string } }>(
    set.url,
    'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { token } }',
    { input: { name: 'replicas', scopes: ['mcp:use'] } },
    session,
  );
  return { id: createUser.id, key: createApiKey.token };
}

/** The official MCP client, each of whose requests goes to the next of `urls` in turn (or always the one given). */
async function mcpClient(key: string, urls: string[]): Promise<{ client: Client; served: number[] }> {
  const served = urls.map(() => 0);
  let next = 0;
  const client = new Client({ name: 'replica-e2e', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(urls[0]!), {
    requestInit: { headers: { authorization: `Bearer ${key}` } },
    fetch: (_url, init) => {
      const index = next++ % urls.length;
      served[index]! += 1;
      return fetch(urls[index]!, init);
    },
  });
  await client.connect(transport);
  return { client, served };
}
async function tool<T>(client: Client, name: string, args: Record<string, unknown>): Promise<{ value: T; isError: boolean }> {
  const answer = (await client.callTool({ name, arguments: args })) as { content: Array<{ text: string }>; isError?: boolean };
  return { value: JSON.parse(answer.content[0]!.text) as T, isError: answer.isError === true };
}

/**
 * Runs `total` requests `concurrency` at a time; answers how many failed (a refused connection, a 5xx, a GraphQL error).
 * With `midway`, run a third of the way through, it also counts apart the requests the balancer could still send to the
 * replica `midway` kills: those in flight when it starts or started before it resolves (the replica marked DOWN), and how
 * many failed after it resolved.
 */
async function load(total: number, concurrency: number, request: () => Promise<string | null>, midway?: () => Promise<void>) {
  let started = 0;
  const failures: string[] = [];
  let inFlight = 0;
  let exposed = 0;
  const failedAfter: string[] = [];
  let phase: 'before' | 'during' | 'after' = 'before';
  const worker = async () => {
    while (started < total) {
      started += 1;
      if (midway && phase === 'before' && started >= total / 3) {
        phase = 'during';
        exposed = inFlight;
        await midway();
        phase = 'after';
      }
      const startedIn = phase;
      if (startedIn === 'during') exposed += 1;
      inFlight += 1;
      const failure = await request().catch((error: unknown) => String(error));
      inFlight -= 1;
      if (failure !== null) {
        failures.push(failure);
        if (startedIn === 'after') failedAfter.push(failure);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { failures, exposed, failedAfter };
}
/** The 50-ticket list through the balancer: null when it is served, else what came back instead. */
const listTickets = async (): Promise<string | null> => {
  const answer = await gql<{ project: { tickets: { nodes: unknown[] } } }>(
    set.url,
    'query($key: String!) { project(key: $key) { tickets(first: 50) { nodes { id key title status { name } assignees { id } labels { name } } } } }',
    { key: project.key },
    admin,
  );
  return answer.status === 200 && !answer.errors && Array.isArray(answer.data?.project.tickets.nodes)
    ? null
    : `HTTP ${answer.status}: ${JSON.stringify(answer.errors ?? answer.data)}`;
};

/** The gateways that answered four reads through the balancer, each read checked (the signed-in admin's session). */
async function gatewaysAnswering(): Promise<string[]> {
  const answeredBy = new Set<string>();
  for (let i = 0; i < 4; i++) {
    const read = await gql(set.url, '{ project(key: "REP") { name } }', {}, admin);
    expect(read.data).toEqual({ project: { name: 'Replicas' } });
    answeredBy.add(read.replica!);
  }
  return [...answeredBy].sort();
}

beforeAll(async () => {
  if (skipped) return;
  db = await createTestDatabase();
  dns = await new TestDnsServer().start();
  sinkOfFirst = await new SmtpSink().start();
  sinkOfSecond = await new SmtpSink().start();
  set = await startReplicas({
    databaseUrl: db.url!,
    env: {
      SVC_BOOTSTRAP_ADMIN_EMAIL: ADMIN_EMAIL,
      SVC_BOOTSTRAP_ADMIN_PASSWORD: ADMIN_PASSWORD,
      PASSWORD_HASH_COST: TEST_ACCOUNT_SETTINGS.PASSWORD_HASH_COST,
      MAIL_DNS_SERVERS: dns.address,
      MAIL_API_RATE_LIMIT: '1000',
      // A killed mail process's messages are taken over this soon.
      MAIL_DELIVERY_LEASE_SECONDS: '3',
      // And its webhook deliveries 1 s after this timeout (by default 30 s after 15 s).
      MAIL_WEBHOOK_TIMEOUT_MS: '2000',
      WEBHOOK_LEASE_MARGIN_SECONDS: '1',
    },
    envFor: (kind, index): Record<string, string> =>
      kind === 'mail' ? { SMTP_RELAY_URL: `smtp://127.0.0.1:${(index === 0 ? sinkOfFirst : sinkOfSecond).port}` } : {},
  });
  admin = (await login(set.url, ADMIN_EMAIL, ADMIN_PASSWORD)).data!.login.token;
  project = (
    await ok<{ createProject: { id: string; key: string } }>(
      set.url,
      'mutation($input: CreateProjectInput!) { createProject(input: $input) { id key } }',
      { input: { key: 'REP', name: 'Replicas' } },
      admin,
    )
  ).createProject;
  for (let i = 0; i < 12; i += 1)
    await ok(
      set.url,
      'mutation($input: CreateTicketInput!) { createTicket(input: $input) { id } }',
      {
        input: { projectKey: project.key, title: `Seed ${i}` },
      },
      admin,
    );
}, 400_000);
afterAll(async () => {
  await set?.close();
  await sinkOfFirst?.stop();
  await sinkOfSecond?.stop();
  await dns?.stop();
  await db?.drop();
});

suite('the platform as two replicas of every process behind HAProxy (issue 36)', () => {
  it('runs every replica of every kind, each UP in HAProxy and answering on its own port', async () => {
    const view = await set.serverStatus();
    const expected = REPLICA_KINDS.flatMap((kind) => [0, 1].map((index) => `${kind}-${index}`));
    expect([...view.keys()].sort()).toEqual([...expected].sort());
    expect([...view.values()].every((status) => status === 'UP')).toBe(true);
    const processes = set.processes();
    expect(processes).toHaveLength(expected.length);
    expect(new Set(processes.map((process) => process.pid)).size).toBe(expected.length);
    const health = await Promise.all(
      processes.map(async ({ kind, url }) => (await fetch(`${url}${kind === 'mcp' ? '/health' : '/readyz'}`)).status),
    );
    expect(health.every((status) => status === 200)).toBe(true);
  });

  it('serves GraphQL through the balancer, round robin over both gateways, to a session started on either', async () => {
    expect(await gatewaysAnswering()).toEqual(['gateway-0', 'gateway-1']);
  });

  it("sees the client's address, not the balancer's, on either gateway", async () => {
    // The test runs on loopback, an address the gateways trust like HAProxy's: the X-Forwarded-For it sends is the
    // client address HAProxy passes on (HAProxy appends the address it saw; a client elsewhere could not set this one).
    const client = '203.0.113.7';
    const answeredBy = new Set<string>();
    for (let i = 0; i < 2; i++) {
      answeredBy.add((await login(set.url, ADMIN_EMAIL, ADMIN_PASSWORD, { 'x-forwarded-for': client })).replica!);
    }
    expect([...answeredBy].sort()).toEqual(['gateway-0', 'gateway-1']);
    const audit = await ok<{ auditLog: { nodes: Array<{ ip: string | null }> } }>(
      set.url,
      '{ auditLog(first: 100, action: "auth.signed_in") { nodes { ip } } }',
      {},
      admin,
    );
    expect(audit.auditLog.nodes.filter((entry) => entry.ip === client)).toHaveLength(2);
  });

  it("sees the client's address, not the balancer's, on a graphql-ws socket too", async () => {
    const client = '203.0.113.9';
    // A socket through the balancer carrying the X-Forwarded-For HAProxy would add; a mutation over it is audited.
    const forwarded = class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { 'x-forwarded-for': client } });
      }
    };
    const socket = createClient({
      url: `${set.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: forwarded,
      connectionParams: { authorization: `Bearer ${admin}` },
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
    const audit = await ok<{ auditLog: { nodes: Array<{ ip: string | null }> } }>(
      set.url,
      '{ auditLog(first: 10, action: "api_key.created") { nodes { ip } } }',
      {},
      admin,
    );
    expect(audit.auditLog.nodes.map((entry) => entry.ip)).toContain(client);
  });

  it('runs the MCP ticket loop with every request on the other MCP replica than the one before, and through the balancer', async () => {
    const { key } = await userWithMcpKey('looper');
    const direct = [set.direct('mcp', 0), set.direct('mcp', 1)].map((base) => `${base}/mcp`);
    for (const urls of [direct, [`${set.url}/mcp`]]) {
      const { client, served } = await mcpClient(key, urls);
      const created = await tool<{ id: string; key: string }>(client, 'svc_create_ticket', {
        input: { projectKey: project.key, title: 'Across replicas' },
      });
      expect(created.isError).toBe(false);
      const ticket = created.value;
      expect((await tool(client, 'svc_claim', { key: ticket.key })).isError).toBe(false);
      expect((await tool(client, 'svc_comment', { input: { ticketId: ticket.id, body: 'Working on it' } })).isError).toBe(false);
      const read = await tool<{ key: string; comments: unknown }>(client, 'svc_get_ticket', { key: ticket.key });
      expect(read.value.key).toBe(ticket.key);
      expect(JSON.stringify(read.value)).toContain('Working on it');
      expect((await tool(client, 'svc_close_ticket', { key: ticket.key, comment: 'Done' })).isError).toBe(false);
      if (urls.length === 2) expect(Math.min(...served)).toBeGreaterThanOrEqual(3);
      await client.close();
    }
  });

  it('counts the svc_api_call limit once: the 121st call in a minute is refused whichever replica it reaches', async () => {
    const { key } = await userWithMcpKey('limited');
    const clients = await Promise.all([0, 1].map((index) => mcpClient(key, [`${set.direct('mcp', index)}/mcp`])));
    for (let call = 0; call < 120; call += 1) {
      const answer = await tool(clients[call % 2]!.client, 'svc_api_call', { method: 'GET', path: '/users/me' });
      expect(answer.isError).toBe(false);
    }
    for (const { client } of clients) {
      const refused = await tool<{ error: { code: string } }>(client, 'svc_api_call', { method: 'GET', path: '/users/me' });
      expect(refused).toMatchObject({ isError: true, value: { error: { code: 'RATE_LIMITED' } } });
      await client.close();
    }
  });

  it('delivers to a subscription on one gateway a change written through the other', async () => {
    const subscriptions = new Subscriptions(() => set.direct('gateway', 0));
    try {
      const live = subscriptions.subscribe<{ type: string; ticketId: string }>(
        admin,
        'ticketChanged',
        'subscription($key: String!) { ticketChanged(projectKey: $key) { type ticketId } }',
        { key: project.key },
      );
      // The subscription starts asynchronously: write until its first event arrives.
      let created: { createTicket: { id: string } } | undefined;
      for (let attempt = 0; attempt < 40 && live.events.length === 0; attempt += 1) {
        created = await ok(
          set.direct('gateway', 1),
          'mutation($input: CreateTicketInput!) { createTicket(input: $input) { id } }',
          {
            input: { projectKey: project.key, title: `Written on gateway 1 (${attempt})` },
          },
          admin,
        );
        await until(() => live.events.length > 0, 'an event', 250).catch(() => undefined);
      }
      expect(live.events.map((event) => event.ticketId)).toContain(created!.createTicket.id);
      expect(live.errors).toEqual([]);
    } finally {
      await subscriptions.close();
    }
  });

  it('runs the OAuth flow with its steps spread over both gateways: registration, sign-in, consent, code, refreshes', async () => {
    // Through the balancer, each request of the flow reaches the gateway after the previous one's.
    const { accessToken, refreshToken, clientId } = await oauthAccessToken(set.url, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const { client } = await mcpClient(accessToken, [`${set.url}/mcp`]);
    expect((await tool(client, 'svc_session_start', {})).isError).toBe(false);
    await client.close();
    let refresh = refreshToken;
    for (const index of [0, 1]) {
      const refreshed = await fetch(`${set.direct('gateway', index)}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', client_id: clientId, refresh_token: refresh, resource: `${set.url}/mcp` }),
      });
      expect(refreshed.status).toBe(200);
      const tokens = (await refreshed.json()) as { access_token: string; refresh_token: string };
      refresh = tokens.refresh_token;
      const { client: again } = await mcpClient(tokens.access_token, [`${set.direct('mcp', 1 - index)}/mcp`]);
      expect((await tool(again, 'svc_session_start', {})).isError).toBe(false);
      await again.close();
    }
  });

  it('throttles sign-in failures counted across both gateways', async () => {
    const email = `throttled-${Date.now()}@replicas.test`;
    await ok(
      set.url,
      'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }',
      {
        input: { email, displayName: 'Throttled', password: 'the-right-password-1', globalRole: 'MEMBER' },
      },
      admin,
    );
    const codes: string[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await login(set.direct('gateway', attempt % 2), email, `wrong-${attempt}`);
      codes.push(answer.errors![0]!.extensions!.reason ?? answer.errors![0]!.extensions!.code!);
    }
    // Five free failures, three on each gateway and two: the sixth is throttled, whichever gateway it reaches.
    expect(codes.slice(0, 5).every((code) => code !== 'SIGN_IN_THROTTLED')).toBe(true);
    expect(codes[5]).toBe('SIGN_IN_THROTTLED');
    for (const index of [0, 1]) {
      const answer = await login(set.direct('gateway', index), email, 'the-right-password-1');
      expect(answer.errors![0]!.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', reason: 'SIGN_IN_THROTTLED' });
    }
  });

  it('delivers a mail batch exactly once while the mail process delivering it is killed', async () => {
    const { token: session } = (await login(set.url, ADMIN_EMAIL, ADMIN_PASSWORD)).data!.login;
    const { createMailAccount } = await ok<{ createMailAccount: { id: string } }>(
      set.url,
      'mutation { createMailAccount(name: "Replicas") { id } }',
      {},
      session,
    );
    const { createMailApiKey } = await ok<{ createMailApiKey: { token: string } }>(
      set.url,
      'mutation($input: CreateMailApiKeyInput!) { createMailApiKey(input: $input) { token } }',
      { input: { accountId: createMailAccount.id, name: 'replicas', access: 'FULL' } },
      session,
    );
    const api = mailApi(set.url, createMailApiKey.token);
    await verifiedDomain(api, dns, 'replicas.example');
    mail = { accountId: createMailAccount.id, session, api };
    // Only mail process 0 runs, and its relay holds every message before accepting it: killed then, it has delivered none
    // of them, and process 1, started again, takes them over once their lease (3 s here) has run out.
    await set.kill('mail', 1);
    sinkOfFirst.hold.on = true;
    const batch = Array.from({ length: 40 }, (_, i) => ({
      from: 'app@replicas.example',
      to: `r${i}@example.org`,
      subject: 'Batch',
      text: `#${i}`,
    }));
    const sent = await api('POST', '/send/batch', { body: batch });
    expect(sent.status).toBe(200);
    const accepted = (sent.body.data as Array<{ id: string }>).map((message) => message.id);
    await until(() => sinkOfFirst.hold.count > 0, 'mail process 0 to be delivering', 30_000);
    await set.kill('mail', 0);
    await set.restart('mail', 1);
    sinkOfFirst.hold.on = false;
    await until(
      async () =>
        (
          await withClient(db.url!, (client) =>
            client.query<{ count: string }>(`select count(*) from mail.messages where id = any($1) and status <> 'delivered'`, [accepted]),
          )
        ).rows[0]!.count === '0',
      'every message of the batch to be delivered',
      60_000,
    );
    const copies = new Map<string, number>();
    for (const received of [...sinkOfFirst.received, ...sinkOfSecond.received]) {
      const id = /^X-SVC-Message-Id: (.*)$/im.exec(received.raw)?.[1]?.trim();
      if (id) copies.set(id, (copies.get(id) ?? 0) + 1);
    }
    expect(accepted.filter((id) => copies.get(id) !== 1)).toEqual([]);
    expect(sinkOfFirst.discarded).toBeGreaterThan(0);
    await set.restart('mail', 0);
  });

  it('answers a webhook delivery exactly once when the mail process sending it is killed: another takes it over', async () => {
    const { accountId, session, api } = mail!;
    const receiver = await new WebhookReceiver().start();
    const killed: number[] = [];
    try {
      await ok(
        set.url,
        'mutation($input: CreateWebhookInput!) { createWebhook(input: $input) { secret } }',
        {
          input: { accountId, url: `${receiver.url}/hooks`, eventFilters: ['delivery'] },
        },
        session,
      );
      // Only mail process 0 runs while the endpoint holds its request; killed then, its delivery was never answered.
      await set.kill('mail', 1);
      killed.push(1);
      receiver.hold.on = true;
      const sent = await api('POST', '/send', {
        body: { from: 'app@replicas.example', to: 'hooked@example.org', subject: 'Hooked', text: 'x' },
      });
      expect(sent.status).toBe(200);
      await until(() => receiver.hold.count > 0, 'mail process 0 to be sending the webhook', 30_000);
      await set.kill('mail', 0);
      killed.push(0);
      await set.restart('mail', killed.shift()!);
      receiver.hold.on = false;
      // Process 1 takes the delivery over once its lease (the request timeout and the margin, 2 s and 1 s here) has run out, and records it.
      const pending = async () =>
        (
          await withClient(db.url!, (client) =>
            client.query<{ count: string }>(
              `select count(*) from mail.webhook_deliveries where account_id = $1 and status <> 'succeeded'`,
              [accountId],
            ),
          )
        ).rows[0]!.count;
      await until(
        async () => receiver.answered.length > 0 && (await pending()) === '0',
        'the delivery to be answered and recorded',
        90_000,
      );
      const events = receiver.answered.map((request) => String(request.headers['x-svc-event-id']));
      expect(events.length).toBeGreaterThan(0);
      expect(new Set(events).size).toBe(events.length);
      expect(receiver.answered.every((request) => request.headers['x-svc-event'] === 'delivery')).toBe(true);
      expect(receiver.discarded).toBeGreaterThan(0);
    } finally {
      await receiver.close();
      for (const index of killed) await set.restart('mail', index);
    }
  }, 150_000);

  describe.each<ReplicaKind>(['gateway', 'workspace', 'federation'])('a %s replica killed with SIGKILL under load', (kind) => {
    it('fails at most the requests in flight on it; every request after it succeeds', async () => {
      let killed = false;
      try {
        const { failures, exposed, failedAfter } = await load(240, 8, listTickets, async () => {
          killed = true;
          await set.kill(kind, 0);
        });
        // Only requests the balancer could still send to it fail: in flight when it was killed, or sent before HAProxy
        // marked it DOWN (a refused connection goes to the other replica; one the balancer kept open may not).
        expect(failures.length).toBeLessThanOrEqual(exposed);
        expect(failedAfter).toEqual([]);
        expect((await load(40, 4, listTickets)).failures).toEqual([]);
        if (kind === 'federation') {
          const links = await gql<{ federationLinks: { nodes: unknown[] } }>(set.url, '{ federationLinks { nodes { id } } }', {}, admin);
          expect(links.errors).toBeUndefined();
        }
      } finally {
        // Back even when an expectation failed: the tests after this one count on both replicas.
        if (killed) await set.restart(kind, 0);
      }
      expect((await load(40, 4, listTickets)).failures).toEqual([]);
      if (kind === 'gateway') {
        // The restarted gateway is back in the balancer's rotation.
        expect(await gatewaysAnswering()).toEqual(['gateway-0', 'gateway-1']);
      }
    });
  });

  it('keeps an MCP session and its subscriptions through a killed MCP replica and a killed gateway', async () => {
    const { key } = await userWithMcpKey('failover');
    const { client } = await mcpClient(key, [`${set.url}/mcp`]);
    const watched = await tool<{ id: string; key: string }>(client, 'svc_create_ticket', {
      input: { projectKey: project.key, title: 'Watched through failovers' },
    });
    const uri = `svc://ticket/${watched.value.key}`;
    let notices = 0;
    client.setNotificationHandler(ResourceUpdatedNotificationSchema, (notification) => {
      if (notification.params.uri === uri) notices += 1;
    });
    await client.subscribeResource({ uri });
    /** Changes the ticket until a notice beyond `seen` arrives (the event stream and the API's live events start asynchronously). */
    const noticed = async (seen: number) => {
      for (let attempt = 0; attempt < 60 && notices === seen; attempt += 1) {
        await ok(
          set.url,
          'mutation($input: UpdateTicketInput!) { updateTicket(input: $input) { id } }',
          {
            input: { id: watched.value.id, title: `Watched ${attempt}` },
          },
          admin,
        );
        await until(() => notices > seen, 'a notice', 500).catch(() => undefined);
      }
      expect(notices).toBeGreaterThan(seen);
    };
    await noticed(0);
    // Both MCP replicas die in turn (the other one back first): the one holding the event stream is one of them. The
    // client reconnects its stream through the balancer, and the replica it reaches follows the session's subscriptions.
    for (const index of [0, 1]) {
      await set.kill('mcp', index);
      expect((await tool(client, 'svc_session_start', {})).isError).toBe(false);
      await set.restart('mcp', index);
    }
    await noticed(notices);
    await set.kill('gateway', 1);
    expect((await tool(client, 'svc_session_start', {})).isError).toBe(false);
    await set.restart('gateway', 1);
    await noticed(notices);
    await client.close();
  });

  it('reconnects a graphql-ws subscription whose gateway was killed, and it hears changes again', async () => {
    const events: string[] = [];
    let connections = 0;
    const client = createClient({
      url: `${set.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${admin}` },
      retryAttempts: 20,
      retryWait: async () => undefined,
      shouldRetry: () => true,
      on: { connected: () => void (connections += 1) },
    });
    try {
      client.subscribe<{ ticketChanged: { ticketId: string } }>(
        { query: 'subscription($key: String!) { ticketChanged(projectKey: $key) { ticketId } }', variables: { key: project.key } },
        {
          next: (result) => void (result.data && events.push(result.data.ticketChanged.ticketId)),
          error: () => undefined,
          complete: () => undefined,
        },
      );
      await until(() => connections === 1, 'the socket to connect');
      // Whichever gateway holds the socket is killed: kill both in turn (the other restarted first), so one of them is it.
      for (const index of [0, 1]) {
        await set.kill('gateway', index);
        await set.restart('gateway', index);
      }
      await until(() => connections >= 2, 'the socket to reconnect through the balancer', 30_000);
      const before = events.length;
      for (let attempt = 0; attempt < 40 && events.length === before; attempt += 1) {
        await ok(
          set.url,
          'mutation($input: CreateTicketInput!) { createTicket(input: $input) { id } }',
          {
            input: { projectKey: project.key, title: `After the failover (${attempt})` },
          },
          admin,
        );
        await until(() => events.length > before, 'an event', 250).catch(() => undefined);
      }
      expect(events.length).toBeGreaterThan(before);
    } finally {
      await client.dispose();
    }
  });
});
