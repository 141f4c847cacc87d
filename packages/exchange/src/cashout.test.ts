import { describe, expect, it } from 'vitest';
import type { RunnerBet } from './bets';
import { runnerBook, runnerExposure } from './book';
import { cashOutFills, cashOutHedge, cashOutOrder, greenUp, largestImbalance } from './cashout';
import { oddsBet as bet } from './test-arbitraries';

describe('cashOutHedge', () => {
  const backA = [bet('back', 'A', 100000, 2.5)];
  it('returns undefined when there is nothing to hedge or no price on the needed side', () => {
    expect(cashOutHedge([], 'A', { selectionId: 'A', bestLay: 2 })).toBeUndefined();
    expect(cashOutHedge(backA, 'B', { selectionId: 'B', bestBack: 2, bestLay: 2.02 })).toBeUndefined();
    expect(cashOutHedge(backA, 'A', { selectionId: 'A', bestBack: 2 })).toBeUndefined();
    const level = [bet('back', 'A', 100, 2), bet('lay', 'A', 100, 2)];
    expect(cashOutHedge(level, 'A', { selectionId: 'A', bestBack: 2, bestLay: 2 })).toBeUndefined();
  });
  it('counts only the bets on the runner', () => {
    const bets = [...backA, bet('back', 'B', 5000, 10)];
    expect(cashOutHedge(bets, 'A', { selectionId: 'A', bestLay: 2 })).toEqual(bet('lay', 'A', 125000, 2));
  });
  it('hedges a Bookmaker position with a Bookmaker bet', () => {
    const bm: RunnerBet = { kind: 'bookmaker', side: 'lay', selectionId: 'A', stakeMinor: 1000, odds: 1.5 };
    expect(cashOutHedge([bm], 'A', { selectionId: 'A', bestBack: 1.25 })).toEqual({
      ...bm,
      side: 'back',
      stakeMinor: 1200,
      odds: 1.25,
    });
  });
  it('rounds a lay stake down when rounding up would worsen the worst case (tiny stake, high odds)', () => {
    const tiny = [bet('back', 'A', 10, 1.5)]; // W = +5, L = -10: lay 15 / 10 = 1.5 -> half-even 2 would make W = -13
    const hedge = cashOutHedge(tiny, 'A', { selectionId: 'A', bestLay: 10 });
    expect(hedge).toEqual(bet('lay', 'A', 1, 10));
    expect(runnerBook([...tiny, hedge!], ['A', 'B'])).toEqual({ A: -4, B: -9 });
    expect(runnerExposure([...tiny, hedge!], ['A', 'B'])).toBeLessThanOrEqual(
      runnerExposure(tiny, ['A', 'B']),
    );
  });
  it('refuses bad prices, kinds and fractions', () => {
    expect(() => cashOutHedge(backA, 'A', { selectionId: 'A', bestLay: 2.01 })).toThrow(RangeError);
    expect(() => cashOutHedge(backA, 'A', { selectionId: 'A', bestLay: 1 })).toThrow(RangeError);
    expect(() => cashOutHedge(backA, 'A', { selectionId: 'B', bestLay: 2 })).toThrow(RangeError);
    for (const f of [0, -0.5, 1.01, Number.NaN]) {
      expect(() => cashOutHedge(backA, 'A', { selectionId: 'A', bestLay: 2 }, f)).toThrow(RangeError);
    }
    const casino: RunnerBet = { kind: 'casino', side: 'back', selectionId: 'A', stakeMinor: 100, odds: 1.98 };
    expect(() => cashOutHedge([casino], 'A', { selectionId: 'A', bestLay: 2 })).toThrow(RangeError);
    const mixed: RunnerBet[] = [...backA, { ...backA[0]!, kind: 'bookmaker' }];
    expect(() => cashOutHedge(mixed, 'A', { selectionId: 'A', bestLay: 2 })).toThrow(RangeError);
  });
  it('on a position over several runners a single-runner hedge can raise exposure (dutching)', () => {
    // The "it lowers exposure" claim of docs/rules/exchange.md holds for a position on one runner
    // (property test); here backs on every runner make cashing out the largest one worse.
    const ids = ['A', 'B', 'C'];
    const dutch = [bet('back', 'A', 10000, 2), bet('back', 'B', 9500, 2), bet('back', 'C', 9500, 2)];
    expect(largestImbalance(dutch, ids)).toBe('A');
    const hedge = cashOutHedge(dutch, 'A', { selectionId: 'A', bestLay: 2 })!;
    expect(runnerExposure(dutch, ids)).toBe(10000);
    expect(runnerExposure([...dutch, hedge], ids)).toBe(19000);
  });
});

describe('largestImbalance', () => {
  it('picks the largest |W - L|, the first on a tie, undefined when level', () => {
    expect(largestImbalance([], ['A', 'B'])).toBeUndefined();
    expect(largestImbalance([bet('back', 'B', 100, 2), bet('lay', 'A', 100, 2)], ['A', 'B'])).toBe('A');
    expect(largestImbalance([bet('back', 'B', 100, 2), bet('lay', 'A', 99, 2)], ['A', 'B'])).toBe('B');
  });
  it('refuses bets on unlisted runners', () => {
    expect(() => largestImbalance([bet('back', 'C', 100, 2)], ['A', 'B'])).toThrow(RangeError);
  });
});

describe('greenUp', () => {
  it('returns [] with no bets or no prices, skips runners without a price', () => {
    expect(greenUp([], [{ selectionId: 'A', bestLay: 2 }])).toEqual([]);
    expect(greenUp([bet('back', 'A', 100, 2)], [])).toEqual([]);
    const bets = [bet('back', 'A', 1000, 2), bet('back', 'B', 1000, 4)];
    expect(greenUp(bets, [{ selectionId: 'A' }, { selectionId: 'B', bestLay: 4 }])).toEqual([
      bet('lay', 'B', 1000, 4),
    ]);
  });
  it('applies the fraction to every hedge', () => {
    const bets = [bet('back', 'A', 1000, 2), bet('lay', 'B', 1000, 4)];
    const prices = [
      { selectionId: 'A', bestBack: 1.9, bestLay: 2 },
      { selectionId: 'B', bestBack: 4, bestLay: 4.1 },
    ];
    expect(greenUp(bets, prices, 0.5)).toEqual([bet('lay', 'A', 500, 2), bet('back', 'B', 500, 4)]);
  });
  it('refuses duplicated runners', () => {
    expect(() => greenUp([], [{ selectionId: 'A' }, { selectionId: 'A' }])).toThrow(RangeError);
  });
});

describe('cashOutOrder (against the book, issue 14)', () => {
  const back = [bet('back', 'A', 10_000, 3)];
  const pnlOf = (bets: RunnerBet[]) => runnerBook(bets, ['A', 'B']);

  it('takes whole levels, then the rest of the last: the worked example levels the runner', () => {
    const order = cashOutOrder(back, 'A', [
      { priceH: 250, sizeMinor: 4_000 },
      { priceH: 260, sizeMinor: 20_000 },
    ]);
    expect(order).toEqual({ side: 'lay', priceH: 260, stakeMinor: 11_692 });
    // Filled as the book would: 4,000 at 2.5, 7,692 at 2.6. Level to within a minor unit.
    const after = pnlOf([...back, bet('lay', 'A', 4_000, 2.5), bet('lay', 'A', 7_692, 2.6)]);
    expect(Math.abs(after.A! - after.B!)).toBeLessThanOrEqual(1);
    // cashOutFills gives those fills, the bets the site prices its quote from.
    const fills = cashOutFills(back, 'A', [
      { priceH: 250, sizeMinor: 4_000 },
      { priceH: 260, sizeMinor: 20_000 },
    ]);
    expect(fills).toEqual([bet('lay', 'A', 4_000, 2.5), bet('lay', 'A', 7_692, 2.6)]);
    expect(cashOutFills(back, 'B', [{ priceH: 250, sizeMinor: 1_000 }])).toEqual([]);
  });

  it('takes one level when it is deep enough, like cashOutHedge at that price', () => {
    const order = cashOutOrder(back, 'A', [{ priceH: 250, sizeMinor: 1_000_000 }]);
    const hedge = cashOutHedge(back, 'A', { selectionId: 'A', bestLay: 2.5 });
    expect(order).toEqual({ side: 'lay', priceH: 250, stakeMinor: hedge!.stakeMinor });
  });

  it('backs a lay position against resting lays, takes a fraction, and takes all of a thin book', () => {
    const lay = [bet('lay', 'A', 10_000, 3)];
    expect(cashOutOrder(lay, 'A', [{ priceH: 350, sizeMinor: 100_000 }])).toEqual({
      side: 'back',
      priceH: 350,
      stakeMinor: 8_571, // 30,000 / 3.5
    });
    expect(cashOutOrder(back, 'A', [{ priceH: 250, sizeMinor: 100_000 }], 0.5)).toEqual({
      side: 'lay',
      priceH: 250,
      stakeMinor: 6_000,
    });
    expect(cashOutOrder(back, 'A', [{ priceH: 250, sizeMinor: 3_000 }])).toEqual({
      side: 'lay',
      priceH: 250,
      stakeMinor: 3_000,
    });
  });

  it('returns undefined for a level runner or an empty book, and refuses other kinds', () => {
    expect(cashOutOrder(back, 'B', [{ priceH: 250, sizeMinor: 1_000 }])).toBeUndefined();
    expect(cashOutOrder(back, 'A', [])).toBeUndefined();
    expect(cashOutOrder([], 'A', [{ priceH: 250, sizeMinor: 1_000 }])).toBeUndefined();
    expect(() =>
      cashOutOrder(
        [{ kind: 'bookmaker', side: 'back', selectionId: 'A', stakeMinor: 100, odds: 1.5 }],
        'A',
        [],
      ),
    ).toThrow(RangeError);
    expect(() => cashOutOrder(back, 'A', [], 0)).toThrow(RangeError);
  });
});
