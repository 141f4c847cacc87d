import { useId, useState } from 'react';
import { useAppSelector } from '../../shared/hooks';
import { selectIsLoggedIn } from '../auth';
import { useQuickStakes } from '../settings';
import { useOpenBetsTradeListQuery } from './api';
import { eventsOf, withUnmatchedEvents } from './betView';
import { MatchBets, NO_DATA_TEXT } from './MatchBets';
import { matchesWithUnmatched } from './orders';
import { useUnmatchedOrders } from './useUnmatchedOrders';
import './openbets.css';

/** Value of the dropdown's first option: every open bet. */
const ALL = '';

/**
 * Desktop open bets side panel (docs/rules/specification.md §2 Open Bets) with a 'Select market' dropdown listing the
 * markets that hold open bets (from `bet/trade/list`). The first option ('Select market') shows
 * every open bet by event; a market shows only its bets. Each event's bets sit under 'Matched'.
 * `matchId` (the full market page's match) preselects that match's first market when it has one.
 * Signed out it shows 'No Data Found!' and calls nothing. Refreshed with the 'Bets' tag.
 * Each event also shows its unmatched orders (issue 14 item 7), polled while signed in; a match
 * whose only orders rest unmatched is listed too, titled `eventName` when it is the page's match.
 */
export function OpenBetsPanel({ matchId, eventName }: { matchId?: string; eventName?: string }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // Bets are placed from the page the panel sits on: keep the bet slip's quick stakes loaded.
  useQuickStakes();
  const { data, isLoading } = useOpenBetsTradeListQuery(undefined, { skip: !loggedIn });
  const orders = useUnmatchedOrders();
  const rows = loggedIn ? (data ?? []) : [];
  const [chosen, setChosen] = useState<string | null>(null);
  const selectId = useId();
  const titleId = useId();

  const preselected = rows.find((r) => r.matchId === matchId)?._id ?? ALL;
  const selected =
    chosen !== null && (chosen === ALL || rows.some((r) => r._id === chosen)) ? chosen : preselected;
  const market = rows.find((r) => r._id === selected);
  const events = market
    ? eventsOf([market])
    : withUnmatchedEvents(
        eventsOf(rows),
        loggedIn ? matchesWithUnmatched(orders.data) : [],
        matchId && eventName ? { [matchId]: eventName } : {},
      );

  return (
    <aside className="open-bets-panel" data-testid="open-bets-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="open-bets-panel__title">
        Open Bets
      </h2>
      <label htmlFor={selectId} className="visually-hidden-label">
        Select market
      </label>
      <select
        id={selectId}
        className="open-bets-panel__select"
        value={selected}
        disabled={rows.length === 0}
        onChange={(event) => setChosen(event.target.value)}
      >
        <option value={ALL}>Select market</option>
        {rows.map((row) => (
          <option key={row._id} value={row._id}>
            {`${row.event} - ${row.market}`}
          </option>
        ))}
      </select>
      {loggedIn && isLoading ? (
        <p className="muted open-bets__note">Loading...</p>
      ) : events.length === 0 ? (
        <p className="muted open-bets__note">{NO_DATA_TEXT}</p>
      ) : (
        <div className="open-bets">
          {events.map((event) => (
            <section key={event.matchId} className="open-bets__event" aria-label={event.event}>
              <h3 className="open-bets__event-title open-bets__event-title--static">{event.event}</h3>
              <MatchBets matchId={event.matchId} marketId={market?._id} />
            </section>
          ))}
        </div>
      )}
    </aside>
  );
}
