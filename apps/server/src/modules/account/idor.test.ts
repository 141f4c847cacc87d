import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../test/harness';
import { createCustomer, get, insertBet, post, settle, signInAs } from './test-kit';

/**
 * IDOR suite of the account area (issue 8: "another user's ids answer 404"): bob signs in and
 * sends alice's userId, betId, matchId and event, and another brand's domainId, to every account
 * call. Each answers 404, never alice's rows; every call answers 401 without a session.
 */
describe('account calls never show another user', () => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof signInAs>>;
  let bob: Awaited<ReturnType<typeof signInAs>>;
  let aliceBetId: string;
  let auraId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const aliceId = await createCustomer(t, 'alice', { password: 'Alice-pass-1' });
    await createCustomer(t, 'bob', { password: 'Bob-pass-12' });
    aliceBetId = await insertBet(t, {
      userId: aliceId,
      matchId: 'match-77',
      marketId: '9.1',
      sportId: 2,
      sportsName: 'Tennis',
      placedAt: new Date('2026-11-20T10:00:00Z'),
    });
    await settle(t, '9.1', 'A', new Date('2026-11-20T12:00:00Z'));
    alice = await signInAs(t, 'alice', 'Alice-pass-1');
    bob = await signInAs(t, 'bob', 'Bob-pass-12');
    auraId = (await t.app.inject({ url: '/api/domain/host/aura.localhost' })).json()._id;
  });
  afterAll(() => t.close());

  it("alice's own calls find her data (the ids below are real)", async () => {
    const statement = await post(t, alice, '/api/transit/transactions/test/1/10', { userId: alice.id });
    expect(statement.json().pageItems.length).toBe(2);
    expect((await get(t, alice, `/api/bet/${aliceBetId}`)).statusCode).toBe(200);
    const pnl = await post(t, alice, '/api/profit-loss/test/1/10', {
      eventId: 2,
      matchId: 'match-77',
      markettype: 'Match Odds',
    });
    expect(pnl.json().pageItems).toHaveLength(1);
    expect((await get(t, alice, `/api/auth/login-activity/${alice.id}/1/10`)).json().pageItems).toHaveLength(
      1,
    );
  });

  it.each([
    [
      'statement with her userId',
      'POST',
      '/api/transit/transactions/test/1/10',
      () => ({ userId: alice.id }),
    ],
    [
      'statement with her userId in upper case and a filter',
      'POST',
      '/api/transit/transactions/test/1/10',
      () => ({ userId: alice.id.toUpperCase(), filter: 'betRecords' }),
    ],
    ['login activity of her userId', 'GET', () => `/api/auth/login-activity/${alice.id}/1/10`, undefined],
    ['her betId', 'GET', () => `/api/bet/${aliceBetId}`, undefined],
    ['P&L of her event', 'POST', '/api/profit-loss/test/1/10', () => ({ eventId: 2 })],
    ['P&L of her matchId', 'POST', '/api/profit-loss/test/1/10', () => ({ eventId: 2, matchId: 'match-77' })],
    [
      'P&L bets of her matchId',
      'POST',
      '/api/profit-loss/test/1/10',
      () => ({ eventId: '2', matchId: 'match-77', markettype: 'Match Odds' }),
    ],
    ["notices of another brand's id", 'GET', () => `/api/domain/notice/get/${auraId}`, undefined],
    ["banners of another brand's id", 'GET', () => `/api/domain/banner/get/${auraId}`, undefined],
  ] as const)('bob gets 404 for %s', async (_name, method, url, body) => {
    const res = await t.app.inject({
      method,
      url: typeof url === 'function' ? url() : url,
      headers: bob.headers,
      ...(body ? { payload: body() } : {}),
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('alice');
  });

  it("bob's own lists hold none of alice's rows", async () => {
    const history = await post(t, bob, '/api/bet/history/test/1/100', { status: 'settled', sportsName: '' });
    expect(history.json().pageItems).toEqual([]);
    const pnl = await post(t, bob, '/api/profit-loss/test/1/100', {});
    expect(pnl.json()).toMatchObject({ pageItems: [], total: 0, totalPages: 0 });
    const statement = await post(t, bob, '/api/transit/transactions/test/1/100', {});
    expect(statement.json().pageItems.map((r: { betId: string | null }) => r.betId)).toEqual([null]);
    expect((await get(t, bob, '/api/auth/password-update-history/1/10')).json().pageItems).toEqual([]);
  });

  it.each([
    ['POST', '/api/transit/transactions/test/1/10', {}],
    ['GET', '/api/auth/password-update-history/1/10', undefined],
    ['GET', '/api/auth/login-activity/x/1/10', undefined],
    ['POST', '/api/profit-loss/test/1/10', {}],
    ['POST', '/api/bet/history/test/1/10', { status: 'settled' }],
    ['POST', '/api/auth/update-password', { currentPassword: 'a', newPassword: 'b', confirmPassword: 'b' }],
    ['GET', '/api/domain/notice/get/x', undefined],
  ] as const)('%s %s without a session is 401', async (method, url, payload) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { d: alice.domainId },
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode).toBe(401);
    const forged = await t.app.inject({
      method,
      url,
      headers: signedIn('not-a-token', alice.domainId),
      ...(payload ? { payload } : {}),
    });
    expect(forged.statusCode).toBe(401);
  });
});
