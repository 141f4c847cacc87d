import { useState, type FormEvent } from 'react';
import { useAuditLogInfiniteQuery } from '../api/api';
import type { AuditEntry } from '../api/types';
import { DataTable, plainCell } from '../components/DataTable';
import { Empty, ErrorState, Field, Loading, when } from '../components/ui';

interface Filters {
  actor: string;
  action: string;
  from: string;
  to: string;
}

const NO_FILTERS: Filters = { actor: '', action: '', from: '', to: '' };

/** The filters as the API's query (`from`/`to` from datetime-local to ISO 8601). */
function queryOf(f: Filters) {
  return {
    actor: f.actor.trim() || undefined,
    action: f.action.trim() || undefined,
    from: f.from ? new Date(f.from).toISOString() : undefined,
    to: f.to ? new Date(f.to).toISOString() : undefined,
  };
}

/**
 * The audit log (issue 16 item 7; `GET /api/admin/audit`, Admin): filters by actor, action (a
 * prefix ending in '.' such as `wallet.`), from and to; newest first; "Load more" asks for the
 * entries before the last one shown.
 */
export function AuditPage() {
  const [form, setForm] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState(() => queryOf(NO_FILTERS));
  const log = useAuditLogInfiniteQuery(filters);
  const entries = log.data?.pages.flat() ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters(queryOf(form));
  };
  const set = (key: keyof Filters) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  return (
    <section aria-labelledby="audit-title">
      <div className="page__head">
        <h1 id="audit-title">Audit log</h1>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => void log.refetch()}
          disabled={log.isFetching}
        >
          Refresh
        </button>
      </div>
      <form className="inline-form card" onSubmit={submit} noValidate aria-label="Audit filters">
        <Field label="Actor">{(p) => <input {...p} value={form.actor} onChange={set('actor')} />}</Field>
        <Field label="Action" hint="Exact, or a prefix ending in '.' (wallet.)">
          {(p) => <input {...p} value={form.action} onChange={set('action')} />}
        </Field>
        <Field label="From">
          {(p) => <input {...p} type="datetime-local" value={form.from} onChange={set('from')} />}
        </Field>
        <Field label="To">
          {(p) => <input {...p} type="datetime-local" value={form.to} onChange={set('to')} />}
        </Field>
        <button type="submit" className="btn btn--primary">
          Apply filters
        </button>
      </form>
      {log.isLoading && <Loading />}
      {log.isError && <ErrorState error={log.error} onRetry={() => void log.refetch()} />}
      {!log.isLoading && !log.isError && entries.length === 0 && <Empty>No audit entries match.</Empty>}
      {entries.length > 0 && (
        <DataTable<AuditEntry>
          caption="Audit entries, newest first"
          rows={entries}
          rowKey={(e) => e.id}
          columns={[
            { header: 'When', cell: (e) => when(e.at) },
            { header: 'Actor', cell: (e) => `${e.actor} (${e.actorRole})` },
            { header: 'Action', cell: (e) => <code>{e.action}</code> },
            { header: 'Target', cell: (e) => e.target },
            { header: 'Before', cell: (e) => plainCell(e.before) },
            { header: 'After', cell: (e) => plainCell(e.after) },
            { header: 'Remark', cell: (e) => e.remark || '-' },
            { header: 'Address', cell: (e) => e.ip },
          ]}
        />
      )}
      {log.hasNextPage && entries.length > 0 && (
        <button
          type="button"
          className="btn"
          onClick={() => void log.fetchNextPage()}
          disabled={log.isFetchingNextPage}
        >
          {log.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </button>
      )}
    </section>
  );
}
