import type { CurrentOrderSummary } from '@backlay/contracts';

/**
 * Betfair's second book figure (issue 14 item 7): the user's P&L on each runner "if unmatched
 * bets match", i.e. the matched book plus every unmatched remainder as if it were matched at its
 * own price. Money in currency units, like `GET bet/book` and `listCurrentOrders`.
 */

/** What the figure needs of an order of `listCurrentOrders`. */
export type RestingOrder = Pick<
  CurrentOrderSummary,
  'marketId' | 'selectionId' | 'side' | 'priceSize' | 'sizeRemaining' | 'status'
>;

/** The orders of `marketId` still resting in its book (EXECUTABLE with something left). */
export function restingOn<O extends RestingOrder>(orders: readonly O[] | undefined, marketId: string): O[] {
  return (orders ?? []).filter(
    (o) => o.marketId === marketId && o.status === 'EXECUTABLE' && o.sizeRemaining > 0,
  );
}

/**
 * The P&L of an order's unmatched remainder `s` at its price `p` if `winner` wins: a back wins
 * s·(p−1) on its own runner and loses s on any other; a lay the opposite.
 */
export function orderPnlIfWins(order: RestingOrder, winner: string): number {
  const s = order.sizeRemaining;
  const onIt = order.selectionId === winner;
  const pnl = onIt ? s * (order.priceSize.price - 1) : -s;
  return order.side === 'BACK' ? pnl : -pnl;
}

/**
 * The runner's P&L if the unmatched `orders` (of this market) all match: its matched `pnl` plus
 * each order's P&L if `selectionId` wins, rounded to the cent.
 */
export function pnlIfUnmatchedMatch(
  pnl: number,
  selectionId: string,
  orders: readonly RestingOrder[],
): number {
  const total = orders.reduce((sum, o) => sum + orderPnlIfWins(o, selectionId), pnl);
  return Math.round(total * 100) / 100 || 0;
}
