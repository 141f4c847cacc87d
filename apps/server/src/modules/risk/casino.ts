import type { AdminCasinoRoundResponse, AdminCasinoTable } from '@backlay/contracts';
import { fromMinor } from '@backlay/exchange';
import type { Db } from '../../db/index';
import { roundById, roundCounts, type CasinoDealer } from '../../dealer/index';
import { notFound } from '../../domain-errors';
import { casinoBetTotals, type CasinoBetTotals } from '../betting/index';
import { verifyRound } from '../casino/index';

/** Turnover, the house's result and the return to player of some casino bet totals (minor units in, ratios out). */
function figuresOf(totals: readonly CasinoBetTotals[]) {
  let bets = 0;
  let stake = 0;
  let staked = 0;
  let pnl = 0;
  for (const t of totals) {
    bets += t.bets;
    stake += t.stakeMinor;
    staked += t.stakedMinor;
    pnl += t.pnlMinor;
  }
  return {
    bets,
    turnover: fromMinor(stake),
    houseResult: fromMinor(-pnl),
    measuredRtp: staked > 0 ? (staked + pnl) / staked : null,
  };
}

/**
 * Every table the dealer deals (issue 16 item 5; docs/backoffice.md "Markets, risk and casino"):
 * its type, name, status (running, or paused by an operator), the round on it, the rounds
 * dealt (stored rounds of the type: the tables are shared by every brand) and, over brand
 * `domainId`'s settled, not void, bets on it: turnover, the house's result (minus the customers'
 * P&L), the measured return to player (what came back over what was staked; a lay bet stakes its
 * liability) and the exact RTP of the same back bets, stake-weighted over each market's exact
 * value (packages/casino `expectedRtp`, docs/rules/casino.md), with each market's exact value.
 * No dealer: an empty list.
 */
export async function casinoTables(
  db: Db,
  dealer: CasinoDealer | undefined,
  domainId: string,
): Promise<AdminCasinoTable[]> {
  const tables = dealer?.allTables() ?? [];
  if (tables.length === 0) return [];
  const [counts, totals] = await Promise.all([roundCounts(db), casinoBetTotals(db, domainId)]);
  return tables.map((table) => {
    const game = table.game;
    const own = totals.filter((t) => t.marketId === table.ids.marketId);
    let backStake = 0;
    let backExpected = 0;
    for (const t of own) {
      const sid = Number(t.selectionId);
      if (t.side !== 'back' || !game.markets.some((m) => m.sid === sid)) continue;
      backStake += t.stakeMinor;
      backExpected += t.stakeMinor * game.expectedRtp(sid);
    }
    return {
      casinoType: game.type,
      name: game.name,
      tableNo: game.tableNo,
      status: dealer!.isPaused(game.type) ? ('paused' as const) : ('running' as const),
      roundId: table.round?.roundId ?? '0',
      roundsDealt: counts.get(game.type) ?? 0,
      ...figuresOf(own),
      exactRtp: backStake > 0 ? backExpected / backStake : null,
      markets: game.markets.map((m) => ({ sid: m.sid, name: m.name, exactRtp: game.expectedRtp(m.sid) })),
    };
  });
}

/**
 * One casino round for an operator (issue 16 item 5): the provable-fairness check of
 * GET /api/casino/verify/{roundId} (the commitment always; the seed, cards dealt again, result and
 * whether they match once the round is over), its table and times, and brand `domainId`'s settled,
 * not void, bets on it. Errors: 404 'Unknown round: {roundId}'.
 */
export async function casinoRound(
  db: Db,
  dealer: CasinoDealer | undefined,
  domainId: string,
  roundId: string,
): Promise<AdminCasinoRoundResponse['data']> {
  const row = await roundById(db, roundId);
  if (!row) throw notFound(`Unknown round: ${roundId}`);
  const [verification, totals] = await Promise.all([
    verifyRound(db, dealer, roundId),
    casinoBetTotals(db, domainId, { roundId }),
  ]);
  const { measuredRtp: _rtp, ...figures } = figuresOf(totals);
  return {
    ...verification,
    tableNo: row.table_no,
    openedAt: new Date(row.opened_at).toISOString(),
    finishedAt: row.finished_at === null ? null : new Date(row.finished_at).toISOString(),
    ...figures,
  };
}
