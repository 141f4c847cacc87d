import type { BetRow } from '@backlay/contracts';
import {
  cashOutFills,
  cashOutHedge,
  fromMinor,
  largestImbalance,
  runnerBook,
  toMinor,
  type RunnerBet,
} from '@backlay/exchange';

/** One level of an exchange runner's ladder as the site shows it: decimal odds, size in currency units. */
export interface CashOutLevel {
  price: number;
  size: number;
}

/**
 * A runner as the cash-out rule sees it: status and best prices as decimal odds, and for an
 * exchange runner the ladder's levels on each side (availableToBack / availableToLay, best first).
 */
export interface CashOutRunner {
  selectionId: string;
  status: string;
  bestBack?: number;
  bestLay?: number;
  backLevels?: readonly CashOutLevel[];
  layLevels?: readonly CashOutLevel[];
}

/** What a market view gives cash out for one runner: best prices, and an exchange runner's depth. */
export type CashOutPrices = {
  bestBack: number | undefined;
  bestLay: number | undefined;
  backLevels?: readonly CashOutLevel[];
  layLevels?: readonly CashOutLevel[];
};

/**
 * The hedge of an exchange runner as the server fills it (cashOutFills against the shown depth):
 * one bet per level taken; undefined without levels on the needed side (then the best price rules).
 */
function depthFills(runnerBets: RunnerBet[], runner: CashOutRunner): RunnerBet[] | undefined {
  const fillsOf = (levels: readonly CashOutLevel[] | undefined) =>
    cashOutFills(
      runnerBets,
      runner.selectionId,
      (levels ?? []).map((l) => ({ priceH: Math.round(l.price * 100), sizeMinor: toMinor(l.size) })),
    );
  // As the server: a lay hedge takes the lay column's levels, a back hedge the back column's.
  const lay = fillsOf(runner.layLevels);
  if (lay[0]?.side === 'lay') return lay;
  const back = fillsOf(runner.backLevels);
  return back[0]?.side === 'back' ? back : undefined;
}

/** Why the cash-out button is disabled (docs/rules/specification.md §4 Cash out). */
export type CashOutBlock = 'no-bet' | 'not-live' | 'no-liquidity' | 'already-cashed-out' | 'level';

export type CashOutQuote =
  | { ok: false; reason: CashOutBlock }
  | {
      ok: true;
      selectionId: string;
      side: 'back' | 'lay';
      /** Decimal odds of the hedge. */
      odds: number;
      stake: number;
      /** The P&L locked in, whatever the result (the worst outcome), currency units. */
      pnl: number;
    };

export const CASH_OUT_NARRATION = 'Cash out';

export const CASH_OUT_BLOCK_TEXT: Record<CashOutBlock, string> = {
  'no-bet': 'No bet in this market',
  'not-live': 'The market is not open',
  'no-liquidity': 'Not enough liquidity to cash out',
  'already-cashed-out': 'Already cashed out',
  level: 'Nothing to cash out',
};

/** A bet row of a runner market as exchange maths (Bookmaker rates become decimal odds). */
export function toRunnerBet(kind: 'odds' | 'bookmaker', bet: BetRow): RunnerBet | undefined {
  if (bet.oddsReq === null || !(bet.stake > 0)) return undefined;
  const odds = kind === 'bookmaker' ? 1 + bet.oddsReq / 100 : bet.oddsReq;
  return { kind, side: bet.type, selectionId: bet.selectionId, stakeMinor: toMinor(bet.stake), odds };
}

/**
 * The cash out of one exchange or Bookmaker market (docs/rules/specification.md §4; docs/rules/exchange.md Cash out): the
 * opposite bet on the runner with the largest imbalance at its best price, as the server will
 * compute it, and the P&L it locks in. Disabled when there is no open bet, the market or runner
 * is not live, the needed side has no price, or the market's last bet already was a cash out.
 */
export function cashOutQuote(
  kind: 'odds' | 'bookmaker',
  market: { marketId: string; status: string; runners: CashOutRunner[] },
  bets: readonly BetRow[],
): CashOutQuote {
  const mine = bets.filter((b) => b.marketId === market.marketId);
  const open = mine.filter((b) => b.status === 'unsettled');
  if (open.length === 0) return { ok: false, reason: 'no-bet' };
  const last = [...mine].sort((a, b) => b.placeTime.localeCompare(a.placeTime))[0];
  if (last?.remark === CASH_OUT_NARRATION) return { ok: false, reason: 'already-cashed-out' };
  if (market.status !== 'OPEN') return { ok: false, reason: 'not-live' };
  try {
    const ids = market.runners.map((r) => r.selectionId);
    const runnerBets = open
      .map((b) => toRunnerBet(kind, b))
      .filter((b): b is RunnerBet => b !== undefined && ids.includes(b.selectionId));
    const target = largestImbalance(runnerBets, ids);
    if (target === undefined) return { ok: false, reason: 'level' };
    const runner = market.runners.find((r) => r.selectionId === target);
    if (!runner || runner.status !== 'ACTIVE') return { ok: false, reason: 'not-live' };
    const fills = kind === 'odds' ? depthFills(runnerBets, runner) : undefined;
    const hedges = fills ?? [
      cashOutHedge(runnerBets, target, {
        selectionId: target,
        bestBack: runner.bestBack,
        bestLay: runner.bestLay,
      }),
    ];
    const last = hedges.at(-1);
    if (!last || hedges.some((h) => h === undefined)) return { ok: false, reason: 'no-liquidity' };
    const book = runnerBook([...runnerBets, ...(hedges as RunnerBet[])], ids);
    const worst = Math.min(...Object.values(book));
    return {
      ok: true,
      selectionId: target,
      side: last.side,
      odds: last.odds,
      stake: fromMinor((hedges as RunnerBet[]).reduce((sum, h) => sum + h.stakeMinor, 0)),
      pnl: fromMinor(worst),
    };
  } catch {
    return { ok: false, reason: 'no-liquidity' };
  }
}
