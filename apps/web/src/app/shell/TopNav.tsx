import { CASINO_SPORT, SPORTS } from '@backlay/contracts/constants';
import { NavLink } from 'react-router-dom';
import { selectIsLoggedIn } from '../../features/auth';
import { useAppSelector } from '../../shared/hooks';

const ITEMS = [
  { to: '/', label: 'Home' },
  { to: '/inplay', label: 'In Play' },
  { to: '/multimarket', label: 'Multi Market' },
  ...SPORTS.map((s) => ({ to: s.path, label: s.name })),
  { to: CASINO_SPORT.path, label: CASINO_SPORT.name },
];

/** Desktop top nav (docs/rules/specification.md §2): fixed items plus Settings when signed in. */
export function TopNav() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const items = loggedIn ? [...ITEMS, { to: '/settings', label: 'Settings' }] : ITEMS;
  return (
    <nav className="top-nav" aria-label="Main" data-testid="top-nav">
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.to === '/'}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
