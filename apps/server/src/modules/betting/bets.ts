import { bookmakerOdds, type Bet, type FancyBet, type RunnerBet } from '@backlay/exchange';
import type { Selectable } from 'kysely';
import type { BetsTable } from '../../db/schema';

export type BetRowDb = Selectable<BetsTable>;

/** The columns a settlement reads of each bet (settlement.ts, holds.ts, dealer/settle.ts): no more, so 10,000 rows parse fast. */
export const SETTLING_COLUMNS = [
  'id',
  'domain_id',
  'user_id',
  'market_id',
  'market_type',
  'market_name',
  'sports_name',
  'event_name',
  'selection_id',
  'selection_name',
  'side',
  'odds_hundredths',
  'line',
  'rate',
  'stake_minor',
  'status',
  'pnl_minor',
] as const;

/** A bet as a settlement reads it ({@link SETTLING_COLUMNS}). */
export type SettlingBet = Pick<BetRowDb, (typeof SETTLING_COLUMNS)[number]>;

/** The exchange-math view of a stored bet (odds from hundredths; Bookmaker odds = 1 + rate/100). */
export function toExchangeBet(
  row: Pick<
    BetRowDb,
    'market_type' | 'side' | 'selection_id' | 'stake_minor' | 'odds_hundredths' | 'line' | 'rate'
  >,
): Bet {
  if (row.market_type === 'FANCY') {
    return {
      kind: 'fancy',
      side: row.side,
      line: row.line!,
      rate: row.rate!,
      stakeMinor: row.stake_minor,
    } satisfies FancyBet;
  }
  const kind =
    row.market_type === 'Bookmaker' ? 'bookmaker' : row.market_type === 'Casino' ? 'casino' : 'odds';
  const odds = kind === 'bookmaker' ? bookmakerOdds(row.rate!) : row.odds_hundredths! / 100;
  return {
    kind,
    side: row.side,
    selectionId: row.selection_id,
    stakeMinor: row.stake_minor,
    odds,
  } satisfies RunnerBet;
}

/** Splits bets of one market into runner bets and fancy bets. */
export function partition(bets: Bet[]): { runner: RunnerBet[]; fancy: FancyBet[] } {
  return {
    runner: bets.filter((b): b is RunnerBet => b.kind !== 'fancy'),
    fancy: bets.filter((b): b is FancyBet => b.kind === 'fancy'),
  };
}
