import { liabilityMinor, profitMinor } from '@backlay/exchange';
import { sportById } from '@backlay/contracts/constants';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/index';
import { toExchangeBet } from './bets';
import { marketTypeOf, selectionName, type LiveMarket } from './market';

/**
 * What the exchange engine (modules/exchange) needs of modules/betting, which owns `bets` and
 * `market_exposures` (docs/architecture.md Table owners): the matched parts of orders become bets
 * (settled, listed and cashed out like every bet), and the engine's exposures are stored here.
 * Issue 14; docs/exchange-engine.md.
 */

/** The columns every bet of one market shares (read from the live market once per book). */
export interface MarketMeta {
  marketId: string;
  matchId: string;
  marketName: string;
  sportId: number;
  sportsName: string;
  eventName: string;
  competitionId: string;
  selectionNames: Record<string, string>;
}

/** The bet columns of an exchange market (a LiveMarket of kind 'exchange'). */
export function marketMetaOf(market: LiveMarket): MarketMeta {
  const runners = market.kind === 'fancy' ? [] : (market.value.runners as { selectionId: string }[]);
  return {
    marketId: market.value.marketId,
    matchId: market.entry.slot.matchId,
    marketName: market.kind === 'fancy' ? market.value.RunnerName : market.value.marketName,
    sportId: market.entry.sportId,
    sportsName: sportById(market.entry.sportId)?.name ?? 'Sports',
    eventName: market.entry.description.eventName,
    competitionId: market.entry.description.competitionId,
    selectionNames: Object.fromEntries(
      runners.map((r) => [r.selectionId, selectionName(market, r.selectionId) ?? r.selectionId]),
    ),
  };
}

/** A customer's matched part of an exchange order: a back or lay bet at `priceH` (hundredths) of `stakeMinor`. */
export interface MatchedBet {
  domainId: string;
  userId: string;
  orderId: string;
  meta: MarketMeta;
  selectionId: string;
  side: 'back' | 'lay';
  priceH: number;
  stakeMinor: number;
  atMs: number;
  /** The bet's remark ('Cash out' for a cash out's hedge), else none. */
  narration?: string;
}

/** An account's unsettled exchange-math bets on a market (its matched position, read once per book). */
export async function matchedPositions(
  db: Db,
  marketId: string,
  userIds: readonly string[],
): Promise<Map<string, ReturnType<typeof toExchangeBet>[]>> {
  const out = new Map<string, ReturnType<typeof toExchangeBet>[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return out;
  const rows = await db
    .selectFrom('bets')
    .select([
      'user_id',
      'market_type',
      'side',
      'selection_id',
      'stake_minor',
      'odds_hundredths',
      'line',
      'rate',
    ])
    .where('market_id', '=', marketId)
    .where('user_id', 'in', [...userIds])
    .where('status', '=', 'unsettled')
    .execute();
  for (const row of rows) out.get(row.user_id)?.push(toExchangeBet(row));
  return out;
}

/**
 * The bets of `bets` as a data-modifying CTE named `matched_bets` (`insert into bets ... select`
 * from JSON), for the engine's one-statement commit (modules/exchange journal.ts); one row per
 * customer fill.
 */
export function matchedBetsCte(bets: readonly MatchedBet[]): RawBuilder<unknown> {
  const rows = bets.map((b) => {
    const bet = {
      kind: 'odds' as const,
      side: b.side,
      selectionId: b.selectionId,
      stakeMinor: b.stakeMinor,
      odds: b.priceH / 100,
    };
    return {
      domain_id: b.domainId,
      user_id: b.userId,
      order_id: b.orderId,
      match_id: b.meta.matchId,
      market_id: b.meta.marketId,
      market_name: b.meta.marketName,
      sport_id: b.meta.sportId,
      sports_name: b.meta.sportsName,
      event_name: b.meta.eventName,
      competition_id: b.meta.competitionId,
      selection_id: b.selectionId,
      selection_name: b.meta.selectionNames[b.selectionId] ?? b.selectionId,
      side: b.side,
      odds_hundredths: b.priceH,
      stake_minor: b.stakeMinor,
      liability_minor: liabilityMinor(bet),
      profit_minor: profitMinor(bet),
      narration: b.narration ?? null,
      placed_at: new Date(b.atMs).toISOString(),
    };
  });
  return sql`matched_bets as (
    insert into bets (domain_id, user_id, order_id, match_id, market_id, market_name, market_type, sport_id,
      sports_name, event_name, competition_id, selection_id, selection_name, side, odds_hundredths, line, rate,
      stake_minor, liability_minor, profit_minor, narration, round_id, placed_at)
    select domain_id, user_id, order_id, match_id, market_id, market_name, ${marketTypeOf('exchange')}, sport_id,
      sports_name, event_name, competition_id, selection_id, selection_name, side, odds_hundredths, null, null,
      stake_minor, liability_minor, profit_minor, narration, null, placed_at
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(domain_id uuid, user_id uuid, order_id text,
      match_id text, market_id text, market_name text, sport_id integer, sports_name text, event_name text,
      competition_id text, selection_id text, selection_name text, side text, odds_hundredths integer,
      stake_minor bigint, liability_minor bigint, profit_minor bigint, narration text, placed_at timestamptz)
    returning 1)`;
}

/**
 * Each account's exposure on a market as CTEs ending in `exposure_deltas(user_id, delta)`: the
 * stored value replaced by the new one (markets already settled skipped), and how much each
 * account's total must move, for the engine's one-statement commit.
 */
export function marketExposuresCte(
  rows: readonly { userId: string; marketId: string; matchId: string; exposureMinor: number }[],
): RawBuilder<unknown> {
  const json = JSON.stringify(
    rows.map((r) => ({
      user_id: r.userId,
      market_id: r.marketId,
      match_id: r.matchId,
      exposure_minor: r.exposureMinor,
    })),
  );
  return sql`exposure_rows as (
      select r.user_id, r.market_id, r.match_id, r.exposure_minor
      from json_to_recordset(${json}::json) as r(user_id uuid, market_id text, match_id text, exposure_minor bigint)
      where not exists (select 1 from market_settlements s where s.market_id = r.market_id)
    ), exposure_up as (
      insert into market_exposures (user_id, market_id, match_id, exposure_minor)
      select user_id, market_id, match_id, exposure_minor from exposure_rows
      on conflict (user_id, market_id) do update set exposure_minor = excluded.exposure_minor
      returning 1
    ), exposure_deltas as (
      -- Every CTE reads the snapshot from before the statement: the stored values the upsert replaces.
      select x.user_id, sum(x.exposure_minor - coalesce(e.exposure_minor, 0))::bigint as delta
      from exposure_rows x
      left join market_exposures e on e.user_id = x.user_id and e.market_id = x.market_id
      group by x.user_id
    )`;
}
