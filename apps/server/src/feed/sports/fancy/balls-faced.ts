/**
 * Balls faced (docs/rules/sports.md Fancy rows -> Player categories: balls_faced): each batter's
 * balls faced (every delivery they receive but wides: a no-ball counts as faced, the data marking it
 * `legal: false` with `extras.noballs`), "V Kohli balls faced", listed and voided as scorers. Priced
 * from the shared simulation batch: the legal balls the batter's slot faces before its next dismissal
 * (the model's no-ball share is inside its wide rate, so simulated no-balls are not counted).
 */
import type { CricketReplay } from '../../replay/format';
import { batterMarkets } from './players';
import type { FancyMarket } from './types';

/** The balls_faced markets of both main innings of `replay` scheduled as `matchId`. */
export function ballsFacedMarkets(replay: CricketReplay, matchId: string): FancyMarket[] {
  return batterMarkets(
    replay,
    matchId,
    'balls_faced',
    'balls faced',
    (batter) => batter.faced,
    (outlook, slot) => outlook.slotFaced[slot],
  );
}
