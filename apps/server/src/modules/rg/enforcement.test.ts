import { GAMES } from '@backlay/casino';
import type { BookmakerMarket } from '@backlay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casinoPlacement, stepUntil } from '../../dealer/test-kit';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectLedgerBalanced } from '../wallet/audit.test-helper';
import { customer, moneyOf, openMarket, placedCount, placement, useBettingApp } from '../betting/test-kit';

type Customer = Awaited<ReturnType<typeof customer>>;

/** An open Bookmaker market of cricket with a back rate on its first runner (the feed moved on until one is). */
function openBookmaker(t: TestApp): BookmakerMarket {
  for (let i = 0; i < 500; i++) {
    for (const entry of t.feed!.matches(4).filter((m) => m.phase === 'inplay'))
      for (const key of entry.marketKeys) {
        const value = t.feed!.store.get(key)?.value as BookmakerMarket | undefined;
        if (!value || !('runners' in value) || 'totalMatched' in value || value.status !== 'OPEN') continue;
        const r = value.runners[0] as { back?: number; status?: string } | undefined;
        if (r?.back && r.back > 0 && r.back < 500) return value;
      }
    t.clock.advance(15_000);
    t.feed!.tick();
  }
  throw new Error('no open Bookmaker market');
}

/** A Bookmaker back of `stake` on the first runner at its offered rate (worst case: the stake). */
const bookmakerBack = (c: Customer, market: BookmakerMarket, stake: number) =>
  c.bet({
    matchId: market.matchId,
    marketId: market.marketId,
    markettype: 'Bookmaker',
    selectionId: market.runners[0]!.selectionId,
    type: 'back',
    oddsReq: (market.runners[0] as unknown as { back: number }).back,
    stake,
  });

const setLimit = (t: TestApp, c: Customer, kind: 'loss' | 'stake', period: string, amount: number) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/rg/limits',
    headers: c.headers,
    payload: { kind, period, amount },
  });

describe('player protection at bet acceptance (issue 17 item 2)', () => {
  let t: TestApp;
  useBettingApp((app) => (t = app));

  it('a loss limit of 500 refuses the sports bet whose worst case would pass it, and accepts a smaller one', async () => {
    const c = await customer(t);
    expect((await setLimit(t, c, 'loss', 'day', 500)).statusCode).toBe(200);
    const before = await moneyOf(t, c.id);
    const over = await bookmakerBack(c, openBookmaker(t), 600);
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe('Loss limit reached');
    expect(await placedCount(t, c.id)).toBe(0);
    expect(await moneyOf(t, c.id)).toEqual(before);
    const fits = await bookmakerBack(c, openBookmaker(t), 400);
    expect(fits.statusCode, fits.body).toBe(200);
    // The open bet's worst case counts: 400 + 200 would pass 500.
    const more = await bookmakerBack(c, openBookmaker(t), 200);
    expect(more.statusCode).toBe(403);
    expect(more.json().message).toBe('Loss limit reached');
    expect(await placedCount(t, c.id)).toBe(1);
  });

  it('refuses exchange orders past the loss limit, counting the orders it holds', async () => {
    const c = await customer(t);
    expect((await setLimit(t, c, 'loss', 'week', 500)).statusCode).toBe(200);
    const over = await c.bet(placement(openMarket(t), 'back', 600));
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe('Loss limit reached');
    expect(await placedCount(t, c.id)).toBe(0);
    const fits = await c.bet(placement(openMarket(t), 'back', 300));
    expect(fits.statusCode, fits.body).toBe(200);
    const more = await c.bet(placement(openMarket(t), 'back', 300, 1));
    expect(more.statusCode).toBe(403);
    expect(more.json().message).toBe('Loss limit reached');
    expect(await placedCount(t, c.id)).toBe(1);
    // Lowering the limit reaches the engine at once (its account table is read again).
    expect((await setLimit(t, c, 'loss', 'week', 350)).statusCode).toBe(200);
    const small = await c.bet(placement(openMarket(t), 'back', 100, 1));
    expect(small.statusCode).toBe(403);
  });

  it('refuses exchange orders past the stake limit', async () => {
    const c = await customer(t);
    expect((await setLimit(t, c, 'stake', 'month', 500)).statusCode).toBe(200);
    expect((await c.bet(placement(openMarket(t), 'back', 300))).statusCode).toBe(200);
    const over = await c.bet(placement(openMarket(t), 'lay', 300));
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe('Stake limit reached');
    expect((await c.bet(placement(openMarket(t), 'lay', 200))).statusCode).toBe(200);
  });

  it("answers Betfair's codes through placeOrders: LOSS_LIMIT_EXCEEDED and PERMISSION_DENIED", async () => {
    const order = async (c: Customer, size: number) => {
      const market = openMarket(t);
      const runner = market.runners[0]!;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/exchange/betting/rest/v1.0/placeOrders',
        headers: c.headers,
        payload: {
          marketId: market.marketId,
          instructions: [
            {
              orderType: 'LIMIT',
              selectionId: Number(runner.selectionId),
              handicap: 0,
              side: 'BACK',
              limitOrder: { size, price: runner.ex.availableToBack[0]!.price, persistenceType: 'LAPSE' },
            },
          ],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { status: string; instructionReports: { errorCode?: string }[] };
    };
    const loss = await customer(t);
    expect((await setLimit(t, loss, 'loss', 'day', 100)).statusCode).toBe(200);
    expect(await order(loss, 200)).toMatchObject({
      status: 'FAILURE',
      instructionReports: [{ errorCode: 'LOSS_LIMIT_EXCEEDED' }],
    });
    const stake = await customer(t);
    expect((await setLimit(t, stake, 'stake', 'day', 100)).statusCode).toBe(200);
    expect(await order(stake, 200)).toMatchObject({
      status: 'FAILURE',
      instructionReports: [{ errorCode: 'PERMISSION_DENIED' }],
    });
  });

  it("rolls a day over at the brand's midnight (Asia/Kolkata)", async () => {
    const c = await customer(t);
    const set = await setLimit(t, c, 'stake', 'day', 500);
    const day = set
      .json()
      .data.limits.find((l: { kind: string; period: string }) => l.kind === 'stake' && l.period === 'day');
    // The fake clock starts 2026-11-21 12:00 UTC: the Kolkata day ends at 18:30 UTC.
    expect(day.periodEndMs).toBe(Date.UTC(2026, 10, 21, 18, 30));
    expect((await bookmakerBack(c, openBookmaker(t), 400)).statusCode).toBe(200);
    const over = await bookmakerBack(c, openBookmaker(t), 200);
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe('Stake limit reached');
    const status = await c.get('/api/rg/status');
    const used = status
      .json()
      .data.limits.find((l: { kind: string; period: string }) => l.kind === 'stake' && l.period === 'day');
    expect(used).toMatchObject({ amount: 500, used: 400, remaining: 100 });

    t.clock.advance(day.periodEndMs - t.clock.now() - 60_000);
    t.feed!.tick();
    const stillToday = await bookmakerBack(c, openBookmaker(t), 200);
    if (t.clock.now() < day.periodEndMs) expect(stillToday.statusCode).toBe(403);
    t.clock.advance(Math.max(0, day.periodEndMs - t.clock.now()));
    t.feed!.tick();
    const tomorrow = await bookmakerBack(c, openBookmaker(t), 200);
    expect(tomorrow.statusCode, tomorrow.body).toBe(200);
  });
});

describe('the stake limit counts casino and sports bets together (issue 17 item 1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { houseCapMinor: 1e13 },
      { withFeed: true, withDealer: true, dealerGames: [GAMES.lucky7] },
    );
  });
  afterAll(() => t.close());

  it('refuses the bet that would take the day past the limit, whichever kind it is', async () => {
    const c = await customer(t);
    expect((await setLimit(t, c, 'stake', 'day', 500)).statusCode).toBe(200);
    const table = t.dealer!.table('lucky7')!;
    await stepUntil(t, () => table.isOpen && (table.round?.autotime ?? 0) > 10, 120);
    const casino = await c.bet(casinoPlacement(table, 1, 'back', 300));
    expect(casino.statusCode, casino.body).toBe(200);
    // Sports bets wait their bet delay on the clock.
    t.clock.autoAdvance = true;
    try {
      const over = await bookmakerBack(c, openBookmaker(t), 300);
      expect(over.statusCode).toBe(403);
      expect(over.json().message).toBe('Stake limit reached');
      expect((await bookmakerBack(c, openBookmaker(t), 200)).statusCode).toBe(200);
    } finally {
      t.clock.autoAdvance = false;
    }
    await stepUntil(t, () => table.isOpen && (table.round?.autotime ?? 0) > 10, 120);
    const full = await c.bet(casinoPlacement(table, 1, 'back', 100));
    expect(full.statusCode).toBe(403);
    expect(full.json().message).toBe('Stake limit reached');
    await expectLedgerBalanced(t.handle.db);
  });
});
