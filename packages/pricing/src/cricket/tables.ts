/**
 * Table builders for the WASP dynamic programme (Brooker & Hogan; docs/rules/sports.md Pricing -> Cricket).
 * All tables are flat Float64Arrays, 10 wicket rows (0..9 lost) per ball; 10 down is the innings' end
 * and is handled inline. Outcome vectors use the layout of outcomes.ts: [wide, wicket, p0..p4, p6].
 */
import { OUTCOME_WIDTH, outcomeVector } from './outcomes';
import type { CricketFormat } from './types';

/**
 * Rates per (ballsBowled 0..n-1, wicketsLost 0..9) of an n-ball innings, OUTCOME_WIDTH numbers per cell,
 * index (i * 10 + w) * OUTCOME_WIDTH. Throws RangeError on an unknown format. Source: outcomes.ts.
 */
export function buildRates(format: CricketFormat, n: number): Float64Array {
  const rates = new Float64Array(n * 10 * OUTCOME_WIDTH);
  for (let i = 0; i < n; i++) {
    for (let w = 0; w < 10; w++) rates.set(outcomeVector(format, n, i, w), (i * 10 + w) * OUTCOME_WIDTH);
  }
  return rates;
}

/**
 * Value when the chase ends (balls or wickets gone) needing r runs: 1 when r <= 0 (won), 0.5 when r == 1
 * (a tie, decided by a super over), else 0. Source: docs/rules/sports.md (Pricing -> Cricket).
 */
export function chaseTerminal(r: number): number {
  return r <= 0 ? 1 : r === 1 ? 0.5 : 0;
}

/**
 * Chase table V(ballsLeft b = 0..n, wicketsLost 0..9, runsNeeded r = 0..cap+1), stride cap + 2,
 * index (b * 10 + w) * (cap + 2) + r. The ball bowled with b left is ball n - b of the innings.
 * play = p_wide V(b, w, r-1) + sum_k p_k V(b-1, w, r-k) + p_wicket V(b-1, w+1, r); the wide term needs
 * r - 1 only, already known when r is iterated upward, so the wide self-loop needs no solve. Cell r = 0
 * holds 1 and stands for every r <= 0.
 * V = max(play, V(b-1, w, r)): the batting side may defend a ball (a safe dot) when the table's average
 * rates would make facing it a net risk. Without this, an extra powerplay ball lowers V in near-won
 * chases with wickets down (by up to 0.005, e.g. T20 needing 2 with 9 down and 85 balls left); with it,
 * V rises with balls left everywhere. `defence = false` gives the plain average-rates programme (tests).
 * Source: docs/rules/sports.md (Pricing -> Cricket); Brooker & Hogan, WASP.
 */
export function buildChase(rates: Float64Array, n: number, cap: number, defence = true): Float64Array {
  const stride = cap + 2;
  const v = new Float64Array((n + 1) * 10 * stride);
  for (let w = 0; w < 10; w++) for (let r = 0; r < stride; r++) v[w * stride + r] = chaseTerminal(r);
  for (let b = 1; b <= n; b++) {
    const ball = n - b;
    for (let w = 0; w < 10; w++) {
      const o = (ball * 10 + w) * OUTCOME_WIDTH;
      const pw = rates[o]!;
      const pk = rates[o + 1]!;
      const p0 = rates[o + 2]!;
      const p1 = rates[o + 3]!;
      const p2 = rates[o + 4]!;
      const p3 = rates[o + 5]!;
      const p4 = rates[o + 6]!;
      const p6 = rates[o + 7]!;
      const base = (b * 10 + w) * stride;
      const prev = ((b - 1) * 10 + w) * stride;
      const out = ((b - 1) * 10 + w + 1) * stride;
      v[base] = 1;
      for (let r = 1; r < stride; r++) {
        const afterWicket = w < 9 ? v[out + r]! : chaseTerminal(r);
        const defend = v[prev + r]!;
        // Cell 0 of the previous row holds 1, the value of every r - k <= 0.
        const play =
          pw * v[base + r - 1]! +
          p0 * defend +
          p1 * v[prev + r - 1]! +
          p2 * v[r > 2 ? prev + r - 2 : prev]! +
          p3 * v[r > 3 ? prev + r - 3 : prev]! +
          p4 * v[r > 4 ? prev + r - 4 : prev]! +
          p6 * v[r > 6 ? prev + r - 6 : prev]! +
          pk * afterWicket;
        v[base + r] = defence && defend > play ? defend : play;
      }
    }
  }
  return v;
}

/**
 * Distribution of runs added from each state until legal ball `end` (or all out), runs 0..cap with the
 * mass of >= cap folded into cell cap. Cells (i = 0..end, w = 0..9), index (i * 10 + w) * (cap + 1) + x.
 * Backward recursion D(i, w)[x] = p_wide D(i, w)[x-1] + sum_k p_k D(i+1, w)[x-k] + p_wicket D(i+1, w+1)[x]
 * with D(end, .) = D(., 10) = point mass at 0; x < cap cells only read exact cells, so the fold is exact.
 * Source: docs/rules/sports.md ("the distribution of the final total by the same recursion forward"); WASP.
 */
export function buildRunsTable(rates: Float64Array, end: number, cap: number): Float64Array {
  const stride = cap + 1;
  const d = new Float64Array((end + 1) * 10 * stride);
  for (let w = 0; w < 10; w++) d[(end * 10 + w) * stride] = 1;
  for (let i = end - 1; i >= 0; i--) {
    for (let w = 0; w < 10; w++) {
      const o = (i * 10 + w) * OUTCOME_WIDTH;
      const pw = rates[o]!;
      const pk = rates[o + 1]!;
      const p = [rates[o + 2]!, rates[o + 3]!, rates[o + 4]!, rates[o + 5]!, rates[o + 6]!, rates[o + 7]!];
      const base = (i * 10 + w) * stride;
      const next = ((i + 1) * 10 + w) * stride;
      const out = ((i + 1) * 10 + w + 1) * stride;
      let sum = 0;
      for (let x = 0; x < cap; x++) {
        let s = w < 9 ? pk * d[out + x]! : x === 0 ? pk : 0;
        if (x >= 6) {
          s +=
            pw * d[base + x - 1]! +
            p[0]! * d[next + x]! +
            p[1]! * d[next + x - 1]! +
            p[2]! * d[next + x - 2]! +
            p[3]! * d[next + x - 3]! +
            p[4]! * d[next + x - 4]! +
            p[5]! * d[next + x - 6]!;
        } else {
          if (x >= 1) s += pw * d[base + x - 1]!;
          s += p[0]! * d[next + x]!;
          if (x >= 1) s += p[1]! * d[next + x - 1]!;
          if (x >= 2) s += p[2]! * d[next + x - 2]!;
          if (x >= 3) s += p[3]! * d[next + x - 3]!;
          if (x >= 4) s += p[4]! * d[next + x - 4]!;
        }
        d[base + x] = s;
        sum += s;
      }
      d[base + cap] = Math.max(0, 1 - sum);
    }
  }
  return d;
}

/**
 * P(batting first wins | first-innings total T) for T = 0..cap: 1 - V(n balls, 0 down, T + 1), where V
 * already counts a tie as 0.5, so a tied match is worth 0.5 to either side. `chase` is buildChase's table
 * for the same n and cap. Source: docs/rules/sports.md (First innings: "then combine with V").
 */
export function buildWinGivenTotal(chase: Float64Array, n: number, cap: number): Float64Array {
  const stride = cap + 2;
  const win = new Float64Array(cap + 1);
  const base = n * 10 * stride;
  for (let t = 0; t <= cap; t++) win[t] = 1 - chase[base + t + 1]!;
  return win;
}
