import { MAX_BOOKMAKER_RATE, type BookmakerMarket } from '@backlay/contracts';
import { MAX_BOOKMAKER_RATE as LADDER_TOP_RATE } from '@backlay/exchange';
import { createRng } from '@backlay/pricing';
import { describe, expect, it } from 'vitest';
import { bookmakerMarket } from '../../feed/index';
import type { TestApp } from '../../test/harness';
import { betCount, customer, openMarket, placement, useBettingApp } from './test-kit';

/** Issue 12: what the server offers it accepts: Bookmaker rates above 1000, up to MAX_BOOKMAKER_RATE. */
describe('Bookmaker rates above 1000 (issue 12)', () => {
  let t: TestApp;
  useBettingApp((app) => (t = app));

  /**
   * An open in-play Bookmaker market, re-quoted by the feed's own builder for a near-decided match at
   * the Bookmaker limits (0.97 / 0.03; beyond them the runners are suspended, issue 19 item 5).
   */
  function nearDecidedBookmaker(): BookmakerMarket {
    for (let i = 0; i < 500; i++) {
      for (const entry of t.feed!.matches(4).filter((m) => m.phase === 'inplay'))
        for (const key of entry.marketKeys) {
          const value = t.feed!.store.get(key)?.value as BookmakerMarket | undefined;
          if (!value || !('runners' in value) || 'totalMatched' in value || value.status !== 'OPEN') continue;
          const basics = { ...value, inplay: true, suspended: false, rng: createRng(key), elapsedMs: 0 };
          const runners = value.runners.map((r, n) => ({ ...r, probability: n === 0 ? 0.97 : 0.03 }));
          const decided = bookmakerMarket(basics, runners).value as BookmakerMarket;
          t.feed!.store.put(key, value.matchId, decided);
          return decided;
        }
      t.clock.advance(15_000);
      t.feed!.tick();
    }
    throw new Error('no open Bookmaker market');
  }

  it('accepts a Bookmaker back and lay at the offered rates above 1000 (3168 / 3301)', async () => {
    expect(MAX_BOOKMAKER_RATE).toBe(LADDER_TOP_RATE);
    const c = await customer(t);
    const market = nearDecidedBookmaker();
    const outsider = market.runners[1]!;
    expect([outsider.back, outsider.lay]).toEqual([3168, 3301]);
    const bet = (type: 'back' | 'lay', oddsReq: number) =>
      c.bet({
        matchId: market.matchId,
        marketId: market.marketId,
        markettype: 'Bookmaker',
        selectionId: outsider.selectionId,
        type,
        oddsReq,
        stake: 100,
      });
    const back = await bet('back', outsider.back);
    expect(back.statusCode, back.body).toBe(200);
    const lay = await bet('lay', outsider.lay);
    expect(lay.statusCode, lay.body).toBe(200);
    const row = (await c.get(`/api/bet/${back.json().betId}`)).json().data;
    expect(row).toMatchObject({ markettype: 'Bookmaker', oddsReq: 3168, stake: 100 });
    const above = await bet('back', MAX_BOOKMAKER_RATE + 1);
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toBe(`body.oddsReq must be <= ${MAX_BOOKMAKER_RATE}`);
  });

  it('still caps exchange odds at 1000 through the ladder check', async () => {
    const c = await customer(t);
    const res = await c.bet(placement(openMarket(t), 'back', 200, 0, { oddsReq: 1500 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Odds 1500 are not on the price ladder');
    expect(await betCount(t, c.id)).toBe(0);
  });
});
