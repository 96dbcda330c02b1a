import { availableParallelism } from 'node:os';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { withOpenPixel, type DkimKey, type OutgoingMessage } from './compose.js';
import type { SigningTask } from './compose.worker.js';

// The worker module sits next to this one with the same extension: `.js` in dist/, `.ts` when Jest runs the source.
const WORKER = new URL(`./compose.worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);

/** How long a signing thread without work stays before it exits, in milliseconds. */
export const SIGNING_THREAD_IDLE_MS = 60_000;

/**
 * Builds and DKIM-signs messages in worker threads (piscina), so that MIME composition and RSA
 * signing, the costliest part of a delivery, run beside the event loop that talks to the database
 * and the SMTP servers. The parsed key travels with each task (KeyObjects clone across threads).
 *
 * Threads start with the first message and exit after `idleMs` without one: each holds a V8 heap of its own, about 20 MB
 * of a process that sends no mail (docs/benchmarks.md, issue 37), and restarting one costs a delivery tens of
 * milliseconds once after a quiet minute.
 */
export class SigningPool {
  private readonly pool: Piscina<SigningTask, Uint8Array>;

  constructor(threads = Math.max(1, availableParallelism() - 1), idleMs = SIGNING_THREAD_IDLE_MS) {
    this.pool = new Piscina({
      filename: WORKER.href,
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: idleMs,
      concurrentTasksPerWorker: 16,
    });
  }

  /** Threads running now. */
  get threads(): number {
    return this.pool.threads.length;
  }

  /** The signed message, with the tracking pixel added to its HTML when `pixelUrl` is set. */
  async compose(message: OutgoingMessage, key: DkimKey, pixelUrl: string | null): Promise<Buffer> {
    const html = message.html && pixelUrl ? withOpenPixel(message.html, pixelUrl) : message.html;
    const raw = await this.pool.run({ message: { ...message, html }, key });
    return Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  }

  async close(): Promise<void> {
    await this.pool.close();
  }
}
