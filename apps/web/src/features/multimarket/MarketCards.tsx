import type { BookmakerRunner, ExchangeRunner, MarketStatus, PriceSize } from '@backlay/contracts';
import { useEffect, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { httpStatus, serverMessage } from '../../shared/errors';
import { toast } from '../../shared/toast';
import { selectIsLoggedIn } from '../auth/slice';
import {
  useMultimarketBookmakerQuery,
  useMultimarketOddsQuery,
  useMultimarketSessionQuery,
  type MatchKey,
} from './api';
import { FollowStar } from './FollowStar';
import { marketKind, MULTIMARKET_POLL_MS } from './groups';
import { unfollowed, type FollowedMarket } from './slice';

/** Shown for a followed market the server no longer has (404). */
export const MARKET_CLOSED_TEXT = 'This market has closed.';
/** Toast of a failed price fetch (spec §8: market odds and fancy fetch failure -> toast). */
export const ODDS_ERROR_TEXT = 'Could not load the market odds.';
const ERROR_TOAST_ID = 'multimarket-odds-error';

const RUNNER_COLUMNS = ['Runner', 'Back', 'Lay'] as const;
const SESSION_COLUMNS = ['Session', 'No', 'Yes'] as const;

const sizeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const is404 = (error: unknown) => httpStatus(error) === 404;

/** Toasts a failed fetch once while it keeps failing; a 404 is a closed market, not an error. */
function useFetchErrorToast(error: unknown) {
  useEffect(() => {
    if (error && !is404(error)) {
      toast.error(serverMessage(error) ?? ODDS_ERROR_TEXT, { toastId: ERROR_TOAST_ID });
    }
  }, [error]);
}

/** Poll options: every 2 s while signed in, nothing signed out (spec §6, §9). */
function usePolling() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return { skip: !loggedIn, pollingInterval: MULTIMARKET_POLL_MS } as const;
}

const keyOf = (m: FollowedMarket): MatchKey => ({
  sportId: m.sportId,
  competitionId: m.competitionId,
  matchId: m.matchId,
});

/**
 * A followed market, live: exchange markets (best back/lay per runner), Bookmaker (rates) or a
 * Fancy row (No/Yes), each with its status overlay; 'This market has closed.' with an Unfollow
 * button once the server answers 404. `batch` is the comma list of exchange ids fetched together.
 */
export function FollowedMarketCard({ market, batch }: { market: FollowedMarket; batch?: string }) {
  switch (marketKind(market.marketId)) {
    case 'bookmaker':
      return <BookmakerCard market={market} />;
    case 'fancy':
      return <FancyCard market={market} />;
    default:
      return <ExchangeCard market={market} batch={batch ?? market.marketId} />;
  }
}

function ExchangeCard({ market, batch }: { market: FollowedMarket; batch: string }) {
  const polling = usePolling();
  const key = keyOf(market);
  const together = useMultimarketOddsQuery({ ...key, marketIds: batch }, polling);
  // One closed market makes the whole batch 404: then each market asks for itself.
  const alone = batch !== market.marketId && is404(together.error);
  const single = useMultimarketOddsQuery(
    { ...key, marketIds: market.marketId },
    { ...polling, skip: polling.skip || !alone },
  );
  const source = alone ? single : together;
  useFetchErrorToast(source.error);
  if (is404(source.error)) return <ClosedCard market={market} />;
  const live = source.data?.find((m) => m.marketId === market.marketId);
  if (!live) return <PendingCard market={market} failed={!!source.error || !!source.data} />;
  return (
    <CardFrame market={market} status={live.status}>
      <RunnersTable columns={RUNNER_COLUMNS}>
        {live.runners.map((runner) => (
          <RunnerRow
            key={runner.selectionId}
            runner={runner}
            back={runner.ex.availableToBack[0]}
            lay={runner.ex.availableToLay[0]}
          />
        ))}
      </RunnersTable>
    </CardFrame>
  );
}

/** A runner of an exchange or Bookmaker market: name (and status when not ACTIVE), best back and lay. */
function RunnerRow({
  runner,
  back,
  lay,
}: {
  runner: ExchangeRunner | BookmakerRunner;
  back: PriceSize | undefined;
  lay: PriceSize | undefined;
}) {
  const suspended = runner.status === 'SUSPENDED';
  return (
    <tr className={suspended ? 'mm-runner mm-runner--suspended' : 'mm-runner'}>
      <th scope="row">
        {runner.runnerName}
        {runner.status !== 'ACTIVE' ? <span className="mm-runner__status">{runner.status}</span> : null}
      </th>
      <PriceCell side="back" price={back} />
      <PriceCell side="lay" price={lay} />
    </tr>
  );
}

/** The runners table of a card, under its three column headings. */
function RunnersTable({
  columns,
  children,
}: {
  columns: readonly [string, string, string];
  children: ReactNode;
}) {
  return (
    <table className="mm-runners">
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function BookmakerCard({ market }: { market: FollowedMarket }) {
  const { data, error, isLoading } = useMultimarketBookmakerQuery(keyOf(market), usePolling());
  useFetchErrorToast(error);
  if (is404(error)) return <ClosedCard market={market} />;
  const live = data?.find((m) => m.marketId === market.marketId);
  if (!live) return <MissingCard market={market} answered={!!data && !error} failed={!isLoading} />;
  return (
    <CardFrame market={market} status={live.status}>
      <RunnersTable columns={RUNNER_COLUMNS}>
        {live.runners.map((runner) => (
          <RunnerRow
            key={runner.selectionId}
            runner={runner}
            back={runner.back > 0 ? { price: runner.back, size: runner.backSize } : undefined}
            lay={runner.lay > 0 ? { price: runner.lay, size: runner.laySize } : undefined}
          />
        ))}
      </RunnersTable>
    </CardFrame>
  );
}

function FancyCard({ market }: { market: FollowedMarket }) {
  const { data, error, isLoading } = useMultimarketSessionQuery(keyOf(market), usePolling());
  useFetchErrorToast(error);
  if (is404(error)) return <ClosedCard market={market} />;
  const row = data?.find((r) => r.marketId === market.marketId);
  if (!row) return <MissingCard market={market} answered={!!data && !error} failed={!isLoading} />;
  return (
    <CardFrame market={market} status={row.GameStatus.trim() === '' ? 'OPEN' : row.GameStatus}>
      <RunnersTable columns={SESSION_COLUMNS}>
        <tr className="mm-runner">
          <th scope="row">{row.RunnerName}</th>
          <PriceCell side="lay" price={{ price: row.LayPrice1, size: row.LaySize1 }} />
          <PriceCell side="back" price={{ price: row.BackPrice1, size: row.BackSize1 }} />
        </tr>
      </RunnersTable>
    </CardFrame>
  );
}

/** Best price and size of one side; '-' when the side is empty. */
function PriceCell({ side, price }: { side: 'back' | 'lay'; price: PriceSize | undefined }) {
  return (
    <td className={`mm-price mm-price--${side}`} data-side={side}>
      {price ? (
        <>
          <span className="mm-price__price">{price.price}</span>
          <span className="mm-price__size">{sizeFormat.format(price.size)}</span>
        </>
      ) : (
        <span className="mm-price__price">-</span>
      )}
    </td>
  );
}

/** Card chrome: name, star (unfollow), body, and the status overlay when not OPEN (spec §4). */
function CardFrame({
  market,
  status,
  children,
}: {
  market: FollowedMarket;
  status: MarketStatus | string;
  children: ReactNode;
}) {
  const open = status === 'OPEN';
  return (
    <CardShell market={market} star>
      <div className={open ? 'mm-market__body' : 'mm-market__body mm-market__body--covered'}>
        {children}
        {open ? null : (
          <div className="mm-market__overlay" data-testid="market-status-overlay">
            {status}
          </div>
        )}
      </div>
    </CardShell>
  );
}

function PendingCard({ market, failed }: { market: FollowedMarket; failed: boolean }) {
  return (
    <CardShell market={market} star>
      <p className="muted mm-market__note">{failed ? 'Prices are unavailable right now.' : 'Loading...'}</p>
    </CardShell>
  );
}

function ClosedCard({ market }: { market: FollowedMarket }) {
  const dispatch = useAppDispatch();
  return (
    <CardShell market={market} className="mm-market mm-market--closed">
      <p className="mm-market__note">{MARKET_CLOSED_TEXT}</p>
      <button type="button" className="btn btn--ghost" onClick={() => dispatch(unfollowed(market.marketId))}>
        Unfollow
      </button>
    </CardShell>
  );
}

/** A market the server's answer lacks: closed once it answered without it, else still pending. */
function MissingCard({
  market,
  answered,
  failed,
}: {
  market: FollowedMarket;
  answered: boolean;
  failed: boolean;
}) {
  return answered ? <ClosedCard market={market} /> : <PendingCard market={market} failed={failed} />;
}

/** Card article and header: the star (when `star`) and the market's name, then `children`. */
function CardShell({
  market,
  star = false,
  className = 'mm-market',
  children,
}: {
  market: FollowedMarket;
  star?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <article className={className} data-testid="multimarket-market" aria-label={market.marketName}>
      <header className="mm-market__head">
        {star ? <FollowStar {...market} /> : null}
        <h3 className="mm-market__name">{market.marketName}</h3>
      </header>
      {children}
    </article>
  );
}
