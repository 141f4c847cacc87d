import type { SportRow } from '@backlay/contracts';
import { CASINO_SPORT } from '@backlay/contracts/constants';
import { Link } from 'react-router-dom';
import { useGetSportsQuery } from '../api';
import { sportById, SPORTS } from '../events';
import { ChevronIcon } from './icons';

/** Shown until (or if) the sports list call answers: the known sports and Casino. */
const KNOWN: SportRow[] = [...SPORTS.map((s) => ({ id: s.id, name: s.name })), { name: CASINO_SPORT.name }];

/** Where a sport of `GET /v2/get-events` leads: its page, or the casino for Casino (no id). */
function pathOf(sport: SportRow): string | null {
  if (sport.id === undefined) return sport.name.toLowerCase() === 'casino' ? '/casino' : null;
  return sportById(sport.id)?.path ?? null;
}

/** All Sports list (docs/rules/specification.md §2), including Casino; a locked sport is left out. */
export function AllSports({ locked }: { locked: ReadonlySet<number> }) {
  const { data } = useGetSportsQuery();
  const sports = (data ?? KNOWN).filter((s) => s.id === undefined || !locked.has(s.id));
  return (
    <nav className="sp-all" aria-label="All Sports" data-testid="all-sports">
      <h2 className="sp-section-title">All Sports</h2>
      <ul>
        {sports.map((sport) => {
          const to = pathOf(sport);
          return to ? (
            <li key={`${sport.id ?? ''}-${sport.name}`}>
              <Link to={to} data-testid={`all-sports-${sport.id ?? sport.name.toLowerCase()}`}>
                <span>{sport.name}</span>
                <ChevronIcon />
              </Link>
            </li>
          ) : null;
        })}
      </ul>
    </nav>
  );
}
