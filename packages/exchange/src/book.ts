/**
 * Books, exposure, available balance and the bet acceptance rule, all in integer minor units.
 * A book value is the sum of the bets' rounded P&Ls (bets.ts) in one outcome, so exposure is
 * exactly the worst settlement the user can get. Markets are never netted against each other.
 * Source: docs/rules/exchange.md "Book and exposure"; docs/architecture.md "Money, prices, time".
 */
import { fancyBetPnl, runnerBetPnl, type FancyBet, type RunnerBet } from './bets';
import { addAmounts, assertAmount, assertNonNegative } from './guards';

/** Throws RangeError unless `selectionIds` is a non-empty list of distinct non-empty strings. */
export function assertSelectionIds(selectionIds: readonly string[]): void {
  if (selectionIds.length === 0) throw new RangeError('a runner market needs at least one selectionId');
  const seen = new Set<string>();
  for (const id of selectionIds) {
    if (typeof id !== 'string' || id === '') throw new RangeError('selectionId must be a non-empty string');
    if (seen.has(id)) throw new RangeError(`duplicate selectionId: ${id}`);
    seen.add(id);
  }
}

/**
 * Book of a runner market: P&L in minor units if each listed runner wins, keyed by selectionId;
 * every listed runner is present, including runners the user never bet on. Throws RangeError for
 * a malformed bet, an empty or duplicated selectionIds list, or a bet on an unlisted runner.
 * Example (docs/rules/exchange.md 1): back Home 1000 @ 2, lay Away 500 @ 3, back Draw 200 @ 4 ->
 * { Home: 130000, Away: -220000, Draw: 10000 } (amounts in minor units).
 */
export function runnerBook(
  bets: readonly RunnerBet[],
  selectionIds: readonly string[],
): Record<string, number> {
  assertSelectionIds(selectionIds);
  const listed = new Set(selectionIds);
  for (const bet of bets) {
    if (!listed.has(bet.selectionId))
      throw new RangeError(`bet on a runner not in the market: ${bet.selectionId}`);
  }
  const entries = selectionIds.map((winner): [string, number] => [
    winner,
    bets.reduce((sum, bet) => addAmounts(sum, runnerBetPnl(bet, winner)), 0),
  ]);
  return Object.fromEntries(entries) as Record<string, number>;
}

/** max(0, -min(values)) for a non-empty list; never -0. */
function worstLoss(values: readonly number[]): number {
  return Math.max(0, -values.reduce((min, v) => Math.min(min, v), Infinity));
}

/**
 * Exposure of a runner market (Match Odds, Bookmaker, casino) in minor units: max(0, -min over
 * runners of the book). Throws RangeError like runnerBook. Example 2: back A 1000 @ 1.45, lay A
 * 2000 @ 1.47 -> 49000 (not the shortcut |1000 - 940| = 60 units).
 */
export function runnerExposure(bets: readonly RunnerBet[], selectionIds: readonly string[]): number {
  return worstLoss(Object.values(runnerBook(bets, selectionIds)));
}

/**
 * Book of a fancy market: P&L in minor units at R in {0} U {L-1, L} for every line L of the bets
 * (R >= 0), sorted by runs ascending without duplicates. P&L(R) is constant between these points:
 * for any R it equals the value at the largest listed runs <= R. No bets -> [{ runs: 0, pnlMinor: 0 }].
 * Throws RangeError for a malformed bet.
 */
export function fancyBook(bets: readonly FancyBet[]): { runs: number; pnlMinor: number }[] {
  const points = new Set<number>([0]);
  for (const bet of bets) {
    fancyBetPnl(bet, 0); // validates the bet
    if (bet.line > 0) points.add(bet.line - 1);
    points.add(bet.line);
  }
  return [...points]
    .sort((a, b) => a - b)
    .map((runs) => ({
      runs,
      pnlMinor: bets.reduce((sum, bet) => addAmounts(sum, fancyBetPnl(bet, runs)), 0),
    }));
}

/**
 * Exposure of a fancy market in minor units: max(0, -min over R of P&L(R)) (docs/rules/exchange.md).
 * Example 3: Yes 53 @ 100 x 1000 and No 52 @ 100 x 1000 -> 200000. Throws RangeError for a
 * malformed bet.
 */
export function fancyExposure(bets: readonly FancyBet[]): number {
  return worstLoss(fancyBook(bets).map((p) => p.pnlMinor));
}

/**
 * Total exposure: the sum of the user's per-market exposures (minor units, each a safe integer
 * >= 0). Throws RangeError otherwise or on overflow.
 */
export function totalExposure(marketExposures: readonly number[]): number {
  let total = 0;
  for (const e of marketExposures) {
    assertNonNegative(e, 'market exposure');
    total = addAmounts(total, e);
  }
  return total;
}

/**
 * Available balance = balance - total exposure, minor units (docs/rules/exchange.md). Not clamped: it
 * is negative only if the stored balance already is below the exposure. Throws RangeError unless
 * balance is a safe integer and total exposure a safe integer >= 0. Example 8: 1000000 and
 * 469000 -> 531000.
 */
export function availableMinor(balanceMinor: number, totalExposureMinor: number): number {
  assertAmount(balanceMinor, 'balanceMinor');
  assertNonNegative(totalExposureMinor, 'totalExposureMinor');
  return addAmounts(balanceMinor, -totalExposureMinor);
}

/**
 * Acceptance rule of docs/rules/exchange.md for a bet on one market. Inputs in minor units:
 * beforeMinor / afterMinor = the market's exposure without / with the bet; availableMinor =
 * balance - total exposure (before the bet); totalExposureMinor = the user's current total over
 * all open markets, INCLUDING this market's beforeMinor; exposureLimitMinor = the user's limit
 * (0 = no limit). A hedge (after <= before) is always accepted, whatever the balance or limit.
 * Otherwise the increase must be <= available ('insufficient_balance' first) and, with a limit,
 * total - before + after <= limit ('exposure_limit'). Throws RangeError for amounts that are not
 * safe integers, negative exposures or limit, or totalExposureMinor < beforeMinor.
 */
export function exposureCheck(a: {
  beforeMinor: number;
  afterMinor: number;
  availableMinor: number;
  totalExposureMinor: number;
  exposureLimitMinor: number;
}): { ok: true } | { ok: false; reason: 'insufficient_balance' | 'exposure_limit' } {
  assertNonNegative(a.beforeMinor, 'beforeMinor');
  assertNonNegative(a.afterMinor, 'afterMinor');
  assertAmount(a.availableMinor, 'availableMinor');
  assertNonNegative(a.totalExposureMinor, 'totalExposureMinor');
  assertNonNegative(a.exposureLimitMinor, 'exposureLimitMinor');
  if (a.totalExposureMinor < a.beforeMinor) {
    throw new RangeError(
      `totalExposureMinor ${a.totalExposureMinor} must include beforeMinor ${a.beforeMinor}`,
    );
  }
  if (a.afterMinor <= a.beforeMinor) return { ok: true };
  if (a.afterMinor - a.beforeMinor > a.availableMinor) return { ok: false, reason: 'insufficient_balance' };
  const totalAfter = a.totalExposureMinor - a.beforeMinor + a.afterMinor;
  if (a.exposureLimitMinor > 0 && totalAfter > a.exposureLimitMinor)
    return { ok: false, reason: 'exposure_limit' };
  return { ok: true };
}
