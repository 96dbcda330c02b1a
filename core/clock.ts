/**
 * Where the platform reads the current time. Every decision that depends on "now" (expiry,
 * retry times, throttling windows, caches) asks the platform's clock instead of `Date`, so a test
 * can move time forward instead of waiting for it.
 */
export interface Clock {
  now(): Date;
}

/** The system's time. */
export const systemClock: Clock = { now: () => new Date() };

/** Milliseconds since the epoch on `clock`. */
export const epochMs = (clock: Clock): number => clock.now().getTime();

/** The time `ms` milliseconds after now on `clock` (negative: before). */
export const fromNow = (clock: Clock, ms: number): Date => new Date(epochMs(clock) + ms);
