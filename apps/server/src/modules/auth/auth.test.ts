import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTransfers } from '../wallet/index';
import { anonymous, createTestApp, signedIn, type TestApp } from '../../test/harness';

const signInBody = (userName: string, password: string) => ({
  userName,
  password,
  deviceIp: '10.0.0.7',
  ipInfo: { ip: '10.0.0.7', org: 'Test ISP', city: 'Pune', region: 'MH', country_name: 'India' },
});

describe('sign-in and sessions', () => {
  let t: TestApp;
  let homeId: string;
  let auraId: string;
  beforeAll(async () => {
    t = await createTestApp();
    homeId = (await t.app.inject({ url: '/api/domain/host/localhost' })).json()._id;
    auraId = (await t.app.inject({ url: '/api/domain/host/aura.localhost' })).json()._id;
  });
  afterAll(() => t.close());

  const signIn = (body: unknown, host = 'localhost') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: anonymous(host),
      payload: body as object,
    });

  it('signs a customer in and returns a token and the user', async () => {
    const res = await signIn(signInBody('player1', 'Player@123'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(true);
    expect(body.userToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({ userName: 'player1', role: { name: 'User' }, openingBalance: 100000 });
    const agent = await t.handle.db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', 'agent1')
      .executeTakeFirstOrThrow();
    expect(body.user.Creater).toBe(agent.id);
  });

  it('accepts the user name in any case', async () => {
    expect((await signIn(signInBody('PLAYER1', 'Player@123'))).statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', 'player1', 'nope-nope'],
    ['an unknown user', 'ghost', 'Player@123'],
    ['a role other than User', 'agent1', 'Agent@123'],
  ])('answers %s with 401 "Invalid Id or Password!"', async (_case, userName, password) => {
    const res = await signIn(signInBody(userName, password));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid Id or Password!');
  });

  it('stores the token hashed, never in clear', async () => {
    const { userToken } = (await signIn(signInBody('player1', 'Player@123'))).json();
    const rows = await t.handle.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === userToken)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('returns the current user for a valid token and 401 without one', async () => {
    const { userToken } = (await signIn(signInBody('player1', 'Player@123'))).json();
    const me = await t.app.inject({
      url: '/api/auth/letest-user-details',
      headers: signedIn(userToken, homeId),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ userName: 'player1', openingBalance: 100000, currency: 'INR' });
    const bearerOnly = await t.app.inject({
      url: '/api/auth/letest-user-details',
      headers: { authorization: `Bearer ${userToken}`, d: homeId },
    });
    expect(bearerOnly.statusCode).toBe(200);
    const none = await t.app.inject({ url: '/api/auth/letest-user-details', headers: { d: homeId } });
    expect(none.statusCode).toBe(401);
    const mismatched = await t.app.inject({
      url: '/api/auth/letest-user-details',
      headers: { 'user-token': userToken, authorization: 'Bearer other', d: homeId },
    });
    expect(mismatched.statusCode).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const { userToken } = (await signIn(signInBody('player1', 'Player@123'))).json();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: signedIn(userToken, homeId),
    });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({
      url: '/api/auth/letest-user-details',
      headers: signedIn(userToken, homeId),
    });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe('Session expired!');
  });

  it('sees a session revoked elsewhere within a second, and reads the account afresh for its details', async () => {
    const { userToken, user } = (await signIn(signInBody('player1', 'Player@123'))).json();
    const me = () =>
      t.app.inject({ url: '/api/auth/letest-user-details', headers: signedIn(userToken, homeId) });
    expect((await me()).statusCode).toBe(200);
    // Money moved by someone else: the details show it at once (the session's copy is not used).
    await postTransfers(t.handle.db, [
      {
        domainId: homeId,
        causeType: 'operator',
        causeId: `session-cache-${userToken.slice(0, 8)}`,
        remark: 'Test credit',
        displayText: 'Test credit',
        legs: [{ userId: user._id, amountMinor: 12_345 }],
        now: new Date(t.clock.now()),
      },
    ]);
    expect((await me()).json().data.openingBalance).toBe(user.openingBalance + 123.45);
    // Revoked by another node or the operator CLI: this node trusts what it read for up to 1 s.
    await t.handle.db
      .updateTable('sessions')
      .set({ revoked_at: new Date(t.clock.now()) })
      .where('token_hash', '=', createHash('sha256').update(userToken).digest('hex'))
      .execute();
    expect((await me()).statusCode).toBe(200);
    t.clock.advance(1_000);
    expect((await me()).statusCode).toBe(401);
  });

  it('refuses a token used with another brand', async () => {
    const { userToken } = (await signIn(signInBody('player1', 'Player@123'))).json();
    const res = await t.app.inject({
      url: '/api/auth/letest-user-details',
      headers: signedIn(userToken, auraId),
    });
    expect(res.statusCode).toBe(401);
  });

  it('expires a session after its idle and its absolute lifetime', async () => {
    const { userToken } = (await signIn(signInBody('player1', 'Player@123'))).json();
    const me = () =>
      t.app.inject({ url: '/api/auth/letest-user-details', headers: signedIn(userToken, homeId) });
    t.clock.advance(7 * 3600_000);
    expect((await me()).statusCode).toBe(200); // within 8 h idle; this call refreshes it
    t.clock.advance(7 * 3600_000);
    expect((await me()).statusCode).toBe(200);
    t.clock.advance(7 * 3600_000);
    expect((await me()).statusCode).toBe(200);
    t.clock.advance(4 * 3600_000); // 25 h after sign-in: past the 24 h absolute lifetime
    expect((await me()).statusCode).toBe(401);

    const idle = (await signIn(signInBody('player1', 'Player@123'))).json().userToken;
    t.clock.advance(8 * 3600_000 + 1);
    const res = await t.app.inject({ url: '/api/auth/letest-user-details', headers: signedIn(idle, homeId) });
    expect(res.statusCode).toBe(401);
  });

  it('gives every demo sign-in its own fresh sandbox account', async () => {
    const first = (await signIn(signInBody('demo@Backlay', 'Demo@123'))).json();
    const second = (await signIn({ userName: 'demo@backlay', password: 'Demo@123', deviceIp: '' })).json();
    expect(first.user._id).not.toBe(second.user._id);
    for (const body of [first, second]) {
      expect(body.user).toMatchObject({ role: { name: 'User' }, openingBalance: 1_500_000, isDemo: true });
    }
    const row = await t.handle.db
      .selectFrom('users')
      .select(['expires_at'])
      .where('id', '=', first.user._id)
      .executeTakeFirstOrThrow();
    expect(row.expires_at!.getTime() - t.clock.now()).toBe(24 * 3600_000);
    expect((await signIn(signInBody('demo@Backlay', 'wrong'))).statusCode).toBe(401);
  });

  it('records every attempt for the login-activity page', async () => {
    const before = await t.handle.db.selectFrom('login_activity').selectAll().execute();
    await signIn(signInBody('player1', 'Player@123'));
    await signIn(signInBody('player1', 'bad-password'));
    const known = new Set(before.map((r) => r.id));
    const rows = await t.handle.db.selectFrom('login_activity').selectAll().execute();
    const added = rows.filter((r) => !known.has(r.id));
    expect(added).toHaveLength(2);
    expect(added.map((r) => r.success).sort()).toEqual([false, true]);
    expect(added[0]).toMatchObject({
      scope: 'customer',
      ip: '127.0.0.1',
      ip_key: '127.0.0.1',
      device_ip: '10.0.0.7',
      isp: 'Test ISP',
      city: 'Pune',
      state: 'MH',
      country: 'India',
    });
  });
});

describe('sign-in per-node flood guard', () => {
  it('limits attempts per IP', async () => {
    const t = await createTestApp({ signInPerIpPerMinute: 4 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          headers: anonymous(),
          payload: signInBody(`nobody${i}`, 'x'),
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
    } finally {
      await t.close();
    }
  });
});
