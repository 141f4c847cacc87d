/**
 * Boundary assertions shared by the bet, book, cash-out and limit functions (TigerStyle: fail
 * loudly on impossible input). Every failure is a RangeError whose message names the field, so
 * the server can answer 400 with it. Source: docs/architecture.md "Money, prices, time" (integer minor
 * units, tick ladder, Bookmaker rates as percentages).
 */
import { isOnLadder } from './ticks';

/** Tolerance, in hundredths, for reading a float price as a whole number of hundredths. */
const HUNDREDTHS_EPSILON = 1e-6;

/** Throws RangeError unless `value` is a safe integer (an amount in minor units, may be negative). */
export function assertAmount(value: number, what: string): void {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${what} must be a safe integer (minor units): ${value}`);
}

/** Throws RangeError unless `value` is a safe integer >= 0 (minor units, runs, ...). */
export function assertNonNegative(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a safe integer >= 0: ${value}`);
  }
}

/** Throws RangeError unless `value` is a safe integer >= 1 (a stake in minor units). */
export function assertPositive(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`${what} must be a safe integer >= 1 (minor units): ${value}`);
  }
}

/** Throws RangeError unless `a + b` is a safe integer; returns the sum. */
export function addAmounts(a: number, b: number): number {
  const sum = a + b;
  if (!Number.isSafeInteger(sum)) throw new RangeError(`amount overflow: ${a} + ${b}`);
  return sum;
}

/**
 * `value * 100` as an integer when `value` has at most 2 decimals (up to float noise of 1e-6
 * hundredths, e.g. 1 + 7 / 100), else undefined. Never throws.
 */
export function hundredthsOf(value: number): number | undefined {
  if (!Number.isFinite(value)) return undefined;
  const scaled = value * 100;
  const nearest = Math.round(scaled);
  return Math.abs(scaled - nearest) <= HUNDREDTHS_EPSILON && Number.isSafeInteger(nearest)
    ? nearest
    : undefined;
}

/**
 * Decimal odds in integer hundredths (2.5 -> 250) after checking them for the bet kind:
 * 'odds' (exchange) must be a tick-ladder price; 'bookmaker' and 'casino' any odds > 1 with at
 * most 2 decimals. Throws RangeError for odds <= 1, not finite, off the ladder or finer than 0.01.
 */
export function oddsHundredths(kind: 'odds' | 'bookmaker' | 'casino', odds: number): number {
  if (typeof odds !== 'number' || !Number.isFinite(odds) || odds <= 1) {
    throw new RangeError(`odds must be a finite number > 1: ${odds}`);
  }
  if (kind === 'odds' && !isOnLadder(odds)) throw new RangeError(`odds ${odds} are not on the tick ladder`);
  const h = hundredthsOf(odds);
  if (h === undefined || h <= 100)
    throw new RangeError(`odds must have at most 2 decimals and be > 1: ${odds}`);
  return h;
}
