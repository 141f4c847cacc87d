import { useAppSelector } from '../../shared/hooks';
import { useIsDesktop } from '../../shared/useMediaQuery';
import { selectIsLoggedIn } from '../auth';
import { useGetCompetitionsQuery } from './api';
import { AllSports } from './components/AllSports';
import { Group } from './components/Group';
import { EmptyState, ErrorState, ListSkeleton } from './components/ListStates';
import { QuickLinks } from './components/QuickLinks';
import { CompetitionEvents, statusOf } from './components/SportEvents';
import { useLockedSportIds } from './hooks';
import './sports.css';

/** Competitions change rarely; signed in, their list refreshes every minute while shown. */
const COMPETITIONS_POLL_MS = 60_000;

/**
 * A sport's competitions; opening one shows its events (docs/rules/specification.md §2: competitions,
 * then events). Polled only while signed in (§6: polling is for signed-in users; issue 19 item 6).
 */
function Competitions({ sportId, locked }: { sportId: number; locked: ReadonlySet<number> }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const query = useGetCompetitionsQuery(sportId, {
    pollingInterval: loggedIn ? COMPETITIONS_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const status = statusOf(query);
  if (status === 'loading') return <ListSkeleton />;
  if (status === 'error') return <ErrorState what="competitions" onRetry={() => void query.refetch()} />;
  const competitions = query.currentData ?? [];
  if (competitions.length === 0) return <EmptyState />;
  return (
    <div className="sp-competitions" data-testid="competitions">
      {competitions.map((c) => (
        <Group
          key={c.competitionId}
          title={c.competitionName}
          count={c.matchCount}
          defaultOpen={false}
          testId={`competition-${c.competitionId}`}
        >
          <CompetitionEvents sportId={sportId} competitionId={c.competitionId} locked={locked} />
        </Group>
      ))}
    </div>
  );
}

/**
 * /sports, /cricket, /tennis, /soccer (docs/rules/specification.md §2). On mobile, Quick Links first; /sports lists All
 * Sports (with Casino), a sport page its competitions. A locked sport shows no data.
 */
export function SportPage({ sportId, title }: { sportId?: number; title: string }) {
  const locked = useLockedSportIds();
  const desktop = useIsDesktop();
  return (
    <section className="page sp-page" data-sport-id={sportId}>
      <h1 className="sp-title">{title}</h1>
      {desktop ? null : <QuickLinks locked={locked} />}
      {sportId === undefined ? (
        <AllSports locked={locked} />
      ) : locked.has(sportId) ? (
        <EmptyState />
      ) : (
        <Competitions key={sportId} sportId={sportId} locked={locked} />
      )}
    </section>
  );
}
