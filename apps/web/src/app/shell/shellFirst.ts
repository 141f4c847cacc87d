import { useEffect, useState } from 'react';
import { useStagedReveal } from '../../shared/stagedReveal';

let holdFirstPage = false;

/**
 * The shell's stages on the site's first render (issue 18, docs/performance.md "Loading"):
 * `header` the header (and the page's placeholder), `page` then the page, `all` then the footer,
 * the bottom navigation and the floating controls. Each comes a task after the previous one was
 * committed (shared/stagedReveal.ts, which counts 0, 1, then `Infinity`), so the first render is
 * three short tasks on a phone instead of one long one, with the page (the largest paint) before
 * the parts around it.
 */
export const SHELL_STAGE = { header: 0, page: 1, all: Infinity } as const;

/**
 * Asks the shell to build its first render in stages (main.tsx, once, before the first render;
 * {@link SHELL_STAGE}). Off by default: tests and later mounts render everything at once.
 */
export function renderShellFirst(): void {
  holdFirstPage = true;
}

/**
 * The shell's stage now ({@link SHELL_STAGE}): `header` on the shell's first render after
 * {@link renderShellFirst}, one stage more a task after each commit; `all` at once otherwise.
 */
export function useShellStage(): number {
  const [staged] = useState(holdFirstPage);
  useEffect(() => {
    holdFirstPage = false;
  }, []);
  const stage = useStagedReveal(staged, SHELL_STAGE.page, 0);
  return staged ? stage : SHELL_STAGE.all;
}
