import type { ReactNode } from 'react';
import type { BetKind, BetSelection, LiveQuote, Side } from '../betslip';
import { RowSlip } from './MarketParts';
import { PriceCell } from './PriceCell';
import type { MarketContext, SlipState } from './types';

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

/** True when the open slip is on row `rowKey`, side `side`. */
export const isSlipSide = (slip: SlipState | null, rowKey: string, side: Side) =>
  slip?.selection.rowKey === rowKey && slip.selection.side === side;

/** The user's P&L on a runner from the market's book (currency units, as the server sends), if any. */
export const runnerPnl = (
  book: { runners: readonly { selectionId: string; pnl: number }[] } | undefined,
  selectionId: string,
) => book?.runners.find((r) => r.selectionId === selectionId)?.pnl;

/**
 * One row (`children` inside a `div` with `className` and the data attributes `data`) and, under
 * it, the bet slip while the open slip's selection is this row; `live` gives a side's live quote.
 */
export function MarketRow({
  rowKey,
  className,
  data,
  ctx,
  live,
  children,
}: {
  rowKey: string;
  className: string;
  data: { 'data-testid': string; 'data-market-id'?: string };
  ctx: MarketContext;
  live: (side: Side) => LiveQuote | undefined;
  children: ReactNode;
}) {
  return (
    <>
      <div className={className} {...data}>
        {children}
      </div>
      <RowSlip slip={ctx.slip} rowKey={rowKey} live={live} onClose={ctx.onCloseSlip} />
    </>
  );
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
  label: string;
  testId: string;
}

/**
 * A single-price button (docs/rules/specification.md §4 Price cells) selected while the slip is on `rowKey` and its
 * side; `onSelect` is omitted while the row takes no bets.
 */
export function SinglePriceCell({
  quote,
  rowKey,
  slip,
  onSelect,
}: {
  quote: SingleQuote;
  rowKey: string;
  slip: SlipState | null;
  onSelect?: (side: Side) => void;
}) {
  const { side } = quote;
  return (
    <PriceCell
      side={side}
      price={quote.offered ? quote.main : undefined}
      size={quote.size}
      mainText={String(quote.main)}
      subText={quote.subText}
      label={quote.label}
      onSelect={onSelect ? () => onSelect(side) : undefined}
      testId={quote.testId}
      selected={isSlipSide(slip, rowKey, side)}
    />
  );
}

/**
 * The two single-price buttons of a row (`quotes`, in column order) inside a `div` of `className`,
 * with `status` written over them while the row takes no bets; `onSelect` is omitted then.
 */
export function SinglePrices({
  className,
  quotes,
  rowKey,
  slip,
  onSelect,
  status,
}: {
  className: string;
  quotes: readonly [SingleQuote, SingleQuote];
  rowKey: string;
  slip: SlipState | null;
  onSelect?: (side: Side) => void;
  status?: { testId: string; text: string };
}) {
  return (
    <div className={className}>
      {quotes.map((quote) => (
        <SinglePriceCell key={quote.side} quote={quote} rowKey={rowKey} slip={slip} onSelect={onSelect} />
      ))}
      {status ? (
        <span className="fm-row__suspended" data-testid={status.testId}>
          {status.text}
        </span>
      ) : null}
    </div>
  );
}
