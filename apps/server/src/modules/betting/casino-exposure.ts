import { casinoPnlMinor, type Outcome } from '@backlay/casino';
import type { BetRowDb } from './bets';

/**
 * The exposure of casino bets (docs/rules/casino.md "Exposure"): betting stores casino bets in
 * `bets` beside the sports bets, so their worst case lives here, used by bet acceptance
 * (modules/casino) and by the exposure reads (queries.ts).
 */

/** One casino bet as the exposure rule sees it: prices in hundredths, money in minor units. */
export interface CasinoBet {
  sid: number;
  side: 'back' | 'lay';
  priceH: number;
  stakeMinor: number;
}

const OUTCOMES: Outcome[] = [{ kind: 'win' }, { kind: 'loss' }];

/**
 * A user's worst case on one casino round, minor units (>= 0): for each sid the worst of its
 * bets' summed P&L when the sid wins or loses (a push, a half loss or a category payout above
 * the price never does worse), summed over the sids. The sids of a table are not exclusive
 * (Lucky 7 Low, Odd and Red can all win), so the sum is a safe upper bound of the real worst case
 * (exact for one sid; e.g. backing both teen20 players locks both stakes).
 */
export function casinoExposureMinor(bets: readonly CasinoBet[]): number {
  const bySid = new Map<number, CasinoBet[]>();
  for (const bet of bets) bySid.set(bet.sid, [...(bySid.get(bet.sid) ?? []), bet]);
  let total = 0;
  for (const group of bySid.values()) {
    const worst = Math.min(
      0,
      ...OUTCOMES.map((o) =>
        group.reduce((sum, b) => sum + casinoPnlMinor(b.side, b.priceH, b.stakeMinor, o), 0),
      ),
    );
    total -= worst;
  }
  return total;
}

/** The exposure rule's view of a stored casino bet. */
export const casinoBetOf = (
  row: Pick<BetRowDb, 'selection_id' | 'side' | 'odds_hundredths' | 'stake_minor'>,
): CasinoBet => ({
  sid: Number(row.selection_id),
  side: row.side,
  priceH: row.odds_hundredths!,
  stakeMinor: row.stake_minor,
});
