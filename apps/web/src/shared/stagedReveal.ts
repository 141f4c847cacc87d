import { useEffect, useState } from 'react';

/**
 * How many of a page's `total` sections to show, one more per task (issue 18, docs/performance.md
 * "What changed"): none before `ready`, nor in the render where it turns true (`first` 0: that task
 * already handles the data's arrival) or the first (`first` 1) in it; then one more a task after
 * each commit, and every section (`Infinity`) once all were shown, so sections that come later, or
 * come back after a filter, show at once. On a phone the full market page's markets (Match Odds
 * first, then the other exchange markets, the Bookmaker and the Fancy rows) then build in several
 * tasks under 50 ms (4x CPU slowdown) instead of one of ~150 ms; the event lists and the Fancy
 * rows build their rows a few at a time the same way. Sections are appended below the ones shown,
 * so nothing on screen moves (CLS).
 */
export function useStagedReveal(ready: boolean, total: number, first: 0 | 1 = 1): number {
  const [shown, setShown] = useState(0);
  const all = shown === Infinity;
  const count = !ready ? 0 : all ? Infinity : Math.max(shown, first);
  useEffect(() => {
    if (!ready || all) return;
    const timer = setTimeout(() => setShown(count >= total ? Infinity : count + 1), 0);
    return () => clearTimeout(timer);
  }, [ready, all, count, total]);
  return count;
}
