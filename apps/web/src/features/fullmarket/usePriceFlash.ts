import { useEffect, useRef, useState } from 'react';

/** docs/rules/specification.md §4 / §9: price cells are checked every 200 ms and flash for 500 ms after a change. */
export const FLASH_CHECK_MS = 200;
export const FLASH_MS = 500;

/**
 * One shared 200 ms ticker for every price cell on the page (started by the first subscriber,
 * stopped with the last), so a page of cells costs one timer. Uses the global timers, so a fake
 * clock (vi.useFakeTimers) drives it.
 */
const subscribers = new Set<() => void>();
let ticker: ReturnType<typeof setInterval> | undefined;

function subscribeTick(onTick: () => void): () => void {
  subscribers.add(onTick);
  ticker ??= setInterval(() => {
    for (const fn of [...subscribers]) fn();
  }, FLASH_CHECK_MS);
  return () => {
    subscribers.delete(onTick);
    if (subscribers.size === 0 && ticker !== undefined) {
      clearInterval(ticker);
      ticker = undefined;
    }
  };
}

/**
 * True for 500 ms after the price or size changed, the change being noticed at the next 200 ms
 * check. The first values never flash.
 */
export function usePriceFlash(price: number | undefined, size: number | undefined): boolean {
  const [flashing, setFlashing] = useState(false);
  const latest = useRef({ price, size });
  useEffect(() => {
    latest.current = { price, size };
  });
  useEffect(() => {
    let seen = latest.current;
    let off: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribeTick(() => {
      const now = latest.current;
      if (now.price === seen.price && now.size === seen.size) return;
      seen = now;
      setFlashing(true);
      clearTimeout(off);
      off = setTimeout(() => setFlashing(false), FLASH_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(off);
    };
  }, []);
  return flashing;
}
