import 'reflect-metadata';
import { attacks } from '../test/support/graphql-attacks.js';
import { startBenchApp } from './bench-app.js';
import { machineSummary, progressOf } from './load.js';

/**
 * `npm run bench:query-limits`: what refusing each amplification attack in test/support/graphql-attacks.ts
 * costs the server, beside an ordinary small query answered in full. The app runs in this process, so
 * `process.cpuUsage()` around a request counts the server's parsing, validation and answer (and the
 * client's small share). Each case is sent BENCH_ROUNDS (20) times after 3 unmeasured warm-up sends; the
 * median and the worst round are printed, with the answer's status and size.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const progress = progressOf('bench:query-limits');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main(): Promise<void> {
  const { app, adminToken, close } = await startBenchApp('query-limits', { NODE_ENV: 'production', JOBS_ENABLED: 'false' });
  const send = async (query: string, signedIn: boolean) => {
    const started = process.cpuUsage();
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signedIn ? { authorization: `Bearer ${adminToken()}` } : {}) },
      body: JSON.stringify({ query }),
    });
    const bytes = (await response.arrayBuffer()).byteLength;
    const { user, system } = process.cpuUsage(started);
    return { status: response.status, bytes, cpuMs: (user + system) / 1000 };
  };
  const cases = [{ name: 'ordinary query (`{ me { id email } }`), answered', query: '{ me { id email } }', signedIn: true }, ...attacks];
  try {
    const rows: string[] = [];
    for (const { name, query, signedIn } of cases) {
      progress(name);
      for (let i = 0; i < 3; i++) await send(query, signedIn);
      const results = [];
      for (let i = 0; i < ROUNDS; i++) results.push(await send(query, signedIn));
      const cpu = results.map((result) => result.cpuMs);
      const { status, bytes } = results[0]!;
      rows.push(
        `| ${name} | ${(Buffer.byteLength(query) / 1024).toFixed(1)} KiB | ${status} | ${bytes} B | ${median(cpu).toFixed(1)} ms | ${Math.max(...cpu).toFixed(1)} ms |`,
      );
    }
    console.log(`query limits: ${ROUNDS} rounds per case; ${machineSummary()}`);
    console.log('| case | request | status | answer | CPU, median | CPU, worst |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const row of rows) console.log(row);
  } finally {
    await close();
  }
}

await main();
