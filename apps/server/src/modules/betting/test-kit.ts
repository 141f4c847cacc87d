import { randomUUID } from 'node:crypto';
import type { BetPlacement, ExchangeMarket, FancyRow } from '@backlay/contracts';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { anonymous, createTestApp, signedIn, type TestApp } from '../../test/harness';
import { expectLedgerBalanced } from '../wallet/audit.test-helper';
import { postTransfer, type LedgerCauseType } from '../wallet/index';

/**
 * The test app of a betting describe block, with the sports feed: created before its tests
 * (handed to `use`), audited after each (the fake clock's auto-advance put back on first), closed
 * after all. Call it inside `describe`.
 */
export function useBettingApp(use: (t: TestApp) => void): void {
  let t: TestApp;
  beforeAll(async () => {
    // The house's cap (issue 14) would stop its quotes on the markets these tests keep betting on;
    // modules/exchange's tests cover it.
    t = await createTestApp({ houseCapMinor: 1e13 }, { withFeed: true });
    use(t);
  });
  afterEach(async () => {
    t.clock.autoAdvance = true;
    await expectLedgerBalanced(t.handle.db);
  });
  afterAll(() => t.close());
}

/** How many bets user `userId` has, settled or not. */
export async function betCount(t: TestApp, userId: string): Promise<number> {
  return (await t.handle.db.selectFrom('bets').select('id').where('user_id', '=', userId).execute()).length;
}

/**
 * How many bets user `userId` placed: house-priced bets (Bookmaker, Fancy, casino) and exchange
 * orders (issue 14: an order's matched parts are bets of their own, or none while unmatched).
 */
export async function placedCount(t: TestApp, userId: string): Promise<number> {
  const db = t.handle.db;
  const bets = await db
    .selectFrom('bets')
    .select('id')
    .where('user_id', '=', userId)
    .where('order_id', 'is', null)
    .execute();
  const orders = await db
    .selectFrom('exchange_journal')
    .select('order_id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'place')
    .execute();
  return bets.length + orders.length;
}

/**
 * The one bet an exchange order made (issue 14: save2's betId on an exchange market is the
 * order's; its matched parts are bets). Fails unless the order matched in exactly one fill.
 */
export async function onlyFillOf(t: TestApp, orderId: string): Promise<string> {
  const rows = await t.handle.db.selectFrom('bets').select('id').where('order_id', '=', orderId).execute();
  if (rows.length !== 1) throw new Error(`order ${orderId} made ${rows.length} bets, not 1`);
  return rows[0]!.id;
}

/** A signed-in customer of the test app: demo (fresh 1,500,000) or player1 (100,000). */
export async function customer(t: TestApp, who: 'demo' | 'player1' = 'demo') {
  const payload =
    who === 'demo'
      ? { userName: 'demo@Backlay', password: 'Demo@123', deviceIp: '' }
      : { userName: 'player1', password: 'Player@123', deviceIp: '' };
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/signin', headers: anonymous(), payload });
  const { userToken, user } = res.json() as { userToken: string; user: { _id: string; domainId: string } };
  const headers = signedIn(userToken, user.domainId);
  return {
    id: user._id,
    domainId: user.domainId,
    headers,
    bet: (body: Partial<BetPlacement>) =>
      t.app.inject({ method: 'POST', url: '/api/bet/save2', headers, payload: body }),
    get: (url: string) => t.app.inject({ url, headers }),
  };
}

/** An open in-play exchange market of `sportId` (Match Odds by default) with prices on both sides. */
export function openMarket(
  t: TestApp,
  sportId = 1,
  marketName = 'Match Odds',
): ExchangeMarket & { version: number } {
  for (let i = 0; i < 500; i++) {
    for (const entry of t.feed!.matches(sportId).filter((m) => m.phase === 'inplay')) {
      for (const key of entry.marketKeys) {
        const value = t.feed!.store.get(key)?.value as (ExchangeMarket & { version: number }) | undefined;
        if (
          value &&
          'totalMatched' in value &&
          value.marketName === marketName &&
          value.status === 'OPEN' &&
          value.runners.every(
            (r) =>
              r.ex.availableToBack.length > 0 &&
              r.ex.availableToLay.length > 0 &&
              r.ex.availableToBack[0]!.price < 20,
          )
        ) {
          return value;
        }
      }
    }
    t.clock.advance(15_000);
    t.feed!.tick();
  }
  throw new Error('no open market found');
}

/** A placement body for `market`: back or lay runner `index` at the current best price. */
export function placement(
  market: ExchangeMarket,
  side: 'back' | 'lay',
  stake: number,
  index = 0,
  extra: Partial<BetPlacement> = {},
): Partial<BetPlacement> {
  const runner = market.runners[index]!;
  const odds = side === 'back' ? runner.ex.availableToBack[0]!.price : runner.ex.availableToLay[0]!.price;
  return {
    matchId: market.matchId,
    marketId: market.marketId,
    markettype: 'Match Odds',
    selectionId: runner.selectionId,
    type: side,
    oddsReq: odds,
    stake,
    placeTime: new Date().toISOString(),
    ...extra,
  };
}

/** A placement body backing Fancy row `row` (Yes) at its quoted line and rate, for `stake`. */
export function fancyBackPlacement(row: FancyRow, stake: number): Partial<BetPlacement> {
  return {
    matchId: row.matchId,
    marketId: row.marketId,
    markettype: 'FANCY',
    selectionId: row.SelectionId,
    type: 'back',
    price: row.BackPrice1,
    size: row.BackSize1,
    stake,
    placeTime: new Date().toISOString(),
  };
}

/** Headers of an operator signed in on localhost (`agent1` / `Agent@123`, or one the test made). */
export async function operatorHeaders(t: TestApp, userName: string, password: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/signin',
    headers: anonymous(),
    payload: { userName, password },
  });
  const { userToken, operator } = res.json() as { userToken: string; operator: { domainId: string } };
  return signedIn(userToken, operator.domainId);
}

/** A user's balance and exposure, minor units. */
export function moneyOf(t: TestApp, userId: string) {
  return t.handle.db
    .selectFrom('users')
    .select(['balance_minor', 'exposure_minor'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/**
 * Posts `amountMinor` (> 0 credits, < 0 debits) to user `userId` of brand `domainId` straight
 * through the ledger, as cause `causeType` with a fresh cause id. A 'settlement_reversal' debit
 * is how a test forces the invariant balance >= exposure broken (issue 12): only an Admin's result
 * correction may take money past the available balance.
 */
export function postToUser(
  t: TestApp,
  domainId: string,
  userId: string,
  amountMinor: number,
  causeType: LedgerCauseType = 'operator',
) {
  return postTransfer(t.handle.db, {
    domainId,
    causeType,
    causeId: `test:${randomUUID()}`,
    remark: 'test',
    displayText: amountMinor < 0 ? 'Debit' : 'Credit',
    legs: [{ userId, amountMinor }],
    now: new Date(t.clock.now()),
  });
}
