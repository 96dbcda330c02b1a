import 'reflect-metadata';
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../core/config.js';
import { INTERNAL_TOKEN_HEADER } from '../core/viewer.js';
import { startApp, type RunningApp } from '../gateway/app.js';
import { createSubgraphServer } from '../gateway/subgraph-server.js';
import { workspaceSubgraph } from '../subgraphs/workspace/workspace.subgraph.js';
import { freshDatabase } from './bench-app.js';
import { graphqlClient } from './graphql-client.js';
import { machineSummary, profiled, progressOf, selectedByBenchOnly } from './load.js';
import { LIST_QUERY, PASSWORD, PROJECT_KEYS, seedWorkspace, TERMS, TICKETS } from './workspace-seed.js';

/**
 * `npm run bench:reads`: the workspace's common reads, many viewers at once, beside a raw-SQL floor,
 * in one run. The `bench:workspace` data (BENCH_TICKETS, 100,000 tickets in 5 projects; 10 people,
 * each a member or viewer of 3 projects) is seeded once; each of the CONNECTIONS connections is one
 * of the 10 people, so no two in-flight requests of one viewer are identical unless a scenario says
 * so. Scenarios, in BENCH_ROUNDS (3) alternating rounds of BENCH_SECONDS (10) each after a 2 s warm-up:
 * the 50-ticket list (project, status, assignees, labels) from the floor (one SQL statement building
 * the same JSON behind a bare `node:http` server; and the same without any authorization, issue 37's floor), the subgraph direct, the gateway without and with
 * in-flight de-duplication, the gateway without its single-fetch pass-through (every operation through Apollo
 * Gateway's executor), and the gateway with one viewer on every connection; a ticket page and a
 * common-term `searchTickets` through the gateway. Every answer is checked against the first one of
 * its viewer, and the list's against the floor's. Besides rates and latencies, the CPU time this process
 * spent per request, which moves less than rates when other work shares the machine. BENCH_DATABASE_URL
 * selects a PostgreSQL server (a fresh database is created and dropped); without it the embedded PGlite is
 * used. BENCH_PROFILE=<file>: a CPU profile of the measured rounds (`profiled`). BENCH_SERVE=<file>: set up, write the scenarios to the file and serve them until standard input closes (for
 * `reads-alternate.ts`, which compares two builds).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 10;
const PER_CONNECTION = fileURLToPath(new URL('request-per-connection.cjs', import.meta.url));
const progress = progressOf('bench:reads');

const TICKET_PAGE_QUERY = `query TicketPage($key: String!) {
  ticket(key: $key) {
    id key title description priority private estimatedMinutes loggedMinutes commentCount
    project { key name } status { name category } reporter { displayName } assignees { displayName } labels { name color }
    milestone { name } blockedBy { key title } blocks { key title }
    attachments { filename size contentType }
    comments(first: 20) { nodes { body internal createdAt author { displayName } } }
  }
}`;

const SEARCH_QUERY = `query SearchTickets($query: String) {
  searchTickets(query: $query, first: 50) {
    nodes { key title priority status { name } assignees { displayName } labels { name } }
    pageInfo { hasNextPage endCursor }
  }
}`;

/**
 * The floor: the list of LIST_QUERY for `$1` (project key) as viewer `$2`, with the same visibility
 * (project membership; private tickets only on the access list), as the response text.
 */
const FLOOR_SQL = `select json_build_object('data', json_build_object('project', case when p.id is null then null else json_build_object('tickets', json_build_object('nodes', coalesce((
  select json_agg(json_build_object(
    'id', t.id, 'key', t.key, 'title', t.title, 'priority', upper(t.priority),
    'project', json_build_object('key', p.key, 'name', p.name),
    'status', (select json_build_object('name', s.name, 'category', upper(s.category)) from workspace.statuses s where s.id = t.status_id),
    'assignees', coalesce((select json_agg(json_build_object('id', u.id, 'displayName', u.display_name) order by ta.id)
                             from workspace.ticket_assignees ta join workspace.users u on u.id = ta.user_id where ta.ticket_id = t.id), '[]'),
    'labels', coalesce((select json_agg(json_build_object('name', l.name, 'color', l.color) order by l.name)
                          from workspace.ticket_labels tl join workspace.labels l on l.id = tl.label_id where tl.ticket_id = t.id), '[]')
  ) order by t.id desc)
  from (select * from workspace.tickets t
         where t.project_id = p.id
           and (not t.private or exists (select 1 from workspace.ticket_acl acl where acl.ticket_id = t.id and acl.user_id = $2))
         order by t.id desc limit 50) t), '[]'))) end))::text as body
from (select 1) one
left join workspace.projects p on p.key = $1
  and exists (select 1 from workspace.project_members m where m.project_id = p.id and m.user_id = $2)`;

/**
 * The floor without any authorization (issue 37): the same statement with neither the membership nor the private-ticket check,
 * so `$2` is unused and every viewer gets the project's newest 50 tickets. What a request costs when nothing is checked.
 */
const FLOOR_SQL_UNCHECKED = FLOOR_SQL.replace(
  `\n           and (not t.private or exists (select 1 from workspace.ticket_acl acl where acl.ticket_id = t.id and acl.user_id = $2))`,
  '',
).replace(
  `\n  and exists (select 1 from workspace.project_members m where m.project_id = p.id and m.user_id = $2)`,
  `\nwhere $2::uuid is not null`,
);
if (FLOOR_SQL_UNCHECKED.includes('acl') || FLOOR_SQL_UNCHECKED.includes('project_members'))
  throw new Error('the unchecked floor still checks');

interface Viewer {
  id: string;
  email: string;
  token: string;
  /** The first project the viewer reads, whose list it asks for. */
  projectKey: string;
  /** A ticket of that project with comments, a blocker, time and an attachment. */
  ticketKey: string;
}

interface Scenario {
  name: string;
  url: () => string;
  /** One request per connection, built just before the run (internal tokens expire in 60 s). */
  requests: () => Promise<Array<{ headers: Record<string, string>; body: string }>>;
}

interface Measurement {
  requests: number;
  p50: number;
  p99: number;
  /** CPU time of this process (servers, floor and load generator alike) per request: steadier than rates on a shared machine. */
  cpuMs: number;
}

const post = (headers: Record<string, string>, query: string, variables: Record<string, unknown>) => ({
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify({ query, variables }),
});

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function answer(url: string, request: { headers: Record<string, string>; body: string }): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', headers: request.headers, body: request.body });
  const body = (await response.json()) as { data?: unknown; errors?: unknown };
  if (response.status !== 200 || body.errors || !body.data) throw new Error(`${url}: ${response.status} ${JSON.stringify(body.errors)}`);
  return body;
}

async function measure(scenario: Scenario): Promise<Measurement> {
  const requests = await scenario.requests();
  const url = scenario.url();
  // Every connection's answer must stay what it was at the start of the run.
  const expected = await Promise.all(requests.map((request) => answer(url, request)));
  process.env.BENCH_CONNECTION_REQUESTS = JSON.stringify(requests);
  // In the worker thread, a function option is a module path (autocannon's types only know functions).
  const options = { url, method: 'POST' as const, connections: CONNECTIONS, workers: 1, setupClient: PER_CONNECTION as never };
  await autocannon({ ...options, duration: 2 });
  const cpu = process.cpuUsage();
  const result = await autocannon({ ...options, duration: SECONDS });
  const { user, system } = process.cpuUsage(cpu);
  const errors = result.errors + result.non2xx + result.timeouts;
  if (errors) throw new Error(`${scenario.name}: ${errors} errors or non-2xx answers`);
  const after = await Promise.all(requests.map((request) => answer(url, request)));
  if (!isDeepStrictEqual(after, expected)) throw new Error(`${scenario.name}: the answers changed under load`);
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMs: (user + system) / 1000 / result.requests.total,
  };
}

/** The 10 people signed in, each with its list's project and a ticket page made for it. */
async function prepareViewers(gatewayUrl: string, people: Array<{ id: string; email: string }>, adminToken: string): Promise<Viewer[]> {
  const admin = graphqlClient(gatewayUrl, () => adminToken);
  const viewers: Viewer[] = [];
  for (const [index, person] of people.entries()) {
    const { login } = await admin<{ login: { token: string } }>('mutation($input: LoginInput!) { login(input: $input) { token } }', {
      input: { email: person.email, password: PASSWORD },
    });
    // Person i reads the projects i .. i + 2 (mod 5); the list is of the first.
    const projectKey = PROJECT_KEYS[index % PROJECT_KEYS.length]!;
    const ticketTitle = `Ticket page of ${person.email}`;
    const make = <T>(query: string, variables: Record<string, unknown>) => admin<T>(query, variables);
    const ticket = await make<{ createTicket: { id: string; key: string } }>(
      'mutation($input: CreateTicketInput!) { createTicket(input: $input) { id key } }',
      { input: { projectKey, title: ticketTitle, description: 'A ticket with its page filled in.', assigneeIds: [] } },
    );
    const blocker = await make<{ createTicket: { id: string } }>(
      'mutation($input: CreateTicketInput!) { createTicket(input: $input) { id } }',
      {
        input: { projectKey, title: `Blocker of ${ticketTitle}` },
      },
    );
    await make('mutation($input: TicketDependencyInput!) { addTicketDependency(input: $input) { blockerId } }', {
      input: { blockerId: blocker.createTicket.id, blockedId: ticket.createTicket.id },
    });
    for (let comment = 0; comment < 8; comment += 1) {
      await make('mutation($input: CreateCommentInput!) { createComment(input: $input) { id } }', {
        input: { ticketId: ticket.createTicket.id, body: `Comment ${comment} on the ticket.`, internal: comment % 4 === 3 },
      });
    }
    for (let entry = 0; entry < 3; entry += 1) {
      await make('mutation($input: LogTimeInput!) { logTime(input: $input) { id } }', {
        input: {
          ticketId: ticket.createTicket.id,
          startedAt: new Date(Date.now() - (index * 3 + entry + 1) * 7_200_000).toISOString(),
          durationMinutes: 45,
        },
      });
    }
    const upload = new FormData();
    upload.set('ticketId', ticket.createTicket.id);
    upload.set('file', new Blob([randomBytes(4096)]), 'trace.bin');
    const uploaded = await fetch(`${gatewayUrl}/api/attachments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: upload,
    });
    if (uploaded.status !== 201) throw new Error(`attachment upload: ${uploaded.status} ${await uploaded.text()}`);
    viewers.push({ ...person, token: login.token, projectKey, ticketKey: ticket.createTicket.key });
  }
  return viewers;
}

/** A bare `node:http` server answering the list with `sql` (FLOOR_SQL): the viewer's id in `x-viewer`, the project key in the variables. */
async function startFloor(
  databaseUrl: string,
  embedded: boolean,
  sql: string,
  statement: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 8 });
  // A prepared statement on a server; PGlite's one backend session is shared by every connection, where a name would clash.
  const name = embedded ? undefined : statement;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { variables } = JSON.parse(Buffer.concat(chunks).toString()) as { variables: { key: string } };
      pool.query<{ body: string }>({ name, text: sql, values: [variables.key, request.headers['x-viewer']] }).then(
        ({ rows }) => response.writeHead(200, { 'content-type': 'application/json' }).end(rows[0]!.body),
        (error: Error) => response.writeHead(500).end(error.message),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}/graphql`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'svc-bench-reads-'));
  const database = await freshDatabase('reads');
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PORT: '0',
    SVC_MCP_PORT: '0',
    MAIL_INBOUND_SMTP_PORT: '0',
    SVC_DATA_DIR: dataDir,
    SVC_MASTER_KEY: randomBytes(32).toString('base64'),
    JOBS_ENABLED: 'false',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  };
  let adminToken = '';
  const deduplicating: RunningApp = await startApp(loadConfig(env), {
    announce: (text) => void (adminToken = /API key:\s+(\S+)/.exec(text)?.[1] ?? adminToken),
  });
  const closing: Array<() => Promise<unknown>> = [() => deduplicating.close()];
  try {
    const platform = deduplicating.platform;
    const { workspace } = await seedWorkspace(
      platform.database.url,
      graphqlClient(deduplicating.url, () => adminToken),
      0,
      progress,
    );
    progress('ticket pages and sign-ins of the 10 viewers');
    const viewers = await prepareViewers(deduplicating.url, workspace.people, adminToken);
    const plain = await startApp(loadConfig({ ...env, GATEWAY_DEDUPE_INFLIGHT: 'false' }), { announce: () => {} });
    closing.unshift(() => plain.close());
    // Every operation through Apollo Gateway's executor and query plan, as before the single-fetch pass-through.
    const planned = await startApp(loadConfig({ ...env, GATEWAY_DEDUPE_INFLIGHT: 'false', GATEWAY_SINGLE_FETCH_PASS_THROUGH: 'false' }), {
      announce: () => {},
    });
    closing.unshift(() => planned.close());
    const subgraph = await workspaceSubgraph.start(platform);
    const subgraphServer = createSubgraphServer(subgraph, platform.config.BODY_LIMIT_BYTES);
    const subgraphUrl = `${await subgraphServer.listen({ host: '127.0.0.1', port: 0 })}/graphql`;
    closing.unshift(
      () => subgraphServer.close(),
      () => subgraph.close(),
    );
    const floor = await startFloor(platform.database.url, platform.database.embedded, FLOOR_SQL, 'floor');
    closing.unshift(() => floor.close());
    const uncheckedFloor = await startFloor(platform.database.url, platform.database.embedded, FLOOR_SQL_UNCHECKED, 'unchecked_floor');
    closing.unshift(() => uncheckedFloor.close());
    // Statements are counted on an app of their own: the hook that sees them is off in the measured ones.
    const statements: string[] = [];
    const counting = await startApp(loadConfig({ ...env, GATEWAY_DEDUPE_INFLIGHT: 'false' }), {
      announce: () => {},
      onQuery: (_subgraph, text) => void statements.push(text),
    });
    closing.unshift(() => counting.close());

    const bearer = (viewer: Viewer) => ({ authorization: `Bearer ${viewer.token}` });
    const perConnection =
      <T>(make: (viewer: Viewer) => T | Promise<T>) =>
      () =>
        Promise.all(Array.from({ length: CONNECTIONS }, (_, index) => make(viewers[index % viewers.length]!)));
    const list = (viewer: Viewer) => ({ key: viewer.projectKey });
    const internalToken = (viewer: Viewer) =>
      platform.tokens.sign({ kind: 'user', userId: viewer.id, userKind: 'human', globalRole: 'member', authMethod: 'session', scopes: [] });
    const scenarios: Scenario[] = [
      {
        name: 'list: floor (one SQL statement, node:http)',
        url: () => floor.url,
        requests: perConnection((v) => post({ 'x-viewer': v.id }, LIST_QUERY, list(v))),
      },
      {
        name: 'list: floor without authorization (one SQL statement, node:http)',
        url: () => uncheckedFloor.url,
        requests: perConnection((v) => post({ 'x-viewer': v.id }, LIST_QUERY, list(v))),
      },
      {
        name: 'list: subgraph direct (HTTP)',
        url: () => subgraphUrl,
        requests: perConnection(async (v) => post({ [INTERNAL_TOKEN_HEADER]: await internalToken(v) }, LIST_QUERY, list(v))),
      },
      {
        name: 'list: gateway, de-duplication off',
        url: () => `${plain.url}/graphql`,
        requests: perConnection((v) => post(bearer(v), LIST_QUERY, list(v))),
      },
      {
        name: "list: gateway without the single-fetch pass-through (Apollo Gateway's executor), de-duplication off",
        url: () => `${planned.url}/graphql`,
        requests: perConnection((v) => post(bearer(v), LIST_QUERY, list(v))),
      },
      {
        name: 'list: gateway, de-duplication on',
        url: () => `${deduplicating.url}/graphql`,
        requests: perConnection((v) => post(bearer(v), LIST_QUERY, list(v))),
      },
      {
        name: 'list: gateway, de-duplication on, one viewer on every connection',
        url: () => `${deduplicating.url}/graphql`,
        requests: perConnection(() => post(bearer(viewers[0]!), LIST_QUERY, list(viewers[0]!))),
      },
      {
        name: 'ticket page: gateway, de-duplication off',
        url: () => `${plain.url}/graphql`,
        requests: perConnection((v) => post(bearer(v), TICKET_PAGE_QUERY, { key: v.ticketKey })),
      },
      {
        name: `searchTickets "${TERMS.common}": gateway, de-duplication off`,
        url: () => `${plain.url}/graphql`,
        requests: perConnection((v) => post(bearer(v), SEARCH_QUERY, { query: TERMS.common })),
      },
    ];

    // The platform's list must be the floor's, viewer by viewer.
    for (const viewer of viewers) {
      const [platformList, floorList] = await Promise.all([
        answer(`${plain.url}/graphql`, post(bearer(viewer), LIST_QUERY, list(viewer))),
        answer(floor.url, post({ 'x-viewer': viewer.id }, LIST_QUERY, list(viewer))),
      ]);
      if (!isDeepStrictEqual(platformList, floorList)) throw new Error(`the floor's list differs for ${viewer.email}`);
    }

    const perRequest = async (query: string, variables: (viewer: Viewer) => Record<string, unknown>) => {
      const send = () => Promise.all(viewers.map((v) => answer(`${counting.url}/graphql`, post(bearer(v), query, variables(v)))));
      await send(); // credentials resolved and cached, documents parsed
      statements.length = 0;
      await send();
      const transactions = statements.filter((text) => /\bbegin\b/i.test(text.slice(0, 40))).length;
      return `${(statements.length / viewers.length).toFixed(1)} statements, ${(transactions / viewers.length).toFixed(1)} transactions`;
    };
    const counts = [
      ['list', await perRequest(LIST_QUERY, list)],
      ['ticket page', await perRequest(TICKET_PAGE_QUERY, (v) => ({ key: v.ticketKey }))],
      [`searchTickets "${TERMS.common}"`, await perRequest(SEARCH_QUERY, () => ({ query: TERMS.common }))],
    ];

    const selected = scenarios.filter((scenario) => selectedByBenchOnly(scenario.name));
    const serveFile = process.env.BENCH_SERVE;
    if (serveFile) {
      // Serving for `bench/reads-alternate.ts`, which loads this process and another build's in turns, until it closes our
      // standard input (a signal would not do: Apollo Server stops on SIGTERM and sends it again, ending the process before
      // the database is dropped).
      const served = await Promise.all(
        selected.map(async (scenario) => ({ ...scenario, url: scenario.url(), requests: await scenario.requests() })),
      );
      writeFileSync(serveFile, JSON.stringify({ pid: process.pid, scenarios: served }));
      await new Promise((resolve) => process.stdin.once('end', resolve).resume());
      return;
    }
    const results = new Map<string, Measurement[]>(selected.map((scenario) => [scenario.name, []]));
    await profiled(async () => {
      for (let round = 1; round <= ROUNDS; round += 1) {
        for (const scenario of selected) {
          progress(`round ${round}/${ROUNDS}: ${scenario.name}`);
          results.get(scenario.name)!.push(await measure(scenario));
        }
      }
    });

    const rateOf = (name: string) => median(results.get(name)?.map((row) => row.requests) ?? [Number.NaN]);
    const floorRate = rateOf(scenarios[0]!.name);
    const uncheckedRate = rateOf(scenarios[1]!.name);
    console.log(`\nReads benchmark: ${TICKETS.toLocaleString('en')} tickets, ${viewers.length} viewers`);
    console.log(`database: ${database.url ? 'PostgreSQL server (a fresh database)' : 'embedded PGlite'}`);
    console.log(`machine: ${machineSummary()}`);
    console.log(`${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s after a 2 s warm-up; medians of the rounds\n`);
    console.log(
      '| scenario | req/s | p50 ms | p99 ms | req/s of the rounds | list req/s vs floor | vs floor without authorization | CPU ms per request |',
    );
    console.log('|---|---:|---:|---:|---|---:|---:|---:|');
    for (const [name, rows] of results) {
      const rate = rateOf(name);
      const shareOf = (floorRate: number) => (name.startsWith('list:') ? `${((rate / floorRate) * 100).toFixed(0)}%` : '');
      console.log(
        `| ${name} | ${rate.toFixed(1)} | ${median(rows.map((row) => row.p50))} | ${median(rows.map((row) => row.p99))} | ${rows.map((row) => row.requests.toFixed(0)).join(', ')} | ${shareOf(floorRate)} | ${shareOf(uncheckedRate)} | ${median(rows.map((row) => row.cpuMs)).toFixed(2)} |`,
      );
    }
    console.log('\nSQL per request through the gateway (mean over the 10 viewers; the floor: 1 statement)\n');
    console.log('| read | per request |\n|---|---|');
    for (const [read, count] of counts) console.log(`| ${read} | ${count} |`);
  } finally {
    for (const close of closing) await close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
