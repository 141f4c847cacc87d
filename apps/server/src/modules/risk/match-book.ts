import type { MarketPosition } from '../betting/index';

/**
 * The house's match book (issue 16 item 4): its P&L in each outcome of a market over a brand's
 * unsettled bets, minor units. The house is every customer's counterparty (a fill between two
 * customers nets to 0 for it), so its P&L is minus the sum of the customers' P&L. One bet's P&L
 * in an outcome is what it wins (its stored profit) or minus what it can lose (its stored
 * liability), as packages/exchange's runnerBetPnl / fancyBetPnl compute it (docs/rules/exchange.md
 * "P&L of one bet": back +S(o-1) if its runner wins else -S, lay the opposite; Yes wins when the
 * runs reach the line, No when they do not). Summing the stored amounts is exact: each was rounded
 * once, per bet, at acceptance.
 */

/** The house's P&L if each of `selectionIds` wins, over runner-market positions `positions`. */
export function runnerHouseBook(
  positions: readonly MarketPosition[],
  selectionIds: readonly string[],
): Record<string, number> {
  const book: Record<string, number> = {};
  for (const winner of selectionIds) {
    let house = 0;
    for (const p of positions) {
      const customerWins = (p.selectionId === winner) === (p.side === 'back');
      house += customerWins ? -p.openProfitMinor : p.openLiabilityMinor;
    }
    book[winner] = house;
  }
  return book;
}

/**
 * The house's P&L on a fancy market by line: at runs R in {0} U {L-1, L} for every line L of the
 * positions, ascending (the P&L is constant from each point to the next; packages/exchange
 * fancyBook's points).
 */
export function fancyHouseBook(positions: readonly MarketPosition[]): { runs: number; pnlMinor: number }[] {
  const points = new Set<number>([0]);
  for (const p of positions) {
    if (p.line === null) continue;
    if (p.line > 0) points.add(p.line - 1);
    points.add(p.line);
  }
  return [...points]
    .sort((a, b) => a - b)
    .map((runs) => {
      let house = 0;
      for (const p of positions) {
        if (p.line === null) continue;
        const customerWins = runs >= p.line === (p.side === 'back');
        house += customerWins ? -p.openProfitMinor : p.openLiabilityMinor;
      }
      return { runs, pnlMinor: house };
    });
}
