import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { PLATFORM_NODE_OPTIONS } from '../../core/heap.js';
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
 * Starts `node dist/platform/<entry>.js` with `env` and resolves once `readyLine` appears on stdout. Its V8 flags are the platform's own
 * (PLATFORM_NODE_OPTIONS) unless `env` sets NODE_OPTIONS.
 */
export async function startProcess(
  entry: keyof typeof PLATFORM_ENTRIES,
  env: Record<string, string>,
  readyLine: RegExp,
  timeoutMs = 60_000,
): Promise<PlatformProcess> {
  const child = spawn(process.execPath, [path.resolve('dist/platform', `${entry}.js`), ...(env.ARGS ? env.ARGS.split(' ') : [])], {
    env: { PATH: process.env.PATH ?? '', NODE_OPTIONS: PLATFORM_NODE_OPTIONS, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => void (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${entry} not ready after ${timeoutMs} ms:\n${stdout}\n${stderr}`)), timeoutMs);
    const check = () => {
      if (readyLine.test(stdout)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited with ${code}:\n${stdout}\n${stderr}`));
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
