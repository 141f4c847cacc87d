import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useUsersQuery } from '../../api/api';
import type { UserSummary } from '../../api/types';
import { DataTable } from '../../components/DataTable';
import { Field, money, QueryView } from '../../components/ui';

/**
 * The user tree (issue 16 item 3; `GET /api/admin/users?parentId&search`): the accounts the
 * operator created (or, below an account, that account's), a drill-down into an agent's
 * accounts, and a search over the whole chain. The address keeps the place (`?parentId=&name=`
 * and `?search=`), so the browser's back button walks up the tree.
 */
export function CustomersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const parentId = searchParams.get('parentId') ?? undefined;
  const parentName = searchParams.get('name') ?? undefined;
  const search = searchParams.get('search') ?? undefined;
  const [text, setText] = useState(search ?? '');
  const query = useUsersQuery(search ? { search } : { parentId });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    setSearchParams(trimmed ? { search: trimmed } : {});
  };

  return (
    <section aria-labelledby="customers-title">
      <div className="page__head">
        <h1 id="customers-title">Customers and agents</h1>
        <Link
          className="btn btn--primary"
          to={parentId ? `/customers/new?parentId=${parentId}` : '/customers/new'}
        >
          Create account
        </Link>
      </div>
      <form className="inline-form" role="search" onSubmit={submit}>
        <Field label="Search user name">
          {(p) => <input {...p} type="search" value={text} onChange={(e) => setText(e.target.value)} />}
        </Field>
        <button type="submit" className="btn">
          Search
        </button>
      </form>
      <nav aria-label="Tree position" className="crumbs">
        {search ? (
          <>
            Results for “{search}” ·{' '}
            <button
              type="button"
              className="link"
              onClick={() => {
                setText('');
                setSearchParams({});
              }}
            >
              Clear search
            </button>
          </>
        ) : parentId ? (
          <>
            <Link to="/customers">My accounts</Link> ›{' '}
            <span aria-current="page">{parentName ?? parentId}</span>
          </>
        ) : (
          <span aria-current="page">My accounts</span>
        )}
      </nav>
      <QueryView query={query} empty={search ? 'No account matches this search.' : 'No accounts here yet.'}>
        {(users) => (
          <DataTable<UserSummary>
            caption="Accounts"
            rows={users}
            rowKey={(u) => u._id}
            columns={[
              { header: 'User name', cell: (u) => <Link to={`/customers/${u._id}`}>{u.userName}</Link> },
              { header: 'Name', cell: (u) => u.name },
              { header: 'Role', cell: (u) => u.role },
              { header: 'Balance', cell: (u) => money(u.balance), numeric: true },
              { header: 'Exposure', cell: (u) => money(u.exposure), numeric: true },
              {
                header: 'Exposure limit',
                cell: (u) => (u.exposureLimit > 0 ? money(u.exposureLimit) : 'None'),
                numeric: true,
              },
              {
                header: 'Locks',
                cell: (u) =>
                  [u.locks.betting && 'Betting', u.locks.casino && 'Casino'].filter(Boolean).join(', ') ||
                  '-',
              },
              {
                header: 'Accounts below',
                cell: (u) =>
                  u.role === 'User' ? (
                    '-'
                  ) : (
                    <Link
                      to={`/customers?${new URLSearchParams({ parentId: u._id, name: u.userName })}`}
                      aria-label={`${u.childCount} accounts of ${u.userName}`}
                    >
                      {u.childCount} <span aria-hidden="true">›</span>
                    </Link>
                  ),
              },
            ]}
          />
        )}
      </QueryView>
    </section>
  );
}
