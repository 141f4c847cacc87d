import type { BetRow, ExposureData, MarketBook, TradeRow } from '@backlay/contracts';
import { fancyBook, fromMinor, runnerBook, runnerExposure, fancyExposure } from '@backlay/exchange';
import type { Db } from '../../db/index';
import { notFound } from '../../domain-errors';
import type { FeedEngine } from '../../feed/index';
import { casinoBetOf, casinoExposureMinor } from './casino-exposure';
import { partition, toExchangeBet, type BetRowDb } from './bets';

/** The wire shape of a stored bet (docs/rules/specification.md §3 Bet); money in currency units. */
export function toBetRow(row: BetRowDb): BetRow {
  const oddsReq =
    row.odds_hundredths !== null
      ? row.odds_hundredths / 100
      : row.market_type === 'Bookmaker'
        ? row.rate
        : null;
  return {
    betId: row.id,
    sportsName: row.sports_name,
    event: row.event_name,
    eventId: row.sport_id,
    matchId: row.match_id,
    legueId: row.competition_id,
    marketId: row.market_id,
    market: row.market_name,
    markettype: row.market_type,
    selection: row.selection_name,
    selectionId: row.selection_id,
    type: row.side,
    oddsReq,
    price: row.line,
    size: row.market_type === 'FANCY' ? row.rate : null,
    stake: fromMinor(row.stake_minor),
    favourMargin: fromMinor(row.profit_minor),
    againstMargin: fromMinor(row.liability_minor),
    status: row.status,
    case: row.outcome,
    profitLoss: row.pnl_minor === null ? null : fromMinor(row.pnl_minor),
    placeTime: row.placed_at.toISOString(),
    settledAt: row.settled_at ? row.settled_at.toISOString() : null,
    remark: row.narration ?? '',
    roundId: row.round_id,
  };
}

/** The user's bets on one match, newest first (docs/rules/specification.md §7 bet/bet-details/list/{matchId}). */
export async function betsOfMatch(db: Db, userId: string, matchId: string): Promise<BetRow[]> {
  const rows = await db
    .selectFrom('bets')
    .selectAll()
    .where('user_id', '=', userId)
    .where('match_id', '=', matchId)
    .orderBy('placed_at', 'desc')
    .execute();
  return rows.map(toBetRow);
}

/** One bet of the user; 404 for anyone else's or an unknown id. */
export async function betOf(db: Db, userId: string, betId: string): Promise<BetRow> {
  const row = /^[0-9a-f-]{36}$/i.test(betId)
    ? await db
        .selectFrom('bets')
        .selectAll()
        .where('id', '=', betId)
        .where('user_id', '=', userId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound(`Unknown bet: ${betId}`);
  return toBetRow(row);
}

/** Open bets per market (docs/rules/specification.md §3 Live bet/trade row). */
export async function tradeList(db: Db, userId: string): Promise<TradeRow[]> {
  const rows = await db
    .selectFrom('bets')
    .select((eb) => [
      'market_id',
      'match_id',
      'sport_id',
      'competition_id',
      'sports_name',
      'event_name',
      'market_type',
      'market_name',
      eb.fn.countAll<string>().as('count'),
    ])
    .where('user_id', '=', userId)
    .where('status', '=', 'unsettled')
    .groupBy([
      'market_id',
      'match_id',
      'sport_id',
      'competition_id',
      'sports_name',
      'event_name',
      'market_type',
      'market_name',
    ])
    .orderBy('match_id')
    .execute();
  return rows.map((r) => ({
    _id: r.market_id,
    matchId: r.match_id,
    eventId: r.sport_id,
    legueId: r.competition_id,
    sportsName: r.sports_name,
    event: r.event_name,
    markettype: r.market_type,
    market: r.market_name,
    count: Number(r.count),
  }));
}

/** Exposure in total and per open market, with balance and available (docs/rules/specification.md §7 bet/exposure/fetch). */
export async function exposureOf(db: Db, userId: string): Promise<ExposureData> {
  const user = await db
    .selectFrom('users')
    .select(['balance_minor', 'exposure_minor'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const markets = await db
    .selectFrom('market_exposures')
    .selectAll()
    .where('user_id', '=', userId)
    .where('exposure_minor', '>', 0)
    .execute();
  return {
    exposure: fromMinor(user.exposure_minor),
    balance: fromMinor(user.balance_minor),
    available: fromMinor(user.balance_minor - user.exposure_minor),
    markets: markets.map((m) => ({
      marketId: m.market_id,
      matchId: m.match_id,
      exposure: fromMinor(m.exposure_minor),
    })),
  };
}

/**
 * The user's book on one market (docs/rules/exchange.md Book): P&L per runner (every runner of the
 * live market) or per fancy run count, and the market's exposure. A casino table's open round
 * has its exposure only (its sids are not exclusive outcomes).
 */
export async function bookOf(
  db: Db,
  feed: FeedEngine | undefined,
  userId: string,
  marketId: string,
): Promise<MarketBook> {
  const rows = await db
    .selectFrom('bets')
    .selectAll()
    .where('user_id', '=', userId)
    .where('market_id', '=', marketId)
    .where('status', '=', 'unsettled')
    .execute();
  if (rows.some((r) => r.market_type === 'Casino')) {
    // A casino round's sids are not exclusive: no per-runner book, only its worst case.
    const exposure = casinoExposureMinor(rows.map(casinoBetOf));
    return { marketId, exposure: fromMinor(exposure), runners: [], fancy: [] };
  }
  const { runner, fancy } = partition(rows.map(toExchangeBet));
  const live = feed?.store.get(marketId)?.value as { runners?: { selectionId: string }[] } | undefined;
  const selectionIds = live?.runners?.map((r) => r.selectionId) ?? [
    ...new Set(runner.map((b) => b.selectionId)),
  ];
  if (!live && rows.length === 0) throw notFound(`Unknown market: ${marketId}`);
  // A fancy market has no runners: its book is the run ladder alone.
  const book = selectionIds.length > 0 ? runnerBook(runner, selectionIds) : {};
  return {
    marketId,
    exposure: fromMinor(fancy.length > 0 ? fancyExposure(fancy) : runnerExposure(runner, selectionIds)),
    runners:
      runner.length > 0 || live?.runners
        ? selectionIds.map((id) => ({ selectionId: id, pnl: fromMinor(book[id] ?? 0) }))
        : [],
    fancy: fancyBook(fancy).map((p) => ({ runs: p.runs, pnl: fromMinor(p.pnlMinor) })),
  };
}
