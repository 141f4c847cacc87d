/**
 * Cash-out properties of docs/rules/exchange.md, 1000 runs each. The seed is in the describe title and
 * in fast-check's failure report; rerun with FC_SEED=<seed>.
 *
 * Rounding a hedge stake by e <= 1/2 minor unit moves that runner's level by e * o, so "one minor
 * unit per hedge" holds for hedge prices below 3.00 (tested as stated); over the whole ladder the
 * bound is ceil(o) minor units per hedge (tested too). "A hedge never raises exposure" holds for a
 * position on one runner (tested); on several runners it can fail (cashout.test.ts, dutching).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exposureCheck, runnerBook, runnerExposure } from './book';
import { cashOutHedge, greenUp } from './cashout';
import {
  FC_PARAMS,
  FC_SEED,
  idsOf,
  imbalanceOf,
  oddsArb,
  pricesArb,
  runnerMarketArb,
  stakeArb,
  type RunnerKind,
} from './test-arbitraries';

const spreadOf = (book: Record<string, number>) => {
  const values = Object.values(book);
  return Math.max(...values) - Math.min(...values);
};

/** A market with bets and current prices, all prices at most `maxHundredths`. */
const pricedMarketArb = (maxHundredths?: number) =>
  runnerMarketArb(['odds', 'bookmaker'], 8, maxHundredths).chain((m) =>
    fc.record({ market: fc.constant(m), prices: pricesArb(m.kind, m.ids, maxHundredths) }),
  );

describe(`cash-out properties (FC_SEED=${FC_SEED})`, () => {
  it('after a full cash out (prices < 3.00) the P&L spread is at most one minor unit per hedge', () => {
    fc.assert(
      fc.property(pricedMarketArb(298), ({ market: { ids, bets }, prices }) => {
        const hedges = greenUp(bets, prices);
        // Each imbalanced runner gets one hedge; one whose stake rounds to 0 minor units is not
        // placed and still counts (its imbalance is then at most 1 minor unit).
        const imbalanced = ids.filter((id) => imbalanceOf(bets, id) !== 0).length;
        expect(hedges.length).toBeLessThanOrEqual(imbalanced);
        expect(spreadOf(runnerBook([...bets, ...hedges], ids))).toBeLessThanOrEqual(imbalanced);
        if (hedges.length === imbalanced)
          expect(spreadOf(runnerBook([...bets, ...hedges], ids))).toBeLessThanOrEqual(hedges.length);
      }),
      FC_PARAMS,
    );
  });

  it('after a full cash out at any prices the spread is at most ceil(o) minor units per hedge', () => {
    fc.assert(
      fc.property(pricedMarketArb(), ({ market: { ids, bets }, prices }) => {
        const hedges = greenUp(bets, prices);
        let bound = 0;
        for (const p of prices) {
          const d = imbalanceOf(bets, p.selectionId);
          if (d !== 0) bound += Math.ceil(d > 0 ? p.bestLay : p.bestBack);
        }
        expect(spreadOf(runnerBook([...bets, ...hedges], ids))).toBeLessThanOrEqual(bound);
      }),
      FC_PARAMS,
    );
  });

  it('a cash-out hedge (full or partial) never raises the exposure of a position on one runner', () => {
    const positionArb = fc
      .record({
        kind: fc.constantFrom<RunnerKind>('odds', 'bookmaker'),
        n: fc.integer({ min: 2, max: 5 }),
        target: fc.nat(4),
      })
      .chain(({ kind, n, target }) => {
        const selectionId = `r${target % n}`;
        const bet = fc.record({
          kind: fc.constant(kind),
          side: fc.constantFrom('back' as const, 'lay' as const),
          selectionId: fc.constant(selectionId),
          stakeMinor: stakeArb,
          odds: oddsArb(kind),
        });
        return fc.record({
          ids: fc.constant(idsOf(n)),
          selectionId: fc.constant(selectionId),
          bets: fc.array(bet, { minLength: 1, maxLength: 6 }),
          prices: fc.record({
            selectionId: fc.constant(selectionId),
            bestBack: oddsArb(kind),
            bestLay: oddsArb(kind),
          }),
          fraction: fc.oneof(fc.constant(1), fc.double({ min: 0.01, max: 1, noNaN: true })),
        });
      });
    fc.assert(
      fc.property(positionArb, ({ ids, selectionId, bets, prices, fraction }) => {
        const hedge = cashOutHedge(bets, selectionId, prices, fraction);
        if (hedge === undefined) return;
        const before = runnerExposure(bets, ids);
        const after = runnerExposure([...bets, hedge], ids);
        expect(after).toBeLessThanOrEqual(before);
        const check = exposureCheck({
          beforeMinor: before,
          afterMinor: after,
          availableMinor: 0,
          totalExposureMinor: before,
          exposureLimitMinor: 1,
        });
        expect(check).toEqual({ ok: true });
      }),
      FC_PARAMS,
    );
  });
});
