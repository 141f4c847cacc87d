import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import { cricketModel } from './model';
import { drawnLine, playerOutlook, type PlayerOutlookStart } from './players';
import { simulateInnings } from './simulate';

/** The batch's summaries recomputed from simulateInnings' own balls, draw by draw (same random stream). */
function fromSimulation(start: PlayerOutlookStart, draws: number, seed: string) {
  const model = cricketModel('T20');
  const rng = createRng(seed);
  const firstOver = Math.floor(start.ballsBowled / 6);
  const rows = [];
  for (let d = 0; d < draws; d++) {
    const balls = simulateInnings(model, { ...start }, () => rng.next());
    const runs = [0, 0];
    const faced = [0, 0];
    const inAt = [true, true];
    const fresh = [0, 0];
    const overRuns = new Map<number, number>();
    let top = 0;
    let total = 0;
    let before = start.ballsBowled;
    for (const ball of balls) {
      const bat = typeof ball.outcome === 'number' ? ball.outcome : 0;
      const over = Math.floor(before / 6) - firstOver;
      overRuns.set(over, (overRuns.get(over) ?? 0) + ball.runs);
      if (inAt[ball.facing]) {
        runs[ball.facing]! += bat;
        if (ball.legal) faced[ball.facing]! += 1;
      } else {
        fresh[ball.facing]! += bat;
        top = Math.max(top, fresh[ball.facing]!);
      }
      if (ball.outcome === 'wicket') {
        inAt[ball.facing] = false;
        fresh[ball.facing] = 0;
      }
      before = ball.ballsBowled;
      total += ball.runs;
      if (total >= (start.runsNeeded ?? Infinity)) break;
    }
    rows.push({ runs, faced, top, overRuns });
  }
  return rows;
}

describe('playerOutlook (docs/rules/sports.md Fancy rows -> Player categories)', () => {
  it('summarises exactly the innings simulateInnings draws from the same random numbers', () => {
    const starts: PlayerOutlookStart[] = [
      { ballsBowled: 0, wicketsLost: 0, untilBall: 120 },
      { ballsBowled: 57, wicketsLost: 4, untilBall: 120 },
      { ballsBowled: 90, wicketsLost: 3, untilBall: 120, runsNeeded: 31 },
      { ballsBowled: 20, wicketsLost: 8, untilBall: 96, runsNeeded: 140 },
    ];
    for (const start of starts) {
      const rng = createRng(`outlook/${start.ballsBowled}`);
      const outlook = playerOutlook(cricketModel('T20'), start, 300, () => rng.next());
      const expected = fromSimulation(start, 300, `outlook/${start.ballsBowled}`);
      expected.forEach((row, d) => {
        expect([outlook.slotRuns[0][d], outlook.slotRuns[1][d]]).toEqual(row.runs);
        expect([outlook.slotFaced[0][d], outlook.slotFaced[1][d]]).toEqual(row.faced);
        expect(outlook.newBatterTop[d]).toBe(row.top);
        for (let o = 0; o < outlook.overs; o++) {
          expect(outlook.overRuns[d * outlook.overs + o]).toBe(row.overRuns.get(o) ?? 0);
        }
      });
      expect(outlook.firstOver).toBe(Math.floor(start.ballsBowled / 6));
    }
  });

  it('stops a chase at its target and draws nothing once it is reached or the side is all out', () => {
    const model = cricketModel('T20');
    const rng = createRng('chase');
    const near = playerOutlook(
      model,
      { ballsBowled: 100, wicketsLost: 2, untilBall: 120, runsNeeded: 1 },
      200,
      rng.next,
    );
    for (let d = 0; d < near.draws; d++) {
      let runs = 0;
      for (let o = 0; o < near.overs; o++) runs += near.overRuns[d * near.overs + o]!;
      expect(runs).toBeGreaterThanOrEqual(1);
      expect(runs).toBeLessThanOrEqual(6); // one scoring delivery (or wides) and no more
    }
    const done = playerOutlook(
      model,
      { ballsBowled: 100, wicketsLost: 2, untilBall: 120, runsNeeded: 0 },
      5,
      rng.next,
    );
    expect([...done.slotRuns[0], ...done.overRuns]).toEqual(new Array(5 + 5 * done.overs).fill(0));
    expect(() =>
      playerOutlook(model, { ballsBowled: 0, wicketsLost: 0, untilBall: 121 }, 5, rng.next),
    ).toThrow(RangeError);
    expect(() =>
      playerOutlook(model, { ballsBowled: 0, wicketsLost: 0, untilBall: 120 }, 0, rng.next),
    ).toThrow(RangeError);
  });

  it('drawnLine quotes the draws median (No) and median + 1 (Yes) above a base', () => {
    expect(drawnLine([3, 1, 2, 9, 5], 10)).toEqual({ no: 13, yes: 14, noRate: 100, yesRate: 100 });
    expect(drawnLine([0, 0, 0, 40], 0).no).toBe(0);
    const wide = drawnLine(Array.from({ length: 100 }, (_, i) => i));
    expect(wide.no).toBe(49);
    expect(wide.noRate).toBeLessThan(100);
    expect(() => drawnLine([])).toThrow(RangeError);
    expect(() => drawnLine([1, -1])).toThrow(RangeError);
  });
});
