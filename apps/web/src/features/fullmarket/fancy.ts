import type { FancyRow } from '@backlay/contracts';
import { FANCY_CATEGORIES } from '@backlay/contracts/constants';

/** Category filter value: a row's gtype, or 'all'. */
export type FancyFilter = string;

/** The spec's category order (docs/rules/specification.md §2 Full market page); unknown gtypes follow in first-seen order. */
const ORDER: readonly string[] = FANCY_CATEGORIES;

const LABELS: Record<string, string> = { all: 'All', runs: 'Run' };

/** Button label of a category: 'Run' for runs (spec: "The default is Run"), else the gtype spelt out. */
export function categoryLabel(gtype: string): string {
  const known = LABELS[gtype];
  if (known) return known;
  const words = gtype.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * docs/rules/specification.md §5: a fancy row is hidden when its name contains 'no boundaries', or holds a decimal
 * number unless it contains 0.1.
 */
export function isHiddenFancy(name: string): boolean {
  const lower = name.toLowerCase();
  if (lower.includes('no boundaries')) return true;
  return /\d\.\d/.test(lower) && !lower.includes('0.1');
}

/** Category buttons built from the visible rows' gtypes, 'all' first. */
export function fancyCategories(rows: readonly FancyRow[]): string[] {
  const seen = [...new Set(rows.filter((r) => !isHiddenFancy(r.RunnerName)).map((r) => r.gtype))];
  seen.sort((a, b) => rank(a) - rank(b));
  return ['all', ...seen];
}

function rank(gtype: string): number {
  const i = ORDER.indexOf(gtype);
  return i < 0 ? ORDER.length : i;
}

/** The filter in force: the chosen one while it exists, else runs (the default) when present, else all. */
export function effectiveFilter(chosen: FancyFilter | undefined, categories: readonly string[]): FancyFilter {
  if (chosen && categories.includes(chosen)) return chosen;
  return categories.includes('runs') ? 'runs' : 'all';
}

/** Rows shown under a filter: never the hidden ones. */
export function visibleFancyRows(rows: readonly FancyRow[], filter: FancyFilter): FancyRow[] {
  return rows.filter((r) => !isHiddenFancy(r.RunnerName) && (filter === 'all' || r.gtype === filter));
}
