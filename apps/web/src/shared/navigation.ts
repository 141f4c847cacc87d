/**
 * Navigation and reload outside React (base query, listeners, logout). The router registers its
 * navigate function; tests may replace `browser.reload`.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => unknown;

let navigateFn: Navigate | null = null;

/** Called once by the router module with `router.navigate`. */
export function registerNavigate(fn: Navigate | null): void {
  navigateFn = fn;
}

/**
 * Go to an app path ('/', '/notfound'); falls back to setting the hash (hash router). Resolves
 * when the router has moved.
 */
export async function navigateTo(path: string, options?: { replace?: boolean }): Promise<void> {
  if (navigateFn) await navigateFn(path, options);
  else window.location.hash = `#${path}`;
}

/** Browser side effects, swappable in tests. */
export const browser = {
  reload: (): void => window.location.reload(),
};
