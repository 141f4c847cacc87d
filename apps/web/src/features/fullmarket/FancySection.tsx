import type { FancyRow } from '@backlay/contracts';
import { Fragment, useState } from 'react';
import type { LiveQuote } from '../betslip/selection';
import { FancyBookModal } from './FancyBookModal';
import { categoryLabel, effectiveFilter, fancyCategories, visibleFancyRows } from './fancy';
import { MarketHead, MatchFollowStar, PriceLabels, RowSlip, RunnerName } from './MarketParts';
import { PriceCell } from './PriceCell';
import type { MarketContext } from './types';

/** Column labels of the fancy rows: No (lay) first, then Yes (back). */
const NO_YES = [
  { side: 'lay', text: 'No' },
  { side: 'back', text: 'Yes' },
] as const;

/** A fancy row's live line and rate on a side (No = lay, Yes = back), while it is open. */
export function liveFancy(row: FancyRow | undefined, side: 'back' | 'lay'): LiveQuote | undefined {
  if (!row || row.GameStatus !== '' || row.result) return undefined;
  const line = side === 'back' ? row.BackPrice1 : row.LayPrice1;
  const rate = side === 'back' ? row.BackSize1 : row.LaySize1;
  return rate > 0 ? { kind: 'fancy', line, rate } : undefined;
}

/**
 * Fancy (session) markets (spec §2, §5): category buttons from the rows' gtypes plus 'all' (Run
 * by default), rows hidden by the spec's name rule, No (pink) and Yes (blue) line and rate per
 * row, the row's GameStatus (or SUSPENDED) over a row that is not open, and a Book button with
 * the run ladder P&L.
 */
export function FancySection({ rows, ctx }: { rows: readonly FancyRow[]; ctx: MarketContext }) {
  const { match, loggedIn, slip } = ctx;
  const [chosen, setChosen] = useState<string>();
  const [bookOf, setBookOf] = useState<FancyRow>();
  const categories = fancyCategories(rows);
  const filter = effectiveFilter(chosen, categories);
  const shown = visibleFancyRows(rows, filter);

  const select = (row: FancyRow, side: 'back' | 'lay') => {
    const quote = liveFancy(row, side);
    if (!quote) return;
    ctx.onSelect({
      rowKey: `${row.marketId}:${row.SelectionId}`,
      kind: 'fancy',
      side,
      match,
      marketId: row.marketId,
      marketName: row.RunnerName,
      selectionId: row.SelectionId,
      runnerName: row.RunnerName,
      inPlay: true,
      betDelay: row.betDelay,
      quote,
    });
  };

  return (
    <section className="fm-market fm-fancy" data-testid="fancy-section" aria-labelledby="fancy-title">
      <MarketHead headingId="fancy-title" title="Fancy" />
      <div className="fm-fancy__filters" role="group" aria-label="Fancy categories">
        {categories.map((c) => (
          <button
            key={c}
            type="button"
            className={`fm-chip${filter === c ? ' is-active' : ''}`}
            aria-pressed={filter === c}
            data-testid={`fancy-filter-${c}`}
            onClick={() => setChosen(c)}
          >
            {categoryLabel(c)}
          </button>
        ))}
      </div>
      <div className="fm-market__body">
        <PriceLabels labels={NO_YES} single />
        {shown.length === 0 ? <p className="fm-empty muted">No fancy markets right now.</p> : null}
        {shown.map((row) => {
          const rowKey = `${row.marketId}:${row.SelectionId}`;
          const open = row.GameStatus === '' && !row.result;
          const isSelected = (side: 'back' | 'lay') =>
            slip?.selection.rowKey === rowKey && slip.selection.side === side;
          return (
            <Fragment key={row.marketId}>
              <div className="fm-row fm-fancy__row" data-testid="fancy-row" data-market-id={row.marketId}>
                <RunnerName name={row.RunnerName}>
                  <span className="fm-fancy__tools">
                    <MatchFollowStar match={match} marketId={row.marketId} marketName={row.RunnerName} />
                    <button
                      type="button"
                      className="pill-button fm-book-button"
                      data-testid="fancy-book"
                      disabled={!loggedIn}
                      title={loggedIn ? undefined : 'Please login to view the book'}
                      aria-label={`Book of ${row.RunnerName}`}
                      onClick={() => setBookOf(row)}
                    >
                      Book
                    </button>
                  </span>
                </RunnerName>
                <div className="fm-prices fm-prices--single fm-prices--overlayable">
                  <PriceCell
                    side="lay"
                    price={row.LaySize1 > 0 ? row.LayPrice1 : undefined}
                    size={row.LaySize1}
                    mainText={String(row.LayPrice1)}
                    subText={String(row.LaySize1)}
                    label={`No ${row.RunnerName} ${row.LayPrice1} at ${row.LaySize1}`}
                    onSelect={open ? () => select(row, 'lay') : undefined}
                    testId="fancy-lay"
                    selected={isSelected('lay')}
                  />
                  <PriceCell
                    side="back"
                    price={row.BackSize1 > 0 ? row.BackPrice1 : undefined}
                    size={row.BackSize1}
                    mainText={String(row.BackPrice1)}
                    subText={String(row.BackSize1)}
                    label={`Yes ${row.RunnerName} ${row.BackPrice1} at ${row.BackSize1}`}
                    onSelect={open ? () => select(row, 'back') : undefined}
                    testId="fancy-back"
                    selected={isSelected('back')}
                  />
                  {!open ? (
                    <span className="fm-row__suspended" data-testid="fancy-status">
                      {row.GameStatus || 'SUSPENDED'}
                    </span>
                  ) : null}
                </div>
              </div>
              <RowSlip
                slip={slip}
                rowKey={rowKey}
                live={(side) => liveFancy(row, side)}
                onClose={ctx.onCloseSlip}
              />
            </Fragment>
          );
        })}
      </div>
      {bookOf ? (
        <FancyBookModal
          marketId={bookOf.marketId}
          name={bookOf.RunnerName}
          onClose={() => setBookOf(undefined)}
        />
      ) : null}
    </section>
  );
}
