/**
 * fast-check generators and settings shared by the property tests (*.property.test.ts). Not part
 * of the package API (index.ts does not export it). Reproduce a failure with the seed fast-check
 * prints (also shown in the describe titles): FC_SEED=<seed> npx vitest run packages/exchange.
 */
import fc from 'fast-check';
import { bookmakerOdds, runnerBetPnl, type FancyBet, type RunnerBet } from './bets';
import type { RunnerPrices } from './cashout';
import { TICKS } from './ticks';

/** The seed of this run: FC_SEED from the environment, else the clock. */
export const FC_SEED = Number(process.env.FC_SEED ?? Date.now());

/** fc.assert parameters of every property: 1000 runs with the printed seed. */
export const FC_PARAMS = { numRuns: 1000, seed: FC_SEED } as const;

/** Stakes in minor units: often tiny (rounding edge cases), else up to 100000 units. */
export const stakeArb: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: 1, max: 300 }),
  fc.integer({ min: 1, max: 10_000_000 }),
);

/** Runner bet kinds. */
export type RunnerKind = RunnerBet['kind'];

/** Decimal odds valid for `kind` with at most `maxHundredths` (default: the whole range). */
export function oddsArb(kind: RunnerKind, maxHundredths = 100_000): fc.Arbitrary<number> {
  if (kind === 'odds') return fc.constantFrom(...TICKS.filter((t) => Math.round(t * 100) <= maxHundredths));
  const top = Math.min(maxHundredths, kind === 'bookmaker' ? 2_100 : 10_000);
  if (kind === 'bookmaker') return fc.integer({ min: 1, max: top - 100 }).map(bookmakerOdds);
  return fc.integer({ min: 101, max: top }).map((h) => h / 100);
}

/** A bet of `kind` on one of `ids` (casino: back only). */
export function runnerBetArb(
  kind: RunnerKind,
  ids: readonly string[],
  maxHundredths?: number,
): fc.Arbitrary<RunnerBet> {
  return fc.record({
    kind: fc.constant(kind),
    side: kind === 'casino' ? fc.constant('back' as const) : fc.constantFrom('back' as const, 'lay' as const),
    selectionId: fc.constantFrom(...ids),
    stakeMinor: stakeArb,
    odds: oddsArb(kind, maxHundredths),
  });
}

/** Selection ids r0..r{n-1}. */
export const idsOf = (n: number): string[] => Array.from({ length: n }, (_, i) => `r${i}`);

/** A runner market of 2..5 runners with up to `maxBets` bets of one kind. */
export function runnerMarketArb(
  kinds: readonly RunnerKind[],
  maxBets = 8,
  maxHundredths?: number,
): fc.Arbitrary<{ kind: RunnerKind; ids: string[]; bets: RunnerBet[] }> {
  return fc
    .record({ kind: fc.constantFrom(...kinds), n: fc.integer({ min: 2, max: 5 }) })
    .chain(({ kind, n }) => {
      const ids = idsOf(n);
      return fc.record({
        kind: fc.constant(kind),
        ids: fc.constant(ids),
        bets: fc.array(runnerBetArb(kind, ids, maxHundredths), { maxLength: maxBets }),
      });
    });
}

/** Best back and lay prices for every runner of `ids`, valid for `kind`. */
export function pricesArb(
  kind: RunnerKind,
  ids: readonly string[],
  maxHundredths?: number,
): fc.Arbitrary<Required<RunnerPrices>[]> {
  const price = oddsArb(kind, maxHundredths);
  return fc.tuple(
    ...ids.map((selectionId) =>
      fc.record({ selectionId: fc.constant(selectionId), bestBack: price, bestLay: price }),
    ),
  );
}

/** A fancy bet: line 0..120 runs, rate 1..300 (sometimes with 2 decimals). */
export const fancyBetArb: fc.Arbitrary<FancyBet> = fc.record({
  kind: fc.constant('fancy' as const),
  side: fc.constantFrom('back' as const, 'lay' as const),
  line: fc.integer({ min: 0, max: 120 }),
  rate: fc.oneof(
    fc.integer({ min: 1, max: 300 }),
    fc.integer({ min: 1, max: 30_000 }).map((h) => h / 100),
  ),
  stakeMinor: stakeArb,
});

/** W_i - L_i of the bets on `selectionId` (test-side computation from runnerBetPnl). */
export function imbalanceOf(bets: readonly RunnerBet[], selectionId: string): number {
  let sum = 0;
  for (const b of bets) {
    if (b.selectionId !== selectionId) continue;
    sum += runnerBetPnl(b, selectionId) - (b.side === 'back' ? -b.stakeMinor : b.stakeMinor);
  }
  return sum;
}

/** An exchange ('odds') bet of the worked examples: side, runner, stake in minor units, decimal odds. */
export const oddsBet = (
  side: 'back' | 'lay',
  selectionId: string,
  stakeMinor: number,
  odds: number,
): RunnerBet => ({
  kind: 'odds',
  side,
  selectionId,
  stakeMinor,
  odds,
});
