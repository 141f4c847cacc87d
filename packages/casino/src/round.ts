/**
 * Round id `<tableNo>.<yyMMddHHmmss>` (docs/rules/casino.md §0.4, Decision 8), from the round's start
 * time in UTC, e.g. table 36 at 2024-03-08T13:37:51Z -> "36.240308133751". Unique per table per
 * second; the dealer never starts two rounds of a table in one second.
 */
export function roundIdOf(tableNo: number, start: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${tableNo}.${two(start.getUTCFullYear() % 100)}${two(start.getUTCMonth() + 1)}${two(start.getUTCDate())}` +
    `${two(start.getUTCHours())}${two(start.getUTCMinutes())}${two(start.getUTCSeconds())}`
  );
}
