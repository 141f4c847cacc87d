import { describe, expect, it } from 'vitest';
import { hostCalibratedSlowdown } from './lighthouse-calibration';

/** The calculator's anchor points (bench/lighthouse-calibration.ts, Lighthouse docs/throttling.md). */
describe('hostCalibratedSlowdown', () => {
  it.each([
    [2_000, 6],
    [1_533, 4],
    [1_300, 3],
    [1_050, 2.5],
    [800, 2],
    [150, 1],
    [100, 1],
  ])('benchmarkIndex %d gives %dx', (index, slowdown) => {
    expect(hostCalibratedSlowdown(index)).toBeCloseTo(slowdown, 2);
  });

  it('rises with the host speed and joins its pieces without a step', () => {
    let previous = 1; // the floor, below an index of 150
    for (let index = 50; index <= 2_500; index += 1) {
      const slowdown = hostCalibratedSlowdown(index);
      expect(slowdown).toBeGreaterThanOrEqual(previous);
      expect(slowdown - previous).toBeLessThan(0.01);
      previous = slowdown;
    }
  });

  it('refuses an index that is not a positive number', () => {
    for (const bad of [0, -5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => hostCalibratedSlowdown(bad)).toThrow(RangeError);
  });
});
