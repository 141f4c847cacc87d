import type { MinMax } from '@backlay/contracts';
import { MAX_BOOKMAKER_RATE, minMaxToMinor } from '@backlay/contracts/constants';
import {
  fromMinor,
  liabilityMinor,
  profitMinor,
  stakeLimitError,
  stakeLimits,
  toMinor,
  type Bet,
} from '@backlay/exchange';
import { stepOdds } from '../../shared/ticks';
import type { BetKind, Side } from './selection';

/**
 * Pure rules of the bet slip (docs/rules/specification.md §5 Validation rules, §9 profit formulas). Amounts are
 * currency units in and out; the arithmetic goes through packages/exchange in minor units.
 */

/** Highest stake the slip accepts (the server's bound). */
export const MAX_STAKE = 100_000_000;

/**
 * The next value of the rate stepper, or undefined when the step is not allowed. Exchange odds
 * move one tick on the price ladder (an off-ladder value snaps to the neighbouring tick) and never
 * go to or below 1.01 nor above 1000; a Bookmaker rate moves by 1, never to or below 0 nor above
 * MAX_BOOKMAKER_RATE (99900, the server's bound; issue 12).
 * Fancy lines and rates are fixed (no stepper).
 */
export function stepRate(kind: BetKind, value: number, direction: 1 | -1): number | undefined {
  if (!Number.isFinite(value)) return undefined;
  if (kind === 'fancy') return undefined;
  if (kind === 'bookmaker') {
    const next = Math.round(value) + direction;
    return next > 0 && next <= MAX_BOOKMAKER_RATE ? next : undefined;
  }
  return stepOdds(value, direction);
}

/** Stake typed into the box: digits only, as a whole number (empty -> 0). */
export function parseStake(text: string): number {
  const digits = text.replace(/\D/g, '').slice(0, 9);
  return digits === '' ? 0 : Math.min(MAX_STAKE, Number(digits));
}

/** Halve the stake, whole numbers (docs/rules/specification.md §5). */
export const halveStake = (stake: number) => Math.floor(Math.max(0, stake) / 2);
/** Double the stake, whole numbers, capped at the largest stake. */
export const doubleStake = (stake: number) => Math.min(MAX_STAKE, Math.floor(Math.max(0, stake)) * 2);

/** The exchange-math bet a slip describes, or undefined when it is not a valid bet yet. */
export function slipBet(
  kind: BetKind,
  side: Side,
  stake: number,
  rate: number,
  line = 0,
  selectionId = 'x',
): Bet | undefined {
  if (!(stake >= 1) || !(rate > 0)) return undefined;
  const stakeMinor = toMinor(stake);
  if (kind === 'fancy') return { kind: 'fancy', side, line, rate, stakeMinor };
  if (kind === 'bookmaker') return { kind: 'bookmaker', side, selectionId, stakeMinor, odds: 1 + rate / 100 };
  return { kind: 'odds', side, selectionId, stakeMinor, odds: rate };
}

/**
 * Profit if the bet wins and liability (what it can lose), currency units (docs/rules/specification.md §9: exchange
 * (odds - 1) x stake; Fancy rate/100 x stake; Bookmaker rate/100 x stake; a lay wins the stake).
 * Zero for an incomplete or invalid slip.
 */
export function betPreview(
  kind: BetKind,
  side: Side,
  stake: number,
  rate: number,
  line = 0,
): { profit: number; liability: number } {
  try {
    const bet = slipBet(kind, side, stake, rate, line);
    if (!bet) return { profit: 0, liability: 0 };
    return { profit: fromMinor(profitMinor(bet)), liability: fromMinor(liabilityMinor(bet)) };
  } catch {
    return { profit: 0, liability: 0 };
  }
}

/** Stake bounds in currency units for the market kind (advance bet lock: 1..0, docs/rules/specification.md §5). */
export function stakeBounds(
  limits: MinMax | undefined,
  kind: BetKind,
  inPlay: boolean,
): { min: number; max: number } {
  const b = stakeLimits(minMaxToMinor(limits), kind, inPlay);
  return { min: fromMinor(b.minMinor), max: fromMinor(b.maxMinor) };
}

/** 'Minimum stake limit exceeded!' / 'Maximum stake limit exceeded!' or undefined (docs/rules/specification.md §5, §8). */
export function stakeLimitMessage(stake: number, bounds: { min: number; max: number }): string | undefined {
  return stakeLimitError(toMinor(stake), { minMinor: toMinor(bounds.min), maxMinor: toMinor(bounds.max) });
}

/**
 * Why Place Bet is disabled, or undefined when it is enabled (docs/rules/specification.md §5): not signed in, stake
 * below 1, rate not above zero (a fancy bet needs its rate), or no internet.
 */
export function placeBlockedReason(s: {
  loggedIn: boolean;
  online: boolean;
  stake: number;
  rate: number;
}): string | undefined {
  if (!s.loggedIn) return 'Please login to place a bet';
  if (!s.online) return 'No internet connection';
  if (!(s.stake >= 1)) return 'Enter a stake';
  if (!(s.rate > 0)) return 'No rate';
  return undefined;
}

/** Quick-stake chip label: 1000 and more as k (docs/rules/specification.md §9). */
export const chipLabel = (value: number) =>
  value >= 1000 ? `${Number((value / 1000).toFixed(1))}k` : String(value);
