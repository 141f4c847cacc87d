import { describe, expect, it } from 'vitest';
import { chaseWinProbability } from './chase';
import { firstInningsWinProbability, remainingRunsDistribution, sessionTotalDistribution } from './innings';
import { cricketModel } from './model';
import { referenceRuns } from './reference';
import type { CricketFormat } from './types';

const t20 = cricketModel('T20');
const odi = cricketModel('ODI');
const total = (d: ArrayLike<number>): number => Array.from(d).reduce((a, b) => a + b, 0);
const mean = (d: ArrayLike<number>): number => Array.from(d).reduce((a, p, i) => a + p * i, 0);

describe('remainingRunsDistribution', () => {
  it.each([
    ['T20', 163, 12],
    ['ODI', 260, 20],
  ] as const)('%s: expected first-innings total from 0/0 is within %i +- %i', (format, target, tol) => {
    const d = remainingRunsDistribution(cricketModel(format), { ballsBowled: 0, wicketsLost: 0 });
    expect(Math.abs(mean(d) - target)).toBeLessThanOrEqual(tol);
    expect(Math.abs(mean(d) - target)).toBeLessThan(2); // calibrated: 163.2 and 259.9
  });

  it.each(['T20', 'ODI'] as CricketFormat[])(
    '%s: every state of the table sums to 1 within 1e-9',
    (format) => {
      const m = cricketModel(format);
      let worst = 0;
      for (let b = 0; b <= m.ballsPerInnings; b++) {
        for (let w = 0; w <= 10; w++) {
          const d = remainingRunsDistribution(m, { ballsBowled: b, wicketsLost: w });
          worst = Math.max(worst, Math.abs(total(d) - 1));
          if (Array.from(d).some((p) => p < 0)) throw new Error(`negative cell at ${b}/${w}`);
        }
      }
      expect(worst).toBeLessThan(1e-9);
    },
  );

  it('the tail folded into the cap is negligible from the start', () => {
    for (const m of [t20, odi]) {
      const d = remainingRunsDistribution(m, { ballsBowled: 0, wicketsLost: 0 });
      expect(d.length).toBeLessThanOrEqual(m.runsCap + 1);
      expect(d[m.runsCap] ?? 0).toBeLessThan(1e-9);
    }
  });

  it('matches an independent forward propagation (innings end and sessions)', () => {
    const cases = [
      // Reference caps exceed the tables' (132, 360, 360, 500, 180) so their tails can be compared.
      { format: 'T20', m: t20, b: 0, w: 0, until: 36, cap: 140 },
      { format: 'T20', m: t20, b: 30, w: 2, until: 120, cap: 370 },
      { format: 'T20', m: t20, b: 100, w: 8, until: 120, cap: 370 },
      { format: 'ODI', m: odi, b: 250, w: 5, until: 300, cap: 510 },
      { format: 'ODI', m: odi, b: 40, w: 1, until: 60, cap: 190 },
    ] as const;
    for (const c of cases) {
      const want = referenceRuns(c.format, c.b, c.w, c.until, c.cap);
      const got = remainingRunsDistribution(c.m, { ballsBowled: c.b, wicketsLost: c.w, untilBall: c.until });
      const tableCap =
        c.until === c.m.ballsPerInnings ? c.m.runsCap : Math.min(c.m.runsCap, 60 + 2 * c.until);
      for (let x = 0; x < tableCap; x++) expect(got[x] ?? 0).toBeCloseTo(want[x]!, 12);
      // The table's last cell holds the mass at or above its cap.
      expect(got[tableCap] ?? 0).toBeCloseTo(
        want.slice(tableCap).reduce((a, b) => a + b, 0),
        12,
      );
    }
  });

  it('expected runs to come fall as wickets fall and as balls run out', () => {
    const at = (b: number, w: number): number =>
      mean(remainingRunsDistribution(t20, { ballsBowled: b, wicketsLost: w }));
    for (let w = 1; w <= 10; w++) expect(at(60, w)).toBeLessThan(at(60, w - 1));
    for (let b = 1; b <= 120; b++) expect(at(b, 3)).toBeLessThan(at(b - 1, 3));
  });

  it('untilBall: default is the innings end; the session end gives a point mass at 0', () => {
    const a = remainingRunsDistribution(t20, { ballsBowled: 40, wicketsLost: 2 });
    expect(remainingRunsDistribution(t20, { ballsBowled: 40, wicketsLost: 2, untilBall: 120 })).toEqual(a);
    expect(
      Array.from(remainingRunsDistribution(t20, { ballsBowled: 36, wicketsLost: 2, untilBall: 36 })),
    ).toEqual([1]);
    expect(Array.from(remainingRunsDistribution(t20, { ballsBowled: 36, wicketsLost: 10 }))).toEqual([1]);
    expect(Array.from(remainingRunsDistribution(t20, { ballsBowled: 120, wicketsLost: 4 }))).toEqual([1]);
  });

  it('a session stops at its last ball: fewer runs than the rest of the innings, all out first included', () => {
    const session = remainingRunsDistribution(t20, { ballsBowled: 0, wicketsLost: 0, untilBall: 36 });
    expect(mean(session)).toBeGreaterThan(40);
    expect(mean(session)).toBeLessThan(55);
    expect(Math.abs(total(session) - 1)).toBeLessThan(1e-9);
    // With 9 down the session often ends early (all out): mean well below 6 balls' worth at full strength.
    const tail = remainingRunsDistribution(t20, { ballsBowled: 30, wicketsLost: 9, untilBall: 36 });
    const top = remainingRunsDistribution(t20, { ballsBowled: 30, wicketsLost: 0, untilBall: 36 });
    expect(mean(tail)).toBeLessThan(mean(top));
  });

  it('returns a copy: mutating it does not corrupt the tables', () => {
    const d = remainingRunsDistribution(t20, { ballsBowled: 0, wicketsLost: 0 });
    d.fill(0);
    expect(total(remainingRunsDistribution(t20, { ballsBowled: 0, wicketsLost: 0 }))).toBeCloseTo(1, 9);
  });

  it('rejects bad states with RangeError', () => {
    expect(() => remainingRunsDistribution(t20, { ballsBowled: 40, wicketsLost: 0, untilBall: 36 })).toThrow(
      RangeError,
    );
    expect(() => remainingRunsDistribution(t20, { ballsBowled: 0, wicketsLost: 0, untilBall: 121 })).toThrow(
      RangeError,
    );
    expect(() => remainingRunsDistribution(t20, { ballsBowled: -1, wicketsLost: 0 })).toThrow(RangeError);
    expect(() => remainingRunsDistribution(t20, { ballsBowled: 0, wicketsLost: 11 })).toThrow(RangeError);
    expect(() => remainingRunsDistribution(t20, { ballsBowled: 0.5, wicketsLost: 0 })).toThrow(RangeError);
  });
});

describe('sessionTotalDistribution', () => {
  it('shifts the remaining runs by the runs already scored', () => {
    const rest = remainingRunsDistribution(t20, { ballsBowled: 20, wicketsLost: 1, untilBall: 60 });
    const d = sessionTotalDistribution(t20, { runs: 27, ballsBowled: 20, wicketsLost: 1, untilBall: 60 });
    expect(d.length).toBe(27 + rest.length);
    for (let x = 0; x < 27; x++) expect(d[x]).toBe(0);
    rest.forEach((p, x) => expect(d[27 + x]).toBe(p));
    expect(mean(d)).toBeCloseTo(27 + mean(rest), 9);
  });

  it('ODI sessions (10 to 50 overs) work and sum to 1', () => {
    for (const overs of [10, 20, 30, 40, 50]) {
      const d = sessionTotalDistribution(odi, {
        runs: 0,
        ballsBowled: 0,
        wicketsLost: 0,
        untilBall: overs * 6,
      });
      expect(Math.abs(total(d) - 1)).toBeLessThan(1e-9);
      expect(mean(d)).toBeGreaterThan(overs * 4);
      expect(mean(d)).toBeLessThan(overs * 6.5);
    }
  });

  it('rejects negative or fractional runs', () => {
    expect(() =>
      sessionTotalDistribution(t20, { runs: -1, ballsBowled: 0, wicketsLost: 0, untilBall: 36 }),
    ).toThrow(RangeError);
    expect(() =>
      sessionTotalDistribution(t20, { runs: 1.5, ballsBowled: 0, wicketsLost: 0, untilBall: 36 }),
    ).toThrow(RangeError);
  });
});

describe('firstInningsWinProbability', () => {
  it.each([
    ['T20', t20],
    ['ODI', odi],
  ] as const)('%s: at the start it is between 0.4 and 0.6', (_format, m) => {
    const p = firstInningsWinProbability(m, { runs: 0, ballsBowled: 0, wicketsLost: 0 });
    expect(p).toBeGreaterThan(0.4);
    expect(p).toBeLessThan(0.6);
  });

  it('rises with runs scored at fixed balls and falls with wickets', () => {
    for (const m of [t20, odi]) {
      const b = m.ballsPerInnings / 2;
      let last = -1;
      for (let runs = 0; runs <= 200; runs += 5) {
        const p = firstInningsWinProbability(m, { runs, ballsBowled: b, wicketsLost: 3 });
        expect(p).toBeGreaterThan(last);
        last = p;
      }
      const p3 = firstInningsWinProbability(m, { runs: 80, ballsBowled: b, wicketsLost: 3 });
      expect(firstInningsWinProbability(m, { runs: 80, ballsBowled: b, wicketsLost: 6 })).toBeLessThan(p3);
    }
  });

  it('equals 1 - V(chase of total + 1) once the innings is over (ties 0.5 inside V)', () => {
    for (const runs of [0, 120, 163, 200]) {
      const v = chaseWinProbability(t20, { runsNeeded: runs + 1, ballsBowled: 0, wicketsLost: 0 });
      expect(firstInningsWinProbability(t20, { runs, ballsBowled: 120, wicketsLost: 6 })).toBeCloseTo(
        1 - v,
        14,
      );
      expect(firstInningsWinProbability(t20, { runs, ballsBowled: 77, wicketsLost: 10 })).toBeCloseTo(
        1 - v,
        14,
      );
    }
  });

  it('equals the sum over final totals of P(T) (1 - V(T + 1)) mid-innings', () => {
    const s = { runs: 70, ballsBowled: 60, wicketsLost: 2 };
    const d = sessionTotalDistribution(t20, { ...s, untilBall: 120 });
    let want = 0;
    d.forEach(
      (p, t) =>
        (want += p * (1 - chaseWinProbability(t20, { runsNeeded: t + 1, ballsBowled: 0, wicketsLost: 0 }))),
    );
    expect(firstInningsWinProbability(t20, s)).toBeCloseTo(want, 12);
  });

  it('rejects bad states with RangeError', () => {
    expect(() => firstInningsWinProbability(t20, { runs: -1, ballsBowled: 0, wicketsLost: 0 })).toThrow(
      RangeError,
    );
    expect(() => firstInningsWinProbability(t20, { runs: 0, ballsBowled: 121, wicketsLost: 0 })).toThrow(
      RangeError,
    );
    expect(() => firstInningsWinProbability(t20, { runs: 0, ballsBowled: 0, wicketsLost: 11 })).toThrow(
      RangeError,
    );
  });
});
