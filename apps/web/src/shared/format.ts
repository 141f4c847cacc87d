/**
 * An `Intl.NumberFormat` built on its first `format` call, not at import: the first Intl object a
 * page builds loads the locale's data, ~25 ms of main thread on a desktop (about 100 ms under the
 * phone's 4x slowdown) inside the scripts' evaluation, for a figure a signed-out first page never
 * shows (issue 18, docs/performance.md "Loading").
 */
export function lazyNumberFormat(
  locale: string,
  options: Intl.NumberFormatOptions,
): { format(n: number): string } {
  let built: Intl.NumberFormat | undefined;
  return { format: (n) => (built ??= new Intl.NumberFormat(locale, options)).format(n) };
}

const money = lazyNumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Money in currency units with exactly 2 decimals and thousands grouped:
 * 90 -> "90.00", 1500000 -> "1,500,000.00", -0.001 -> "0.00". Used by the account bar
 * ('Main INR 90.00', docs/rules/specification.md §2).
 */
export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) return '0.00';
  const text = money.format(Math.round(amount * 100) / 100);
  return text === '-0.00' ? '0.00' : text;
}

/**
 * Available balance = balance - exposure (docs/architecture.md Money), both in currency units; computed in
 * whole minor units so no binary fraction leaks into the figure.
 */
export function availableBalance(openingBalance: number, exposure: number): number {
  return (Math.round(openingBalance * 100) - Math.round(exposure * 100)) / 100;
}
