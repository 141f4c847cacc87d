import { Link } from 'react-router-dom';
import { logout } from '../../features/auth';
import { useAppDispatch } from '../../shared/hooks';
import { ACCOUNT_LINKS } from '../shell/accountLinks';

/**
 * /account (mobile bottom nav Account): the account menu as a page (docs/rules/specification.md §2 Account menu: the
 * six account pages, then Logout). Its route sends a signed-out visitor home with the sign-in
 * flow open (guards.tsx LoginGate).
 */
export function AccountPage() {
  const dispatch = useAppDispatch();
  return (
    <section className="page" data-testid="account-page">
      <h1>Account</h1>
      <ul className="link-list">
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="btn btn--ghost btn--block account-page__logout"
            data-testid="account-page-logout"
            onClick={() => void dispatch(logout())}
          >
            Logout
          </button>
        </li>
      </ul>
    </section>
  );
}
