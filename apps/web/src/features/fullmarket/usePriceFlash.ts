import { useEffect, useRef, useState } from 'react';

/** docs/rules/specification.md §4 / §9: price cells are checked every 200 ms and flash for 500 ms after a change. */
export const FLASH_CHECK_MS = 200;
export const FLASH_MS = 500;

/**
 * One shared 200 ms ticker for the page's price cells, running only while some cell has a change
 * its check has not seen yet (issue 18: a page at rest runs no timer; under price changes each
 * tick checks the changed cells only, not every cell of the page). A cell's change is noticed at
 * the ticker's next check, as when every cell was checked every 200 ms. The cells that start
 * flashing at one check stop together, 500 ms later, in one task (not one timer per cell). Uses
 * the global timers, so a fake clock (vi.useFakeTimers) drives it.
 */
/** A cell's check: when its change shows, it adds the flash's end to `ends` (run FLASH_MS later). */
type Check = (ends: (() => void)[]) => void;
const pending = new Set<Check>();
let ticker: ReturnType<typeof setInterval> | undefined;

function checkPending(): void {
  const due = [...pending];
  pending.clear();
  const ends: (() => void)[] = [];
  for (const check of due) check(ends);
  if (ends.length > 0) setTimeout(() => ends.forEach((end) => end()), FLASH_MS);
  if (pending.size === 0 && ticker !== undefined) {
    clearInterval(ticker);
    ticker = undefined;
  }
}

/** Runs `check` at the ticker's next 200 ms check (once, however often asked before it). */
function checkAtNextTick(check: Check): () => void {
  pending.add(check);
  ticker ??= setInterval(checkPending, FLASH_CHECK_MS);
  return () => pending.delete(check);
}

/**
 * True for 500 ms after the price or size changed, the change being noticed at the next 200 ms
 * check. The first values never flash; a change undone before the check does not flash either.
 */
export function usePriceFlash(price: number | undefined, size: number | undefined): boolean {
  const [flashing, setFlashing] = useState(false);
  const latest = useRef({ price, size });
  const seen = useRef({ price, size });
  // Which flash is the latest: an end scheduled for an earlier one does nothing.
  const flash = useRef(0);
  const check = useRef<Check>((ends) => {
    const now = latest.current;
    if (now.price === seen.current.price && now.size === seen.current.size) return;
    seen.current = now;
    const id = ++flash.current;
    setFlashing(true);
    ends.push(() => {
      if (flash.current === id) setFlashing(false);
    });
  });
  useEffect(() => {
    latest.current = { price, size };
    if (price !== seen.current.price || size !== seen.current.size) return checkAtNextTick(check.current);
    return undefined;
  }, [price, size]);
  // An end after unmount does nothing.
  useEffect(
    () => () => {
      flash.current = -1;
    },
    [],
  );
  return flashing;
}
