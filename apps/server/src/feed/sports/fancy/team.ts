/**
 * Shared pieces of the team Fancy categories (docs/rules/sports.md Fancy rows -> Team categories):
 * count markets (boundaries, extras, dot balls) over a session or the innings, and the stands between
 * wickets (fall of wicket, partnerships). Results are read from the replay's deliveries; lines come
 * from the match state by the exact programmes of @backlay/pricing (counts.ts, stand.ts).
 */
import {
  fancyLine,
  remainingCountDistribution,
  standRunsDistribution,
  type CountedStat,
  type FancyLine,
} from '@backlay/pricing';
import type { FancyCategory } from '@backlay/contracts';
import type { CricketBall, CricketInnings, CricketReplay } from '../../replay/format';
import { chaseTarget, inningsScore, type CricketState } from '../cricket-timeline';
import { modelOf } from '../cricket-model';
import { inningsEnd, overEnd } from './data';
import { ballsOf, removalPoint, SESSION_OVERS } from './runs';
import { categoryMarketId, replayCache, type FancyMarket, type ReplayPoint } from './types';

/** Overs of the first session a session count covers: 6 (T20 powerplay) or 10 (ODI). */
export const firstSessionOvers = (replay: CricketReplay): number => SESSION_OVERS[replay.format][0];

/** The main innings (0 and 1) of a replay that have deliveries, with their index. */
export function mainInnings(replay: CricketReplay): { innings: CricketInnings; index: 0 | 1 }[] {
  const out: { innings: CricketInnings; index: 0 | 1 }[] = [];
  for (const index of [0, 1] as const) {
    const innings = replay.innings[index];
    if (innings && !innings.superOver && innings.balls.length > 0) out.push({ innings, index });
  }
  return out;
}

/**
 * Running totals of `count` over an innings' deliveries: element d is the sum over its first d
 * deliveries (so element 0 is 0 and the last is the innings' figure).
 */
export function prefixCounts(innings: CricketInnings, count: (ball: CricketBall) => number): Int32Array {
  const out = new Int32Array(innings.balls.length + 1);
  innings.balls.forEach((ball, i) => (out[i + 1] = out[i]! + count(ball)));
  return out;
}

/** What a count market counts: its category, the model's stat and the count of one delivery. */
export interface CountSpec {
  gtype: FancyCategory;
  stat: CountedStat;
  count: (ball: CricketBall) => number;
}

/**
 * A count market of innings `index` over `overs` overs (a session) or the whole innings
 * (`overs` undefined), id `categoryMarketId(matchId, gtype, index, k)`. A session is decided at the end
 * of its last over as the runs sessions are (data.ts overEnd: the innings' end if it comes first) and
 * void when a revised (D/L) target removes its overs; the innings market is decided at the innings'
 * end. The result is the count over the deliveries before that point; the line prices the count still
 * to come from (legal balls, wickets) up to the session's (or the innings') last legal ball, as known
 * at the state priced (knownBalls).
 */
export function countMarket(
  replay: CricketReplay,
  matchId: string,
  index: 0 | 1,
  spec: CountSpec,
  k: number,
  name: string,
  overs?: number,
): FancyMarket | undefined {
  const innings = replay.innings[index];
  if (!innings) return undefined;
  const counted = prefixCounts(innings, spec.count);
  let decidedAt: ReplayPoint = inningsEnd(innings, index);
  let removed = false;
  const sessionBalls = overs === undefined ? replay.ballsPerInnings : overs * 6;
  if (overs !== undefined) {
    const end = overEnd(innings, index, overs);
    if (!end) return undefined;
    const removal = removalPoint(replay, index, overs);
    removed = removal !== undefined;
    decidedAt = removal ?? end.at;
  }
  return {
    marketId: categoryMarketId(matchId, spec.gtype, index, k),
    gtype: spec.gtype,
    name,
    opensAt: { innings: index, delivered: 0 },
    decidedAt,
    result: removed ? { void: true } : { value: counted[decidedAt.delivered]!, void: false },
    price(state: CricketState): FancyLine {
      const score = inningsScore(replay, state);
      const untilBall = Math.min(sessionBalls, knownBalls(replay, index, state));
      const distribution = remainingCountDistribution(modelOf(replay), spec.stat, {
        ballsBowled: Math.min(score.legalBalls, untilBall),
        wicketsLost: Math.min(score.wickets, 10),
        untilBall,
      });
      return fancyLine(distribution, counted[state.delivered]!);
    },
  };
}

/**
 * Legal balls of innings `index` as known at `state`: a chase's balls from the target known at that
 * delivery (chaseTarget with `delivered`: a D/L revision counts only from its revisionPoint, never
 * earlier), else the scheduled balls. Pricing uses this; settlement uses the final target.
 */
export function knownBalls(replay: CricketReplay, index: number, state: CricketState): number {
  return ballsOf(replay, index, state.delivered);
}

/** One stand of an innings: the partnership for wicket `wicket` (1..10). */
export interface Stand {
  wicket: number;
  /** Where it starts: the point after wicket `wicket - 1` fell (the innings' start for the first). */
  opensAt: ReplayPoint;
  /** Where it ends: the point after wicket `wicket` fell, or the innings' end. */
  decidedAt: ReplayPoint;
  /** Team runs when it started and when it ended. */
  startRuns: number;
  endRuns: number;
  /** True when wicket `wicket` fell; false when the innings ended first. */
  fell: boolean;
}

/**
 * The stands of an innings from its deliveries, in order. Wickets are the scorecard's (a batter
 * retiring not out is no wicket: the converter leaves the score's wickets unchanged). A stand that
 * would open and end at the same point (two wickets on one delivery, or the innings ending on the ball
 * that took the wicket) is left out: it is never listed, so nothing can be bet on it.
 */
export function standsOf(innings: CricketInnings, index: number): Stand[] {
  const stands: Stand[] = [];
  let opensAt: ReplayPoint = { innings: index, delivered: 0 };
  let startRuns = 0;
  let down = 0;
  const push = (stand: Stand) => {
    if (stand.decidedAt.delivered > stand.opensAt.delivered) stands.push(stand);
  };
  innings.balls.forEach((ball, i) => {
    while (ball.score.wickets > down && down < 10) {
      down++;
      const decidedAt = { innings: index, delivered: i + 1 };
      push({ wicket: down, opensAt, decidedAt, startRuns, endRuns: ball.score.runs, fell: true });
      opensAt = decidedAt;
      startRuns = ball.score.runs;
    }
  });
  if (down < 10) {
    const decidedAt = inningsEnd(innings, index);
    push({ wicket: down + 1, opensAt, decidedAt, startRuns, endRuns: innings.total.runs, fell: false });
  }
  return stands;
}

/** Stand distributions per replay, keyed `${innings}:${delivered}`; a few recent entries are kept. */
const STAND_CACHE_SIZE = 4;
const standCache = replayCache<Float64Array>(STAND_CACHE_SIZE);

/**
 * Distribution of the runs the batting side adds at `state` of innings `index` before the next wicket
 * falls or the innings ends (its legal balls, or the target reached, both as known at `state`):
 * standRunsDistribution from the score at `state`. Shared by the fall-of-wicket and partnership rows,
 * and cached per (innings, delivered), so the two rows and the 'Ball Running' state that follows a
 * delivery cost one programme. `state` must be inside an open stand (fewer than 10 down, balls left).
 */
export function standDistribution(replay: CricketReplay, index: number, state: CricketState): Float64Array {
  return standCache(replay, `${index}:${state.delivered}`, () => {
    const score = inningsScore(replay, state);
    const untilBall = knownBalls(replay, index, state);
    const target = chaseTarget(replay, index, state.delivered);
    return standRunsDistribution(modelOf(replay), {
      ballsBowled: Math.min(score.legalBalls, untilBall),
      wicketsLost: Math.min(score.wickets, 9),
      untilBall,
      ...(target && { runsToWin: Math.max(1, target.runs - score.runs) }),
    });
  });
}

/** "1st", "2nd", "3rd", "4th" ... "10th". */
export function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
