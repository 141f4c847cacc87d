/**
 * Settlement of one bet against a market's result. Source: docs/rules/exchange.md "Settlement" (the
 * winning selection for runner markets, the declared runs for fancy, void -> 0).
 */
import { assertBet, fancyBetPnl, runnerBetPnl, type Bet } from './bets';

/**
 * A market's result: void (abandoned, removed, session curtailed), the winning selection of a
 * runner market, or the declared runs (safe integer >= 0) of a fancy market.
 */
export type MarketOutcome =
  { void: true } | { void: false; winnerSelectionId: string } | { void: false; runs: number };

/**
 * P&L of one bet at settlement, minor units: 0 when void, else runnerBetPnl / fancyBetPnl. The
 * house (counterparty) P&L is exactly the negation: settling the same bet with the opposite side
 * gives -settleBet(bet), since every amount is rounded once with the symmetric half-even rule.
 * Throws RangeError for a malformed bet (also when void), a runner bet given runs, or a fancy bet
 * given a winner.
 */
export function settleBet(bet: Bet, outcome: MarketOutcome): number {
  assertBet(bet);
  if (outcome.void) return 0;
  if (bet.kind === 'fancy') {
    if (!('runs' in outcome)) throw new RangeError('a fancy bet settles on runs, not a winner');
    return fancyBetPnl(bet, outcome.runs);
  }
  if (!('winnerSelectionId' in outcome)) throw new RangeError('a runner bet settles on a winner, not runs');
  return runnerBetPnl(bet, outcome.winnerSelectionId);
}
