import { Link } from 'react-router-dom';
import { ACCOUNT_LINKS } from '../shell/accountLinks';

/** /account (mobile bottom nav Account): the account menu as a page. */
export function AccountPage() {
  return (
    <section className="page">
      <h1>Account</h1>
      <ul className="link-list">
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
