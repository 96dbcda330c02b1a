/**
 * `npm run bench:queue`: how fast jobs drain through pg-boss (the queue DESIGN.md names) and through a
 * table used as a queue (core/work-loop.ts with SKIP LOCKED claims, as the mail delivery and webhook
 * workers do), side by side on one PostgreSQL server, with no-op work: the queue's own cost.
 * BENCH_DATABASE_URL names the server (default the local one); a fresh database is created and dropped.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { withClient } from '../core/database.js';
import { createPubSub } from '../core/pubsub.js';
import { startWorkLoop } from '../core/work-loop.js';
import { pino } from 'pino';

const JOBS = Number(process.env.BENCH_JOBS ?? 20_000);
const BATCH = 100;
const LANES = 4;
const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function timed(run: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await run();
  return (performance.now() - started) / 1000;
}

/** pg-boss: jobs inserted in batches, one worker fetching BATCH at a time with LANES local concurrency. */
async function pgBoss(url: string): Promise<number> {
  const boss = new PgBoss({ connectionString: url, schema: 'pgboss', max: 8 });
  boss.on('error', () => {});
  await boss.start();
  await boss.createQueue('bench');
  for (let i = 0; i < JOBS; i += 1000)
    await boss.insert(
      'bench',
      Array.from({ length: 1000 }, () => ({ data: {} })),
    );
  let done = 0;
  const seconds = await timed(
    () =>
      new Promise<void>((resolve) => {
        void boss.work('bench', { batchSize: BATCH, localConcurrency: LANES, pollingIntervalSeconds: 0.5 }, async (jobs) => {
          done += jobs.length;
          if (done >= JOBS) resolve();
        });
      }),
  );
  await boss.stop({ graceful: false });
  return JOBS / seconds;
}

/** The table as its own queue: LANES lanes claim BATCH due rows with SKIP LOCKED and a lease, then mark them done. */
async function tableQueue(url: string): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  await pool.query(`create table bench_queue (id bigserial primary key, status text not null default 'pending',
    next_attempt_at timestamptz not null default now(), lease_until timestamptz, attempts int not null default 0)`);
  await pool.query(`create index on bench_queue (next_attempt_at) where status = 'pending'`);
  await pool.query(`insert into bench_queue (status) select 'pending' from generate_series(1, $1)`, [JOBS]);
  const pubsub = await createPubSub({ url, embedded: true });
  let done = 0;
  let finished: () => void = () => {};
  const drained = new Promise<void>((resolve) => (finished = resolve));
  const seconds = await timed(async () => {
    const loop = startWorkLoop({
      name: 'bench',
      pubsub,
      wakeChannel: 'bench',
      pollMs: 500,
      lanes: LANES,
      logger: pino({ level: 'silent' }),
      runOnce: async () => {
        const claimed = await pool.query<{ id: string; attempts: number }>(
          `update bench_queue q set lease_until = now() + interval '60 seconds', attempts = q.attempts + 1
            where q.id in (select id from bench_queue where status = 'pending' and next_attempt_at <= now()
                             and (lease_until is null or lease_until < now()) order by next_attempt_at limit $1 for update skip locked)
            returning q.id, q.attempts`,
          [BATCH],
        );
        if (claimed.rowCount === 0) return 0;
        await pool.query(
          `update bench_queue q set status = 'done', lease_until = null
             from jsonb_to_recordset($1::jsonb) as r(id bigint, attempts int) where q.id = r.id and q.attempts = r.attempts`,
          [JSON.stringify(claimed.rows)],
        );
        done += claimed.rowCount ?? 0;
        if (done >= JOBS) finished();
        return claimed.rowCount ?? 0;
      },
    });
    await drained;
    await loop.stop();
  });
  await pubsub.close();
  await pool.end();
  return JOBS / seconds;
}

async function main(): Promise<void> {
  const name = `svc_bench_queue_${randomBytes(4).toString('hex')}`;
  await withClient(server, (client) => client.query(`create database ${name}`));
  const url = new URL(server);
  url.pathname = `/${name}`;
  try {
    const boss = await pgBoss(url.toString());
    const table = await tableQueue(url.toString());
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    console.log(
      `Queue drain, ${JOBS} no-op jobs, batches of ${BATCH}, ${LANES} lanes; ${os.cpus().length} x ${cpu}, Node ${process.version}`,
    );
    console.log('| queue | jobs/s |');
    console.log('|---|---:|');
    console.log(`| pg-boss 12 (work: batchSize ${BATCH}, localConcurrency ${LANES}) | ${Math.round(boss)} |`);
    console.log(`| table queue (core/work-loop.ts, SKIP LOCKED + lease, one update per batch) | ${Math.round(table)} |`);
  } finally {
    await withClient(server, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
}

await main();
