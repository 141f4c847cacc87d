import type { ReactNode } from 'react';
import { sportById, type SportId } from '@backlay/contracts/constants';
import { NavLink } from 'react-router-dom';
import { BallIcon, GridIcon, PlayIcon } from './icons';

/** The Quick Links' own order of the sports (docs/rules/specification.md §2 Routes: Cricket, Soccer, Tennis). */
const QUICK_SPORTS: readonly SportId[] = [4, 1, 2];

const LINKS: { to: string; label: string; sportId?: number; icon: ReactNode }[] = [
  { to: '/inplay', label: 'In-play', icon: <PlayIcon /> },
  { to: '/multimarket', label: 'Multi Markets', icon: <GridIcon /> },
  ...QUICK_SPORTS.map((id) => sportById(id)!).map((s) => ({
    to: s.path,
    label: s.name,
    sportId: s.id,
    icon: <BallIcon />,
  })),
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
