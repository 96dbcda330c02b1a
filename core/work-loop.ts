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
  /** Runs one pass of every lane now, whatever the schedule. */
  wake(): void;
  /**
   * Wakes every lane and resolves once each has finished a pass, begun after this call, that found
   * nothing due: whatever was due when it was called has been handled. Resolves with the number of
   * items handled meanwhile (tests assert "nothing happened" after it, never after a sleep).
   */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * A worker over a table used as a queue: each lane claims a batch, handles it and claims again
 * while there is work; when idle it sleeps until woken through pub/sub or `pollMs` passes.
 * Errors are logged and retried after the idle wait, never thrown out of the loop.
 */
export function startWorkLoop(options: WorkLoopOptions): WorkLoop {
  const abort = new AbortController();
  // Drains: each lane records the newest drain generation that had begun when it started a pass that found nothing.
  let generation = 0;
  let handledTotal = 0;
  const emptyPassFrom: number[] = Array.from({ length: options.lanes }, () => -1);
  let drains: Array<{ generation: number; handledBefore: number; resolve(handled: number): void }> = [];
  const settleDrains = () => {
    const drained = Math.min(...emptyPassFrom);
    drains = drains.filter((drain) => {
      if (drained < drain.generation && !abort.signal.aborted) return true;
      drain.resolve(handledTotal - drain.handledBefore);
      return false;
    });
  };
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

  const lane = async (index: number) => {
    while (!abort.signal.aborted) {
      const started = generation;
      let handled = 0;
      try {
        handled = await options.runOnce();
      } catch (error) {
        options.logger.error({ err: error, loop: options.name }, 'work loop pass failed');
      }
      handledTotal += handled;
      if (handled > 0) continue;
      emptyPassFrom[index] = started;
      settleDrains();
      // A drain that began during this pass needs one more pass before this lane idles.
      if (started === generation && !abort.signal.aborted) await idle();
    }
  };
  const lanes = Array.from({ length: options.lanes }, (_, index) => lane(index));

  return {
    wake,
    drain() {
      generation += 1;
      const drained = new Promise<number>((resolve) => drains.push({ generation, handledBefore: handledTotal, resolve }));
      wake();
      return drained;
    },
    async stop() {
      abort.abort();
      settleDrains();
      wake();
      await Promise.all(lanes);
    },
  };
}

/** Where and which rows `claimDueSql` claims. Table, join and SQL text are constants of ours, never input. */
export interface ClaimDueQuery {
  /** The queue table, schema-qualified; its columns are those of QueueRowEntity. */
  table: string;
  /** Joined to the candidate rows, which are `d` (e.g. `join mail.webhooks w on w.id = d.webhook_id`). */
  join?: string;
  /** Which of `d` may be claimed, e.g. `d.status = 'pending'` (keep it the due index's predicate). */
  pending: string;
  /** What the statement returns of the claimed rows, which are `q` (e.g. `q.id, q.attempts`). */
  returning: string;
}

/**
 * An UPDATE that claims due rows of a queue table: up to the second parameter's count of `pending`
 * rows due (`greatest(next_attempt_at, lease_until)`, the key of the due index, has passed), in due
 * order, leasing them for the first parameter's seconds and counting the attempt. SKIP LOCKED spreads
 * rows over workers; a lease that runs out makes its row due again.
 */
export const claimDueSql = (query: ClaimDueQuery): string =>
  `update ${query.table} q set lease_until = now() + make_interval(secs => ?), attempts = q.attempts + 1
    where q.id in (
      select d.id from ${query.table} d${query.join ? ` ${query.join}` : ''}
       where ${query.pending} and greatest(d.next_attempt_at, d.lease_until) <= now()
       order by greatest(d.next_attempt_at, d.lease_until)
       limit ?
       for update of d skip locked)
    returning ${query.returning}`;
