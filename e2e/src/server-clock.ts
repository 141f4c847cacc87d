import { inject } from 'vitest';
import type { ClockState } from './clock-control';

/** Calls the clock control of the e2e server (global-setup.ts); throws on an error answer. */
async function call(method: 'GET' | 'POST', path: string): Promise<ClockState> {
  const res = await fetch(`http://127.0.0.1:${inject('clockPort')}${path}`, { method });
  const body = (await res.json()) as ClockState & { error?: string };
  if (!res.ok) throw new Error(`clock ${path}: ${body.error ?? res.status}`);
  return body;
}

/**
 * The e2e server's clock, steered from a test (clock-control.ts): freeze it to hold every price
 * still, move it forward to play a match on, resume it to let it run with the wall time.
 */
export const serverClock = {
  /** The clock's time (epoch ms) and whether it is frozen. */
  now: () => call('GET', '/now'),
  /** Stops the clock (prices, scores and statuses hold still; bet delays still pass). */
  freeze: () => call('POST', '/freeze'),
  /** Lets the clock run on with the wall time from where it stands. */
  resume: () => call('POST', '/resume'),
  /** Moves the clock forward by `ms` (the feed ticks every `stepMs` of it on the way). */
  advance: (ms: number, stepMs?: number) =>
    call('POST', `/advance?ms=${Math.round(ms)}${stepMs ? `&stepMs=${stepMs}` : ''}`),
  /** Moves the clock forward to the epoch time `ms` (never backwards), ticking like `advance`. */
  at: (ms: number) => call('POST', `/at?ms=${Math.round(ms)}`),
};
