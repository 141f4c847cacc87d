import type { Rng } from '@backlay/pricing';
import { oversToBalls } from '../replay/convert/cricket';
import type { CricketBall, CricketInnings, CricketReplay } from '../replay/format';
import type { Timeline, TimelineStep } from '../types';

/**
 * Cricket match state after a step of the replay: which innings, how many of its deliveries
 * have been bowled, and the flags that suspend markets. Everything else (score, batters) is
 * derived from the replay, so states stay small.
 */
export interface CricketState {
  /** Index into replay.innings (super overs follow the two main innings). */
  innings: number;
  /** Deliveries of that innings bowled so far. */
  delivered: number;
  /** A delivery is in progress ('Ball Running'). */
  ballRunning: boolean;
  /** Markets suspended after a wicket. */
  suspended: boolean;
  /** Between innings. */
  inningsBreak: boolean;
}

const SECOND = 1000;
/** docs/rules/sports.md: about 40 s per delivery, pauses after wickets and boundaries, 20 min innings break. */
export const CRICKET_TIMING = {
  deliveryMs: 40 * SECOND,
  jitterMs: 6 * SECOND,
  runningMs: 8 * SECOND,
  wicketPauseMs: 60 * SECOND,
  wicketSuspendMs: 20 * SECOND,
  boundaryPauseMs: 20 * SECOND,
  inningsBreakMs: 20 * 60 * SECOND,
  superOverBreakMs: 5 * 60 * SECOND,
} as const;

/** The delivery just bowled at `state`, or undefined before the first. */
export function lastBall(replay: CricketReplay, state: CricketState): CricketBall | undefined {
  return replay.innings[state.innings]?.balls[state.delivered - 1];
}

/** Runs, wickets and legal balls of the current innings at `state`. */
export function inningsScore(
  replay: CricketReplay,
  state: CricketState,
): { runs: number; wickets: number; legalBalls: number } {
  const ball = lastBall(replay, state);
  return ball
    ? { runs: ball.score.runs, wickets: ball.score.wickets, legalBalls: ball.legalBalls }
    : { runs: 0, wickets: 0, legalBalls: 0 };
}

/**
 * The chase target of innings `index` in runs and legal balls, or undefined for a first innings.
 * Without `delivered` it is the target the chase finally played to (a revised D/L target when
 * Cricsheet records one): what settles markets and sizes the sessions. With `delivered` (deliveries
 * of that innings bowled, as CricketState.delivered) it is the target known at that point: the
 * original one (first-innings total + 1 over the full balls) before {@link revisionPoint}, the
 * revised one from it on (docs/rules/sports.md Pricing: Cricket, revised targets).
 */
export function chaseTarget(
  replay: CricketReplay,
  index: number,
  delivered?: number,
): { runs: number; balls: number } | undefined {
  if (index % 2 === 0) return undefined;
  const innings: CricketInnings | undefined = replay.innings[index];
  const first = replay.innings[index - 1];
  if (!innings || !first) return undefined;
  const original = { runs: first.total.runs + 1, balls: innings.superOver ? 6 : replay.ballsPerInnings };
  if (!innings.target) return original;
  const revised = { runs: innings.target.runs, balls: oversToBalls(innings.target.overs) };
  if (delivered === undefined) return revised;
  const point = revisionPoint(replay, index);
  return point !== undefined && delivered < point ? original : revised;
}

/**
 * Deliveries of chase `index` after which its revised (D/L) target is known, or undefined when the
 * target was not revised (Cricsheet's target equals first-innings total + 1 over the full balls).
 * Cricsheet has no timestamps, so the point is the earliest the data proves, never earlier:
 * - the first innings was cut short (fewer legal balls than scheduled, not all out): the revision
 *   came before the chase, so 0;
 * - the chase went on past a delivery after which the original target would have ended it: the
 *   next delivery (the revision was in force when it was bowled);
 * - the chase ended on reaching the revised runs short of the original target: its last delivery
 *   was bowled under the revision, so deliveries - 1;
 * - otherwise (the chase ended on its revised balls short of the runs: a match called off at the
 *   par score, or the reduced overs played out, which Cricsheet does not tell apart) the end of the
 *   chase: the revision never prices a ball before it.
 * Limit: a revision made early in a chase that the data cannot prove is priced late. Match 1370353
 * (IPL 2023 final) was cut to 15 overs after three balls of the chase (Cricsheet's powerplay record,
 * not converted, shows 4 overs); this rule applies its revised target only from the last ball.
 */
export function revisionPoint(replay: CricketReplay, index: number): number | undefined {
  const innings = replay.innings[index];
  const first = replay.innings[index - 1];
  if (index % 2 === 0 || !innings?.target || !first) return undefined;
  const fullBalls = innings.superOver ? 6 : replay.ballsPerInnings;
  const original = { runs: first.total.runs + 1, balls: fullBalls };
  const revised = { runs: innings.target.runs, balls: oversToBalls(innings.target.overs) };
  if (revised.runs === original.runs && revised.balls === original.balls) return undefined;
  if (first.total.legalBalls < fullBalls && first.total.wickets < 10) return 0;
  const endsUnder = (target: { runs: number; balls: number }, ball: CricketBall) =>
    ball.score.runs >= target.runs || ball.legalBalls >= target.balls || ball.score.wickets >= 10;
  const balls = innings.balls;
  for (let i = 0; i < balls.length - 1; i++) if (endsUnder(original, balls[i]!)) return i + 1;
  const last = balls.at(-1);
  if (last && last.score.runs >= revised.runs && last.score.runs < original.runs) return balls.length - 1;
  return balls.length;
}

/**
 * Lays a cricket replay out in time (docs/rules/sports.md Schedule): each delivery ~40 s apart with
 * seeded jitter, 'Ball Running' for the last seconds before it, a suspension after wickets, a
 * pause after boundaries, 20 min between the innings and 5 min before a super over.
 */
export function cricketTimeline(replay: CricketReplay, rng: Rng, speed: number): Timeline<CricketState> {
  const t = CRICKET_TIMING;
  const steps: TimelineStep<CricketState>[] = [];
  const push = (atMs: number, state: CricketState) => steps.push({ atMs: atMs / speed, state });
  let clock = 0;
  replay.innings.forEach((innings, index) => {
    if (index > 0) clock += innings.superOver ? t.superOverBreakMs : t.inningsBreakMs;
    push(clock, { innings: index, delivered: 0, ballRunning: false, suspended: false, inningsBreak: false });
    innings.balls.forEach((ball, i) => {
      clock += t.deliveryMs + rng.int(-t.jitterMs, t.jitterMs);
      push(clock - t.runningMs, {
        innings: index,
        delivered: i,
        ballRunning: true,
        suspended: false,
        inningsBreak: false,
      });
      const wicket = (ball.wickets?.length ?? 0) > 0;
      push(clock, {
        innings: index,
        delivered: i + 1,
        ballRunning: false,
        suspended: wicket,
        inningsBreak: false,
      });
      if (wicket) {
        push(clock + t.wicketSuspendMs, {
          innings: index,
          delivered: i + 1,
          ballRunning: false,
          suspended: false,
          inningsBreak: false,
        });
        clock += t.wicketPauseMs;
      } else if (ball.batterRuns >= 4) {
        clock += t.boundaryPauseMs;
      }
    });
    const last = index === replay.innings.length - 1;
    if (!last) {
      clock += t.runningMs;
      push(clock, {
        innings: index,
        delivered: innings.balls.length,
        ballRunning: false,
        suspended: false,
        inningsBreak: true,
      });
    }
  });
  return { steps, durationMs: (clock + t.runningMs) / speed };
}
