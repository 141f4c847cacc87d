/**
 * Time source for engines, lifetimes and delays, so tests can run on a fake clock
 * (DESIGN.md clock.ts).
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
  /** Resolves after `ms` milliseconds of this clock's time (the bet delay, spec §9). */
  sleep(ms: number): Promise<void>;
}

/** The wall clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
};

interface Sleeper {
  dueMs: number;
  resolve: () => void;
}

/**
 * A clock that only moves when told; for tests. With `autoAdvance` (the default) a `sleep` moves
 * the clock forward by its own length at once; without it, sleepers wait for `advance`, and
 * `nextSleep()` lets a test act while a request is waiting (e.g. move a price during a bet delay).
 */
export class FakeClock implements Clock {
  private readonly sleepers: Sleeper[] = [];
  private readonly sleepWaiters: (() => void)[] = [];
  autoAdvance = true;

  constructor(private ms = Date.UTC(2026, 0, 1)) {}

  now(): number {
    return this.ms;
  }

  sleep(ms: number): Promise<void> {
    for (const notify of this.sleepWaiters.splice(0)) notify();
    if (this.autoAdvance) {
      this.ms += Math.max(0, ms);
      return Promise.resolve();
    }
    return new Promise((resolve) => this.sleepers.push({ dueMs: this.ms + Math.max(0, ms), resolve }));
  }

  /** Resolves when the next `sleep` starts. */
  nextSleep(): Promise<void> {
    return new Promise((resolve) => this.sleepWaiters.push(resolve));
  }

  /** Moves the clock forward by `ms` milliseconds, waking the sleepers that are due. */
  advance(ms: number): void {
    this.ms += ms;
    for (let i = this.sleepers.length - 1; i >= 0; i--) {
      const sleeper = this.sleepers[i]!;
      if (sleeper.dueMs <= this.ms) {
        this.sleepers.splice(i, 1);
        sleeper.resolve();
      }
    }
  }
}
