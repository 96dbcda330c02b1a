import { systemClock } from '../core/clock.js';
import { createSharedLimits, type ConcurrencyLimit, type SharedLimits, type SharedLimitsOptions } from '../core/shared-limits.js';

/** Tool calls one caller may have at the workspace API at once, across all their sessions. */
export const CALLS_IN_FLIGHT_PER_CALLER = 4;
/** Calls one caller may have waiting behind those; more are refused at once. */
export const CALLS_WAITING_PER_CALLER = 32;

const FAIR_SHARE: ConcurrencyLimit = { name: 'mcp-calls', inFlight: CALLS_IN_FLIGHT_PER_CALLER, waiting: CALLS_WAITING_PER_CALLER };

/**
 * Fair use of the workspace API among MCP callers: each caller's tool calls run at most
 * CALLS_IN_FLIGHT_PER_CALLER at a time, the rest wait their turn, so a burst from one caller waits
 * behind itself and never ahead of another caller's calls. More than CALLS_WAITING_PER_CALLER
 * waiting refuses further calls instead of holding them without bound. Counted once across the
 * replicas that share `options.edge` (without it, in this process).
 */
export class CallerQueues {
  private readonly limits: SharedLimits;

  constructor(options: SharedLimitsOptions = { clock: systemClock }) {
    this.limits = createSharedLimits(options);
  }

  /** Runs `call` in `callerId`'s turn; undefined when the caller's queue is full. */
  run<T>(callerId: string, call: () => Promise<T>): Promise<T | undefined> {
    return this.limits.runInTurn(FAIR_SHARE, callerId, call);
  }
}
