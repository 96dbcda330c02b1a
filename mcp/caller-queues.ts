import pLimit, { type LimitFunction } from 'p-limit';

/** Tool calls one caller may have at the workspace API at once, across all their sessions. */
export const CALLS_IN_FLIGHT_PER_CALLER = 4;
/** Calls one caller may have waiting behind those; more are refused at once. */
export const CALLS_WAITING_PER_CALLER = 32;

/**
 * Fair use of the workspace API among MCP callers: each caller's tool calls run at most
 * CALLS_IN_FLIGHT_PER_CALLER at a time, the rest wait in that caller's own queue, so a burst from
 * one caller waits behind itself and never ahead of another caller's calls. A queue longer than
 * CALLS_WAITING_PER_CALLER refuses further calls instead of holding them without bound.
 */
export class CallerQueues {
  private readonly limits = new Map<string, LimitFunction>();

  /** Runs `call` in `callerId`'s turn; undefined when the caller's queue is full. */
  async run<T>(callerId: string, call: () => Promise<T>): Promise<T | undefined> {
    let limit = this.limits.get(callerId);
    if (!limit) {
      limit = pLimit(CALLS_IN_FLIGHT_PER_CALLER);
      this.limits.set(callerId, limit);
    }
    if (limit.pendingCount >= CALLS_WAITING_PER_CALLER) return undefined;
    try {
      return await limit(call);
    } finally {
      if (limit.activeCount === 0 && limit.pendingCount === 0) this.limits.delete(callerId);
    }
  }
}
