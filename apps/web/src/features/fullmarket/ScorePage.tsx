import { useParams } from 'react-router-dom';
import { useAppSelector } from '../../shared/hooks';
import { selectIsLoggedIn } from '../auth';
import { LIVE_FEED_LOGIN } from './liveFeed';
import { LIVE_SCORE_POLL_MS, useFmLiveScoreQuery } from './liveScoreApi';
import { Scoreboard } from './Scoreboard';
import './scoreboard.css';

/**
 * Live score widget /score/:sportId/:matchId (docs/rules/specification.md §2; rendered without header and footer so the
 * full market page can embed it as a frame): a compact scoreboard from the live score, every 2 s.
 * Live feeds are for signed-in users (docs/rules/specification.md §1).
 */
export function ScorePage() {
  const { matchId = '' } = useParams();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data, isError } = useFmLiveScoreQuery(matchId, {
    skip: !loggedIn || matchId === '',
    pollingInterval: LIVE_SCORE_POLL_MS,
  });
  return (
    <section className="score-page" aria-label="Live score">
      <h1 className="sr-only">Score</h1>
      {!loggedIn ? (
        <p className="sb-message">{LIVE_FEED_LOGIN}</p>
      ) : data ? (
        <Scoreboard score={data} />
      ) : (
        <p className="sb-message muted">{isError ? 'No live score for this match.' : 'Loading score…'}</p>
      )}
    </section>
  );
}
