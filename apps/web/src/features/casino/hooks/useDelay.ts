import { useEffect, useState } from 'react';

/** The full-screen intro of /play-casino-new (docs/rules/specification.md §2, §9: 1.4 s). */
export const INTRO_MS = 1400;
/** The background shown before /casino/{...} loads its game list (docs/rules/specification.md §2, §9: 2 s). */
export const GAME_LIST_WAIT_MS = 2000;

/**
 * False for `ms` after mount, then true (at once when `ms` is 0). With `lockScroll` the page does
 * not scroll meanwhile (docs/rules/specification.md §2: the intro locks page scrolling); the previous overflow returns.
 */
export function useDelay(ms: number, lockScroll = false): boolean {
  const [done, setDone] = useState(ms <= 0);
  useEffect(() => {
    if (done) return;
    const body = document.body;
    const overflow = body.style.overflow;
    if (lockScroll) body.style.overflow = 'hidden';
    const timer = setTimeout(() => setDone(true), ms);
    return () => {
      clearTimeout(timer);
      if (lockScroll) body.style.overflow = overflow;
    };
  }, [done, ms, lockScroll]);
  return done;
}
