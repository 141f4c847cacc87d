import type { EventRow } from '@backlay/contracts';
import { useMemo } from 'react';
import { LIST_POLL_MS, useGetCompetitionMatchesQuery, useGetSportMatchesQuery } from '../api';
import { groupByCompetition, listedRows } from '../events';
import { useNow, useRememberEvent } from '../hooks';
import { EventList, OddsHeader } from './EventRow';
import { Group } from './Group';
import { Attribution, EmptyState, ErrorState, ListSkeleton } from './ListStates';

export const POLL = { pollingInterval: LIST_POLL_MS, skipPollingIfUnfocused: true } as const;

/** What a list shows: rows once the current argument answered, else the error or the skeleton. */
export type ListStatus = 'ready' | 'error' | 'loading';
export const statusOf = (q: { currentData?: unknown; isError: boolean }): ListStatus =>
  q.currentData ? 'ready' : q.isError ? 'error' : 'loading';

/** Home tab of a sport: its listed events grouped by competition (collapsible). */
export function SportEvents({ sportId, locked }: { sportId: number; locked: ReadonlySet<number> }) {
  const now = useNow();
  const remember = useRememberEvent();
  const query = useGetSportMatchesQuery(sportId, POLL);
  const rows = useMemo(() => listedRows(query.currentData ?? [], locked), [query.currentData, locked]);
  const groups = useMemo(() => groupByCompetition(rows), [rows]);
  const status = statusOf(query);
  if (status === 'loading') return <ListSkeleton />;
  if (status === 'error') return <ErrorState onRetry={() => void query.refetch()} />;
  if (rows.length === 0) return <EmptyState />;
  return (
    <>
      {groups.map((group) => (
        <Group
          key={group.competitionId}
          title={group.competitionName}
          count={group.rows.length}
          columns
          testId={`competition-group-${group.competitionId}`}
        >
          <EventList rows={group.rows} now={now} onOpen={remember} />
        </Group>
      ))}
      <Attribution rows={rows} />
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
  const query = useGetCompetitionMatchesQuery({ sportId, competitionId }, POLL);
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
