/**
 * Slow, independent reference implementations used only by the tests to check the tables: a memoised
 * top-down chase recursion, a forward propagation of the (wickets, runs) state, and a Monte Carlo chase.
 * All work from `ballOutcomes` on full-length innings (120 / 300 balls). Source: docs/rules/sports.md; WASP.
 */
import { ballOutcomes } from './outcomes';
import type { Rng } from '../rng';
import type { BallOutcomes, CricketFormat } from './types';

const SCORES: readonly (readonly [keyof BallOutcomes, number])[] = [
  ['p0', 0],
  ['p1', 1],
  ['p2', 2],
  ['p3', 3],
  ['p4', 4],
  ['p6', 6],
];

/** Outcomes of the legal ball `ballsBowled` (0-based) of a full innings. */
function at(format: CricketFormat, ballsBowled: number, wicketsLost: number): BallOutcomes {
  return ballOutcomes(format, Math.floor(ballsBowled / 6), wicketsLost);
}

/**
 * Top-down V(ballsLeft, wicketsLost, runsNeeded) of a full innings of `n` balls, memoised; ties 0.5;
 * with the same defend option as tables.ts buildChase. Returns a probability in [0, 1]; ballOutcomes throws
 * RangeError for states outside the innings. Source: docs/rules/sports.md (Pricing -> Cricket); WASP.
 * Small states only (recursion depth grows with balls + runs).
 */
export function referenceChase(format: CricketFormat, n: number, b: number, w: number, r: number): number {
  const memo = new Map<string, number>();
  const value = (bl: number, wl: number, rn: number): number => {
    if (rn <= 0) return 1;
    if (bl === 0 || wl === 10) return rn === 1 ? 0.5 : 0;
    const key = `${bl}/${wl}/${rn}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const o = at(format, n - bl, wl);
    let v = o.wide * value(bl, wl, rn - 1) + o.wicket * value(bl - 1, wl + 1, rn);
    for (const [field, runs] of SCORES) v += o[field] * value(bl - 1, wl, rn - runs);
    v = Math.max(v, value(bl - 1, wl, rn)); // the batting side may defend the ball (tables.ts)
    memo.set(key, v);
    return v;
  };
  return value(b, w, r);
}

/**
 * Forward propagation of P(wickets, runs added) from (ballsBowled, wicketsLost) to legal ball `until`
 * of a full innings; wides are summed geometrically per ball. Returns the runs-added distribution,
 * runs 0..cap - 1 (mass beyond is dropped; pick cap large enough). Throws as ballOutcomes.
 * Source: docs/rules/sports.md ("the distribution of the final total by the same recursion forward").
 */
export function referenceRuns(
  format: CricketFormat,
  ballsBowled: number,
  wicketsLost: number,
  until: number,
  cap: number,
): number[] {
  let f = Array.from({ length: 11 }, () => new Array<number>(cap).fill(0));
  f[wicketsLost]![0] = 1;
  for (let i = ballsBowled; i < until; i++) {
    const g = Array.from({ length: 11 }, () => new Array<number>(cap).fill(0));
    g[10] = [...f[10]!];
    for (let w = 0; w < 10; w++) {
      const o = at(format, i, w);
      const row = f[w]!;
      const h = new Array<number>(cap).fill(0);
      for (let x = 0; x < cap; x++) h[x] = row[x]! + (x > 0 ? o.wide * h[x - 1]! : 0);
      for (let x = 0; x < cap; x++) {
        g[w + 1]![x]! += o.wicket * h[x]!;
        for (const [field, runs] of SCORES) if (x + runs < cap) g[w]![x + runs]! += o[field] * h[x]!;
      }
    }
    f = g;
  }
  const out = new Array<number>(cap).fill(0);
  for (const row of f) row.forEach((p, x) => (out[x]! += p));
  return out;
}

/**
 * Monte Carlo estimate of the chase win probability of a full innings of `n` balls (`trials` chases drawn
 * from `rng`, ties 0.5, average rates, no defend option). Throws as ballOutcomes. Source: docs/rules/sports.md.
 */
export function simulateChase(
  format: CricketFormat,
  n: number,
  s: { runsNeeded: number; ballsBowled: number; wicketsLost: number },
  rng: Rng,
  trials: number,
): number {
  let won = 0;
  for (let t = 0; t < trials; t++) {
    let r = s.runsNeeded;
    let w = s.wicketsLost;
    let i = s.ballsBowled;
    while (r > 0 && w < 10 && i < n) {
      const o = at(format, i, w);
      let u = rng.next() - o.wide;
      if (u < 0) {
        r -= 1; // wide: +1, ball not consumed
        continue;
      }
      i += 1;
      u -= o.wicket;
      if (u < 0) {
        w += 1;
        continue;
      }
      let runs = 6; // the last outcome, also catching rounding at u ~ 1
      for (const [field, k] of SCORES) {
        u -= o[field];
        if (u < 0) {
          runs = k;
          break;
        }
      }
      r -= runs;
    }
    won += r <= 0 ? 1 : r === 1 ? 0.5 : 0;
  }
  return won / trials;
}
