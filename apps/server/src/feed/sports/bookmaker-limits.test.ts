import { bookmakerLayRate, bookmakerRate } from '@backlay/exchange';
import type { BookmakerMarket } from '@backlay/contracts';
import { createRng } from '@backlay/pricing';
import { describe, expect, it } from 'vitest';
import { loadReplays } from '../replay/load';
import type { MarketRecord, SportFeed } from '../types';
import { cricketFeed } from './cricket';
import { BOOKMAKER_PROBABILITY_LIMITS, bookmakerMarket, type MarketBasics } from './markets';
import { tennisFeed } from './tennis';

/** Issue 19 item 5: Bookmaker limits (docs/rules/sports.md "Bookmaker limits"). */
const basics = (suspended = false): MarketBasics => ({
  marketId: '2.4000000101',
  marketName: 'Bookmaker',
  matchId: '40000001',
  inplay: true,
  suspended,
  rng: createRng('bm'),
  elapsedMs: 60_000,
});
const quote = (probabilities: number[], suspended = false) =>
  bookmakerMarket(
    basics(suspended),
    probabilities.map((probability, i) => ({
      selectionId: String(i + 1),
      runnerName: `R${i + 1}`,
      probability,
    })),
  ).value as Omit<BookmakerMarket, 'version'>;
const rows = (m: Omit<BookmakerMarket, 'version'>) =>
  m.runners.map((r) => [r.status, r.back, r.lay, r.backSize, r.laySize]);

describe('bookmakerMarket limits', () => {
  it('quotes runners from 0.03 to 0.97 inclusive', () => {
    expect(BOOKMAKER_PROBABILITY_LIMITS).toEqual({ min: 0.03, max: 0.97 });
    const edge = quote([0.97, 0.03]);
    expect(edge.status).toBe('OPEN');
    expect(rows(edge)).toEqual([
      ['ACTIVE', bookmakerRate(0.97), bookmakerLayRate(0.97), 100_000, 100_000],
      ['ACTIVE', 3168, 3301, 100_000, 100_000],
    ]);
    expect(edge.betDelay).toBe(2);
  });

  it('suspends a runner past the limits with no rates, the market staying open for the others', () => {
    const m = quote([0.49, 0.49, 0.02]);
    expect(m.status).toBe('OPEN');
    expect(rows(m)).toEqual([
      ['ACTIVE', bookmakerRate(0.49), bookmakerLayRate(0.49), 100_000, 100_000],
      ['ACTIVE', bookmakerRate(0.49), bookmakerLayRate(0.49), 100_000, 100_000],
      ['SUSPENDED', 0, 0, 0, 0],
    ]);
  });

  it('suspends the whole market when no runner is left quoted (a near-decided match)', () => {
    for (const probabilities of [
      [0.999, 0.001],
      [0.975, 0.025],
      [0.98, 0.015, 0.005],
    ]) {
      const m = quote(probabilities);
      expect(m.status).toBe('SUSPENDED');
      expect(m.runners.every((r) => r.status === 'SUSPENDED' && r.back === 0 && r.lay === 0)).toBe(true);
    }
  });

  it('keeps the rates of a market suspended by its match (Ball Running), runners SUSPENDED', () => {
    const m = quote([0.6, 0.4], true);
    expect(m.status).toBe('SUSPENDED');
    expect(rows(m)).toEqual([
      ['SUSPENDED', bookmakerRate(0.6), bookmakerLayRate(0.6), 100_000, 100_000],
      ['SUSPENDED', bookmakerRate(0.4), bookmakerLayRate(0.4), 100_000, 100_000],
    ]);
    expect(() => quote([1.2, -0.2])).toThrow(RangeError);
  });
});

describe('Bookmaker limits over the shipped replays', () => {
  /** The Bookmaker of a step's markets. */
  const bookmakerOf = (records: MarketRecord[]) =>
    records.find((r) => r.kind === 'bookmaker')!.value as Omit<BookmakerMarket, 'version'>;
  const top = bookmakerLayRate(BOOKMAKER_PROBABILITY_LIMITS.min);

  it('never offers a rate above the 0.03 runner’s (3301), and suspends every near-decided cricket and tennis match', () => {
    const cricket = loadReplays('cricket');
    const tennis = loadReplays('tennis');
    const feeds = [
      cricketFeed(cricket.matches, cricket.attribution),
      tennisFeed(tennis.matches, tennis.attribution),
    ] as SportFeed<unknown, unknown>[];
    let steps = 0;
    let limited = 0;
    let decided = 0;
    for (const feed of feeds)
      for (const replay of feed.replays) {
        const ctx = { matchId: '40000001', rng: createRng('l'), elapsedMs: 0 };
        const all = feed.timeline(replay, createRng('l'), 1).steps;
        // Every 40th step (a cricket step prices every Fancy row: ~20 ms) and the last few.
        const picked = all.filter((_, i) => i % 40 === 0 || i >= all.length - 3);
        for (const { state } of picked) {
          const bm = bookmakerOf(feed.markets(replay, state, ctx));
          steps++;
          for (const r of bm.runners) expect(Math.max(r.back, r.lay)).toBeLessThanOrEqual(top);
          if (bm.runners.some((r) => r.back === 0)) limited++;
        }
        // Decided at its last step: no rate left, the market suspended (not 97939 / 97940). A tie
        // (England v New Zealand 2019, Nepal v Oman 2023) ends the replay level at 50/50.
        if ((replay as { outcome?: { result?: string } }).outcome?.result === 'tie') continue;
        decided++;
        const last = bookmakerOf(feed.markets(replay, all.at(-1)!.state, ctx));
        expect(last.status).toBe('SUSPENDED');
        expect(last.runners.map((r) => [r.status, r.back, r.lay])).toEqual([
          ['SUSPENDED', 0, 0],
          ['SUSPENDED', 0, 0],
        ]);
      }
    expect(top).toBe(3301);
    expect(steps).toBeGreaterThan(500);
    expect(decided).toBe(26 - 2 + 15);
    expect(limited).toBeGreaterThan(decided);
  }, 60_000);
});
