import 'reflect-metadata';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type pg from 'pg';
import { withClient } from '../core/database.js';
import { generatedBytes, postMultipartFile } from '../test/support/multipart.js';
import { startBenchApp } from './bench-app.js';
import { graphqlClient } from './graphql-client.js';
import { loadTest, machineSummary, progressOf } from './load.js';

/**
 * `npm run bench:workspace`: the workspace's searches at scale, through the whole stack (gateway
 * `/graphql`, auth, subgraph, SQL). BENCH_TICKETS (100,000) tickets and BENCH_DOCS (20,000) docs in 5
 * projects are inserted with set-based SQL after the projects, members, labels, milestones and doc
 * spaces were made through GraphQL; then every scenario runs under autocannon, BENCH_CONNECTIONS (10)
 * for BENCH_SECONDS (10), then on one connection as long, as a project member (who reads 3 of the 5
 * projects) and some as the super-admin. Every response must equal the checked first answer (no
 * `errors`, results present).
 * BENCH_DATABASE_URL selects a PostgreSQL server (a fresh database is created and dropped); without
 * it the embedded PGlite is used.
 */
const TICKETS = Number(process.env.BENCH_TICKETS ?? 100_000);
const DOCS = Number(process.env.BENCH_DOCS ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PROJECT_KEYS = ['WS1', 'WS2', 'WS3', 'WS4', 'WS5'];
const PEOPLE = ['Dana Reyes', 'Omar Haddad', 'Lena Fischer', 'Kenji Sato', 'Ana Costa', 'Piotr Nowak', 'Mia Jensen', 'Tom Okafor'];
const LABELS = ['backend', 'frontend', 'bug', 'feature', 'performance', 'security', 'docs', 'ux'];
const MILESTONES = ['Beta', '1.0', '1.1'];
const DOC_SPACES = ['Engineering', 'Product', 'Runbooks'];
/** A scenario slower than this at p99 on one connection gets its statement's `EXPLAIN ANALYZE` read (docs/benchmarks.md). */
const SLOW_P99_MS = 100;
/** Size of each attachment moved through the upload and download routes. */
const ATTACHMENT_MB = Number(process.env.BENCH_ATTACHMENT_MB ?? 256);
/** Rounds of each attachment measurement; the median and the best are printed. */
const ATTACHMENT_ROUNDS = 5;

/** Search terms by how many tickets and docs contain them (the seeded texts use them at these rates). */
const TERMS = {
  rare: 'kerberos', // about 1 ticket in 1,000 and 1 doc in 500
  medium: 'webhook', // one of 40 components: in about 1 title in 40 and as many descriptions
  common: 'customer', // about 1 ticket description in 3, 4 docs in 5
} as const;

const progress = progressOf('bench:workspace');
type Gql = ReturnType<typeof graphqlClient>;

interface Project {
  id: string;
  key: string;
}

interface Workspace {
  projects: Project[];
  /** The bench viewer: a project member (not an admin) of the first 3 projects, so visibility rules apply. */
  member: { id: string; token: string };
}

/** One line of the printed table; each section of the benchmark adds its own. */
interface Measurement {
  section: string;
  scenario: string;
  viewer: string;
  results: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** The same request on one connection: its own latency, without waiting behind the other connections' requests. */
  aloneP50: number;
  aloneP99: number;
  /** The machine's 1-minute load average after the scenario: other work on the machine shows here. */
  load: number;
}

async function main(): Promise<void> {
  const started = performance.now();
  // In-flight sharing would let one subgraph execution answer several of the identical concurrent
  // requests autocannon sends; different users searching share nothing, so every request runs here.
  const { app, gql, close } = await startBenchApp('workspace', {
    NODE_ENV: 'production',
    JOBS_ENABLED: 'false',
    GATEWAY_DEDUPE_INFLIGHT: 'false',
    ATTACHMENT_MAX_BYTES: String(ATTACHMENT_MB * 1024 * 1024),
  });
  const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL server (a fresh database)' : 'embedded PGlite';
  try {
    const seeding = await seed(app.platform.database.url, gql);
    const selectivity = await termSelectivity(app.platform.database.url);
    const measurements = await measureSearch(app.url, seeding.workspace, gql);
    const transfers = await measureAttachments(app.url, seeding.workspace, app.platform.config.SVC_DATA_DIR);

    console.log('\nWorkspace benchmark');
    console.log(`database: ${database}`);
    console.log(`machine: ${machineSummary()}`);
    console.log(
      `data: ${TICKETS.toLocaleString('en')} tickets and ${DOCS.toLocaleString('en')} docs in ${PROJECT_KEYS.length} projects; ` +
        `the member reads ${seeding.memberProjects} of them; each scenario ${CONNECTIONS} connections for ${SECONDS} s, then 1 connection for ${SECONDS} s`,
    );
    console.log(
      `seeding: ${seeding.setupSeconds.toFixed(1)} s GraphQL setup, ${seeding.ticketSeconds.toFixed(1)} s tickets, ` +
        `${seeding.docSeconds.toFixed(1)} s docs, ${seeding.analyzeSeconds.toFixed(1)} s ANALYZE\n`,
    );
    console.log('| term | tickets containing it | docs containing it |');
    console.log('|---|---:|---:|');
    for (const row of selectivity) console.log(`| ${row.term} | ${row.tickets} | ${row.docs} |`);
    console.log('');
    printTable(measurements);
    console.log(
      `\nAttachments: ${ATTACHMENT_ROUNDS} files of ${ATTACHMENT_MB} MiB each way, on the disk of ${app.platform.config.SVC_DATA_DIR}; ` +
        'the disk rows write (flushed, as the content store does) and read the same amount with plain file streams in the same folder\n',
    );
    console.log('| transfer | median MB/s | best MB/s | median as share of the disk |');
    console.log('|---|---:|---:|---:|');
    for (const row of transfers) {
      const share = row.disk ? `${Math.round((100 * row.median) / row.disk)}%` : '–';
      console.log(`| ${row.transfer} | ${row.median.toFixed(0)} | ${row.best.toFixed(0)} | ${share} |`);
    }
    const slow = measurements.filter((row) => row.aloneP99 > SLOW_P99_MS);
    if (slow.length) {
      console.log(`\np99 on one connection over ${SLOW_P99_MS} ms: ${slow.map((row) => `${row.section}: ${row.scenario}`).join('; ')}`);
    }
    console.log(`\ntotal ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await close();
  }
}

interface TransferRate {
  transfer: string;
  median: number;
  best: number;
  /** The disk's own median rate for the same direction. */
  disk?: number;
}

/** Median and best MB/s (10^6 bytes) of transfers that each moved `bytes` in `seconds`. */
function rates(bytes: number, seconds: number[]): { median: number; best: number } {
  const measured = seconds.map((elapsed) => bytes / 1e6 / elapsed).sort((a, b) => a - b);
  return { median: measured[Math.floor(measured.length / 2)]!, best: measured.at(-1)! };
}

async function timed(run: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await run();
  return (performance.now() - started) / 1000;
}

/**
 * Attachment upload and download through the gateway (multipart in, streamed out, as the member),
 * beside the disk's own rate: the same bytes written (flushed, as the content store does) and read
 * with plain file streams in the data folder, where the content store keeps them. The disk's and
 * the routes' rounds alternate, so both meet the disk in the same state (its write-back cache fills
 * as a run goes on). Each upload is new content, so none is deduplicated.
 */
async function measureAttachments(url: string, workspace: Workspace, dataDir: string): Promise<TransferRate[]> {
  progress(`attachments: ${ATTACHMENT_ROUNDS} x ${ATTACHMENT_MB} MiB each way`);
  const bytes = ATTACHMENT_MB * 1024 * 1024;
  const member = graphqlClient(url, () => workspace.member.token);
  const { createTicket } = await member<{ createTicket: { id: string } }>(
    'mutation($input: CreateTicketInput!) { createTicket(input: $input) { id } }',
    { input: { projectId: workspace.projects[0]!.id, title: 'Attachment benchmark' } },
  );
  const seconds = { diskWrite: [] as number[], upload: [] as number[], diskRead: [] as number[], download: [] as number[] };
  for (let round = 0; round < ATTACHMENT_ROUNDS; round++) {
    const baselineFile = path.join(dataDir, 'disk-baseline.bin');
    seconds.diskWrite.push(
      await timed(() => pipeline(Readable.from(generatedBytes(bytes)), createWriteStream(baselineFile, { flush: true }))),
    );
    let attachmentId = '';
    seconds.upload.push(
      await timed(async () => {
        const answer = await postMultipartFile(`${url}/api/attachments`, {
          token: workspace.member.token,
          fields: { ticketId: createTicket.id },
          filename: 'bench.bin',
          content: generatedBytes(bytes),
        });
        const body = answer.body as { id: string; size: number };
        if (answer.status !== 201 || body.size !== bytes) throw new Error(`upload failed: ${answer.status} ${JSON.stringify(body)}`);
        attachmentId = body.id;
      }),
    );
    seconds.diskRead.push(
      await timed(async () => {
        for await (const _chunk of createReadStream(baselineFile)) {
          // read only
        }
      }),
    );
    seconds.download.push(
      await timed(async () => {
        const response = await fetch(`${url}/api/attachments/${attachmentId}/content`, {
          headers: { authorization: `Bearer ${workspace.member.token}` },
        });
        let received = 0;
        for await (const chunk of Readable.fromWeb(response.body! as WebReadableStream<Uint8Array>)) received += (chunk as Buffer).length;
        if (response.status !== 200 || received !== bytes) throw new Error(`download failed: ${response.status}, ${received} bytes`);
      }),
    );
    await rm(baselineFile);
  }
  const diskWrite = rates(bytes, seconds.diskWrite);
  const diskRead = rates(bytes, seconds.diskRead);
  return [
    { transfer: 'disk: write (file stream, flushed)', ...diskWrite },
    { transfer: 'upload: POST /api/attachments (multipart, hashed, stored)', ...rates(bytes, seconds.upload), disk: diskWrite.median },
    { transfer: 'disk: read (file stream)', ...diskRead },
    { transfer: 'download: GET /api/attachments/:id/content', ...rates(bytes, seconds.download), disk: diskRead.median },
  ];
}

function printTable(rows: Measurement[]): void {
  console.log(`| section | scenario | viewer | first page | req/s | p50 ms | p99 ms | 1 connection: p50 ms | p99 ms | load |`);
  console.log('|---|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.section} | ${row.scenario} | ${row.viewer} | ${row.results} | ${row.requestsPerSecond.toFixed(1)} | ${row.p50} | ${row.p99} | ${row.aloneP50} | ${row.aloneP99} | ${row.load.toFixed(1)} |`,
    );
  }
}

async function seed(url: string, gql: Gql) {
  progress('setting up projects, members, labels, milestones and doc spaces through GraphQL');
  let mark = performance.now();
  const lap = () => {
    const seconds = (performance.now() - mark) / 1000;
    mark = performance.now();
    return seconds;
  };
  const { workspace, memberProjects } = await createWorkspace(url, gql);
  const setupSeconds = lap();
  progress(`inserting ${TICKETS} tickets`);
  await withClient(url, (client) => insertTickets(client));
  const ticketSeconds = lap();
  progress(`inserting ${DOCS} docs`);
  await withClient(url, (client) => insertDocs(client));
  const docSeconds = lap();
  progress('ANALYZE');
  await withClient(url, (client) => client.query('analyze'));
  const analyzeSeconds = lap();
  await checkAppStillWrites(gql, workspace);
  return { workspace, memberProjects, setupSeconds, ticketSeconds, docSeconds, analyzeSeconds };
}

/**
 * Users, projects (with their default statuses), memberships, labels, milestones and doc spaces, as
 * the app makes them. Person i is on the projects i, i + 1 and i + 2 (mod 5); every third person a
 * viewer there. Person 0, the bench member, is a MEMBER of WS1..WS3 and reads nothing of WS4, WS5.
 */
async function createWorkspace(url: string, gql: Gql): Promise<{ workspace: Workspace; memberProjects: number }> {
  const password = 'bench-password-1234';
  const people: string[] = [];
  for (const [index, name] of PEOPLE.entries()) {
    const { createUser } = await gql<{ createUser: { id: string } }>(
      'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }',
      { input: { email: `person${index}@bench.example`, displayName: name, password } },
    );
    people.push(createUser.id);
  }
  const projects: Workspace['projects'] = [];
  for (const [projectIndex, key] of PROJECT_KEYS.entries()) {
    const { createProject } = await gql<{ createProject: Project }>(
      'mutation($input: CreateProjectInput!) { createProject(input: $input) { id key } }',
      { input: { key, name: `Project ${key}` } },
    );
    projects.push(createProject);
    const projectId = createProject.id;
    for (const [personIndex, userId] of people.entries()) {
      if ((projectIndex - personIndex + PROJECT_KEYS.length) % PROJECT_KEYS.length >= 3) continue;
      await gql('mutation($input: ProjectMemberInput!) { addProjectMember(input: $input) { id } }', {
        input: { projectId, userId, role: personIndex % 3 === 2 ? 'VIEWER' : 'MEMBER' },
      });
    }
    for (const name of LABELS) {
      await gql('mutation($input: CreateLabelInput!) { createLabel(input: $input) { id } }', { input: { projectId, name } });
    }
    for (const name of MILESTONES) {
      await gql('mutation($input: CreateMilestoneInput!) { createMilestone(input: $input) { id } }', { input: { projectId, name } });
    }
    for (const name of DOC_SPACES) {
      await gql('mutation($input: CreateDocSpaceInput!) { createDocSpace(input: $input) { id } }', { input: { projectId, name } });
    }
  }
  const { login } = await gql<{ login: { token: string } }>('mutation($input: LoginInput!) { login(input: $input) { token } }', {
    input: { email: 'person0@bench.example', password },
  });
  const memberProjects = await withClient(url, async (client) => {
    const { rows } = await client.query<{ count: string }>('select count(*) from workspace.project_members where user_id = $1', [
      people[0],
    ]);
    return Number(rows[0]!.count);
  });
  return { workspace: { projects, member: { id: people[0]!, token: login.token } }, memberProjects };
}

/** A SQL `text[]` literal of words fixed in this file. */
const words = (list: readonly string[]): string => `array[${list.map((word) => `'${word.replaceAll("'", "''")}'`).join(', ')}]::text[]`;

/**
 * A pseudo-random integer in [0, n) that depends only on the row's `seed` (a SQL text expression)
 * and `salt`: every seeded column varies on its own, and a later statement can recompute a choice.
 */
const randomBelow = (seed: string, salt: string, n: number | string): string =>
  `((hashtext(${seed} || ':${salt}')::bigint & 2147483647) % ${n})`;

const pick = (array: string, seed: string, salt: string): string => `(${array})[1 + ${randomBelow(seed, salt, `cardinality(${array})`)}]`;

/**
 * A UUIDv7 for the time `at`, as `newId()` would have made it then: ids sort like creation times
 * ("newest first" is by id). A random UUIDv4 whose first 6 bytes become the Unix time in
 * milliseconds and whose version nibble 0100 becomes 0111 (bits 52 and 53 set).
 */
const uuidV7At = (at: string): string =>
  `encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) placing substring(int8send((extract(epoch from ${at}) * 1000)::bigint) from 3) from 1 for 6), 52, 1), 53, 1), 'hex')::uuid`;

const COMPONENTS = words(
  (
    'login signup billing invoice webhook search dashboard export import notification email calendar upload avatar profile settings ' +
    'permission audit report chart api cache queue scheduler sync mobile onboarding checkout payment subscription coupon tax shipping ' +
    'inventory catalog review comment timeline sidebar locale'
  ).split(' '),
);
const VERBS = words(['Fix', 'Investigate', 'Improve', 'Add', 'Remove', 'Refactor', 'Document', 'Update']);
const TITLE_PROBLEMS = words([
  'timeout on large accounts',
  'crash when offline',
  'slow under load',
  'wrong totals after refund',
  'missing translation',
  'flaky test in CI',
  'memory leak in worker',
  'duplicate entries',
  'broken layout on Safari',
  'race condition on save',
  'stale data after update',
  'confusing error message',
  'permission check',
  'pagination',
  'keyboard shortcuts',
  'dark mode',
  'audit trail',
  'rate limiting',
  'retry logic',
  'input validation',
]);
const ROLES = words(['an admin', 'a new user', 'a guest', 'a project manager', 'an agent', 'a reviewer', 'an accountant']);
const AREAS = words(['page', 'dialog', 'panel', 'list', 'form', 'report']);
const SYMPTOMS = words([
  'the request times out after thirty seconds',
  'the page crashes with a blank screen',
  'totals are off by one cent',
  'the spinner never stops',
  'duplicate rows appear',
  'the layout breaks on narrow screens',
  'an outdated value is shown',
  'the save button stays disabled',
  'a permission error is shown',
  'nothing happens',
  'the export file is empty',
  'the wrong timezone is used',
  'memory usage keeps growing',
  'the retry loop never ends',
  'the translation is missing',
]);
const ENVIRONMENTS = words([
  'Firefox on Windows 11',
  'Chrome on macOS 15',
  'Safari on iOS 18',
  'Edge on Windows 10',
  'Chrome on Android 15',
  'Firefox on Ubuntu 24.04',
]);
const EXPECTATIONS = words([
  'the change is saved',
  'the list refreshes',
  'a clear error message',
  'the totals match the invoice',
  'the job finishes within a minute',
]);
const STEPS = words([
  'filter by date',
  'sort by name',
  'switch the language',
  'upload a large file',
  'sign out and in again',
  'open it in a second tab',
]);
const DOC_KINDS = words([
  'runbook',
  'architecture overview',
  'release notes',
  'onboarding guide',
  'API reference',
  'incident review',
  'design proposal',
  'FAQ',
  'troubleshooting guide',
  'meeting notes',
]);

/** One sentence about a `component` (SQL expression), varied by `seed` and `salt`. */
const sentence = (seed: string, salt: string, component: string): string =>
  `'When ' || ${pick(ROLES, seed, `${salt}r`)} || ' opens the ' || ${component} || ' ' || ${pick(AREAS, seed, `${salt}a`)} || ', ' || ${pick(SYMPTOMS, seed, `${salt}s`)} || '. '`;

/** The rare and common search terms at their rates (see TERMS). */
const termSentences = (seed: string, rareOneIn: number): string =>
  `case when ${randomBelow(seed, 'common', 3)} = 0 then 'A customer reported it through support. ' else '' end ||
   case when ${randomBelow(seed, 'rare', rareOneIn)} = 0 then 'It may be related to the Kerberos ticket renewal. ' else '' end`;

/**
 * TICKETS tickets, round-robin over the projects, one every 5 minutes up to 50 days ago, numbered
 * per project from 1 with keys `<KEY>-<n>` and `ticket_seq` set to the last number, as creation
 * through the app would leave them. The `search` vector is generated by PostgreSQL from the row.
 * Then, as `TicketService.create` writes them: assignees (0-2 writers of the project), labels
 * (each about 1 in 5) and the access list (reporter and assignees on every ticket; private
 * tickets, 1 in 20, also one more writer in 2).
 */
async function insertTickets(client: pg.Client): Promise<void> {
  const seedKey = 'b.key';
  const component = pick(COMPONENTS, seedKey, 'component');
  await client.query(
    `with projects as (
       select p.id, p.key, row_number() over (order by p.key) as ordinal,
              (select array_agg(s.id order by s.position) from workspace.statuses s where s.project_id = p.id) as statuses,
              (select array_agg(m.user_id order by m.user_id) from workspace.project_members m
                where m.project_id = p.id and m.role <> 'viewer') as writers,
              (select array_agg(ms.id order by ms.name) from workspace.milestones ms where ms.project_id = p.id) as milestones
         from workspace.projects p
     ),
     base as (
       select p.id as project_id, p.statuses, p.writers, p.milestones, (g - 1) / $2 + 1 as number,
              p.key || '-' || ((g - 1) / $2 + 1) as key,
              now() - interval '50 days' - ($1 - g) * interval '5 minutes' as created_at
         from generate_series(1, $1) g join projects p on p.ordinal = (g - 1) % $2 + 1
     )
     insert into workspace.tickets (id, project_id, number, key, title, description, priority, status_id, reporter_id,
                                    milestone_id, estimated_minutes, private, created_at, updated_at)
     select ${uuidV7At('b.created_at')}, b.project_id, b.number, b.key,
            ${pick(VERBS, seedKey, 'verb')} || ' ' || ${component} || ' ' || ${pick(TITLE_PROBLEMS, seedKey, 'problem')},
            ${sentence(seedKey, 'first', component)} || ${termSentences(seedKey, 1000)} ||
              'Seen on ' || ${pick(ENVIRONMENTS, seedKey, 'environment')} || '. Expected: ' || ${pick(EXPECTATIONS, seedKey, 'expected')} ||
              '. Steps: open the ' || ${component} || ', ' || ${pick(STEPS, seedKey, 'step1')} || ', then ' || ${pick(STEPS, seedKey, 'step2')} || '. ' ||
              ${sentence(seedKey, 'second', pick(COMPONENTS, seedKey, 'other'))},
            case when roll.priority < 2 then 'blocker' when roll.priority < 17 then 'high' when roll.priority < 72 then 'normal'
                 when roll.priority < 92 then 'low' else 'trivial' end,
            -- Todo 25%, in progress 10%, in review 5%, done 50%, won't fix 10%.
            b.statuses[case when roll.status < 25 then 1 when roll.status < 35 then 2 when roll.status < 40 then 3
                            when roll.status < 90 then 4 else 5 end],
            ${pick('b.writers', seedKey, 'reporter')},
            case when ${randomBelow(seedKey, 'milestone', 5)} < 2 then ${pick('b.milestones', seedKey, 'milestone-of')} end,
            case when ${randomBelow(seedKey, 'estimate', 2)} = 0 then 30 * (1 + ${randomBelow(seedKey, 'minutes', 16)}) end,
            ${randomBelow(seedKey, 'private', 20)} = 0,
            b.created_at, b.created_at + ${randomBelow(seedKey, 'updated', 72)} * interval '1 hour'
       from base b
       cross join lateral (select ${randomBelow(seedKey, 'priority', 100)} as priority, ${randomBelow(seedKey, 'status', 100)} as status) roll`,
    [TICKETS, PROJECT_KEYS.length],
  );
  await client.query(
    `update workspace.projects p set ticket_seq = (select coalesce(max(t.number), 0) from workspace.tickets t where t.project_id = p.id)`,
  );
  const writers = `(select array_agg(m.user_id order by m.user_id) from workspace.project_members m where m.project_id = t.project_id and m.role <> 'viewer')`;
  await client.query(
    `insert into workspace.ticket_assignees (id, ticket_id, user_id, created_at)
     select ${uuidV7At('t.created_at')}, t.id, w.ids[1 + (${randomBelow('t.key', 'assignee', 'cardinality(w.ids)')} + slot) % cardinality(w.ids)], t.created_at
       from workspace.tickets t
       cross join lateral (select ${writers} as ids) w
       cross join lateral (select ${randomBelow('t.key', 'assignees', 100)} as roll) assignees
       -- None 20%, one 65%, two 15%; consecutive writers, so never the same one twice.
       cross join lateral generate_series(1, case when assignees.roll < 20 then 0 when assignees.roll < 85 then 1 else 2 end) slot`,
  );
  await client.query(
    `insert into workspace.ticket_labels (id, ticket_id, label_id, created_at)
     select ${uuidV7At('t.created_at')}, t.id, l.id, t.created_at
       from workspace.tickets t join workspace.labels l on l.project_id = t.project_id
      where ${randomBelow('t.key || l.name', 'label', 5)} = 0`,
  );
  await client.query(
    `insert into workspace.ticket_acl (id, ticket_id, user_id, created_at)
     select ${uuidV7At('access.created_at')}, access.ticket_id, access.user_id, access.created_at from (
       select t.id as ticket_id, t.reporter_id as user_id, t.created_at from workspace.tickets t
       union
       select t.id, ta.user_id, t.created_at from workspace.tickets t join workspace.ticket_assignees ta on ta.ticket_id = t.id
       union
       select t.id, ${pick(writers, 't.key', 'acl')}, t.created_at from workspace.tickets t
        where t.private and ${randomBelow('t.key', 'acl-extra', 2)} = 0
     ) access`,
  );
}

/**
 * DOCS docs, round-robin over the doc spaces, one every 25 minutes up to 50 days ago, each in
 * Markdown (about 800 characters in four sections), 1 in 10 public. As `DocService` writes them,
 * every doc has the revisions 1..`revision` (1 to 3, a day apart), each a section longer than the
 * one before and the last equal to the doc; `updated_by` is the last revision's author.
 */
async function insertDocs(client: pg.Client): Promise<void> {
  const seedKey = 'b.seed';
  const component = pick(COMPONENTS, seedKey, 'component');
  const section = (heading: string, salt: string) =>
    `'## ${heading}' || chr(10) || chr(10) || ${sentence(seedKey, `${salt}1`, component)} || ${sentence(seedKey, `${salt}2`, pick(COMPONENTS, seedKey, `${salt}c`))} || ${termSentences(`${seedKey} || '${salt}'`, 2000)} || chr(10) || chr(10)`;
  await client.query(
    `with spaces as (
       select s.id, s.project_id, row_number() over (order by s.project_id, s.name) as ordinal,
              (select array_agg(m.user_id order by m.user_id) from workspace.project_members m
                where m.project_id = s.project_id and m.role <> 'viewer') as writers
         from workspace.doc_spaces s
     ),
     base as (
       select 'doc-' || g as seed, s.id as space_id, s.project_id, s.writers,
              now() - interval '50 days' - ($1 - g) * interval '25 minutes' as created_at
         from generate_series(1, $1) g join spaces s on s.ordinal = (g - 1) % (select count(*) from spaces) + 1
     ),
     shaped as (
       select ${uuidV7At('b.created_at')} as id, b.space_id, b.project_id, b.created_at,
              initcap(${component}) || ' ' || ${pick(DOC_KINDS, seedKey, 'kind')} as title,
              array['# Overview' || chr(10) || chr(10) || ${sentence(seedKey, 'intro', component)} || chr(10) || chr(10) || ${section('Context', 'context')},
                    ${section('Details', 'details')}, ${section('Decisions', 'decisions')}, ${section('Open questions', 'questions')}] as sections,
              1 + (${randomBelow(seedKey, 'second-revision', 4)} = 0)::int + (${randomBelow(seedKey, 'third-revision', 10)} = 0)::int as revision,
              ${randomBelow(seedKey, 'public', 10)} = 0 as public,
              ${pick('b.writers', seedKey, 'author')} as created_by, ${pick('b.writers', seedKey, 'editor')} as edited_by
         from base b
     ),
     docs as (
       insert into workspace.docs (id, project_id, space_id, title, body, public, revision, created_by_id, updated_by_id, created_at, updated_at)
       select id, project_id, space_id, title, array_to_string(sections, ''), public, revision, created_by,
              case when revision = 1 then created_by else edited_by end, created_at, created_at + (revision - 1) * interval '1 day'
         from shaped
     )
     insert into workspace.doc_revisions (id, doc_id, number, title, body, public, author_id, created_at)
     select ${uuidV7At("d.created_at + (n - 1) * interval '1 day'")}, d.id, n, d.title,
            array_to_string(d.sections[1:cardinality(d.sections) - (d.revision - n)], ''), d.public,
            case when n = 1 then d.created_by else d.edited_by end, d.created_at + (n - 1) * interval '1 day'
       from shaped d cross join lateral generate_series(1, d.revision) n`,
    [DOCS],
  );
}

/** The app keeps allocating ticket numbers and doc revisions where the seeded rows end. */
async function checkAppStillWrites(gql: Gql, workspace: Workspace): Promise<void> {
  const project = workspace.projects[0]!;
  const { createTicket } = await gql<{ createTicket: { key: string } }>(
    'mutation($input: CreateTicketInput!) { createTicket(input: $input) { key } }',
    { input: { projectId: project.id, title: 'Written after seeding' } },
  );
  const expectedKey = `${project.key}-${Math.ceil(TICKETS / PROJECT_KEYS.length) + 1}`;
  if (createTicket.key !== expectedKey) throw new Error(`new ticket got ${createTicket.key}, expected ${expectedKey}`);
  const { searchDocs } = await gql<{ searchDocs: Array<{ id: string; revision: number }> }>(
    'query($query: String!, $projectId: ID) { searchDocs(query: $query, projectId: $projectId, first: 1) { id revision } }',
    { query: 'overview', projectId: project.id },
  );
  const doc = searchDocs[0];
  if (!doc) throw new Error('no seeded doc found');
  const { updateDoc } = await gql<{ updateDoc: { revision: number } }>(
    'mutation($input: UpdateDocInput!) { updateDoc(input: $input) { revision } }',
    { input: { id: doc.id, body: 'Rewritten after seeding.' } },
  );
  if (updateDoc.revision !== doc.revision + 1) throw new Error(`doc revision ${doc.revision} became ${updateDoc.revision}`);
}

async function termSelectivity(url: string): Promise<Array<{ term: string; tickets: number; docs: number }>> {
  return withClient(url, async (client) => {
    const rows = [];
    for (const [selectivity, term] of Object.entries(TERMS)) {
      const { rows: counts } = await client.query<{ tickets: string; docs: string }>(
        `select (select count(*) from workspace.tickets where search @@ websearch_to_tsquery('english', $1)) as tickets,
                (select count(*) from workspace.docs where search @@ websearch_to_tsquery('english', $1)) as docs`,
        [term],
      );
      rows.push({ term: `"${term}" (${selectivity})`, tickets: Number(counts[0]!.tickets), docs: Number(counts[0]!.docs) });
    }
    return rows;
  });
}

const SEARCH_TICKETS = `query SearchTickets($query: String, $projectKey: String, $statusCategory: [StatusCategory!], $assigneeId: ID, $label: String, $priority: [TicketPriority!]) {
  searchTickets(query: $query, projectKey: $projectKey, statusCategory: $statusCategory, assigneeId: $assigneeId, label: $label, priority: $priority, first: 50) {
    nodes { key title priority status { name } assignees { displayName } labels { name } }
    pageInfo { hasNextPage endCursor }
  }
}`;

const SEARCH_DOCS = `query SearchDocs($query: String!, $projectId: ID) {
  searchDocs(query: $query, projectId: $projectId, first: 20) { id title updatedAt space { name } }
}`;

interface SearchScenario {
  scenario: string;
  viewer: 'member' | 'super-admin';
  query: string;
  variables: Record<string, unknown>;
}

/**
 * Ticket search (full text alone, with filters, filters alone) and doc search, one scenario after
 * the other under load. The member reads WS1..WS3; the super-admin (a workspace admin) every project.
 */
async function measureSearch(url: string, workspace: Workspace, gql: Gql): Promise<Measurement[]> {
  const [first, second, , fourth] = workspace.projects as [Project, Project, Project, Project, Project];
  const member = workspace.member;
  const ticketScenarios: SearchScenario[] = [
    ...Object.entries(TERMS).map(([selectivity, term]): SearchScenario => ({
      scenario: `"${term}" (${selectivity})`,
      viewer: 'member',
      query: SEARCH_TICKETS,
      variables: { query: term },
    })),
    {
      scenario: `"${TERMS.common}", project ${first.key}, status todo or in progress`,
      viewer: 'member',
      query: SEARCH_TICKETS,
      variables: { query: TERMS.common, projectKey: first.key, statusCategory: ['TODO', 'IN_PROGRESS'] },
    },
    {
      scenario: `"${TERMS.common}", label security`,
      viewer: 'member',
      query: SEARCH_TICKETS,
      variables: { query: TERMS.common, label: 'security' },
    },
    {
      scenario: `"${TERMS.common}", priority blocker or high`,
      viewer: 'member',
      query: SEARCH_TICKETS,
      variables: { query: TERMS.common, priority: ['BLOCKER', 'HIGH'] },
    },
    {
      scenario: `"${TERMS.medium}", assigned to the member`,
      viewer: 'member',
      query: SEARCH_TICKETS,
      variables: { query: TERMS.medium, assigneeId: member.id },
    },
    {
      scenario: `"${TERMS.rare}", project ${second.key}`,
      viewer: 'member',
      query: SEARCH_TICKETS,
      variables: { query: TERMS.rare, projectKey: second.key },
    },
    {
      scenario: `no text, project ${second.key}, status todo`,
      viewer: 'member',
      query: SEARCH_TICKETS,
      variables: { projectKey: second.key, statusCategory: ['TODO'] },
    },
    { scenario: 'no text, assigned to the member', viewer: 'member', query: SEARCH_TICKETS, variables: { assigneeId: member.id } },
    { scenario: 'no text, label performance', viewer: 'member', query: SEARCH_TICKETS, variables: { label: 'performance' } },
    {
      scenario: 'no text, priority blocker, status in review',
      viewer: 'member',
      query: SEARCH_TICKETS,
      variables: { priority: ['BLOCKER'], statusCategory: ['IN_REVIEW'] },
    },
    { scenario: `"${TERMS.common}"`, viewer: 'super-admin', query: SEARCH_TICKETS, variables: { query: TERMS.common } },
    { scenario: `no text, project ${fourth.key}`, viewer: 'super-admin', query: SEARCH_TICKETS, variables: { projectKey: fourth.key } },
  ];
  const docScenarios: SearchScenario[] = [
    ...Object.entries(TERMS).map(([selectivity, term]): SearchScenario => ({
      scenario: `"${term}" (${selectivity})`,
      viewer: 'member',
      query: SEARCH_DOCS,
      variables: { query: term },
    })),
    {
      scenario: `"${TERMS.common}", project ${first.key}`,
      viewer: 'member',
      query: SEARCH_DOCS,
      variables: { query: TERMS.common, projectId: first.id },
    },
    { scenario: `"${TERMS.common}"`, viewer: 'super-admin', query: SEARCH_DOCS, variables: { query: TERMS.common } },
  ];

  const { createApiKey } = await gql<{ createApiKey: { token: string } }>('mutation { createApiKey(input: { name: "bench" }) { token } }');
  const tokens = { member: member.token, 'super-admin': createApiKey.token };
  const measurements: Measurement[] = [];
  for (const [section, scenarios] of [
    ['ticket search', ticketScenarios],
    ['doc search', docScenarios],
  ] as const) {
    for (const scenario of scenarios) {
      progress(`${section}: ${scenario.scenario} as the ${scenario.viewer}`);
      measurements.push({ section, ...(await measureScenario(url, tokens[scenario.viewer], scenario)) });
    }
  }
  return measurements;
}

/**
 * Sends the scenario's request once and checks the answer (no `errors`, at least one result), then
 * runs the load with that answer as autocannon's `expectBody`: any other answer, an error
 * included, is a mismatch, and the benchmark stops on mismatches, errors and non-2xx answers.
 */
async function measureScenario(url: string, token: string, scenario: SearchScenario): Promise<Omit<Measurement, 'section'>> {
  const request = {
    url: `${url}/graphql`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: scenario.query, variables: scenario.variables }),
  };
  const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
  const answer = await response.text();
  const parsed = JSON.parse(answer) as {
    data?: { searchTickets?: { nodes: unknown[]; pageInfo: { hasNextPage: boolean } }; searchDocs?: unknown[] };
    errors?: unknown;
  };
  if (response.status !== 200 || parsed.errors) throw new Error(`${scenario.scenario}: ${response.status} ${answer}`);
  const tickets = parsed.data?.searchTickets;
  const found = tickets ? tickets.nodes.length : (parsed.data?.searchDocs?.length ?? 0);
  if (found === 0) throw new Error(`${scenario.scenario}: no results (${answer})`);

  const [result, alone] = [
    await loadTest({ ...request, connections: CONNECTIONS, expectBody: answer }, SECONDS),
    await loadTest({ ...request, connections: 1, expectBody: answer }, SECONDS),
  ];
  for (const run of [result, alone]) {
    if (run.errors || run.timeouts || run.non2xx || run.mismatches) {
      throw new Error(
        `${scenario.scenario}: ${run.errors} errors, ${run.timeouts} timeouts, ${run.non2xx} non-2xx, ${run.mismatches} answers unlike the checked one`,
      );
    }
  }
  return {
    scenario: scenario.scenario,
    viewer: scenario.viewer,
    results: tickets ? `${found}${tickets.pageInfo.hasNextPage ? '+' : ''}` : String(found),
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    aloneP50: alone.latency.p50,
    aloneP99: alone.latency.p99,
    load: os.loadavg()[0]!,
  };
}

await main();
