import { useSyncExternalStore } from 'react';

/**
 * Dates as people read them (the event lists' open date, docs/rules/specification.md §2 Full market
 * page; the full market page's game time, issue 19 item 6). Local time of the browser.
 */

/** yyyy-mm-dd of a moment in the browser's time zone. */
export function localDayKey(date: Date): string {
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${m}-${d}`;
}

/** The local calendar day after `now` (noon, so safe across daylight-saving changes). */
export function nextLocalDay(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 12);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A start time (ISO-8601 or anything `Date` parses) in local time, relative to `now`:
 * 'Today 14:30', 'Tomorrow 09:05' or 'Sat 18 Jan 14:30'; '' when `iso` is not a date.
 */
export function formatOpenDate(iso: string, now: Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  const key = localDayKey(date);
  if (key === localDayKey(now)) return `Today ${time}`;
  if (key === localDayKey(nextLocalDay(now))) return `Tomorrow ${time}`;
  return `${WEEKDAYS[date.getDay()]} ${date.getDate()} ${MONTHS[date.getMonth()]} ${time}`;
}

const MINUTE_MS = 60_000;
const subscribeMinutes = (onChange: () => void) => {
  const timer = setInterval(onChange, 15_000);
  return () => clearInterval(timer);
};
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

/**
 * The current time in ms, floored to the minute: re-renders when the minute changes so Today /
 * Tomorrow move on at midnight without a reload.
 */
export function useNow(): number {
  return useSyncExternalStore(subscribeMinutes, currentMinute, currentMinute);
}
