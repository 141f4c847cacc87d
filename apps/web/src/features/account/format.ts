import { format } from 'date-fns';
import { formatMoney } from '../../shared/format';

/** An ISO time in the user's local time, e.g. '21 Nov 2026, 14:05:09' ('-' for none). */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '-' : format(date, 'dd MMM yyyy, HH:mm:ss');
}

/** Signed money with 2 decimals ('-' for none): 12.5 -> '12.50', -3 -> '-3.00'. */
export function formatPnl(amount: number | null | undefined): string {
  if (amount === null || amount === undefined) return '-';
  const text = formatMoney(Math.abs(amount));
  return amount < 0 && text !== '0.00' ? `-${text}` : text;
}

/** CSS class of a P&L figure: profit green, loss red (docs/rules/specification.md §4 Cash out colours). */
export const pnlClass = (amount: number | null | undefined) =>
  amount === null || amount === undefined || amount === 0
    ? undefined
    : amount > 0
      ? 'acc-profit'
      : 'acc-loss';

/** 'Back' or 'Lay' for a bet side. */
export const sideLabel = (side: 'back' | 'lay' | null) =>
  side === 'back' ? 'Back' : side === 'lay' ? 'Lay' : '-';
