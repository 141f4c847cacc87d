import { runnerExposureWithOrders, type RunnerBet } from '@backlay/exchange';
import { sql } from 'kysely';
import type { Db } from '../../../db/index';

/**
 * What the crash test (../crash.pg-test.ts) reads of one account in one consistent snapshot
 * (REPEATABLE READ): its exchange orders as the journal records them, its bets, its stored
 * exposures and its account row. The engine's group commit writes a batch's journal events, bets
 * and exposures in one transaction, so within one snapshot they must agree exactly.
 */

/** One customer order as its journal rows make it (minor units, hundredths). */
export interface JournaledOrder {
  orderId: string;
  marketId: string;
  customerOrderRef: string | undefined;
  fingerprint: string | undefined;
  selectionId: string;
  side: 'BACK' | 'LAY';
  priceH: number;
  sizeMinor: number;
  /** Its fills as taker or maker, `${size}@${price}` sorted. */
  fills: string[];
  matchedMinor: number;
  cancelledMinor: number;
  lapsedMinor: number;
  remainingMinor: number;
}

export interface AccountSnapshot {
  /** Every 'place' row of the account (one per order id: the journal's unique index). */
  places: number;
  orders: Map<string, JournaledOrder>;
  bets: {
    id: string;
    order_id: string | null;
    market_id: string;
    selection_id: string;
    side: 'back' | 'lay';
    odds_hundredths: number | null;
    stake_minor: number;
    status: 'unsettled' | 'settled';
  }[];
  exposures: Map<string, number>;
  settledMarkets: Set<string>;
  balanceMinor: number;
  exposureMinor: number;
}

/** Reads the account's snapshot (see the file's comment). */
export async function accountSnapshot(db: Db, userId: string): Promise<AccountSnapshot> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const places = await sql<{
        order_id: string;
        market_id: string;
        size_minor: string | number;
        price_h: number;
        detail: Record<string, string> | string;
      }>`select order_id, market_id, size_minor, price_h, detail from exchange_journal
         where kind = 'place' and user_id = ${userId} order by seq`.execute(trx);
      const orders = new Map<string, JournaledOrder>();
      for (const p of places.rows) {
        const detail = (typeof p.detail === 'string' ? JSON.parse(p.detail) : p.detail) as Record<
          string,
          string
        >;
        orders.set(p.order_id, {
          orderId: p.order_id,
          marketId: p.market_id,
          customerOrderRef: detail.customerOrderRef,
          fingerprint: detail.fingerprint,
          selectionId: detail.selectionId!,
          side: detail.side as 'BACK' | 'LAY',
          priceH: p.price_h,
          sizeMinor: Number(p.size_minor),
          fills: [],
          matchedMinor: 0,
          cancelledMinor: 0,
          lapsedMinor: 0,
          remainingMinor: 0,
        });
      }
      const ids = [...orders.keys()];
      const events =
        ids.length === 0
          ? { rows: [] }
          : await sql<{
              kind: string;
              order_id: string;
              maker_order_id: string | null;
              size_minor: string | number;
              price_h: number | null;
            }>`select kind, order_id, maker_order_id, size_minor, price_h from exchange_journal
               where kind <> 'place' and (order_id = any(${ids}) or maker_order_id = any(${ids}))
               order by seq`.execute(trx);
      for (const e of events.rows) {
        const size = Number(e.size_minor);
        if (e.kind === 'fill') {
          for (const id of new Set([e.order_id, e.maker_order_id])) {
            const o = id ? orders.get(id) : undefined;
            if (!o) continue;
            o.fills.push(`${size}@${e.price_h}`);
            o.matchedMinor += size;
          }
        } else {
          const o = orders.get(e.order_id)!;
          if (e.kind === 'cancel') o.cancelledMinor += size;
          else if (e.kind === 'lapse') o.lapsedMinor += size;
        }
      }
      for (const o of orders.values()) {
        o.fills.sort();
        o.remainingMinor = o.sizeMinor - o.matchedMinor - o.cancelledMinor - o.lapsedMinor;
      }
      const bets = await trx
        .selectFrom('bets')
        .select([
          'id',
          'order_id',
          'market_id',
          'selection_id',
          'side',
          'odds_hundredths',
          'stake_minor',
          'status',
        ])
        .where('user_id', '=', userId)
        .execute();
      const exposures = await trx
        .selectFrom('market_exposures')
        .select(['market_id', 'exposure_minor'])
        .where('user_id', '=', userId)
        .execute();
      const markets = [...new Set([...orders.values()].map((o) => o.marketId))];
      const settled =
        markets.length === 0
          ? []
          : await trx
              .selectFrom('market_settlements')
              .select('market_id')
              .where('market_id', 'in', markets)
              .execute();
      const account = await trx
        .selectFrom('users')
        .select(['balance_minor', 'exposure_minor'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      return {
        places: places.rows.length,
        orders,
        bets: bets.map((b) => ({ ...b, stake_minor: Number(b.stake_minor) })),
        exposures: new Map(exposures.map((e) => [e.market_id, Number(e.exposure_minor)])),
        settledMarkets: new Set(settled.map((s) => s.market_id)),
        balanceMinor: Number(account.balance_minor),
        exposureMinor: Number(account.exposure_minor),
      };
    });
}

/**
 * The exposure the engine must have stored for the account on a market: the worst case of its
 * unsettled bets there and its orders' unmatched remainders (Betfair's rule, runnerExposureWithOrders).
 */
export function expectedExposure(
  snapshot: AccountSnapshot,
  marketId: string,
  selectionIds: readonly string[],
): number {
  const matched: RunnerBet[] = snapshot.bets
    .filter((b) => b.market_id === marketId && b.status === 'unsettled')
    .map((b) => ({
      kind: 'odds',
      side: b.side,
      selectionId: b.selection_id,
      stakeMinor: b.stake_minor,
      odds: b.odds_hundredths! / 100,
    }));
  const unmatched: RunnerBet[] = [...snapshot.orders.values()]
    .filter((o) => o.marketId === marketId && o.remainingMinor > 0)
    .map((o) => ({
      kind: 'odds',
      side: o.side === 'BACK' ? 'back' : 'lay',
      selectionId: o.selectionId,
      stakeMinor: o.remainingMinor,
      odds: o.priceH / 100,
    }));
  return runnerExposureWithOrders(matched, unmatched, selectionIds);
}
