import { describe, expect, it } from 'vitest';
import type { FancyBet, RunnerBet } from './bets';
import { settleBet } from './settle';

const back: RunnerBet = { kind: 'odds', side: 'back', selectionId: 'A', stakeMinor: 1000, odds: 3 };
const no: FancyBet = { kind: 'fancy', side: 'lay', line: 40, rate: 80, stakeMinor: 1000 };

describe('settleBet', () => {
  it('pays the winner, the declared runs, and 0 when void', () => {
    expect(settleBet(back, { void: false, winnerSelectionId: 'A' })).toBe(2000);
    expect(settleBet(back, { void: false, winnerSelectionId: 'B' })).toBe(-1000);
    expect(settleBet(no, { void: false, runs: 39 })).toBe(1000);
    expect(settleBet(no, { void: false, runs: 40 })).toBe(-800);
    expect(settleBet(back, { void: true })).toBe(0);
    expect(settleBet(no, { void: true })).toBe(0);
  });
  it('refuses a result of the wrong shape and malformed bets, even when void', () => {
    expect(() => settleBet(back, { void: false, runs: 10 })).toThrow(RangeError);
    expect(() => settleBet(no, { void: false, winnerSelectionId: 'A' })).toThrow(RangeError);
    expect(() => settleBet({ ...back, stakeMinor: 0.5 }, { void: true })).toThrow(RangeError);
    expect(() => settleBet(no, { void: false, runs: -1 })).toThrow(RangeError);
  });
});
