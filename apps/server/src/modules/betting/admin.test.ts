import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../admin/commands';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectLedgerBalanced } from '../wallet/audit.test-helper';
import { customer, openMarket, operatorHeaders, placement } from './test-kit';

describe('operator result declaration', () => {
  let t: TestApp;
  const operator = (userName: string, password: string) => operatorHeaders(t, userName, password);
  beforeAll(async () => {
    t = await createTestApp({}, { withFeed: true });
    await runAdmin(
      [
        'create-user',
        '--domain',
        'localhost',
        '--user',
        'root1',
        '--password',
        'Root@12345',
        '--role',
        'Admin',
      ],
      t.handle.db,
      () => {},
    );
  });
  afterAll(() => t.close());

  it('settles a declared result and reverses it on a correction', async () => {
    const c = await customer(t);
    const market = openMarket(t);
    const [first, second] = market.runners;
    await c.bet(placement(market, 'back', 1000, 0));
    const admin = await operator('root1', 'Root@12345');
    const declare = (winnerSelectionId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/markets/${market.marketId}/result`,
        headers: admin,
        payload: { winnerSelectionId, void: false },
      });
    const one = await declare(first!.selectionId);
    expect(one.json()).toMatchObject({ status: true, version: 1, betsSettled: 1 });
    const won = (await c.get(`/api/bet/bet-details/list/${market.matchId}`)).json().data[0];
    expect(won.case).toBe('win');
    const two = await declare(second!.selectionId);
    expect(two.json()).toMatchObject({ version: 2, betsSettled: 1 });
    const lost = (await c.get(`/api/bet/bet-details/list/${market.matchId}`)).json().data[0];
    expect(lost).toMatchObject({ case: 'loss', profitLoss: -1000 });
    await expectLedgerBalanced(t.handle.db);
  });

  it('refuses agents, customers, unknown markets and empty results', async () => {
    const market = openMarket(t);
    const url = `/api/admin/markets/${market.marketId}/result`;
    const agent = await operator('agent1', 'Agent@123');
    expect(
      (await t.app.inject({ method: 'POST', url, headers: agent, payload: { void: true } })).statusCode,
    ).toBe(403);
    const c = await customer(t);
    expect(
      (await t.app.inject({ method: 'POST', url, headers: c.headers, payload: { void: true } })).statusCode,
    ).toBe(401);
    const admin = await operator('root1', 'Root@12345');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/markets/1.424242/result',
      headers: admin,
      payload: { void: true },
    });
    expect(unknown.statusCode).toBe(404);
    await c.bet(placement(market, 'back', 200, 0));
    const empty = await t.app.inject({ method: 'POST', url, headers: admin, payload: { void: false } });
    expect(empty.statusCode).toBe(400);
  });
});
