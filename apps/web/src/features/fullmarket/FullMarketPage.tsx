import type { BetRow, BookmakerMarket, ExchangeMarket } from '@backlay/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../shared/hooks';
import { useStreamStatus } from '../../shared/stream';
import { serverMessage } from '../../shared/errors';
import { toast } from '../../shared/toast';
import { useIsDesktop } from '../../shared/useMediaQuery';
import { selectIsLoggedIn } from '../auth';
import { OpenBetsPanel, useUnmatchedOrders } from '../openbets';
import type { BetSelection, MatchInfo } from '../betslip';
import {
  fullMarketApi,
  POLL_MS,
  useFmBetDetailsQuery,
  useFmBookmakerQuery,
  useFmEventsQuery,
  useFmMarketOddsQuery,
  useFmSessionQuery,
  validMatchIds,
} from './api';
import { BETSLIP_PRELOAD_MS, loadBetslip } from './betslipChunk';
import { BookmakerMarketView } from './BookmakerMarketView';
import { ExchangeMarketView } from './ExchangeMarketView';
import { CachedFancySection } from './FancySection';
import { GameInfo } from './GameInfo';
import { useStagedReveal } from '../../shared/stagedReveal';
import type { MarketContext, SlipState } from './types';
import './fullmarket.css';

/** In this chunk so that the first load's prefetch (app/routes.tsx) needs no other (index.ts). */
export { prefetchFullMarket } from './api';

type MarketTab = 'all' | 'bookmaker' | 'odds';
const MARKET_TABS: { id: MarketTab; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'bookmaker', label: 'Bookmaker' },
  { id: 'odds', label: 'Odds' },
];
const NO_BETS: BetRow[] = [];

/** Match Odds first, then the match's other exchange markets in the feed's order. */
const byMatchOddsFirst = (markets: readonly ExchangeMarket[]) =>
  [...markets].sort((a, b) => Number(b.marketName === 'Match Odds') - Number(a.marketName === 'Match Odds'));

/**
 * Whether a query's first answer is still to come: loading, or not yet started. A query hook given
 * its own `selectFromResult` sees the render before its request starts as uninitialized with
 * `isLoading` false (RTK Query applies its "no pending" rule only without one), so `isLoading`
 * alone let the Bookmaker and Fancy render in the task the event list arrived, unmount when the
 * odds request started and render again with the odds: two long tasks on a phone (issue 18).
 * As RTK Query's own rule, data kept from the previous arguments is not pending. Only meaningful
 * while the query is not skipped.
 */
const pendingOf = (data: unknown, isLoading: boolean, isUninitialized: boolean) =>
  isLoading || (isUninitialized && data === undefined);

/**
 * What the page itself reads of the price lists (issue 18 item 2): the markets' ids (a string, so
 * equal while no market comes or goes), the main market's status and the request state. A price
 * change leaves all of these equal, so it does not render the page: each section reads its own
 * market from the cache (ExchangeMarketView, BookmakerMarketView, CachedFancySection).
 */
const oddsShape = ({
  data,
  isLoading,
  isUninitialized,
  error,
}: {
  data?: ExchangeMarket[];
  isLoading: boolean;
  isUninitialized: boolean;
  error?: unknown;
}) => {
  const ordered = byMatchOddsFirst(data ?? []);
  return {
    ids: ordered.map((m) => m.marketId).join(','),
    mainStatus: ordered[0]?.status,
    mainInPlay: ordered[0]?.inplay,
    pending: pendingOf(data, isLoading, isUninitialized),
    error,
  };
};
const bookmakerShape = ({
  data,
  isLoading,
  isUninitialized,
  error,
}: {
  data?: BookmakerMarket[];
  isLoading: boolean;
  isUninitialized: boolean;
  error?: unknown;
}) => ({
  ids: (data ?? []).map((m) => m.marketId).join(','),
  pending: pendingOf(data, isLoading, isUninitialized),
  error,
});
const sessionShape = ({ data, error }: { data?: unknown[]; error?: unknown }) => ({
  count: data?.length ?? 0,
  error,
});
const idsOf = (ids: string) => (ids === '' ? [] : ids.split(','));

/** Shows a fetch failure once as an error toast (docs/rules/specification.md §8: market odds and fancy fetch failures). */
function useErrorToast(error: unknown, id: string, what: string) {
  useEffect(() => {
    if (error) toast.error(serverMessage(error) ?? `Could not load ${what}.`, { toastId: id });
  }, [error, id, what]);
}

/**
 * Full market page /fullmarket/:sportId/:competitionId/:matchId?gameTime&eventName&inplay
 * (docs/rules/specification.md §2; issue 5 items 2-4, 6): game information, the All / Bookmaker / Odds filter, the
 * exchange markets, the Bookmaker and the Fancy rows, the bet slip under a tapped price, the
 * user's book per runner and cash out. Signed in, the books are polled (Fancy 1 s, odds and
 * Bookmaker 2 s); signed out they are fetched once. Either way the stream (issue 15 item 4) keeps
 * them moving; while it is live the odds are not polled and the Bookmaker and Fancy lists only
 * every 10 s. A price change renders only the changed rows and cells (issue 18 item 2,
 * docs/performance.md): the page reads just the lists' shape, each section its own market.
 */
export function FullMarketPage() {
  const { id1 = '', id2 = '', id3 = '' } = useParams();
  const [search] = useSearchParams();
  const sportId = Number(id1);
  const valid = validMatchIds({ id1, id2, id3 });
  const path = useMemo(() => ({ sportId, competitionId: id2, matchId: id3 }), [sportId, id2, id3]);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [tab, setTab] = useState<MarketTab>('all');
  const [slip, setSlip] = useState<SlipState | null>(null);

  const events = useFmEventsQuery(sportId, { skip: !valid });
  const row = events.data?.find((e) => e.matchId === id3);
  const desktop = useIsDesktop();
  // The match's exchange market ids as one string (read on their own so the memo below keeps them).
  const { marketIds } = useFmEventsQuery(sportId, {
    skip: !valid,
    selectFromResult: ({ data }) => ({
      marketIds: (data?.find((e) => e.matchId === id3)?.joinedMarketIds ?? []).join(','),
    }),
  });
  const oddsArgs = useMemo(
    () => ({ sportId, competitionId: id2, matchId: id3, marketIds }),
    [sportId, id2, id3, marketIds],
  );
  // While the stream is live it brings the books: the odds are not polled, the lists seldom.
  const live = useStreamStatus() === 'live';
  const odds = useFmMarketOddsQuery(oddsArgs, {
    skip: !valid || marketIds === '',
    pollingInterval: loggedIn && !live ? POLL_MS.marketOdds : 0,
    selectFromResult: oddsShape,
  });
  const bookmaker = useFmBookmakerQuery(path, {
    skip: !valid,
    pollingInterval: loggedIn ? (live ? POLL_MS.listsWhileLive : POLL_MS.bookmaker) : 0,
    selectFromResult: bookmakerShape,
  });
  const session = useFmSessionQuery(path, {
    skip: !valid,
    pollingInterval: loggedIn ? (live ? POLL_MS.listsWhileLive : POLL_MS.session) : 0,
    selectFromResult: sessionShape,
  });
  // While the user has open bets here, the list is refreshed like the balance (10 s) to see them settle.
  const selectCachedBets = fullMarketApi.endpoints.fmBetDetails.select(id3);
  const cachedBets = useAppSelector((s: Parameters<typeof selectCachedBets>[0]) => selectCachedBets(s).data);
  const openBets = cachedBets?.some((b) => b.status === 'unsettled') ?? false;
  const betDetails = useFmBetDetailsQuery(id3, {
    skip: !valid || !loggedIn,
    pollingInterval: loggedIn && openBets ? POLL_MS.bets : 0,
  });
  // The user's unmatched orders are polled while signed in (issue 14 item 7): one matched by
  // someone else refreshes the bets, the books and the balance.
  useUnmatchedOrders();
  useErrorToast(odds.error, 'fm-odds-error', 'the market odds');
  useErrorToast(session.error, 'fm-session-error', 'the fancy markets');
  useEffect(() => {
    if (bookmaker.error) console.warn('Bookmaker fetch failed', bookmaker.error);
  }, [bookmaker.error]);
  // The bet slip's chunk, fetched once the page has shown, so that a tap's slip opens at once.
  useEffect(() => {
    const timer = setTimeout(() => void loadBetslip().catch(() => undefined), BETSLIP_PRELOAD_MS);
    return () => clearTimeout(timer);
  }, []);

  const eventName = row?.eventName ?? search.get('eventName') ?? '';
  // The name is known from the link, or once the event list has answered (or failed, or has no row).
  const headKnown = eventName !== '' || !events.isLoading;
  // The start as sent (the row's openDate, else the link's gameTime); GameInfo formats it for people.
  const gameTime = row?.openDate ?? search.get('gameTime') ?? '';
  // In play: the main market says so once its book is in (polled or streamed), else the row or link.
  const inPlay = odds.mainInPlay ?? row?.inPlay ?? search.get('inplay') === 'true';
  const match: MatchInfo = useMemo(
    () => ({ sportId, competitionId: id2, matchId: id3, eventName }),
    [sportId, id2, id3, eventName],
  );
  const exchange = idsOf(odds.ids);
  const bookmakerIds = idsOf(bookmaker.ids);
  const mainStatus = odds.mainStatus;
  const onSelect = useCallback(
    (selection: BetSelection) => setSlip((s) => ({ id: (s?.id ?? 0) + 1, selection })),
    [],
  );
  const onCloseSlip = useCallback(() => setSlip(null), []);
  const bets = loggedIn ? (betDetails.data ?? NO_BETS) : NO_BETS;
  // Equal across price changes, so the memoised sections and rows can take it (issue 18 item 2).
  const ctx: MarketContext = useMemo(
    () => ({ match, loggedIn, bets, onSelect, onCloseSlip }),
    [match, loggedIn, bets, onSelect, onCloseSlip],
  );

  const showOdds = tab !== 'bookmaker';
  const showBookmaker = tab !== 'odds';
  const showFancy = tab === 'all';
  const notFound = !valid || (events.isSuccess && !row);
  // A skipped query (no market ids, an invalid path) stays uninitialized: not pending.
  const loading = events.isLoading || (marketIds !== '' && odds.pending) || (valid && bookmaker.pending);
  // One section more per task, from the task after the lists' arrival (Match Odds first), in the
  // order of the All tab: exchange markets, Bookmaker, Fancy. The tabs then filter what was revealed.
  const revealed = useStagedReveal(
    !loading && !notFound,
    exchange.length + bookmakerIds.length + (session.count > 0 ? 1 : 0),
    0,
  );
  const allRevealed = revealed === Infinity;
  const nothing =
    allRevealed &&
    (!showOdds || exchange.length === 0) &&
    (!showBookmaker || bookmakerIds.length === 0) &&
    (!showFancy || session.count === 0);

  return (
    <div className="fm-layout">
      <section className="fm-page" data-testid="fullmarket">
        <h1 className="sr-only">Full Market</h1>
        {/* A direct load has no name in its link: until the event list gives it, one loading line
          and nothing above the markets. The header, Game Details and tabs then come in at once at the
          name's real height, instead of 'Match' and '–' growing when a long name wraps and pushing
          the markets' placeholder down (CLS 0.27-0.30 on a phone, issue 18; docs/performance.md). */}
        {!headKnown ? (
          <p key="page-loading" className="fm-empty fm-empty--loading muted" role="status">
            Loading markets…
          </p>
        ) : (
          <>
            <header className="fm-page__head">
              <h2 className="fm-page__event">{eventName || 'Match'}</h2>
              {inPlay ? <span className="fm-inplay">In Play</span> : null}
            </header>
            <GameInfo
              sportId={sportId}
              matchId={id3}
              eventName={eventName}
              gameTime={gameTime}
              status={mainStatus}
              inPlay={inPlay}
              loggedIn={loggedIn}
            />
            <div className="fm-tabs" role="group" aria-label="Show markets" data-testid="fullmarket-tabs">
              {MARKET_TABS.map((t) => (
                <button
                  key={t.id}
                  type="button"
                  className={`fm-tab${tab === t.id ? ' is-active' : ''}`}
                  aria-pressed={tab === t.id}
                  onClick={() => setTab(t.id)}
                >
                  {t.label}
                </button>
              ))}
            </div>

            {notFound ? (
              <p className="fm-empty" role="status">
                This match is not available.
              </p>
            ) : loading || revealed === 0 ? (
              <p className="fm-empty fm-empty--loading muted" role="status">
                Loading markets…
              </p>
            ) : null}

            {/* Sections appear in order once the odds and the Bookmaker are in (a section that arrives
            first, the Fancy rows, would otherwise be pushed down by the ones above it), one a task. */}
            {showOdds
              ? exchange
                  .slice(0, revealed)
                  .map((id) => (
                    <ExchangeMarketView key={id} args={oddsArgs} marketId={id} ctx={ctx} slip={slip} />
                  ))
              : null}
            {showBookmaker
              ? bookmakerIds
                  .slice(0, Math.max(0, revealed - exchange.length))
                  .map((id) => (
                    <BookmakerMarketView key={id} path={path} marketId={id} ctx={ctx} slip={slip} />
                  ))
              : null}
            {showFancy && session.count > 0 && revealed > exchange.length + bookmakerIds.length ? (
              <CachedFancySection path={path} ctx={ctx} slip={slip} />
            ) : null}
            {nothing && !notFound ? <p className="fm-empty muted">No markets to show.</p> : null}
          </>
        )}

        {/* After the markets: written before them, it is pushed down as they come (CLS, issue 18). */}
        {row?.attribution && allRevealed ? (
          <p className="fm-credit" data-testid="data-credit">
            {row.attribution}
          </p>
        ) : null}
      </section>
      {desktop && loggedIn ? (
        <aside className="fm-side" aria-label="Open bets">
          <OpenBetsPanel matchId={id3} eventName={eventName || undefined} />
        </aside>
      ) : null}
    </div>
  );
}
