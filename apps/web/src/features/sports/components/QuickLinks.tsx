import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { BallIcon, GridIcon, PlayIcon } from './icons';

const LINKS: { to: string; label: string; sportId?: number; icon: ReactNode }[] = [
  { to: '/inplay', label: 'In-play', icon: <PlayIcon /> },
  { to: '/multimarket', label: 'Multi Markets', icon: <GridIcon /> },
  { to: '/cricket', label: 'Cricket', sportId: 4, icon: <BallIcon /> },
  { to: '/soccer', label: 'Soccer', sportId: 1, icon: <BallIcon /> },
  { to: '/tennis', label: 'Tennis', sportId: 2, icon: <BallIcon /> },
];

/** Mobile Quick Links of the sport pages (docs/rules/specification.md §2); a locked sport is left out. */
export function QuickLinks({ locked }: { locked: ReadonlySet<number> }) {
  return (
    <nav className="sp-quick" aria-label="Quick Links" data-testid="quick-links">
      <h2 className="sp-section-title">Quick Links</h2>
      <ul>
        {LINKS.filter((l) => l.sportId === undefined || !locked.has(l.sportId)).map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>
              {link.icon}
              <span>{link.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
