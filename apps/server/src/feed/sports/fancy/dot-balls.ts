/**
 * Dot balls (docs/rules/sports.md Fancy rows -> Team categories): legal deliveries with no runs of
 * any kind (a wicket ball that scores nothing is one) of each main innings, in its first session
 * (6 overs T20, 10 overs ODI: "6 over dot balls India") and in the whole innings ("India innings
 * dot balls", so the category is listed all innings long). Lines from the calibrated dot-ball programme
 * (@backlay/pricing counts.ts); results from the data.
 */
import type { CricketBall, CricketReplay } from '../../replay/format';
import { countMarket, firstSessionOvers, mainInnings, type CountSpec } from './team';
import type { FancyMarket } from './types';

/** A dot ball: a legal delivery on which nothing is scored (no runs off the bat, no extras). */
export const isDotBall = (ball: CricketBall): boolean => ball.legal && ball.runs === 0;

const SPEC: CountSpec = { gtype: 'dot_balls', stat: 'dotBalls', count: (b) => (isDotBall(b) ? 1 : 0) };

/** The dot-ball markets of both main innings: k = 0 the first session, k = 1 the innings. */
export function dotBallMarkets(replay: CricketReplay, matchId: string): FancyMarket[] {
  const overs = firstSessionOvers(replay);
  return mainInnings(replay).flatMap(({ innings, index }) => {
    const team = innings.battingTeam;
    return [
      countMarket(replay, matchId, index, SPEC, 0, `${overs} over dot balls ${team}`, overs),
      countMarket(replay, matchId, index, SPEC, 1, `${team} innings dot balls`),
    ].filter((m): m is FancyMarket => m !== undefined);
  });
}
