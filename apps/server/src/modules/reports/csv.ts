/**
 * CSV of a report (issue 16 item 6; docs/backoffice.md "Reports"): RFC 4180 (comma separated,
 * CRLF line ends, a field with a comma, quote, CR or LF in double quotes with its quotes doubled)
 * and guarded against formula injection (OWASP "CSV Injection"): a text cell that starts with
 * `=`, `+`, `-`, `@`, tab or CR is written with a leading single quote, so a spreadsheet shows it
 * as text instead of running it. Small enough not to need a library.
 */

/** A cell: text (guarded), or a number or a decimal figure we computed (written as is). */
export type CsvCell = string | number | { figure: string };

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell as RFC 4180 text; strings that a spreadsheet would read as a formula are prefixed with `'`. */
export function csvCell(value: CsvCell): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return value.figure;
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV text of `header` and `rows`: one CRLF-terminated line each. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
}

/**
 * An amount of integer minor units as a figure in currency units with two places ("-12.50"),
 * written from the integer so no floating point rounding can show (a figure: not guarded as text).
 */
export function minorFigure(minor: number): { figure: string } {
  const abs = Math.abs(minor);
  return { figure: `${minor < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}` };
}
