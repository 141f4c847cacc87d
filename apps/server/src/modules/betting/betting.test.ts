import type { FancyRow } from '@backlay/contracts';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { customer, fancyBackPlacement, openMarket, placedCount, placement, useBettingApp } from './test-kit';

describe('bet acceptance', () => {
  let t: TestApp;
  useBettingApp((app) => (t = app));

  const counts = async (userId: string) => ({
    bets: (await t.handle.db.selectFrom('bets').select('id').where('user_id', '=', userId).execute()).length,
    exposure: (
      await t.handle.db
        .selectFrom('users')
        .select('exposure_minor')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).exposure_minor,
  });

  it('accepts a back and a lay at the offered prices, with exposure, book and reads', async () => {
    const c = await customer(t);
    const market = openMarket(t);
    const back = await c.bet(placement(market, 'back', 1000, 0));
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ status: true, message: 'Bet placed successfully: Matched' });
    const lay = await c.bet(placement(market, 'lay', 500, 1));
    expect(lay.statusCode).toBe(200);

    const bets = (await c.get(`/api/bet/bet-details/list/${market.matchId}`)).json().data;
    expect(bets).toHaveLength(2);
    expect(bets.map((b: { type: string }) => b.type).sort()).toEqual(['back', 'lay']);
    const backRow = bets.find((b: { type: string }) => b.type === 'back');
    expect(backRow).toMatchObject({
      stake: 1000,
      status: 'unsettled',
      markettype: 'Match Odds',
      oddsReq: market.runners[0]!.ex.availableToBack[0]!.price,
    });
    expect((await c.get(`/api/bet/${backRow.betId}`)).json().data.betId).toBe(backRow.betId);

    const book = (await c.get(`/api/bet/book/${market.marketId}`)).json().data;
    expect(book.runners).toHaveLength(market.runners.length);
    const exposure = (await c.get('/api/bet/exposure/fetch')).json().data;
    expect(exposure.exposure).toBe(book.exposure);
    expect(exposure.exposure).toBe(-Math.min(...book.runners.map((r: { pnl: number }) => r.pnl)));
    expect(exposure.available).toBe(exposure.balance - exposure.exposure);
    const trades = (await c.get('/api/bet/trade/list')).json().data;
    expect(trades).toEqual([
      expect.objectContaining({ _id: market.marketId, count: 2, markettype: 'Match Odds' }),
    ]);
  });

  it.each([
    ['a stake below the minimum', { stake: 50 }, 400, 'Minimum stake limit exceeded!'],
    ['a stake above the maximum', { stake: 100_001 }, 400, 'Maximum stake limit exceeded!'],
    ['odds off the ladder', { oddsReq: 2.03 }, 400, 'Odds 2.03 are not on the price ladder'],
    [
      'a wrong market type',
      { markettype: 'Bookmaker' as const },
      400,
      'markettype must be Match Odds for market',
    ],
    ['an unknown market', { marketId: '1.999999' }, 404, 'Unknown market: 1.999999'],
    ['an unknown selection', { selectionId: '77' }, 400, 'Unknown selection: 77'],
    ['a stake with fractions of a minor unit', { stake: 100.001 }, 400, 'stake must have at most 2 decimals'],
  ])('rejects %s and writes nothing', async (_case, change, status, message) => {
    const c = await customer(t);
    const market = openMarket(t);
    const before = await counts(c.id);
    const res = await c.bet({ ...placement(market, 'back', 200), ...change });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toContain(message);
    expect(await counts(c.id)).toEqual(before);
  });

  it('rejects a bet beyond the available balance, but always accepts a hedge', async () => {
    const c = await customer(t, 'player1');
    const market = openMarket(t);
    const layOdds = market.runners[0]!.ex.availableToLay[0]!.price;
    // Liability of laying 100,000 at odds > 2 is more than the 100,000 balance.
    const tooMuch = await c.bet(placement(market, 'lay', 100_000, 0));
    expect(layOdds > 2 ? tooMuch.statusCode : 400).toBe(400);
    if (layOdds > 2) expect(tooMuch.json().message).toBe('Insufficient balance');
    // Use the whole balance on a back bet: available goes to 0.
    expect((await c.bet(placement(market, 'back', 100_000, 0))).statusCode).toBe(200);
    expect((await c.get('/api/bet/exposure/fetch')).json().data.available).toBe(0);
    expect((await c.bet(placement(market, 'back', 100, 1))).json().message).toBe('Insufficient balance');
    // Laying the same runner (its worst case counted before it matches, issue 14) does not raise
    // the exposure: accepted at zero available, and it lowers the exposure once matched.
    const hedgeStake = Math.floor(50_000 / (layOdds - 1));
    const hedge = await c.bet(placement(market, 'lay', hedgeStake, 0));
    expect(hedge.statusCode).toBe(200);
    expect((await c.get('/api/bet/exposure/fetch')).json().data.exposure).toBeLessThan(100_000);
  });

  it('rejects a locked sport with 403', async () => {
    const c = await customer(t);
    await t.handle.db
      .insertInto('user_sport_locks')
      .values({ user_id: c.id, sport_id: 1, locked: true })
      .execute();
    const market = openMarket(t);
    const res = await c.bet(placement(market, 'back', 200));
    expect(res.statusCode).toBe(403);
    // Also when the market is suspended: the lock answers before the market's state (409).
    t.feed!.setSuspended('market', market.marketId, true);
    try {
      const suspended = await c.bet(placement(market, 'back', 200));
      expect({ status: suspended.statusCode, message: suspended.json().message }).toEqual({
        status: 403,
        message: 'This sport is locked for your account.',
      });
    } finally {
      t.feed!.setSuspended('market', market.marketId, false);
    }
  });

  it("answers another user's bet with 404", async () => {
    const a = await customer(t);
    const b = await customer(t);
    const placed = (await a.bet(placement(openMarket(t), 'back', 200))).json();
    expect((await b.get(`/api/bet/${placed.betId}`)).statusCode).toBe(404);
    expect((await b.get('/api/bet/not-a-bet')).statusCode).toBe(404);
  });

  it('takes a bet whose price moved during the delay, and refuses one whose market was suspended meanwhile (issue 14)', async () => {
    const c = await customer(t);
    for (const spoil of ['move', 'suspend', 'suspend and reopen'] as const) {
      const market = openMarket(t);
      t.clock.autoAdvance = false;
      const sleeping = t.clock.nextSleep();
      const pending = c.bet(placement(market, 'back', 200));
      await sleeping;
      const stored = t.feed!.store.get(market.marketId)!;
      const { version: _v, ...value } = stored.value as typeof market;
      const spoiled =
        spoil === 'move'
          ? {
              ...value,
              runners: value.runners.map((r, i) =>
                i === 0 ? { ...r, ex: { ...r.ex, availableToBack: [{ price: 1.01, size: 5 }] } } : r,
              ),
            }
          : { ...value, status: 'SUSPENDED' as const };
      const announce = (v: typeof value) => {
        const { version } = t.feed!.store.put(market.marketId, market.matchId, v);
        t.feed!.bus.publish('market.updated', { key: market.marketId, matchId: market.matchId, version });
      };
      announce(spoiled);
      if (spoil === 'suspend and reopen') announce(value);
      t.clock.advance(10_000);
      const res = await pending;
      t.clock.autoAdvance = true;
      announce(value);
      if (spoil === 'move') {
        expect(res.statusCode).toBe(200);
        continue;
      }
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Bet rate changed!');
    }
    // Only the first bet was taken (matched against the house's quotes, or resting).
    const listed = await t.app.inject({
      method: 'POST',
      url: '/api/exchange/betting/rest/v1.0/listCurrentOrders',
      headers: c.headers,
      payload: {},
    });
    expect(listed.json().currentOrders).toHaveLength(1);
  });

  it('places one bet for one client bet id, in sequence and concurrently', async () => {
    const c = await customer(t);
    const market = openMarket(t);
    const body = placement(market, 'back', 300, 0, { clientBetId: 'client-seq-0001' });
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await c.bet(body)).json().betId);
    expect(new Set(ids).size).toBe(1);
    const concurrent = await Promise.all(
      [1, 2, 3].map(() => c.bet({ ...body, clientBetId: 'client-par-0001' })),
    );
    expect(new Set(concurrent.map((r) => r.json().betId)).size).toBe(1);
    expect(await placedCount(t, c.id)).toBe(2);
  });

  it('takes a fancy Yes bet and answers its run-ladder book (docs/rules/exchange.md Fancy)', async () => {
    const c = await customer(t);
    let row: FancyRow | undefined;
    for (let i = 0; i < 500 && !row; i++) {
      for (const entry of t.feed!.matches(4).filter((m) => m.phase === 'inplay'))
        for (const key of entry.marketKeys) {
          const value = t.feed!.store.get(key)?.value as FancyRow | undefined;
          if (value && 'gtype' in value && value.GameStatus === '' && !value.result) row = value;
        }
      if (!row) {
        t.clock.advance(15_000);
        t.feed!.tick();
      }
    }
    if (!row) throw new Error('no open fancy row');
    const placed = await c.bet(fancyBackPlacement(row, 100));
    expect(placed.statusCode).toBe(200);
    const book = await c.get(`/api/bet/book/${row.marketId}`);
    expect(book.statusCode).toBe(200);
    const { exposure, runners, fancy } = book.json().data;
    expect(exposure).toBe(100);
    expect(runners).toEqual([]);
    // Yes at line L: runs below L lose the stake, runs at or above L win stake x rate / 100.
    const pnlAt = (runs: number) => fancy.find((p: { runs: number }) => p.runs === runs)?.pnl;
    expect(pnlAt(row.BackPrice1 - 1)).toBe(-100);
    expect(pnlAt(row.BackPrice1)).toBe((100 * row.BackSize1) / 100);
  });

  it('cashes out: the server computes the hedge and levels the book', async () => {
    const c = await customer(t);
    const market = openMarket(t);
    // The last runner: earlier tests left customers' backs resting on the first (issue 14: they
    // are ahead in the queue for whatever the house quotes there).
    const last = market.runners.length - 1;
    expect((await c.bet(placement(market, 'back', 1000, last))).statusCode).toBe(200);
    const cash = await c.bet({ ...placement(market, 'back', 1, last), Narration: 'Cash out', _id: null });
    expect(cash.statusCode).toBe(200);
    const bets = (await c.get(`/api/bet/bet-details/list/${market.matchId}`)).json().data;
    const hedge = bets.find((b: { remark: string }) => b.remark === 'Cash out');
    expect(hedge).toMatchObject({ type: 'lay', selectionId: market.runners[last]!.selectionId });
    const book = (await c.get(`/api/bet/book/${market.marketId}`)).json().data;
    const pnls = book.runners.map((r: { pnl: number }) => r.pnl);
    // Rounding the hedge stake to a minor unit leaves at most ceil(odds) minor units of spread.
    expect(Math.max(...pnls) - Math.min(...pnls)).toBeLessThanOrEqual(Math.ceil(hedge.oddsReq) / 100 + 1e-9);
    const again = await c.bet({ ...placement(market, 'back', 1, last), Narration: 'Cash out' });
    expect(again.statusCode).toBe(400);
  });
});
