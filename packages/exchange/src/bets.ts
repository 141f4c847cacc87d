/**
 * One bet's P&L, liability and profit, exactly in integer minor units. Odds are read as integer
 * hundredths (1.45 -> 145) and every amount is one exact ratio rounded once, half-even
 * (money.ts). Source: docs/rules/exchange.md "P&L of one bet"; docs/rules/specification.md §9 profit formulas (casino
 * (rate - 1) x stake, exchange (odds - 1) x stake, fancy and Bookmaker rate/100 x stake).
 */
import { assertNonNegative, assertPositive, hundredthsOf, oddsHundredths } from './guards';
import { mulDivHalfEven } from './money';

/** Side of a bet. On a fancy market back = Yes, lay = No. */
export type Side = 'back' | 'lay';

/**
 * A bet on a runner market. kind 'odds' = exchange (odds on the tick ladder), 'bookmaker'
 * (odds = 1 + rate/100, see bookmakerOdds), 'casino' (back only, any odds > 1 with 2 decimals).
 * `stakeMinor` is the stake in minor units (safe integer >= 1); `odds` are decimal odds.
 */
export interface RunnerBet {
  kind: 'odds' | 'bookmaker' | 'casino';
  side: Side;
  selectionId: string;
  stakeMinor: number;
  odds: number;
}

/**
 * A fancy bet: line L in whole runs (>= 0), rate r as a percentage (100 = evens; > 0, at most 2
 * decimals), stake in minor units. Yes (back) wins when the runs R >= L, No (lay) when R < L.
 */
export interface FancyBet {
  kind: 'fancy';
  side: Side;
  line: number;
  rate: number;
  stakeMinor: number;
}

/** Any bet. */
export type Bet = RunnerBet | FancyBet;

function assertSide(side: unknown): void {
  if (side !== 'back' && side !== 'lay')
    throw new RangeError(`side must be 'back' or 'lay': ${String(side)}`);
}

/**
 * Checks a runner bet and returns its odds in integer hundredths. Throws RangeError for an
 * unknown kind or side, an empty selectionId, a stake that is not a safe integer >= 1, odds <= 1
 * or off the ladder ('odds') or with more than 2 decimals, and a casino lay.
 */
export function assertRunnerBet(bet: RunnerBet): number {
  if (bet.kind !== 'odds' && bet.kind !== 'bookmaker' && bet.kind !== 'casino') {
    throw new RangeError(`unknown runner bet kind: ${String(bet.kind)}`);
  }
  assertSide(bet.side);
  if (typeof bet.selectionId !== 'string' || bet.selectionId === '') {
    throw new RangeError('selectionId must be a non-empty string');
  }
  assertPositive(bet.stakeMinor, 'stakeMinor');
  if (bet.kind === 'casino' && bet.side === 'lay') throw new RangeError('casino bets are back only');
  return oddsHundredths(bet.kind, bet.odds);
}

/**
 * Checks a fancy bet and returns its rate in integer hundredths of a percent (90 -> 9000).
 * Throws RangeError for a bad side, a line that is not a safe integer >= 0, a rate <= 0 or with
 * more than 2 decimals, or a stake that is not a safe integer >= 1.
 */
export function assertFancyBet(bet: FancyBet): number {
  if (bet.kind !== 'fancy') throw new RangeError(`not a fancy bet: ${String(bet.kind)}`);
  assertSide(bet.side);
  assertNonNegative(bet.line, 'line');
  assertPositive(bet.stakeMinor, 'stakeMinor');
  const rate = hundredthsOf(bet.rate);
  if (rate === undefined || rate <= 0)
    throw new RangeError(`rate must be > 0 with at most 2 decimals: ${bet.rate}`);
  return rate;
}

/** Checks any bet (assertRunnerBet / assertFancyBet); throws RangeError when it is malformed. */
export function assertBet(bet: Bet): void {
  if (bet.kind === 'fancy') assertFancyBet(bet);
  else assertRunnerBet(bet);
}

/**
 * Decimal odds of a Bookmaker rate (docs/architecture.md: 45 -> 1.45, 100 -> 2). `rate` is a whole
 * percentage >= 1; throws RangeError otherwise.
 */
export function bookmakerOdds(rate: number): number {
  assertPositive(rate, 'Bookmaker rate');
  return (100 + rate) / 100;
}

/** What the bet wins when it wins, and loses when it loses, for the back side (before the sign). */
function runnerAmounts(bet: RunnerBet): { gain: number; stake: number } {
  const h = assertRunnerBet(bet);
  return { gain: mulDivHalfEven(bet.stakeMinor, h - 100, 100), stake: bet.stakeMinor };
}

function fancyAmounts(bet: FancyBet): { gain: number; stake: number } {
  const rate = assertFancyBet(bet);
  return { gain: mulDivHalfEven(bet.stakeMinor, rate, 10_000), stake: bet.stakeMinor };
}

/**
 * P&L in minor units of a runner bet when `winnerSelectionId` wins (docs/rules/exchange.md table):
 * back +S(o-1) if its selection wins else -S; lay the opposite. S(o-1) is rounded half-even once;
 * lay = -(back), so a bet and its counterparty always sum to 0. Throws RangeError for a
 * malformed bet (assertRunnerBet) or an empty winnerSelectionId.
 */
export function runnerBetPnl(bet: RunnerBet, winnerSelectionId: string): number {
  const { gain, stake } = runnerAmounts(bet);
  if (typeof winnerSelectionId !== 'string' || winnerSelectionId === '') {
    throw new RangeError('winnerSelectionId must be a non-empty string');
  }
  const backPnl = bet.selectionId === winnerSelectionId ? gain : -stake;
  return bet.side === 'back' ? backPnl : 0 - backPnl;
}

/**
 * P&L in minor units of a fancy bet when the session ends at `runs`: Yes +S*r/100 when
 * runs >= line else -S; No the opposite (S*r/100 rounded half-even once). Throws RangeError for
 * a malformed bet or runs that are not a safe integer >= 0.
 */
export function fancyBetPnl(bet: FancyBet, runs: number): number {
  const { gain, stake } = fancyAmounts(bet);
  assertNonNegative(runs, 'runs');
  const yesPnl = runs >= bet.line ? gain : -stake;
  return bet.side === 'back' ? yesPnl : 0 - yesPnl;
}

/**
 * Most the bet can lose, minor units (docs/rules/exchange.md Liability column): back / Yes -> S;
 * lay -> S(o-1); No -> S*r/100 (rounded half-even). Throws RangeError for a malformed bet.
 */
export function liabilityMinor(bet: Bet): number {
  const { gain, stake } = bet.kind === 'fancy' ? fancyAmounts(bet) : runnerAmounts(bet);
  return bet.side === 'back' ? stake : gain;
}

/**
 * What the bet wins, minor units (docs/rules/specification.md §9 profit formulas; stored as favourMargin): back / Yes
 * -> S(o-1) or S*r/100 (rounded half-even); lay / No -> S. Throws RangeError for a malformed bet.
 */
export function profitMinor(bet: Bet): number {
  const { gain, stake } = bet.kind === 'fancy' ? fancyAmounts(bet) : runnerAmounts(bet);
  return bet.side === 'back' ? gain : stake;
}
