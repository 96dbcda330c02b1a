import autocannon from 'autocannon';
import os from 'node:os';

/** The machine line every result table is read against: cores, CPU, Node, and how busy the machine was just now. */
export const machineSummary = (): string =>
  `${os.cpus().length} x ${os.cpus()[0]?.model.trim()}, Node ${process.version}; load average ${os.loadavg()[0]!.toFixed(2)}`;

/** Progress lines on stderr, so the printed results on stdout stay clean. */
export const progressOf =
  (bench: string) =>
  (text: string): void =>
    void process.stderr.write(`[${bench}] ${text}\n`);

/**
 * autocannon in a worker thread (so the load generator does not share the server's event loop):
 * a 2 s warm-up (plan caches, JIT, connection pools), then the measured run of `seconds`.
 */
export async function loadTest(options: autocannon.Options, seconds: number): Promise<autocannon.Result> {
  await autocannon({ ...options, workers: 1, duration: 2 });
  return autocannon({ ...options, workers: 1, duration: seconds });
}
