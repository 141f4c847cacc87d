import { describe, expect, it } from 'vitest';
import { fancyLine } from './fancy';
import { remainingRunsDistribution, sessionTotalDistribution } from './innings';
import { cricketModel } from './model';

const t20 = cricketModel('T20');
const odi = cricketModel('ODI');
/** The 6-over T20 session line from (runs, ballsBowled, wicketsLost). */
const sixOvers = (runs: number, ballsBowled: number, wicketsLost: number): ReturnType<typeof fancyLine> =>
  fancyLine(sessionTotalDistribution(t20, { runs, ballsBowled, wicketsLost, untilBall: 36 }));

describe('fancyLine', () => {
  it('No = median, Yes = median + 1', () => {
    expect(fancyLine([0.1, 0.2, 0.3, 0.4])).toMatchObject({ no: 2, yes: 3 });
    expect(fancyLine([0.5, 0.5])).toMatchObject({ no: 0, yes: 1 });
    expect(fancyLine([0.49, 0.02, 0.49])).toMatchObject({ no: 1, yes: 2 });
    expect(fancyLine([0, 0, 0, 1])).toEqual({ no: 3, yes: 4, noRate: 100, yesRate: 100 });
  });

  it('normalises weights and applies the offset to the values', () => {
    expect(fancyLine([1, 2, 3, 4])).toEqual(fancyLine([0.1, 0.2, 0.3, 0.4]));
    expect(fancyLine([0.1, 0.2, 0.3, 0.4], 50)).toMatchObject({ no: 52, yes: 53 });
    const rest = remainingRunsDistribution(t20, { ballsBowled: 12, wicketsLost: 1, untilBall: 36 });
    const full = sessionTotalDistribution(t20, { runs: 17, ballsBowled: 12, wicketsLost: 1, untilBall: 36 });
    expect(fancyLine(rest, 17)).toEqual(fancyLine(full));
  });

  it('rates are 100/100 when tight and widen with the interquartile range, to 90/110 at most', () => {
    const uniform = (width: number): number[] => new Array<number>(width).fill(1);
    expect(fancyLine(uniform(5))).toMatchObject({ noRate: 100, yesRate: 100 }); // IQR 2
    const mid = fancyLine(uniform(17)); // IQR 8: two points
    expect(mid).toMatchObject({ noRate: 98, yesRate: 102 });
    expect(fancyLine(uniform(200))).toMatchObject({ noRate: 90, yesRate: 110 });
    for (let width = 1; width < 80; width++) {
      const line = fancyLine(uniform(width));
      expect(line.noRate + line.yesRate).toBe(200);
      expect(line.noRate).toBeLessThanOrEqual(fancyLine(uniform(Math.max(1, width - 1))).noRate);
    }
  });

  it('session lines rise as the 6-over session nears its end with runs scored', () => {
    const start = sixOvers(0, 0, 0);
    const over3 = sixOvers(30, 18, 0);
    const over5 = sixOvers(50, 30, 0);
    expect(over3.no).toBeGreaterThan(start.no);
    expect(over5.no).toBeGreaterThan(over3.no);
    expect(over5.yes).toBe(over5.no + 1);
    // And the rates tighten as the uncertainty shrinks.
    expect(start.noRate).toBeLessThan(100);
    expect(over5.noRate).toBeGreaterThanOrEqual(over3.noRate);
    expect(sixOvers(58, 35, 1).noRate).toBe(100);
  });

  it("equals the real value once the session's last ball is bowled", () => {
    for (const [runs, w] of [
      [52, 1],
      [38, 4],
      [61, 0],
    ] as const) {
      expect(sixOvers(runs, 36, w)).toEqual({ no: runs, yes: runs + 1, noRate: 100, yesRate: 100 });
    }
    // All out before the session's end: settles on the innings total.
    expect(sixOvers(44, 33, 10)).toMatchObject({ no: 44, yes: 45 });
  });

  it('the innings-total line from the start sits at the calibrated median', () => {
    const t = fancyLine(remainingRunsDistribution(t20, { ballsBowled: 0, wicketsLost: 0 }));
    expect(t.no).toBeGreaterThan(155);
    expect(t.no).toBeLessThan(172);
    expect(t).toMatchObject({ noRate: 90, yesRate: 110 });
    const o = fancyLine(remainingRunsDistribution(odi, { ballsBowled: 0, wicketsLost: 0 }));
    expect(o.no).toBeGreaterThan(245);
    expect(o.no).toBeLessThan(275);
  });

  it('ODI 10-over session lines rise with play', () => {
    const at = (runs: number, b: number): number =>
      fancyLine(sessionTotalDistribution(odi, { runs, ballsBowled: b, wicketsLost: 0, untilBall: 60 })).no;
    expect(at(30, 30)).toBeGreaterThan(at(0, 0));
    expect(at(54, 54)).toBeGreaterThan(at(30, 30));
    expect(at(51, 60)).toBe(51);
  });

  it('rejects empty, negative, non-finite or massless input and a fractional offset', () => {
    expect(() => fancyLine([])).toThrow(RangeError);
    expect(() => fancyLine([0.5, -0.1, 0.6])).toThrow(RangeError);
    expect(() => fancyLine([0.5, Number.NaN])).toThrow(RangeError);
    expect(() => fancyLine([0, 0])).toThrow(RangeError);
    expect(() => fancyLine([1], 0.5)).toThrow(RangeError);
  });
});
