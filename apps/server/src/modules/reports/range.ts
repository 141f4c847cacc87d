import { DEFAULT_REPORT_DAYS, MAX_REPORT_DAYS } from '@backlay/contracts';
import { invalid } from '../../domain-errors';

/**
 * The day range of a report (issue 16 item 6; docs/backoffice.md "Reports"): calendar days
 * counted in a time zone, turned into the instants that bound the settlement times.
 */

/** A report's range: its days (YYYY-MM-DD, both inclusive) and the instants `[startUtc, endUtc)` they cover. */
export interface ReportRange {
  from: string;
  to: string;
  /** The first instant of `from` in the time zone. */
  startUtc: Date;
  /** The first instant of the day after `to` in the time zone (exclusive). */
  endUtc: Date;
  /** Every day of the range in order (at most {@link MAX_REPORT_DAYS}). */
  days: string[];
}

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Epoch ms of UTC midnight of `day` (YYYY-MM-DD), or undefined for an impossible day (2026-02-30). */
function utcMidnight(day: string): number | undefined {
  const m = DAY.exec(day);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d)
    return undefined;
  return ms;
}

const isoDay = (utcMs: number) => new Date(utcMs).toISOString().slice(0, 10);

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock reading of instant `ms` in `timeZone`, as if it were UTC (epoch ms). */
function wallClockMs(ms: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** The calendar day (YYYY-MM-DD) of instant `ms` in `timeZone`. */
export function localDay(ms: number, timeZone: string): string {
  return isoDay(wallClockMs(ms, timeZone));
}

/**
 * The first instant (epoch ms) of calendar day `utcMidnightMs` (that day's UTC midnight) in
 * `timeZone`: the wall-clock midnight shifted by the zone's offset, found again at the result so
 * a day that starts on a daylight-saving change is still right.
 */
function zonedMidnight(utcMidnightMs: number, timeZone: string): number {
  const first = utcMidnightMs - (wallClockMs(utcMidnightMs, timeZone) - utcMidnightMs);
  return utcMidnightMs - (wallClockMs(first, timeZone) - first);
}

/**
 * The range of a report from the query's `from` / `to` (YYYY-MM-DD in `timeZone`, both
 * inclusive): `to` defaults to today by `nowMs` in `timeZone`, `from` to {@link DEFAULT_REPORT_DAYS}
 * days ending with `to`. Errors (400): "{from|to} is not a valid date" for an impossible day,
 * "from must not be after to", and "The range must be at most 366 days".
 */
export function reportRange(
  input: { from?: string; to?: string },
  nowMs: number,
  timeZone: string,
): ReportRange {
  const parse = (value: string, field: string) => {
    const ms = utcMidnight(value);
    if (ms === undefined) throw invalid(`${field} is not a valid date`);
    return ms;
  };
  const toMs = input.to !== undefined ? parse(input.to, 'to') : utcMidnight(localDay(nowMs, timeZone))!;
  const fromMs =
    input.from !== undefined ? parse(input.from, 'from') : toMs - (DEFAULT_REPORT_DAYS - 1) * DAY_MS;
  if (fromMs > toMs) throw invalid('from must not be after to');
  const count = Math.round((toMs - fromMs) / DAY_MS) + 1;
  if (count > MAX_REPORT_DAYS) throw invalid(`The range must be at most ${MAX_REPORT_DAYS} days`);
  return {
    from: isoDay(fromMs),
    to: isoDay(toMs),
    startUtc: new Date(zonedMidnight(fromMs, timeZone)),
    endUtc: new Date(zonedMidnight(toMs + DAY_MS, timeZone)),
    days: Array.from({ length: count }, (_, i) => isoDay(fromMs + i * DAY_MS)),
  };
}
