import type { EventRow } from '@backlay/contracts';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { formatOpenDate, formatPrice, fullMarketUrl, isInPlay, oddsColumns, type OddsCell } from '../events';
import { TvIcon } from './icons';

interface EventRowProps {
  row: EventRow;
  /** Current time (ms), for the open date's Today / Tomorrow. */
  now: number;
  /** Called before the link navigates: stores the row's markets (docs/rules/specification.md §4). */
  onOpen: (row: EventRow) => void;
}

const COLUMN_NAMES = ['1', 'X', '2'];

function Prices({ cell, column }: { cell: OddsCell | null; column: string }) {
  if (!cell) {
    return (
      <span className="ev-odds__pair ev-odds__pair--none" data-column={column}>
        <span className="ev-price">-</span>
        <span className="ev-price">-</span>
      </span>
    );
  }
  return (
    <span className="ev-odds__pair" data-column={column} title={cell.runnerName}>
      <span className="ev-price ev-price--back">{formatPrice(cell.back)}</span>
      <span className="ev-price ev-price--lay">{formatPrice(cell.lay)}</span>
    </span>
  );
}

/**
 * One event row (docs/rules/specification.md §2 Full market page, §4): name, In Play badge or the local open date, TV,
 * BM / F / S badges, and the Match Odds best back (blue) / lay (pink) of the 1 X 2 columns.
 * The whole row links to the match page; its name is its visible text (no aria-label: the odds,
 * hidden from screen readers, are visible text a label could not hold; WCAG 2.5.3, issue 18).
 */
export const EventRowView = memo(function EventRowView({ row, now, onOpen }: EventRowProps) {
  const live = isInPlay(row);
  const when = live ? '' : formatOpenDate(row.openDate, new Date(now));
  const market = row.matchOdds[0];
  const closed = market && market.status !== 'OPEN';
  return (
    <Link
      to={fullMarketUrl(row)}
      className={`ev-row${live ? ' is-live' : ''}`}
      data-testid="event-row"
      data-match-id={row.matchId}
      onClick={() => onOpen(row)}
    >
      <span className="ev-row__info">
        <span className="ev-row__name">{row.eventName}</span>
        <span className="ev-row__meta">
          {live ? (
            <span className="ev-badge ev-badge--live" data-testid="inplay-badge">
              In Play
            </span>
          ) : (
            <time className="ev-row__time" dateTime={row.openDate} data-testid="open-date">
              {when}
            </time>
          )}
          {row.tv ? (
            <span className="ev-icon" title="Live TV" data-testid="tv-icon">
              <TvIcon />
            </span>
          ) : null}
          {row.bm ? (
            <span className="ev-badge ev-badge--bm" title="Bookmaker">
              BM
            </span>
          ) : null}
          {row.fancy ? (
            <span className="ev-badge ev-badge--f" title="Fancy">
              F
            </span>
          ) : null}
          {row.s ? (
            <span className="ev-badge ev-badge--s" title="Sportsbook">
              S
            </span>
          ) : null}
        </span>
      </span>
      <span className={`ev-odds${closed ? ' is-closed' : ''}`} aria-hidden="true" data-testid="row-odds">
        {closed ? (
          <span className="ev-odds__status">{market.status === 'CLOSED' ? 'Closed' : 'Suspended'}</span>
        ) : (
          oddsColumns(row).map((cell, i) => <Prices key={i} cell={cell} column={COLUMN_NAMES[i] ?? ''} />)
        )}
      </span>
    </Link>
  );
});

/** Column heads over the odds of a list: 1 X 2. */
export function OddsHeader() {
  return (
    <span className="ev-cols" aria-hidden="true">
      {COLUMN_NAMES.map((c) => (
        <span key={c}>{c}</span>
      ))}
    </span>
  );
}

/** A list of event rows. */
export function EventList({
  rows,
  now,
  onOpen,
}: {
  rows: readonly EventRow[];
  now: number;
  onOpen: (row: EventRow) => void;
}) {
  return (
    <ul className="ev-list">
      {rows.map((row) => (
        <li key={row.matchId}>
          <EventRowView row={row} now={now} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
