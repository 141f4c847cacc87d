import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../shared/hooks';
import { useMultimarketMatchesQuery } from './api';
import { fullMarketPath } from './fullMarketPath';
import { exchangeBatches, groupByMatch, type FollowedMatch } from './groups';
import { FollowedMarketCard } from './MarketCards';
import { selectFollowed } from './slice';
import './multimarket.css';

/** Empty state of /multimarket (docs/rules/specification.md §2). */
export const NO_FOLLOWED_TEXT = 'There are currently no followed multi markets.';
export const ADD_MARKETS_TEXT = 'Please add some markets from events.';

/**
 * /multimarket (docs/rules/specification.md §2; signed-in only, the route's LoginGate sends others home with the login):
 * the followed markets grouped by match, live (prices polled every 2 s), each match linking to
 * its full market page; markets unfollow from their star, closed ones from their Unfollow button.
 */
export function MultiMarketPage() {
  const followed = useAppSelector(selectFollowed);
  const matches = groupByMatch(followed);
  return (
    <section className="page multimarket-page">
      <h1>Multi Market</h1>
      {matches.length === 0 ? (
        <div className="empty-state" data-testid="multimarket-empty">
          <p>{NO_FOLLOWED_TEXT}</p>
          <p className="muted">{ADD_MARKETS_TEXT}</p>
        </div>
      ) : (
        matches.map((match) => <MatchSection key={match.key} match={match} />)
      )}
    </section>
  );
}

function MatchSection({ match }: { match: FollowedMatch }) {
  const titleId = useId();
  // Names and start times of the competition's matches (no polling: game data is cached 60 s).
  const { data } = useMultimarketMatchesQuery({ sportId: match.sportId, competitionId: match.competitionId });
  const row = data?.find((m) => m.matchId === match.matchId);
  const eventName = row?.eventName ?? match.eventName ?? `Match ${match.matchId}`;
  const batches = exchangeBatches(match.markets);
  const to = fullMarketPath({
    sportId: match.sportId,
    competitionId: match.competitionId,
    matchId: match.matchId,
    eventName: row?.eventName ?? match.eventName,
    gameTime: row?.openDate,
    inplay: row?.inPlay,
  });
  return (
    <section className="mm-match" aria-labelledby={titleId}>
      <header className="mm-match__head">
        <h2 id={titleId} className="mm-match__title">
          <Link to={to}>{eventName}</Link>
        </h2>
        {row?.inPlay ? <span className="mm-match__badge">In Play</span> : null}
        <Link to={to} className="mm-match__link" aria-label={`Full market: ${eventName}`}>
          Full market
        </Link>
      </header>
      <div className="mm-match__markets">
        {match.markets.map((market) => (
          <FollowedMarketCard key={market.marketId} market={market} batch={batches.get(market.marketId)} />
        ))}
      </div>
    </section>
  );
}
