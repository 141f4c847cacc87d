import { CASINO_SPORT, SPORTS as SPORT_LIST } from '@backlay/contracts/constants';
import { NavLink } from 'react-router-dom';
import { useLockedSportIds } from '../../features/sports';

const SPORTS: { to: string; label: string; sportId?: number }[] = [
  ...SPORT_LIST.map((s) => ({ to: s.path, label: s.name, sportId: s.id })),
  { to: CASINO_SPORT.path, label: CASINO_SPORT.name },
];

/** Left sports list on desktop (docs/rules/specification.md §2): sport names and Casino; a sport locked for the user is hidden. */
export function SportsSidebar() {
  const locked = useLockedSportIds();
  return (
    <aside className="sports-sidebar">
      <nav aria-label="Sports" data-testid="sports-sidebar">
        <h2 className="sports-sidebar__title">Sports</h2>
        <ul>
          {SPORTS.filter((s) => s.sportId === undefined || !locked.has(s.sportId)).map((sport) => (
            <li key={sport.to}>
              <NavLink to={sport.to}>{sport.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
