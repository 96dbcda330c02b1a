import type { Clock } from '../../core/clock.js';

/**
 * The system's time plus an offset a test moves forward, so expiry and time windows are tested
 * by advancing time instead of waiting for it. It keeps running: timers and the database's own
 * `now()` still see real time pass.
 */
export class TestClock implements Clock {
  private offsetMs = 0;
  /** Set while frozen: the system time the clock stopped at. */
  private stoppedAt: number | null = null;

  now(): Date {
    return new Date((this.stoppedAt ?? Date.now()) + this.offsetMs);
  }

  /**
   * Stops the clock's own time (advance still moves it) until `thaw`, for a test whose steps must fall within a window
   * however slowly a loaded machine runs them. Only the app's clock stops: timers and the database's `now()` go on.
   */
  freeze(): void {
    this.stoppedAt ??= Date.now();
  }

  /** Runs on from where the frozen clock stands (no jump forward for the time it was stopped). */
  thaw(): void {
    if (this.stoppedAt === null) return;
    this.offsetMs -= Date.now() - this.stoppedAt;
    this.stoppedAt = null;
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
