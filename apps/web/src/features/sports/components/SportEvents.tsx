import type { EventRow } from '@backlay/contracts';
import { useMemo } from 'react';
import { useAppSelector } from '../../../shared/hooks';
import { selectIsLoggedIn } from '../../auth';
import { LIST_POLL_MS, useGetCompetitionMatchesQuery, useGetSportMatchesQuery } from '../api';
import { firstRowsOfGroups, groupByCompetition, listedRows } from '../events';
import { useStagedReveal } from '../../../shared/stagedReveal';
import { useNow, useRememberEvent } from '../hooks';
import { EventList, OddsHeader } from './EventRow';
import { Group } from './Group';
import { Attribution, EmptyState, ErrorState, ListSkeleton } from './ListStates';

/**
 * Rows built per task: the first render builds a phone's first screen and more, the rest follow
 * this many a task (shared/stagedReveal.ts; issue 18: a 26-row list in one render was one task of
 * ~100-240 ms under a 4x slowdown).
 */
export const ROWS_PER_TASK = 8;

/**
 * How many of a list's `rowCount` rows to build now (`Infinity`: all): none before `ready`,
 * ROWS_PER_TASK on the render where it turns true, ROWS_PER_TASK more a task (shared/stagedReveal.ts).
 */
export function useStagedRowLimit(ready: boolean, rowCount: number): number {
  return useStagedReveal(ready, Math.ceil(rowCount / ROWS_PER_TASK)) * ROWS_PER_TASK;
}

/** Signed in: the lists refresh every 10 s while shown (and the tab is focused). */
export const POLL = { pollingInterval: LIST_POLL_MS, skipPollingIfUnfocused: true } as const;
/** Signed out: fetched when shown, not polled. */
export const NO_POLL = { pollingInterval: 0 } as const;

/**
 * The event lists' polling (docs/rules/specification.md §1, §6: "Live feeds, price polling and
 * personal exposure figures need a login"; issue 19 item 6): polled while signed in, fetched once
 * when shown while signed out (the list and its prices as first loaded; the event lists have no
 * stream topic). Signing in starts the polling, signing out stops it.
 */
export function useListPolling(): typeof POLL | typeof NO_POLL {
  return useAppSelector(selectIsLoggedIn) ? POLL : NO_POLL;
}

/** What a list shows: rows once the current argument answered, else the error or the skeleton. */
export type ListStatus = 'ready' | 'error' | 'loading';
export const statusOf = (q: { currentData?: unknown; isError: boolean }): ListStatus =>
  q.currentData ? 'ready' : q.isError ? 'error' : 'loading';

/** Home tab of a sport: its listed events grouped by competition (collapsible), polled signed in only. */
export function SportEvents({ sportId, locked }: { sportId: number; locked: ReadonlySet<number> }) {
  const now = useNow();
  const remember = useRememberEvent();
  const query = useGetSportMatchesQuery(sportId, useListPolling());
  const rows = useMemo(() => listedRows(query.currentData ?? [], locked), [query.currentData, locked]);
  const groups = useMemo(() => groupByCompetition(rows), [rows]);
  const status = statusOf(query);
  const limit = useStagedRowLimit(status === 'ready', rows.length);
  if (status === 'loading') return <ListSkeleton />;
  if (status === 'error') return <ErrorState onRetry={() => void query.refetch()} />;
  if (rows.length === 0) return <EmptyState />;
  // The first rows over the groups in order; the groups below them come in later tasks.
  return (
    <>
      {firstRowsOfGroups(groups, limit).map(({ group, rows: shown }) => (
        <Group
          key={group.competitionId}
          title={group.competitionName}
          count={group.rows.length}
          columns
          testId={`competition-group-${group.competitionId}`}
        >
          <EventList rows={shown} now={now} onOpen={remember} />
        </Group>
      ))}
      {/* Below the last row once every row is in, so the rows appended above never push it down. */}
      {limit === Infinity ? <Attribution rows={rows} /> : null}
    </>
  );
}

/** Events of one competition (sport page drill-down), fetched while shown. */
export function CompetitionEvents({
  sportId,
  competitionId,
  locked,
}: {
  sportId: number;
  competitionId: string;
  locked: ReadonlySet<number>;
}) {
  const now = useNow();
  const remember = useRememberEvent();
  const query = useGetCompetitionMatchesQuery({ sportId, competitionId }, useListPolling());
  const rows: EventRow[] = useMemo(
    () => listedRows(query.currentData ?? [], locked),
    [query.currentData, locked],
  );
  const status = statusOf(query);
  if (status === 'loading') return <ListSkeleton rows={2} />;
  if (status === 'error') return <ErrorState onRetry={() => void query.refetch()} />;
  if (rows.length === 0) return <EmptyState />;
  return (
    <>
      <div className="ev-list-head">
        <OddsHeader />
      </div>
      <EventList rows={rows} now={now} onOpen={remember} />
      <Attribution rows={rows} />
    </>
  );
}
