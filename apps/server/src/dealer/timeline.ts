import { CASINO_ROUND_LENGTH_MS } from '@backlay/casino';
import { selfSuspendBelowSeconds } from '@backlay/contracts';

/**
 * The round timeline of every table (docs/rules/specification.md §4 Casino round, §9 round length 25 s;
 * docs/rules/casino.md §0.4 cadence 35-60 s, §0.6 timeline). All times on the dealer's Clock.
 *
 *   open (autotime 25 -> 1, once a second) -> suspended at 0 -> one card revealed every
 *   REVEAL_INTERVAL_MS -> [repricing tables: after each `repriceAt` count, betting reopens at
 *   the new prices for REPRICE_WINDOW_S, counting down, then suspends again] -> result and
 *   settlement -> RESULT_DISPLAY_MS showing the finished round -> next round.
 */

/** Betting window in whole seconds: autotime starts here (docs/rules/specification.md §9: 25 s). */
export const BETTING_SECONDS = CASINO_ROUND_LENGTH_MS / 1000;

/** Time between two card reveals (our choice: 1 s, "a second or so"; a 6-card round deals in 6 s). */
export const REVEAL_INTERVAL_MS = 1000;

/** Betting window after a repricing reveal (Teen, docs/rules/casino.md Decision 7): 10 s counting down. */
export const REPRICE_WINDOW_SECONDS = 10;

/** How long the finished round stays on the table before the next opens (our choice: 5 s). */
export const RESULT_DISPLAY_MS = 5000;

/**
 * The autotime below which a table's runners suspend while the clock still counts: the table's
 * self-suspend threshold (CASINO_SELF_SUSPEND_BELOW_SECONDS, docs/rules/specification.md §4 Casino
 * round: teen20 below 6), else 1, so every other table suspends at 0.
 */
export function suspendBelowSeconds(casinoType: string): number {
  return selfSuspendBelowSeconds(casinoType) ?? 1;
}

/** How long the dealer waits before retrying a table whose round failed (engine or database error). */
export const RETRY_AFTER_ERROR_MS = 5000;
