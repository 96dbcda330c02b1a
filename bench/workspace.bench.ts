import 'reflect-metadata';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { withClient } from '../core/database.js';
import { generatedBytes, postMultipartFile } from '../test/support/multipart.js';
import { startBenchApp } from './bench-app.js';
import { graphqlClient } from './graphql-client.js';
import { loadTest, machineSummary, progressOf } from './load.js';
import { PROJECT_KEYS, seedWorkspace, TERMS, TICKETS, type Project, type Workspace } from './workspace-seed.js';

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
const DOCS = Number(process.env.BENCH_DOCS ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** A scenario slower than this at p99 on one connection gets its statement's `EXPLAIN ANALYZE` read (docs/benchmarks.md). */
const SLOW_P99_MS = 100;
/** Size of each attachment moved through the upload and download routes. */
const ATTACHMENT_MB = Number(process.env.BENCH_ATTACHMENT_MB ?? 256);
/** Rounds of each attachment measurement; the median and the best are printed. */
const ATTACHMENT_ROUNDS = 5;

const progress = progressOf('bench:workspace');
type Gql = ReturnType<typeof graphqlClient>;

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
    const seeding = await seedWorkspace(app.platform.database.url, gql, DOCS, progress);
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
