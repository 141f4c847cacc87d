import { isOnLadder, tickDown, tickUp, ticksAway } from '@backlay/exchange';

/** No stepper goes to this exchange price or below (docs/rules/specification.md §5: "cannot decrement to or below"). */
export const STEP_FLOOR_ODDS = 1.01;

/**
 * Decimal odds one tick up (`1`) or down (`-1`) the Betfair price ladder (packages/exchange
 * ticks), or undefined when the step is not allowed: an off-ladder value snaps to the
 * neighbouring tick; never to or below 1.01 nor above 1000. Used by the bet slip's rate stepper
 * and the edit-price stepper of unmatched orders.
 */
export function stepOdds(value: number, direction: 1 | -1): number | undefined {
  if (!Number.isFinite(value)) return undefined;
  let next: number;
  try {
    if (isOnLadder(value)) next = ticksAway(value, direction);
    else next = direction > 0 ? tickUp(value) : tickDown(value);
  } catch {
    return undefined;
  }
  if (next <= STEP_FLOOR_ODDS || next === value) return undefined;
  return next;
}
