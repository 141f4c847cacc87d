import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCustomer, get, insertBet, post, settle, signInAs, type TestBet } from './test-kit';

/** Bets of `alice` (issue 8 tests: each list's filters, paging and totals). Money in units. */
const D1 = new Date('2026-11-10T10:00:00Z');
const D2 = new Date('2026-11-15T10:00:00Z');
const D3 = new Date('2026-11-20T10:00:00Z');
const dayBefore = (d: Date) => new Date(d.getTime() - 86_400_000);

describe('account lists', () => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof signInAs>>;

  beforeAll(async () => {
    t = await createTestApp();
    const id = await createCustomer(t, 'alice', { password: 'Alice-pass-1', balance: 10_000 });
    const bet = (b: Omit<TestBet, 'userId'>) => insertBet(t, { userId: id, ...b });
    // Cricket m1: 3 winning backs of 100 @ 2.00 (+300), settled D1.
    for (let i = 0; i < 3; i++) await bet({ matchId: 'm1', marketId: '1.1', placedAt: dayBefore(D1) });
    await settle(t, '1.1', 'A', D1);
    // Cricket m2: a losing back of 50 @ 3.00 (-50); Soccer s1: a winning lay of 100 @ 2.00 (+100); D2.
    await bet({ matchId: 'm2', marketId: '1.2', stake: 50, oddsHundredths: 300, placedAt: dayBefore(D2) });
    await settle(t, '1.2', 'B', D2);
    await bet({
      matchId: 's1',
      marketId: '1.3',
      sportId: 1,
      sportsName: 'Soccer',
      side: 'lay',
      placedAt: dayBefore(D2),
    });
    await settle(t, '1.3', 'B', D2);
    // Cricket m3: 12 winning backs of 10 (+120), settled D3.
    for (let i = 0; i < 12; i++)
      await bet({ matchId: 'm3', marketId: '1.4', stake: 10, placedAt: dayBefore(D3) });
    await settle(t, '1.4', 'A', D3);
    // Casino teen20: round r1 two wins of 100 @ 1.98 (+196), round r2 a loss of 100; D3.
    const casino = { matchId: 'teen20', sportId: 99, sportsName: 'Casino', marketType: 'Casino' } as const;
    await bet({ ...casino, marketId: 'c.r1', roundId: 'r1', oddsHundredths: 198, placedAt: D3 });
    await bet({ ...casino, marketId: 'c.r1', roundId: 'r1', oddsHundredths: 198, placedAt: D3 });
    await settle(t, 'c.r1', 'A', D3);
    await bet({ ...casino, marketId: 'c.r2', roundId: 'r2', oddsHundredths: 198, placedAt: D3 });
    await settle(t, 'c.r2', 'B', D3);
    // Tennis t1: two open bets.
    for (let i = 0; i < 2; i++)
      await bet({ matchId: 't1', marketId: '1.5', sportId: 2, sportsName: 'Tennis', placedAt: D3 });
    alice = await signInAs(t, 'alice', 'Alice-pass-1');
  });
  afterAll(() => t.close());

  describe('statement', () => {
    const statement = (page: number, size: number, body: object = {}) =>
      post(t, alice, `/api/transit/transactions/test/${page}/${size}`, body);

    it('lists every entry newest first, with the page count', async () => {
      const first = (await statement(1, 10, { userId: alice.id, filter: 'all' })).json();
      // Opening + one line per settled market (1.1, 1.2, 1.3, 1.4, c.r1, c.r2).
      expect(first).toMatchObject({ status: true, currentPage: 1, totalPages: 1 });
      expect(first.pageItems).toHaveLength(7);
      expect(first.pageItems[6]).toMatchObject({ type: 'deposite', amount: 10_000, payer: 'house' });
      const times = first.pageItems.map((r: { createdAt: string }) => r.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      expect((await statement(2, 10)).json()).toMatchObject({ pageItems: [], currentPage: 2, totalPages: 1 });
    });

    it('filters upline transfers and bet records', async () => {
      const upline = (await statement(1, 50, { filter: 'upline' })).json();
      expect(upline.pageItems.map((r: { displayText: string }) => r.displayText)).toEqual([
        'Opening balance',
      ]);
      const bets = (await statement(1, 50, { filter: 'betRecords' })).json();
      // A market settles as one line per account: its net P&L, no bet id (docs/decisions.md).
      expect(
        bets.pageItems.map((r: { amount: number; type: string }) => `${r.type} ${r.amount}`).sort(),
      ).toEqual([
        'deposite 100',
        'deposite 120',
        'deposite 196',
        'deposite 300',
        'withdraw 100',
        'withdraw 50',
      ]);
      expect(bets.pageItems.every((r: { betId: string | null }) => r.betId === null)).toBe(true);
      expect(bets.pageItems[0].displayText).toBe('Casino / Match teen20 / Winner');
      const losses = bets.pageItems.filter((r: { type: string }) => r.type === 'withdraw');
      expect(losses.map((r: { amount: number }) => r.amount).sort()).toEqual([100, 50]);
    });

    it('keeps the entries between from and to (whole UTC days, or instants)', async () => {
      const day = (await statement(1, 50, { from: '2026-11-15', to: '2026-11-15' })).json();
      expect(day.pageItems).toHaveLength(2);
      const instants = await statement(1, 50, {
        from: '2026-11-15T10:00:00.000Z',
        to: '2026-11-20T10:00:00Z',
      });
      expect(instants.json().pageItems).toHaveLength(2 + 1 + 2);
    });

    it('refuses a reversed or impossible range', async () => {
      const reversed = await statement(1, 10, { from: '2026-11-20', to: '2026-11-10' });
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().message).toBe('body.from must not be after body.to');
      expect((await statement(1, 10, { from: '2026-02-30' })).json().message).toBe(
        'body.from is not a valid date',
      );
      expect((await statement(1, 10, { from: 'yesterday' })).statusCode).toBe(400);
    });
  });

  describe('bet history', () => {
    const history = (page: number, size: number, body: object) =>
      post(t, alice, `/api/bet/history/test/${page}/${size}`, body);

    it('lists unsettled and settled bets apart, with paging', async () => {
      const open = (await history(1, 10, { status: 'unsettled', sportsName: '' })).json();
      expect(open).toMatchObject({ currentPage: 1, totalPages: 1 });
      expect(open.pageItems).toHaveLength(2);
      expect(open.pageItems[0]).toMatchObject({ sportsName: 'Tennis', status: 'unsettled', stake: 100 });
      const settled = (await history(2, 10, { status: 'settled', sportsName: 'All' })).json();
      expect(settled).toMatchObject({ currentPage: 2, totalPages: 2 });
      expect(settled.pageItems).toHaveLength(10);
    });

    it('filters by sport name and Casino, and by place time', async () => {
      const count = async (body: object) =>
        (await history(1, 100, { status: 'settled', ...body })).json().pageItems.length;
      expect(await count({ sportsName: 'Soccer' })).toBe(1);
      expect(await count({ sportsName: 'cricket' })).toBe(16);
      expect(await count({ sportsName: 'Casino' })).toBe(3);
      expect(await count({ sportsName: 'Tennis' })).toBe(0);
      expect(await count({ from: '2026-11-14', to: '2026-11-14' })).toBe(2);
    });

    it('needs a status', async () => {
      const res = await history(1, 10, { sportsName: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('body.status is required');
    });
  });

  describe('profit and loss', () => {
    const pnl = (body: object, page = 1, size = 10) =>
      post(t, alice, `/api/profit-loss/test/${page}/${size}`, body);

    it('groups by sport with the total of every settled bet', async () => {
      const answer = (await pnl({})).json();
      expect(answer).toMatchObject({ status: true, currentPage: 1, totalPages: 1, total: 370 + 100 + 96 });
      const bySport = Object.fromEntries(
        answer.pageItems.map((r: { sportsName: string; profitloss: number; bets: number; level: string }) => [
          r.sportsName,
          [r.level, r.profitloss, r.bets],
        ]),
      );
      expect(bySport).toEqual({
        Cricket: ['sport', 370, 16],
        Soccer: ['sport', 100, 1],
        Casino: ['sport', 96, 3],
      });
    });

    it('drills down to events, market types and bets', async () => {
      const events = (await pnl({ eventId: 4 })).json();
      expect(events.total).toBe(370);
      expect(
        events.pageItems.map((r: { matchId: string; profitloss: number }) => [r.matchId, r.profitloss]),
      ).toEqual([
        ['m3', 120],
        ['m2', -50],
        ['m1', 300],
      ]);
      const markets = (await pnl({ eventId: '4', matchId: 'm1' })).json();
      expect(markets.pageItems).toEqual([
        expect.objectContaining({ level: 'market', markettype: 'Match Odds', bets: 3, profitloss: 300 }),
      ]);
      const bets = (await pnl({ eventId: 4, matchId: 'm3', markettype: 'Match Odds' }, 2, 10)).json();
      expect(bets).toMatchObject({ currentPage: 2, totalPages: 2, total: 120 });
      expect(bets.pageItems).toHaveLength(2);
      expect(bets.pageItems[0]).toMatchObject({
        level: 'bet',
        selection: 'Runner A',
        type: 'back',
        oddsReq: 2,
        stake: 10,
        profitloss: 10,
      });
    });

    it('lists casino P&L by round', async () => {
      const rounds = (await pnl({ eventId: 99, matchId: 'teen20', markettype: 'Casino' })).json();
      expect(rounds.total).toBe(96);
      const byRound = rounds.pageItems.map(
        (r: { level: string; roundId: string; profitloss: number; bets: number }) => [
          r.level,
          r.roundId,
          r.profitloss,
          r.bets,
        ],
      );
      expect(byRound.sort()).toEqual([
        ['round', 'r1', 196, 2],
        ['round', 'r2', -100, 1],
      ]);
    });

    it('keeps the bets settled between from and to', async () => {
      const answer = (await pnl({ from: '2026-11-15', to: '2026-11-15' })).json();
      expect(answer.total).toBe(50);
      expect(answer.pageItems.map((r: { sportsName: string }) => r.sportsName).sort()).toEqual([
        'Cricket',
        'Soccer',
      ]);
    });

    it('needs the event before the match and the match before the market type', async () => {
      expect((await pnl({ matchId: 'm1' })).statusCode).toBe(400);
      expect((await pnl({ eventId: 4, markettype: 'FANCY' })).statusCode).toBe(400);
    });
  });

  describe('password history and login activity', () => {
    it('pages the password history newest first', async () => {
      const rows = Array.from({ length: 12 }, (_, i) => ({
        user_id: alice.id,
        updated_of: 'alice',
        updated_by: i === 0 ? 'agent1' : 'alice',
        created_at: new Date(Date.UTC(2026, 10, 1 + i)),
      }));
      await t.handle.db.insertInto('password_history').values(rows).execute();
      const first = (await get(t, alice, '/api/auth/password-update-history/1/10')).json();
      expect(first).toMatchObject({ status: true, currentPage: 1, totalPages: 2 });
      expect(first.pageItems[0]).toEqual({
        updatedOf: 'alice',
        updatedBy: 'alice',
        createdAt: '2026-11-12T00:00:00.000Z',
      });
      const second = (await get(t, alice, '/api/auth/password-update-history/2/10')).json();
      expect(second.pageItems.at(-1)).toMatchObject({ updatedBy: 'agent1' });
      const ranged = await get(
        t,
        alice,
        '/api/auth/password-update-history/1/10?from=2026-11-05&to=2026-11-06',
      );
      expect(ranged.json().pageItems).toHaveLength(2);
    });

    it('lists successful and failed sign-ins of the user, newest first', async () => {
      t.clock.advance(1000);
      const failed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { d: 'localhost' },
        remoteAddress: '10.1.2.3',
        payload: { userName: 'alice', password: 'wrong-password', deviceIp: '' },
      });
      expect(failed.statusCode).toBe(401);
      const answer = (await get(t, alice, `/api/auth/login-activity/${alice.id}/1/10`)).json();
      expect(answer).toMatchObject({ status: true, currentPage: 1, totalPages: 1 });
      expect(answer.pageItems.map((r: { loginStatus: string }) => r.loginStatus)).toEqual([
        'Failed',
        'Success',
      ]);
      expect(answer.pageItems[0]).toMatchObject({ deviceIp: '10.1.2.3', isp: 'Local network' });
    });
  });

  describe('page and page size', () => {
    it.each([
      ['0/10', 'params.page must be >= 1'],
      ['1/15', 'params.pageSize must be equal to one of the allowed values'],
      ['1.5/10', 'params.page must be integer'],
      ['x/10', 'params.page must be integer'],
      ['1/10.0', null],
    ])('%s', async (segments, message) => {
      const res = await post(t, alice, `/api/bet/history/test/${segments}`, { status: 'settled' });
      if (message === null) expect(res.statusCode).toBe(200);
      else expect([res.statusCode, res.json().message]).toEqual([400, message]);
    });
  });
});
