import type { EventRow } from '@backlay/contracts';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetSportMatchesQuery } from './api';
import { EventList } from './components/EventRow';
import { Group } from './components/Group';
import { Attribution, EmptyState, ErrorState, ListSkeleton } from './components/ListStates';
import { statusOf, useListPolling, useStagedRowLimit, type ListStatus } from './components/SportEvents';
import { panelId, tabId, Tabs, type TabItem } from './components/Tabs';
import { firstRowsOfGroups, splitEvents, SPORTS, type EventSplit, type Sport } from './events';
import { useLockedSportIds, useNow, useRememberEvent } from './hooks';
import './sports.css';

type Tab = 'inplay' | 'today' | 'tomorrow';
/** Tab labels as the spec spells them (Tommorow, docs/rules/specification.md §2). */
const TABS: (TabItem & { id: Tab })[] = [
  { id: 'inplay', label: 'In Play', testId: 'inplay-tab-inplay' },
  { id: 'today', label: 'Today', testId: 'inplay-tab-today' },
  { id: 'tomorrow', label: 'Tommorow', testId: 'inplay-tab-tomorrow' },
];
const isTab = (v: string | null): v is Tab => TABS.some((t) => t.id === v);
const ID = 'inplay';

interface SportList {
  id: number;
  name: string;
  status: ListStatus;
  split: EventSplit | null;
  refetch: () => void;
}

/**
 * One sport's list, polled every 10 s while signed in (fetched once signed out, useListPolling); a
 * locked sport is not fetched (docs/rules/specification.md §6).
 */
function useSportList(sport: Sport, locked: ReadonlySet<number>, now: number): SportList {
  const query = useGetSportMatchesQuery(sport.id, { ...useListPolling(), skip: locked.has(sport.id) });
  const rows = query.currentData;
  const split = useMemo(() => (rows ? splitEvents(rows, new Date(now), locked) : null), [rows, now, locked]);
  const { refetch } = query;
  return { id: sport.id, name: sport.name, status: statusOf(query), split, refetch: () => void refetch() };
}

/** /inplay (docs/rules/specification.md §2): In Play / Today / Tommorow tabs, one collapsible group per sport. */
export function InPlayPage() {
  const locked = useLockedSportIds();
  const now = useNow();
  const remember = useRememberEvent();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab');
  const tab: Tab = isTab(wanted) ? wanted : 'inplay';
  // One list per sport, in the fixed order of SPORTS (Cricket, Tennis, Soccer).
  const lists = [
    useSportList(SPORTS[0], locked, now),
    useSportList(SPORTS[1], locked, now),
    useSportList(SPORTS[2], locked, now),
  ].filter((list) => !locked.has(list.id));

  const groups = lists
    .map((list) => ({ ...list, rows: list.split?.[tab] ?? [] }))
    .filter((list) => list.status === 'error' || list.rows.length > 0);
  const shown: EventRow[] = groups.flatMap((g) => g.rows);
  const loading = lists.some((l) => l.status === 'loading');
  // Once every sport answered, the rows build a few a task (issue 18: the three lists in
  // one render were a task of ~150-230 ms under a 4x slowdown, and the largest paint waited for it).
  const limit = useStagedRowLimit(!loading, Math.max(shown.length, groups.length));

  return (
    <section className="page sp-page sp-inplay">
      <h1 className="sp-title">In Play</h1>
      <Tabs
        items={TABS}
        selected={tab}
        onSelect={(id) => setParams({ tab: id }, { replace: true })}
        label="When"
        idPrefix={ID}
        testId="inplay-tabs"
      />
      <div role="tabpanel" id={panelId(ID)} aria-labelledby={tabId(ID, tab)} className="sp-panel">
        {/* The groups come in together once every sport has answered: a group arriving above the
            skeleton would push it down (a layout shift, issue 18: CLS <= 0.02). */}
        {loading ? <ListSkeleton rows={4} /> : null}
        {firstRowsOfGroups(loading ? [] : groups, limit).map(({ group, rows }) => (
          <Group
            key={group.id}
            title={group.name}
            count={group.status === 'error' ? undefined : group.rows.length}
            columns={group.status !== 'error'}
            testId={`sport-group-${group.id}`}
          >
            {group.status === 'error' ? (
              <ErrorState onRetry={group.refetch} />
            ) : (
              <EventList rows={rows} now={now} onOpen={remember} />
            )}
          </Group>
        ))}
        {!loading && groups.length === 0 ? <EmptyState /> : null}
        {/* Below the last row once every row is in, so the rows appended above never push it down. */}
        {limit === Infinity ? <Attribution rows={shown} /> : null}
      </div>
    </section>
  );
}
