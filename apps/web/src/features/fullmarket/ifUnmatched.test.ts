import { describe, expect, it } from 'vitest';
import { orderPnlIfWins, pnlIfUnmatchedMatch, restingOn, type RestingOrder } from './ifUnmatched';

const MO = '1.4000000101';
const order = (over: Partial<RestingOrder> = {}): RestingOrder => ({
  marketId: MO,
  selectionId: '1',
  side: 'BACK',
  priceSize: { price: 2.5, size: 100 },
  sizeRemaining: 100,
  status: 'EXECUTABLE',
  ...over,
});

describe('if unmatched bets match (issue 14 item 7)', () => {
  it("an order's remainder: a back wins s(p-1) on its runner and loses s on the others, a lay the opposite", () => {
    expect(orderPnlIfWins(order(), '1')).toBe(150);
    expect(orderPnlIfWins(order(), '2')).toBe(-100);
    const lay = order({ side: 'LAY', priceSize: { price: 3, size: 50 }, sizeRemaining: 20 });
    expect(orderPnlIfWins(lay, '1')).toBe(-40);
    expect(orderPnlIfWins(lay, '2')).toBe(20);
  });

  it('only the remaining size counts, not the placed size', () => {
    expect(orderPnlIfWins(order({ priceSize: { price: 2, size: 100 }, sizeRemaining: 30 }), '1')).toBe(30);
  });

  it('adds every order of both sides to the matched P&L, a runner without orders included', () => {
    const orders = [
      order({ selectionId: '1', side: 'BACK', priceSize: { price: 2.5, size: 100 }, sizeRemaining: 100 }),
      order({ selectionId: '2', side: 'LAY', priceSize: { price: 4, size: 10 }, sizeRemaining: 10 }),
      order({ selectionId: '1', side: 'LAY', priceSize: { price: 1.5, size: 40 }, sizeRemaining: 20 }),
    ];
    // Runner 1 wins: +150 (back) +10 (lay on 2 wins its stake) -10 (lay on 1 pays 20 × 0.5).
    expect(pnlIfUnmatchedMatch(96, '1', orders)).toBe(96 + 150 + 10 - 10);
    // Runner 2 wins: -100 (back on 1) -30 (lay on 2 pays 10 × 3) +20 (lay on 1 keeps its stake).
    expect(pnlIfUnmatchedMatch(-100, '2', orders)).toBe(-100 - 100 - 30 + 20);
    // Runner 3 (the draw) has no order: -100 +10 +20.
    expect(pnlIfUnmatchedMatch(0, '3', orders)).toBe(-70);
  });

  it('without orders it is the matched P&L; the sum is rounded to the cent', () => {
    expect(pnlIfUnmatchedMatch(12.5, '1', [])).toBe(12.5);
    const thirds = [order({ priceSize: { price: 1.01, size: 33.33 }, sizeRemaining: 33.33 })];
    expect(pnlIfUnmatchedMatch(0.1, '1', thirds)).toBe(0.43);
    expect(Object.is(pnlIfUnmatchedMatch(-0.001, '2', []), -0)).toBe(false);
  });

  it("keeps only this market's orders still resting", () => {
    const resting = order();
    const orders = [
      resting,
      order({ marketId: '1.4000000102' }),
      order({ status: 'EXECUTION_COMPLETE', sizeRemaining: 0 }),
      order({ sizeRemaining: 0 }),
    ];
    expect(restingOn(orders, MO)).toEqual([resting]);
    expect(restingOn(undefined, MO)).toEqual([]);
  });
});
