/**
 * Exposure with unmatched orders (docs/rules/exchange.md "Exposure with unmatched orders"): worked
 * examples and properties, 1000 runs each (seed in the title; rerun with FC_SEED=<seed>).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runnerExposure } from './book';
import { runnerExposureWithOrders } from './order-exposure';
import { FC_PARAMS, FC_SEED, idsOf, oddsBet as bet, runnerBetArb } from './test-arbitraries';

const AB = ['A', 'B'];

describe('runnerExposureWithOrders: worked examples', () => {
  it('reserves an unmatched back as its stake and an unmatched lay as its liability', () => {
    expect(runnerExposureWithOrders([], [bet('back', 'A', 1000, 2.5)], AB)).toBe(1000);
    expect(runnerExposureWithOrders([], [bet('lay', 'A', 1000, 2.5)], AB)).toBe(1500);
  });

  it('does not let an unmatched order offset a matched loss: it may never be matched', () => {
    // Matched back A 1000 @ 2.0 loses 1000 if B wins; the unmatched lay would win 1000 there only if matched.
    expect(runnerExposure([bet('back', 'A', 1000, 2)], AB)).toBe(1000);
    expect(runnerExposureWithOrders([bet('back', 'A', 1000, 2)], [bet('lay', 'A', 1000, 2)], AB)).toBe(1000);
  });

  it('adds the losses of unmatched orders on different runners in the same outcome', () => {
    // If C wins: unmatched backs on A and B both lose their stakes.
    const orders = [bet('back', 'A', 400, 3), bet('back', 'B', 600, 4)];
    expect(runnerExposureWithOrders([], orders, ['A', 'B', 'C'])).toBe(1000);
  });

  it('equals the matched exposure when nothing is unmatched', () => {
    const matched = [bet('back', 'A', 1000, 1.45), bet('lay', 'A', 2000, 1.47)];
    expect(runnerExposureWithOrders(matched, [], AB)).toBe(runnerExposure(matched, AB));
  });

  it('refuses an order on a runner not in the market', () => {
    expect(() => runnerExposureWithOrders([], [bet('back', 'Z', 100, 2)], AB)).toThrow(RangeError);
  });
});

describe(`runnerExposureWithOrders: properties (seed ${FC_SEED})`, () => {
  const market = fc.integer({ min: 2, max: 4 }).chain((n) => {
    const ids = idsOf(n);
    return fc.record({
      ids: fc.constant(ids),
      matched: fc.array(runnerBetArb('odds', ids), { maxLength: 5 }),
      unmatched: fc.array(runnerBetArb('odds', ids), { maxLength: 5 }),
      // For each unmatched order, the share of it that gets matched: none, part or all.
      fills: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 5, maxLength: 5 }),
    });
  });

  it('is never below the exposure of any way the orders may yet be matched', () => {
    fc.assert(
      fc.property(market, ({ ids, matched, unmatched, fills }) => {
        const reserved = runnerExposureWithOrders(matched, unmatched, ids);
        const filled = unmatched
          .map((order, i) => ({ ...order, stakeMinor: Math.floor((order.stakeMinor * fills[i]!) / 4) }))
          .filter((order) => order.stakeMinor > 0);
        expect(reserved).toBeGreaterThanOrEqual(runnerExposure([...matched, ...filled], ids));
      }),
      FC_PARAMS,
    );
  });

  it('is reached: with no orders it is the matched exposure, and an order never lowers it', () => {
    fc.assert(
      fc.property(market, ({ ids, matched, unmatched }) => {
        expect(runnerExposureWithOrders(matched, [], ids)).toBe(runnerExposure(matched, ids));
        expect(runnerExposureWithOrders(matched, unmatched, ids)).toBeGreaterThanOrEqual(
          runnerExposure(matched, ids),
        );
        // It is the exposure of one real outcome of the orders: each matched in full or not at all.
        const worstCase = ids.map((winner) => {
          const hurting = unmatched.filter((o) => (o.side === 'back') !== (o.selectionId === winner));
          return runnerExposure([...matched, ...hurting], ids);
        });
        expect(Math.max(0, ...worstCase)).toBe(runnerExposureWithOrders(matched, unmatched, ids));
      }),
      FC_PARAMS,
    );
  });
});
