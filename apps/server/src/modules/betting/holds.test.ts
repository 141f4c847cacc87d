import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../admin/commands';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectLedgerBalanced } from '../wallet/audit.test-helper';
import { SETTLEMENT_UNDER_REVIEW } from './service';
import { settleMarket } from './settlement';
import {
  customer,
  moneyOf,
  onlyFillOf,
  openMarket,
  operatorHeaders,
  placement,
  postToUser,
} from './test-kit';

/**
 * Issue 12: an operator debit cannot go below the exposure of open bets, and a settlement never
 * stops for one account: an account that cannot pay has its bets set aside for an operator while
 * the rest of the market settles.
 */
describe('money invariants under operator actions', () => {
  let t: TestApp;
  let homeId: string;
  let agent: Record<string, string>;
  let admin: Record<string, string>;

  const transfer = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/wallet/transfer',
      headers: agent,
      payload: { remark: 'test', ...payload },
    });
  const audit = async () =>
    (await t.app.inject({ url: '/api/admin/wallet/audit', headers: agent })).json().data;
  const holds = async () =>
    (await t.app.inject({ url: '/api/admin/settlement/holds', headers: admin })).json().data;
  const release = (betId: string) =>
    t.app.inject({ method: 'POST', url: `/api/admin/settlement/holds/${betId}/release`, headers: admin });
  /** Takes money from a customer the way a result correction does, past the available balance. */
  const forceDebit = (userId: string, amountMinor: number) =>
    postToUser(t, homeId, userId, -amountMinor, 'settlement_reversal');

  beforeAll(async () => {
    t = await createTestApp({}, { withFeed: true });
    homeId = (await t.app.inject({ url: '/api/domain/host/localhost' })).json()._id;
    const args = ['--domain', 'localhost', '--user', 'root1', '--password', 'Root@12345', '--role', 'Admin'];
    await runAdmin(['create-user', ...args], t.handle.db, () => {});
    agent = await operatorHeaders(t, 'agent1', 'Agent@123');
    admin = await operatorHeaders(t, 'root1', 'Root@12345');
  });
  afterAll(() => t.close());

  it('limits an operator debit to the balance not reserved by open bets', async () => {
    const player = await customer(t, 'player1');
    const market = openMarket(t);
    expect((await player.bet(placement(market, 'back', 2000, 0))).statusCode).toBe(200);
    expect(await moneyOf(t, player.id)).toEqual({ balance_minor: 100_000_00, exposure_minor: 2000_00 });

    const refused = await transfer({ userName: 'player1', amount: 98_000.01, direction: 'debit' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Insufficient available balance: at most 98000.00 can be debited (balance 100000.00, exposure of open bets 2000.00)',
    );
    expect(await moneyOf(t, player.id)).toEqual({ balance_minor: 100_000_00, exposure_minor: 2000_00 });
    const allowed = await transfer({ userName: 'player1', amount: 98_000, direction: 'debit' });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data.balance).toBe(2000);
    expect(await audit()).toMatchObject({ balanced: true, invariantsHold: true });
    await expectLedgerBalanced(t.handle.db);
  });

  it('settles the market for everyone else when one account cannot pay, and holds its bet', async () => {
    const broken = await customer(t);
    const other = await customer(t);
    const market = openMarket(t, 2);
    const second = market.runners[1]!;
    const bet = await broken.bet(placement(market, 'back', 2000, 0));
    expect(bet.statusCode).toBe(200);
    const heldBetId = await onlyFillOf(t, bet.json().betId);
    expect((await other.bet(placement(market, 'back', 1000, 1))).statusCode).toBe(200);
    const otherStart = await moneyOf(t, other.id);
    // Break the invariant: 1,500,000 - 1,499,900 leaves 100 against 2,000 of exposure.
    await forceDebit(broken.id, 1_499_900_00);
    expect((await audit()).overdrawnUserIds).toEqual([broken.id]);

    const report = await settleMarket(
      t.handle.db,
      { marketId: market.marketId, version: 1, winnerSelectionId: second.selectionId, void: false },
      new Date(t.clock.now()),
    );
    expect(report.betsSettled).toBe(1);
    expect(report.held).toEqual([
      { betId: heldBetId, userId: broken.id, marketId: market.marketId, shortMinor: 1900_00 },
    ]);
    // The other customer is paid at once.
    const otherBets = (await other.get(`/api/bet/bet-details/list/${market.matchId}`)).json().data;
    expect(otherBets).toEqual([expect.objectContaining({ status: 'settled', case: 'win' })]);
    const otherEnd = await moneyOf(t, other.id);
    expect(otherEnd.exposure_minor).toBe(0);
    expect(otherEnd.balance_minor - otherStart.balance_minor).toBe(Math.round(otherBets[0].profitLoss * 100));
    // The held account keeps its bet open, its exposure, and cannot bet until it is resolved.
    expect(await moneyOf(t, broken.id)).toEqual({ balance_minor: 100_00, exposure_minor: 2000_00 });
    const refused = await broken.bet(placement(openMarket(t), 'back', 100, 0));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SETTLEMENT_UNDER_REVIEW);
    expect(await holds()).toEqual([
      expect.objectContaining({
        betId: heldBetId,
        marketId: market.marketId,
        profitLoss: -2000,
        resultVersion: 1,
      }),
    ]);
    expect(await audit()).toMatchObject({ balanced: true, invariantsHold: false, heldBets: 1 });

    // Releasing before the account can pay changes nothing; after a credit it settles.
    const early = await release(heldBetId);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('The customer is still 1900.00 short: credit the account first');
    await postToUser(t, homeId, broken.id, 1900_00);
    const released = await release(heldBetId);
    expect(released.json()).toEqual({ status: true, message: 'Settled 1 bet(s)', betsSettled: 1 });
    expect(await moneyOf(t, broken.id)).toEqual({ balance_minor: 0, exposure_minor: 0 });
    expect(await holds()).toEqual([]);
    expect((await release(heldBetId)).statusCode).toBe(404);
    expect(await audit()).toMatchObject({ balanced: true, invariantsHold: true, heldBets: 0 });
    await expectLedgerBalanced(t.handle.db);
  });

  it('holds a correction that would take a paid-out winner below 0, and settles the rest', async () => {
    const winner = await customer(t);
    const other = await customer(t);
    const market = openMarket(t, 4);
    const [first, second] = market.runners;
    const bet = await winner.bet(placement(market, 'back', 1000, 0));
    expect(bet.statusCode, bet.body).toBe(200);
    const betId = await onlyFillOf(t, bet.json().betId);
    expect((await other.bet(placement(market, 'lay', 500, 0))).statusCode).toBe(200);
    const decide = (version: number, winnerSelectionId: string) =>
      settleMarket(
        t.handle.db,
        { marketId: market.marketId, version, winnerSelectionId, void: false },
        new Date(t.clock.now()),
      );
    await decide(1, first!.selectionId);
    // The winner spends everything (an operator debit of the whole, now unreserved, balance).
    const paid = await moneyOf(t, winner.id);
    await postToUser(t, homeId, winner.id, -paid.balance_minor);

    const corrected = await decide(2, second!.selectionId);
    expect(corrected.held.map((h) => h.betId)).toEqual([betId]);
    expect(corrected.betsSettled).toBe(1);
    const otherBets = (await other.get(`/api/bet/bet-details/list/${market.matchId}`)).json().data;
    expect(otherBets).toEqual([expect.objectContaining({ case: 'win', profitLoss: 500 })]);
    expect(await moneyOf(t, winner.id)).toEqual({ balance_minor: 0, exposure_minor: 0 });
    expect(await holds()).toEqual([expect.objectContaining({ betId, profitLoss: -1000, resultVersion: 2 })]);
    expect(await audit()).toMatchObject({ balanced: true, heldBets: 1 });

    // Once credited, the release reverses the paid win and posts the corrected loss.
    const owed = paid.balance_minor - 1_500_000_00 + 1000_00;
    await postToUser(t, homeId, winner.id, owed);
    expect((await release(betId)).json()).toMatchObject({ betsSettled: 1 });
    expect(await moneyOf(t, winner.id)).toEqual({ balance_minor: 0, exposure_minor: 0 });
    const settled = (await winner.get(`/api/bet/bet-details/list/${market.matchId}`)).json().data;
    expect(settled).toEqual([expect.objectContaining({ case: 'loss', profitLoss: -1000 })]);
    expect(await audit()).toMatchObject({ balanced: true, invariantsHold: true, heldBets: 0 });
    await expectLedgerBalanced(t.handle.db);
  });
});
