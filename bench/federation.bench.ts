import 'reflect-metadata';
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, fetch } from 'undici';
import { withClient } from '../core/database.js';
import { createTestTls } from '../test/support/tls.js';
import { freshDatabase } from './bench-app.js';
import { machineBusyMs, machineSummary, progressOf } from './load.js';

/**
 * `npm run bench:federation` (issue 17): instance federation between two instances on this machine,
 * each the whole platform in a Node process of its own (bench/federation-instance.ts), speaking
 * HTTPS on loopback with a throw-away CA (test/support/tls.ts), each on a fresh PostgreSQL database
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; created and dropped).
 *
 * 1. Initial sync: A gets the `bench:workspace` data at BENCH_TICKETS (10,000) tickets without docs
 *    (5 projects, 10 people, labels, milestones through GraphQL; tickets, assignments, labels and
 *    access lists by set-based SQL) plus BENCH_COMMENTS (30,000) comments by SQL, all through the
 *    tables' sync-capture triggers. A is linked as SOURCE to B as TARGET, and B is made to poll
 *    back to back (`syncFederationLink`) until its cursor reaches A's last feed sequence with no
 *    pending or failed event. B runs without jobs (JOBS_ENABLED=false) here.
 * 2. Steady-state lag: B restarted with JOBS_ENABLED=true (its poll loop; link interval 15 s). At
 *    random moments (a Poisson process, BENCH_LAG_MEAN_GAP_MS = 4,000 ms apart on average, so that
 *    they owe nothing to B's poll schedule) a ticket title on A is set to a unique marker, each on a
 *    ticket of its own; B's GraphQL API is read every 100 ms (every change not seen yet in one query)
 *    until it shows the marker. Lag = first read showing it - A's mutation answered. BENCH_LAG_SAMPLES
 *    (40) changes, fewer if BENCH_LAG_BUDGET_S (300 s) runs out.
 * BENCH_KEEP_DATABASES=1 leaves both databases in place (their URLs are printed) for a look afterwards.
 * BENCH_CPU_PROF_DIR: both instances run with `--cpu-prof` into <dir>/a and <dir>/b (B's first
 * process, the one of the initial sync, writes its profile when it is restarted).
 */
process.env.BENCH_TICKETS ??= '10000';
const COMMENTS = Number(process.env.BENCH_COMMENTS ?? 30_000);
const POLL_INTERVAL_S = 15;
const LAG_SAMPLES = Number(process.env.BENCH_LAG_SAMPLES ?? 40);
const LAG_MEAN_GAP_MS = Number(process.env.BENCH_LAG_MEAN_GAP_MS ?? 4000);
const LAG_BUDGET_S = Number(process.env.BENCH_LAG_BUDGET_S ?? 300);
const LAG_READ_EVERY_MS = 100;
const LAG_TIMEOUT_MS = 120_000;
const SYNC_TIMEOUT_S = Number(process.env.BENCH_SYNC_TIMEOUT_S ?? 600);
const SERVER = (process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres');
const PROFILE_DIR = process.env.BENCH_CPU_PROF_DIR;
/**
 * Where A's feed numbering starts (1, as on a new instance). Before commit 4e6580a the feed page query
 * (subgraphs/workspace/sync/sync.service.ts) ordered `seq` as text, so a page read 1, 10, 100..109,
 * 1000.. and the link went red: the first runs of this benchmark numbered the feed from 1,000,000 (one
 * digit count) to measure around it.
 */
const FEED_SEQ_START = Number(process.env.BENCH_FEED_SEQ_START ?? 1);

const progress = progressOf('bench:federation');
type Gql = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

interface Instance {
  name: string;
  url: string;
  key: string;
  databaseUrl: string;
  gql: Gql;
  sql<R>(text: string, params?: unknown[]): Promise<R[]>;
  /** CPU ms (user + system) of the instance's current process. */
  cpuMs(): Promise<number>;
  /** Stops the process and starts it again on the same database, data folder and master key, with `env` changed. */
  restart(env: Record<string, string>): Promise<void>;
  close(): Promise<void>;
}

/** GraphQL over HTTPS (the test CA trusted) with the instance's bootstrap API key; throws on errors. */
function gqlOf(url: () => string, key: () => string, agent: Agent): Gql {
  return async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await fetch(`${url()}/graphql`, {
      dispatcher: agent,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key()}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data: T; errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
}

async function spawnInstance(
  name: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string; key: string; exited: Promise<void> }> {
  const execArgv = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.join(PROFILE_DIR, name)}`] : [];
  if (PROFILE_DIR) mkdirSync(path.join(PROFILE_DIR, name), { recursive: true });
  const child = fork(path.join(import.meta.dirname, 'federation-instance.js'), [], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env },
    execArgv,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // The instances' logs (LOG_LEVEL=error) go to stderr with the progress lines, never into the results.
  child.stdout!.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk}`));
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk}`));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = await new Promise<{ url: string; key: string }>((resolve, reject) => {
    child.once('message', (message: { type: string; url: string; key: string }) => resolve(message));
    child.once('exit', (code) => reject(new Error(`instance ${name} exited with ${code} before it was ready`)));
  });
  return { child, ...ready, exited };
}

async function startInstance(name: string, tls: { caFile: string; certFile: string; keyFile: string }, agent: Agent, jobs: boolean) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `svc-bench-fed-${name}-`));
  const database = await freshDatabase(`fed_${name}`);
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    PORT: '0',
    HOST: '127.0.0.1',
    SVC_DATA_DIR: dataDir,
    SVC_MASTER_KEY: randomBytes(32).toString('base64'),
    MAIL_INBOUND_SMTP_PORT: '0',
    SVC_MCP_PORT: '0',
    DATABASE_URL: database.url!,
    TLS_CERT_FILE: tls.certFile,
    TLS_KEY_FILE: tls.keyFile,
    FEDERATION_CA_FILE: tls.caFile,
    JOBS_ENABLED: String(jobs),
  };
  let current = await spawnInstance(name, env);
  const key = current.key;
  const stop = async () => {
    if (current.child.exitCode !== null) return;
    current.child.send({ type: 'close' });
    await current.exited;
  };
  const instance: Instance = {
    name,
    get url() {
      return current.url;
    },
    key,
    databaseUrl: database.url!,
    gql: gqlOf(
      () => current.url,
      () => key,
      agent,
    ),
    sql: (text, params = []) => withClient(database.url!, async (client) => (await client.query(text, params)).rows as never[]),
    cpuMs: () =>
      new Promise((resolve) => {
        const onMessage = (message: { type: string; ms: number }) => {
          if (message.type !== 'cpu') return;
          current.child.off('message', onMessage);
          resolve(message.ms);
        };
        current.child.on('message', onMessage);
        current.child.send({ type: 'cpu' });
      }),
    async restart(changes) {
      await stop();
      // The same port again: the peer's link names this instance's URL.
      Object.assign(env, { PORT: new URL(current.url).port }, changes);
      current = await spawnInstance(name, env);
    },
    async close() {
      await stop();
      if (process.env.BENCH_KEEP_DATABASES) progress(`kept ${name}'s database: ${database.url}`);
      else await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return instance;
}

const CREATE_LINK = `mutation($input: CreateFederationLinkInput!) { createFederationLink(input: $input) { incomingToken sharedSecret link { id } } }`;
const UPDATE_LINK = `mutation($input: UpdateFederationLinkInput!) { updateFederationLink(input: $input) { id } }`;
const SYNC = `mutation($id: ID!) { syncFederationLink(id: $id) { health lastError } }`;

/** A (SOURCE) -> B (TARGET), tokens and the secret exchanged as two admins would; returns both link ids. */
async function linkPair(a: Instance, b: Instance): Promise<{ linkA: string; linkB: string }> {
  const { createFederationLink: first } = await a.gql<{
    createFederationLink: { incomingToken: string; sharedSecret: string; link: { id: string } };
  }>(CREATE_LINK, { input: { name: 'A to B', remoteUrl: b.url, direction: 'SOURCE', pollIntervalSeconds: POLL_INTERVAL_S } });
  const { createFederationLink: second } = await b.gql<{ createFederationLink: { incomingToken: string; link: { id: string } } }>(
    CREATE_LINK,
    {
      input: {
        name: 'A to B',
        remoteUrl: a.url,
        direction: 'TARGET',
        pollIntervalSeconds: POLL_INTERVAL_S,
        peerToken: first.incomingToken,
        sharedSecret: first.sharedSecret,
      },
    },
  );
  await a.gql(UPDATE_LINK, { input: { id: first.link.id, peerToken: second.incomingToken } });
  return { linkA: first.link.id, linkB: second.link.id };
}

/**
 * BENCH_COMMENTS comments spread evenly over the seeded tickets (3 each at the defaults), by writers
 * of the ticket's project, an hour apart after the ticket's creation, 1 in 10 internal; ids are
 * UUIDv7 of their creation time as the app makes them. Inserted through the sync-capture triggers.
 */
async function insertComments(url: string, uuidV7At: (at: string) => string): Promise<void> {
  await withClient(url, (client) =>
    client.query(
      `with t as (
         select t.id, t.key, t.title, t.created_at, row_number() over (order by t.id) as ordinal, count(*) over () as total,
                (select array_agg(m.user_id order by m.user_id) from workspace.project_members m
                  where m.project_id = t.project_id and m.role <> 'viewer') as writers
           from workspace.tickets t
       ), c as (
         select t.*, g, t.created_at + ((g - 1) / t.total + 1) * interval '1 hour' as at
           from generate_series(1, $1) g join t on t.ordinal = (g - 1) % t.total + 1
       )
       insert into workspace.comments (id, ticket_id, author_id, body, internal, created_at, updated_at)
       select ${uuidV7At('c.at')}, c.id, c.writers[1 + (hashtext(c.key || ':' || g)::bigint & 2147483647) % cardinality(c.writers)],
              case (hashtext(c.key || ':body:' || g)::bigint & 2147483647) % 4
                when 0 then 'I can reproduce this on the current build. ' || c.title || ' happens every time after a fresh sign-in.'
                when 1 then 'Looked into it: the handler for ' || c.key || ' retries without backing off. A fix is on the way.'
                when 2 then 'Customer followed up again today; they would like an estimate before the end of the week.'
                else 'Moved to the next milestone; the workaround from the description still applies for now.' end,
              (hashtext(c.key || ':internal:' || g)::bigint & 2147483647) % 10 = 0, c.at, c.at
         from c`,
      [COMMENTS],
    ),
  );
}

const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const thousands = (n: number) => Math.round(n).toLocaleString('en');

interface CpuSnapshot {
  machine: number;
  a: number;
  b: number;
  self: number;
  /** CPU ms of each PostgreSQL backend (by pid) connected to A's and to B's database. */
  pgA: Map<number, number>;
  pgB: Map<number, number>;
}

/** CPU ms (utime + stime) of the server's backends connected to `instance`'s database, from /proc (same machine). */
async function backendCpu(instance: Instance): Promise<Map<number, number>> {
  const rows = await instance.sql<{ pid: number }>('select pid from pg_stat_activity where datname = current_database()');
  const tick = 1000 / 100; // USER_HZ
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) * tick);
    } catch {
      // Not on this machine's /proc (or gone): not counted.
    }
  }
  return cpu;
}

async function cpuSnapshot(a: Instance, b: Instance): Promise<CpuSnapshot> {
  const [ams, bms, pgA, pgB] = await Promise.all([a.cpuMs(), b.cpuMs(), backendCpu(a), backendCpu(b)]);
  const self = process.cpuUsage();
  return { machine: machineBusyMs(), a: ams, b: bms, self: (self.user + self.system) / 1000, pgA, pgB };
}

/** Growth of backends' CPU: a backend new since `before` counts whole; one gone since is lost (under-counted). */
const backendGrowth = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

/** The window's CPU seconds of B, B's backends, A and A's backends, for a progress line. */
function cpuBrief(before: CpuSnapshot, after: CpuSnapshot): string {
  const parts: Array<[string, number]> = [
    ['B', after.b - before.b],
    ['B pg', backendGrowth(before.pgB, after.pgB)],
    ['A', after.a - before.a],
    ['A pg', backendGrowth(before.pgA, after.pgA)],
  ];
  return parts.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)}`).join(', ');
}

/** CPU seconds of the window by process: A, B, their PostgreSQL backends, the benchmark, and the rest of the machine. */
function cpuSplit(before: CpuSnapshot, after: CpuSnapshot, wallMs: number): string {
  const a = after.a - before.a;
  const b = after.b - before.b;
  const pgA = backendGrowth(before.pgA, after.pgA);
  const pgB = backendGrowth(before.pgB, after.pgB);
  const self = after.self - before.self;
  const machine = after.machine - before.machine;
  const rest = machine - a - b - pgA - pgB - self;
  const of = (ms: number) => `${seconds(ms)} (${((ms / machine) * 100).toFixed(0)}%)`;
  return (
    `machine busy ${seconds(machine)} of ${seconds(wallMs * os.cpus().length)} available: instance B ${of(b)}, ` +
    `B's PostgreSQL backends ${of(pgB)}, instance A ${of(a)}, A's PostgreSQL backends ${of(pgA)}, this script ${of(self)}, ` +
    `everything else on the machine ${of(rest)}`
  );
}

/** Whether the federation code has a nudge (the source telling the peer that changes are waiting). */
function nudgeAvailable(): boolean {
  const root = path.join(import.meta.dirname, '..', 'subgraphs', 'federation');
  const files = (readdirSync(root, { recursive: true }) as string[]).filter((file) => file.endsWith('.js'));
  return files.some((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    // The poll loop's own comment names a nudge as a reason to wake; that is not a nudge sent.
    return /nudge/i.test(text.replace(/\/\*\*[^]*?\*\//g, '').replace(/\/\/.*$/gm, ''));
  });
}

interface LagRun {
  lags: number[];
  ms: number;
  cpu: string;
}

/**
 * Lag samples (see the file's comment): `tickets.length` title changes on A at Poisson moments, each
 * read back from B's API until it shows.
 */
async function measureLag(a: Instance, b: Instance, tickets: Array<{ id: string; key: string }>, label: string): Promise<LagRun> {
  const lags: number[] = [];
  const lagCpuBefore = await cpuSnapshot(a, b);
  const lagStarted = performance.now();
  // The changes: a Poisson process (exponential gaps), so their moments owe nothing to B's poll schedule.
  const outstanding = new Map<string, { key: string; marker: string; changed: number }>();
  let writing = true;
  const writer = (async () => {
    try {
      for (const [index, ticket] of tickets.entries()) {
        await sleep(-Math.log(1 - Math.random()) * LAG_MEAN_GAP_MS);
        if (performance.now() - lagStarted > LAG_BUDGET_S * 1000) break;
        const marker = `Federation lag ${index} ${randomBytes(4).toString('hex')}`;
        await a.gql(`mutation($input: UpdateTicketInput!) { updateTicket(input: $input) { id } }`, {
          input: { id: ticket.id, title: marker },
        });
        outstanding.set(`t${index}`, { key: ticket.key, marker, changed: performance.now() });
      }
    } finally {
      writing = false;
    }
  })();
  // One reader for every change not seen yet: all of them in one query to B's API every LAG_READ_EVERY_MS.
  while (writing || outstanding.size) {
    if (outstanding.size) {
      const waiting = [...outstanding];
      const seen = await b.gql<Record<string, { title: string } | null>>(
        `query { ${waiting.map(([alias, { key }]) => `${alias}: ticket(key: ${JSON.stringify(key)}) { title }`).join(' ')} }`,
      );
      const now = performance.now();
      for (const [alias, sample] of waiting) {
        if (seen[alias]?.title === sample.marker) {
          lags.push(now - sample.changed);
          outstanding.delete(alias);
          progress(`${label} lag sample ${lags.length}/${tickets.length}: ${seconds(now - sample.changed)} (${sample.key})`);
        } else if (now - sample.changed > LAG_TIMEOUT_MS) {
          throw new Error(`${sample.key} did not reach B in ${LAG_TIMEOUT_MS} ms`);
        }
      }
    }
    await sleep(LAG_READ_EVERY_MS);
  }
  await writer;
  const ms = performance.now() - lagStarted;
  return { lags, ms, cpu: cpuSplit(lagCpuBefore, await cpuSnapshot(a, b), ms) };
}

async function main(): Promise<void> {
  const started = performance.now();
  const tlsDir = mkdtempSync(path.join(os.tmpdir(), 'svc-bench-fed-tls-'));
  const tls = await createTestTls(tlsDir);
  const agent = new Agent({ connect: { ca: readFileSync(tls.caFile, 'utf8') } });
  progress('starting instance A (jobs off) and instance B (jobs off for the initial sync), each in its own process');
  const [a, b] = await Promise.all([startInstance('a', tls, agent, false), startInstance('b', tls, agent, false)]);
  try {
    // The seed's size comes from BENCH_TICKETS, read when the module loads: set above.
    const { seedWorkspace, uuidV7At } = await import('./workspace-seed.js');
    const [{ count: feedBefore } = { count: '0' }] = await a.sql<{ count: string }>('select count(*) from workspace.sync_changes');
    if (feedBefore !== '0') throw new Error(`A's feed is not empty before seeding (${feedBefore} changes)`);
    await a.sql(`select setval(pg_get_serial_sequence('workspace.sync_changes', 'seq'), $1, false)`, [FEED_SEQ_START]);
    const seedStarted = performance.now();
    await seedWorkspace(a.databaseUrl, a.gql, 0, progress);
    progress(`inserting ${COMMENTS} comments`);
    await insertComments(a.databaseUrl, uuidV7At);
    await a.sql('analyze');
    const seedMs = performance.now() - seedStarted;

    const feed = await a.sql<{ entity_type: string; count: string; max: string }>(
      `select entity_type, count(*), max(seq) from workspace.sync_changes group by rollup (entity_type) order by count(*) desc`,
    );
    const feedTotal = feed.find((row) => row.entity_type === null)!;
    const lastSeq = Number(feedTotal.max);
    const byType = feed.filter((row) => row.entity_type !== null).map((row) => `${row.entity_type} ${thousands(Number(row.count))}`);
    progress(`A's feed: ${thousands(Number(feedTotal.count))} changes up to seq ${lastSeq} (${byType.join(', ')})`);

    const { linkB } = await linkPair(a, b);
    progress('initial sync: B polls back to back (syncFederationLink)');
    const state = async () => {
      const [row] = await b.sql<{ cursor: string | null; applied: string; pending: string; failed: string; other: string }>(
        `select (select cursor from federation.link_sync where link_id = $1) as cursor,
                count(*) filter (where status = 'applied') as applied, count(*) filter (where status = 'pending') as pending,
                count(*) filter (where status = 'failed') as failed, count(*) filter (where status not in ('applied', 'pending', 'failed')) as other
           from federation.sync_events where link_id = $1`,
        [linkB],
      );
      return {
        cursor: Number(row!.cursor ?? 0),
        applied: Number(row!.applied),
        pending: Number(row!.pending),
        failed: Number(row!.failed),
        other: Number(row!.other),
      };
    };
    const syncCpuBefore = await cpuSnapshot(a, b);
    const syncStarted = performance.now();
    let polls = 0;
    let red = 0;
    let synced = await state();
    const pollMs: number[] = [];
    for (;;) {
      const pollStarted = performance.now();
      const pollCpuBefore = await cpuSnapshot(a, b);
      const { syncFederationLink } = await b.gql<{ syncFederationLink: { health: string; lastError: string | null } }>(SYNC, { id: linkB });
      pollMs.push(performance.now() - pollStarted);
      polls += 1;
      const pollCpu = cpuBrief(pollCpuBefore, await cpuSnapshot(a, b));
      synced = await state();
      const elapsed = performance.now() - syncStarted;
      progress(
        `poll ${polls}: ${syncFederationLink.health}${syncFederationLink.lastError ? ` (${syncFederationLink.lastError})` : ''}, ` +
          `${seconds(pollMs.at(-1)!)}; cursor ${synced.cursor}/${lastSeq}, applied ${synced.applied}, pending ${synced.pending}, ` +
          `failed ${synced.failed}; ${thousands(synced.applied / (elapsed / 1000))} events/s so far; CPU ${pollCpu}`,
      );
      if (synced.failed > 0 || syncFederationLink.health !== 'GREEN') {
        const errors = await b.sql<{ entity_type: string; last_error: string; count: string; seqs: string }>(
          `select entity_type, last_error, count(*), min(seq) || '..' || max(seq) as seqs from federation.sync_events
            where link_id = $1 and status = 'failed' group by 1, 2 order by 3 desc limit 5`,
          [linkB],
        );
        for (const error of errors) progress(`  failed: ${error.count} ${error.entity_type} (seq ${error.seqs}): ${error.last_error}`);
      }
      red = syncFederationLink.health === 'GREEN' ? 0 : red + 1;
      if (red >= 3) throw new Error(`B's link stays ${syncFederationLink.health}: ${syncFederationLink.lastError}`);
      if (synced.cursor >= lastSeq && synced.pending === 0 && synced.failed === 0) break;
      if (elapsed > SYNC_TIMEOUT_S * 1000) break;
      // Failed events are retried once due (15 s after the first attempt): wait rather than spin.
      if (synced.cursor >= lastSeq && synced.failed > 0) await sleep(1000);
    }
    const syncMs = performance.now() - syncStarted;
    const syncCpuAfter = await cpuSnapshot(a, b);
    const complete = synced.cursor >= lastSeq && synced.pending === 0 && synced.failed === 0;
    const counts = async (instance: Instance) =>
      (
        await instance.sql<Record<string, string>>(
          `select (select count(*) from workspace.tickets) as tickets, (select count(*) from workspace.comments) as comments,
                  (select count(*) from workspace.ticket_assignees) as assignments, (select count(*) from workspace.ticket_labels) as labels,
                  (select count(*) from workspace.ticket_acl) as acl, (select count(*) from workspace.users where kind = 'federated') as placeholders`,
        )
      )[0]!;
    const [countsA, countsB] = await Promise.all([counts(a), counts(b)]);
    progress(`rows on A: ${JSON.stringify(countsA)}; on B: ${JSON.stringify(countsB)}`);

    // Steady state: B's poll loop (jobs on), the link polled every POLL_INTERVAL_S.
    const nudge = nudgeAvailable();
    let plain: LagRun | null = null;
    let nudged: LagRun | null = null;
    if (LAG_SAMPLES > 0) {
      // Both lag runs with jobs on at both ends; A's nudger (FEDERATION_NUDGE) off for the first, on for the second.
      progress('restarting A with JOBS_ENABLED=true, FEDERATION_NUDGE=false and B with JOBS_ENABLED=true (its poll loop)');
      await Promise.all([a.restart({ JOBS_ENABLED: 'true', FEDERATION_NUDGE: 'false' }), b.restart({ JOBS_ENABLED: 'true' })]);
      const tickets = await a.sql<{ id: string; key: string }>(
        `select id, key from workspace.tickets where not private order by random() limit $1`,
        [LAG_SAMPLES * 2],
      );
      await sleep(2000);
      plain = await measureLag(a, b, tickets.slice(0, LAG_SAMPLES), 'poll loop');
      if (nudge) {
        progress('restarting A with FEDERATION_NUDGE=true');
        await a.restart({ FEDERATION_NUDGE: 'true' });
        await sleep(2000);
        nudged = await measureLag(a, b, tickets.slice(LAG_SAMPLES), 'nudge');
      }
    }

    const eventsPerSecond = synced.applied / (syncMs / 1000);
    const lagTarget = (POLL_INTERVAL_S + 2) * 1000;
    const pollsSorted = [...pollMs].sort((x, y) => x - y);
    console.log('\nFederation benchmark');
    console.log(
      `setup: two instances, each the whole platform in its own Node process (NODE_ENV=production), HTTPS on loopback; ` +
        `each on its own fresh database of the PostgreSQL server at ${new URL(SERVER).host}`,
    );
    console.log(`machine: ${machineSummary()}`);
    if (FEED_SEQ_START !== 1) console.log(`A's feed numbered from ${FEED_SEQ_START} (BENCH_FEED_SEQ_START)`);
    const [pg] = await a.sql<{ server_version: string }>('show server_version');
    console.log(`PostgreSQL ${pg!.server_version}`);
    console.log(
      `data on A: ${thousands(Number(countsA.tickets))} tickets, ${thousands(Number(countsA.comments))} comments, ` +
        `${thousands(Number(countsA.assignments))} assignments, ${thousands(Number(countsA.labels))} ticket labels, ` +
        `${thousands(Number(countsA.acl))} access-list rows in 5 projects (seeded in ${seconds(seedMs)}); feed ${thousands(Number(feedTotal.count))} changes, ` +
        `last seq ${lastSeq}: ${byType.join(', ')}`,
    );
    console.log(
      `rows on B after the initial sync: ${thousands(Number(countsB.tickets))} tickets, ${thousands(Number(countsB.comments))} comments, ` +
        `${thousands(Number(countsB.assignments))} assignments, ${thousands(Number(countsB.labels))} ticket labels, ${thousands(Number(countsB.acl))} ` +
        `access-list rows, ${countsB.placeholders} people as placeholders\n`,
    );
    const met = (ok: boolean) => (ok ? 'met' : 'missed');
    const rows: Array<[string, string, string, string]> = [
      [
        'initial sync: events applied on B',
        `${thousands(synced.applied)}${complete ? '' : ` (incomplete: cursor ${synced.cursor}/${lastSeq}, pending ${synced.pending}, failed ${synced.failed})`}`,
        '',
        '',
      ],
      ['initial sync: time (first poll to last event applied)', seconds(syncMs), '', ''],
      ['initial sync: events/s', thousands(eventsPerSecond), '>= 1,000', met(complete && eventsPerSecond >= 1000)],
      [
        'initial sync: forced polls, each up to 20 pages of 500 (p50 / max s)',
        `${polls} (${(quantile(pollsSorted, 0.5) / 1000).toFixed(1)} / ${(pollsSorted.at(-1)! / 1000).toFixed(1)})`,
        '',
        '',
      ],
    ];
    const lagRows = (run: LagRun, label: string, target: number): Array<[string, string, string, string]> => {
      const sorted = [...run.lags].sort((x, y) => x - y);
      return [
        [
          `lag, ${label}: p50 / p99 (n = ${run.lags.length})`,
          `${seconds(quantile(sorted, 0.5))} / ${seconds(quantile(sorted, 0.99))}`,
          `p99 <= ${seconds(target)}`,
          met(quantile(sorted, 0.99) <= target),
        ],
        [
          `lag, ${label}: min / mean / max`,
          `${seconds(sorted[0]!)} / ${seconds(run.lags.reduce((sum, x) => sum + x, 0) / run.lags.length)} / ${seconds(sorted.at(-1)!)}`,
          '',
          '',
        ],
      ];
    };
    if (plain?.lags.length) rows.push(...lagRows(plain, `poll loop only (interval ${POLL_INTERVAL_S} s, no nudge)`, lagTarget));
    if (nudged?.lags.length) rows.push(...lagRows(nudged, `poll loop and nudge (interval ${POLL_INTERVAL_S} s)`, 2000));
    else rows.push(['lag with nudge: p50 / p99', 'nudge: not available', 'p99 <= 2.0 s', '-']);
    const widths = [0, 1, 2, 3].map((column) =>
      Math.max(...rows.map((row) => row[column]!.length), ['measure', 'figure', 'target', ''][column]!.length),
    );
    const line = (cells: string[]) =>
      `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
    console.log(line(['measure', 'figure', 'target', '']));
    console.log(`| ${widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`);
    for (const row of rows) console.log(line(row));
    console.log(`\nnudge: ${nudge ? 'present in subgraphs/federation' : 'not available'}`);
    console.log(`CPU during the initial sync: ${cpuSplit(syncCpuBefore, syncCpuAfter, syncMs)}`);
    if (plain) console.log(`CPU during the lag samples without nudge (${seconds(plain.ms)}): ${plain.cpu}`);
    if (nudged) console.log(`CPU during the lag samples with nudge (${seconds(nudged.ms)}): ${nudged.cpu}`);
    console.log(`total run ${seconds(performance.now() - started)}`);
  } finally {
    await Promise.all([a.close(), b.close()]);
    await agent.close();
    rmSync(tlsDir, { recursive: true, force: true });
  }
}

await main();
