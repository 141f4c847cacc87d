import { GAMES } from '@backlay/casino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { casinoPlacement, stepUntil } from '../../dealer/test-kit';
import { createTestApp, type TestApp } from '../../test/harness';
import { customer } from '../betting/test-kit';
import { expectLedgerBalanced } from '../wallet/audit.test-helper';

/** Issue 12 for casino bets: a client bet id names one bet, and stakes are whole minor units. */
describe('casino client bet ids and stakes (issue 12)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { withDealer: true, dealerGames: [GAMES.lucky7] });
  });
  afterEach(() => expectLedgerBalanced(t.handle.db));
  afterAll(() => t.close());

  const betIds = async (userId: string) =>
    (await t.handle.db.selectFrom('bets').select('id').where('user_id', '=', userId).execute()).map(
      (b) => b.id,
    );
  const openTable = async () => {
    const table = t.dealer!.table('lucky7')!;
    await stepUntil(t, () => table.isOpen && table.round!.autotime >= 20, 120);
    return table;
  };

  it('answers a retry with the first bet and refuses the id reused for another stake or runner', async () => {
    const c = await customer(t);
    const table = await openTable();
    const body = casinoPlacement(table, 1, 'back', 100, { clientBetId: 'casino-idem-01' });
    const first = await c.bet(body);
    expect(first.statusCode, first.body).toBe(200);
    expect((await c.bet({ ...body, placeTime: 'again' })).json().betId).toBe(first.json().betId);
    for (const other of [
      { ...body, stake: 200 },
      casinoPlacement(table, 2, 'back', 100, { clientBetId: 'casino-idem-01' }),
    ]) {
      const res = await c.bet(other);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('clientBetId casino-idem-01 was already used for a different bet');
    }
    expect(await betIds(c.id)).toEqual([first.json().betId]);
  });

  it.each([1e-9, 0.001, 5e-324])('refuses a stake of %s with a clean 400', async (stake) => {
    const c = await customer(t);
    const res = await c.bet(casinoPlacement(await openTable(), 1, 'back', stake));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('body.stake must be >= 0.01');
    expect(await betIds(c.id)).toEqual([]);
  });
});
