/**
 * Scorers (docs/rules/sports.md Fancy rows -> Player categories: scorers): each batter's runs off the
 * bat, "V Kohli runs", listed from when they come in until they are out or the innings ends; settles
 * on their runs then, void when they retire not out. Priced from the shared simulation batch: the
 * runs the batter's slot adds before the slot's next dismissal.
 */
import type { CricketReplay } from '../../replay/format';
import { batterMarkets } from './players';
import type { FancyMarket } from './types';

/** The scorers markets of both main innings of `replay` scheduled as `matchId`. */
export function scorersMarkets(replay: CricketReplay, matchId: string): FancyMarket[] {
  return batterMarkets(
    replay,
    matchId,
    'scorers',
    'runs',
    (batter) => batter.runs,
    (outlook, slot) => outlook.slotRuns[slot],
  );
}
