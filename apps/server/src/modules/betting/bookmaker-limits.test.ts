import type { BookmakerMarket } from '@backlay/contracts';
import { createRng } from '@backlay/pricing';
import { describe, expect, it } from 'vitest';
import { bookmakerMarket } from '../../feed/index';
import type { TestApp } from '../../test/harness';
import { betCount, customer, useBettingApp } from './test-kit';

/**
 * Issue 19 item 5 (docs/rules/sports.md "Bookmaker limits"): a Bookmaker runner priced above 0.97 or
 * below 0.03 is SUSPENDED with no rates, and the bet path refuses it.
 */
describe('Bookmaker limits on the bet path (issue 19 item 5)', () => {
  let t: TestApp;
  useBettingApp((app) => (t = app));

  /**
   * A listed pre-match soccer Bookmaker (1X2) market, re-quoted by the feed's own builder at
   * `probabilities` and stored as the feed would publish it (the feed republishes a pre-match
   * market only when it starts).
   */
  function requoted(probabilities: number[], marketId?: string): BookmakerMarket {
    for (const entry of t.feed!.matches(1).filter((m) => m.phase === 'scheduled'))
      for (const key of entry.marketKeys) {
        if (marketId !== undefined && key !== marketId) continue;
        const value = t.feed!.store.get(key)?.value as BookmakerMarket | undefined;
        if (!value || !key.startsWith('2.') || value.status !== 'OPEN') continue;
        const basics = { ...value, inplay: false, suspended: false, rng: createRng(key), elapsedMs: -1 };
        const runners = value.runners.map((r, n) => ({ ...r, probability: probabilities[n]! }));
        const market = bookmakerMarket(basics, runners).value as BookmakerMarket;
        t.feed!.store.put(key, value.matchId, market);
        return market;
      }
    throw new Error('no pre-match Bookmaker market');
  }

  it('refuses a back or lay on a suspended runner and takes one on a quoted runner of the same market', async () => {
    const c = await customer(t);
    const market = requoted([0.49, 0.02, 0.49]);
    expect(market.status).toBe('OPEN');
    expect(market.runners.map((r) => r.status)).toEqual(['ACTIVE', 'SUSPENDED', 'ACTIVE']);
    const bet = (index: number, type: 'back' | 'lay', oddsReq: number) =>
      c.bet({
        matchId: market.matchId,
        marketId: market.marketId,
        markettype: 'Bookmaker',
        selectionId: market.runners[index]!.selectionId,
        type,
        oddsReq,
        stake: 100,
      });
    const before = await betCount(t, c.id);
    // The rates it had before the limit, and a lay at any rate: refused.
    for (const [type, rate] of [
      ['back', 4800],
      ['lay', 5000],
      ['back', 1],
    ] as const) {
      const res = await bet(1, type, rate);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe('Bet rate changed!');
    }
    expect(await betCount(t, c.id)).toBe(before);
    const quoted = market.runners[0]!;
    const ok = await bet(0, 'back', quoted.back);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await betCount(t, c.id)).toBe(before + 1);
  });

  it('suspends the whole market when no runner is left quoted; a bet or a cash out is refused', async () => {
    const c = await customer(t);
    const open = requoted([0.5, 0.3, 0.2]);
    const runner = open.runners[0]!;
    const body = {
      matchId: open.matchId,
      marketId: open.marketId,
      markettype: 'Bookmaker' as const,
      selectionId: runner.selectionId,
      type: 'back' as const,
      oddsReq: runner.back,
      stake: 100,
    };
    expect((await c.bet(body)).statusCode).toBe(200);
    const decided = requoted([0.985, 0.01, 0.005], open.marketId);
    expect(decided.status).toBe('SUSPENDED');
    expect(decided.runners.map((r) => [r.status, r.back, r.lay])).toEqual([
      ['SUSPENDED', 0, 0],
      ['SUSPENDED', 0, 0],
      ['SUSPENDED', 0, 0],
    ]);
    const again = await c.bet(body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Bet rate changed!');
    // No rate to hedge at: refused as on a suspended exchange market, not a server error.
    const bets = await betCount(t, c.id);
    const cashOut = await c.bet({ ...body, Narration: 'Cash out' });
    expect(cashOut.statusCode, cashOut.body).toBe(400);
    expect(cashOut.json().message).toBe('There is nothing to cash out in this market');
    expect(await betCount(t, c.id)).toBe(bets);
  });
});
