import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Client } from 'graphql-ws';
import pLimit from 'p-limit';
import { withClient } from '../core/database.js';
import { freePort } from '../test/support/ports.js';
import { recordingClient } from '../test/support/subscriptions.js';
import { MCP_PROTOCOL_VERSION, mcpRpc } from '../mcp/test-client.js';
import { startProcess, type PlatformProcess } from '../test/support/process.js';
import { startBenchApp, type BenchApp } from './bench-app.js';
import { machineSummary, progressOf } from './load.js';

/**
 * `npm run bench:revocation` (issue 31): how long a credential change takes to reach live channels, from the answer of
 * the mutation that made it to the end of the channel, through the platform's pub/sub (credentials-changed).
 *
 * 1. graphql-ws: S open `ticketChanged` subscriptions (BENCH_SIZES, 1,100,500), each on a socket of its own signed in
 *    with an API key of its own member user, all on one project. A key is revoked (`revokeApiKey` by its owner, through
 *    GraphQL): time from the mutation's answer to that socket's close (4401). The gateway re-checks every open
 *    credential on each change, 16 at a time, in the order the sockets opened; so each S runs BENCH_ROUNDS rounds with
 *    the victim first in that order (the oldest socket) and as many with it last (the newest). Then `deactivateUser`
 *    (4401) and a global role change (`updateUser` to ADMIN, 4403) at BENCH_OTHER_SIZE (100), victim last.
 * 2. Across processes (BENCH_DATABASE_URL only: LISTEN/NOTIFY): a second gateway process (`node dist/platform/gateway.js`) on
 *    the same database holds the sockets; the key is revoked through the first. At 1 and BENCH_OTHER_SIZE, victim last.
 * 3. MCP over HTTP (`/mcp` through the gateway, the in-process MCP server): sessions (1 and BENCH_OTHER_SIZE), each
 *    initialized, its credential checked (and cached) by a tool call, with its GET event stream open. The newest
 *    session's key is revoked: time to its stream's end, and whether the first request after the revocation's answer
 *    (a `tools/call` on the session, sent at once) is a 401.
 * Each round waits for the close at most BENCH_CLOSE_TIMEOUT_MS (10,000; a miss is counted and shown as ">"); after it,
 * BENCH_SETTLE_MS (1,500, or twice the slowest close so far if more) passes before the bystanders are counted and the next
 * round starts, so that a round does not overlap the previous round's re-checks. A scenario stops early after
 * BENCH_SCENARIO_BUDGET_S (240) and says so. Every socket and stream not revoked must stay open and, at the end of each
 * scenario, still receive (an event; for MCP a tool call answered 200).
 * BENCH_DATABASE_URL selects a PostgreSQL server (a fresh database is created there and dropped); without it the embedded
 * PGlite is used, whose pub/sub is in-process (one process only: the cross-process part is skipped).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const SIZES = (process.env.BENCH_SIZES ?? '1,100,500').split(',').map(Number);
const OTHER_SIZE = Number(process.env.BENCH_OTHER_SIZE ?? 100);
const CLOSE_TIMEOUT_MS = Number(process.env.BENCH_CLOSE_TIMEOUT_MS ?? 10_000);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 1_500);
const SCENARIO_BUDGET_MS = Number(process.env.BENCH_SCENARIO_BUDGET_S ?? 240) * 1000;
const TARGET_MS = 1000;
const PROJECT = 'RVB';

const TICKET_CHANGED = `subscription { ticketChanged(projectKey: "${PROJECT}") { type ticketKey } }`;
const progress = progressOf('bench:revocation');

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `condition` every 10 ms until it holds (true) or `timeoutMs` passes (false). */
async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) return false;
    await sleep(10);
  }
  return true;
}

/** GraphQL over HTTP with a bearer token; throws on errors. */
async function gql<T>(baseUrl: string, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A member of the project, signed in (its session revokes its keys), with the API key its socket uses now. */
interface Member {
  id: string;
  session: string;
  key: { id: string; token: string };
}

/** One live subscription on a socket of its own. */
interface Socket {
  member: Member;
  token: string;
  client: Client;
  connected: Promise<boolean>;
  tickets: Set<string>;
  closed?: { code: number; at: number };
}

/** One round's outcome: times (ms) from the mutation's answer and from its request to the channel's end. */
interface Round {
  fromAnswer: number;
  fromRequest: number;
  code: number | undefined;
  /** MCP only: the first request after the answer was a 401. */
  firstTry401?: boolean;
}

interface Row {
  surface: string;
  change: string;
  open: number;
  victim: string;
  rounds: Round[];
  missed: number;
  expectedCode: number | string;
  bystandersClosed: number;
  /** After the scenario: how many of the open bystanders still received (an event, or a tool call's 200), of how many. */
  stillReceiving: string;
  note?: string;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number): string => value.toFixed(0);

class Bench {
  readonly members: Member[] = [];
  private readonly spares: Member[] = [];
  private projectId = '';
  private ticketSeq = 0;
  private readonly admin: string;

  constructor(readonly bench: BenchApp) {
    this.admin = bench.adminToken();
  }

  get url(): string {
    return this.bench.app.url;
  }

  async seed(members: number, spares: number): Promise<void> {
    this.projectId = (
      await gql<{ createProject: { id: string } }>(
        this.url,
        this.admin,
        `mutation { createProject(input: { key: "${PROJECT}", name: "Revocation bench" }) { id } }`,
      )
    ).createProject.id;
    const limit = pLimit(4);
    let made = 0;
    const all = await Promise.all(
      Array.from({ length: members + spares }, (_, index) =>
        limit(async () => {
          const member = await this.newMember(index);
          made += 1;
          if (made % 100 === 0) progress(`members: ${made} of ${members + spares}`);
          return member;
        }),
      ),
    );
    this.members.push(...all.slice(0, members));
    this.spares.push(...all.slice(members));
  }

  /** A member user of the project (made by the super-admin, added to the project, signed in) and an API key of its own. */
  private async newMember(index: number): Promise<Member> {
    const email = `bench-${index}-${randomBytes(3).toString('hex')}@example.test`;
    const password = `password-${randomBytes(8).toString('hex')}`;
    const { createUser } = await gql<{ createUser: { id: string } }>(
      this.url,
      this.admin,
      'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }',
      { input: { email, displayName: `Bench ${index}`, password, globalRole: 'MEMBER' } },
    );
    await gql(this.url, this.admin, 'mutation($input: ProjectMemberInput!) { addProjectMember(input: $input) { role } }', {
      input: { projectId: this.projectId, userId: createUser.id },
    });
    const { login } = await gql<{ login: { token: string } }>(
      this.url,
      '',
      'mutation($input: LoginInput!) { login(input: $input) { token } }',
      { input: { email, password } },
    );
    return { id: createUser.id, session: login.token, key: await this.mintKey(login.token) };
  }

  /** A new API key of the member behind `session` (with `mcp:use`, so MCP can take it too). */
  async mintKey(session: string): Promise<{ id: string; token: string }> {
    const { createApiKey } = await gql<{ createApiKey: { apiKey: { id: string }; token: string } }>(
      this.url,
      session,
      'mutation { createApiKey(input: { name: "bench", scopes: ["mcp:use"] }) { apiKey { id } token } }',
    );
    return { id: createApiKey.apiKey.id, token: createApiKey.token };
  }

  /** A member not used yet (made at seeding, so that adding it to the project announces no change during a scenario). */
  spare(): Member {
    const member = this.spares.shift();
    if (!member) throw new Error('no spare member left: raise the spares at seeding');
    return member;
  }

  /** A new ticket in the project (an event for every subscriber): its key. */
  async createTicket(): Promise<string> {
    this.ticketSeq += 1;
    const { createTicket } = await gql<{ createTicket: { key: string } }>(
      this.url,
      this.admin,
      'mutation($input: CreateTicketInput!) { createTicket(input: $input) { key } }',
      { input: { projectId: this.projectId, title: `bench ${this.ticketSeq}` } },
    );
    return createTicket.key;
  }
}

/** Subscribes `ticketChanged` on a socket of its own at `baseUrl`, signed in with `token`. */
function openSocket(baseUrl: string, member: Member, token: string): Socket {
  let connected!: (value: boolean) => void;
  const socket: Socket = {
    member,
    token,
    tickets: new Set(),
    connected: new Promise<boolean>((resolve) => (connected = resolve)),
    client: recordingClient(baseUrl, token, {
      connected: () => connected(true),
      closed: ({ code }) => {
        socket.closed ??= { code, at: performance.now() };
        connected(false);
      },
    }),
  };
  socket.client.subscribe<{ ticketChanged: { ticketKey: string } }>(
    { query: TICKET_CHANGED },
    {
      next: (result) => {
        if (result.data?.ticketChanged) socket.tickets.add(result.data.ticketChanged.ticketKey);
      },
      error: () => {},
      complete: () => {},
    },
  );
  return socket;
}

/**
 * The open sockets of one scenario, in the order they connected (the gateway's re-check order). Opened one batch at a
 * time; ready once each has connected and received a ticket's event (its subscription reached the subgraph).
 */
class SocketSet {
  readonly order: Socket[] = [];
  readonly all: Socket[] = [];
  /** The sockets whose credential a round changed: every other socket should stay open. */
  readonly victims = new Set<Socket>();

  constructor(
    private readonly bench: Bench,
    private readonly baseUrl: string,
  ) {}

  async open(members: Member[]): Promise<void> {
    for (let start = 0; start < members.length; start += 50) {
      const batch = members.slice(start, start + 50).map((member) => openSocket(this.baseUrl, member, member.key.token));
      this.all.push(...batch);
      // Connected order, as the gateway registered them.
      await Promise.all(batch.map((socket) => socket.connected.then((ok) => ok && this.order.push(socket))));
    }
    if (this.order.length !== members.length) throw new Error(`${members.length - this.order.length} sockets did not connect`);
    await this.everyOpenReceives(60_000, 'ready');
  }

  /** One socket more, for `member`, at the end of the re-check order. */
  async add(member: Member): Promise<Socket> {
    const socket = openSocket(this.baseUrl, member, member.key.token);
    this.all.push(socket);
    if (!(await socket.connected)) throw new Error(`a replacement socket closed with ${socket.closed?.code}`);
    this.order.push(socket);
    return socket;
  }

  remove(socket: Socket): void {
    this.order.splice(this.order.indexOf(socket), 1);
  }

  /** How many sockets closed that no round meant to close. */
  bystandersClosed(): number {
    return this.all.filter((socket) => socket.closed && !this.victims.has(socket)).length;
  }

  /**
   * Makes tickets (one at a time) until every socket in `order` got one made after this call, or `timeoutMs` passes:
   * how many did, of how many.
   */
  async everyOpenReceives(timeoutMs: number, what: string): Promise<{ received: number; of: number }> {
    const deadline = performance.now() + timeoutMs;
    const made: string[] = [];
    const got = (socket: Socket) => made.some((key) => socket.tickets.has(key));
    while (performance.now() < deadline) {
      made.push(await this.bench.createTicket());
      if (await waitFor(() => this.order.every(got), Math.min(3000, Math.max(0, deadline - performance.now())))) break;
    }
    const received = this.order.filter(got).length;
    if (what === 'ready' && received < this.order.length) {
      throw new Error(`${this.order.length - received} of ${this.order.length} sockets never received an event`);
    }
    return { received, of: this.order.length };
  }

  async dispose(): Promise<void> {
    await Promise.all(this.all.map((socket) => socket.client.dispose()));
  }
}

type Change = 'revoke' | 'deactivate' | 'role';

const CHANGES: Record<Change, { label: string; code: number }> = {
  revoke: { label: 'revokeApiKey', code: 4401 },
  deactivate: { label: 'deactivateUser', code: 4401 },
  role: { label: 'updateUser globalRole MEMBER -> ADMIN', code: 4403 },
};

/** Makes `change` to `victim`'s credential through the first gateway: the times of its request and of its answer. */
async function makeChange(bench: Bench, change: Change, victim: Member): Promise<{ requested: number; answered: number }> {
  const requested = performance.now();
  if (change === 'revoke') {
    await gql(bench.url, victim.session, 'mutation($id: ID!) { revokeApiKey(id: $id) { id } }', { id: victim.key.id });
  } else if (change === 'deactivate') {
    await gql(bench.url, bench.bench.adminToken(), 'mutation($id: ID!) { deactivateUser(id: $id) { id } }', { id: victim.id });
  } else {
    await gql(bench.url, bench.bench.adminToken(), 'mutation($input: UpdateUserInput!) { updateUser(input: $input) { id } }', {
      input: { id: victim.id, globalRole: 'ADMIN' },
    });
  }
  return { requested, answered: performance.now() };
}

/**
 * R rounds of `change` on one open socket of `set` (the first or the last in the re-check order); each round replaces
 * the victim (a new key of the same member, or a spare member for a deactivation or role change) at the end of the order.
 */
async function wsRounds(
  bench: Bench,
  set: SocketSet,
  options: { surface: string; change: Change; victim: 'first' | 'last'; rounds: number },
): Promise<Row> {
  const { change, victim: which } = options;
  const row: Row = {
    surface: options.surface,
    change: CHANGES[change].label,
    open: set.order.length,
    victim: which === 'first' ? 'first (oldest)' : 'last (newest)',
    rounds: [],
    missed: 0,
    expectedCode: CHANGES[change].code,
    bystandersClosed: 0,
    stillReceiving: '',
  };
  const started = performance.now();
  let slowest = 0;
  const bystandersClosedBefore = set.bystandersClosed();
  for (let round = 1; round <= options.rounds; round++) {
    if (performance.now() - started > SCENARIO_BUDGET_MS) {
      row.note = `stopped after ${round - 1} rounds (budget)`;
      break;
    }
    const socket = which === 'first' ? set.order[0]! : set.order.at(-1)!;
    set.victims.add(socket);
    const { requested, answered } = await makeChange(bench, change, socket.member);
    const closed = await waitFor(() => socket.closed !== undefined, CLOSE_TIMEOUT_MS);
    if (closed) {
      const at = socket.closed!.at;
      row.rounds.push({ fromAnswer: at - answered, fromRequest: at - requested, code: socket.closed!.code });
      slowest = Math.max(slowest, at - answered);
    } else {
      row.missed += 1;
      row.rounds.push({ fromAnswer: NaN, fromRequest: NaN, code: undefined });
      await socket.client.dispose();
    }
    progress(
      `${options.surface} ${change} S=${row.open} ${which} round ${round}: ${closed ? `${ms(socket.closed!.at - answered)} ms, ${socket.closed!.code}` : 'not closed'}`,
    );
    set.remove(socket);
    if (change === 'revoke') {
      socket.member.key = await bench.mintKey(socket.member.session);
      await set.add(socket.member);
    } else {
      await set.add(bench.spare());
    }
    await sleep(Math.max(SETTLE_MS, 2 * slowest));
  }
  row.bystandersClosed = set.bystandersClosed() - bystandersClosedBefore;
  return row;
}

/** After a scenario's rounds: every socket still open gets the next event. */
async function stillReceiving(set: SocketSet, rows: Row[]): Promise<void> {
  const { received, of } = await set.everyOpenReceives(30_000, 'after');
  for (const row of rows) row.stillReceiving = `${received} of ${of}`;
}

/** A second gateway process on the first one's PostgreSQL database (LISTEN/NOTIFY), as a replica would run. */
async function secondGateway(bench: BenchApp): Promise<{ url: string; process: PlatformProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'svc-bench-revocation-second-'));
  const second = await startProcess(
    'gateway',
    {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: bench.app.platform.database.url,
      SVC_DATA_DIR: dataDir,
      SVC_MASTER_KEY: bench.app.platform.masterKey.toString('base64'),
      JOBS_ENABLED: 'false',
      MAIL_INBOUND_SMTP_PORT: '0',
      SVC_MCP_PORT: '0',
    },
    /SVC platform ready/,
  );
  return { url: `http://127.0.0.1:${port}`, process: second, dataDir };
}

/** One MCP session through the gateway's `/mcp`, its credential checked by a tool call, its GET event stream open. */
interface McpSession {
  member: Member;
  key: { id: string; token: string };
  id: string;
  ended?: number;
  stream: AbortController;
}

const INITIALIZE = { protocolVersion: MCP_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: 'bench', version: '1.0.0' } };
const TOOL_CALL = { name: 'svc_session_start', arguments: {} };

async function openMcpSession(bench: Bench, member: Member): Promise<McpSession> {
  const url = `${bench.url}/mcp`;
  const key = await bench.mintKey(member.session);
  const started = await mcpRpc(url, key.token, 'initialize', INITIALIZE);
  if (started.status !== 200) throw new Error(`initialize: ${started.status}`);
  const id = started.headers.get('mcp-session-id')!;
  await started.text();
  await (await mcpRpc(url, key.token, 'notifications/initialized', {}, id)).text();
  const tool = await mcpRpc(url, key.token, 'tools/call', TOOL_CALL, id);
  if (tool.status !== 200) throw new Error(`tools/call: ${tool.status}`);
  await tool.text();
  const stream = new AbortController();
  const response = await fetch(url, {
    headers: {
      accept: 'text/event-stream',
      authorization: `Bearer ${key.token}`,
      'mcp-session-id': id,
      'mcp-protocol-version': MCP_PROTOCOL_VERSION,
    },
    signal: stream.signal,
  });
  if (response.status !== 200) throw new Error(`GET /mcp: ${response.status}`);
  const session: McpSession = { member, key, id, stream };
  const reader = response.body!.getReader();
  void (async () => {
    try {
      while (!(await reader.read()).done);
    } catch {
      // Cut rather than ended: ended all the same.
    }
    session.ended = performance.now();
  })();
  return session;
}

/** R rounds: the newest session's key revoked; time to its stream's end, and the first request after the answer. */
async function mcpRounds(bench: Bench, size: number, rounds: number): Promise<Row> {
  const url = `${bench.url}/mcp`;
  const limit = pLimit(8);
  const sessions = await Promise.all(bench.members.slice(0, size).map((member) => limit(() => openMcpSession(bench, member))));
  const row: Row = {
    surface: 'MCP /mcp (in-process, via the gateway)',
    change: 'revokeApiKey',
    open: size,
    victim: 'last (newest)',
    rounds: [],
    missed: 0,
    expectedCode: 'stream end; 401',
    bystandersClosed: 0,
    stillReceiving: '',
  };
  const victims = new Set<McpSession>();
  const started = performance.now();
  let slowest = 0;
  try {
    for (let round = 1; round <= rounds; round++) {
      if (performance.now() - started > SCENARIO_BUDGET_MS) {
        row.note = `stopped after ${round - 1} rounds (budget)`;
        break;
      }
      const victim = sessions.at(-1)!;
      victims.add(victim);
      const requested = performance.now();
      await gql(bench.url, victim.member.session, 'mutation($id: ID!) { revokeApiKey(id: $id) { id } }', { id: victim.key.id });
      const answered = performance.now();
      // The first request after the answer, at once: SPEC says it is a 401.
      const first = await mcpRpc(url, victim.key.token, 'tools/call', TOOL_CALL, victim.id);
      await first.text();
      const ended = await waitFor(() => victim.ended !== undefined, CLOSE_TIMEOUT_MS);
      if (ended) {
        row.rounds.push({
          fromAnswer: victim.ended! - answered,
          fromRequest: victim.ended! - requested,
          code: undefined,
          firstTry401: first.status === 401,
        });
        slowest = Math.max(slowest, victim.ended! - answered);
      } else {
        row.missed += 1;
        row.rounds.push({ fromAnswer: NaN, fromRequest: NaN, code: undefined, firstTry401: first.status === 401 });
        victim.stream.abort();
      }
      progress(
        `MCP S=${size} round ${round}: ${ended ? `${ms(victim.ended! - answered)} ms` : 'stream not ended'}, first request ${first.status}`,
      );
      sessions.pop();
      sessions.push(await openMcpSession(bench, victim.member));
      await sleep(Math.max(SETTLE_MS, 2 * slowest));
    }
    row.bystandersClosed = sessions.filter((session) => session.ended !== undefined).length;
    let served = 0;
    for (const session of sessions) {
      const answer = await mcpRpc(url, session.key.token, 'tools/call', TOOL_CALL, session.id);
      await answer.text();
      if (answer.status === 200) served += 1;
    }
    row.stillReceiving = `${served} of ${sessions.length} (tool call 200)`;
  } finally {
    for (const session of [...sessions, ...victims]) session.stream.abort();
  }
  return row;
}

function printRows(rows: Row[]): void {
  console.log(
    '| surface | change | open S | victim in re-check order | rounds | close | answer → close: min / median / worst ms | request → close median ms | within 1 s of the answer | first request after the answer 401 | bystanders closed | bystanders still receiving |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    const done = row.rounds.filter((round) => !Number.isNaN(round.fromAnswer));
    const answer = done.map((round) => round.fromAnswer);
    const codes = [...new Set(done.map((round) => round.code ?? 'stream end'))].join(', ');
    const within = done.filter((round) => round.fromAnswer <= TARGET_MS).length;
    const firstTry = row.rounds.some((round) => round.firstTry401 !== undefined)
      ? `${row.rounds.filter((round) => round.firstTry401).length} of ${row.rounds.length}`
      : '';
    const times = answer.length
      ? `${ms(Math.min(...answer))} / ${ms(median(answer))} / ${row.missed ? `> ${CLOSE_TIMEOUT_MS}` : ms(Math.max(...answer))}`
      : `> ${CLOSE_TIMEOUT_MS}`;
    console.log(
      `| ${row.surface} | ${row.change} | ${row.open} | ${row.victim} | ${row.rounds.length}${row.note ? ` (${row.note})` : ''} | ${codes || '-'} (expected ${row.expectedCode}) | ${times} | ${done.length ? ms(median(done.map((round) => round.fromRequest))) : '-'} | ${within} of ${row.rounds.length} | ${firstTry || '-'} | ${row.bystandersClosed} | ${row.stillReceiving} |`,
    );
  }
}

async function main(): Promise<void> {
  const server = process.env.BENCH_DATABASE_URL;
  const before = machineSummary();
  const serverVersion = server
    ? await withClient(
        server,
        async (client) => (await client.query<{ server_version: string }>('show server_version')).rows[0]!.server_version,
      )
    : undefined;
  const app = await startBenchApp('revocation', { NODE_ENV: 'production', JOBS_ENABLED: 'false' });
  const bench = new Bench(app);
  const rows: Row[] = [];
  const startedAt = new Date();
  try {
    const largest = Math.max(...SIZES, OTHER_SIZE);
    // Spares replace the victims of deactivateUser and the role change (each round one).
    progress(`seeding ${largest} members and ${2 * ROUNDS + 2} spares`);
    await bench.seed(largest, 2 * ROUNDS + 2);

    for (const size of SIZES) {
      progress(`graphql-ws: ${size} sockets`);
      const set = new SocketSet(bench, bench.url);
      try {
        await set.open(bench.members.slice(0, size));
        const scenario: Row[] = [];
        const surface = 'graphql-ws, same gateway';
        for (const victim of size === 1 ? (['last'] as const) : (['first', 'last'] as const)) {
          scenario.push(await wsRounds(bench, set, { surface, change: 'revoke', victim, rounds: ROUNDS }));
          if (size === 1) scenario.at(-1)!.victim = 'only';
        }
        if (size === OTHER_SIZE) {
          scenario.push(await wsRounds(bench, set, { surface, change: 'deactivate', victim: 'last', rounds: ROUNDS }));
          scenario.push(await wsRounds(bench, set, { surface, change: 'role', victim: 'last', rounds: ROUNDS }));
        }
        await stillReceiving(set, scenario);
        rows.push(...scenario);
      } finally {
        await set.dispose();
      }
      // The members the scenario left open (spares in place of the deactivated and promoted) stay in the pool, each with
      // its newest key.
      bench.members.splice(0, size, ...set.order.map((socket) => socket.member));
    }

    if (server) {
      progress('second gateway process');
      const second = await secondGateway(app);
      try {
        for (const size of [...new Set([1, OTHER_SIZE])]) {
          progress(`graphql-ws on the second process: ${size} sockets`);
          const set = new SocketSet(bench, second.url);
          try {
            await set.open(bench.members.slice(0, size));
            const row = await wsRounds(bench, set, {
              surface: 'graphql-ws, second gateway process (revoked through the first)',
              change: 'revoke',
              victim: 'last',
              rounds: ROUNDS,
            });
            if (size === 1) row.victim = 'only';
            await stillReceiving(set, [row]);
            rows.push(row);
          } finally {
            await set.dispose();
          }
          bench.members.splice(0, size, ...set.order.map((socket) => socket.member));
        }
      } finally {
        await second.process.stop();
        rmSync(second.dataDir, { recursive: true, force: true });
      }
    }

    for (const size of [...new Set([1, OTHER_SIZE])]) {
      progress(`MCP: ${size} sessions`);
      rows.push(await mcpRounds(bench, size, ROUNDS));
    }
  } finally {
    await app.close();
  }

  let commit = '';
  try {
    commit = execFileSync('git', ['describe', '--always', '--dirty'], { encoding: 'utf8' }).trim();
  } catch {
    // Not a git checkout.
  }
  console.log(
    `bench:revocation; ${before} at the start, ${os.loadavg()[0]!.toFixed(2)} at the end; ${server ? `PostgreSQL ${serverVersion} server (LISTEN/NOTIFY pub/sub)` : 'embedded PGlite (in-process pub/sub)'}; ${startedAt.toISOString()}${commit ? `; ${commit}` : ''}`,
  );
  console.log(
    `\n${ROUNDS} rounds per row; close awaited up to ${CLOSE_TIMEOUT_MS} ms; at least ${SETTLE_MS} ms between rounds; target: closed within ${TARGET_MS} ms\n`,
  );
  printRows(rows);
}

await main();
