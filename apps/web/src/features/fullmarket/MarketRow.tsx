import { useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { BetKind, BetSelection, LiveQuote, Side } from '../betslip';
import { RowBetSlip } from './betslipChunk';
import { PriceCell } from './PriceCell';
import type { MarketContext, SlipState } from './types';
import type { CellWords } from './labels';

/**
 * What the Exchange, Bookmaker and Fancy sections of the full market page share per row (docs/rules/specification.md §4
 * Exchange bet, §2 market kinds): the slip selection a tap builds, the row with its bet slip under
 * it, and the single-price (Bookmaker rate / fancy line) buttons.
 */

/** A tapped row's selection, less what the page adds: the match, the live quote and the row key. */
export type RowPick = Omit<BetSelection, 'match' | 'quote' | 'rowKey'>;

/** The row key of a runner or fancy row: `{marketId}:{selectionId}` (the slip opens under it). */
export const rowKeyOf = (marketId: string, selectionId: string) => `${marketId}:${selectionId}`;

/**
 * Opens the slip on `pick` with the live `quote` at the tap; nothing when the side has no live
 * quote (market or runner not open, or no price).
 */
export function selectQuote(ctx: MarketContext, pick: RowPick, quote: LiveQuote | undefined): void {
  if (!quote) return;
  ctx.onSelect({
    rowKey: rowKeyOf(pick.marketId, pick.selectionId),
    ...pick,
    match: ctx.match,
    quote,
  });
}

/** The pick of a runner of an exchange or Bookmaker market on `side`. */
export function runnerPick(
  market: { marketId: string; marketName: string; inplay: boolean; betDelay: number },
  runner: { selectionId: string; runnerName: string },
  kind: BetKind,
  side: Side,
): RowPick {
  return {
    kind,
    side,
    marketId: market.marketId,
    marketName: market.marketName,
    selectionId: runner.selectionId,
    runnerName: runner.runnerName,
    inPlay: market.inplay,
    betDelay: market.betDelay,
  };
}

/** The user's P&L on a runner from the market's book (currency units, as the server sends), if any. */
export const runnerPnl = (
  book: { runners: readonly { selectionId: string; pnl: number }[] } | undefined,
  selectionId: string,
) => book?.runners.find((r) => r.selectionId === selectionId)?.pnl;

/**
 * One row (`children` inside a `div` with `className` and the data attributes `data`) and, under
 * it, the bet slip while `slip` (the open slip when it is on this row, see `slipOf`) is set; `live`
 * gives a side's live quote.
 */
export function MarketRow({
  className,
  data,
  slip,
  onCloseSlip,
  live,
  children,
}: {
  className: string;
  data: { 'data-testid': string; 'data-market-id'?: string };
  slip: SlipState | null;
  onCloseSlip: () => void;
  live: (side: Side) => LiveQuote | undefined;
  children: ReactNode;
}) {
  return (
    <>
      <div className={className} {...data}>
        {children}
      </div>
      {slip ? (
        <RowBetSlip
          key={slip.id}
          selection={slip.selection}
          live={live(slip.selection.side)}
          onClose={onCloseSlip}
        />
      ) : null}
    </>
  );
}

/**
 * The latest value of `value` through a ref, and a stable callback that reads it: a memoised row
 * hands `stable` to its price cells so their props stay equal across price changes (issue 18).
 */
export function useStableHandler<A extends unknown[]>(handler: (...args: A) => void): (...args: A) => void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

/** Deep equality of JSON values (a runner, a fancy row): small objects, so cheaper than a render. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * `memo`'s comparator of a runner (or fancy) row: every prop equal by identity, except `dataProp`
 * (the runner or row object), equal by value. A streamed delta reaches the cache through RTK
 * Query's `updateCachedData`, whose patches are deep-cloned, so every runner of the changed market
 * arrives as a fresh copy; comparing it by value keeps the unchanged rows from rendering
 * (docs/performance.md "Rendering on price updates").
 */
export function rowPropsEqual<P extends object>(dataProp: keyof P) {
  return (before: Readonly<P>, after: Readonly<P>): boolean =>
    (Object.keys(after) as (keyof P)[]).every((k) =>
      k === dataProp ? sameJson(before[k], after[k]) : Object.is(before[k], after[k]),
    ) && Object.keys(before).length === Object.keys(after).length;
}

/** One side of a single-price row: the Bookmaker rate or fancy line and what is shown under it. */
export interface SingleQuote {
  side: Side;
  /** The rate or line shown big. */
  main: number;
  /** The size (Bookmaker) or rate (fancy) that flashes with it. */
  size: number;
  /** False when nothing is offered on the side (the button shows '–'). */
  offered: boolean;
  subText: string;
  /** The hidden words of its accessible name (labels.ts). */
  words: CellWords;
  testId: string;
}

/**
 * The two single-price buttons of a row (`quotes`, in column order; docs/rules/specification.md §4
 * Price cells) inside a `div` of `className`, the side of `slip` selected, with `status` written
 * over them while the row takes no bets (`enabled` false). `onSelect` must be stable (memoised cells).
 */
export function SinglePrices({
  className,
  quotes,
  slip,
  enabled,
  onSelect,
  status,
}: {
  className: string;
  quotes: readonly [SingleQuote, SingleQuote];
  slip: SlipState | null;
  enabled: boolean;
  onSelect: (side: Side) => void;
  status?: { testId: string; text: string };
}) {
  return (
    <div className={className}>
      {quotes.map((quote) => (
        <PriceCell
          key={quote.side}
          side={quote.side}
          price={quote.offered ? quote.main : undefined}
          size={quote.size}
          mainText={String(quote.main)}
          subText={quote.subText}
          words={quote.words}
          enabled={enabled}
          onSelect={onSelect}
          testId={quote.testId}
          selected={slip?.selection.side === quote.side}
        />
      ))}
      {status ? (
        <span className="fm-row__suspended" data-testid={status.testId}>
          {status.text}
        </span>
      ) : null}
    </div>
  );
}
