/**
 * Boundaries (docs/rules/sports.md Fancy rows -> Team categories): fours plus sixes off the bat (a
 * delivery whose runs off the bat are 4 or 6) of each main innings, in its first session (6 overs T20,
 * 10 overs ODI: "6 over boundaries India") and in the whole innings ("India innings boundaries").
 * Lines from the calibrated boundary programme (@backlay/pricing counts.ts); results from the data.
 */
import type { CricketBall, CricketReplay } from '../../replay/format';
import { countMarket, firstSessionOvers, mainInnings, type CountSpec } from './team';
import type { FancyMarket } from './types';

/** A boundary off the bat: 4 or 6 runs to the batter (Cricsheet's `runs.batter`). */
export const isBoundary = (ball: CricketBall): boolean => ball.batterRuns === 4 || ball.batterRuns === 6;

const SPEC: CountSpec = { gtype: 'boundaries', stat: 'boundaries', count: (b) => (isBoundary(b) ? 1 : 0) };

/** The boundaries markets of both main innings: k = 0 the first session, k = 1 the innings. */
export function boundaryMarkets(replay: CricketReplay, matchId: string): FancyMarket[] {
  const overs = firstSessionOvers(replay);
  return mainInnings(replay).flatMap(({ innings, index }) => {
    const team = innings.battingTeam;
    return [
      countMarket(replay, matchId, index, SPEC, 0, `${overs} over boundaries ${team}`, overs),
      countMarket(replay, matchId, index, SPEC, 1, `${team} innings boundaries`),
    ].filter((m): m is FancyMarket => m !== undefined);
  });
}
