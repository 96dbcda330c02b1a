import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../test/support/app.js';
import { startConsolePlatform } from '../test/support/console.js';
import { memoryOf } from '../test/support/process.js';
import { freshDatabase } from './bench-app.js';
import { graphqlClient } from './graphql-client.js';
import { machineSummary, progressOf } from './load.js';
import { LIST_QUERY } from './workspace-seed.js';

/**
 * `npm run bench:memory`: the memory of the platform as `npm start` runs it (one process from dist/, NODE_ENV=production),
 * on the embedded database or, with BENCH_DATABASE_URL, on a fresh database of that PostgreSQL server (whose own processes
 * are not counted). Resident set size (VmRSS of /proc) and the peak (VmHWM): idle after start; after seeding one project of
 * BENCH_TICKETS (200) tickets with an assignee and two labels each; every BENCH_SAMPLE_SECONDS (30) under the 50-ticket
 * list from 10 connections for BENCH_SECONDS (600); and idle again 30 s after the load. Issue 37's targets: at most 500 MB
 * on the embedded database and 400 MB on PostgreSQL under the load, and no growth over the run. HEAP_GROWING_PERCENT, when
 * set, goes to the platform (0: V8's own heap growth, as before issue 37's change); BENCH_NODE_OPTIONS, when set, replaces
 * the platform's V8 flags (PLATFORM_NODE_OPTIONS; `--no-warnings` gives V8's own young generation); BENCH_NODE_FLAGS, when
 * set, replaces its command-line ones (PLATFORM_COMMAND_LINE_FLAGS; empty: none, V8's own WebAssembly tiering);
 * EMBEDDED_SHARED_BUFFERS_MB, when set, goes to the platform too.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 600);
const SAMPLE_SECONDS = Number(process.env.BENCH_SAMPLE_SECONDS ?? 30);
const TICKETS = Number(process.env.BENCH_TICKETS ?? 200);
const progress = progressOf('bench:memory');

async function main(): Promise<void> {
  const database = await freshDatabase('memory');
  const platform = await startConsolePlatform({
    NODE_ENV: 'production',
    SVC_MASTER_KEY: randomBytes(32).toString('base64'),
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
    ...(process.env.BENCH_NODE_FLAGS !== undefined ? { NODE_FLAGS: process.env.BENCH_NODE_FLAGS } : {}),
    ...(process.env.HEAP_GROWING_PERCENT ? { HEAP_GROWING_PERCENT: process.env.HEAP_GROWING_PERCENT } : {}),
    ...(process.env.EMBEDDED_SHARED_BUFFERS_MB ? { EMBEDDED_SHARED_BUFFERS_MB: process.env.EMBEDDED_SHARED_BUFFERS_MB } : {}),
  });
  const pid = platform.process.child.pid!;
  const rows: string[] = [];
  const record = (moment: string, extra = '') => {
    const { rss, peak } = memoryOf(pid);
    rows.push(`| ${moment} | ${rss.toFixed(0)} | ${peak.toFixed(0)} | ${extra} |`);
    progress(`${moment}: RSS ${rss.toFixed(0)} MB (peak ${peak.toFixed(0)} MB) ${extra}`);
  };
  try {
    let token = '';
    const gql = graphqlClient(platform.url, () => token);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    record('idle after start');

    token = (
      await gql<{ login: { token: string } }>(
        'mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token } }',
        {
          e: ADMIN_EMAIL,
          p: ADMIN_PASSWORD,
        },
      )
    ).login.token;
    const { me } = await gql<{ me: { id: string } }>('query { me { id } }');
    const { createProject } = await gql<{ createProject: { id: string } }>(
      'mutation { createProject(input: { key: "MEM", name: "Memory" }) { id } }',
    );
    const labels = await Promise.all(
      ['backend', 'bug'].map(
        async (name) =>
          (
            await gql<{ createLabel: { id: string } }>('mutation($input: CreateLabelInput!) { createLabel(input: $input) { id } }', {
              input: { projectId: createProject.id, name },
            })
          ).createLabel.id,
      ),
    );
    const CREATE = 'mutation($input: CreateTicketInput!) { createTicket(input: $input) { id } }';
    for (let made = 0; made < TICKETS; made += 10) {
      await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          gql(CREATE, { input: { projectKey: 'MEM', title: `Ticket ${made + index + 1}`, assigneeIds: [me.id], labelIds: labels } }),
        ),
      );
    }
    record(`after seeding ${TICKETS} tickets`);

    const started = Date.now();
    const sampler = setInterval(() => record(`under load, ${Math.round((Date.now() - started) / 1000)} s`), SAMPLE_SECONDS * 1000);
    const result = await autocannon({
      url: `${platform.url}/graphql`,
      method: 'POST',
      connections: 10,
      workers: 1,
      duration: SECONDS,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: LIST_QUERY, variables: { key: 'MEM' } }),
    });
    clearInterval(sampler);
    record('end of the load', `${result.requests.average.toFixed(0)} req/s, ${result.errors + result.non2xx} errors or non-2xx`);
    await new Promise((resolve) => setTimeout(resolve, 30_000));
    record('idle, 30 s after the load');

    console.log(
      `\nbench:memory; ${machineSummary()}; ${database.url ? 'PostgreSQL server' : 'embedded PGlite'}; HEAP_GROWING_PERCENT ${process.env.HEAP_GROWING_PERCENT ?? '50 (the default)'}`,
    );
    console.log(`the 50-ticket list of ${TICKETS} tickets, 10 connections, ${SECONDS} s\n`);
    console.log('| moment | RSS MB | peak RSS MB | |\n|---|---:|---:|---|');
    for (const row of rows) console.log(row);
  } finally {
    await platform.stop();
    await database.drop();
  }
}

await main();
