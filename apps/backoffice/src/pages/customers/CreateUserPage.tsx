import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useCreateUserMutation } from '../../api/api';
import type { CreateUserBody } from '../../api/types';
import { useOperator } from '../../app/operator';
import { Field, FormResult, isAmount } from '../../components/ui';

/**
 * Create an account (issue 16 item 3; `POST /api/admin/users`): of a role below the operator's
 * (`creatableRoles` of `GET me`), created by the operator (the tree's parent); a customer
 * (role User) may open with a balance, credited from the house, and any account with an
 * exposure limit.
 */
export function CreateUserPage() {
  const operator = useOperator();
  const navigate = useNavigate();
  const roles = operator.creatableRoles;
  const [role, setRole] = useState(roles.includes('User') ? 'User' : (roles[0] ?? ''));
  const [userName, setUserName] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [openingBalance, setOpeningBalance] = useState('');
  const [exposureLimit, setExposureLimit] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { isLoading, error }] = useCreateUserMutation();

  if (roles.length === 0)
    return (
      <p className="state state--empty">
        Your role cannot create accounts. <Link to="/customers">Back to the accounts</Link>
      </p>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!userName.trim() || !password || !role)
      return setProblem('User name, password and role are required.');
    if (role === 'User' && openingBalance.trim() && !isAmount(openingBalance, true))
      return setProblem('Opening balance must be an amount with at most 2 decimals.');
    if (exposureLimit.trim() && !isAmount(exposureLimit, true))
      return setProblem('Exposure limit must be an amount with at most 2 decimals.');
    setProblem(null);
    const answer = await create({
      userName: userName.trim(),
      name: name.trim() || userName.trim(),
      password,
      role: role as CreateUserBody['role'],
      ...(role === 'User' && openingBalance.trim() ? { openingBalance: Number(openingBalance) } : {}),
      ...(exposureLimit.trim() ? { exposureLimit: Number(exposureLimit) } : {}),
    });
    if ('data' in answer && answer.data) {
      navigate(`/customers/${answer.data.data._id}`);
    }
  };

  return (
    <section aria-labelledby="create-title">
      <h1 id="create-title">Create account</h1>
      <form className="card form" onSubmit={submit} noValidate>
        <Field label="Role">
          {(p) => (
            <select {...p} value={role} onChange={(e) => setRole(e.target.value)}>
              {roles.map((r) => (
                <option key={r} value={r}>
                  {r === 'User' ? 'User (customer)' : r}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="User name">
          {(p) => (
            <input
              {...p}
              autoComplete="off"
              value={userName}
              onChange={(e) => setUserName(e.target.value)}
              required
            />
          )}
        </Field>
        <Field label="Name">
          {(p) => <input {...p} value={name} onChange={(e) => setName(e.target.value)} />}
        </Field>
        <Field label="Password" hint="The same password policy as a password reset.">
          {(p) => (
            <input
              {...p}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
          )}
        </Field>
        {role === 'User' && (
          <Field label="Opening balance" hint="Currency units, credited from the house.">
            {(p) => (
              <input
                {...p}
                inputMode="decimal"
                value={openingBalance}
                onChange={(e) => setOpeningBalance(e.target.value)}
              />
            )}
          </Field>
        )}
        <Field label="Exposure limit" hint="Optional, currency units; empty or 0: no limit.">
          {(p) => (
            <input
              {...p}
              inputMode="decimal"
              value={exposureLimit}
              onChange={(e) => setExposureLimit(e.target.value)}
            />
          )}
        </Field>
        <FormResult problem={problem} error={error} />
        <div className="actions">
          <Link to="/customers" className="btn btn--ghost">
            Cancel
          </Link>
          <button type="submit" className="btn btn--primary" disabled={isLoading}>
            {isLoading ? 'Creating...' : 'Create account'}
          </button>
        </div>
      </form>
    </section>
  );
}
