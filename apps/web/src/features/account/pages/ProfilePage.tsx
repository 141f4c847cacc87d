import { useState } from 'react';
import { useAppSelector } from '../../../shared/hooks';
import { formatMoney } from '../../../shared/format';
import { selectUser } from '../../auth';
import { ChangePasswordModal } from '../components/ChangePasswordModal';
import '../account.css';

/**
 * /profile (docs/rules/specification.md §2): name, exposure limit, mobile number, and the password with an edit button
 * opening the change-password modal. Figures come from the current-user details the shell polls.
 */
export function ProfilePage() {
  const user = useAppSelector(selectUser);
  const [editing, setEditing] = useState(false);
  if (!user) return null;
  const rows: [string, string][] = [
    ['User Name', user.userName],
    ['Name', user.name],
    ['Exposure Limit', `${user.currency} ${formatMoney(user.exposureLimit)}`],
    ['Mobile Number', user.mobile || '-'],
  ];
  return (
    <section className="page acc-page" aria-labelledby="profile-title" data-testid="profile">
      <h1 id="profile-title">My Profile</h1>
      <dl className="acc-profile">
        {rows.map(([label, value]) => (
          <div key={label} className="acc-profile__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="acc-profile__row">
          <dt>Password</dt>
          <dd>
            <span>********</span>
            <button
              type="button"
              className="btn btn--ghost acc-profile__edit"
              data-testid="edit-password"
              onClick={() => setEditing(true)}
            >
              Edit
            </button>
          </dd>
        </div>
      </dl>
      {editing ? <ChangePasswordModal onClose={() => setEditing(false)} /> : null}
    </section>
  );
}
