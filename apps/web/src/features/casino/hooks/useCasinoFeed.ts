import type { CasinoRecentResult, CasinoT1 } from '@backlay/contracts';
import { useEffect, useMemo } from 'react';
import { useStreamStatus } from '../../../shared/stream';
import { useOnline } from '../../betslip';
import { CASINO_POLL_MS, useCasinoDataQuery, useCasinoResultsQuery } from '../api';
import { liveCards } from '../cards';
import { selfSuspendBelow } from '../catalog';
import { runnersOf, type CasinoRunner } from '../runners';
import { usePageVisible } from './usePageVisible';

/** A table's live state as the screens use it. */
export interface CasinoFeed {
  t1: CasinoT1 | undefined;
  /** Round id ("0" or "" when no round is running). */
  mid: string;
  /** Seconds left for betting; undefined before the first answer. */
  autotime: number | undefined;
  /** The round's cards (C1..Cn, or 32 Cards' desc), "1" while face down. */
  cards: string[];
  runners: CasinoRunner[];
  /** Last results, newest first. */
  results: CasinoRecentResult[];
  /** No internet connection (docs/rules/specification.md §4). */
  offline: boolean;
  /** The last live-data fetch failed (docs/rules/specification.md §4, §8: marks the table as internet-disabled). */
  failed: boolean;
  /** The whole table takes no bets: offline, a failed fetch, or a self-suspend (teen20 below 6 s). */
  suspended: boolean;
  /** True until the first live data arrives. */
  loading: boolean;
}

const NO_RESULTS: CasinoRecentResult[] = [];

/**
 * Polls a table (docs/rules/specification.md §7, §9): live data every 1 s and recent results every 1.3 s (`results`
 * false: the video view, which shows none), only while the page is visible and the stream is not
 * live (while it is, the table's topic fills both answers: issue 15 item 4); polling stops when
 * the last screen using it unmounts. Nothing is fetched without an `eventId`. Fetch failures are
 * only logged (docs/rules/specification.md §8); a failed data fetch suspends the table.
 */
export function useCasinoFeed(
  casinoType: string,
  eventId: string | undefined,
  { results: withResults = true }: { results?: boolean } = {},
): CasinoFeed {
  const visible = usePageVisible();
  const online = useOnline();
  const off = !eventId;
  const live = useStreamStatus() === 'live';
  const poll = visible && !live;
  const data = useCasinoDataQuery(
    { casinoType, eventId: eventId ?? '' },
    { skip: off, pollingInterval: poll ? CASINO_POLL_MS.data : 0 },
  );
  const results = useCasinoResultsQuery(casinoType, {
    skip: off || !withResults,
    pollingInterval: poll ? CASINO_POLL_MS.results : 0,
  });
  useEffect(() => {
    if (data.error) console.warn('Casino data fetch failed', data.error);
  }, [data.error]);
  useEffect(() => {
    if (results.error) console.warn('Casino results fetch failed', results.error);
  }, [results.error]);

  const t1 = data.data?.t1[0];
  const cards = useMemo(() => liveCards(t1), [t1]);
  const runners = useMemo(() => runnersOf(data.data), [data.data]);
  const seconds = Number(t1?.autotime);
  const autotime = t1 && Number.isFinite(seconds) ? seconds : undefined;
  const failed = data.isError;
  const selfSuspended = autotime !== undefined && autotime < selfSuspendBelow(casinoType);
  return {
    t1,
    mid: t1?.mid ?? '',
    autotime,
    cards,
    runners,
    results: results.data ?? NO_RESULTS,
    offline: !online,
    failed,
    suspended: !online || failed || selfSuspended,
    loading: !data.data && !failed,
  };
}
