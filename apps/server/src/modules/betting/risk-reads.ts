import { sql } from 'kysely';
import type { Db } from '../../db/index';

/**
 * Reads of `bets` for the back office's risk views (issue 16 items 4 and 5; docs/backoffice.md
 * "Markets, risk and casino"): aggregates in SQL, one row per group, amounts in minor units.
 */

/**
 * One group of a brand's bets on a market: same market, selection, side and (fancy) line. `bets`
 * and `stakeMinor` count every bet (settled or not: the market's turnover); `open*` only the
 * unsettled ones (the match book), whose sums of the stored profit and liability are exact: each
 * bet's own were computed by packages/exchange (profitMinor, liabilityMinor) at acceptance.
 */
export interface MarketPosition {
  marketId: string;
  marketType: string;
  selectionId: string;
  side: 'back' | 'lay';
  /** The fancy line (runs); null on runner markets. */
  line: number | null;
  bets: number;
  stakeMinor: number;
  openBets: number;
  /** Sum of what the unsettled bets win (back: S(o-1); lay: S; Yes: S*r/100; No: S). */
  openProfitMinor: number;
  /** Sum of what the unsettled bets can lose (back: S; lay: S(o-1); Yes: S; No: S*r/100). */
  openLiabilityMinor: number;
}

/** {@link MarketPosition}s of brand `domainId`'s bets on `marketIds` (none when the list is empty). */
export async function marketPositions(
  db: Db,
  domainId: string,
  marketIds: readonly string[],
): Promise<MarketPosition[]> {
  if (marketIds.length === 0) return [];
  const open = sql`status = 'unsettled'`;
  const rows = await db
    .selectFrom('bets')
    .select([
      'market_id',
      'market_type',
      'selection_id',
      'side',
      'line',
      sql<number>`count(*)::bigint`.as('bets'),
      sql<number>`sum(stake_minor)::bigint`.as('stake'),
      sql<number>`count(*) filter (where ${open})::bigint`.as('open_bets'),
      sql<number>`coalesce(sum(profit_minor) filter (where ${open}), 0)::bigint`.as('open_profit'),
      sql<number>`coalesce(sum(liability_minor) filter (where ${open}), 0)::bigint`.as('open_liability'),
    ])
    .where('domain_id', '=', domainId)
    .where('market_id', 'in', marketIds)
    .groupBy(['market_id', 'market_type', 'selection_id', 'side', 'line'])
    .execute();
  return rows.map((r) => ({
    marketId: r.market_id,
    marketType: r.market_type,
    selectionId: r.selection_id,
    side: r.side,
    line: r.line,
    bets: Number(r.bets),
    stakeMinor: Number(r.stake),
    openBets: Number(r.open_bets),
    openProfitMinor: Number(r.open_profit),
    openLiabilityMinor: Number(r.open_liability),
  }));
}

/**
 * One group of a brand's settled, not void, casino bets: same table market (`9.{matchId}`),
 * selection (sid) and side. `stakedMinor` is what the customers put at risk (the liability: the
 * stake of a back bet, S(o-1) of a lay), `pnlMinor` the customers' P&L (the house's result is its
 * negative); what came back to them is staked + pnl.
 */
export interface CasinoBetTotals {
  marketId: string;
  selectionId: string;
  side: 'back' | 'lay';
  bets: number;
  stakeMinor: number;
  stakedMinor: number;
  pnlMinor: number;
}

/**
 * {@link CasinoBetTotals} of brand `domainId` (issue 16 item 5: turnover, the house's result and
 * the measured return to player per table), of one round when `roundId` is given.
 */
export async function casinoBetTotals(
  db: Db,
  domainId: string,
  filter: { roundId?: string } = {},
): Promise<CasinoBetTotals[]> {
  let q = db
    .selectFrom('bets')
    .select([
      'market_id',
      'selection_id',
      'side',
      sql<number>`count(*)::bigint`.as('bets'),
      sql<number>`sum(stake_minor)::bigint`.as('stake'),
      sql<number>`sum(liability_minor)::bigint`.as('staked'),
      sql<number>`coalesce(sum(pnl_minor), 0)::bigint`.as('pnl'),
    ])
    .where('domain_id', '=', domainId)
    .where('market_type', '=', 'Casino')
    .where('status', '=', 'settled')
    .where('outcome', '<>', 'void');
  if (filter.roundId !== undefined) q = q.where('round_id', '=', filter.roundId);
  const rows = await q.groupBy(['market_id', 'selection_id', 'side']).execute();
  return rows.map((r) => ({
    marketId: r.market_id,
    selectionId: r.selection_id,
    side: r.side,
    bets: Number(r.bets),
    stakeMinor: Number(r.stake),
    stakedMinor: Number(r.staked),
    pnlMinor: Number(r.pnl),
  }));
}
