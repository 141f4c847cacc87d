import type { FancyRow } from '@backlay/contracts';
import { useState } from 'react';
import type { LiveQuote } from '../betslip';
import { FancyBookModal } from './FancyBookModal';
import { categoryLabel, effectiveFilter, fancyCategories, visibleFancyRows } from './fancy';
import { MarketHead, MatchFollowStar, PriceLabels, RunnerName } from './MarketParts';
import { MarketRow, rowKeyOf, selectQuote, SinglePrices, type SingleQuote } from './MarketRow';
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
 * Fancy (session) markets (docs/rules/specification.md §2, §5): category buttons from the rows' gtypes plus 'all' (Run
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

  const select = (row: FancyRow) => (side: 'back' | 'lay') =>
    selectQuote(
      ctx,
      {
        kind: 'fancy',
        side,
        marketId: row.marketId,
        marketName: row.RunnerName,
        selectionId: row.SelectionId,
        runnerName: row.RunnerName,
        inPlay: true,
        betDelay: row.betDelay,
      },
      liveFancy(row, side),
    );

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
          const rowKey = rowKeyOf(row.marketId, row.SelectionId);
          const open = row.GameStatus === '' && !row.result;
          const quoteOf = (side: 'back' | 'lay', line: number, rate: number): SingleQuote => ({
            side,
            main: line,
            size: rate,
            offered: rate > 0,
            subText: String(rate),
            label: `${side === 'back' ? 'Yes' : 'No'} ${row.RunnerName} ${line} at ${rate}`,
            testId: `fancy-${side}`,
          });
          return (
            <MarketRow
              key={row.marketId}
              rowKey={rowKey}
              className="fm-row fm-fancy__row"
              data={{ 'data-testid': 'fancy-row', 'data-market-id': row.marketId }}
              ctx={ctx}
              live={(side) => liveFancy(row, side)}
            >
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
              <SinglePrices
                className="fm-prices fm-prices--single fm-prices--overlayable"
                quotes={[
                  quoteOf('lay', row.LayPrice1, row.LaySize1),
                  quoteOf('back', row.BackPrice1, row.BackSize1),
                ]}
                rowKey={rowKey}
                slip={slip}
                onSelect={open ? select(row) : undefined}
                status={open ? undefined : { testId: 'fancy-status', text: row.GameStatus || 'SUSPENDED' }}
              />
            </MarketRow>
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
