import type { ExchangeRunner } from '@backlay/contracts';
import { memo } from 'react';
import type { LiveQuote } from '../betslip';
import { useUnmatchedOrders } from '../openbets';
import { fullMarketApi, type MarketOddsArgs } from './api';
import { formatMatched, formatPrice, formatSize } from './format';
import { closedReason, runnerPriceWords } from './labels';
import { BACK_LAY, PriceLabels, RunnerName } from './MarketParts';
import { MarketRow, rowKeyOf, runnerPick, selectQuote, useStableHandler, rowPropsEqual } from './MarketRow';
import { PriceCell } from './PriceCell';
import { pnlIfUnmatchedMatch, restingOn } from './ifUnmatched';
import { RunnerMarketSection } from './RunnerMarketSection';
import { hasOpenBet, slipOf, type MarketContext, type SlipState } from './types';
import { type MarketFrame, useMarketFrame } from './marketFrame';

const LEVELS = [0, 1, 2] as const;
const BACK_LEVELS = [2, 1, 0] as const;

/** Best price of a runner's side, when the market and runner take bets. */
export function liveOdds(
  market: { status: string },
  runner: ExchangeRunner | undefined,
  side: 'back' | 'lay',
): LiveQuote | undefined {
  if (market.status !== 'OPEN' || runner?.status !== 'ACTIVE') return undefined;
  const best = (side === 'back' ? runner.ex.availableToBack : runner.ex.availableToLay)[0];
  return best ? { kind: 'odds', odds: best.price } : undefined;
}

/** Best prices and the shown depth: the cash-out quote fills across levels as the server does. */
const bestOf = (r: ExchangeRunner) => ({
  bestBack: r.ex.availableToBack[0]?.price,
  bestLay: r.ex.availableToLay[0]?.price,
  backLevels: r.ex.availableToBack,
  layLevels: r.ex.availableToLay,
});

/**
 * One exchange market (Match Odds and the match's other exchange markets, docs/rules/specification.md §2): three back
 * (blue) and three lay (pink) prices and sizes per runner, the matched total, the user's P&L per
 * runner (the book) and, while the user has unmatched orders on the market, Betfair's second
 * figure "if unmatched bets match" (issue 14 item 7), cash out, and an overlay with the status when
 * the market is not OPEN.
 *
 * Reads its own market from the odds cache entry `args` (issue 18 item 2): it re-renders when that
 * market changes, and each runner row only when its runner (kept by identity by the stream's and
 * RTK Query's structural sharing), its P&L or its slip changes.
 */
export const ExchangeMarketView = memo(function ExchangeMarketView({
  args,
  marketId,
  ctx,
  slip,
}: {
  args: MarketOddsArgs;
  marketId: string;
  ctx: MarketContext;
  slip: SlipState | null;
}) {
  const { market } = fullMarketApi.endpoints.fmMarketOdds.useQueryState(args, {
    selectFromResult: ({ data }) => ({ market: data?.find((m) => m.marketId === marketId) }),
  });
  // The page polls the orders already; this shares its cache entry (signed out: none).
  const { data: orders } = useUnmatchedOrders();
  const frame = useMarketFrame(marketId, market);
  if (!market) return null;
  const resting = ctx.loggedIn ? restingOn(orders, market.marketId) : [];
  const matchedBets = ctx.loggedIn && hasOpenBet(ctx.bets, market.marketId);
  /** The second figure: none without unmatched orders, nor while the matched book is loading. */
  const ifUnmatched = (pnl: number | undefined, selectionId: string) => {
    const matched = pnl ?? (matchedBets ? undefined : 0);
    return resting.length > 0 && matched !== undefined
      ? pnlIfUnmatchedMatch(matched, selectionId, resting)
      : undefined;
  };

  return (
    <RunnerMarketSection
      market={market}
      ctx={ctx}
      kind="odds"
      className="fm-market"
      best={bestOf}
      head={
        <span className="fm-market__matched" data-testid="matched-total">
          Matched {formatMatched(market.totalMatched)}
        </span>
      }
    >
      {(pnlOf) => (
        <>
          <PriceLabels labels={BACK_LAY} />
          {market.runners.map((runner) => {
            const rowKey = rowKeyOf(market.marketId, runner.selectionId);
            const pnl = pnlOf(runner.selectionId);
            return (
              <ExchangeRunnerRow
                key={runner.selectionId}
                market={frame}
                runner={runner}
                ctx={ctx}
                slip={slipOf(slip, rowKey)}
                pnl={pnl}
                ifUnmatched={ifUnmatched(pnl, runner.selectionId)}
              />
            );
          })}
        </>
      )}
    </RunnerMarketSection>
  );
});

/**
 * One runner of an exchange market: its name, book figures and six price cells, and the slip
 * under it while the slip is on it. Memoised: every prop stays equal while this runner's prices,
 * P&L and slip do, so a price change elsewhere does not render it (issue 18 item 2).
 */
const ExchangeRunnerRow = memo(function ExchangeRunnerRow({
  market,
  runner,
  ctx,
  slip,
  pnl,
  ifUnmatched,
}: {
  market: MarketFrame;
  runner: ExchangeRunner;
  ctx: MarketContext;
  slip: SlipState | null;
  pnl: number | undefined;
  ifUnmatched: number | undefined;
}) {
  const reason = closedReason(market.status, runner.status);
  // One stable handler for the six cells: it reads the runner at the tap, so cells whose own
  // price did not change keep equal props.
  const onSelect = useStableHandler((side: 'back' | 'lay', level: number) => {
    const ps = (side === 'back' ? runner.ex.availableToBack : runner.ex.availableToLay)[level];
    if (!ps) return;
    selectQuote(
      ctx,
      { ...runnerPick(market, runner, 'odds', side), startRate: ps.price },
      liveOdds(market, runner, side),
    );
  });

  const cell = (side: 'back' | 'lay', level: 0 | 1 | 2) => {
    const ps = (side === 'back' ? runner.ex.availableToBack : runner.ex.availableToLay)[level];
    return (
      <PriceCell
        key={`${side}${level}`}
        side={side}
        level={level}
        price={ps?.price}
        size={ps?.size}
        mainText={ps ? formatPrice(ps.price) : ''}
        subText={ps ? formatSize(ps.size) : ''}
        words={runnerPriceWords(
          side,
          runner.runnerName,
          ps !== undefined,
          ps ? formatSize(ps.size) !== '' : false,
          reason,
        )}
        enabled={reason === ''}
        onSelect={onSelect}
        testId={level === 0 ? `${side}-price` : undefined}
        depth={level > 0}
        selected={slip?.selection.side === side && level === 0}
      />
    );
  };

  return (
    <MarketRow
      className={`fm-row${runner.status === 'SUSPENDED' && market.status === 'OPEN' ? ' is-suspended' : ''}`}
      data={{ 'data-testid': `runner-${runner.selectionId}` }}
      slip={slip}
      onCloseSlip={ctx.onCloseSlip}
      live={(side) => liveOdds(market, runner, side)}
    >
      {/* Runner status shown instead of prices (WINNER / LOSER / SUSPENDED). */}
      <RunnerName
        name={runner.runnerName}
        badge={runner.status === 'ACTIVE' ? undefined : runner.status}
        pnl={pnl}
        ifUnmatched={ifUnmatched}
      />
      <div className="fm-prices">
        {BACK_LEVELS.map((l) => cell('back', l))}
        {LEVELS.map((l) => cell('lay', l))}
      </div>
    </MarketRow>
  );
}, rowPropsEqual('runner'));
