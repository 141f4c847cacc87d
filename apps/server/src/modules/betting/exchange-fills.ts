import { liabilityMinor, profitMinor } from '@backlay/exchange';
import { sportById } from '@backlay/contracts/constants';
import { sql } from 'kysely';
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

/** Inserts matched bets in one statement (inside the engine's commit). */
export async function insertMatchedBets(trx: Db, bets: readonly MatchedBet[]): Promise<void> {
  if (bets.length === 0) return;
  await trx
    .insertInto('bets')
    .values(
      bets.map((b) => {
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
          market_type: marketTypeOf('exchange'),
          sport_id: b.meta.sportId,
          sports_name: b.meta.sportsName,
          event_name: b.meta.eventName,
          competition_id: b.meta.competitionId,
          selection_id: b.selectionId,
          selection_name: b.meta.selectionNames[b.selectionId] ?? b.selectionId,
          side: b.side,
          odds_hundredths: b.priceH,
          line: null,
          rate: null,
          stake_minor: b.stakeMinor,
          liability_minor: liabilityMinor(bet),
          profit_minor: profitMinor(bet),
          narration: b.narration ?? null,
          round_id: null,
          placed_at: new Date(b.atMs),
        };
      }),
    )
    .execute();
}

/**
 * Stores each account's exposure on a market (minor units) and returns how much each account's
 * total must move: the new value minus the stored one, summed per account. A market already
 * settled is skipped (its settlement released the exposure; nothing may come back).
 */
export async function storeMarketExposures(
  trx: Db,
  rows: readonly { userId: string; marketId: string; matchId: string; exposureMinor: number }[],
): Promise<{ userId: string; deltaMinor: number }[]> {
  if (rows.length === 0) return [];
  const result = await sql<{ user_id: string; delta: number }>`
    with x as (
      select r.user_id, r.market_id, r.match_id, r.exposure_minor
      from jsonb_to_recordset(${JSON.stringify(
        rows.map((r) => ({
          user_id: r.userId,
          market_id: r.marketId,
          match_id: r.matchId,
          exposure_minor: r.exposureMinor,
        })),
      )}::jsonb) as r(user_id uuid, market_id text, match_id text, exposure_minor bigint)
      where not exists (select 1 from market_settlements s where s.market_id = r.market_id)
    ), old as (
      select e.user_id, e.market_id, e.exposure_minor from market_exposures e join x using (user_id, market_id)
    ), up as (
      insert into market_exposures (user_id, market_id, match_id, exposure_minor)
      select user_id, market_id, match_id, exposure_minor from x
      on conflict (user_id, market_id) do update set exposure_minor = excluded.exposure_minor
    )
    select x.user_id, sum(x.exposure_minor - coalesce(old.exposure_minor, 0))::bigint as delta
    from x left join old using (user_id, market_id) group by x.user_id`.execute(trx);
  return result.rows.map((r) => ({ userId: r.user_id, deltaMinor: Number(r.delta) }));
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
