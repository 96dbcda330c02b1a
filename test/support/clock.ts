import type { Clock } from '../../core/clock.js';

/**
 * The system's time plus an offset a test moves forward, so expiry and time windows are tested
 * by advancing time instead of waiting for it. It keeps running: timers and the database's own
 * `now()` still see real time pass.
 */
export class TestClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
