import { SPORTS } from '@backlay/contracts/constants';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  useResetPasswordMutation,
  useSetExposureLimitMutation,
  useSetLocksMutation,
  useMeQuery,
  useUserQuery,
  useUserRowsQuery,
  type UserList,
} from '../../api/api';
import type { Locks, UserDetail } from '../../api/types';
import { FieldsTable } from '../../components/DataTable';
import {
  ErrorState,
  Field,
  FormResult,
  isAmount,
  Loading,
  money,
  QueryView,
  when,
} from '../../components/ui';
import { ProtectionPanel } from './ProtectionPanel';
import { TransferForm } from './TransferForm';

/**
 * One account of the operator's chain (issue 16 item 3; `GET /api/admin/users/{userId}`): its
 * details, locks, exposure limit, password reset, credit and debit, and its statement, bets,
 * orders and login activity. Another chain's account is a 404 "Unknown user".
 */
export function CustomerPage() {
  const { userId = '' } = useParams();
  const query = useUserQuery(userId);
  const me = useMeQuery();
  if (query.isLoading) return <Loading />;
  if (query.isError || !query.data)
    return (
      <>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        <Link to="/customers">Back to the accounts</Link>
      </>
    );
  const user = query.data;
  return (
    <section aria-labelledby="user-title">
      <p className="crumbs">
        <Link to="/customers">Accounts</Link> › {user.userName}
      </p>
      <h1 id="user-title">
        {user.userName} <span className="badge">{user.role}</span>
      </h1>
      <dl className="details card">
        <div>
          <dt>Name</dt>
          <dd>{user.name}</dd>
        </div>
        <div>
          <dt>Balance</dt>
          <dd>{money(user.balance)}</dd>
        </div>
        <div>
          <dt>Exposure</dt>
          <dd>{money(user.exposure)}</dd>
        </div>
        <div>
          <dt>Exposure limit</dt>
          <dd>{user.exposureLimit > 0 ? money(user.exposureLimit) : 'None'}</dd>
        </div>
        <div>
          <dt>Currency</dt>
          <dd>{user.currency}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{when(user.createdAt)}</dd>
        </div>
        {user.childCount > 0 && (
          <div>
            <dt>Accounts below</dt>
            <dd>
              <Link to={`/customers?${new URLSearchParams({ parentId: user._id, name: user.userName })}`}>
                {user.childCount}
              </Link>
            </dd>
          </div>
        )}
      </dl>
      <div className="grid">
        {/* Keyed by account only: a save refetches the account, and a remount would drop the form's "saved" message. */}
        <LocksForm user={user} key={`locks-${user._id}`} />
        <ExposureLimitForm user={user} key={`limit-${user._id}`} />
        {user.role === 'User' && <TransferForm userName={user.userName} userId={user._id} />}
        <PasswordForm userId={user._id} />
      </div>
      {user.role === 'User' && <ProtectionPanel userId={user._id} isAdmin={me.data?.isAdmin ?? false} />}
      <UserLists userId={user._id} />
    </section>
  );
}

/** The locks of `GET users/{id}` with every sport of the list present. */
function locksOf(user: UserDetail): Locks {
  const sports = SPORTS.map((s) => ({
    eventId: s.id,
    lock: user.sportLocks.find((l) => l.eventId === s.id)?.lock ?? false,
  }));
  return { betting: user.locks.betting, casino: user.locks.casino, sports };
}

/** Betting, casino and each sport (the specification's sport lock): checkboxes, saved together. */
function LocksForm({ user }: { user: UserDetail }) {
  const [locks, setLocks] = useState<Locks>(() => locksOf(user));
  const [save, { isLoading, error, isSuccess, reset }] = useSetLocksMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await save({ userId: user._id, locks });
  };
  const toggleSport = (eventId: number, lock: boolean) => {
    reset();
    setLocks((l) => ({ ...l, sports: l.sports.map((s) => (s.eventId === eventId ? { ...s, lock } : s)) }));
  };
  return (
    <form className="card form" onSubmit={submit} aria-labelledby="locks-title">
      <h2 id="locks-title">Locks</h2>
      <fieldset>
        <legend>Lock</legend>
        <label className="check">
          <input
            type="checkbox"
            checked={locks.betting}
            onChange={(e) => {
              reset();
              setLocks((l) => ({ ...l, betting: e.target.checked }));
            }}
          />{' '}
          Betting
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={locks.casino}
            onChange={(e) => {
              reset();
              setLocks((l) => ({ ...l, casino: e.target.checked }));
            }}
          />{' '}
          Casino
        </label>
      </fieldset>
      <fieldset>
        <legend>Sports</legend>
        {SPORTS.map((sport) => (
          <label className="check" key={sport.id}>
            <input
              type="checkbox"
              checked={locks.sports.find((s) => s.eventId === sport.id)?.lock ?? false}
              onChange={(e) => toggleSport(sport.id, e.target.checked)}
            />{' '}
            {sport.name}
          </label>
        ))}
      </fieldset>
      <FormResult error={error} success={isSuccess ? 'Locks saved.' : null} />
      <button type="submit" className="btn btn--primary" disabled={isLoading}>
        Save locks
      </button>
    </form>
  );
}

function ExposureLimitForm({ user }: { user: UserDetail }) {
  const [value, setValue] = useState(String(user.exposureLimit));
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { isLoading, error, isSuccess }] = useSetExposureLimitMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isAmount(value, true))
      return setProblem('Exposure limit must be an amount with at most 2 decimals.');
    setProblem(null);
    await save({ userId: user._id, exposureLimit: Number(value) });
  };
  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby="limit-title">
      <h2 id="limit-title">Exposure limit</h2>
      <Field
        label="Exposure limit"
        hint="Currency units: the most this account may stand to lose; 0: no limit."
      >
        {(p) => <input {...p} inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} />}
      </Field>
      <FormResult problem={problem} error={error} success={isSuccess ? 'Exposure limit saved.' : null} />
      <button type="submit" className="btn btn--primary" disabled={isLoading}>
        Save exposure limit
      </button>
    </form>
  );
}

function PasswordForm({ userId }: { userId: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [reset, { isLoading, error, isSuccess }] = useResetPasswordMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setProblem('Enter the new password.');
    if (password !== confirm) return setProblem('The two passwords differ.');
    setProblem(null);
    const answer = await reset({ userId, password });
    if ('data' in answer) {
      setPassword('');
      setConfirm('');
    }
  };
  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby="password-title">
      <h2 id="password-title">Reset password</h2>
      <Field label="New password">
        {(p) => (
          <input
            {...p}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
      <Field label="Confirm password">
        {(p) => (
          <input
            {...p}
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        )}
      </Field>
      <FormResult problem={problem} error={error} success={isSuccess ? 'Password reset.' : null} />
      <button type="submit" className="btn btn--primary" disabled={isLoading}>
        Reset password
      </button>
    </form>
  );
}

const LISTS: { list: UserList; label: string }[] = [
  { list: 'statement', label: 'Statement' },
  { list: 'bets', label: 'Bets' },
  { list: 'orders', label: 'Orders' },
  { list: 'login-activity', label: 'Login activity' },
];

/** The fields each list shows, in order. */
const FIELDS: Record<UserList, string[]> = {
  statement: ['createdAt', 'type', 'amount', 'displayText', 'payer', 'remark'],
  bets: [
    'placeTime',
    'event',
    'market',
    'selection',
    'type',
    'oddsReq',
    'stake',
    'status',
    'case',
    'profitLoss',
  ],
  orders: [
    'placedDate',
    'marketId',
    'selectionName',
    'side',
    'priceSize',
    'sizeMatched',
    'sizeRemaining',
    'status',
  ],
  'login-activity': ['loginTime', 'loginStatus', 'deviceIp', 'city', 'country'],
};

/** The account's statement, bets, orders and login activity, one at a time, 25 rows a page. */
function UserLists({ userId }: { userId: string }) {
  const [list, setList] = useState<UserList>('statement');
  const [page, setPage] = useState(1);
  const [betStatus, setBetStatus] = useState<'unsettled' | 'settled'>('unsettled');
  const query = useUserRowsQuery({ userId, list, page, status: betStatus });
  const label = LISTS.find((l) => l.list === list)?.label ?? list;
  return (
    <section className="card" aria-labelledby="lists-title">
      <h2 id="lists-title">History</h2>
      <div className="tabs" role="group" aria-label="History list">
        {LISTS.map((l) => (
          <button
            key={l.list}
            type="button"
            className="btn btn--ghost"
            aria-pressed={l.list === list}
            onClick={() => {
              setList(l.list);
              setPage(1);
            }}
          >
            {l.label}
          </button>
        ))}
      </div>
      {list === 'bets' && (
        <Field label="Bet status">
          {(p) => (
            <select
              {...p}
              value={betStatus}
              onChange={(e) => {
                setBetStatus(e.target.value as 'unsettled' | 'settled');
                setPage(1);
              }}
            >
              <option value="unsettled">Unsettled</option>
              <option value="settled">Settled</option>
            </select>
          )}
        </Field>
      )}
      <QueryView
        query={query}
        empty={`No ${label.toLowerCase()} yet.`}
        isEmpty={(p) => p.pageItems.length === 0}
      >
        {(paged) => (
          <>
            <FieldsTable
              caption={label}
              rows={paged.pageItems as unknown as Record<string, unknown>[]}
              fields={FIELDS[list]}
            />
            <nav className="actions" aria-label={`${label} pages`}>
              <button
                type="button"
                className="btn btn--ghost"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                Previous page
              </button>
              <span>
                Page {paged.currentPage} of {Math.max(paged.totalPages, 1)}
              </span>
              <button
                type="button"
                className="btn btn--ghost"
                disabled={page >= paged.totalPages}
                onClick={() => setPage(page + 1)}
              >
                Next page
              </button>
            </nav>
          </>
        )}
      </QueryView>
    </section>
  );
}
