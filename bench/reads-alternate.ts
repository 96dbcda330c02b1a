import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineBusyMs, machineSummary, progressOf } from './load.js';

/**
 * `node dist/bench/reads-alternate.js <build A> <build B>`: `bench:reads` of two builds (folders with a built `dist`,
 * e.g. two worktrees; `<folder>::<node flags>` runs one with flags, e.g. `main::--max-semi-space-size=64`) side by
 * side on a shared machine. Both seed their own database and serve (BENCH_SERVE); then
 * each scenario loads A and B in turns, BENCH_SLICES (6) slices of BENCH_SECONDS (5) each after a 1 s warm-up, so
 * that the other work on the machine weighs on both alike. Reports per build and scenario the median req/s, p50 and
 * p99 of the slices, the CPU time its server process spent per request (read from /proc: the load generator
 * runs here, not in it), and the whole machine's (PostgreSQL and the load generator included: a build that moves work
 * from its process into the database shows there). BENCH_ONLY and the other variables of `bench:reads` pass through.
 */
const SLICES = Number(process.env.BENCH_SLICES ?? 6);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const PER_CONNECTION = fileURLToPath(new URL('request-per-connection.cjs', import.meta.url));
const progress = progressOf('bench:reads-alternate');

interface Served {
  pid: number;
  scenarios: Array<{ name: string; url: string; requests: Array<{ headers: Record<string, string>; body: string }> }>;
}

interface Slice {
  rate: number;
  p50: number;
  p99: number;
  cpuMs: number;
  machineMs: number;
}

/** CPU time (user + system) a process has used, in ms (clock ticks of 10 ms). */
const cpuMsOf = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function serve(build: string, file: string): Promise<{ child: ChildProcess; served: Served }> {
  const [folder, flags] = build.split('::') as [string, string | undefined];
  const child = spawn(process.execPath, [...(flags?.split(' ') ?? []), path.join(folder, 'dist/bench/reads.bench.js')], {
    cwd: folder,
    env: { ...process.env, NODE_ENV: 'production', BENCH_SERVE: file },
    // Closing its standard input stops it (BENCH_SERVE).
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  while (!existsSync(file)) {
    if (child.exitCode !== null) throw new Error(`${build}: the benchmark ended with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { child, served: JSON.parse(readFileSync(file, 'utf8')) as Served };
}

async function slice(pid: number, scenario: Served['scenarios'][number], seconds: number): Promise<Slice> {
  process.env.BENCH_CONNECTION_REQUESTS = JSON.stringify(scenario.requests);
  const options = {
    url: scenario.url,
    method: 'POST' as const,
    connections: CONNECTIONS,
    workers: 1,
    setupClient: PER_CONNECTION as never,
  };
  const before = cpuMsOf(pid);
  const machineBefore = machineBusyMs();
  const result = await autocannon({ ...options, duration: seconds });
  const errors = result.errors + result.non2xx + result.timeouts;
  if (errors) throw new Error(`${scenario.name}: ${errors} errors or non-2xx answers`);
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMs: (cpuMsOf(pid) - before) / result.requests.total,
    machineMs: (machineBusyMs() - machineBefore) / result.requests.total,
  };
}

async function main(): Promise<void> {
  const builds = process.argv.slice(2);
  if (builds.length !== 2) throw new Error('usage: reads-alternate <build A> <build B>');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'svc-bench-alternate-'));
  const running: ChildProcess[] = [];
  try {
    const sides = [];
    for (const [index, build] of builds.entries()) {
      progress(`seeding and serving ${build}`);
      const side = await serve(build, path.join(dir, `${index}.json`));
      running.push(side.child);
      sides.push({ build, ...side });
    }
    const slices = new Map<string, Slice[]>();
    for (const [index, scenario] of sides[0]!.served.scenarios.entries()) {
      for (let turn = 1; turn <= SLICES; turn += 1) {
        progress(`${scenario.name}: slice ${turn}/${SLICES}`);
        // B first on even turns, so neither always follows the other.
        for (const side of turn % 2 ? sides : [...sides].reverse()) {
          const served = side.served.scenarios[index]!;
          await slice(side.served.pid, served, 1);
          const key = `${side.build}\n${served.name}`;
          slices.set(key, [...(slices.get(key) ?? []), await slice(side.served.pid, served, SECONDS)]);
        }
      }
    }
    console.log(`\nReads, two builds in turns: ${SLICES} slices of ${SECONDS} s per build and scenario, ${CONNECTIONS} connections`);
    console.log(`machine: ${machineSummary()}\n`);
    console.log(
      '| build | scenario | req/s | p50 ms | p99 ms | server CPU ms per request | machine CPU ms per request | req/s of the slices |',
    );
    console.log('|---|---|---:|---:|---:|---:|---:|---|');
    for (const [key, rows] of slices) {
      const [build, name] = key.split('\n');
      const rates = rows.map((row) => row.rate);
      console.log(
        `| ${build} | ${name} | ${median(rates).toFixed(1)} | ${median(rows.map((row) => row.p50))} | ${median(rows.map((row) => row.p99))} | ${median(rows.map((row) => row.cpuMs)).toFixed(2)} | ${median(rows.map((row) => row.machineMs)).toFixed(2)} | ${rates.map((rate) => rate.toFixed(0)).join(', ')} |`,
      );
    }
  } finally {
    for (const child of running) {
      child.stdin?.end();
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
