import { formatMoney } from '../../shared/format';

/** Matched total as euro millions with 2 decimals (docs/rules/specification.md §9): 61234 -> '€0.06M'. */
export function formatMatched(total: number): string {
  const millions = Number.isFinite(total) ? total / 1_000_000 : 0;
  return `€${millions.toFixed(2)}M`;
}

/** A price level's size, compact: 950 -> '950', 12500 -> '12.5k', 2000000 -> '2M'. */
export function formatSize(size: number): string {
  if (!Number.isFinite(size) || size <= 0) return '';
  if (size >= 1_000_000) return `${Number((size / 1_000_000).toFixed(1))}M`;
  if (size >= 1000) return `${Number((size / 1000).toFixed(1))}k`;
  return String(Math.round(size));
}

/** A price as traded: 2 -> '2', 1.5 -> '1.5', 1.96 -> '1.96'. */
export function formatPrice(price: number): string {
  return String(Number(price.toFixed(2)));
}

/** P&L with its sign: 12.5 -> '+12.50', -3 -> '-3.00', 0 -> '0.00'. */
export function formatPnl(amount: number): string {
  const rounded = Math.round(amount * 100) / 100;
  if (rounded > 0) return `+${formatMoney(rounded)}`;
  if (rounded < 0) return `-${formatMoney(-rounded)}`;
  return '0.00';
}

/** CSS class of a P&L figure: green profit, red loss. */
export function pnlClass(amount: number): string {
  const rounded = Math.round(amount * 100);
  return rounded > 0 ? 'pnl-positive' : rounded < 0 ? 'pnl-negative' : 'pnl-zero';
}
