import type { PagedList } from '@backlay/contracts';
import { useId, type ReactNode } from 'react';
import { httpStatus, serverMessage } from '../../../shared/errors';
import { LIST_FAILED_TEXT, NO_DATA_TEXT } from '../messages';
import type { ListControls } from '../useListControls';
import { DataSourceSelector } from './DataSourceSelector';
import { PageSizeSelect, Pagination } from './Pagination';
import '../account.css';

/** One column of an account table. */
export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** 'num' right-aligns figures. */
  align?: 'num';
}

/** What the page's query hook returned (RTK Query's fields the table reads). */
export interface ListQuery<T> {
  data?: PagedList<T>;
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
}

export interface AccountListProps<T> {
  title: string;
  testId: string;
  controls: ListControls;
  query: ListQuery<T>;
  columns: Column<T>[];
  rowKey: (row: T, index: number) => string;
  /** The page's own filters, shown before the data source selector. */
  filters?: ReactNode;
  /** Above the filters (e.g. the profit and loss breadcrumb). */
  header?: ReactNode;
  /** Under the pagination (e.g. the DB-IP credit). */
  footer?: ReactNode;
  /** Under the rows (e.g. a total). */
  tableFooter?: ReactNode;
  /** Shown instead of the rows when the page did not ask the server (e.g. dates reversed). */
  notice?: string;
}

/** Body text of a failed call: 404 is an empty list (an unknown id), else the server's message. */
function failureText(error: unknown): string {
  if (httpStatus(error) === 404) return NO_DATA_TEXT;
  return serverMessage(error) ?? LIST_FAILED_TEXT;
}

/**
 * An account list page (docs/rules/specification.md §2 account lists): title, filters with the data source selector,
 * page size, the table ('Loading...' first, 'No Data Found!' when empty, docs/rules/specification.md §8), pagination
 * (docs/rules/specification.md §9).
 */
export function AccountList<T>(props: AccountListProps<T>) {
  const { title, testId, controls, query, columns, rowKey, notice } = props;
  const titleId = useId();
  const rows = query.data?.pageItems ?? [];
  const status: string | null = notice
    ? notice
    : query.isLoading
      ? 'Loading...'
      : query.error
        ? failureText(query.error)
        : rows.length === 0
          ? NO_DATA_TEXT
          : null;
  return (
    <section className="page acc-page" aria-labelledby={titleId} data-testid={testId}>
      <h1 id={titleId}>{title}</h1>
      {props.header}
      <DataSourceSelector controls={controls}>{props.filters}</DataSourceSelector>
      <PageSizeSelect value={controls.pageSize} onChange={controls.setPageSize} />
      {/* Focusable, so a keyboard can scroll a table wider than a phone (axe scrollable-region-focusable). */}
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={titleId}>
        <table className="table acc-table" aria-busy={query.isFetching}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className={c.align === 'num' ? 'acc-num' : undefined}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {status !== null ? (
              <tr>
                <td
                  colSpan={columns.length}
                  className="table__empty"
                  data-testid="list-status"
                  role={query.isLoading && !notice ? 'status' : undefined}
                >
                  {status}
                </td>
              </tr>
            ) : (
              rows.map((row, i) => (
                <tr key={rowKey(row, i)} data-testid="list-row">
                  {columns.map((c) => (
                    <td key={c.header} className={c.align === 'num' ? 'acc-num' : undefined}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
          {status === null && props.tableFooter ? <tfoot>{props.tableFooter}</tfoot> : null}
        </table>
      </div>
      <Pagination
        page={controls.page}
        totalPages={status === null ? (query.data?.totalPages ?? 0) : 0}
        onPage={controls.setPage}
      />
      {props.footer}
    </section>
  );
}
