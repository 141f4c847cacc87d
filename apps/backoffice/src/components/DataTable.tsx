import type { ReactNode } from 'react';
import { when } from './ui';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned (amounts). */
  numeric?: boolean;
}

/**
 * A table with a caption and column headers (`<th scope="col">`), scrolled sideways on a phone.
 * `rowKey` gives each row a stable key.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => string;
}) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={c.numeric ? 'num' : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={rowKey(row, i)}>
              {columns.map((c) => (
                <td key={c.header} className={c.numeric ? 'num' : undefined}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "userName" -> "User name": a column header from a field name. */
export function headerOf(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A cell of a row shown by its fields: text, a number with 2 decimals, yes/no, or JSON. */
export function plainCell(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(2);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  return <code>{JSON.stringify(value)}</code>;
}

/**
 * A list of rows shown by their fields (the statement, bets, orders and login activity of an
 * account): one column per field, a header from its name, times in the operator's locale.
 */
export function FieldsTable({
  caption,
  rows,
  fields: chosen,
}: {
  caption: string;
  rows: Record<string, unknown>[];
  /** The fields to show, in order (default: every field of the first rows). */
  fields?: string[];
}) {
  const fields: string[] = chosen ? [...chosen] : [];
  if (!chosen)
    for (const row of rows.slice(0, 20))
      for (const key of Object.keys(row)) if (!fields.includes(key)) fields.push(key);
  return (
    <DataTable
      caption={caption}
      rows={rows}
      rowKey={(row, i) => String(row.id ?? row._id ?? row.betId ?? i)}
      columns={fields.map((field) => ({
        header: headerOf(field),
        cell: (row: Record<string, unknown>) =>
          /(At|Time|Date)$/.test(field) && typeof row[field] === 'string'
            ? when(row[field])
            : plainCell(row[field]),
        numeric: typeof rows[0]?.[field] === 'number',
      }))}
    />
  );
}
