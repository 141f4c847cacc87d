/**
 * Exposure of an exchange market with unmatched orders (issue 14 item 5; docs/rules/exchange.md
 * "Exposure with unmatched orders"; Betfair's rule that an unmatched order reserves funds as if it
 * were matched). All amounts in integer minor units.
 */
import { runnerBetPnl, type RunnerBet } from './bets';
import { assertSelectionIds, runnerBook } from './book';
import { addAmounts } from './guards';

/**
 * The worst case of a runner market over every outcome and every way the unmatched orders may yet
 * be matched: for each winner, the matched bets' P&L plus each unmatched order's P&L when it hurts
 * (a loss counts as if matched, a win as if never matched), and the exposure is max(0, -min) over
 * the winners. Since each order's P&L is linear in its matched size, no partial match of the
 * unmatched orders can lose more. `unmatched` holds the unmatched remainders (stake = remaining
 * size). With no unmatched orders it equals `runnerExposure(matched)`. Throws RangeError like
 * runnerBook. Example (docs/rules/exchange.md "Exposure with unmatched orders"): matched back A
 * 1000 @ 2.0, unmatched lay A 1000 @ 2.0 on A / B -> 1000 (if B wins the back loses 1000 and the lay,
 * if matched, wins 1000, but it may never be matched), not 0.
 */
export function runnerExposureWithOrders(
  matched: readonly RunnerBet[],
  unmatched: readonly RunnerBet[],
  selectionIds: readonly string[],
): number {
  assertSelectionIds(selectionIds);
  const book = runnerBook(matched, selectionIds);
  runnerBook(unmatched, selectionIds); // the same checks of every unmatched order
  let worst = 0;
  for (const winner of selectionIds) {
    let pnl = book[winner]!;
    for (const order of unmatched) pnl = addAmounts(pnl, Math.min(0, runnerBetPnl(order, winner)));
    worst = Math.min(worst, pnl);
  }
  return worst === 0 ? 0 : -worst;
}
