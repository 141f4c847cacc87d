import { describe, expect, it } from 'vitest';
import { DEFAULT_HOME_ADVANTAGE, dixonColesTau, expectedGoals, scoreGrid } from './grid';

const sum = (grid: Float64Array[]) => grid.reduce((s, row) => s + row.reduce((a, b) => a + b, 0), 0);
const poisson = (mean: number, k: number) => {
  let p = Math.exp(-mean);
  for (let i = 1; i <= k; i++) p = (p * mean) / i;
  return p;
};

describe('expectedGoals', () => {
  it('splits 2.55 goals by relative strength at a neutral venue', () => {
    expect(expectedGoals(1, 1)).toEqual({ lambda: 1.275, mu: 1.275 });
    const { lambda, mu } = expectedGoals(1.5, 0.5);
    expect(lambda).toBeCloseTo(1.9125, 12);
    expect(mu).toBeCloseTo(0.6375, 12);
    expect(lambda + mu).toBeCloseTo(2.55, 12);
  });

  it('honours a custom total and the home-advantage flag', () => {
    expect(expectedGoals(2, 1, 3).lambda).toBeCloseTo(2, 12);
    const home = expectedGoals(1, 1, 2.55, { homeAdvantage: true });
    expect(home.lambda).toBeCloseTo((2.55 * DEFAULT_HOME_ADVANTAGE) / (DEFAULT_HOME_ADVANTAGE + 1), 12);
    expect(home.lambda + home.mu).toBeCloseTo(2.55, 12);
    expect(expectedGoals(1, 1, 2.55, { homeAdvantage: 1.5 }).lambda).toBeCloseTo(1.53, 12);
    expect(expectedGoals(1, 1, 2.55, { homeAdvantage: false }).lambda).toBe(1.275);
  });

  it('refuses bad strengths', () => {
    expect(() => expectedGoals(0, 1)).toThrow(RangeError);
    expect(() => expectedGoals(1, Number.NaN)).toThrow(RangeError);
    expect(() => expectedGoals(1, 1, -1)).toThrow(RangeError);
    expect(() => expectedGoals(1, 1, 2.55, { homeAdvantage: 0 })).toThrow(RangeError);
  });
});

describe('scoreGrid', () => {
  it('has (maxGoals + 1)^2 cells summing to 1', () => {
    for (const [l, m, rho] of [
      [1.3, 1.3, -0.1],
      [2.4, 0.6, -0.1],
      [0.05, 0.02, -0.1],
      [1.3, 1.3, 0],
      [0, 0, -0.1],
    ] as const) {
      const grid = scoreGrid(l, m, rho);
      expect(grid).toHaveLength(11);
      for (const row of grid) expect(row).toHaveLength(11);
      expect(sum(grid)).toBeCloseTo(1, 12);
    }
    expect(scoreGrid(1, 1, -0.1, 4)).toHaveLength(5);
  });

  it('is independent Poisson when rho = 0', () => {
    const grid = scoreGrid(1.4, 1.1, 0, 15);
    expect(grid[2]![1]).toBeCloseTo(poisson(1.4, 2) * poisson(1.1, 1), 12);
    expect(grid[0]![0]).toBeCloseTo(Math.exp(-2.5), 12);
  });

  it('with rho < 0 raises 0-0 and 1-1 and lowers 1-0 and 0-1 (Dixon & Coles 1997)', () => {
    const plain = scoreGrid(1.3, 1.3, 0);
    const dc = scoreGrid(1.3, 1.3, -0.1);
    expect(dc[0]![0]).toBeGreaterThan(plain[0]![0]!);
    expect(dc[1]![1]).toBeGreaterThan(plain[1]![1]!);
    expect(dc[1]![0]).toBeLessThan(plain[1]![0]!);
    expect(dc[0]![1]).toBeLessThan(plain[0]![1]!);
    // tau preserves the total mass exactly: the four adjustments cancel out
    expect(dc[2]![3]).toBeCloseTo(plain[2]![3]!, 12);
    expect(dc[0]![0]! / plain[0]![0]!).toBeCloseTo(1 + 1.3 * 1.3 * 0.1, 9);
    expect(dc[1]![1]! / plain[1]![1]!).toBeCloseTo(1.1, 9);
    expect(dc[1]![0]! / plain[1]![0]!).toBeCloseTo(1 - 0.13, 9);
  });

  it('tau follows the paper and never goes negative', () => {
    expect(dixonColesTau(0, 0, 1, 2, -0.1)).toBeCloseTo(1.2, 12);
    expect(dixonColesTau(0, 1, 1, 2, -0.1)).toBeCloseTo(0.9, 12);
    expect(dixonColesTau(1, 0, 1, 2, -0.1)).toBeCloseTo(0.8, 12);
    expect(dixonColesTau(1, 1, 1, 2, -0.1)).toBeCloseTo(1.1, 12);
    expect(dixonColesTau(2, 0, 1, 2, -0.1)).toBe(1);
    expect(dixonColesTau(0, 1, 12, 1, -0.1)).toBe(0);
  });

  it('refuses bad input', () => {
    expect(() => scoreGrid(-1, 1)).toThrow(RangeError);
    expect(() => scoreGrid(1, Number.NaN)).toThrow(RangeError);
    expect(() => scoreGrid(1, 1, Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => scoreGrid(1, 1, -0.1, 0)).toThrow(RangeError);
    expect(() => scoreGrid(1, 1, -0.1, 2.5)).toThrow(RangeError);
  });
});
