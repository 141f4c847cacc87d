/**
 * Stand-in for a page not rendered yet (a page chunk loading, or the page held back one task after
 * the shell's first render, `useShellStage`): an empty page block that keeps the footer below
 * the fold.
 */
export function PageFallback() {
  return <section className="page page--loading" role="status" aria-busy="true" aria-label="Loading" />;
}
