/**
 * The answers a test server leaves waiting while it is on, as a slow peer does (a relay, a webhook endpoint); turned off,
 * the waiting ones are given, each deciding for itself whether its sender is still there to receive it.
 */
export class Hold {
  private waiting?: Array<() => void>;

  get on(): boolean {
    return this.waiting !== undefined;
  }
  set on(on: boolean) {
    if (on) this.waiting ??= [];
    else {
      const released = this.waiting ?? [];
      this.waiting = undefined;
      for (const answer of released) answer();
    }
  }

  /** Answers waiting now. */
  get count(): number {
    return this.waiting?.length ?? 0;
  }

  /** Gives `answer` now, or once the hold is off. */
  answer(answer: () => void): void {
    if (this.waiting) this.waiting.push(answer);
    else answer();
  }
}
