import type { ExchangeMarket } from '@backlay/contracts';
import { ticksAway } from '@backlay/exchange';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { customer, moneyOf, openMarket, placement, useBettingApp } from '../betting/test-kit';

/**
 * The exchange's Betfair-shaped API and save2 on exchange markets (issue 14 items 3-6), through
 * HTTP on a real database: placeOrders / listCurrentOrders / cancelOrders / replaceOrders /
 * listMarketBook, X-Authentication, reservations of unmatched orders, two customers matching
 * each other, customerRef de-duplication, and the rebuild of a book from its journal.
 */
describe('exchange API (Betfair shapes)', () => {
  let t: TestApp;
  useBettingApp((app) => (t = app));

  const BASE = '/api/exchange/betting/rest/v1.0';
  const call = (headers: Record<string, string>, op: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `${BASE}/${op}`, headers, payload });
  /** Betfair's own header instead of the site's. */
  const betfairHeaders = (headers: Record<string, string>) => {
    const { 'user-token': token, ...rest } = headers as Record<string, string>;
    return { ...rest, 'X-Authentication': token!, 'X-Application': 'any-app-key' };
  };
  const available = async (userId: string) => {
    const m = await moneyOf(t, userId);
    return m.balance_minor - m.exposure_minor;
  };
  /** A price well above the best back on runner `index`: nothing (house or customer) lays there. */
  const highBack = (market: ExchangeMarket, index: number) =>
    ticksAway(market.runners[index]!.ex.availableToLay.at(-1)!.price, 10);

  it('places an unmatched order, lists it, cancels it and gives the reservation back', async () => {
    const c = await customer(t);
    const headers = betfairHeaders(c.headers);
    const market = openMarket(t);
    const runner = market.runners[0]!;
    const before = await available(c.id);
    const price = highBack(market, 0);
    const placed = await call(headers, 'placeOrders', {
      marketId: market.marketId,
      customerRef: 'ref-one',
      instructions: [
        {
          orderType: 'LIMIT',
          selectionId: Number(runner.selectionId),
          handicap: 0,
          side: 'BACK',
          limitOrder: { size: 25.5, price, persistenceType: 'PERSIST' },
        },
      ],
    });
    expect(placed.statusCode).toBe(200);
    const report = placed.json();
    expect(report).toMatchObject({
      status: 'SUCCESS',
      marketId: market.marketId,
      customerRef: 'ref-one',
      instructionReports: [{ status: 'SUCCESS', orderStatus: 'EXECUTABLE', sizeMatched: 0 }],
    });
    const betId = report.instructionReports[0].betId as string;
    expect(await available(c.id)).toBe(before - 2550);

    // The same customerRef within 60 s answers the same report and places nothing.
    const again = await call(headers, 'placeOrders', {
      marketId: market.marketId,
      customerRef: 'ref-one',
      instructions: [
        {
          orderType: 'LIMIT',
          selectionId: runner.selectionId,
          side: 'BACK',
          limitOrder: { size: 25.5, price },
        },
      ],
    });
    expect(again.json()).toEqual(report);

    const listed = await call(headers, 'listCurrentOrders', { marketIds: [market.marketId] });
    expect(listed.json()).toEqual({
      currentOrders: [
        expect.objectContaining({
          betId,
          marketId: market.marketId,
          selectionId: runner.selectionId,
          side: 'BACK',
          status: 'EXECUTABLE',
          persistenceType: 'PERSIST',
          orderType: 'LIMIT',
          priceSize: { price, size: 25.5 },
          sizeMatched: 0,
          sizeRemaining: 25.5,
          sizeCancelled: 0,
          sizeLapsed: 0,
          sizeVoided: 0,
        }),
      ],
      moreAvailable: false,
    });

    const book = (
      await call(headers, 'listMarketBook', {
        marketIds: [market.marketId],
        priceProjection: { priceData: ['EX_ALL_OFFERS'] },
        orderProjection: 'ALL',
      })
    ).json();
    expect(book[0].runners[0].ex.availableToLay).toContainEqual({ price, size: 25.5 });
    expect(book[0].runners[0].orders.map((o: { betId: string }) => o.betId)).toEqual([betId]);

    const part = await call(headers, 'cancelOrders', {
      marketId: market.marketId,
      instructions: [{ betId, sizeReduction: 5.5 }],
    });
    expect(part.json()).toMatchObject({
      status: 'SUCCESS',
      instructionReports: [{ status: 'SUCCESS', sizeCancelled: 5.5 }],
    });
    expect(await available(c.id)).toBe(before - 2000);
    const rest = await call(headers, 'cancelOrders', { marketId: market.marketId });
    expect(rest.json()).toMatchObject({
      status: 'SUCCESS',
      instructionReports: [{ status: 'SUCCESS', sizeCancelled: 20 }],
    });
    expect(await available(c.id)).toBe(before);
    const late = await call(headers, 'cancelOrders', {
      marketId: market.marketId,
      instructions: [{ betId }],
    });
    expect(late.json()).toMatchObject({ status: 'FAILURE', errorCode: 'BET_TAKEN_OR_LAPSED' });
    const done = await call(headers, 'listCurrentOrders', {
      betIds: [betId],
      orderProjection: 'EXECUTION_COMPLETE',
    });
    expect(done.json().currentOrders[0]).toMatchObject({
      status: 'EXECUTION_COMPLETE',
      sizeCancelled: 25.5,
      sizeRemaining: 0,
    });
  });

  it("matches two customers' orders at the resting price and makes each a bet", async () => {
    const backer = await customer(t);
    const layer = await customer(t);
    const market = openMarket(t);
    // A runner with a gap between the house's quotes: a back inside it rests, ahead of the house's
    // own backs (at the best lay price and above) for any layer up to the best lay.
    const index = market.runners.findIndex(
      (r) => ticksAway(r.ex.availableToBack[0]!.price, 2) < r.ex.availableToLay[0]!.price,
    );
    expect(index).toBeGreaterThanOrEqual(0);
    const runner = market.runners[index]!;
    const price = ticksAway(runner.ex.availableToBack[0]!.price, 1);
    const unmatched = await backer.bet({ ...placement(market, 'back', 300, index), oddsReq: price });
    expect(unmatched.json()).toMatchObject({
      message: 'Bet placed successfully: Unmatched',
      sizeMatched: 0,
      sizeRemaining: 300,
    });
    // A lay one tick higher takes the back at its own (lower) price: the layer gets the better price.
    const lay = await layer.bet({ ...placement(market, 'lay', 200, index), oddsReq: ticksAway(price, 1) });
    expect(lay.json()).toMatchObject({ message: 'Bet placed successfully: Matched', sizeMatched: 200 });
    const backerBets = (await backer.get(`/api/bet/bet-details/list/${market.matchId}`)).json().data;
    expect(backerBets).toEqual([
      expect.objectContaining({ type: 'back', stake: 200, oddsReq: price, selectionId: runner.selectionId }),
    ]);
    const layerBets = (await layer.get(`/api/bet/bet-details/list/${market.matchId}`)).json().data;
    expect(layerBets).toEqual([expect.objectContaining({ type: 'lay', stake: 200, oddsReq: price })]);
    const orders = (await call(backer.headers, 'listCurrentOrders', {})).json().currentOrders;
    expect(orders).toEqual([
      expect.objectContaining({
        status: 'EXECUTABLE',
        sizeMatched: 200,
        sizeRemaining: 100,
        averagePriceMatched: price,
      }),
    ]);
    // The layer's exposure is the matched liability at the resting price.
    expect((await moneyOf(t, layer.id)).exposure_minor).toBe(Math.round(200 * (price - 1) * 100));
  });

  it('replaces the price of an unmatched order (a new bet at the back of the queue)', async () => {
    const c = await customer(t);
    const market = openMarket(t);
    const price = highBack(market, 0);
    const placed = await c.bet({ ...placement(market, 'back', 150, 0), oddsReq: price });
    const betId = placed.json().betId as string;
    const replaced = await call(c.headers, 'replaceOrders', {
      marketId: market.marketId,
      instructions: [{ betId, newPrice: ticksAway(price, 1) }],
    });
    const report = replaced.json();
    expect(report).toMatchObject({
      status: 'SUCCESS',
      instructionReports: [
        {
          status: 'SUCCESS',
          cancelInstructionReport: { status: 'SUCCESS', sizeCancelled: 150 },
          placeInstructionReport: { status: 'SUCCESS', orderStatus: 'EXECUTABLE' },
        },
      ],
    });
    const newId = report.instructionReports[0].placeInstructionReport.betId;
    expect(newId).not.toBe(betId);
    const same = await call(c.headers, 'replaceOrders', {
      marketId: market.marketId,
      instructions: [{ betId: newId, newPrice: ticksAway(price, 1) }],
    });
    expect(same.json()).toMatchObject({
      status: 'FAILURE',
      instructionReports: [{ errorCode: 'INVALID_PRICE_EDIT' }],
    });
    const offLadder = await call(c.headers, 'replaceOrders', {
      marketId: market.marketId,
      instructions: [{ betId: newId, newPrice: 2.03 }],
    });
    expect(offLadder.json()).toMatchObject({
      status: 'FAILURE',
      instructionReports: [{ errorCode: 'INVALID_ODDS' }],
    });
  });

  it("answers refusals in Betfair's shape and changes nothing", async () => {
    const c = await customer(t, 'player1');
    const market = openMarket(t);
    const runner = market.runners[0]!;
    const before = await moneyOf(t, c.id);
    const place = (limitOrder: object, extra: object = {}) =>
      call(c.headers, 'placeOrders', {
        marketId: market.marketId,
        instructions: [
          { orderType: 'LIMIT', selectionId: runner.selectionId, side: 'LAY', limitOrder, ...extra },
        ],
      });
    expect((await place({ size: 10, price: 2.03 })).json()).toMatchObject({
      status: 'FAILURE',
      errorCode: 'INVALID_ODDS',
      instructionReports: [{ status: 'FAILURE', errorCode: 'INVALID_ODDS' }],
    });
    expect((await place({ size: 10.001, price: 2 })).json()).toMatchObject({ errorCode: 'INVALID_BET_SIZE' });
    // Laying 100,000.00 at 100 needs 9,900,000.00 of liability.
    expect((await place({ size: 100_000, price: 100 })).json()).toMatchObject({
      status: 'FAILURE',
      instructionReports: [{ errorCode: 'INSUFFICIENT_FUNDS' }],
    });
    expect((await place({ size: 10, price: 2 }, { selectionId: '999' })).json()).toMatchObject({
      instructionReports: [{ errorCode: 'INVALID_RUNNER' }],
    });
    const unknown = await call(c.headers, 'placeOrders', {
      marketId: '1.999999',
      instructions: [
        { orderType: 'LIMIT', selectionId: 1, side: 'BACK', limitOrder: { size: 10, price: 2 } },
      ],
    });
    expect(unknown.json()).toMatchObject({ status: 'FAILURE', errorCode: 'INVALID_MARKET_ID' });
    const noAuth = await t.app.inject({
      method: 'POST',
      url: `${BASE}/listCurrentOrders`,
      headers: { host: 'localhost' },
      payload: {},
    });
    expect(noAuth.statusCode).toBe(401);
    expect(await moneyOf(t, c.id)).toEqual(before);
    expect((await call(c.headers, 'listCurrentOrders', {})).json().currentOrders).toEqual([]);
  });

  it('cashes out part of a matched position against the book (cashOutPercent)', async () => {
    const c = await customer(t);
    // A tennis market: no other test here left customers' orders ahead of the house's quotes.
    const market = openMarket(t, 2);
    const last = market.runners.length - 1;
    const back = await c.bet(placement(market, 'back', 500, last));
    expect(back.json()).toMatchObject({ sizeRemaining: 0 });
    const spread = async () => {
      const pnls = (await c.get(`/api/bet/book/${market.marketId}`))
        .json()
        .data.runners.map((r: { pnl: number }) => r.pnl);
      return Math.max(...pnls) - Math.min(...pnls);
    };
    const before = await spread();
    const half = await c.bet({
      ...placement(market, 'back', 1, last),
      Narration: 'Cash out',
      cashOutPercent: 50,
    });
    expect(half.statusCode, half.body).toBe(200);
    // Half the imbalance is hedged: the spread between outcomes halves (to a few minor units).
    expect(Math.abs((await spread()) - before / 2)).toBeLessThan(0.1);
  });

  it('cashes out against the depth of the book when the best level is too small', async () => {
    const c = await customer(t);
    const market = openMarket(t, 2);
    const ladder = async () =>
      (
        await call(c.headers, 'listMarketBook', {
          marketIds: [market.marketId],
          priceProjection: { priceData: ['EX_ALL_OFFERS'] },
        })
      ).json()[0].runners[0].ex as Record<
        'availableToBack' | 'availableToLay',
        { price: number; size: number }[]
      >;
    const { availableToBack: backs, availableToLay: lays } = await ladder();
    const [b1, [l1, l2]] = [backs[0]!, lays];
    // A back the best back level fills whole, whose hedge needs more than the best lay level.
    const stake = Math.floor(Math.min(b1.size, ((l1!.size + l2!.size / 2) * l1!.price) / b1.price));
    expect(stake * b1.price).toBeGreaterThan(l1!.size * l1!.price);
    const back = await c.bet({ ...placement(market, 'back', stake, 0), oddsReq: b1.price });
    expect(back.json()).toMatchObject({ sizeRemaining: 0 });
    const cash = await c.bet({ ...placement(market, 'back', 1, 0), Narration: 'Cash out' });
    expect(cash.json(), cash.body).toMatchObject({ message: 'Bet placed successfully: Matched' });
    const fills = await t.handle.db
      .selectFrom('bets')
      .select(['odds_hundredths', 'stake_minor'])
      .where('order_id', '=', cash.json().betId)
      .execute();
    expect(new Set(fills.map((f) => f.odds_hundredths)).size).toBe(2); // two levels taken
    const pnls = (await c.get(`/api/bet/book/${market.marketId}`))
      .json()
      .data.runners.map((r: { pnl: number }) => r.pnl);
    expect(Math.max(...pnls) - Math.min(...pnls)).toBeLessThanOrEqual(0.05);
  });

  it('lapses LAPSE orders at the in-play turn, keeps PERSIST ones, and lapses the rest at the close', async () => {
    const c = await customer(t);
    const market = openMarket(t, 4);
    const { version: _v, ...value } = t.feed!.store.get(market.marketId)!.value as typeof market;
    const announce = (v: typeof value) => {
      const { version } = t.feed!.store.put(market.marketId, market.matchId, v);
      t.feed!.bus.publish('market.updated', { key: market.marketId, matchId: market.matchId, version });
    };
    announce({ ...value, inplay: false });
    const before = await available(c.id);
    const price = highBack(market, 0);
    const lapse = (await c.bet({ ...placement(market, 'back', 100, 0), oddsReq: price })).json().betId;
    const persist = (
      await c.bet({ ...placement(market, 'back', 200, 0), oddsReq: price, persistenceType: 'PERSIST' })
    ).json().betId;
    expect(await available(c.id)).toBe(before - 30_000);
    const stateOf = async (betId: string) =>
      (await call(c.headers, 'listCurrentOrders', { betIds: [betId] })).json().currentOrders[0];

    announce({ ...value, inplay: true });
    await t.app.deps.exchange!.idle();
    expect(await stateOf(lapse)).toMatchObject({ status: 'EXECUTION_COMPLETE', sizeLapsed: 100 });
    expect(await stateOf(persist)).toMatchObject({ status: 'EXECUTABLE', sizeRemaining: 200 });
    expect(await available(c.id)).toBe(before - 20_000);

    announce({ ...value, inplay: true, status: 'CLOSED' });
    await t.app.deps.exchange!.idle();
    expect(await stateOf(persist)).toMatchObject({ status: 'EXECUTION_COMPLETE', sizeLapsed: 200 });
    expect(await available(c.id)).toBe(before);
    const late = await c.bet({ ...placement(market, 'back', 100, 0), oddsReq: price });
    expect(late.statusCode).toBe(409);
    announce(value);
  });

  it('rebuilds a book from its journal: a new engine on the same database knows every order', async () => {
    const c = await customer(t);
    const market = openMarket(t);
    const price = highBack(market, 0);
    const placed = await c.bet({ ...placement(market, 'back', 120, 0), oddsReq: price });
    const betId = placed.json().betId as string;
    const { ExchangeEngine } = await import('./index');
    const fresh = new ExchangeEngine({ db: t.handle.db, clock: t.clock, feed: t.feed!, bus: t.feed!.bus });
    try {
      await fresh.start();
      const orders = await fresh.orders(c.domainId, c.id, [market.marketId]);
      expect(orders.map((o) => [o.order.orderId, o.order.remainingMinor])).toEqual([[betId, 12_000]]);
      const book = await fresh.marketBook(c.domainId, market.marketId, 50);
      expect(book.runners[0]!.ladder.availableToLay).toContainEqual({
        priceH: Math.round(price * 100),
        sizeMinor: 12_000,
      });
    } finally {
      await fresh.stop();
    }
  });
});
