/**
 * Runs sessions (docs/rules/sports.md Fancy rows: runs): the batting side's runs at the end of
 * over 6, 10, 15 and the innings (T20) or every 10 overs (ODI) of both main innings. The line is
 * the WASP recursion run to the session's last ball; the result is the scorecard's score at the
 * end of that over (or the innings total when the innings ends first), void when a revised (D/L)
 * target removes the session's overs.
 */
import { fancyLine, sessionTotalDistribution } from '@backlay/pricing';
import type { CricketReplay } from '../../replay/format';
import { chaseTarget, inningsScore, revisionPoint } from '../cricket-timeline';
import { modelOf } from '../cricket-model';
import { fancyMarketId } from '../markets';
import { overEnd } from './data';
import type { FancyMarket, ReplayPoint } from './types';

/** Session ends by format (docs/rules/sports.md Markets: T20 6/10/15/20 overs; ODI 10 to 50). */
export const SESSION_OVERS = { T20: [6, 10, 15, 20], ODI: [10, 20, 30, 40, 50] } as const;

/**
 * Legal balls available to innings `index`: a chase's balls from its final (revised) target, or,
 * with `delivered`, from the target known after that many deliveries (chaseTarget: a D/L revision
 * counts only from its revisionPoint). Pricing passes `delivered`; settlement reads the final one.
 */
export const ballsOf = (replay: CricketReplay, index: number, delivered?: number) =>
  chaseTarget(replay, index, delivered)?.balls ?? replay.ballsPerInnings;

/**
 * Where a session of `overs` overs of innings `index` is voided because a revised (D/L) target
 * removed its overs (and it is not the innings total), or undefined when it stands: the point the
 * data proves the revision known (revisionPoint), so the row stays listed, priced on the target
 * known at each delivery, until then.
 */
export function removalPoint(replay: CricketReplay, index: number, overs: number): ReplayPoint | undefined {
  const untilBall = overs * 6;
  if (untilBall >= replay.ballsPerInnings || untilBall <= ballsOf(replay, index)) return undefined;
  return { innings: index, delivered: revisionPoint(replay, index) ?? 0 };
}

/** The runs sessions of both main innings of a replay (the last one is the innings total). */
export function runsSessions(replay: CricketReplay, matchId: string): FancyMarket[] {
  const out: FancyMarket[] = [];
  for (const index of [0, 1]) {
    const innings = replay.innings[index];
    if (!innings || innings.superOver) continue;
    const team = innings.battingTeam;
    SESSION_OVERS[replay.format].forEach((overs, i) => {
      const untilBall = overs * 6;
      const last = untilBall >= replay.ballsPerInnings;
      const end = overEnd(innings, index, overs);
      if (!end) return;
      const removed = removalPoint(replay, index, overs);
      out.push({
        marketId: fancyMarketId(matchId, index * 100 + i + 1),
        gtype: 'runs',
        name: last ? `${team} innings runs` : `${overs} over runs ${team}`,
        opensAt: { innings: index, delivered: 0 },
        decidedAt: removed ?? end.at,
        result: removed ? { void: true } : { value: end.runs, void: false },
        price(state) {
          const score = inningsScore(replay, state);
          const until = Math.min(untilBall, ballsOf(replay, index, state.delivered));
          const distribution = sessionTotalDistribution(modelOf(replay), {
            runs: score.runs,
            ballsBowled: Math.min(score.legalBalls, until),
            wicketsLost: Math.min(score.wickets, 9),
            untilBall: until,
          });
          return fancyLine(distribution);
        },
      });
    });
  }
  return out;
}
