import { endOfDay, format, isValid, parse, startOfDay, subDays } from 'date-fns';

/**
 * The data source selector of the account lists (docs/rules/specification.md §4 Data source selector): LIVE DATA is
 * today to today; BACKUP DATA 30 days before yesterday to yesterday; OLD DATA 90 days before
 * yesterday to yesterday. Editing a date by hand resets the selector to 'Data Source' (''). Days
 * are the user's local calendar days, written `yyyy-MM-dd` (the value of a date input).
 */

export type DataSource = '' | 'live' | 'backup' | 'old';

/** Options in the order shown; '' is the neutral 'Data Source' entry. */
export const DATA_SOURCE_OPTIONS: readonly { value: DataSource; label: string }[] = [
  { value: '', label: 'Data Source' },
  { value: 'live', label: 'LIVE DATA' },
  { value: 'backup', label: 'BACKUP DATA' },
  { value: 'old', label: 'OLD DATA' },
];

/** A day range, both ends inclusive, as `yyyy-MM-dd` local days. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY_FORMAT = 'yyyy-MM-dd';
/** `date`'s local calendar day as `yyyy-MM-dd`. */
export const dayOf = (date: Date): string => format(date, DAY_FORMAT);

/**
 * The range a data source selects, counted from `today` (local): live -> today..today; backup ->
 * (yesterday - 30 days)..yesterday; old -> (yesterday - 90 days)..yesterday; '' -> null (keep the
 * dates as they are).
 */
export function rangeForSource(source: DataSource, today: Date): DayRange | null {
  const yesterday = subDays(today, 1);
  switch (source) {
    case 'live':
      return { from: dayOf(today), to: dayOf(today) };
    case 'backup':
      return { from: dayOf(subDays(yesterday, 30)), to: dayOf(yesterday) };
    case 'old':
      return { from: dayOf(subDays(yesterday, 90)), to: dayOf(yesterday) };
    default:
      return null;
  }
}

/** A `yyyy-MM-dd` day as a local Date at midnight, or null when it is not a real day. */
export function parseDay(day: string): Date | null {
  const date = parse(day, DAY_FORMAT, new Date(0));
  return isValid(date) && dayOf(date) === day ? date : null;
}

/**
 * The instants the server filters by: `from` at the first millisecond of its local day, `to`
 * at the last, as ISO-8601 UTC; an empty or invalid day is left out (open bound).
 */
export function isoBounds(range: DayRange): { from?: string; to?: string } {
  const from = parseDay(range.from);
  const to = parseDay(range.to);
  return {
    ...(from ? { from: startOfDay(from).toISOString() } : {}),
    ...(to ? { to: endOfDay(to).toISOString() } : {}),
  };
}

/** True when both days are set and `from` is after `to`. */
export function isReversed(range: DayRange): boolean {
  return range.from !== '' && range.to !== '' && range.from > range.to;
}
