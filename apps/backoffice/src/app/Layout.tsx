import { NavLink, Outlet } from 'react-router-dom';
import { useMeQuery, useSignOutMutation } from '../api/api';
import { ErrorState, Loading } from '../components/ui';
import { useAppDispatch } from './hooks';
import { signedOut } from './session';
import type { Operator } from '../api/types';

/** The sections of the console and who sees them (docs/backoffice.md "Roles"). */
export const SECTIONS: { path: string; label: string; adminOnly: boolean }[] = [
  { path: '/customers', label: 'Customers', adminOnly: false },
  { path: '/limits', label: 'Stake limits', adminOnly: true },
  { path: '/brands', label: 'Brands', adminOnly: true },
  { path: '/markets', label: 'Markets', adminOnly: true },
  { path: '/casino', label: 'Casino', adminOnly: true },
  { path: '/reports', label: 'Reports', adminOnly: true },
  { path: '/audit', label: 'Audit', adminOnly: true },
];

/** The sections `operator` may open: everyone has Customers, an Admin has them all. */
export function sectionsFor(operator: Pick<Operator, 'isAdmin'>) {
  return SECTIONS.filter((s) => operator.isAdmin || !s.adminOnly);
}

/**
 * The signed-in console: who is signed in, the navigation their role allows (`GET
 * /api/admin/me`), sign-out, and the page.
 */
export function Layout() {
  const dispatch = useAppDispatch();
  const me = useMeQuery();
  const [revoke] = useSignOutMutation();
  /** Revokes the token on the server, then forgets it (a failed call still signs the tab out). */
  const signOut = () => {
    void revoke()
      .catch(() => undefined)
      .finally(() => dispatch(signedOut()));
  };

  if (me.isLoading) return <Loading what="Loading your account..." />;
  if (me.isError || !me.data)
    return (
      <main className="page">
        <ErrorState error={me.error} onRetry={() => void me.refetch()} />
        <button type="button" className="btn btn--ghost" onClick={signOut}>
          Sign out
        </button>
      </main>
    );
  const operator = me.data;
  return (
    <div className="shell">
      <header className="topbar">
        <strong className="topbar__title">Backlay back office</strong>
        <span className="topbar__who">
          {operator.userName} <span className="badge">{operator.role}</span>{' '}
          <span className="muted">{operator.domain}</span>
        </span>
        <button type="button" className="btn btn--ghost topbar__signout" onClick={signOut}>
          Sign out
        </button>
      </header>
      <nav className="nav" aria-label="Sections">
        {sectionsFor(operator).map((s) => (
          <NavLink key={s.path} to={s.path} className="nav__link">
            {s.label}
          </NavLink>
        ))}
      </nav>
      <main className="page">
        <Outlet context={operator} />
      </main>
    </div>
  );
}
