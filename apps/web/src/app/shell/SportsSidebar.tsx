import { NavLink } from 'react-router-dom';

const SPORTS = [
  { to: '/cricket', label: 'Cricket' },
  { to: '/tennis', label: 'Tennis' },
  { to: '/soccer', label: 'Soccer' },
  { to: '/casino', label: 'Casino' },
];

/** Left sports list on desktop (spec §2): sport names and Casino. */
export function SportsSidebar() {
  return (
    <aside className="sports-sidebar">
      <nav aria-label="Sports" data-testid="sports-sidebar">
        <h2 className="sports-sidebar__title">Sports</h2>
        <ul>
          {SPORTS.map((sport) => (
            <li key={sport.to}>
              <NavLink to={sport.to}>{sport.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
