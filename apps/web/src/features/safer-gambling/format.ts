import type { RgLimitKind, RgPeriod } from '@backlay/contracts';

/** Labels of the money limits (issue 17 item 1). */
export const KIND_LABEL: Record<RgLimitKind, string> = { loss: 'Loss limit', stake: 'Stake limit' };
export const PERIOD_LABEL: Record<RgPeriod, string> = { day: 'day', week: 'week', month: 'month' };

/** The accessible name of a limit's usage bar, e.g. 'Loss limit, day'. */
export const limitLabel = (kind: RgLimitKind, period: RgPeriod) =>
  `${KIND_LABEL[kind]}, ${PERIOD_LABEL[period]}`;

/**
 * A duration for people: '1 h 16 min', '16 min', '30 h 5 min', '2 days 3 h', 'less than a minute' (negative: as 0).
 * Whole minutes, rounded down (time spent) or up (time left).
 */
export function durationText(ms: number, round: 'down' | 'up' = 'down'): string {
  const minutes = (round === 'up' ? Math.ceil : Math.floor)(Math.max(0, ms) / 60_000);
  if (minutes < 1) return 'less than a minute';
  const days = Math.floor(minutes / 1440);
  const hours = days >= 2 ? Math.floor((minutes % 1440) / 60) : Math.floor(minutes / 60);
  const mins = minutes % 60;
  if (days >= 2) return `${days} ${days === 1 ? 'day' : 'days'}${hours ? ` ${hours} h` : ''}`;
  return hours > 0 ? `${hours} h${mins ? ` ${mins} min` : ''}` : `${mins} min`;
}

/** A date and time in the brand's time zone, e.g. '27 Nov 2026, 00:15'. */
export function dateTimeText(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}

/**
 * A limit amount typed by the customer, checked as the server does (more than 0, at most 2 decimals,
 * at most 1,000,000,000): the number, or an error text.
 */
export function parseAmount(text: string): { amount: number } | { error: string } {
  const trimmed = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { error: 'Enter an amount with at most 2 decimals' };
  const amount = Number(trimmed);
  if (amount <= 0) return { error: 'The amount must be more than 0' };
  if (amount > 1_000_000_000) return { error: 'The amount must be at most 1,000,000,000' };
  return { amount };
}
