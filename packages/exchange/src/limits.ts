/**
 * Stake limits per market kind and the two stake messages. All amounts in minor units.
 * Source: seed docs/rules/specification.md §5 (validation rules: oddsMin / oddsMax, fancyMin / fancyMax, bookmakerMin /
 * bookmakerMax, advanceBetLock), §8 (messages), §9 (casino stakes); docs/decisions.md (fancyMax).
 */
import { assertAmount, assertNonNegative } from './guards';

/** A brand's min/max data (docs/rules/specification.md §3 "Min/max data") with every amount in minor units (>= 0). */
export interface MinMaxMinor {
  advanceBetLock: boolean;
  oddsMin: number;
  oddsMax: number;
  fancyMin: number;
  fancyMax: number;
  bookmakerMin: number;
  bookmakerMax: number;
}

/**
 * docs/rules/specification.md §5 defaults in minor units: odds 100..100000, fancy 100..20000 (the displayed figure; the
 * spec's check says 300000, see docs/decisions.md), Bookmaker 100..300000 currency units.
 */
export const DEFAULT_MIN_MAX_MINOR: Readonly<MinMaxMinor> = Object.freeze({
  advanceBetLock: false,
  oddsMin: 10_000,
  oddsMax: 10_000_000,
  fancyMin: 10_000,
  fancyMax: 2_000_000,
  bookmakerMin: 10_000,
  bookmakerMax: 30_000_000,
});

/**
 * Casino stake limits in minor units (docs/rules/specification.md §5 / §9): 100..50000 currency units (one reading of
 * the spec says 5000; the higher figure is the one §9 lists first).
 */
export const CASINO_STAKE_LIMITS_MINOR: Readonly<{ minMinor: number; maxMinor: number }> = Object.freeze({
  minMinor: 10_000,
  maxMinor: 5_000_000,
});

/** Message for a stake below the minimum (docs/rules/specification.md §8, exact text). */
export const MIN_STAKE_MESSAGE = 'Minimum stake limit exceeded!';
/** Message for a stake above the maximum (docs/rules/specification.md §8, exact text). */
export const MAX_STAKE_MESSAGE = 'Maximum stake limit exceeded!';

/** Minimum under the advance bet lock: 1 currency unit (docs/rules/specification.md §5 "the minimum is 1"). */
const LOCKED_MIN_MINOR = 100;

/**
 * The stake bounds in minor units for a market kind. With advanceBetLock on and the event not in
 * play: { minMinor: 100, maxMinor: 0 } (docs/rules/specification.md §5: minimum 1 unit, maximum 0, so every stake is
 * refused). Otherwise the brand's min/max of that kind. Throws RangeError when a limit is not a
 * safe integer >= 0 or the kind is unknown.
 */
export function stakeLimits(
  limits: MinMaxMinor,
  kind: 'odds' | 'bookmaker' | 'fancy',
  inPlay: boolean,
): { minMinor: number; maxMinor: number } {
  const pairs = {
    odds: [limits.oddsMin, limits.oddsMax],
    bookmaker: [limits.bookmakerMin, limits.bookmakerMax],
    fancy: [limits.fancyMin, limits.fancyMax],
  } as const;
  const pair = (pairs as Record<string, readonly [number, number] | undefined>)[kind];
  if (pair === undefined) throw new RangeError(`unknown market kind for stake limits: ${String(kind)}`);
  const [minMinor, maxMinor] = pair;
  assertNonNegative(minMinor, `${kind}Min`);
  assertNonNegative(maxMinor, `${kind}Max`);
  if (limits.advanceBetLock && !inPlay) return { minMinor: LOCKED_MIN_MINOR, maxMinor: 0 };
  return { minMinor, maxMinor };
}

/**
 * The stake-limit message for `stakeMinor` (minor units, a safe integer), or undefined when it
 * is within [minMinor, maxMinor]. The maximum is checked first, so under the advance bet lock
 * (max 0) every positive stake gets MAX_STAKE_MESSAGE; below the minimum -> MIN_STAKE_MESSAGE.
 * Throws RangeError for a stake that is not a safe integer or limits that are not safe integers >= 0.
 */
export function stakeLimitError(
  stakeMinor: number,
  limits: { minMinor: number; maxMinor: number },
): string | undefined {
  assertAmount(stakeMinor, 'stakeMinor');
  assertNonNegative(limits.minMinor, 'minMinor');
  assertNonNegative(limits.maxMinor, 'maxMinor');
  if (stakeMinor > limits.maxMinor) return MAX_STAKE_MESSAGE;
  if (stakeMinor < limits.minMinor) return MIN_STAKE_MESSAGE;
  return undefined;
}
