import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PLATFORM_COMMAND_LINE_FLAGS, PLATFORM_NODE_OPTIONS } from '../../core/heap.js';
import type { PLATFORM_ENTRIES } from '../../scripts/bundle.js';

/** A platform process started from the build (dist/platform/), as `npm start` runs it. */
export interface PlatformProcess {
  child: ChildProcess;
  /** Everything the process printed to stdout so far. */
  output(): string;
  /** Everything the process printed to stderr so far. */
  errors(): string;
  stop(): Promise<void>;
}

/**
 * Starts `node dist/platform/<entry>.js` with `env` and resolves once `readyLine` appears on stdout. Its V8 flags are the platform's own:
 * PLATFORM_NODE_OPTIONS unless `env` sets NODE_OPTIONS, and PLATFORM_COMMAND_LINE_FLAGS on the command line unless `env` sets NODE_FLAGS
 * (space-separated; empty for none). `env.ARGS` (space-separated) goes after the entry.
 */
export async function startProcess(
  entry: keyof typeof PLATFORM_ENTRIES,
  env: Record<string, string>,
  readyLine: RegExp,
  timeoutMs = 60_000,
): Promise<PlatformProcess> {
  const words = (value: string) => value.split(' ').filter(Boolean);
  const nodeFlags = words(env.NODE_FLAGS ?? PLATFORM_COMMAND_LINE_FLAGS);
  const child = spawn(process.execPath, [...nodeFlags, path.resolve('dist/platform', `${entry}.js`), ...words(env.ARGS ?? '')], {
    env: { PATH: process.env.PATH ?? '', NODE_OPTIONS: PLATFORM_NODE_OPTIONS, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => void (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    // A process that did not start is stopped: left running it would burn the machine the other tests share.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${entry} not ready after ${timeoutMs} ms:\n${excerpt(stdout)}\n${excerpt(stderr)}`));
    }, timeoutMs);
    const check = () => {
      if (readyLine.test(stdout)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited with ${code}:\n${excerpt(stdout)}\n${excerpt(stderr)}`));
    });
  });
  return {
    child,
    output: () => stdout,
    errors: () => stderr,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A long output's first and last lines, each cut short: what a process said first (why it failed to start) stays in a
 * failure's message even where the runner shows only the message's end.
 */
function excerpt(text: string, head = 30, tail = 10, width = 800): string {
  const lines = text.split('\n').map((line) => (line.length > width ? `${line.slice(0, width)}… (${line.length} characters)` : line));
  if (lines.length <= head + tail) return lines.join('\n');
  return [...lines.slice(0, head), `… ${lines.length - head - tail} lines left out …`, ...lines.slice(-tail)].join('\n');
}

/** A process's resident set (VmRSS) and its peak so far (VmHWM), in MB, from /proc. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) => {
    const value = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    if (!value) throw new Error(`no ${field} in /proc/${pid}/status`);
    return Number(value[1]) / 1024;
  };
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}
