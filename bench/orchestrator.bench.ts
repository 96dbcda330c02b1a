import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { withClient } from '../core/database.js';
import { startBenchApp } from './bench-app.js';
import { loadTest, machineSummary, progressOf } from './load.js';

/**
 * `npm run bench:orchestrator`: the orchestrator adapter's candidates poll over 10,000 tickets in
 * 5 projects (statuses of every category, labels, dependencies, assignees, private tickets), read by
 * a service account that is a member of all 5, as Symphony polls it:
 * 1. the first page (50) again and again: autocannon, BENCH_CONNECTIONS (10) for BENCH_SECONDS (10);
 * 2. a whole poll: every page of 50 in turn, each page's latency;
 * 3. SQL statements per request for pages of 10, 50 and 100 (the app's query hook): constant in page size.
 * BENCH_DATABASE_URL selects a PostgreSQL server (a fresh database is created and dropped); without it
 * the embedded PGlite is used.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PROJECTS = 5;
const TICKETS_PER_PROJECT = 2000;
const PAGE = 50;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const progress = progressOf('bench:orchestrator');

async function main(): Promise<void> {
  let statements = 0;
  const { app, gql, close } = await startBenchApp(
    'orchestrator',
    { NODE_ENV: 'production', JOBS_ENABLED: 'false' },
    { onQuery: () => void statements++ },
  );
  const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL server (a fresh database)' : 'embedded PGlite';
  try {
    progress('seeding');
    const keys = Array.from({ length: PROJECTS }, (_, i) => `ORC${i + 1}`);
    const { setupOrchestratorAccount } = await gql<{ setupOrchestratorAccount: { account: { id: string } } }>(
      'mutation($input: OrchestratorAccountInput!) { setupOrchestratorAccount(input: $input) { account { id } } }',
      { input: { email: 'symphony@bench.example', displayName: 'Symphony' } },
    );
    const botId = setupOrchestratorAccount.account.id;
    for (const key of keys) {
      const { createProject } = await gql<{ createProject: { id: string } }>(
        'mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }',
        { input: { key, name: `Project ${key}` } },
      );
      for (const name of ['backend', 'frontend', 'bug', 'feature', 'docs']) {
        await gql('mutation($input: CreateLabelInput!) { createLabel(input: $input) { id } }', {
          input: { projectId: createProject.id, name },
        });
      }
    }
    await gql('mutation($input: OrchestratorProjectsInput!) { setupOrchestratorProjects(input: $input) { result } }', {
      input: { accountId: botId, projectKeys: keys },
    });
    const { setupOrchestratorKey } = await gql<{ setupOrchestratorKey: { token: string } }>(
      'mutation($input: OrchestratorKeyInput!) { setupOrchestratorKey(input: $input) { token } }',
      { input: { accountId: botId } },
    );
    const token = setupOrchestratorKey.token;
    await seedTickets(app.platform.database.url, keys, botId);

    const candidatesUrl = (limit: number, after?: string) =>
      `${app.url}/integrations/orchestrator/candidates?project_keys=${keys.join(',')}&limit=${limit}${after ? `&after=${encodeURIComponent(after)}` : ''}`;
    const get = async (url: string) => {
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      return (await response.json()) as { issues: unknown[]; has_more: boolean; next_cursor: string | null };
    };

    // 3. Statements per request, after a warm-up that fills the credential cache.
    await get(candidatesUrl(PAGE));
    const perRequest: Array<[number, number]> = [];
    for (const limit of [10, 50, 100]) {
      statements = 0;
      await get(candidatesUrl(limit));
      perRequest.push([limit, statements]);
    }

    // 2. A whole poll, page by page.
    progress('walking every page');
    const pageTimes: number[] = [];
    let seen = 0;
    let after: string | undefined;
    const pollStarted = performance.now();
    for (;;) {
      const started = performance.now();
      const page = await get(candidatesUrl(PAGE, after));
      pageTimes.push(performance.now() - started);
      seen += page.issues.length;
      if (!page.has_more) break;
      after = page.next_cursor!;
    }
    const pollSeconds = (performance.now() - pollStarted) / 1000;
    pageTimes.sort((a, b) => a - b);

    // 1. The first page under load.
    progress(`first page under load: ${CONNECTIONS} connections, ${SECONDS} s`);
    const result = await loadTest(
      { url: candidatesUrl(PAGE), headers: { authorization: `Bearer ${token}` }, connections: CONNECTIONS },
      SECONDS,
    );

    console.log('\nOrchestrator adapter benchmark');
    console.log(`database: ${database}`);
    console.log(`machine: ${machineSummary()}`);
    console.log(`data: ${PROJECTS} projects x ${TICKETS_PER_PROJECT} tickets; the service account sees ${seen} candidates\n`);
    console.log('| measure | figure | target |');
    console.log('|---|---:|---|');
    console.log(`| first page (${PAGE}) under load, p50 / p99 ms | ${result.latency.p50} / ${result.latency.p99} | p99 < 25 |`);
    console.log(`| first page, requests/s (${CONNECTIONS} connections) | ${result.requests.average.toFixed(0)} | |`);
    console.log(`| errors / non-2xx | ${result.errors} / ${result.non2xx} | 0 |`);
    console.log(`| whole poll: ${pageTimes.length} pages of ${PAGE}, s | ${pollSeconds.toFixed(2)} | |`);
    console.log(`| whole poll, page p50 / p99 ms | ${percentile(pageTimes, 50).toFixed(1)} / ${percentile(pageTimes, 99).toFixed(1)} | |`);
    console.log(
      `| SQL statements per request, page of ${perRequest.map(([limit]) => limit).join(' / ')} | ${perRequest.map(([, count]) => count).join(' / ')} | constant |`,
    );
  } finally {
    await close();
  }
}

/** 10,000 tickets with SQL (creating them one by one through the API would take minutes), then ANALYZE. */
async function seedTickets(url: string, keys: string[], botId: string): Promise<void> {
  await withClient(url, async (client) => {
    const { rows } = await client.query<{ id: string }>(`select id from workspace.users where kind = 'human' order by created_at limit 1`);
    const adminId = rows[0]!.id;
    await client.query(
      `insert into workspace.tickets (id, project_id, number, key, title, description, priority, status_id, reporter_id, private, created_at, updated_at)
       select gen_random_uuid(), p.id, n, p.key || '-' || n, 'Ticket ' || n || ' of ' || p.key, 'What ticket ' || n || ' is about.',
              (array['blocker', 'high', 'normal', 'low', 'trivial'])[1 + n % 5],
              (select s.id from workspace.statuses s where s.project_id = p.id order by s.position offset (n * 7) % 5 limit 1),
              $1, n % 20 = 0, now() - make_interval(mins => $2 - n), now()
         from workspace.projects p, generate_series(1, $2) n
        where p.key = any($3)`,
      [adminId, TICKETS_PER_PROJECT, keys],
    );
    await client.query(`update workspace.projects set ticket_seq = $1 where key = any($2)`, [TICKETS_PER_PROJECT, keys]);
    // Labels: none, one or two per ticket.
    await client.query(
      `insert into workspace.ticket_labels (id, ticket_id, label_id, created_at)
       select gen_random_uuid(), t.id, l.id, now()
         from workspace.tickets t join workspace.labels l on l.project_id = t.project_id
        where (t.number + length(l.name)) % 3 = 0`,
    );
    // Every 7th ticket waits on the one before it.
    await client.query(
      `insert into workspace.ticket_dependencies (id, blocker_id, blocked_id, created_at)
       select gen_random_uuid(), b.id, t.id, now()
         from workspace.tickets t join workspace.tickets b on b.project_id = t.project_id and b.number = t.number - 1
        where t.number % 7 = 0`,
    );
    // Every 4th ticket is assigned to the service account.
    await client.query(
      `insert into workspace.ticket_assignees (id, ticket_id, user_id, created_at)
       select gen_random_uuid(), t.id, $1, now() from workspace.tickets t where t.number % 4 = 0`,
      [botId],
    );
    await client.query('analyze');
  });
}

await main();
