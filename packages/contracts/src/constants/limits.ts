import { DEFAULT_MIN_MAX_MINOR, fromMinor, toMinor, type MinMaxMinor } from '@backlay/exchange';

/**
 * A brand's min/max data in currency units (docs/rules/specification.md §3 Min/max data): the
 * fields of the `MinMax` wire schema, without the schema; the fields of `MinMaxMinor` with the
 * amounts in currency units rather than minor units, plus `delay`, the bet delay in seconds (0 = the
 * default 100 ms, docs/rules/specification.md §9).
 */
export type MinMaxLimits = MinMaxMinor & { delay: number };

/**
 * The limits of a brand that set none, in currency units (docs/rules/specification.md §5 Stake
 * limits: odds 100..100,000, fancy 100..20,000, Bookmaker 100..300,000; docs/rules/exchange.md
 * Stake limits): `DEFAULT_MIN_MAX_MINOR` of packages/exchange read in currency units, no advance
 * bet lock, delay 0.
 */
export const DEFAULT_MIN_MAX: Readonly<MinMaxLimits> = Object.freeze({
  advanceBetLock: DEFAULT_MIN_MAX_MINOR.advanceBetLock,
  oddsMin: fromMinor(DEFAULT_MIN_MAX_MINOR.oddsMin),
  oddsMax: fromMinor(DEFAULT_MIN_MAX_MINOR.oddsMax),
  fancyMin: fromMinor(DEFAULT_MIN_MAX_MINOR.fancyMin),
  fancyMax: fromMinor(DEFAULT_MIN_MAX_MINOR.fancyMax),
  bookmakerMin: fromMinor(DEFAULT_MIN_MAX_MINOR.bookmakerMin),
  bookmakerMax: fromMinor(DEFAULT_MIN_MAX_MINOR.bookmakerMax),
  delay: 0,
});

/**
 * The min/max-to-minor mapping: a brand's min/max data (currency units, as the wire and the
 * database read it) as the stake check takes it, every amount in minor units by the one money
 * rounding (`toMinor`, docs/architecture.md "Money, prices, time"); `DEFAULT_MIN_MAX_MINOR` when
 * no data is known (docs/rules/specification.md §5 Stake limits: "These defaults apply when no
 * min/max data is known for the brand"). The delay is not a stake limit and is left out. Throws
 * RangeError for an amount that is not finite.
 */
export function minMaxToMinor(limits: MinMaxLimits | undefined): MinMaxMinor {
  if (!limits) return { ...DEFAULT_MIN_MAX_MINOR };
  return {
    advanceBetLock: limits.advanceBetLock,
    oddsMin: toMinor(limits.oddsMin),
    oddsMax: toMinor(limits.oddsMax),
    fancyMin: toMinor(limits.fancyMin),
    fancyMax: toMinor(limits.fancyMax),
    bookmakerMin: toMinor(limits.bookmakerMin),
    bookmakerMax: toMinor(limits.bookmakerMax),
  };
}
