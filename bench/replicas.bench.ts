import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { withClient } from '../core/database.js';
import { startReplicas, type ReplicaSet } from '../scripts/replicas.js';
import { TestDnsServer } from '../test/support/dns-server.js';
import { mailApi, verifiedDomain } from '../test/support/mail.js';
import { machineSummary, progressOf } from './load.js';
import { LIST_QUERY } from './workspace-seed.js';

/**
 * `npm run bench:replicas`: the replicated deployment (scripts/replicas.ts) through HAProxy with 1 and 2 replicas of
 * every process, side by side in one run (BENCH_ORDER, default 1,2,2,1: both orders, so drift of a shared machine
 * shows), each on a fresh database of BENCH_DATABASE_URL's PostgreSQL server. Two loads of BENCH_SECONDS (10) each
 * after a 2 s warm-up: the 50-ticket list (GraphQL, 10 connections, each a different member of a project of 60 tickets
 * with status, assignees and labels) and `POST /v1/send/batch` of 100 messages (4 connections; the mail processes
 * deliver them to the capture mailbox meanwhile, as they would in production). Besides rates, latencies and errors,
 * the database's own time per request: `pg_stat_database.active_time` of the bench's database (time its backends
 * spent executing statements; pg_stat_statements is not loaded on this server and needs a restart to be).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { email: 'bench-admin@example.test', password: 'bench-admin-password' };
const DOMAIN = 'replicas.example';
const BATCH = 100;
const VIEWERS = 10;
const ORDER = (process.env.BENCH_ORDER ?? '1,2,2,1').split(',').map(Number);
const PER_CONNECTION = fileURLToPath(new URL('request-per-connection.cjs', import.meta.url));
const progress = progressOf('bench:replicas');

interface Row {
  replicas: number;
  load: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  databaseMsPerRequest: number;
}

const databaseUrl = (name: string): string => {
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Milliseconds the database's backends have spent executing statements (flushed at most once a second per backend). */
async function activeTime(pool: pg.Pool, name: string): Promise<number> {
  await pool.query('select pg_stat_clear_snapshot()');
  const result = await pool.query<{ ms: number }>('select active_time as ms from pg_stat_database where datname = $1', [name]);
  return Number(result.rows[0]!.ms);
}

/** GraphQL through the balancer as `token`; throws on errors. */
async function gql<T>(set: ReplicaSet, query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const response = await fetch(`${set.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A project of 60 tickets (status, two assignees, two labels each), its ten members signed in, and a mail key with a verified domain. */
async function seed(set: ReplicaSet, dns: TestDnsServer): Promise<{ viewerTokens: string[]; mailKey: string }> {
  const { login } = await gql<{ login: { token: string } }>(set, 'mutation($input: LoginInput!) { login(input: $input) { token } }', {
    input: ADMIN,
  });
  const token = login.token;
  const { createProject } = await gql<{ createProject: { id: string } }>(
    set,
    'mutation { createProject(input: { key: "REP", name: "Replicas bench" }) { id } }',
    {},
    token,
  );
  // Ten people, one per connection: identical reads of one viewer in flight together would share a subgraph request.
  const viewers: Array<{ id: string; token: string }> = [];
  for (let i = 0; i < VIEWERS; i++) {
    const input = {
      email: `viewer${i}@example.test`,
      displayName: `Viewer ${i}`,
      password: `viewer-password-${i}-1234`,
      globalRole: 'MEMBER',
    };
    const { createUser } = await gql<{ createUser: { id: string } }>(
      set,
      'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }',
      { input },
      token,
    );
    await gql(
      set,
      'mutation($input: ProjectMemberInput!) { addProjectMember(input: $input) { id } }',
      { input: { projectId: createProject.id, userId: createUser.id, role: 'MEMBER' } },
      token,
    );
    const signedIn = await gql<{ login: { token: string } }>(set, 'mutation($input: LoginInput!) { login(input: $input) { token } }', {
      input: { email: input.email, password: input.password },
    });
    viewers.push({ id: createUser.id, token: signedIn.login.token });
  }
  const labelIds: string[] = [];
  for (const name of ['bug', 'backend', 'urgent']) {
    const { createLabel } = await gql<{ createLabel: { id: string } }>(
      set,
      'mutation($input: CreateLabelInput!) { createLabel(input: $input) { id } }',
      { input: { projectId: createProject.id, name } },
      token,
    );
    labelIds.push(createLabel.id);
  }
  for (let i = 0; i < 60; i++) {
    await gql(
      set,
      'mutation($input: CreateTicketInput!) { createTicket(input: $input) { id } }',
      {
        input: {
          projectId: createProject.id,
          title: `Replica ticket ${i}`,
          assigneeIds: [viewers[i % VIEWERS]!.id, viewers[(i + 1) % VIEWERS]!.id],
          labelIds: [labelIds[i % 3]!, labelIds[(i + 1) % 3]!],
        },
      },
      token,
    );
  }
  const { createMailAccount } = await gql<{ createMailAccount: { id: string } }>(
    set,
    'mutation { createMailAccount(name: "Bench") { id } }',
    {},
    token,
  );
  const { createMailApiKey } = await gql<{ createMailApiKey: { token: string } }>(
    set,
    'mutation($input: CreateMailApiKeyInput!) { createMailApiKey(input: $input) { token } }',
    { input: { accountId: createMailAccount.id, name: 'bench', access: 'FULL' } },
    token,
  );
  await verifiedDomain(mailApi(set.url, createMailApiKey.token), dns, DOMAIN);
  return { viewerTokens: viewers.map((viewer) => viewer.token), mailKey: createMailApiKey.token };
}

/** Both loads through the balancer of a fresh deployment with `replicas` of every process. */
async function measure(replicas: number, dns: TestDnsServer): Promise<Row[]> {
  const name = `svc_bench_replicas_${randomBytes(4).toString('hex')}`;
  await withClient(SERVER, (client) => client.query(`create database ${name}`));
  const pool = new pg.Pool({ connectionString: databaseUrl(name), max: 1 });
  let set: ReplicaSet | undefined;
  try {
    progress(`starting ${replicas} replica(s) of every process`);
    set = await startReplicas({
      databaseUrl: databaseUrl(name),
      replicas,
      env: {
        SVC_BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
        SVC_BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'warn',
        MAIL_DNS_SERVERS: dns.address,
        MAIL_API_RATE_LIMIT: '100000',
        MAIL_QUOTA_MONTHLY: '100000000',
      },
    });
    progress(`seeding (logs in ${set.logDir})`);
    const { viewerTokens, mailKey } = await seed(set, dns);
    const list = await gql<{ project: { tickets: { nodes: unknown[] } } }>(set, LIST_QUERY, { key: 'REP' }, viewerTokens[0]);
    if (list.project.tickets.nodes.length !== 50) throw new Error(`the list has ${list.project.tickets.nodes.length} tickets, not 50`);
    // Connection n reads as viewer n % 10 (request-per-connection.cjs, in autocannon's worker thread).
    process.env.BENCH_CONNECTION_REQUESTS = JSON.stringify(
      viewerTokens.map((token) => ({
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: LIST_QUERY, variables: { key: 'REP' } }),
      })),
    );
    const batch = JSON.stringify(
      Array.from({ length: BATCH }, (_, i) => ({ from: `app@${DOMAIN}`, to: `user${i}@example.org`, subject: 'Load', text: 'Hello' })),
    );
    const loads = [
      {
        load: '50-ticket list (GraphQL), 10 connections',
        options: {
          url: `${set.url}/graphql`,
          method: 'POST' as const,
          connections: VIEWERS,
          // In the worker thread, a function option is a module path (autocannon's types only know functions).
          setupClient: PER_CONNECTION as never,
        },
      },
      {
        load: `POST /v1/send/batch (${BATCH} messages), 4 connections`,
        options: {
          url: `${set.url}/v1/send/batch`,
          method: 'POST' as const,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${mailKey}` },
          body: batch,
          connections: 4,
        },
      },
    ];
    const rows: Row[] = [];
    for (const { load, options } of loads) {
      progress(`${replicas} replica(s): ${load}`);
      // A 2 s warm-up (plan caches, JIT, connection pools), then the measured run, autocannon in a worker thread.
      await autocannon({ ...options, workers: 1, duration: 2 });
      const before = await activeTime(pool, name);
      const result = await autocannon({ ...options, workers: 1, duration: SECONDS });
      // The backends report their counters at most once a second: let the last report land.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const databaseMs = (await activeTime(pool, name)) - before;
      rows.push({
        replicas,
        load,
        requestsPerSecond: result['2xx'] / result.duration,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx + result.timeouts,
        databaseMsPerRequest: databaseMs / Math.max(1, result['2xx'] + result.non2xx),
      });
    }
    return rows;
  } finally {
    await set?.close();
    await pool.end();
    await withClient(SERVER, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
}

const dns = await new TestDnsServer().start();
try {
  const rows: Row[] = [];
  for (const replicas of ORDER) rows.push(...(await measure(replicas, dns)));
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  process.stdout.write(
    [
      `Replicas behind HAProxy: ${machineSummary()}; ${SECONDS} s per load`,
      '',
      line(['Run', 'Replicas of each process', 'Load', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'DB ms/request (active_time)']),
      line(['---:', '---:', '---', '---:', '---:', '---:', '---:', '---:']),
      ...rows.map((row, i) =>
        line([
          String(Math.floor(i / 2) + 1),
          String(row.replicas),
          row.load,
          row.requestsPerSecond.toFixed(0),
          String(row.p50),
          String(row.p99),
          String(row.errors),
          row.databaseMsPerRequest.toFixed(2),
        ]),
      ),
      '',
    ].join('\n'),
  );
} finally {
  await dns.stop();
}
