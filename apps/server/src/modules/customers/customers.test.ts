import { GAMES } from '@backlay/casino';
import type { BookmakerMarket } from '@backlay/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { casinoPlacement, stepUntil } from '../../dealer/test-kit';
import { anonymous, countRows, createTestApp, signedIn, type TestApp } from '../../test/harness';
import { customer, openMarket, placement } from '../betting/test-kit';
import { houseCapOf, setHouseCap } from '../limits/index';
import { searchAudit } from '../operators/index';
import { PASSWORD_MESSAGES } from '../users/index';
import { expectLedgerBalanced } from '../wallet/audit.test-helper';

/** Sign-in of an operator on localhost: its headers. */
async function operatorHeaders(t: TestApp, userName: string, password: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/signin',
    headers: anonymous(),
    payload: { userName, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { userToken, operator } = res.json() as { userToken: string; operator: { domainId: string } };
  return signedIn(userToken, operator.domainId);
}

/** Sign-in of a customer on the site: its id, headers and a bet call. */
async function customerSignIn(t: TestApp, userName: string, password: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    headers: anonymous(),
    payload: { userName, password, deviceIp: '' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { userToken, user } = res.json() as { userToken: string; user: { _id: string; domainId: string } };
  const headers = signedIn(userToken, user.domainId);
  return {
    id: user._id,
    headers,
    bet: (body: object) => t.app.inject({ method: 'POST', url: '/api/bet/save2', headers, payload: body }),
  };
}

const PASSWORD = 'Tall-Ships-41';

describe('back office: customers and agents (issue 16 item 3)', () => {
  let t: TestApp;
  let homeId: string;
  let admin: Record<string, string>;
  let agent: Record<string, string>;
  let otherAgent: Record<string, string>;
  let agent1Id: string;
  let customerId: string;

  const api = (
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url: `/api/admin/${url}`, headers, ...(payload ? { payload } : {}) });
  const userRow = (id: string) =>
    t.handle.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp({ houseCapMinor: 1e13 }, { withFeed: true });
    homeId = (await t.app.inject({ url: '/api/domain/host/localhost' })).json()._id;
    admin = await operatorHeaders(t, 'admin1', 'Admin@123');
    agent = await operatorHeaders(t, 'agent1', 'Agent@123');
    const created = await api(admin, 'POST', 'users', {
      userName: 'agent7',
      name: 'Other Agent',
      password: PASSWORD,
      role: 'Agent',
    });
    expect(created.statusCode, created.body).toBe(200);
    otherAgent = await operatorHeaders(t, 'agent7', PASSWORD);
    agent1Id = (await api(admin, 'GET', 'users?search=agent1')).json().data[0]._id;
  });
  afterEach(async () => {
    t.clock.autoAdvance = true;
    await expectLedgerBalanced(t.handle.db);
  });
  afterAll(() => t.close());

  it('creates a customer with an opening balance through the ledger, audited without the password', async () => {
    const res = await api(agent, 'POST', 'users', {
      userName: 'cust1',
      name: 'Customer One',
      password: PASSWORD,
      role: 'User',
      exposureLimit: 1000,
      openingBalance: 500.25,
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().data;
    expect(row).toMatchObject({
      userName: 'cust1',
      role: 'User',
      balance: 500.25,
      exposure: 0,
      exposureLimit: 1000,
      locks: { betting: false, casino: false },
      childCount: 0,
      creatorId: agent1Id,
    });
    customerId = row._id;
    expect((await userRow(customerId)).balance_minor).toBe(500_25);
    const statement = (await api(agent, 'GET', `users/${customerId}/statement`)).json();
    expect(statement.pageItems).toEqual([
      expect.objectContaining({ type: 'deposite', amount: 500.25, displayText: 'Opening balance' }),
    ]);
    const [entry] = await searchAudit(t.handle.db, homeId, { action: 'customer.create', actor: 'agent1' });
    expect(entry).toMatchObject({ target: 'user:cust1', after: { role: 'User', openingBalance: 500.25 } });
    expect(JSON.stringify(entry)).not.toContain(PASSWORD);
    // The customer signs in on the site with the password the agent set.
    await customerSignIn(t, 'cust1', PASSWORD);
  });

  it('refuses a taken name (409), a weak password (400), a role not below the operator (403), a bad amount (400)', async () => {
    const users = await countRows(t.handle.db, 'users');
    const base = { name: 'X', password: PASSWORD, role: 'User' };
    const taken = await api(agent, 'POST', 'users', { ...base, userName: 'CUST1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('User name already taken');
    const weak = await api(agent, 'POST', 'users', { ...base, userName: 'cust2', password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(PASSWORD_MESSAGES.tooShort);
    const common = await api(agent, 'POST', 'users', { ...base, userName: 'cust2', password: 'password123' });
    expect(common.json().message).toBe(PASSWORD_MESSAGES.common);
    const agentByAgent = await api(agent, 'POST', 'users', { ...base, userName: 'cust2', role: 'Agent' });
    expect(agentByAgent.statusCode).toBe(403);
    expect(agentByAgent.json().message).toBe('You cannot create a Agent account');
    const adminByAdmin = await api(admin, 'POST', 'users', { ...base, userName: 'cust2', role: 'Admin' });
    expect(adminByAdmin.statusCode).toBe(403);
    const agentWithMoney = await api(admin, 'POST', 'users', {
      ...base,
      userName: 'cust2',
      role: 'Agent',
      openingBalance: 5,
    });
    expect(agentWithMoney.statusCode).toBe(400);
    expect(agentWithMoney.json().message).toBe('Only a customer account has an opening balance');
    const fraction = await api(agent, 'POST', 'users', { ...base, userName: 'cust2', openingBalance: 1.005 });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().message).toBe('body.openingBalance must have at most 2 decimals');
    expect(await countRows(t.handle.db, 'users')).toBe(users);
  });

  it("lists the tree by parent and by search, within the operator's scope", async () => {
    const names = (res: { json(): { data: { userName: string }[] } }) =>
      res.json().data.map((r) => r.userName);
    const own = await api(agent, 'GET', 'users');
    expect(names(own)).toEqual(['cust1', 'player1']);
    const top = await api(admin, 'GET', 'users');
    expect(names(top)).toEqual(expect.arrayContaining(['agent1', 'agent7']));
    expect(top.json().data.find((r: { userName: string }) => r.userName === 'agent1')).toMatchObject({
      role: 'Agent',
      childCount: 2,
    });
    expect(names(await api(admin, 'GET', `users?parentId=${agent1Id}`))).toEqual(['cust1', 'player1']);
    expect(names(await api(admin, 'GET', `users?parentId=${agent1Id}&role=Agent`))).toEqual([]);
    expect(names(await api(admin, 'GET', 'users?search=CUST'))).toEqual(['cust1']);
    expect(names(await api(agent, 'GET', 'users?search=agent'))).toEqual([]);
    expect(names(await api(otherAgent, 'GET', 'users?search=cust'))).toEqual([]);
    expect((await api(otherAgent, 'GET', `users?parentId=${agent1Id}`)).statusCode).toBe(404);
    const details = (await api(agent, 'GET', `users/${customerId}`)).json().data;
    expect(details).toMatchObject({ userName: 'cust1', currency: 'INR', stakeLimits: { oddsMin: 100 } });
    expect(details.sportLocks).toEqual([
      { eventId: 4, lock: false },
      { eventId: 2, lock: false },
      { eventId: 1, lock: false },
    ]);
  });

  it("answers 404 to another chain's agent on every account route, and changes nothing", async () => {
    const audit = await countRows(t.handle.db, 'operator_audit');
    const ledger = await countRows(t.handle.db, 'ledger_entries');
    const calls: [method: 'GET' | 'POST' | 'PUT', url: string, payload?: object][] = [
      ['GET', `users/${customerId}`],
      ['GET', `users?parentId=${customerId}`],
      ['POST', `users/${customerId}/password`, { password: 'Another-Pass-77' }],
      ['PUT', `users/${customerId}/locks`, { betting: true }],
      ['PUT', `users/${customerId}/exposure-limit`, { exposureLimit: 5 }],
      ['GET', `users/${customerId}/statement`],
      ['GET', `users/${customerId}/bets`],
      ['GET', `users/${customerId}/orders`],
      ['GET', `users/${customerId}/login-activity`],
      ['POST', 'wallet/transfer', { userName: 'cust1', amount: 5, direction: 'credit', remark: 'x' }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await api(otherAgent, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toMatch(/^Unknown user/);
    }
    // An unknown id and another brand's header alike.
    expect((await api(agent, 'GET', 'users/00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
    expect((await api(agent, 'GET', 'users/not-an-id/statement')).statusCode).toBe(404);
    expect(await countRows(t.handle.db, 'operator_audit')).toBe(audit);
    expect(await countRows(t.handle.db, 'ledger_entries')).toBe(ledger);
    expect((await userRow(customerId)).exposure_limit_minor).toBe(1000_00);
  });

  it('keeps the brand stake limits for Admins (403 for an Agent), validated, audited, house cap kept', async () => {
    const limits = {
      advanceBetLock: true,
      oddsMin: 50,
      oddsMax: 25_000.5,
      fancyMin: 100,
      fancyMax: 10_000,
      bookmakerMin: 100,
      bookmakerMax: 50_000,
      delay: 3,
    };
    for (const [method, payload] of [['GET'], ['PUT', limits]] as const) {
      const denied = await api(agent, method, 'limits', payload);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe('This action needs the Admin role');
    }
    await setHouseCap(t.handle.db, homeId, 12_345_00);
    const set = await api(admin, 'PUT', 'limits', limits);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toEqual(limits);
    expect((await api(admin, 'GET', 'limits')).json().data).toEqual(limits);
    // The site reads them at once (the cache was dropped).
    const site = await t.app.inject({ url: `/api/get-min-max/${homeId}`, headers: anonymous() });
    expect(site.json().data).toEqual([limits]);
    expect(await houseCapOf(t.handle.db, homeId)).toBe(12_345_00);
    for (const [change, message] of [
      [{ oddsMin: 30_000 }, 'oddsMin must not be above oddsMax'],
      [{ fancyMin: -1 }, 'fancyMin must be a number from 0 to 1000000000'],
      [{ bookmakerMax: 10.001 }, 'bookmakerMax must have at most 2 decimals'],
      [{ delay: 1.5 }, 'delay must be whole seconds from 0 to 300'],
    ] as const) {
      const bad = await api(admin, 'PUT', 'limits', { ...limits, ...change });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(message);
    }
    const [entry] = await searchAudit(t.handle.db, homeId, { action: 'limits.update' });
    expect(entry).toMatchObject({ target: 'brand:localhost', after: limits, before: { oddsMin: 100 } });
    // Back to the defaults for the bets below.
    const defaults = { ...limits, advanceBetLock: false, oddsMin: 100, oddsMax: 100_000, fancyMax: 20_000 };
    expect(
      (await api(admin, 'PUT', 'limits', { ...defaults, bookmakerMax: 300_000, delay: 0 })).statusCode,
    ).toBe(200);
    await setHouseCap(t.handle.db, homeId, null);
  });

  it("resets a customer's password through the policy and signs their sessions out, audited", async () => {
    const c = await customerSignIn(t, 'cust1', PASSWORD);
    const weak = await api(agent, 'POST', `users/${customerId}/password`, { password: 'abc' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(PASSWORD_MESSAGES.tooShort);
    const reset = await api(agent, 'POST', `users/${customerId}/password`, { password: 'Fresh-Harbour-93' });
    expect(reset.statusCode, reset.body).toBe(200);
    const after = await t.app.inject({ url: '/api/bet/exposure/fetch', headers: c.headers });
    expect(after.statusCode).toBe(401);
    await customerSignIn(t, 'cust1', 'Fresh-Harbour-93');
    const [entry] = await searchAudit(t.handle.db, homeId, { action: 'customer.password' });
    expect(entry).toMatchObject({ actorName: 'agent1', target: 'user:cust1' });
    expect(JSON.stringify(entry)).not.toContain('Fresh-Harbour-93');
    // An Admin manages the agent (whose sessions end too), not itself.
    expect(
      (await api(admin, 'POST', `users/${agent1Id}/password`, { password: 'Agent@123' })).statusCode,
    ).toBe(200);
    expect((await api(agent, 'GET', 'users')).statusCode).toBe(401);
    agent = await operatorHeaders(t, 'agent1', 'Agent@123');
    const adminId = (await userRow(agent1Id)).creator_id!;
    const peer = await api(admin, 'POST', `users/${adminId}/password`, { password: 'Agent@123' });
    expect(peer.statusCode).toBe(404);
  });

  it('sets the exposure limit, audited, and the bet path honours it', async () => {
    const res = await api(agent, 'PUT', `users/${customerId}/exposure-limit`, { exposureLimit: 2.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ exposureLimit: 2.5 });
    expect((await userRow(customerId)).exposure_limit_minor).toBe(250);
    const [entry] = await searchAudit(t.handle.db, homeId, { action: 'customer.exposureLimit' });
    expect(entry).toMatchObject({ before: { exposureLimit: 1000 }, after: { exposureLimit: 2.5 } });
    const bad = await api(agent, 'PUT', `users/${customerId}/exposure-limit`, { exposureLimit: -1 });
    expect(bad.statusCode).toBe(400);
    expect(
      (await api(agent, 'PUT', `users/${customerId}/exposure-limit`, { exposureLimit: 0 })).statusCode,
    ).toBe(200);
  });

  it('locks a sport through the API: hidden for the customer and their bet refused; betting lock refuses every sports bet', async () => {
    const c = await customerSignIn(t, 'cust1', 'Fresh-Harbour-93');
    const market = openMarket(t, 4);
    // Loaded into the engine's account table before the lock (it must hear of the change).
    expect((await c.bet(placement(market, 'back', 100))).statusCode).toBe(200);

    const locked = await api(agent, 'PUT', `users/${customerId}/locks`, {
      sports: [{ eventId: 4, lock: true }],
    });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().data).toEqual({
      betting: false,
      casino: false,
      sports: [
        { eventId: 4, lock: true },
        { eventId: 2, lock: false },
        { eventId: 1, lock: false },
      ],
    });
    const seen = await t.app.inject({
      method: 'POST',
      url: '/api/sports/fetch/event/lock',
      headers: c.headers,
      payload: { setFor: c.id },
    });
    expect(seen.json().data).toContainEqual({ eventId: 4, lock: true });
    const refused = await c.bet(placement(openMarket(t, 4), 'back', 100));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This sport is locked for your account.');
    // Soccer is still open to them.
    expect((await c.bet(placement(openMarket(t, 1), 'back', 100))).statusCode).toBe(200);

    // Betting locked: every sports bet refused, exchange (Match Odds) and house-priced (Bookmaker).
    const betting = await api(agent, 'PUT', `users/${customerId}/locks`, {
      betting: true,
      sports: [{ eventId: 4, lock: false }],
    });
    expect(betting.json().data).toMatchObject({ betting: true, casino: false });
    const exchange = await c.bet(placement(openMarket(t, 1), 'back', 100));
    expect(exchange.statusCode).toBe(403);
    expect(exchange.json().message).toBe('Your betting is locked');
    const bookmaker = openBookmaker(t);
    const runner = bookmaker.runners.find((r) => r.back !== undefined && r.back > 0)!;
    const house = await c.bet({
      matchId: bookmaker.matchId,
      marketId: bookmaker.marketId,
      markettype: 'Bookmaker',
      selectionId: runner.selectionId,
      type: 'back',
      oddsReq: runner.back,
      stake: 100,
    });
    expect(house.statusCode, house.body).toBe(403);
    expect(house.json().message).toBe('Your betting is locked');
    const entries = await searchAudit(t.handle.db, homeId, { action: 'customer.locks' });
    expect(entries[0]).toMatchObject({
      before: { betting: false, lockedSports: [4] },
      after: { betting: true, lockedSports: [] },
    });

    // Unlocked: the bet goes through again.
    await api(agent, 'PUT', `users/${customerId}/locks`, { betting: false });
    expect((await c.bet(placement(openMarket(t, 1), 'back', 100))).statusCode).toBe(200);
    const bad = await api(agent, 'PUT', `users/${customerId}/locks`, {
      sports: [{ eventId: 99, lock: true }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Unknown sport: 99');
    expect((await api(agent, 'PUT', `users/${customerId}/locks`, {})).statusCode).toBe(400);
  });

  it("reads a customer's bets, orders and login activity", async () => {
    const bets = (await api(agent, 'GET', `users/${customerId}/bets?status=unsettled&pageSize=10`)).json();
    const orders = (await api(agent, 'GET', `users/${customerId}/orders`)).json();
    expect(orders.pageItems.length).toBeGreaterThanOrEqual(3);
    expect(orders.pageItems[0]).toMatchObject({ orderType: 'LIMIT', side: 'BACK' });
    expect(bets.pageItems.length + orders.pageItems.length).toBeGreaterThan(0);
    const activity = (await api(agent, 'GET', `users/${customerId}/login-activity?page=1&pageSize=2`)).json();
    expect(activity.pageItems).toHaveLength(2);
    expect(activity.pageItems[0]).toMatchObject({ loginStatus: 'Success' });
    expect(activity.totalPages).toBeGreaterThanOrEqual(2);
  });

  it('documents its routes in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject({ url: '/api/docs/json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/admin/users',
        '/api/admin/users/{userId}',
        '/api/admin/users/{userId}/password',
        '/api/admin/users/{userId}/locks',
        '/api/admin/users/{userId}/exposure-limit',
        '/api/admin/users/{userId}/statement',
        '/api/admin/users/{userId}/bets',
        '/api/admin/users/{userId}/orders',
        '/api/admin/users/{userId}/login-activity',
        '/api/admin/limits',
      ]),
    );
  });
});

/** An open Bookmaker market of any sport with a back rate on one runner. */
function openBookmaker(t: TestApp): BookmakerMarket {
  for (let i = 0; i < 500; i++) {
    for (const sportId of [4, 1, 2])
      for (const entry of t.feed!.matches(sportId))
        for (const key of entry.marketKeys) {
          const value = t.feed!.store.get(key)?.value as BookmakerMarket | undefined;
          if (
            value &&
            'runners' in value &&
            !('totalMatched' in value) &&
            value.marketName === 'Bookmaker' &&
            value.status === 'OPEN' &&
            value.runners.some((r) => r.back !== undefined && r.back > 0)
          )
            return value;
        }
    t.clock.advance(15_000);
    t.feed!.tick();
  }
  throw new Error('no open Bookmaker market');
}

describe('back office: the casino lock (issue 16 item 3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { withDealer: true, dealerGames: [GAMES.lucky7] });
  });
  afterEach(() => expectLedgerBalanced(t.handle.db));
  afterAll(() => t.close());

  it("refuses a casino-locked customer's casino bet, and a betting lock leaves the casino open", async () => {
    const agent = await operatorHeaders(t, 'agent1', 'Agent@123');
    const c = await customer(t, 'player1');
    const lock = (body: object) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/users/${c.id}/locks`, headers: agent, payload: body });
    const table = t.dealer!.table('lucky7')!;
    await stepUntil(t, () => table.isOpen && table.round!.autotime === 25, 120);

    expect((await lock({ casino: true })).statusCode).toBe(200);
    const refused = await c.bet(casinoPlacement(table, 1, 'back', 100));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your casino is locked');

    expect((await lock({ casino: false, betting: true })).json().data).toMatchObject({
      betting: true,
      casino: false,
    });
    const placed = await c.bet(casinoPlacement(table, 1, 'back', 100));
    expect(placed.statusCode, placed.body).toBe(200);
  });
});
