import { describe, expect, it } from 'vitest';
import { ballOutcomes, outcomeVector, standardBalls } from './outcomes';
import type { BallOutcomes, CricketFormat } from './types';

const FORMATS: CricketFormat[] = ['T20', 'ODI'];
const sum = (o: BallOutcomes): number => o.p0 + o.p1 + o.p2 + o.p3 + o.p4 + o.p6 + o.wicket + o.wide;
/** Expected runs per legal ball, wides included (docs/rules/sports.md "runs/over" / 6). */
const runsPerLegalBall = (o: BallOutcomes): number =>
  (o.wide + o.p1 + 2 * o.p2 + 3 * o.p3 + 4 * o.p4 + 6 * o.p6) / (1 - o.wide);

describe('ballOutcomes', () => {
  it.each(FORMATS)('%s: every over and wicket count is a probability vector summing to 1', (format) => {
    for (let over = 0; over < standardBalls(format) / 6; over++) {
      for (let w = 0; w < 10; w++) {
        const o = ballOutcomes(format, over, w);
        expect(sum(o)).toBeCloseTo(1, 12);
        for (const p of Object.values(o)) expect(p).toBeGreaterThan(0);
      }
    }
  });

  it('T20 reproduces the docs/rules/sports.md phase table at the pivot (3 down)', () => {
    const table = [
      { over: 0, rpo: 7.7, wicket: 0.039, wide: 0.034 },
      { over: 10, rpo: 7.7, wicket: 0.042, wide: 0.026 },
      { over: 19, rpo: 9.9, wicket: 0.084, wide: 0.039 },
    ];
    for (const row of table) {
      const o = ballOutcomes('T20', row.over, 3);
      expect(o.wicket).toBeCloseTo(row.wicket, 12);
      expect(o.wide).toBeCloseTo(row.wide, 12);
      expect(runsPerLegalBall(o) * 6).toBeCloseTo(row.rpo * 0.99, 9); // RUN_SCALE T20
    }
  });

  it('ODI phases run at 4.8 / 5.0 / 7.3 an over (times the calibration) at the pivot', () => {
    const rpo = [4.8, 5.0, 7.3].map((r) => r * 1.02);
    [0, 25, 45].forEach((over, j) => {
      const o = ballOutcomes('ODI', over, 3);
      expect(runsPerLegalBall(o) * 6).toBeCloseTo(rpo[j]!, 9);
      expect(o.wide).toBeGreaterThanOrEqual(0.02);
      expect(o.wide).toBeLessThanOrEqual(0.03);
    });
    expect(ballOutcomes('ODI', 45, 3).wicket).toBeGreaterThan(2 * ballOutcomes('ODI', 25, 3).wicket);
  });

  it('phase boundaries fall after overs 6 and 15 (T20) and 10 and 40 (ODI)', () => {
    expect(ballOutcomes('T20', 5, 0)).toEqual(ballOutcomes('T20', 0, 0));
    expect(ballOutcomes('T20', 6, 0)).not.toEqual(ballOutcomes('T20', 5, 0));
    expect(ballOutcomes('T20', 14, 0)).toEqual(ballOutcomes('T20', 6, 0));
    expect(ballOutcomes('T20', 15, 0)).not.toEqual(ballOutcomes('T20', 14, 0));
    expect(ballOutcomes('ODI', 9, 0)).toEqual(ballOutcomes('ODI', 0, 0));
    expect(ballOutcomes('ODI', 10, 0)).not.toEqual(ballOutcomes('ODI', 9, 0));
    expect(ballOutcomes('ODI', 39, 0)).toEqual(ballOutcomes('ODI', 10, 0));
    expect(ballOutcomes('ODI', 40, 0)).not.toEqual(ballOutcomes('ODI', 39, 0));
  });

  it.each(FORMATS)('%s: as wickets fall, scoring eases and the wicket rate rises, gently', (format) => {
    for (const over of [0, standardBalls(format) / 12, standardBalls(format) / 6 - 1]) {
      for (let w = 1; w < 10; w++) {
        const prev = ballOutcomes(format, over, w - 1);
        const o = ballOutcomes(format, over, w);
        expect(runsPerLegalBall(o)).toBeLessThan(runsPerLegalBall(prev));
        expect(o.wicket).toBeGreaterThan(prev.wicket);
      }
      const top = ballOutcomes(format, over, 0);
      const tail = ballOutcomes(format, over, 9);
      expect(runsPerLegalBall(tail) / runsPerLegalBall(top)).toBeGreaterThan(0.7);
      expect(tail.wicket / top.wicket).toBeLessThan(1.6);
    }
  });

  it('death overs hit more sixes than the middle overs', () => {
    expect(ballOutcomes('T20', 18, 3).p6).toBeGreaterThan(ballOutcomes('T20', 10, 3).p6);
  });

  it('returns a fresh object each call', () => {
    const a = ballOutcomes('T20', 0, 0);
    a.p0 = 99;
    expect(ballOutcomes('T20', 0, 0).p0).toBeLessThan(1);
  });

  it('maps a reduced innings onto the standard phases proportionally', () => {
    // 84-ball innings: ball 30 -> standard ball floor(30 * 120 / 84) = 42 -> over 7 (middle overs).
    expect(outcomeVector('T20', 84, 30, 2)).toBe(outcomeVector('T20', 120, 42, 2));
    expect(outcomeVector('T20', 84, 83, 2)).toBe(outcomeVector('T20', 120, 119, 2));
  });

  it('rejects bad arguments with RangeError', () => {
    expect(() => ballOutcomes('T20', 20, 0)).toThrow(RangeError);
    expect(() => ballOutcomes('ODI', 50, 0)).toThrow(RangeError);
    expect(() => ballOutcomes('T20', -1, 0)).toThrow(RangeError);
    expect(() => ballOutcomes('T20', 1.5, 0)).toThrow(RangeError);
    expect(() => ballOutcomes('T20', 0, 10)).toThrow(RangeError);
    expect(() => ballOutcomes('T20', 0, -1)).toThrow(RangeError);
    expect(() => ballOutcomes('Test' as CricketFormat, 0, 0)).toThrow(RangeError);
    expect(() => standardBalls('T10' as CricketFormat)).toThrow(/unknown cricket format/);
  });
});
