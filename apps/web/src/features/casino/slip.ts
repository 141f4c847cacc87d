import { fromMinor, liabilityMinor, profitMinor, toMinor } from '@backlay/exchange';
import { type Side, stakeLimitMessage } from '../betslip';

/**
 * The casino bet slip's rules (docs/rules/specification.md §4 Casino bet slip, §5 and §9 casino stakes and chips).
 * Amounts are currency units in and out; the arithmetic goes through packages/exchange in minor
 * units (one rounding rule, half-even).
 */

/** Casino stake limits (docs/rules/specification.md §5, §9: min 100, max 50000 in the reading we follow). */
export const CASINO_MIN_STAKE = 100;
export const CASINO_MAX_STAKE = 50_000;

/**
 * P and L of a casino bet, currency units (docs/rules/specification.md §4, §9): a back bet wins P = (rate - 1) x stake
 * and loses L = stake; a lay bet (back/lay tables, docs/rules/casino.md §0.7) wins P = stake and loses
 * L = (rate - 1) x stake. Zero for an incomplete slip (stake or rate missing, rate not above 1).
 */
export function casinoPreview(
  side: Side,
  stake: number,
  rate: number,
): { profit: number; liability: number } {
  if (!(stake > 0) || !(rate > 1)) return { profit: 0, liability: 0 };
  try {
    const back = {
      kind: 'casino',
      side: 'back',
      selectionId: 'x',
      stakeMinor: toMinor(stake),
      odds: rate,
    } as const;
    const win = fromMinor(profitMinor(back));
    const stakeUnits = fromMinor(liabilityMinor(back));
    return side === 'back' ? { profit: win, liability: stakeUnits } : { profit: stakeUnits, liability: win };
  } catch {
    return { profit: 0, liability: 0 };
  }
}

/**
 * Stake bounds for a runner: the casino limits (100..50000), narrowed by the runner's own limits
 * from the live data when it sends tighter ones (side markets stop at 25000).
 */
export function casinoStakeBounds(runner: { min: number; max: number }): { min: number; max: number } {
  return {
    min: Math.max(CASINO_MIN_STAKE, runner.min || 0),
    max: Math.min(CASINO_MAX_STAKE, runner.max > 0 ? runner.max : CASINO_MAX_STAKE),
  };
}

/**
 * 'Minimum stake limit exceeded!' below the minimum, 'Maximum stake limit exceeded!' above the
 * maximum, else undefined (docs/rules/specification.md §5, §8). A stake with that message is never sent.
 */
export const casinoStakeMessage = (stake: number, bounds: { min: number; max: number }): string | undefined =>
  stakeLimitMessage(Math.max(0, stake), bounds);

/** Number of chip artworks; a chip's artwork is its index modulo this (docs/rules/specification.md §9). */
export const CHIP_STYLES = 4;

/** The artwork (0..3) of the chip at `index` (docs/rules/specification.md §9: chip images cycle by index modulo 4). */
export const chipStyle = (index: number): number => ((index % CHIP_STYLES) + CHIP_STYLES) % CHIP_STYLES;

/** Default chips (docs/rules/specification.md §9), replaced by the user's saved stakes when there are any. */
export const DEFAULT_CHIPS: readonly number[] = [100, 200, 500, 1000, 2000, 5000, 10000, 20000];

/** The chips to show: the saved stakes above 0, or the defaults when none is set. */
export function chipValues(saved: readonly number[]): number[] {
  const positive = saved.filter((v) => Number.isFinite(v) && v > 0);
  return positive.length > 0 ? positive : [...DEFAULT_CHIPS];
}
