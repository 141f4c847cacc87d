import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectLedgerBalanced } from '../wallet/audit.test-helper';
import { settleMarket } from './settlement';
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
});
