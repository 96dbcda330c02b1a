import 'reflect-metadata';
import autocannon from 'autocannon';
import { createHmac, generateKeyPairSync, sign, timingSafeEqual } from 'node:crypto';
import { promises as dnsPromises } from 'node:dns';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import pg from 'pg';
import type { RunningApp } from '../gateway/app.js';
import { TestDnsServer } from '../test/support/dns-server.js';
import { mailApi, SmtpSink, verifiedDomain, type MailApi } from '../test/support/mail.js';
import { startBenchApp } from './bench-app.js';
import { machineBusyMs } from './load.js';
import { OUTBOX_WAKE_CHANNEL } from '../subgraphs/mail/outbox/event-relay.js';

/**
 * `npm run bench:mail`: the sending pipeline, in one run.
 * 1. RSA-2048 signatures per second on one core (node:crypto): the physical limit of DKIM signing,
 *    measured before and again after the other phases, the better of the two taken.
 * 2. Acceptance: POST /v1/send (BENCH_SEND_CONNECTIONS, default 20) and POST /v1/send/batch of 100
 *    (4 connections), autocannon in a worker thread, on an app with JOBS_ENABLED=false so delivery
 *    does not compete. After each run one more send must succeed: a wedged app (e.g. a deadlocked
 *    connection pool, docs/benchmarks.md) stops the benchmark instead of hanging it.
 * 3. End to end: JOBS_ENABLED=true, SMTP_RELAY_URL at an SmtpSink (in a worker thread) on loopback;
 *    BENCH_MESSAGES messages enqueued by batch, timed from the first batch sent until the sink has
 *    them all (each checked for a DKIM-Signature header, one verified against the DNS server),
 *    once per MAIL_DELIVERY_CONCURRENCY in BENCH_DELIVERY_CONCURRENCY.
 * 4. Webhooks: capture mode at the largest of those concurrencies, a subscription to `delivery` at an HTTP receiver (in a worker thread)
 *    that checks every X-SVC-Signature; deliveries/s and event-to-arrival latency while the
 *    messages flow (the events come from delivery: the check is that webhooks keep up with them),
 *    then the dispatcher draining a backlog of paused deliveries, then `delivery` events written to
 *    the outbox at a fixed 1,100/s (the relay and dispatcher alone at the target rate).
 * Each app runs on a fresh database: with BENCH_DATABASE_URL (a PostgreSQL server the benchmark may
 * create databases on) one `svc_bench_mail_<random>` per app, dropped afterwards; else embedded PGlite.
 * BENCH_SECONDS, BENCH_MESSAGES, BENCH_DELIVERY_CONCURRENCY ("64,128,256") and BENCH_PHASES
 * ("sign,accept,deliver,webhooks") tune it.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SEND_CONNECTIONS = Number(process.env.BENCH_SEND_CONNECTIONS ?? 20);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 5000);
const CONCURRENCIES = (process.env.BENCH_DELIVERY_CONCURRENCY ?? '64,128,256').split(',').map(Number);
const PHASES = new Set((process.env.BENCH_PHASES ?? 'sign,accept,deliver,webhooks').split(','));
const SIGN_SECONDS = 2;
const BATCH = 100;
const ENQUEUE_LANES = 4;
const WARM_UP_MESSAGES = 200;
const WAIT_LIMIT_MS = 60_000;
const DOMAIN = 'bench.example';
/** How long one request may take before the benchmark calls the app stuck. */
const REQUEST_TIMEOUT_MS = 30_000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Progress on stderr, so a long or stuck phase shows where it is; the results go to stdout at the end. */
const progress = (text: string) => process.stderr.write(`[bench:mail] ${text}\n`);
const message = (i: number) => ({
  from: `Bench <bench@${DOMAIN}>`,
  to: `rcpt${i}@example.org`,
  subject: `Benchmark message ${i}`,
  html: `<p>Hello, this is benchmark message ${i}.</p>`,
  text: `Hello, this is benchmark message ${i}.`,
});

/** `work`, or `fallback` if it has not settled within `ms` (a stuck app must not hang the benchmark). */
const within = <T>(work: Promise<T>, ms: number, fallback: T): Promise<T> => Promise.race([work, sleep(ms).then(() => fallback)]);

/** Polls until `done()` or the limit; returns whether it got there. */
async function waitUntil(done: () => boolean | Promise<boolean>, status?: () => string, limitMs = WAIT_LIMIT_MS): Promise<boolean> {
  const started = performance.now();
  let reported = started;
  while (performance.now() - started < limitMs) {
    if (await done()) return true;
    if (status && performance.now() - reported > 10_000) {
      reported = performance.now();
      progress(`  ${((reported - started) / 1000).toFixed(0)} s: ${status()}`);
    }
    await sleep(5);
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Helper threads: the SMTP sink and the webhook receiver run in worker threads so that parsing
// what the app sends does not take the app's event loop. A shared counter reports progress.

type HelperRole = 'smtp' | 'webhooks';

interface SinkReport {
  received: number;
  dkimSigned: number;
  sample: string | null;
}

interface ReceiverReport {
  received: number;
  uniqueEvents: number;
  signatureFailures: number;
  wrongEvent: number;
  latencies: number[];
  firstArrival: number;
  lastArrival: number;
  /** The earliest and latest event timestamp received: how fast the events themselves were produced. */
  firstEvent: number;
  lastEvent: number;
}

async function helperThread(): Promise<void> {
  const { role, shared } = workerData as { role: HelperRole; shared: SharedArrayBuffer };
  const counter = new Int32Array(shared);
  const port = parentPort!;
  if (role === 'smtp') {
    const sink = await new SmtpSink().start();
    sink.onReceived = () => Atomics.add(counter, 0, 1);
    port.on('message', () => {
      const report: SinkReport = {
        received: sink.received.length,
        dkimSigned: sink.received.filter((mail) => /^DKIM-Signature:/im.test(mail.raw)).length,
        sample: sink.received.at(-1)?.raw ?? null,
      };
      port.postMessage(report);
    });
    port.postMessage({ port: sink.port });
    return;
  }

  let secret = '';
  let latencies: number[] = [];
  let events = new Set<string>();
  let signatureFailures = 0;
  let wrongEvent = 0;
  let firstArrival = 0;
  let lastArrival = 0;
  let firstEvent = Infinity;
  let lastEvent = 0;
  const verified = (header: string, body: string): boolean => {
    const match = /^t=(\d+), v1=([0-9a-f]{64})$/.exec(header);
    if (!match) return false;
    const expected = createHmac('sha256', secret).update(`${match[1]}.${body}`).digest();
    return timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'));
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const arrived = Date.now();
      const body = Buffer.concat(chunks).toString('utf8');
      if (!verified(String(request.headers['x-svc-signature'] ?? ''), body)) signatureFailures += 1;
      else {
        const event = JSON.parse(body) as { event: string; timestamp: string };
        const created = Date.parse(event.timestamp);
        latencies.push(arrived - created);
        firstEvent = Math.min(firstEvent, created);
        lastEvent = Math.max(lastEvent, created);
        events.add(String(request.headers['x-svc-event-id']));
        if (event.event !== 'delivery' || request.headers['x-svc-event'] !== 'delivery' || !request.headers['x-svc-webhook-id'])
          wrongEvent += 1;
      }
      firstArrival ||= arrived;
      lastArrival = arrived;
      Atomics.add(counter, 0, 1);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Every command answers with the figures so far; `reset` then starts afresh.
  port.on('message', (command: { type: 'secret'; secret: string } | { type: 'reset' } | { type: 'report' }) => {
    if (command.type === 'secret') secret = command.secret;
    const report: ReceiverReport = {
      received: Atomics.load(counter, 0),
      uniqueEvents: events.size,
      signatureFailures,
      wrongEvent,
      latencies: [...latencies].sort((a, b) => a - b),
      firstArrival,
      lastArrival,
      firstEvent,
      lastEvent,
    };
    if (command.type === 'reset') {
      latencies = [];
      events = new Set();
      signatureFailures = wrongEvent = firstArrival = lastArrival = lastEvent = 0;
      firstEvent = Infinity;
      Atomics.store(counter, 0, 0);
    }
    port.postMessage(report);
  });
  port.postMessage({ port: (server.address() as AddressInfo).port });
}

/** The main thread's handle on a helper thread. */
class Helper {
  private readonly counter: Int32Array;

  private constructor(
    private readonly worker: Worker,
    shared: SharedArrayBuffer,
    readonly port: number,
  ) {
    this.counter = new Int32Array(shared);
  }

  static async start(role: HelperRole): Promise<Helper> {
    const shared = new SharedArrayBuffer(4);
    const worker = new Worker(new URL(import.meta.url), { workerData: { role, shared } });
    const { port } = await new Promise<{ port: number }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    return new Helper(worker, shared, port);
  }

  count(): number {
    return Atomics.load(this.counter, 0);
  }

  request<T>(command: unknown): Promise<T> {
    return new Promise<T>((resolve) => {
      this.worker.once('message', resolve);
      this.worker.postMessage(command);
    });
  }

  async stop(): Promise<void> {
    await this.worker.terminate();
  }
}

// ---------------------------------------------------------------------------------------------
// Apps on fresh databases.

interface BenchApp {
  app: RunningApp;
  key: string;
  api: MailApi;
  db: pg.Pool;
  close(): Promise<void>;
}

/** Boots the platform on a fresh database with a mail account, a FULL key and a verified sender domain. */
async function boot(dns: TestDnsServer, env: Record<string, string>): Promise<BenchApp> {
  const { app, gql, close } = await startBenchApp('mail', {
    MAIL_DNS_SERVERS: dns.address,
    MAIL_API_RATE_LIMIT: '100000',
    MAIL_QUOTA_MONTHLY: '10000000',
    ...env,
  });
  const { createMailAccount } = await gql<{ createMailAccount: { id: string } }>('mutation { createMailAccount(name: "Bench") { id } }');
  const { createMailApiKey } = await gql<{ createMailApiKey: { token: string } }>(
    'mutation($input: CreateMailApiKeyInput!) { createMailApiKey(input: $input) { token } }',
    { input: { accountId: createMailAccount.id, name: 'bench', access: 'FULL' } },
  );
  const key = createMailApiKey.token;
  const api = mailApi(app.url, key);
  await verifiedDomain(api, dns, DOMAIN);
  const db = new pg.Pool({ connectionString: app.platform.database.url, max: 1 });
  return {
    app,
    key,
    api,
    db,
    async close() {
      await db.end();
      await close();
    },
  };
}

/** Closes the app, or leaves it behind (the process exits at the end) if it is stuck. */
async function closeOrLeave(target: BenchApp): Promise<void> {
  if (
    !(await within(
      target.close().then(() => true),
      30_000,
      false,
    ))
  )
    progress('the app did not close within 30 s; leaving it');
}

const count = async (db: pg.Pool, sql: string): Promise<number> => Number((await db.query<{ n: string }>(sql)).rows[0]!.n);

/** Sends `total` messages as batches of 100, four requests in flight; throws unless every message is accepted. */
async function enqueue(target: BenchApp, total: number, offset: number): Promise<{ seconds: number }> {
  const started = performance.now();
  let next = 0;
  const lane = async () => {
    while (next < total) {
      const from = next;
      next = Math.min(total, next + BATCH);
      const response = await fetch(`${target.app.url}/v1/send/batch`, {
        method: 'POST',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${target.key}` },
        body: JSON.stringify(Array.from({ length: next - from }, (_, i) => message(offset + from + i))),
      });
      const body = (await response.json()) as { data?: Array<{ id?: string; error?: unknown }> };
      const refused = body.data?.find((result) => !result.id);
      if (response.status !== 200 || refused) throw new Error(`batch refused (${response.status}): ${JSON.stringify(refused ?? body)}`);
    }
  };
  await Promise.all(Array.from({ length: ENQUEUE_LANES }, lane));
  return { seconds: (performance.now() - started) / 1000 };
}

// ---------------------------------------------------------------------------------------------
// Phases.

/**
 * 1. RSA-2048 PKCS#1 v1.5 SHA-256 signatures per second on this thread (what a DKIM signature
 * costs): with a parsed KeyObject (the limit), and with the PEM text, parsed again on every
 * signature, as nodemailer's DKIM signer is handed it.
 */
function signingRates(): { keyObject: number; pem: number } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
  // About the size of the relaxed-canonical header block a DKIM signature covers.
  const data = Buffer.from('from:Bench <bench@bench.example>\r\nto:rcpt@example.org\r\nsubject:Benchmark\r\n'.repeat(6));
  const rate = (key: typeof privateKey | string) => {
    for (let i = 0; i < 50; i += 1) sign('sha256', data, key);
    const end = performance.now() + SIGN_SECONDS * 1000;
    const started = performance.now();
    let signatures = 0;
    while (performance.now() < end) {
      sign('sha256', data, key);
      signatures += 1;
    }
    return signatures / ((performance.now() - started) / 1000);
  };
  return { keyObject: rate(privateKey), pem: rate(pem) };
}

/** One send after a load run: a mail subgraph whose connection pool deadlocked never answers again. */
async function stillAnswering(target: BenchApp, after: string): Promise<void> {
  const answered = await fetch(`${target.app.url}/v1/send`, {
    method: 'POST',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${target.key}` },
    body: JSON.stringify(message(0)),
  }).then(
    (response) => response.status === 200,
    () => false,
  );
  if (!answered) {
    const stuck = await count(
      target.db,
      `select count(*) as n from pg_stat_activity where datname = current_database() and state = 'idle in transaction'`,
    ).catch(() => NaN);
    console.log(
      `\nAfter "${after}" the app no longer answers POST /v1/send within ${REQUEST_TIMEOUT_MS / 1000} s (${stuck} database sessions idle in transaction).`,
    );
    console.log('The mail connection pool has most likely deadlocked; see docs/benchmarks.md. Stopping without the remaining phases.');
    process.exit(1);
  }
}

interface AcceptRow {
  name: string;
  requestsPerSecond: number;
  messagesPerSecond: number;
  stored: number;
  p50: number;
  p99: number;
  errors: number;
}

/** 2. One autocannon run (after a 1 s warm-up) against a send endpoint; messages/s from the 2xx count. */
async function acceptance(target: BenchApp, name: string, url: string, perRequest: number, connections: number): Promise<AcceptRow> {
  const body = JSON.stringify(perRequest === 1 ? message(0) : Array.from({ length: perRequest }, (_, i) => message(i)));
  const options = {
    url,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${target.key}` },
    body,
    connections,
    workers: 1,
  };
  await autocannon({ ...options, duration: 1 });
  const before = await count(target.db, 'select count(*) as n from mail.messages');
  const result = await autocannon({ ...options, duration: SECONDS });
  const stored = (await count(target.db, 'select count(*) as n from mail.messages')) - before;
  await stillAnswering(target, name);
  return {
    name,
    requestsPerSecond: result['2xx'] / result.duration,
    messagesPerSecond: (result['2xx'] * perRequest) / result.duration,
    stored,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

interface DeliveryRow {
  concurrency: number;
  delivered: number;
  seconds: number;
  enqueueSeconds: number;
  perSecond: number;
  dkimSigned: number;
  dkimVerified: string;
  /** Event-loop utilisation of the main thread (the app's only thread) during the run. */
  busy: number;
  /** CPU milliseconds the whole machine spent per delivered message (app, signing, sink, PostgreSQL). */
  cpuPerMessage: number;
  complete: boolean;
  statuses: string;
}

/** 3. MESSAGES messages through the relay to the sink, after a warm-up of WARM_UP_MESSAGES. */
async function delivery(dns: TestDnsServer, concurrency: number): Promise<DeliveryRow> {
  progress(`delivery, MAIL_DELIVERY_CONCURRENCY=${concurrency}: booting`);
  const sink = await Helper.start('smtp');
  const target = await boot(dns, {
    JOBS_ENABLED: 'true',
    SMTP_RELAY_URL: `smtp://127.0.0.1:${sink.port}`,
    MAIL_DELIVERY_CONCURRENCY: String(concurrency),
  });
  try {
    await enqueue(target, WARM_UP_MESSAGES, 0);
    if (!(await waitUntil(() => sink.count() >= WARM_UP_MESSAGES))) throw new Error('warm-up messages were not delivered');
    progress(`delivery, MAIL_DELIVERY_CONCURRENCY=${concurrency}: ${MESSAGES} messages`);
    const started = performance.now();
    const loop = performance.eventLoopUtilization();
    const cpuBefore = machineBusyMs();
    const enqueued = enqueue(target, MESSAGES, WARM_UP_MESSAGES);
    enqueued.catch(() => {}); // awaited below; a refusal surfaces there
    const complete = await waitUntil(
      () => sink.count() >= WARM_UP_MESSAGES + MESSAGES,
      () => `${sink.count() - WARM_UP_MESSAGES} of ${MESSAGES} received`,
    );
    const seconds = (performance.now() - started) / 1000;
    const busy = performance.eventLoopUtilization(loop).utilization;
    const cpuMs = machineBusyMs() - cpuBefore;
    const enqueueSeconds = await enqueued.then(
      (result) => result.seconds,
      (error: Error) => (progress(`enqueue failed: ${error.message}`), NaN),
    );
    const report = await sink.request<SinkReport>({ type: 'report' });
    const delivered = report.received - WARM_UP_MESSAGES;
    // The last batch's outcomes commit just after the sink has its messages.
    const unsettled = `select count(*) as n from mail.messages where status in ('queued', 'deferred')`;
    await waitUntil(async () => (await within(count(target.db, unsettled), 5_000, 1)) === 0, undefined, 10_000);
    const statuses = await within(
      target.db
        .query<{ status: string; n: string }>('select status, count(*) as n from mail.messages group by 1 order by 1')
        .then((result) => result.rows.map((row) => `${row.status} ${row.n}`).join(', ')),
      10_000,
      'database not answering',
    );
    // One message checked cryptographically against the published DKIM record, as a receiver would.
    const resolver = new dnsPromises.Resolver();
    resolver.setServers([dns.address]);
    const verification = report.sample
      ? await dkimVerify(Buffer.from(report.sample), { resolver: (name: string, rr: string) => resolver.resolve(name, rr) } as never)
      : null;
    return {
      concurrency,
      delivered,
      seconds,
      enqueueSeconds,
      perSecond: delivered / seconds,
      dkimSigned: report.dkimSigned,
      busy,
      cpuPerMessage: cpuMs / delivered,
      dkimVerified: verification?.results.map((result) => result.status.result).join(',') ?? 'none',
      complete,
      statuses,
    };
  } finally {
    await closeOrLeave(target);
    await sink.stop();
  }
}

interface WebhookResult {
  /** `eventsPerSecond`: the rate delivery produced the events at, which bounds the webhook rate of this run. */
  streaming: ReceiverReport & { perSecond: number; eventsPerSecond: number; complete: boolean; busy: number };
  /** Null when the first run did not complete (the app is stuck; the second run would only wait too). */
  backlog: (ReceiverReport & { perSecond: number; complete: boolean }) | null;
  /** Events written at EVENT_RATE/s: the webhook side alone at a fixed input above the target. */
  paced: (ReceiverReport & { perSecond: number; complete: boolean }) | null;
}

/** Run (c): `delivery` events per second written to the outbox, above the 1,000/s target so that keeping up shows as >= 1,000. */
const EVENT_RATE = 1100;

/** 4. Webhooks for MESSAGES delivery events while they flow, then MESSAGES more drained from a paused backlog. */
async function webhooks(dns: TestDnsServer): Promise<WebhookResult> {
  progress('webhooks: booting');
  const receiver = await Helper.start('webhooks');
  // Events are produced by delivery (capture mode): at the largest concurrency measured, as fast as this machine delivers.
  const target = await boot(dns, { JOBS_ENABLED: 'true', MAIL_DELIVERY_CONCURRENCY: String(Math.max(...CONCURRENCIES)) });
  try {
    const created = await target.api('POST', '/webhooks', {
      body: { url: `http://127.0.0.1:${receiver.port}/hook`, label: 'bench', eventFilters: ['delivery'] },
    });
    if (created.status !== 201) throw new Error(`creating the webhook failed: ${JSON.stringify(created.body)}`);
    await receiver.request({ type: 'secret', secret: (created.body as { secret: string }).secret });
    await enqueue(target, WARM_UP_MESSAGES, 0);
    if (!(await waitUntil(() => receiver.count() >= WARM_UP_MESSAGES))) throw new Error('warm-up webhooks did not arrive');
    await receiver.request({ type: 'reset' });

    progress(`webhooks: ${MESSAGES} events while messages flow`);
    const perSecond = (count: number, fromMs: number, toMs: number) => (count - 1) / ((toMs - fromMs) / 1000);
    const rate = (report: ReceiverReport) => perSecond(report.received, report.firstArrival, report.lastArrival);
    const loop = performance.eventLoopUtilization();
    await enqueue(target, MESSAGES, WARM_UP_MESSAGES);
    const streamingComplete = await waitUntil(
      () => receiver.count() >= MESSAGES,
      () => `${receiver.count()} of ${MESSAGES} webhooks received`,
    );
    const busy = performance.eventLoopUtilization(loop).utilization;
    const streaming = await receiver.request<ReceiverReport>({ type: 'reset' });
    const result: WebhookResult = {
      streaming: {
        ...streaming,
        perSecond: rate(streaming),
        eventsPerSecond: perSecond(streaming.received, streaming.firstEvent, streaming.lastEvent),
        complete: streamingComplete,
        busy,
      },
      backlog: null,
      paced: null,
    };
    if (!streamingComplete) return result;

    // The dispatcher alone: deliveries pile up while the subscription is paused, then drain.
    progress(`webhooks: ${MESSAGES} paused deliveries, then drained`);
    await target.api('PATCH', `/webhooks/${created.body.id}`, { body: { enabled: false } });
    await enqueue(target, MESSAGES, WARM_UP_MESSAGES + MESSAGES);
    const pending = `select count(*) as n from mail.webhook_deliveries where status = 'pending'`;
    const piled = await waitUntil(
      async () => (await sleep(200)) === undefined && (await within(count(target.db, pending), 5_000, 0)) >= MESSAGES,
      () => 'waiting for the paused deliveries to pile up',
    );
    if (!piled) {
      progress('the paused deliveries did not pile up; skipping the backlog run');
      return result;
    }
    await target.api('PATCH', `/webhooks/${created.body.id}`, { body: { enabled: true } });
    const backlogComplete = await waitUntil(
      () => receiver.count() >= MESSAGES,
      () => `${receiver.count()} of ${MESSAGES} webhooks received`,
    );
    const backlog = await receiver.request<ReceiverReport>({ type: 'reset' });
    result.backlog = { ...backlog, perSecond: rate(backlog), complete: backlogComplete };
    if (!backlogComplete) return result;

    // The webhook side alone at a fixed input: `delivery` events written to the outbox at EVENT_RATE/s
    // in the delivery worker's shape, the relay woken after each write as the worker wakes it.
    progress(`webhooks: ${MESSAGES} events written at ${EVENT_RATE}/s`);
    const [account] = (await target.db.query<{ id: string }>('select id from mail.accounts')).rows;
    const started = performance.now();
    for (let written = 0; written < MESSAGES; await sleep(5)) {
      const due = Math.min(MESSAGES, Math.floor(((performance.now() - started) / 1000) * EVENT_RATE));
      if (due === written) continue;
      await target.db.query(
        `insert into mail.outbox (id, account_id, aggregate_type, aggregate_id, type, payload, created_at)
         select gen_random_uuid(), $1, 'message', m.id, 'delivery',
                jsonb_build_object('messageId', m.id, 'to', 'rcpt@example.org', 'smtpResponse', '250 2.0.0 OK'), clock_timestamp()
           from (select gen_random_uuid() as id from generate_series(1, $2::int)) m`,
        [account!.id, due - written],
      );
      await target.app.platform.pubsub.publish(OUTBOX_WAKE_CHANNEL, {});
      written = due;
    }
    const pacedComplete = await waitUntil(
      () => receiver.count() >= MESSAGES,
      () => `${receiver.count()} of ${MESSAGES} webhooks received`,
    );
    const paced = await receiver.request<ReceiverReport>({ type: 'report' });
    return { ...result, paced: { ...paced, perSecond: rate(paced), complete: pacedComplete } };
  } finally {
    await closeOrLeave(target);
    await receiver.stop();
  }
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const totalStarted = performance.now();
  // Other processes on the machine skew every figure; the load before the run says whether there were any.
  const loadBefore = os.loadavg()[0]!;
  const dns = await new TestDnsServer().start();
  const timings: string[] = [];
  const failed: string[] = [];
  /** Runs a phase; one that fails is reported at the end, and the others still run. */
  const timed = async <T>(name: string, run: () => Promise<T>): Promise<T | null> => {
    const started = performance.now();
    try {
      return await run();
    } catch (error) {
      progress(`${name} failed: ${(error as Error).message}`);
      failed.push(`${name}: ${(error as Error).message}`);
      return null;
    } finally {
      timings.push(`${name} ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  };
  try {
    if (PHASES.has('sign')) progress(`signing for 2 x ${SIGN_SECONDS} s`);
    const rates = (PHASES.has('sign') ? await timed('signing', async () => signingRates()) : null) ?? { keyObject: NaN, pem: NaN };

    let accept: AcceptRow[] = [];
    if (PHASES.has('accept')) {
      accept =
        (await timed('acceptance', async () => {
          progress('acceptance: booting');
          const target = await boot(dns, { JOBS_ENABLED: 'false' });
          progress(`acceptance: ${SECONDS} s of single sends, then ${SECONDS} s of batches`);
          try {
            return [
              await acceptance(target, `POST /v1/send, ${SEND_CONNECTIONS} connections`, `${target.app.url}/v1/send`, 1, SEND_CONNECTIONS),
              await acceptance(
                target,
                `POST /v1/send/batch (${BATCH} per request), 4 connections`,
                `${target.app.url}/v1/send/batch`,
                BATCH,
                4,
              ),
            ];
          } finally {
            await closeOrLeave(target);
          }
        })) ?? [];
    }

    const deliveries: DeliveryRow[] = [];
    if (PHASES.has('deliver')) {
      for (const concurrency of CONCURRENCIES) {
        const row = await timed(`delivery (concurrency ${concurrency})`, () => delivery(dns, concurrency));
        if (row) deliveries.push(row);
      }
    }

    const hooks = PHASES.has('webhooks') ? await timed('webhooks', () => webhooks(dns)) : null;

    // Other work on the machine can only lower a signing measurement: the limit is the better of one before and one after.
    const ratesAfter = (PHASES.has('sign') ? await timed('signing again', async () => signingRates()) : null) ?? {
      keyObject: NaN,
      pem: NaN,
    };
    const signing = Math.max(rates.keyObject, ratesAfter.keyObject);

    const embedded = !process.env.BENCH_DATABASE_URL;
    const cpus = os.cpus();
    console.log('\nMail sending benchmark');
    console.log(`database: ${embedded ? 'embedded PGlite' : 'PostgreSQL server (a fresh database per app)'}`);
    console.log(
      `machine: ${cpus.length} x ${cpus[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average ${loadBefore.toFixed(2)} before the run`,
    );
    console.log(`phases: ${timings.join(', ')}; total ${((performance.now() - totalStarted) / 1000).toFixed(0)} s\n`);
    for (const failure of failed) console.log(`FAILED ${failure}\n`);

    const yes = (ok: boolean) => (ok ? 'met' : '**missed**');
    const batchRow = accept[1];
    const bestDelivery = deliveries.reduce<DeliveryRow | undefined>(
      (best, row) => (!best || row.perSecond > best.perSecond ? row : best),
      undefined,
    );
    const share = (perSecond: number) => (perSecond / signing) * 100;
    const streaming = hooks?.streaming;
    const p = (report: ReceiverReport, q: number) => percentile(report.latencies, q);
    console.log('| measure | figure | target | |');
    console.log('|---|---:|---|---|');
    if (!Number.isNaN(signing)) {
      console.log(
        `| RSA-2048 signatures/s, one core (the limit; parsed key; better of ${rates.keyObject.toFixed(0)} before and ${ratesAfter.keyObject.toFixed(0)} after the run) | ${signing.toFixed(0)} | | |`,
      );
      console.log(
        `| RSA-2048 signatures/s, one core, PEM key parsed per signature | ${Math.max(rates.pem, ratesAfter.pem).toFixed(0)} | | |`,
      );
    }
    if (batchRow)
      console.log(
        `| accepted msgs/s, batch | ${batchRow.messagesPerSecond.toFixed(0)} | >= 1,000 | ${yes(batchRow.messagesPerSecond >= 1000)} |`,
      );
    if (bestDelivery)
      console.log(
        `| delivered msgs/s (best, concurrency ${bestDelivery.concurrency}) | ${bestDelivery.perSecond.toFixed(0)} (${share(bestDelivery.perSecond).toFixed(1)}% of signing) | >= 30% of signing | ${yes(share(bestDelivery.perSecond) >= 30)} |`,
      );
    if (bestDelivery)
      // Issue 37's alternative to the share: what a message costs the whole machine, steadier than a rate here.
      console.log(
        `| machine CPU ms per delivered message (same run) | ${bestDelivery.cpuPerMessage.toFixed(2)} | <= 1.10 | ${yes(bestDelivery.cpuPerMessage <= 1.1)} |`,
      );
    if (streaming) {
      console.log(
        // Delivery produces these events, so the run can show only that webhooks keep up with it; the 1,000/s target is run (c)'s.
        `| webhook deliveries/s while messages flow (events produced at ${streaming.eventsPerSecond.toFixed(0)}/s) | ${streaming.perSecond.toFixed(0)} | keeps up: >= 95% of the event rate | ${yes(streaming.perSecond >= 0.95 * streaming.eventsPerSecond)} |`,
      );
      if (hooks.backlog)
        console.log(
          `| webhook deliveries/s, paused backlog drained (dispatcher alone) | ${hooks.backlog.perSecond.toFixed(0)} | >= 1,000 | ${yes(hooks.backlog.perSecond >= 1000)} |`,
        );
      console.log(
        `| webhook latency p50 / p99 ms while messages flow | ${p(streaming, 50)} / ${p(streaming, 99)} | p99 < 1,000 | ${yes(p(streaming, 99) < 1000)} |`,
      );
      if (hooks.paced) {
        const paced = hooks.paced;
        console.log(
          `| webhook deliveries/s, events written at ${EVENT_RATE}/s | ${paced.perSecond.toFixed(0)} | >= 1,000 | ${yes(paced.complete && paced.perSecond >= 1000)} |`,
        );
        console.log(
          `| webhook latency p50 / p99 ms, events written at ${EVENT_RATE}/s | ${p(paced, 50)} / ${p(paced, 99)} | p99 < 1,000 | ${yes(paced.complete && p(paced, 99) < 1000)} |`,
        );
      }
      const failures = streaming.signatureFailures + (hooks.backlog?.signatureFailures ?? 0) + (hooks.paced?.signatureFailures ?? 0);
      console.log(`| webhook signature failures | ${failures} | 0 | ${yes(failures === 0)} |`);
    }

    if (accept.length) {
      console.log(`\nAcceptance (JOBS_ENABLED=false: nothing is delivered meanwhile), ${SECONDS} s per run after 1 s warm-up:\n`);
      console.log('| endpoint | requests/s | msgs/s | msgs stored | p50 ms | p99 ms | errors |');
      console.log('|---|---:|---:|---:|---:|---:|---:|');
      for (const row of accept)
        console.log(
          `| ${row.name} | ${row.requestsPerSecond.toFixed(1)} | ${row.messagesPerSecond.toFixed(0)} | ${row.stored} | ${row.p50} | ${row.p99} | ${row.errors} |`,
        );
    }
    if (deliveries.length) {
      console.log(
        `\nEnd to end through SMTP_RELAY_URL (SmtpSink on loopback), ${MESSAGES} messages as batches of ${BATCH}, timed from the first batch sent to the last message received:\n`,
      );
      console.log(
        '| MAIL_DELIVERY_CONCURRENCY | delivered | s | msgs/s | % of signing limit | enqueue s | main thread busy | machine CPU ms/msg | DKIM-Signature | sample DKIM | statuses |',
      );
      console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|');
      for (const row of deliveries)
        console.log(
          `| ${row.concurrency} | ${row.delivered}${row.complete ? '' : ' (timed out)'} | ${row.seconds.toFixed(1)} | ${row.perSecond.toFixed(0)} | ${share(row.perSecond).toFixed(1)}% | ${row.enqueueSeconds.toFixed(1)} | ${(row.busy * 100).toFixed(0)}% | ${row.cpuPerMessage.toFixed(2)} | ${row.dkimSigned}/${row.delivered + WARM_UP_MESSAGES} | ${row.dkimVerified} | ${row.statuses} |`,
        );
    }
    if (hooks) {
      console.log(
        `\nWebhooks (capture mode, one subscription to \`delivery\`, ${MESSAGES} events per run; main thread ${(hooks.streaming.busy * 100).toFixed(0)}% busy while messages flow):\n`,
      );
      console.log('| run | received | unique events | deliveries/s | p50 ms | p99 ms | max ms | signature failures | wrong event |');
      console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
      const runs = [
        ['while messages flow (latency = arrival - event timestamp)', hooks.streaming],
        ['paused backlog drained (dispatcher alone; latency not meaningful)', hooks.backlog],
        [`events written to the outbox at ${EVENT_RATE}/s (relay and dispatcher alone)`, hooks.paced],
      ] as const;
      for (const [name, report] of runs)
        if (report)
          console.log(
            `| ${name} | ${report.received}${report.complete ? '' : ' (timed out)'} | ${report.uniqueEvents} | ${report.perSecond.toFixed(0)} | ${p(report, 50)} | ${p(report, 99)} | ${report.latencies.at(-1)} | ${report.signatureFailures} | ${report.wrongEvent} |`,
          );
    }
  } finally {
    await dns.stop();
  }
}

if (isMainThread) {
  await main();
  // An app left running after a failure would keep the process alive.
  process.exit(0);
} else await helperThread();
