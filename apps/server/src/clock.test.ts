import { describe, expect, it } from 'vitest';
import { SteerableClock } from './clock';

/** A wall clock the test moves by hand. */
function wall(startMs = 1_000_000) {
  const w = { ms: startMs, now: () => w.ms };
  return w;
}

describe('SteerableClock', () => {
  it('follows the wall time from its start, and the wall time by default', () => {
    const w = wall();
    const clock = new SteerableClock(5_000_000, w.now);
    expect(clock.now()).toBe(5_000_000);
    w.ms += 250;
    expect(clock.now()).toBe(5_000_250);
    expect(clock.frozen).toBe(false);
    const real = new SteerableClock();
    expect(Math.abs(real.now() - Date.now())).toBeLessThan(50);
  });

  it('holds still while frozen and runs on from the frozen time when resumed', () => {
    const w = wall();
    const clock = new SteerableClock(5_000_000, w.now);
    w.ms += 100;
    clock.freeze();
    w.ms += 10_000;
    expect(clock.now()).toBe(5_000_100);
    clock.freeze(); // no-op
    expect(clock.now()).toBe(5_000_100);
    expect(clock.frozen).toBe(true);
    clock.resume();
    expect(clock.now()).toBe(5_000_100);
    w.ms += 40;
    expect(clock.now()).toBe(5_000_140);
    clock.resume(); // no-op
    expect(clock.now()).toBe(5_000_140);
  });

  it('moves forward frozen or running, never backwards', () => {
    const w = wall();
    const clock = new SteerableClock(5_000_000, w.now);
    clock.advance(60_000);
    expect(clock.now()).toBe(5_060_000);
    clock.freeze();
    clock.advance(1_000);
    expect(clock.now()).toBe(5_061_000);
    clock.resume();
    w.ms += 5;
    expect(clock.now()).toBe(5_061_005);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(() => clock.advance(Number.NaN)).toThrow(RangeError);
    expect(clock.now()).toBe(5_061_005);
  });

  it('sleeps real milliseconds while frozen (a bet delay completes)', async () => {
    const clock = new SteerableClock();
    clock.freeze();
    const frozenAt = clock.now();
    const started = performance.now();
    await clock.sleep(30);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    expect(clock.now()).toBe(frozenAt);
  });
});
