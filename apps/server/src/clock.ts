/**
 * Time source for engines, lifetimes and delays, so tests can run on a fake clock
 * (docs/architecture.md clock.ts).
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
  /** Resolves after `ms` milliseconds of this clock's time (the bet delay, docs/rules/specification.md §9). */
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

/**
 * A wall clock that can be stopped and moved forward, for the end-to-end server
 * (e2e/src/global-setup.ts): `now()` is the wall time plus an offset while running and holds
 * still while frozen. `sleep` always waits real milliseconds, frozen or not, so a bet delay
 * (docs/rules/specification.md §9) completes while prices are held still; moving the clock does not shorten it.
 * Time never goes backwards here: the feed engine assumes it (feed/engine.ts `advance`).
 */
export class SteerableClock implements Clock {
  private offsetMs: number;
  private frozenAtMs: number | undefined;

  /**
   * Starts at `startMs` (epoch ms, default the wall time), running. `wallNow` is the wall clock
   * (injectable for tests).
   */
  constructor(
    startMs?: number,
    private readonly wallNow: () => number = Date.now,
  ) {
    this.offsetMs = startMs === undefined ? 0 : startMs - wallNow();
  }

  now(): number {
    return this.frozenAtMs ?? this.wallNow() + this.offsetMs;
  }

  sleep(ms: number): Promise<void> {
    return systemClock.sleep(ms);
  }

  /** True while stopped. */
  get frozen(): boolean {
    return this.frozenAtMs !== undefined;
  }

  /** Stops the clock at its current time (no-op when already frozen). */
  freeze(): void {
    this.frozenAtMs ??= this.now();
  }

  /** Lets the clock run on with the wall time from where it stands (no-op when running). */
  resume(): void {
    if (this.frozenAtMs === undefined) return;
    this.offsetMs = this.frozenAtMs - this.wallNow();
    this.frozenAtMs = undefined;
  }

  /**
   * Moves the clock forward by `ms` milliseconds, frozen or running. Throws RangeError for a
   * negative or non-finite amount (time never goes backwards).
   */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`cannot move the clock by ${ms} ms`);
    if (this.frozenAtMs !== undefined) this.frozenAtMs += ms;
    else this.offsetMs += ms;
  }
}
