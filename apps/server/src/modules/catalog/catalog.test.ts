import {
  BookmakerMarket,
  DataEnvelope,
  EventRow,
  ExchangeMarket,
  FANCY_CATEGORIES,
  FancyRow,
  LiveScore,
} from '@backlay/contracts';
import { isOnLadder } from '@backlay/exchange';
import { Type, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, createTestApp, signedIn, type TestApp } from '../../test/harness';

interface Row {
  matchId: string;
  competitionId: string;
  eventId: number;
  inPlay: boolean;
  openDate: string;
  joinedMarketIds: string[];
  attribution: string;
}

describe('catalogue and market endpoints', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const rows = async (sportId: number): Promise<Row[]> =>
    (await get(`/api/v2/get-matches-by-eventid/${sportId}`)).json().data;
  const tick = (ms: number) => {
    t.clock.advance(ms);
    t.feed!.tick();
  };

  beforeAll(async () => {
    t = await createTestApp({}, { withFeed: true });
  });
  afterAll(() => t.close());

  it('lists the sports with their ids and Casino without one', async () => {
    const res = await get('/api/v2/get-events');
    expect(res.json()).toEqual({
      status: true,
      data: [
        { id: 4, name: 'Cricket' },
        { id: 2, name: 'Tennis' },
        { id: 1, name: 'Soccer' },
        { name: 'Casino' },
      ],
    });
  });

  it('lists competitions and their matches, in play, later today and tomorrow', async () => {
    const competitions = (await get('/api/v2/get-legues/1')).json().data;
    expect(competitions.length).toBeGreaterThan(1);
    const all = await rows(1);
    expect(all.some((r) => r.inPlay)).toBe(true);
    const now = t.clock.now();
    const startOfTomorrow = Date.UTC(2026, 10, 22);
    expect(
      all.some((r) => !r.inPlay && Date.parse(r.openDate) > now && Date.parse(r.openDate) < startOfTomorrow),
    ).toBe(true);
    expect(all.some((r) => Date.parse(r.openDate) >= startOfTomorrow)).toBe(true);
    const first = competitions[0];
    const ofFirst = (await get(`/api/v2/get-matches/1/${first.competitionId}`)).json().data as Row[];
    expect(ofFirst.length).toBe(first.matchCount);
    expect(ofFirst.every((r) => r.competitionId === first.competitionId && r.eventId === 1)).toBe(true);
    expect(all[0]!.attribution).toContain('openfootball');
  });

  it('answers unknown ids with 404 and malformed ids with 400', async () => {
    expect((await get('/api/v2/get-legues/3')).statusCode).toBe(404);
    expect((await get('/api/v2/get-legues/abc')).statusCode).toBe(400);
    expect((await get('/api/v2/get-matches/1/999999')).statusCode).toBe(404);
    const row = (await rows(1)).find((r) => r.inPlay)!;
    const base = `/api/v2/fetch-market-odds/1/${row.competitionId}`;
    expect((await get(`${base}/${row.matchId}/1.999`)).statusCode).toBe(404);
    expect((await get(`${base}/99999999/${row.joinedMarketIds[0]}`)).statusCode).toBe(404);
    expect(
      (await get(`/api/v2/fetch-market-odds/1/1/${row.matchId}/${row.joinedMarketIds[0]}`)).statusCode,
    ).toBe(404);
    expect((await get(`${base}/${row.matchId}/not;an;id`)).statusCode).toBe(400);
    expect((await get(`/api/v2/live-score/12x`)).statusCode).toBe(400);
  });

  it('serves exchange markets with three levels on the tick ladder, and Bookmaker rates', async () => {
    const row = (await rows(1)).find((r) => r.inPlay)!;
    const res = await get(
      `/api/v2/fetch-market-odds/1/${row.competitionId}/${row.matchId}/${row.joinedMarketIds.join(',')}`,
    );
    expect(res.statusCode).toBe(200);
    const markets = res.json().data;
    expect(markets.map((m: { marketId: string }) => m.marketId)).toEqual(row.joinedMarketIds);
    const matchOdds = markets[0];
    expect(matchOdds).toMatchObject({ marketName: 'Match Odds', inplay: true, betDelay: 5 });
    expect(matchOdds.version).toBeGreaterThanOrEqual(1);
    expect(matchOdds.runners).toHaveLength(3);
    if (matchOdds.status === 'OPEN') {
      for (const runner of matchOdds.runners) {
        // Three levels each side, fewer only at the ends of the ladder (1.01 / 1000).
        expect(runner.ex.availableToBack.length).toBeGreaterThanOrEqual(1);
        expect(runner.ex.availableToBack.length).toBeLessThanOrEqual(3);
        expect(runner.ex.availableToLay.length).toBeGreaterThanOrEqual(1);
        expect(runner.ex.availableToLay.length).toBeLessThanOrEqual(3);
        for (const level of [...runner.ex.availableToBack, ...runner.ex.availableToLay]) {
          expect(isOnLadder(level.price)).toBe(true);
          expect(level.size).toBeGreaterThan(0);
        }
        expect(runner.ex.availableToBack[0].price).toBeLessThan(runner.ex.availableToLay[0].price);
      }
    }
    const bm = (await get(`/api/v2/fetch-bookmaker-odds/1/${row.competitionId}/${row.matchId}`)).json().data;
    expect(bm[0]).toMatchObject({ marketName: 'Bookmaker', betDelay: 2 });
    // A runner past the Bookmaker limits (p < 0.03 or > 0.97, docs/rules/sports.md) has no rates.
    for (const r of bm[0].runners)
      if (r.back === 0) expect([r.status, r.lay]).toEqual(['SUSPENDED', 0]);
      else expect(r.lay).toBeGreaterThan(r.back);
    const session = (await get(`/api/v2/fetch-market-session/1/${row.competitionId}/${row.matchId}`)).json();
    expect(session).toEqual({ status: true, data: [] });
    const score = (await get(`/api/v2/live-score/${row.matchId}`)).json().data;
    expect(score).toMatchObject({ matchId: row.matchId, sportId: 1, status: 'inplay' });
    expect(score.soccer.score).toHaveLength(2);
  });

  it('raises market versions as the replay moves, suspends on goals and stores results', async () => {
    const row = (await rows(1)).find((r) => r.inPlay)!;
    const url = `/api/v2/fetch-market-odds/1/${row.competitionId}/${row.matchId}/${row.joinedMarketIds[0]}`;
    const before = (await get(url)).json().data[0];
    const statuses = new Set<string>();
    let last = before.version;
    for (let i = 0; i < 30; i++) {
      tick(60_000);
      const res = await get(url);
      if (res.statusCode !== 200) break; // the match finished and left the list
      const market = res.json().data[0];
      expect(market.version).toBeGreaterThanOrEqual(last);
      last = market.version;
      statuses.add(market.status);
    }
    expect(last).toBeGreaterThan(before.version);

    // Run the whole afternoon: every started match ends, with a stored result per market.
    for (let i = 0; i < 12 * 60; i++) tick(10_000);
    await t.feed!.flush();
    const results = await t.handle.db
      .selectFrom('market_results')
      .selectAll()
      .where('match_id', '=', row.matchId)
      .execute();
    expect(results.map((r) => r.market_type).sort()).toEqual(
      ['Bookmaker', 'Match Odds', 'Over/Under', 'Over/Under', 'Over/Under', 'Over/Under'].sort(),
    );
    const suspendedSeen = await t.handle.db.selectFrom('market_results').select('market_id').execute();
    expect(suspendedSeen.length).toBeGreaterThan(6);
  });

  it('reports a suspended market as SUSPENDED with no prices', async () => {
    let seen: { status: string; runners: { ex: { availableToBack: unknown[] } }[] } | undefined;
    for (let i = 0; i < 2000 && !seen; i++) {
      tick(5_000);
      for (const row of (await rows(1)).filter((r) => r.inPlay)) {
        const market = (
          await get(
            `/api/v2/fetch-market-odds/1/${row.competitionId}/${row.matchId}/${row.joinedMarketIds[0]}`,
          )
        ).json().data[0];
        if (market.status === 'SUSPENDED') seen = market;
      }
    }
    expect(seen).toBeDefined();
    expect(seen!.runners.every((r) => r.ex.availableToBack.length === 0)).toBe(true);
  });
});

describe('limits and sport locks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the brand its own limits with the spec defaults, and 404 for another brand', async () => {
    const home = (await t.app.inject({ url: '/api/domain/host/localhost' })).json();
    const aura = (await t.app.inject({ url: '/api/domain/host/aura.localhost' })).json();
    const own = await t.app.inject({ url: `/api/get-min-max/${home._id}`, headers: anonymous() });
    expect(own.json()).toEqual({
      status: true,
      data: [
        {
          advanceBetLock: false,
          oddsMin: 100,
          oddsMax: 100000,
          fancyMin: 100,
          fancyMax: 20000,
          bookmakerMin: 100,
          bookmakerMax: 300000,
          delay: 0,
        },
      ],
    });
    const other = await t.app.inject({ url: `/api/get-min-max/${aura._id}`, headers: anonymous() });
    expect(other.statusCode).toBe(404);
  });

  it("returns the caller's sport locks and refuses another user's", async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: anonymous(),
      payload: { userName: 'player1', password: 'Player@123', deviceIp: '' },
    });
    const { userToken, user } = signIn.json();
    await t.handle.db
      .insertInto('user_sport_locks')
      .values({ user_id: user._id, sport_id: 2, locked: true })
      .execute();
    const headers = signedIn(userToken, user.domainId);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/sports/fetch/event/lock',
      headers,
      payload: { setFor: user._id },
    });
    expect(own.json().data).toEqual([
      { eventId: 4, lock: false },
      { eventId: 2, lock: true },
      { eventId: 1, lock: false },
    ]);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/sports/fetch/event/lock',
      headers,
      payload: { setFor: user.Creater },
    });
    expect(other.statusCode).toBe(404);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/sports/fetch/event/lock',
      headers: anonymous(),
      payload: { setFor: user._id },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('endpoint shapes for every sport', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { withFeed: true });
  });
  afterAll(() => t.close());

  const check = (schema: TSchema, value: unknown) => {
    const errors = [...Value.Errors(schema, value)].slice(0, 3);
    expect(errors).toEqual([]);
  };

  it.each([
    [4, 'Cricket'],
    [2, 'Tennis'],
    [1, 'Soccer'],
  ])(
    'sport %i (%s): catalogue rows, markets, bookmaker, fancy and score match their schemas',
    async (sportId) => {
      const list = (await t.app.inject({ url: `/api/v2/get-matches-by-eventid/${sportId}` })).json();
      check(DataEnvelope(Type.Array(EventRow)), list);
      const row = list.data.find((r: { inPlay: boolean }) => r.inPlay);
      expect(row).toBeDefined();
      const path = `${sportId}/${row.competitionId}/${row.matchId}`;
      const odds = (
        await t.app.inject({ url: `/api/v2/fetch-market-odds/${path}/${row.joinedMarketIds.join(',')}` })
      ).json();
      check(DataEnvelope(Type.Array(ExchangeMarket)), odds);
      expect(odds.data.length).toBe(row.joinedMarketIds.length);
      const bm = (await t.app.inject({ url: `/api/v2/fetch-bookmaker-odds/${path}` })).json();
      check(DataEnvelope(Type.Array(BookmakerMarket)), bm);
      expect(bm.data).toHaveLength(1);
      const fancy = (await t.app.inject({ url: `/api/v2/fetch-market-session/${path}` })).json();
      check(DataEnvelope(Type.Array(FancyRow)), fancy);
      if (sportId === 4)
        expect(
          fancy.data.every((r: { gtype: string }) =>
            (FANCY_CATEGORIES as readonly string[]).includes(r.gtype),
          ),
        ).toBe(true);
      const score = (await t.app.inject({ url: `/api/v2/live-score/${row.matchId}` })).json();
      check(DataEnvelope(LiveScore), score);
      expect(score.data.summary.length).toBeGreaterThan(0);
      const names = new Set(odds.data.map((m: { marketName: string }) => m.marketName));
      const expected = {
        4: ['Match Odds', 'Tied Match', 'Completed Match', 'To Win the Toss'],
        2: ['Match Odds'],
        1: ['Match Odds', 'Over/Under 2.5 Goals'],
      }[sportId]!;
      for (const name of expected) expect(names.has(name)).toBe(true);
    },
  );

  it('cricket in play offers fancy sessions at some point of the day', async () => {
    let rows = 0;
    for (let i = 0; i < 60 && rows === 0; i++) {
      for (const m of t.feed!.matches(4).filter((e) => e.phase === 'inplay')) {
        const res = await t.app.inject({
          url: `/api/v2/fetch-market-session/4/${m.description.competitionId}/${m.slot.matchId}`,
        });
        rows += res.json().data.filter((r: { GameStatus: string }) => r.GameStatus !== 'CLOSED').length;
      }
      t.clock.advance(5 * 60_000);
      t.feed!.tick();
    }
    expect(rows).toBeGreaterThan(0);
  });
});
