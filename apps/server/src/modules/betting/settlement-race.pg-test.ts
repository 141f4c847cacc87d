import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectLedgerBalanced } from '../wallet/audit.test-helper';
import { lockMarket } from './settlement';
import { customer, openMarket, placement } from './test-kit';

/**
 * A bet that waits for a settlement in progress on its market is refused once the settlement
 * commits (issue 4 item 5: no bet is left unsettled on a settled market). Needs PostgreSQL: the
 * settlement holds its lock on one connection while the bet waits on another.
 */
describe('bet acceptance against a settlement in progress', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { withFeed: true });
  });
  afterAll(() => t.close());

  it('refuses a bet that waited for the settlement lock', async () => {
    const c = await customer(t);
    const market = openMarket(t);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    // What settleMarket does first: the exclusive lock, then the settlement row.
    const settlement = t.handle.db.transaction().execute(async (trx) => {
      await lockMarket(trx, market.marketId);
      await trx
        .insertInto('market_settlements')
        .values({
          market_id: market.marketId,
          result_version: 1,
          winner_selection_id: market.runners[0]!.selectionId,
          value: null,
          is_void: false,
          bets_settled: 0,
          settled_at: new Date(t.clock.now()),
        })
        .execute();
      locked();
      await held;
    });
    await lockTaken;
    const bet = c.bet(placement(market, 'back', 100, 0));
    // Let the bet reach the lock and wait there, then commit the settlement.
    await new Promise((resolve) => setTimeout(resolve, 500));
    release();
    await settlement;
    const answer = await bet;
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('Bet rate changed!');
    const open = await t.handle.db
      .selectFrom('bets')
      .select('id')
      .where('market_id', '=', market.marketId)
      .execute();
    expect(open).toEqual([]);
    await expectLedgerBalanced(t.handle.db);
  });
});
