import type { PagedList, PageParams } from '@backlay/contracts';
import { invalid } from '../../domain-errors';

/**
 * Paging and date-range helpers shared by the account lists (docs/rules/specification.md §3 Paged list, §7 "Page and
 * pageSize are converted to integers", §9 page sizes). The page and page size themselves are
 * validated by the route schema (`PageParams`: integers, page >= 1, size in 10/25/50/100).
 */

/** A date range; an absent bound is open. */
export interface DateRange {
  from?: Date;
  to?: Date;
}

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * One bound of a range: 'YYYY-MM-DD' is a UTC calendar day (`from` -> its first millisecond,
 * `to` -> its last), anything else an ISO-8601 date-time. Undefined stays undefined.
 * Errors: 400 "{field} is not a valid date" for an impossible day or time.
 */
export function parseBound(text: string | undefined, edge: 'from' | 'to', field: string): Date | undefined {
  if (text === undefined || text === '') return undefined;
  const day = DAY.exec(text);
  if (day) {
    const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const start = Date.UTC(y, m - 1, d);
    const back = new Date(start);
    if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d)
      throw invalid(`${field} is not a valid date`);
    return new Date(edge === 'from' ? start : start + DAY_MS - 1);
  }
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) throw invalid(`${field} is not a valid date`);
  return new Date(ms);
}

/**
 * The range of `{from, to}` sent in `part` ('body' or 'querystring'), both bounds inclusive.
 * Errors: 400 for an invalid bound, and "{part}.from must not be after {part}.to".
 */
export function dateRange(input: { from?: string; to?: string }, part: string): DateRange {
  const from = parseBound(input.from, 'from', `${part}.from`);
  const to = parseBound(input.to, 'to', `${part}.to`);
  if (from && to && from.getTime() > to.getTime()) throw invalid(`${part}.from must not be after ${part}.to`);
  return { from, to };
}

/** Rows to skip before page `page` of `pageSize` rows. */
export const offsetOf = ({ page, pageSize }: PageParams): number => (page - 1) * pageSize;

/**
 * The paged answer of docs/rules/specification.md §3: `pageItems` of page `page`, and `totalPages` = ceil(count /
 * pageSize) (0 when nothing matches; a page past the end is answered with no items).
 */
export function paged<T>(items: T[], { page, pageSize }: PageParams, count: number): PagedList<T> {
  return { status: true, pageItems: items, currentPage: page, totalPages: Math.ceil(count / pageSize) };
}
