import { useEffect, useState } from 'react';

let holdFirstPage = false;

/**
 * Asks the shell to render its first page one task after itself (main.tsx, once, before the
 * first render): the first render's task then holds the header, navigation and footer only and
 * the page builds in the next task, two shorter tasks instead of one long one on a phone
 * (issue 18, docs/performance.md "Loading"). Off by default: tests and later mounts render the
 * page at once.
 */
export function renderShellFirst(): void {
  holdFirstPage = true;
}

/**
 * Whether the shell shows its page now: false for the shell's first render after
 * {@link renderShellFirst}, true a task after that render was committed (and at once otherwise).
 */
export function useShellFirst(): boolean {
  const [showPage, setShowPage] = useState(!holdFirstPage);
  useEffect(() => {
    if (showPage) return;
    const timer = setTimeout(() => {
      holdFirstPage = false;
      setShowPage(true);
    }, 0);
    return () => clearTimeout(timer);
  }, [showPage]);
  return showPage;
}
