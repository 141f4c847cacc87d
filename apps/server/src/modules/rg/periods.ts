/**
 * The calendar of player-protection limits (issue 17 item 1; docs/player-protection.md "Periods"):
 * a day, a week (Monday to Sunday) or a month of the brand's time zone, from its midnight to the
 * next. Brands name no time zone yet, so every brand counts in {@link DEFAULT_TIME_ZONE}
 * (Asia/Kolkata, as the back office's reports: docs/backoffice.md "Reports"). Times are epoch ms.
 */

/** The time zone of every brand until brands name their own (issue 17 item 1). */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** A limit's period. */
export type Period = 'day' | 'week' | 'month';
export const PERIODS: readonly Period[] = ['day', 'week', 'month'];

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock of `atMs` in `timeZone`: year, month (1-12), day, hour, minute, second. */
function wallClock(atMs: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const p of formatterOf(timeZone).formatToParts(new Date(atMs)))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The zone's offset from UTC at `atMs`, ms (Asia/Kolkata: +5:30 all year). */
function offsetMs(atMs: number, timeZone: string): number {
  const w = wallClock(atMs, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(atMs / 1000) * 1000;
}

/** The instant of midnight starting calendar day (year, month 1-12, day) in `timeZone`. */
export function zonedMidnight(year: number, month: number, day: number, timeZone: string): number {
  const guess = Date.UTC(year, month - 1, day);
  let at = guess - offsetMs(guess, timeZone);
  // Once more at the found instant: a daylight-saving change between the guess and midnight.
  at = guess - offsetMs(at, timeZone);
  return at;
}

/**
 * The period of `period` containing `nowMs` in `timeZone`: `{startMs, endMs}` (start inclusive, end
 * exclusive). A week starts on Monday (ISO 8601), a month on its 1st.
 */
export function periodOf(
  period: Period,
  nowMs: number,
  timeZone = DEFAULT_TIME_ZONE,
): { startMs: number; endMs: number } {
  const w = wallClock(nowMs, timeZone);
  // Calendar arithmetic on UTC dates of the wall clock's day.
  const today = new Date(Date.UTC(w.year, w.month - 1, w.day));
  let start: Date;
  let end: Date;
  if (period === 'day') {
    start = today;
    end = new Date(Date.UTC(w.year, w.month - 1, w.day + 1));
  } else if (period === 'week') {
    const sinceMonday = (today.getUTCDay() + 6) % 7;
    start = new Date(Date.UTC(w.year, w.month - 1, w.day - sinceMonday));
    end = new Date(Date.UTC(w.year, w.month - 1, w.day - sinceMonday + 7));
  } else {
    start = new Date(Date.UTC(w.year, w.month - 1, 1));
    end = new Date(Date.UTC(w.year, w.month, 1));
  }
  const at = (d: Date) => zonedMidnight(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), timeZone);
  return { startMs: at(start), endMs: at(end) };
}

/** `atMs` as the calendar day `YYYY-MM-DD` of `timeZone` (the sign-in refusals' dates, issue 17 item 4). */
export function zonedDate(atMs: number, timeZone = DEFAULT_TIME_ZONE): string {
  const w = wallClock(atMs, timeZone);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/**
 * `atMs` moved `months` calendar months on in `timeZone`, at the same wall-clock time (the 31st
 * of a shorter month becomes its last day): the end of a self-exclusion (issue 17 item 4).
 */
export function addMonths(atMs: number, months: number, timeZone = DEFAULT_TIME_ZONE): number {
  const w = wallClock(atMs, timeZone);
  const target = new Date(Date.UTC(w.year, w.month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const day = Math.min(w.day, lastDay);
  const sinceMidnight = atMs - zonedMidnight(w.year, w.month, w.day, timeZone);
  return zonedMidnight(target.getUTCFullYear(), target.getUTCMonth() + 1, day, timeZone) + sinceMidnight;
}
