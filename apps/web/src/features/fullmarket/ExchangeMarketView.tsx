import type { ExchangeMarket, ExchangeRunner, PriceSize } from '@backlay/contracts';
import type { LiveQuote } from '../betslip';
import { useUnmatchedOrders } from '../openbets';
import { formatMatched, formatPrice, formatSize } from './format';
import { BACK_LAY, PriceLabels, RunnerName } from './MarketParts';
import { isSlipSide, MarketRow, rowKeyOf, runnerPick, selectQuote } from './MarketRow';
import { PriceCell } from './PriceCell';
import { pnlIfUnmatchedMatch, restingOn } from './ifUnmatched';
import { RunnerMarketSection } from './RunnerMarketSection';
import { hasOpenBet, type MarketContext } from './types';

const LEVELS = [0, 1, 2] as const;

/** Best price of a runner's side, when the market and runner take bets. */
export function liveOdds(
  market: ExchangeMarket,
  runner: ExchangeRunner | undefined,
  side: 'back' | 'lay',
): LiveQuote | undefined {
  if (market.status !== 'OPEN' || runner?.status !== 'ACTIVE') return undefined;
  const best = (side === 'back' ? runner.ex.availableToBack : runner.ex.availableToLay)[0];
  return best ? { kind: 'odds', odds: best.price } : undefined;
}

/**
 * One exchange market (Match Odds and the match's other exchange markets, docs/rules/specification.md §2): three back
 * (blue) and three lay (pink) prices and sizes per runner, the matched total, the user's P&L per
 * runner (the book) and, while the user has unmatched orders on the market, Betfair's second
 * figure "if unmatched bets match" (issue 14 item 7), cash out, and an overlay with the status when
 * the market is not OPEN.
 */
export function ExchangeMarketView({ market, ctx }: { market: ExchangeMarket; ctx: MarketContext }) {
  const { slip } = ctx;
  const open = market.status === 'OPEN';
  // The page polls the orders already; this shares its cache entry (signed out: none).
  const { data: orders } = useUnmatchedOrders();
  const resting = ctx.loggedIn ? restingOn(orders, market.marketId) : [];
  const matchedBets = ctx.loggedIn && hasOpenBet(ctx.bets, market.marketId);
  /** The second figure: none without unmatched orders, nor while the matched book is loading. */
  const ifUnmatched = (pnl: number | undefined, selectionId: string) => {
    const matched = pnl ?? (matchedBets ? undefined : 0);
    return resting.length > 0 && matched !== undefined
      ? pnlIfUnmatchedMatch(matched, selectionId, resting)
      : undefined;
  };

  const select = (runner: ExchangeRunner, side: 'back' | 'lay', level: PriceSize) =>
    selectQuote(
      ctx,
      { ...runnerPick(market, runner, 'odds', side), startRate: level.price },
      liveOdds(market, runner, side),
    );

  const cell = (runner: ExchangeRunner, side: 'back' | 'lay', level: 0 | 1 | 2) => {
    const levels = side === 'back' ? runner.ex.availableToBack : runner.ex.availableToLay;
    const ps = levels[level];
    const takes = open && runner.status === 'ACTIVE' && ps !== undefined;
    const selected = isSlipSide(slip, rowKeyOf(market.marketId, runner.selectionId), side) && level === 0;
    return (
      <PriceCell
        key={`${side}${level}`}
        side={side}
        price={ps?.price}
        size={ps?.size}
        mainText={ps ? formatPrice(ps.price) : ''}
        subText={ps ? formatSize(ps.size) : ''}
        label={`${side === 'back' ? 'Back' : 'Lay'} ${runner.runnerName} ${ps ? formatPrice(ps.price) : ''}`.trim()}
        onSelect={takes ? () => select(runner, side, ps) : undefined}
        testId={level === 0 ? `${side}-price` : undefined}
        depth={level > 0}
        selected={selected}
      />
    );
  };

  return (
    <RunnerMarketSection
      market={market}
      ctx={ctx}
      kind="odds"
      className="fm-market"
      best={(r) => ({
        bestBack: r.ex.availableToBack[0]?.price,
        bestLay: r.ex.availableToLay[0]?.price,
      })}
      head={
        <span className="fm-market__matched" data-testid="matched-total">
          Matched {formatMatched(market.totalMatched)}
        </span>
      }
    >
      {(pnlOf) => (
        <>
          <PriceLabels labels={BACK_LAY} />
          {market.runners.map((runner) => (
            <MarketRow
              key={runner.selectionId}
              rowKey={rowKeyOf(market.marketId, runner.selectionId)}
              className={`fm-row${runner.status === 'SUSPENDED' && open ? ' is-suspended' : ''}`}
              data={{ 'data-testid': `runner-${runner.selectionId}` }}
              ctx={ctx}
              live={(side) => liveOdds(market, runner, side)}
            >
              {/* Runner status shown instead of prices (WINNER / LOSER / SUSPENDED). */}
              <RunnerName
                name={runner.runnerName}
                badge={runner.status === 'ACTIVE' ? undefined : runner.status}
                pnl={pnlOf(runner.selectionId)}
                ifUnmatched={ifUnmatched(pnlOf(runner.selectionId), runner.selectionId)}
              />
              <div className="fm-prices">
                {[2, 1, 0].map((l) => cell(runner, 'back', l as 0 | 1 | 2))}
                {LEVELS.map((l) => cell(runner, 'lay', l))}
              </div>
            </MarketRow>
          ))}
        </>
      )}
    </RunnerMarketSection>
  );
}
