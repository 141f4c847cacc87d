import { describe, expect, it } from 'vitest';
import {
  assertBet,
  bookmakerOdds,
  fancyBetPnl,
  liabilityMinor,
  profitMinor,
  runnerBetPnl,
  type FancyBet,
  type RunnerBet,
} from './bets';

const bet = (over: Partial<RunnerBet>): RunnerBet => ({
  kind: 'odds',
  side: 'back',
  selectionId: 'A',
  stakeMinor: 10000,
  odds: 2.5,
  ...over,
});
const fancy = (over: Partial<FancyBet>): FancyBet => ({
  kind: 'fancy',
  side: 'back',
  line: 50,
  rate: 100,
  stakeMinor: 10000,
  ...over,
});

describe('bookmakerOdds', () => {
  it('is 1 + rate/100', () => {
    expect(bookmakerOdds(45)).toBe(1.45);
    expect(bookmakerOdds(100)).toBe(2);
    expect(bookmakerOdds(7)).toBe(1.07);
  });
  it('refuses rates that are not whole percentages >= 1', () => {
    for (const r of [0, -5, 4.5, Number.NaN]) expect(() => bookmakerOdds(r)).toThrow(RangeError);
  });
});

describe('runner bet P&L, liability, profit (docs/rules/exchange.md table)', () => {
  it('back: +S(o-1) / -S, liability S', () => {
    const b = bet({});
    expect(runnerBetPnl(b, 'A')).toBe(15000);
    expect(runnerBetPnl(b, 'B')).toBe(-10000);
    expect(liabilityMinor(b)).toBe(10000);
    expect(profitMinor(b)).toBe(15000);
  });
  it('lay: -S(o-1) / +S, liability S(o-1)', () => {
    const b = bet({ side: 'lay' });
    expect(runnerBetPnl(b, 'A')).toBe(-15000);
    expect(runnerBetPnl(b, 'B')).toBe(10000);
    expect(liabilityMinor(b)).toBe(15000);
    expect(profitMinor(b)).toBe(10000);
  });
  it('Bookmaker is Match Odds with o = 1 + r/100, exact in hundredths', () => {
    const b = bet({ kind: 'bookmaker', odds: 1 + 7 / 100, stakeMinor: 333 });
    expect(runnerBetPnl(b, 'A')).toBe(23); // 333 * 0.07 = 23.31
    const lay = bet({ kind: 'bookmaker', side: 'lay', odds: 1.47, stakeMinor: 200000 });
    expect(liabilityMinor(lay)).toBe(94000);
  });
  it('casino back: (rate - 1) x stake, loss = stake (docs/rules/specification.md §9)', () => {
    const b = bet({ kind: 'casino', odds: 1.98, stakeMinor: 10000 });
    expect(runnerBetPnl(b, 'A')).toBe(9800);
    expect(runnerBetPnl(b, 'B')).toBe(-10000);
    expect(profitMinor(b)).toBe(9800);
    expect(liabilityMinor(b)).toBe(10000);
  });
  it('rounds S(o-1) half-even once, and a lay is exactly minus the back', () => {
    const back = bet({ odds: 1.5, stakeMinor: 1 }); // 0.5 -> 0
    expect(runnerBetPnl(back, 'A')).toBe(0);
    expect(Object.is(runnerBetPnl({ ...back, side: 'lay' }, 'A'), 0)).toBe(true);
    expect(runnerBetPnl(bet({ odds: 1.5, stakeMinor: 3 }), 'A')).toBe(2); // 1.5 -> 2
    expect(runnerBetPnl(bet({ side: 'lay', odds: 1.5, stakeMinor: 3 }), 'A')).toBe(-2);
    expect(runnerBetPnl(bet({ odds: 1.05, stakeMinor: 50 }), 'A')).toBe(2); // 2.5 -> 2
    expect(liabilityMinor(bet({ side: 'lay', odds: 1.05, stakeMinor: 70 }))).toBe(4); // 3.5 -> 4
  });
});

describe('fancy bet P&L (Yes = back, No = lay)', () => {
  it('Yes wins S*r/100 when R >= L, loses S when R < L; No the opposite', () => {
    const yes = fancy({ rate: 90 });
    expect(fancyBetPnl(yes, 50)).toBe(9000);
    expect(fancyBetPnl(yes, 49)).toBe(-10000);
    const no = fancy({ side: 'lay', rate: 110 });
    expect(fancyBetPnl(no, 50)).toBe(-11000);
    expect(fancyBetPnl(no, 0)).toBe(10000);
    expect(liabilityMinor(no)).toBe(11000);
    expect(profitMinor(no)).toBe(10000);
    expect(liabilityMinor(yes)).toBe(10000);
    expect(profitMinor(yes)).toBe(9000);
  });
  it('accepts rates with 2 decimals and rounds once', () => {
    expect(fancyBetPnl(fancy({ rate: 87.5, stakeMinor: 3 }), 60)).toBe(3); // 2.625
    expect(fancyBetPnl(fancy({ rate: 50, stakeMinor: 5 }), 60)).toBe(2); // 2.5 -> 2
  });
});

describe('boundary assertions (RangeError)', () => {
  const runnerCases: [string, Partial<RunnerBet>][] = [
    ['non-integer stake', { stakeMinor: 100.5 }],
    ['zero stake', { stakeMinor: 0 }],
    ['negative stake', { stakeMinor: -100 }],
    ['unsafe stake', { stakeMinor: 2 ** 53 }],
    ['odds = 1', { odds: 1 }],
    ['odds < 1', { odds: 0.5 }],
    ['odds NaN', { odds: Number.NaN }],
    ['exchange odds off the ladder (2.01)', { odds: 2.01 }],
    ['exchange odds off the ladder (1.015)', { odds: 1.015 }],
    ['Bookmaker odds with 3 decimals', { kind: 'bookmaker', odds: 1.455 }],
    ['Bookmaker odds = 1', { kind: 'bookmaker', odds: 1 }],
    ['casino odds with 3 decimals', { kind: 'casino', odds: 1.985 }],
    ['casino lay', { kind: 'casino', side: 'lay', odds: 1.98 }],
    ['unknown side', { side: 'up' as never }],
    ['unknown kind', { kind: 'spread' as never }],
    ['empty selection', { selectionId: '' }],
  ];
  for (const [name, over] of runnerCases) {
    it(`runner bet: ${name}`, () => {
      const b = bet(over);
      expect(() => runnerBetPnl(b, 'A')).toThrow(RangeError);
      expect(() => liabilityMinor(b)).toThrow(RangeError);
      expect(() => profitMinor(b)).toThrow(RangeError);
      expect(() => assertBet(b)).toThrow(RangeError);
    });
  }
  it('accepts off-ladder 2-decimal odds for Bookmaker and casino', () => {
    expect(runnerBetPnl(bet({ kind: 'bookmaker', odds: 2.01 }), 'A')).toBe(10100);
    expect(runnerBetPnl(bet({ kind: 'casino', odds: 2.01 }), 'A')).toBe(10100);
  });
  it('runner bet: empty winner', () => {
    expect(() => runnerBetPnl(bet({}), '')).toThrow(RangeError);
  });
  const fancyCases: [string, Partial<FancyBet>][] = [
    ['non-integer stake', { stakeMinor: 1.5 }],
    ['negative line', { line: -1 }],
    ['fractional line', { line: 52.5 }],
    ['zero rate', { rate: 0 }],
    ['rate with 3 decimals', { rate: 90.125 }],
    ['unknown side', { side: 'yes' as never }],
  ];
  for (const [name, over] of fancyCases) {
    it(`fancy bet: ${name}`, () => {
      const b = fancy(over);
      expect(() => fancyBetPnl(b, 10)).toThrow(RangeError);
      expect(() => liabilityMinor(b)).toThrow(RangeError);
      expect(() => assertBet(b)).toThrow(RangeError);
    });
  }
  it('fancy bet: runs that are negative or fractional', () => {
    expect(() => fancyBetPnl(fancy({}), -1)).toThrow(RangeError);
    expect(() => fancyBetPnl(fancy({}), 3.5)).toThrow(RangeError);
  });
});
