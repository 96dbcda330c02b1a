import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { loadConfig } from '../core/config.js';
import { startApp } from '../gateway/app.js';
import { TestDnsServer } from '../test/support/dns-server.js';
import { graphqlClient } from './graphql-client.js';

/**
 * `npm run bench:mail-domains`:
 * 1. verify latency (POST /v1/sender-domains/:id/verify) against a DNS server on loopback, side by
 *    side for a domain whose records are published (verified) and one whose are not (pending);
 * 2. suppression lookups per second, side by side on a list of 1,000 and of 1,000,000 entries,
 *    as the indexed SQL lookup the suppression service runs and as GET /v1/suppression/:email.
 * BENCH_DATABASE_URL selects a PostgreSQL server (an empty database); embedded PGlite otherwise.
 */
const VERIFY_CALLS = Number(process.env.BENCH_VERIFY_CALLS ?? 200);
const LOOKUP_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BIG_LIST = Number(process.env.BENCH_SUPPRESSIONS ?? 1_000_000);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function timed(calls: number, run: () => Promise<void>): Promise<{ p50: number; p99: number; mean: number }> {
  const samples: number[] = [];
  for (let i = 0; i < calls; i += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), mean: samples.reduce((a, b) => a + b, 0) / samples.length };
}

async function rate(seconds: number, run: (i: number) => Promise<void>): Promise<number> {
  const end = performance.now() + seconds * 1000;
  let count = 0;
  while (performance.now() < end) {
    await run(count);
    count += 1;
  }
  return count / seconds;
}

async function main(): Promise<void> {
  const dns = await new TestDnsServer().start();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'svc-bench-mail-'));
  let bootstrapKey = '';
  const app = await startApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PORT: '0',
      SVC_DATA_DIR: dataDir,
      SVC_MASTER_KEY: randomBytes(32).toString('base64'),
      JOBS_ENABLED: 'false',
      MAIL_DNS_SERVERS: dns.address,
      MAIL_API_RATE_LIMIT: '100000',
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    }),
    { announce: (message) => void (bootstrapKey = /API key:\s+(\S+)/.exec(message)?.[1] ?? bootstrapKey) },
  );
  const db = new pg.Pool({ connectionString: app.platform.database.url, max: 2 });
  try {
    const gql = graphqlClient(app.url, () => bootstrapKey);
    const newAccount = async (name: string) => {
      const { createMailAccount } = await gql<{ createMailAccount: { id: string } }>(
        'mutation($n: String!) { createMailAccount(name: $n) { id } }',
        { n: name },
      );
      const { createMailApiKey } = await gql<{ createMailApiKey: { token: string } }>(
        'mutation($input: CreateMailApiKeyInput!) { createMailApiKey(input: $input) { token } }',
        { input: { accountId: createMailAccount.id, name: 'bench', access: 'FULL' } },
      );
      return { id: createMailAccount.id, key: createMailApiKey.token };
    };
    const v1 = async (key: string, method: string, url: string, body?: unknown) => {
      const response = await fetch(`${app.url}/v1${url}`, {
        method,
        headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const json = (await response.json()) as Record<string, unknown>;
      if (response.status >= 500) throw new Error(JSON.stringify(json));
      return { status: response.status, json };
    };

    // 1. Verify latency.
    const account = await newAccount('bench');
    const published = (await v1(account.key, 'POST', '/sender-domains', { domain: 'published.example' })).json as {
      id: string;
      dkimRecords: Array<{ name: string; valueChunks: string[] }>;
      spfRequired: string;
    };
    dns.txt(published.dkimRecords[0]!.name, published.dkimRecords[0]!.valueChunks).txt('published.example', published.spfRequired);
    const absent = (await v1(account.key, 'POST', '/sender-domains', { domain: 'absent.example' })).json as { id: string };
    await v1(account.key, 'POST', `/sender-domains/${published.id}/verify`);
    const verified = await timed(VERIFY_CALLS, async () => void (await v1(account.key, 'POST', `/sender-domains/${published.id}/verify`)));
    const pending = await timed(VERIFY_CALLS, async () => void (await v1(account.key, 'POST', `/sender-domains/${absent.id}/verify`)));

    // 2. Suppression lookups on a small and a large list.
    const small = await newAccount('small-list');
    const large = await newAccount('large-list');
    const fill = async (accountId: string, count: number) => {
      for (let from = 1; from <= count; from += 100_000) {
        await db.query(
          `insert into mail.suppressions (id, account_id, email, reason, source, added_at)
           select gen_random_uuid(), $1, 'user' || g || '@bulk.example', 'manual', null, now() from generate_series($2::int, $3::int) g`,
          [accountId, from, Math.min(count, from + 99_999)],
        );
      }
    };
    const fillStart = performance.now();
    await fill(small.id, 1_000);
    await fill(large.id, BIG_LIST);
    await db.query('analyze mail.suppressions');
    const fillSeconds = (performance.now() - fillStart) / 1000;
    const plan = (
      await db.query(`explain select 1 from mail.suppressions where account_id = $1 and email = $2`, [large.id, 'user7@bulk.example'])
    ).rows
      .map((row: Record<string, string>) => row['QUERY PLAN'])
      .join(' / ');
    const sqlLookup = (accountId: string, size: number) => (i: number) =>
      db
        .query('select 1 from mail.suppressions where account_id = $1 and email = $2', [accountId, `user${(i * 7919) % size}@bulk.example`])
        .then(() => undefined);
    const restLookup = (key: string, size: number) => (i: number) =>
      v1(key, 'GET', `/suppression/${encodeURIComponent(`user${(i * 7919) % size}@bulk.example`)}`).then(() => undefined);
    // Warm-up (JIT, plan caches, connection pools) so the first measured case is not penalised.
    await rate(1, sqlLookup(small.id, 1_000));
    await rate(1, restLookup(small.key, 1_000));
    const rows = [
      ['SQL lookup, 1,000 entries', await rate(LOOKUP_SECONDS, sqlLookup(small.id, 1_000))],
      [`SQL lookup, ${BIG_LIST.toLocaleString('en')} entries`, await rate(LOOKUP_SECONDS, sqlLookup(large.id, BIG_LIST))],
      ['GET /v1/suppression/:email, 1,000 entries', await rate(LOOKUP_SECONDS, restLookup(small.key, 1_000))],
      [`GET /v1/suppression/:email, ${BIG_LIST.toLocaleString('en')} entries`, await rate(LOOKUP_SECONDS, restLookup(large.key, BIG_LIST))],
    ] as const;

    console.log(
      `\nMail domains benchmark (${app.platform.database.embedded ? 'embedded PGlite' : 'PostgreSQL server'}; ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version})\n`,
    );
    console.log(`Verify latency, ${VERIFY_CALLS} sequential calls each, DNS server on loopback:\n`);
    console.log('| case | p50 ms | p99 ms | mean ms |');
    console.log('|---|---:|---:|---:|');
    console.log(`| records published (verified) | ${verified.p50.toFixed(1)} | ${verified.p99.toFixed(1)} | ${verified.mean.toFixed(1)} |`);
    console.log(`| records absent (pending) | ${pending.p50.toFixed(1)} | ${pending.p99.toFixed(1)} | ${pending.mean.toFixed(1)} |`);
    console.log(`\nSuppression lookups, ${LOOKUP_SECONDS} s each, sequential (list filled in ${fillSeconds.toFixed(1)} s):\n`);
    console.log('| case | lookups/s |');
    console.log('|---|---:|');
    for (const [name, perSecond] of rows) console.log(`| ${name} | ${perSecond.toFixed(0)} |`);
    console.log(
      `\nlarge/small ratio: SQL ${((rows[1][1] / rows[0][1]) * 100).toFixed(0)}%, REST ${((rows[3][1] / rows[2][1]) * 100).toFixed(0)}%`,
    );
    console.log(`plan: ${plan}`);
  } finally {
    await db.end();
    await app.close();
    await dns.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
