import { useId, useState } from 'react';
import { useAppSelector } from '../../shared/hooks';
import { selectIsLoggedIn } from '../auth';
import { useOpenBetsTradeListQuery } from './api';
import { eventsOf, withUnmatchedEvents, type OpenEvent } from './betView';
import { MatchBets, NO_DATA_TEXT } from './MatchBets';
import { matchesWithUnmatched } from './orders';
import { useUnmatchedOrders } from './useUnmatchedOrders';
import './openbets.css';

/**
 * Open bets as an accordion by event (docs/rules/specification.md §2 Open Bets, mobile): the events come from
 * `bet/trade/list`, each section's bets from `bet/bet-details/list/{matchId}`. Sections start open;
 * the header button folds one away. A match whose only orders rest unmatched gets a section too
 * (issue 14 item 7). 'No Data Found!' when nothing is open.
 */
export function OpenBetsAccordion() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data, isLoading } = useOpenBetsTradeListQuery(undefined, { skip: !loggedIn });
  const orders = useUnmatchedOrders();
  if (loggedIn && isLoading) return <p className="muted open-bets__note">Loading...</p>;
  const events = loggedIn ? withUnmatchedEvents(eventsOf(data ?? []), matchesWithUnmatched(orders.data)) : [];
  if (events.length === 0) return <p className="muted open-bets__note">{NO_DATA_TEXT}</p>;
  return (
    <div className="open-bets open-bets--accordion">
      {events.map((event) => (
        <EventSection key={event.matchId} event={event} />
      ))}
    </div>
  );
}

function EventSection({ event }: { event: OpenEvent }) {
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  return (
    <section className="open-bets__event">
      <h3 className="open-bets__event-title">
        <button
          type="button"
          className="open-bets__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((v) => !v)}
        >
          <span>{event.event}</span>
          <span className="open-bets__sport muted">{event.sportsName}</span>
        </button>
      </h3>
      <div id={bodyId} role="region" aria-label={event.event} hidden={!open}>
        {open ? <MatchBets matchId={event.matchId} /> : null}
      </div>
    </section>
  );
}
