import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import './bottom-nav.css';

const icon = (d: string): ReactNode => (
  <svg
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d={d} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const ITEMS = [
  { to: '/', label: 'Home', icon: icon('M3 11l9-8 9 8M5 10v10h14V10') },
  { to: '/inplay', label: 'In-Play', icon: icon('M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM10 8l6 4-6 4Z') },
  {
    to: '/sports',
    label: 'Sports',
    icon: icon('M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18'),
  },
  {
    to: '/multimarket',
    label: 'Multi Market',
    icon: icon('M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z'),
  },
  { to: '/account', label: 'Account', icon: icon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4 21a8 8 0 0 1 16 0') },
];

/** Mobile bottom nav (docs/rules/specification.md §2), shown below 1110 px. */
export function BottomNav() {
  return (
    <nav className="bottom-nav" aria-label="Bottom" data-testid="bottom-nav">
      <ul>
        {ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.to === '/'}>
              {item.icon}
              <span>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
