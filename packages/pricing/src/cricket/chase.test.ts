import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import { chaseWinProbability } from './chase';
import { cricketModel } from './model';
import { ballOutcomes } from './outcomes';
import { referenceChase, simulateChase } from './reference';
import { buildChase, buildRates } from './tables';
import type { CricketFormat } from './types';

const FORMATS: CricketFormat[] = ['T20', 'ODI'];
const t20 = cricketModel('T20');

describe('chaseWinProbability', () => {
  it('needing 1 from 6 balls with 10 wickets in hand prices the chaser below decimal 1.05', () => {
    const v = chaseWinProbability(t20, { runsNeeded: 1, ballsBowled: 114, wicketsLost: 0 });
    expect(v).toBeGreaterThan(1 / 1.05);
    expect(1 / v).toBeLessThan(1.05);
    expect(v).toBeLessThan(1);
  });

  it('is 1 once the target is reached, whatever the balls and wickets', () => {
    for (const runsNeeded of [0, -1, -30]) {
      expect(chaseWinProbability(t20, { runsNeeded, ballsBowled: 0, wicketsLost: 0 })).toBe(1);
      expect(chaseWinProbability(t20, { runsNeeded, ballsBowled: 120, wicketsLost: 10 })).toBe(1);
    }
  });

  it('ends at 0 short by 2 or more, 0.5 on a tie, when balls or wickets run out', () => {
    expect(chaseWinProbability(t20, { runsNeeded: 2, ballsBowled: 120, wicketsLost: 3 })).toBe(0);
    expect(chaseWinProbability(t20, { runsNeeded: 1, ballsBowled: 120, wicketsLost: 3 })).toBe(0.5);
    expect(chaseWinProbability(t20, { runsNeeded: 40, ballsBowled: 50, wicketsLost: 10 })).toBe(0);
    expect(chaseWinProbability(t20, { runsNeeded: 1, ballsBowled: 50, wicketsLost: 10 })).toBe(0.5);
  });

  it('tie handling: needing 1 vs 2 off the last ball follows the DP exactly', () => {
    for (const w of [0, 4, 9]) {
      const o = ballOutcomes('T20', 19, w);
      const scoring = o.p1 + o.p2 + o.p3 + o.p4 + o.p6;
      // Needing 1: a wide or any run wins; a dot or a wicket ends level (0.5).
      const need1 = o.wide + scoring + 0.5 * (o.p0 + o.wicket);
      // Needing 2: a wide leaves 1 off the same ball; 2+ wins; a single ties; a dot or wicket loses.
      const need2 = o.wide * need1 + (o.p2 + o.p3 + o.p4 + o.p6) + 0.5 * o.p1;
      expect(chaseWinProbability(t20, { runsNeeded: 1, ballsBowled: 119, wicketsLost: w })).toBeCloseTo(
        need1,
        14,
      );
      expect(chaseWinProbability(t20, { runsNeeded: 2, ballsBowled: 119, wicketsLost: w })).toBeCloseTo(
        need2,
        14,
      );
      expect(need1 - need2).toBeGreaterThan(0.3);
    }
  });

  it.each(FORMATS)(
    '%s: V in [0, 1] and monotone in runs, balls and wickets over the whole table',
    (format) => {
      const m = cricketModel(format);
      const n = m.ballsPerInnings;
      const v = (r: number, b: number, w: number): number =>
        chaseWinProbability(m, { runsNeeded: r, ballsBowled: n - b, wicketsLost: w });
      const eps = 1e-12;
      const bad: string[] = [];
      let checked = 0;
      for (let b = 0; b <= n; b++) {
        for (let w = 0; w <= 10; w++) {
          for (let r = 0; r <= m.runsCap + 1; r++) {
            const x = v(r, b, w);
            if (!(x >= 0 && x <= 1)) bad.push(`range ${r}/${b}/${w}`);
            if (r > 0 && x > v(r - 1, b, w) + eps) bad.push(`runs ${r}/${b}/${w}`);
            if (b > 0 && x < v(r, b - 1, w) - eps) bad.push(`balls ${r}/${b}/${w}`);
            if (w > 0 && x > v(r, b, w - 1) + eps) bad.push(`wickets ${r}/${b}/${w}`);
            checked++;
          }
        }
      }
      expect(bad.slice(0, 10)).toEqual([]);
      expect(checked).toBe((n + 1) * 11 * (m.runsCap + 2));
    },
  );

  it('strictly prefers fewer runs, more balls and fewer wickets in a live chase', () => {
    const base = { runsNeeded: 40, ballsBowled: 90, wicketsLost: 4 };
    const v = chaseWinProbability(t20, base);
    expect(chaseWinProbability(t20, { ...base, runsNeeded: 41 })).toBeLessThan(v);
    expect(chaseWinProbability(t20, { ...base, ballsBowled: 84 })).toBeGreaterThan(v);
    expect(chaseWinProbability(t20, { ...base, wicketsLost: 5 })).toBeLessThan(v);
  });

  it('matches an independent top-down recursion at the end of each format', () => {
    for (const format of FORMATS) {
      const m = cricketModel(format);
      const n = m.ballsPerInnings;
      for (const [b, w, r] of [
        [1, 9, 1],
        [6, 0, 10],
        [6, 7, 12],
        [12, 3, 25],
        [9, 9, 4],
      ] as const) {
        const want = referenceChase(format, n, b, w, r);
        const got = chaseWinProbability(m, { runsNeeded: r, ballsBowled: n - b, wicketsLost: w });
        expect(got).toBeCloseTo(want, 12);
      }
    }
  });

  it('agrees with a seeded Monte Carlo chase across phases', () => {
    const rng = createRng('cricket-chase');
    const trials = 20000;
    for (const s of [
      { runsNeeded: 164, ballsBowled: 0, wicketsLost: 0 },
      { runsNeeded: 60, ballsBowled: 84, wicketsLost: 4 },
    ]) {
      const v = chaseWinProbability(t20, s);
      const est = simulateChase('T20', 120, s, rng, trials);
      expect(Math.abs(est - v)).toBeLessThan(4 * Math.sqrt((v * (1 - v)) / trials) + 1e-3);
    }
  });

  it('a par chase from the start is close to even in both formats', () => {
    const t = chaseWinProbability(t20, { runsNeeded: 164, ballsBowled: 0, wicketsLost: 0 });
    const o = chaseWinProbability(cricketModel('ODI'), { runsNeeded: 261, ballsBowled: 0, wicketsLost: 0 });
    expect(t).toBeGreaterThan(0.4);
    expect(t).toBeLessThan(0.6);
    expect(o).toBeGreaterThan(0.4);
    expect(o).toBeLessThan(0.65);
  });

  it('ODI tables (300 balls) price the chase too', () => {
    const odi = cricketModel('ODI');
    expect(odi.ballsPerInnings).toBe(300);
    expect(chaseWinProbability(odi, { runsNeeded: 1, ballsBowled: 294, wicketsLost: 0 })).toBeGreaterThan(
      0.95,
    );
    expect(chaseWinProbability(odi, { runsNeeded: 350, ballsBowled: 0, wicketsLost: 0 })).toBeLessThan(0.1);
    expect(chaseWinProbability(odi, { runsNeeded: 100, ballsBowled: 200, wicketsLost: 2 })).toBeGreaterThan(
      0.5,
    );
  });

  it('a revised (D/L) target prices on the model for the reduced balls', () => {
    const s = { runsNeeded: 120, ballsBowled: 12, wicketsLost: 1 };
    const revised = chaseWinProbability(t20, { ...s, totalBalls: 84 });
    expect(revised).toBe(chaseWinProbability(cricketModel('T20', 84), s));
    expect(revised).toBeLessThan(chaseWinProbability(t20, s));
    expect(chaseWinProbability(t20, { ...s, ballsBowled: 84, totalBalls: 84 })).toBe(0);
  });

  it('the defend option restores monotonicity in balls and binds only in comfortable chases', () => {
    for (const [format, n, cap, bound] of [
      ['T20', 120, 360, 0.02],
      ['ODI', 300, 500, 0.05],
    ] as const) {
      const rates = buildRates(format, n);
      const plain = buildChase(rates, n, cap, false);
      const used = buildChase(rates, n, cap);
      const stride = cap + 2;
      // Plain average-rate DP: an extra powerplay ball can lower V (more wicket risk, runs not binding).
      const i = (b: number, w: number, r: number): number => (b * 10 + w) * stride + r;
      const dip =
        format === 'T20'
          ? plain[i(85, 9, 2)]! - plain[i(84, 9, 2)]!
          : plain[i(300, 4, 109)]! - plain[i(240, 4, 109)]!;
      expect(dip).toBeLessThan(-1e-3);
      let worst = 0;
      let lowest = 0;
      let startRow = 0;
      for (let k = 0; k < used.length; k++) {
        const d = used[k]! - plain[k]!;
        worst = Math.max(worst, d);
        lowest = Math.min(lowest, d);
      }
      expect(lowest).toBe(0);
      for (let r = 0; r < stride; r++) startRow = Math.max(startRow, used[i(n, 0, r)]! - plain[i(n, 0, r)]!);
      expect(worst).toBeLessThan(bound);
      expect(startRow).toBeLessThan(format === 'T20' ? 1e-6 : 1e-3);
      // A chase that is not comfortable is untouched: T20 needing 30 off 18 with 3 down.
      expect(used[i(18, 3, 30)]).toBe(plain[i(18, 3, 30)]);
    }
  });

  it('runsNeeded beyond the cap reads the (negligible) cap value', () => {
    const atCap = chaseWinProbability(t20, { runsNeeded: t20.runsCap + 1, ballsBowled: 0, wicketsLost: 0 });
    expect(chaseWinProbability(t20, { runsNeeded: 10_000, ballsBowled: 0, wicketsLost: 0 })).toBe(atCap);
    expect(atCap).toBeLessThan(1e-6);
  });

  it('rejects bad states with RangeError', () => {
    const ok = { runsNeeded: 10, ballsBowled: 0, wicketsLost: 0 };
    expect(() => chaseWinProbability(t20, { ...ok, runsNeeded: 1.5 })).toThrow(RangeError);
    expect(() => chaseWinProbability(t20, { ...ok, ballsBowled: 121 })).toThrow(RangeError);
    expect(() => chaseWinProbability(t20, { ...ok, ballsBowled: 90, totalBalls: 84 })).toThrow(RangeError);
    expect(() => chaseWinProbability(t20, { ...ok, wicketsLost: 11 })).toThrow(RangeError);
    expect(() => chaseWinProbability(t20, { ...ok, totalBalls: 0 })).toThrow(RangeError);
    expect(() => chaseWinProbability(t20, { ...ok, totalBalls: 126 })).toThrow(RangeError);
    expect(() => chaseWinProbability(t20, { ...ok, runsNeeded: Number.NaN })).toThrow(RangeError);
  });
});
