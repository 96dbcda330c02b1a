import type { Logger } from './logger.js';
import type { PubSub } from './pubsub.js';

export interface WorkLoopOptions {
  name: string;
  pubsub: PubSub;
  /** A publish on this channel (after an enqueue commits) wakes an idle loop at once. */
  wakeChannel: string;
  /** Longest idle wait: due retries and work enqueued by processes that could not wake us are found by then. */
  pollMs: number;
  /** Parallel lanes, each running `runOnce` in turn. */
  lanes: number;
  logger: Logger;
  /** Claims and processes one batch; returns how many items it handled (0: nothing due). */
  runOnce(): Promise<number>;
}

export interface WorkLoop {
  /** Runs one pass of every lane now, whatever the schedule (tests and benchmarks drain with it). */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * A worker over a table used as a queue: each lane claims a batch, handles it and claims again
 * while there is work; when idle it sleeps until woken through pub/sub or `pollMs` passes.
 * Errors are logged and retried after the idle wait, never thrown out of the loop.
 */
export function startWorkLoop(options: WorkLoopOptions): WorkLoop {
  const abort = new AbortController();
  let wakeIdle: Array<() => void> = [];
  // A wake-up while every lane is busy must not be lost: the next idle wait returns at once.
  let missedWake = false;
  const wake = () => {
    if (wakeIdle.length === 0) missedWake = true;
    const sleepers = wakeIdle;
    wakeIdle = [];
    for (const resume of sleepers) resume();
  };
  const idle = () => {
    if (missedWake) {
      missedWake = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, options.pollMs);
      wakeIdle.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  };

  void (async () => {
    for await (const _ of options.pubsub.iterate(options.wakeChannel, abort.signal)) wake();
  })().catch((error: unknown) => options.logger.error({ err: error, loop: options.name }, 'work loop wake-up listener failed'));

  const lane = async () => {
    while (!abort.signal.aborted) {
      let handled = 0;
      try {
        handled = await options.runOnce();
      } catch (error) {
        options.logger.error({ err: error, loop: options.name }, 'work loop pass failed');
      }
      if (handled === 0 && !abort.signal.aborted) await idle();
    }
  };
  const lanes = Array.from({ length: options.lanes }, lane);

  return {
    wake,
    async stop() {
      abort.abort();
      wake();
      await Promise.all(lanes);
    },
  };
}
