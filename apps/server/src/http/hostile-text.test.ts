import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, openMarket, placement } from '../modules/betting/test-kit';
import { anonymous, countRows, createTestApp, signedIn, type TestApp } from '../test/harness';

const NUL = '\u0000';

/**
 * Issue 12: a NUL (or any control character but tab and newline) in user-supplied text was a 500
 * from PostgreSQL on 8 endpoints. Each is now a 400 naming the field, with nothing written; tab
 * and newline still pass where text is free.
 */
describe('hostile text never reaches the database', () => {
  let t: TestApp;
  let homeId: string;
  let agentToken: string;
  beforeAll(async () => {
    t = await createTestApp({}, { withFeed: true });
    homeId = (await t.app.inject({ url: '/api/domain/host/localhost' })).json()._id;
    const agent = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/signin',
      headers: anonymous(),
      payload: { userName: 'agent1', password: 'Agent@123' },
    });
    agentToken = agent.json().userToken;
  });
  afterAll(() => t.close());

  const count = (table: 'login_activity' | 'ledger_transfers' | 'bets') => countRows(t.handle.db, table);
  const expect400 = (res: { statusCode: number; json(): { message: string } }, message: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  };

  it.each([
    ['/api/domain/host/local%00host', 'params.host must not contain control characters'],
    ['/api/domain/assets/local%00host/logo.svg', 'params.host must not contain control characters'],
    ['/api/domain/host/local%7Fhost', 'params.host must not contain control characters'],
  ])('GET %s is a 400', async (url, message) => {
    expect400(await t.app.inject({ url }), message);
  });

  const signIn = { userName: 'player1', password: 'Player@123', deviceIp: '10.0.0.1' };
  it.each([
    ['userName', { userName: `player1${NUL}` }],
    ['deviceIp', { deviceIp: `10.0.0.1${NUL}` }],
    ['ipInfo', { ipInfo: { city: `Pune${NUL}` } }],
    ['ipInfo', { ipInfo: { [`city${NUL}`]: 'Pune' } }],
    ['ipInfo', { ipInfo: { nested: [{ isp: `x${NUL}` }] } }],
    ['ipInfo', { ipInfo: JSON.stringify({ city: `Pune${NUL}` }) }],
    ['ipInfo', { ipInfo: `not json ${NUL}` }],
    ['userName', { userName: 'player1\r' }],
    ['userName', { userName: 'player1\u0085' }],
    ['userName', { userName: 'player1\ud800' }],
  ])('customer sign-in refuses a control character in %s and records nothing', async (field, change) => {
    const before = await count('login_activity');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: anonymous(),
      payload: { ...signIn, ...change },
    });
    expect400(res, `body.${field} must not contain control characters`);
    expect(await count('login_activity')).toBe(before);
  });

  it('operator sign-in refuses a NUL in userName and records nothing', async () => {
    const before = await count('login_activity');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/signin',
      headers: anonymous(),
      payload: { userName: `agent1${NUL}`, password: 'Agent@123' },
    });
    expect400(res, 'body.userName must not contain control characters');
    expect(await count('login_activity')).toBe(before);
  });

  it.each([
    ['d', { d: `local${NUL}host` }],
    ['d', { d: 'local host' }],
    ['d', { d: 'localhost/../x' }],
    ['host', { host: `local${NUL}host` }],
  ])(
    'answers 404 for a brand header %s that is not a host name, without a sign-in attempt',
    async (_h, headers) => {
      const before = await count('login_activity');
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/signin', headers, payload: signIn });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Unknown domain');
      expect(await count('login_activity')).toBe(before);
    },
  );

  const transfer = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/wallet/transfer',
      headers: signedIn(agentToken, homeId),
      payload: { userName: 'player1', amount: 1, direction: 'credit', ...payload },
    });

  it.each([['userName'], ['remark']])(
    'operator transfer refuses a NUL in %s and moves nothing',
    async (field) => {
      const before = await count('ledger_transfers');
      const value = field === 'userName' ? `player1${NUL}` : `bonus${NUL}`;
      expect400(await transfer({ [field]: value }), `body.${field} must not contain control characters`);
      expect(await count('ledger_transfers')).toBe(before);
    },
  );

  it('operator transfer keeps a remark with a tab and a newline', async () => {
    const res = await transfer({ remark: 'bonus\tweek 1\nthanks' });
    expect(res.statusCode).toBe(200);
    const row = await t.handle.db
      .selectFrom('ledger_transfers')
      .select('remark')
      .where('id', '=', res.json().data.transferId)
      .executeTakeFirstOrThrow();
    expect(row.remark).toBe('bonus\tweek 1\nthanks');
  });

  it('bet history refuses a NUL in sportsName and takes a tab', async () => {
    const c = await customer(t);
    const history = (sportsName: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bet/history/test/1/10',
        headers: c.headers,
        payload: { status: 'settled', sportsName },
      });
    expect400(await history(`Soccer${NUL}`), 'body.sportsName must not contain control characters');
    expect((await history('Soccer\t')).statusCode).toBe(200);
  });

  it("a cash out's Narration: NUL refused with nothing written, tab and newline kept", async () => {
    const c = await customer(t);
    const market = openMarket(t);
    expect((await c.bet(placement(market, 'back', 1000, 0))).statusCode).toBe(200);
    const before = await count('bets');
    const cashOut = (Narration: string) => c.bet({ ...placement(market, 'back', 1, 0), Narration });
    expect400(await cashOut(`Cash out${NUL}`), 'body.Narration must not contain control characters');
    expect(await count('bets')).toBe(before);
    const done = await cashOut('Cash out\tnow\n');
    expect(done.statusCode).toBe(200);
    // On an exchange market the betId is the hedge order's; its fills are the bets (issue 14).
    const rows = await t.handle.db
      .selectFrom('bets')
      .select('narration')
      .where('order_id', '=', done.json().betId)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.narration).toBe('Cash out\tnow\n');
  });
});
