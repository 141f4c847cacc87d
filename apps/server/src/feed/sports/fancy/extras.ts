/**
 * Extras (docs/rules/sports.md Fancy rows -> Team categories): the runs a main innings gets from
 * wides, no-balls, byes, leg-byes and penalties ("India innings extras"). The line is priced from the
 * model's wide-or-no-ball rate with the data's extras per wide and byes per legal ball (@backlay/pricing
 * counts.ts); the result is the data's extras over the innings.
 */
import type { CricketBall, CricketReplay } from '../../replay/format';
import { countMarket, mainInnings, type CountSpec } from './team';
import type { FancyMarket } from './types';

/** Extras of one delivery: every kind Cricsheet records (wides, noballs, byes, legbyes, penalty). */
export const extrasOf = (ball: CricketBall): number =>
  Object.values(ball.extras ?? {}).reduce((sum, runs) => sum + (runs ?? 0), 0);

const SPEC: CountSpec = { gtype: 'extras', stat: 'extras', count: extrasOf };

/** The extras market of each main innings (k = 0). */
export function extrasMarkets(replay: CricketReplay, matchId: string): FancyMarket[] {
  return mainInnings(replay).flatMap(({ innings, index }) => {
    const market = countMarket(replay, matchId, index, SPEC, 0, `${innings.battingTeam} innings extras`);
    return market ? [market] : [];
  });
}
