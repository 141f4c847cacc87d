/**
 * Pagination of the account lists (docs/rules/specification.md §9): up to 3 page numbers around the current page plus
 * First, Previous, Next and Last.
 */

/** Most page numbers shown at once. */
export const MAX_PAGE_NUMBERS = 3;

/**
 * The page numbers to show for page `current` of `total`: up to 3 consecutive pages with the
 * current one in the middle when it can be, shifted to stay within 1..total (`[]` when there is
 * no page). Examples: (1, 10) -> [1, 2, 3]; (5, 10) -> [4, 5, 6]; (10, 10) -> [8, 9, 10];
 * (2, 2) -> [1, 2].
 */
export function pageWindow(current: number, total: number): number[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), total);
  const end = Math.min(total, Math.max(page + 1, MAX_PAGE_NUMBERS));
  const start = Math.max(1, end - MAX_PAGE_NUMBERS + 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}
