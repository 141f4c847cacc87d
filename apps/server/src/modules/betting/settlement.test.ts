import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectLedgerBalanced } from '../wallet/audit.test-helper';
import { settleBetlessMarkets, settleMarket } from './settlement';
import { customer, openMarket, placement } from './test-kit';

describe('settlement', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { withFeed: true });
  });
  afterAll(() => t.close());

  const balance = async (userId: string) =>
    await t.handle.db
      .selectFrom('users')
      .select(['balance_minor', 'exposure_minor'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();

  it('settles a replayed match to its real result, pays the winner and releases exposure', async () => {
    const c = await customer(t);
    const market = openMarket(t);
    const start = await balance(c.id);
    expect((await c.bet(placement(market, 'back', 1000, 0))).statusCode).toBe(200);
    expect((await c.bet(placement(market, 'back', 700, 1))).statusCode).toBe(200);
    expect((await balance(c.id)).exposure_minor).toBeGreaterThan(0);
    // Run the replay to its end (soccer: under two hours).
    for (let i = 0; i < 2 * 60 * 6; i++) {
      t.clock.advance(10_000);
      t.feed!.tick();
    }
    await t.settle();
    const bets = (await c.get(`/api/bet/bet-details/list/${market.matchId}`)).json().data;
    expect(bets.every((b: { status: string }) => b.status === 'settled')).toBe(true);
    const result = await t.handle.db
      .selectFrom('market_results')
      .selectAll()
      .where('market_id', '=', market.marketId)
      .executeTakeFirstOrThrow();
    for (const bet of bets) {
      const won = bet.selectionId === result.winner_selection_id;
      expect(bet.case).toBe(won ? 'win' : 'loss');
      expect(bet.profitLoss).toBe(won ? bet.favourMargin : -bet.againstMargin);
    }
    const end = await balance(c.id);
    expect(end.exposure_minor).toBe(0);
    const pnl = bets.reduce((n: number, b: { profitLoss: number }) => n + Math.round(b.profitLoss * 100), 0);
    expect(end.balance_minor - start.balance_minor).toBe(pnl);
    await expectLedgerBalanced(t.handle.db);

    // Settling the same result again changes nothing.
    const again = await settleMarket(
      t.handle.db,
      { marketId: market.marketId, version: 1, winnerSelectionId: result.winner_selection_id!, void: false },
      new Date(t.clock.now()),
    );
    expect(again.alreadySettled).toBe(true);
    expect(await balance(c.id)).toEqual(end);

    // A corrected result reverses and reposts.
    const other = market.runners.find((r) => r.selectionId !== result.winner_selection_id)!.selectionId;
    const corrected = await settleMarket(
      t.handle.db,
      { marketId: market.marketId, version: 2, winnerSelectionId: other, void: false },
      new Date(t.clock.now()),
    );
    expect(corrected.betsSettled).toBe(2);
    const rebets = (await c.get(`/api/bet/bet-details/list/${market.matchId}`)).json().data;
    const repnl = rebets.reduce(
      (n: number, b: { profitLoss: number }) => n + Math.round(b.profitLoss * 100),
      0,
    );
    expect((await balance(c.id)).balance_minor - start.balance_minor).toBe(repnl);
    for (const bet of rebets) expect(bet.case).toBe(bet.selectionId === other ? 'win' : 'loss');
    await expectLedgerBalanced(t.handle.db);
  });

  it('voids a market: every bet P&L 0 and exposure released', async () => {
    const c = await customer(t);
    const market = openMarket(t);
    const start = await balance(c.id);
    await c.bet(placement(market, 'lay', 400, 0));
    await settleMarket(
      t.handle.db,
      { marketId: market.marketId, version: 5, void: true },
      new Date(t.clock.now()),
    );
    expect(await balance(c.id)).toEqual({ ...start, exposure_minor: 0 });
    const bets = (await c.get(`/api/bet/bet-details/list/${market.matchId}`)).json().data;
    expect(
      bets.every((b: { case: string; profitLoss: number }) => b.case === 'void' && b.profitLoss === 0),
    ).toBe(true);
    // A bet on a settled market is refused.
    const late = await c.bet(placement(market, 'back', 200, 0));
    expect(late.statusCode).toBe(409);
    await expectLedgerBalanced(t.handle.db);
  });

  it('settles the markets nobody bet on together; a market with a bet, an earlier settlement or no outcome is left to settleMarket', async () => {
    await t.settle();
    // The feed's start decided the markets of the last hours' matches: each one is settled.
    const unsettled = await t.handle.db
      .selectFrom('market_results')
      .leftJoin('market_settlements', 'market_settlements.market_id', 'market_results.market_id')
      .select(['market_results.market_id', 'market_results.settled_at', 'market_settlements.result_version'])
      .where((eb) =>
        eb.or([
          eb('market_results.settled_at', 'is', null),
          eb('market_settlements.result_version', 'is', null),
        ]),
      )
      .execute();
    expect(unsettled).toEqual([]);

    const c = await customer(t);
    const market = openMarket(t, 2); // tennis: the test above voided the first soccer market
    const placed = await c.bet(placement(market, 'back', 500, 0));
    expect(placed.statusCode, placed.body).toBe(200);
    const now = new Date(t.clock.now());
    const results = [
      { marketId: 'test.betless.1', version: 1, winnerSelectionId: 'a', void: false },
      {
        marketId: market.marketId,
        version: 1,
        winnerSelectionId: market.runners[0]!.selectionId,
        void: false,
      },
      { marketId: 'test.betless.2', version: 1, value: 42, void: false },
      { marketId: 'test.betless.3', version: 1, void: true },
      { marketId: 'test.no-outcome', version: 1, void: false },
      { marketId: 'test.betless.1', version: 1, winnerSelectionId: 'a', void: false },
    ];
    expect(await settleBetlessMarkets(t.handle.db, results, now)).toEqual([
      results[1],
      results[4],
      results[5],
    ]);
    const rows = await t.handle.db
      .selectFrom('market_settlements')
      .select(['market_id', 'result_version', 'winner_selection_id', 'value', 'is_void', 'bets_settled'])
      .where('market_id', 'like', 'test.%')
      .orderBy('market_id')
      .execute();
    expect(rows).toEqual([
      {
        market_id: 'test.betless.1',
        result_version: 1,
        winner_selection_id: 'a',
        value: null,
        is_void: false,
        bets_settled: 0,
      },
      {
        market_id: 'test.betless.2',
        result_version: 1,
        winner_selection_id: null,
        value: 42,
        is_void: false,
        bets_settled: 0,
      },
      {
        market_id: 'test.betless.3',
        result_version: 1,
        winner_selection_id: null,
        value: null,
        is_void: true,
        bets_settled: 0,
      },
    ]);
    // Settled once: a second time every one is left to settleMarket (which finds it settled).
    expect(await settleBetlessMarkets(t.handle.db, results.slice(0, 1), now)).toEqual(results.slice(0, 1));
    // The market with the bet was not touched: its bet is still open.
    const bets = (await c.get(`/api/bet/bet-details/list/${market.matchId}`)).json().data;
    expect(bets.map((b: { status: string }) => b.status)).toEqual(['unsettled']);
  });
});
