import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import { remainingRunsDistribution } from './innings';
import { cricketModel } from './model';
import { simulateInnings } from './simulate';

describe('simulateInnings (docs/rules/sports.md Pricing -> Cricket)', () => {
  it('draws innings whose runs follow the exact programme: T20 mean within 1 run over 4,000 draws', () => {
    const model = cricketModel('T20');
    const rng = createRng('sim');
    const totals: number[] = [];
    for (let i = 0; i < 4_000; i++) {
      const balls = simulateInnings(model, { ballsBowled: 0, wicketsLost: 0 }, () => rng.next());
      totals.push(balls.reduce((s, b) => s + b.runs, 0));
      const last = balls.at(-1)!;
      expect(last.ballsBowled === 120 || last.wicketsLost === 10).toBe(true);
    }
    const exact = remainingRunsDistribution(model, { ballsBowled: 0, wicketsLost: 0 });
    const mean = exact.reduce((s, p, x) => s + p * x, 0);
    const simMean = totals.reduce((s, x) => s + x, 0) / totals.length;
    expect(Math.abs(simMean - mean)).toBeLessThan(1);
  });

  it('stops at untilBall, changes strike on odd runs and at the over, and dismisses the striker', () => {
    const model = cricketModel('T20');
    const rng = createRng('strike');
    const balls = simulateInnings(model, { ballsBowled: 30, wicketsLost: 2, untilBall: 36, facing: 1 }, () =>
      rng.next(),
    );
    expect(balls.at(-1)!.ballsBowled === 36 || balls.at(-1)!.wicketsLost === 10).toBe(true);
    expect(balls[0]!.facing).toBe(1);
    for (let i = 1; i < balls.length; i++) {
      const prev = balls[i - 1]!;
      const odd = typeof prev.outcome === 'number' && prev.outcome % 2 === 1;
      const overEnd = prev.legal && prev.ballsBowled % 6 === 0;
      const swapped = balls[i]!.facing !== prev.facing;
      expect(swapped).toBe(odd !== overEnd);
    }
    expect(simulateInnings(model, { ballsBowled: 120, wicketsLost: 0 }, () => 0)).toEqual([]);
    expect(() => simulateInnings(model, { ballsBowled: 40, wicketsLost: 0, untilBall: 36 }, () => 0)).toThrow(
      RangeError,
    );
  });
});
