import { GAMES, rankOf } from '@backlay/casino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, moneyOf, postToUser } from '../modules/betting/test-kit';
import { createTestApp, type TestApp } from '../test/harness';
import { casinoPlacement, freshRound, stepUntil } from './test-kit';
import { BETTING_SECONDS, RESULT_DISPLAY_MS, REVEAL_INTERVAL_MS } from './timeline';

/**
 * Issue 12: one account that cannot pay no longer stops a table. Before, the round's settlement
 * failed with 'Insufficient balance' and the dealer retried every 5 s, dealing nothing.
 */
describe('a casino round with an account that cannot pay', () => {
  let t: TestApp;
  const errors: unknown[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      {},
      { withDealer: true, dealerGames: [GAMES.lucky7], onDealerError: (err) => errors.push(err) },
    );
  });
  afterAll(() => t.close());

  it('settles the round for everyone else and deals the next round on time', async () => {
    const table = await freshRound(t, 'lucky7');
    const roundId = table.round!.roundId;
    const openedMs = t.clock.now();
    const rank = rankOf(table.round!.deal.cards[0]!);
    const winSid = 6 + rank;
    const loseSid = 6 + (rank === 13 ? 1 : rank + 1);
    const broken = await customer(t);
    const other = await customer(t);
    const lost = await broken.bet(casinoPlacement(table, loseSid, 'back', 1000));
    expect(lost.statusCode, lost.body).toBe(200);
    expect((await other.bet(casinoPlacement(table, winSid, 'back', 100))).statusCode).toBe(200);
    // The invariant forced broken: 100 left against 1,000 of exposure.
    const homeId = (await t.app.inject({ url: '/api/domain/host/localhost' })).json()._id;
    await postToUser(t, homeId, broken.id, -1_499_900_00, 'settlement_reversal');

    await stepUntil(t, () => table.round!.roundId !== roundId, 60);
    expect(t.clock.now() - openedMs).toBe(BETTING_SECONDS * 1000 + REVEAL_INTERVAL_MS + RESULT_DISPLAY_MS);
    expect(errors).toEqual([]);
    const round = await t.handle.db
      .selectFrom('casino_rounds')
      .select(['status', 'bets_settled'])
      .where('round_id', '=', roundId)
      .executeTakeFirstOrThrow();
    expect(round).toEqual({ status: 'settled', bets_settled: 1 });
    // Card @12.00 pays +1,100 on 100.
    expect(await moneyOf(t, other.id)).toEqual({ balance_minor: 1_500_000_00 + 1100_00, exposure_minor: 0 });
    expect(await moneyOf(t, broken.id)).toEqual({ balance_minor: 100_00, exposure_minor: 1000_00 });
    const hold = await t.handle.db
      .selectFrom('settlement_holds')
      .select(['bet_id', 'pnl_minor', 'released_at'])
      .executeTakeFirstOrThrow();
    expect(hold).toEqual({ bet_id: lost.json().betId, pnl_minor: -1000_00, released_at: null });
  });
});
