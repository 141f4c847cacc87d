/**
 * The CPU slowdown that makes this host behave like the device Lighthouse's mobile preset means to
 * simulate. The preset multiplies every main-thread task's time by 4, which Lighthouse calibrated
 * for a high-end desktop: CPU throttling is relative to the host (Lighthouse docs/throttling.md,
 * "CPU throttling" and "Calibrating multipliers"; the device classes there put a high-end desktop
 * at a benchmarkIndex of 1,500-2,000 and a mid-tier phone at 125-800). On a slower host the same 4x
 * simulates a slower phone than intended, and Lighthouse warns below an index of 1,000.
 *
 * The mapping is the one of Lighthouse's CPU throttling calculator
 * (lighthouse-cpu-throttling-calculator by Lighthouse's maintainers, linked from
 * docs/throttling.md), piecewise linear in the host's benchmarkIndex:
 * - 1,300 and above: 3x at 1,300, plus 1x per 233 (4x at 1,533, 6x at 2,000);
 * - 800 to 1,300: 2x at 800 to 3x at 1,300;
 * - 150 to 800: 1x at 150 to 2x at 800;
 * - below 150: 1x (the host is already as slow as the phone).
 *
 * @param benchmarkIndex Lighthouse's `environment.benchmarkIndex` of the run (unitless, > 0).
 * @returns the CPU slowdown multiplier (>= 1).
 * @throws RangeError when the index is not a positive finite number.
 */
export function hostCalibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new RangeError(`benchmarkIndex must be a positive number, got ${benchmarkIndex}`);
  if (benchmarkIndex >= 1_300) return 3 + (benchmarkIndex - 1_300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}
