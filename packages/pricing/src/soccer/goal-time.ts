/**
 * When goals come in a soccer match: the share of a 90-minute match's goals scored in each
 * 15-minute block, measured on the World Cup / Euro data in `data/soccer`. Source: docs/rules/sports.md
 * "Pricing: Soccer" (11.1 / 12.9 / 16.2 / 17.9 / 18.1 / 23.8 % per block, 2.55 goals per 90).
 */

/**
 * Share of a match's goals in each 15-minute block (0-15, 15-30, ..., 75-90); sums to 1. The last
 * block includes goals in second-half stoppage time (the data records them as minute 90 + offset).
 */
export const GOAL_TIME_SHARES: readonly number[] = Object.freeze([0.111, 0.129, 0.162, 0.179, 0.181, 0.238]);

/** Mean goals in 90 minutes (both teams together) in the tournament data (docs/rules/sports.md). */
export const GOALS_PER_90 = 2.55;

/** Length of one goal-time block, in minutes. */
export const BLOCK_MINUTES = 15;

/** Regulation length, in minutes. */
export const FULL_TIME_MINUTES = 90;

/**
 * Share of a 90-minute match's goals still to come after `minute` of the match clock (fractional
 * minutes allowed): 1 at kick-off, falling linearly inside each block by that block's share, 0 at
 * the final whistle. Monotone non-increasing in `minute`.
 *
 * Stoppage time (our choice, documented): goals in second-half added time belong to the last block,
 * so the last block's 23.8 % is spread evenly over 75 .. 90 + addedMinutes. With addedMinutes = 0
 * (the default, used before added time is announced) the share reaches 0 at minute 90, and any
 * minute past 90 gives 0. Once the fourth official shows the added time, pass it: at minute 90 there
 * is then a small remainder (e.g. 0.238 * 4 / 19 = 0.050 for 4 minutes) that falls linearly to 0 at
 * 90 + addedMinutes, the final whistle; past that it stays 0. The total for the block is unchanged,
 * so the share at minute 75 does not depend on addedMinutes. First-half added time: pass minute 45
 * (the model's clock stops; its goals are few and are counted in the 30-45 block).
 *
 * Units: minutes. Returns a number in [0, 1]. Throws RangeError when minute or addedMinutes is
 * negative or not finite.
 */
export function remainingShare(minute: number, addedMinutes = 0): number {
  if (!Number.isFinite(minute) || minute < 0) throw new RangeError(`minute must be >= 0: ${minute}`);
  if (!Number.isFinite(addedMinutes) || addedMinutes < 0) {
    throw new RangeError(`addedMinutes must be >= 0: ${addedMinutes}`);
  }
  const lastBlock = GOAL_TIME_SHARES.length - 1;
  const end = FULL_TIME_MINUTES + addedMinutes;
  if (minute >= end) return 0;
  let remaining = 0;
  for (let b = lastBlock; b >= 0; b--) {
    const share = GOAL_TIME_SHARES[b]!;
    const start = b * BLOCK_MINUTES;
    const stop = b === lastBlock ? end : start + BLOCK_MINUTES;
    if (minute <= start) remaining += share;
    else if (minute < stop) remaining += (share * (stop - minute)) / (stop - start);
  }
  return Math.min(1, remaining);
}
