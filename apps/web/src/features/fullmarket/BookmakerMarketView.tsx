import type { BookmakerMarket, BookmakerRunner } from '@backlay/contracts';
import type { LiveQuote } from '../betslip';
import { formatSize } from './format';
import { BACK_LAY, PriceLabels, RunnerName } from './MarketParts';
import { MarketRow, rowKeyOf, runnerPick, selectQuote, SinglePrices, type SingleQuote } from './MarketRow';
import { RunnerMarketSection } from './RunnerMarketSection';
import type { MarketContext } from './types';

/** A Bookmaker runner's live rate on a side, when the market and runner take bets. */
export function liveRate(
  market: BookmakerMarket,
  runner: BookmakerRunner | undefined,
  side: 'back' | 'lay',
): LiveQuote | undefined {
  if (market.status !== 'OPEN' || runner?.status !== 'ACTIVE') return undefined;
  const rate = side === 'back' ? runner.back : runner.lay;
  return rate > 0 ? { kind: 'bookmaker', rate } : undefined;
}

/**
 * The Bookmaker market (docs/rules/specification.md §2): percentage rates back and lay per runner; a SUSPENDED runner is
 * dimmed and labelled; the market shows its status over the runners when not OPEN; book and cash
 * out as on the exchange.
 */
export function BookmakerMarketView({ market, ctx }: { market: BookmakerMarket; ctx: MarketContext }) {
  const open = market.status === 'OPEN';

  const select = (runner: BookmakerRunner) => (side: 'back' | 'lay') =>
    selectQuote(ctx, runnerPick(market, runner, 'bookmaker', side), liveRate(market, runner, side));

  return (
    <RunnerMarketSection
      market={market}
      ctx={ctx}
      kind="bookmaker"
      className="fm-market fm-market--bookmaker"
      best={(r) => ({
        bestBack: r.back > 0 ? 1 + r.back / 100 : undefined,
        bestLay: r.lay > 0 ? 1 + r.lay / 100 : undefined,
      })}
    >
      {(pnlOf) => (
        <>
          <PriceLabels labels={BACK_LAY} single />
          {market.runners.map((runner) => {
            const rowKey = rowKeyOf(market.marketId, runner.selectionId);
            const suspended = runner.status === 'SUSPENDED';
            const takes = open && runner.status === 'ACTIVE';
            const quoteOf = (side: 'back' | 'lay', main: number, size: number): SingleQuote => ({
              side,
              main,
              size,
              offered: main > 0,
              subText: formatSize(size),
              label: `${side === 'back' ? 'Back' : 'Lay'} ${runner.runnerName} ${main}`,
              testId: `${side}-price`,
            });
            return (
              <MarketRow
                key={runner.selectionId}
                rowKey={rowKey}
                className={`fm-row${suspended ? ' is-suspended' : ''}`}
                data={{ 'data-testid': `runner-${runner.selectionId}` }}
                ctx={ctx}
                live={(s) => liveRate(market, runner, s)}
              >
                <RunnerName
                  name={runner.runnerName}
                  badge={runner.status === 'WINNER' || runner.status === 'LOSER' ? runner.status : undefined}
                  pnl={pnlOf(runner.selectionId)}
                />
                <SinglePrices
                  className="fm-prices fm-prices--single"
                  quotes={[
                    quoteOf('back', runner.back, runner.backSize),
                    quoteOf('lay', runner.lay, runner.laySize),
                  ]}
                  rowKey={rowKey}
                  slip={ctx.slip}
                  onSelect={takes ? select(runner) : undefined}
                  status={suspended && open ? { testId: 'runner-suspended', text: 'SUSPENDED' } : undefined}
                />
              </MarketRow>
            );
          })}
        </>
      )}
    </RunnerMarketSection>
  );
}
