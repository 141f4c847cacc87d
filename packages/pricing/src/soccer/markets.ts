/**
 * In-play soccer markets from the match state: Match Odds (1X2), Over/Under 0.5-3.5 goals and Next
 * Goal, by summing the Dixon-Coles grid of the goals still to come. Sources: docs/rules/sports.md
 * "Pricing: Soccer" and "Settlement" (90-minute score); Dixon & Coles (1997) JRSS C; Dixon &
 * Robinson (1998) (in-play scoring rates scaled by the time left).
 */
import { remainingShare } from './goal-time';
import { DEFAULT_MAX_GOALS, DEFAULT_RHO, scoreGrid } from './grid';

/** Over/Under goal lines quoted (docs/rules/sports.md "Markets per sport"). */
export const OVER_UNDER_LINES = ['0.5', '1.5', '2.5', '3.5'] as const;

/** One Over/Under line, e.g. '2.5'. */
export type OverUnderLine = (typeof OVER_UNDER_LINES)[number];

/** Match state for soccerMarkets. */
export interface SoccerState {
  /** Match-clock minute, >= 0 (fractions allowed; see remainingShare for stoppage time). */
  minute: number;
  /** Current score [home, away], non-negative integers. */
  score: readonly [number, number];
  /** Home side's pre-match expected goals per 90 minutes (>= 0). */
  lambda: number;
  /** Away side's pre-match expected goals per 90 minutes (>= 0). */
  mu: number;
  /** Dixon-Coles rho; default DEFAULT_RHO (-0.1). */
  rho?: number;
  /** Announced second-half added time in minutes, default 0 (see remainingShare). */
  addedMinutes?: number;
}

/** Fair probabilities for a soccer match's markets; each market sums to 1. */
export interface SoccerMarkets {
  /** Home win on the 90-minute score. */
  home: number;
  /** Draw on the 90-minute score. */
  draw: number;
  /** Away win on the 90-minute score. */
  away: number;
  /** P(90-minute total goals > line); Under is 1 minus it. */
  over: Record<OverUnderLine, number>;
  /** Who scores the next goal before full time, or none. */
  nextGoal: { home: number; away: number; none: number };
}

/**
 * Prices a soccer match in play (or pre-match at minute 0). Remaining expectations are
 * lambda * remainingShare(minute) and mu * remainingShare(minute); the 90-minute score is the
 * current score plus a grid of remainders (scoreGrid). Match odds and Over/Under settle on the
 * 90-minute score (docs/rules/sports.md "Settlement"); a line the current total already exceeds has
 * Over probability 1.
 *
 * Dixon-Coles correction (our choice, documented): tau adjusts the low *final* scores 0-0, 1-0, 0-1,
 * 1-1, so it is applied to the remainder grid only while the current score is 0-0 (then remainder
 * and final score coincide); from the first goal on the remainders are independent Poisson (rho 0).
 * At minute 0 and 0-0 the result is exactly the pre-match grid's.
 *
 * Next goal: none = P(no more goals) from the remainder grid; the rest splits in proportion to the
 * remaining rates (the first event of two independent Poisson processes).
 *
 * Throws RangeError for a negative / non-finite minute, lambda, mu or addedMinutes, a score that is
 * not two non-negative integers, or a non-finite rho.
 */
export function soccerMarkets(state: SoccerState): SoccerMarkets {
  const [homeGoals, awayGoals] = state.score;
  if (!Number.isInteger(homeGoals) || !Number.isInteger(awayGoals) || homeGoals < 0 || awayGoals < 0) {
    throw new RangeError(`score must be two non-negative integers: ${String(state.score)}`);
  }
  const share = remainingShare(state.minute, state.addedMinutes ?? 0);
  const restHome = state.lambda * share;
  const restAway = state.mu * share;
  const rho = homeGoals === 0 && awayGoals === 0 ? (state.rho ?? DEFAULT_RHO) : 0;
  const biggest = Math.max(restHome, restAway);
  const maxGoals = Math.max(DEFAULT_MAX_GOALS, Math.ceil(biggest + 10 * Math.sqrt(biggest)));
  const grid = scoreGrid(restHome, restAway, rho, maxGoals);

  let home = 0;
  let draw = 0;
  let away = 0;
  const overByLine = OVER_UNDER_LINES.map(() => 0);
  const lines = OVER_UNDER_LINES.map(Number);
  const current = homeGoals + awayGoals;
  for (let i = 0; i <= maxGoals; i++) {
    const row = grid[i]!;
    for (let j = 0; j <= maxGoals; j++) {
      const p = row[j]!;
      const diff = homeGoals + i - (awayGoals + j);
      if (diff > 0) home += p;
      else if (diff < 0) away += p;
      else draw += p;
      const total = current + i + j;
      for (let k = 0; k < lines.length; k++) if (total > lines[k]!) overByLine[k]! += p;
    }
  }
  const over = Object.fromEntries(
    OVER_UNDER_LINES.map((line, k) => [line, Math.min(1, overByLine[k]!)]),
  ) as Record<OverUnderLine, number>;
  for (let k = 0; k < lines.length; k++) if (current > lines[k]!) over[OVER_UNDER_LINES[k]!] = 1;

  const none = grid[0]![0]!;
  const rate = restHome + restAway;
  const nextGoal =
    rate > 0
      ? { home: ((1 - none) * restHome) / rate, away: ((1 - none) * restAway) / rate, none }
      : { home: 0, away: 0, none: 1 };
  return { home, draw, away, over, nextGoal };
}
