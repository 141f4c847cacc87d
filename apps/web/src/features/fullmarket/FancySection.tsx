import type { FancyRow } from '@backlay/contracts';
import { memo, useState } from 'react';
import type { LiveQuote } from '../betslip';
import { fullMarketApi, type MatchPath } from './api';
import { FancyBookModal } from './FancyBookModal';
import { categoryLabel, effectiveFilter, fancyCategories, visibleFancyRows } from './fancy';
import { fancyPriceWords } from './labels';
import { MarketHead, MatchFollowStar, PriceLabels, RunnerName } from './MarketParts';
import {
  MarketRow,
  rowKeyOf,
  selectQuote,
  SinglePrices,
  useStableHandler,
  rowPropsEqual,
  type SingleQuote,
} from './MarketRow';
import { useStagedReveal } from '../../shared/stagedReveal';
import { slipOf, type MarketContext, type SlipState } from './types';

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

const NO_ROWS: FancyRow[] = [];

/**
 * Fancy rows built per task when the section first shows (issue 18): with ~70 rows (the All filter
 * when a match has no Run rows) one task would build ~1,300 elements; 8 rows are ~150.
 */
export const FANCY_ROWS_PER_TASK = 8;

/** The Fancy section fed from the session cache entry of `path` (the page's; it polls it). */
export function CachedFancySection({
  path,
  ctx,
  slip,
}: {
  path: MatchPath;
  ctx: MarketContext;
  slip: SlipState | null;
}) {
  const { rows } = fullMarketApi.endpoints.fmSession.useQueryState(path, {
    selectFromResult: ({ data }) => ({ rows: data ?? NO_ROWS }),
  });
  return <FancySection rows={rows} ctx={ctx} slip={slip} />;
}

/**
 * Fancy (session) markets (docs/rules/specification.md §2, §5): category buttons from the rows' gtypes plus 'all' (Run
 * by default), rows hidden by the spec's name rule, No (pink) and Yes (blue) line and rate per
 * row, the row's GameStatus (or SUSPENDED) over a row that is not open, and a Book button with
 * the run ladder P&L. Each row is memoised and renders again only when its own data or slip
 * changes (issue 18 item 2). The first mount builds FANCY_ROWS_PER_TASK rows per task.
 */
export const FancySection = memo(function FancySection({
  rows,
  ctx,
  slip = null,
}: {
  rows: readonly FancyRow[];
  ctx: MarketContext;
  slip?: SlipState | null;
}) {
  const [chosen, setChosen] = useState<string>();
  const [bookOf, setBookOf] = useState<FancyRow>();
  const categories = fancyCategories(rows);
  const filter = effectiveFilter(chosen, categories);
  const shown = visibleFancyRows(rows, filter);
  // The first rows now, the rest FANCY_ROWS_PER_TASK a task later; all at once after that, and
  // once the user chose a filter (what they asked for shows in full, in one render).
  const chunks = useStagedReveal(true, Math.ceil(shown.length / FANCY_ROWS_PER_TASK));
  const built =
    chunks === Infinity || chosen !== undefined ? shown : shown.slice(0, chunks * FANCY_ROWS_PER_TASK);

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
        {built.map((row) => (
          <FancyRowView
            key={row.marketId}
            row={row}
            ctx={ctx}
            slip={slipOf(slip, rowKeyOf(row.marketId, row.SelectionId))}
            onBook={setBookOf}
          />
        ))}
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
});

/** One fancy row: name, follow star, Book button, No and Yes cells; memoised per row. */
const FancyRowView = memo(function FancyRowView({
  row,
  ctx,
  slip,
  onBook,
}: {
  row: FancyRow;
  ctx: MarketContext;
  slip: SlipState | null;
  onBook: (row: FancyRow) => void;
}) {
  const { match, loggedIn } = ctx;
  const open = row.GameStatus === '' && !row.result;
  const status = open ? '' : row.GameStatus || 'suspended';
  const onSelect = useStableHandler((side: 'back' | 'lay') =>
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
    ),
  );
  const quoteOf = (side: 'back' | 'lay', line: number, rate: number): SingleQuote => ({
    side,
    main: line,
    size: rate,
    offered: rate > 0,
    subText: String(rate),
    words: fancyPriceWords(side, row.RunnerName, rate > 0, status),
    testId: `fancy-${side}`,
  });
  return (
    <MarketRow
      className="fm-row fm-fancy__row"
      data={{ 'data-testid': 'fancy-row', 'data-market-id': row.marketId }}
      slip={slip}
      onCloseSlip={ctx.onCloseSlip}
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
            onClick={() => onBook(row)}
          >
            Book
          </button>
        </span>
      </RunnerName>
      <SinglePrices
        className="fm-prices fm-prices--single fm-prices--overlayable"
        quotes={[quoteOf('lay', row.LayPrice1, row.LaySize1), quoteOf('back', row.BackPrice1, row.BackSize1)]}
        slip={slip}
        enabled={open}
        onSelect={onSelect}
        status={open ? undefined : { testId: 'fancy-status', text: row.GameStatus || 'SUSPENDED' }}
      />
    </MarketRow>
  );
}, rowPropsEqual('row'));
