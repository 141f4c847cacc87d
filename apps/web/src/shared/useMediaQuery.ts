import { useCallback, useSyncExternalStore } from 'react';

/** Breakpoints of docs/rules/specification.md §9, in px. */
export const BREAKPOINTS = { xs: 500, sm: 576, md: 600, lg: 1076, desktop: 1110 } as const;

/** Desktop layout (header inputs, top nav, sports list) from 1110 px; below it the mobile shell. */
export const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.desktop}px)`;

/** Live result of a CSS media query (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, read, () => false);
}

/** True at and above the 1110 px desktop breakpoint. */
export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY);
}
