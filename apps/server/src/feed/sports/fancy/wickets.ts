/**
 * Fall of wicket (docs/rules/sports.md Fancy rows -> Team categories): the batting side's runs when
 * wicket k of a main innings falls ("Fall of 3rd wkt India"), listed while k - 1 wickets are down and
 * decided on the delivery that takes wicket k (the score after it); when the innings ends first (overs
 * run out, target reached, or the match stops) it settles at the innings total. Line: the team's runs
 * plus the runs the model adds before the next wicket or the innings' end (@backlay/pricing stand.ts).
 */
import { fancyLine } from '@backlay/pricing';
import type { CricketReplay } from '../../replay/format';
import { inningsScore } from '../cricket-timeline';
import { mainInnings, ordinal, standDistribution, standsOf } from './team';
import { categoryMarketId, type FancyMarket } from './types';

/** The fall-of-wicket markets of both main innings, k = wicket - 1 (0..9). */
export function fallOfWicketMarkets(replay: CricketReplay, matchId: string): FancyMarket[] {
  return mainInnings(replay).flatMap(({ innings, index }) =>
    standsOf(innings, index).map((stand): FancyMarket => ({
      marketId: categoryMarketId(matchId, 'wickets', index, stand.wicket - 1),
      gtype: 'wickets',
      name: `Fall of ${ordinal(stand.wicket)} wkt ${innings.battingTeam}`,
      opensAt: stand.opensAt,
      decidedAt: stand.decidedAt,
      result: { value: stand.endRuns, void: false },
      price: (state) => fancyLine(standDistribution(replay, index, state), inningsScore(replay, state).runs),
    })),
  );
}
