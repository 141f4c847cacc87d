import { describe, expect, it } from 'vitest';
import { scoreGrid } from './grid';
import { soccerMarkets } from './markets';
import type { SoccerMarkets } from './markets';

function expectCoherent(m: SoccerMarkets): void {
  expect(m.home + m.draw + m.away).toBeCloseTo(1, 12);
  expect(m.nextGoal.home + m.nextGoal.away + m.nextGoal.none).toBeCloseTo(1, 12);
  for (const p of [m.home, m.draw, m.away, m.nextGoal.home, m.nextGoal.away, m.nextGoal.none]) {
    expect(p).toBeGreaterThanOrEqual(0);
    expect(p).toBeLessThanOrEqual(1 + 1e-12);
  }
  const o = m.over;
  expect(o['0.5']).toBeGreaterThanOrEqual(o['1.5']);
  expect(o['1.5']).toBeGreaterThanOrEqual(o['2.5']);
  expect(o['2.5']).toBeGreaterThanOrEqual(o['3.5']);
}

describe('soccerMarkets', () => {
  it('at kick-off matches the full pre-match grid', () => {
    const m = soccerMarkets({ minute: 0, score: [0, 0], lambda: 1.6, mu: 1.1 });
    // a 25-goal grid: truncation mass below 1e-10, so the sums agree to 9 digits
    const grid = scoreGrid(1.6, 1.1, -0.1, 25);
    let home = 0;
    let draw = 0;
    const totals = new Array<number>(51).fill(0);
    grid.forEach((row, i) =>
      row.forEach((p, j) => {
        if (i > j) home += p;
        if (i === j) draw += p;
        totals[i + j]! += p;
      }),
    );
    expect(m.home).toBeCloseTo(home, 9);
    expect(m.draw).toBeCloseTo(draw, 9);
    expect(m.over['0.5']).toBeCloseTo(1 - totals[0]!, 9);
    expect(m.over['1.5']).toBeCloseTo(1 - totals[0]! - totals[1]!, 9);
    expect(m.over['2.5']).toBeCloseTo(1 - totals[0]! - totals[1]! - totals[2]!, 9);
    expect(m.over['3.5']).toBeCloseTo(1 - totals[0]! - totals[1]! - totals[2]! - totals[3]!, 9);
    expect(m.nextGoal.none).toBeCloseTo(grid[0]![0]!, 9);
    expect(m.nextGoal.home / m.nextGoal.away).toBeCloseTo(1.6 / 1.1, 12);
    expect(m.home).toBeGreaterThan(m.away);
    expectCoherent(m);
  });

  it('equal sides are symmetric', () => {
    const m = soccerMarkets({ minute: 30, score: [1, 1], lambda: 1.3, mu: 1.3 });
    expect(m.home).toBeCloseTo(m.away, 12);
    expect(m.nextGoal.home).toBeCloseTo(m.nextGoal.away, 12);
    expectCoherent(m);
  });

  it('prices the draw below 1.3 at 0-0 in the 89th minute (lambda = mu = 1.3)', () => {
    for (const minute of [88, 89]) {
      const m = soccerMarkets({ minute, score: [0, 0], lambda: 1.3, mu: 1.3 });
      expect(m.draw).toBeGreaterThan(1 / 1.3);
      expect(1 / m.draw).toBeLessThan(1.3);
      expect(m.over['0.5']).toBeLessThan(0.1);
      expectCoherent(m);
    }
  });

  it('makes a side leading 1-0 at 80 minutes a strong favourite', () => {
    const m = soccerMarkets({ minute: 80, score: [1, 0], lambda: 1.3, mu: 1.3 });
    expect(m.home).toBeGreaterThan(0.75);
    expect(m.away).toBeLessThan(0.05);
    expect(m.home).toBeGreaterThan(soccerMarkets({ minute: 60, score: [1, 0], lambda: 1.3, mu: 1.3 }).home);
    const awayLead = soccerMarkets({ minute: 80, score: [0, 1], lambda: 1.3, mu: 1.3 });
    expect(awayLead.away).toBeCloseTo(m.home, 12);
    expectCoherent(m);
  });

  it('settles lines already passed: over 2.5 is 1 with three goals in', () => {
    const m = soccerMarkets({ minute: 50, score: [2, 1], lambda: 1.3, mu: 1.3 });
    expect(m.over['0.5']).toBe(1);
    expect(m.over['1.5']).toBe(1);
    expect(m.over['2.5']).toBe(1);
    expect(m.over['3.5']).toBeGreaterThan(0.3);
    expect(m.over['3.5']).toBeLessThan(1);
    expectCoherent(m);
  });

  it('is decided at full time', () => {
    const m = soccerMarkets({ minute: 90, score: [2, 2], lambda: 1.3, mu: 1.3 });
    expect(m.draw).toBe(1);
    expect(m.home).toBe(0);
    expect(m.over['3.5']).toBe(1);
    expect(m.nextGoal).toEqual({ home: 0, away: 0, none: 1 });
    const late = soccerMarkets({ minute: 95, score: [0, 0], lambda: 1.3, mu: 1.3 });
    expect(late.draw).toBe(1);
    expect(late.over['0.5']).toBe(0);
  });

  it('uses announced added time', () => {
    const base = { score: [1, 1] as const, lambda: 1.3, mu: 1.3 };
    const stoppage = soccerMarkets({ ...base, minute: 91, addedMinutes: 5 });
    expect(stoppage.draw).toBeLessThan(1);
    // 4 of 20 last-block minutes left: 0.238 * 4 / 20 * 1.3 = 0.062 goals each side
    expect(stoppage.draw).toBeGreaterThan(0.85);
    expect(stoppage.over['2.5']).toBeCloseTo(1 - stoppage.nextGoal.none, 9);
    expect(soccerMarkets({ ...base, minute: 91 }).draw).toBe(1);
  });

  it('applies the Dixon-Coles correction only while the score is 0-0', () => {
    const dc = soccerMarkets({ minute: 20, score: [0, 0], lambda: 1.3, mu: 1.3 });
    const plain = soccerMarkets({ minute: 20, score: [0, 0], lambda: 1.3, mu: 1.3, rho: 0 });
    expect(dc.draw).toBeGreaterThan(plain.draw);
    const scored = soccerMarkets({ minute: 20, score: [1, 0], lambda: 1.3, mu: 1.3 });
    const scoredPlain = soccerMarkets({ minute: 20, score: [1, 0], lambda: 1.3, mu: 1.3, rho: 0 });
    expect(scored).toEqual(scoredPlain);
  });

  it('handles a lopsided pre-match and large expectations', () => {
    const m = soccerMarkets({ minute: 0, score: [0, 0], lambda: 3.5, mu: 0.4 });
    expect(m.home).toBeGreaterThan(0.8);
    expectCoherent(m);
    expectCoherent(soccerMarkets({ minute: 0, score: [0, 0], lambda: 9, mu: 8, rho: 0 }));
  });

  it('refuses bad state', () => {
    const ok = { minute: 10, score: [0, 0] as const, lambda: 1, mu: 1 };
    expect(() => soccerMarkets({ ...ok, minute: -1 })).toThrow(RangeError);
    expect(() => soccerMarkets({ ...ok, score: [1.5, 0] })).toThrow(RangeError);
    expect(() => soccerMarkets({ ...ok, score: [-1, 0] })).toThrow(RangeError);
    expect(() => soccerMarkets({ ...ok, lambda: -0.5 })).toThrow(RangeError);
  });
});
