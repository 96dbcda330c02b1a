import autocannon from 'autocannon';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';

/** The machine line every result table is read against: cores, CPU, Node, and how busy the machine was just now. */
export const machineSummary = (): string =>
  `${os.cpus().length} x ${os.cpus()[0]?.model.trim()}, Node ${process.version}; load average ${os.loadavg()[0]!.toFixed(2)}`;

/**
 * Milliseconds of CPU the whole machine (every process, every core) has spent busy since boot: the
 * difference over a run, divided by the work done, is what each unit of work cost the machine.
 */
export const machineBusyMs = (): number =>
  os.cpus().reduce((sum, cpu) => sum + cpu.times.user + cpu.times.nice + cpu.times.sys + cpu.times.irq, 0);

/** Progress lines on stderr, so the printed results on stdout stay clean. */
export const progressOf =
  (bench: string) =>
  (text: string): void =>
    void process.stderr.write(`[${bench}] ${text}\n`);

/** Whether the scenario or path `name` is one BENCH_ONLY selects (substrings separated by `|`; unset: every one). */
export const selectedByBenchOnly = (name: string): boolean =>
  process.env.BENCH_ONLY?.split('|').some((part) => name.includes(part)) ?? true;

/**
 * autocannon in a worker thread (so the load generator does not share the server's event loop):
 * a 2 s warm-up (plan caches, JIT, connection pools), then the measured run of `seconds`.
 */
export async function loadTest(options: autocannon.Options, seconds: number): Promise<autocannon.Result> {
  await autocannon({ ...options, workers: 1, duration: 2 });
  return autocannon({ ...options, workers: 1, duration: seconds });
}

/**
 * Runs `measured`; with BENCH_PROFILE=<file>, under a CPU profile of this process's main thread (the servers: autocannon
 * runs in a worker) written to the file, for `cpu-profile-summary.js`: the measured load alone, without start-up and seeding.
 */
export async function profiled<T>(measured: () => Promise<T>): Promise<T> {
  const file = process.env.BENCH_PROFILE;
  if (!file) return measured();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await measured();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
}
