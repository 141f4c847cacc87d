import { lazyPart, LoadingPart } from '../../shared/lazyPart';

/**
 * The bet slip's chunk (features/betslip), which the full market page loads on demand: when a
 * price is first tapped or a cash out confirmed, or a while after the page shows
 * ({@link BETSLIP_PRELOAD_MS}). Its first paint then needs the page's chunk alone, one JavaScript
 * and one stylesheet request after the first-load chunks (issue 18; docs/performance.md "The full
 * market's chunk"). The casino, which always shows its slip, imports the slip statically.
 */
export const loadBetslip = () => import('../betslip');

/** How long after the page mounts the bet slip's chunk is fetched anyway, in ms. */
export const BETSLIP_PRELOAD_MS = 2000;

/** The bet slip under a tapped row (BetSlip's props), with a one-line status while its chunk loads. */
export const RowBetSlip = lazyPart(
  () => loadBetslip().then((m) => m.BetSlip),
  <LoadingPart what="bet slip" />,
);
