/**
 * Partnerships (docs/rules/sports.md Fancy rows -> Team categories): the runs of the current stand of
 * a main innings, the partnership for wicket k ("3rd wkt partnership India"): the team's runs from the
 * fall of wicket k - 1 (the innings' start for the first) to the fall of wicket k, extras included.
 * Listed while it is the current stand; decided when wicket k falls or the innings ends, at its runs
 * then. Line: the stand's runs so far plus the runs the model adds before the next wicket or the
 * innings' end (@backlay/pricing stand.ts), the same programme as the fall of wicket.
 */
import { fancyLine } from '@backlay/pricing';
import type { CricketReplay } from '../../replay/format';
import { inningsScore } from '../cricket-timeline';
import { mainInnings, ordinal, standDistribution, standsOf } from './team';
import { categoryMarketId, type FancyMarket } from './types';

/** The partnership markets of both main innings, k = wicket - 1 (0..9). */
export function partnershipMarkets(replay: CricketReplay, matchId: string): FancyMarket[] {
  return mainInnings(replay).flatMap(({ innings, index }) =>
    standsOf(innings, index).map((stand): FancyMarket => ({
      marketId: categoryMarketId(matchId, 'partnerships', index, stand.wicket - 1),
      gtype: 'partnerships',
      name: `${ordinal(stand.wicket)} wkt partnership ${innings.battingTeam}`,
      opensAt: stand.opensAt,
      decidedAt: stand.decidedAt,
      result: { value: stand.endRuns - stand.startRuns, void: false },
      price: (state) =>
        fancyLine(
          standDistribution(replay, index, state),
          inningsScore(replay, state).runs - stand.startRuns,
        ),
    })),
  );
}
