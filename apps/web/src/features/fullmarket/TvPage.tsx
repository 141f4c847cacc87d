import type { LiveScore } from '@backlay/contracts';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useAppSelector } from '../../shared/hooks';
import { selectIsLoggedIn } from '../auth';
import { LIVE_FEED_LOGIN } from './liveFeed';
import { LIVE_SCORE_POLL_MS, useFmLiveScoreQuery } from './liveScoreApi';
import { ballClass, Scoreboard } from './Scoreboard';
import './scoreboard.css';

/** One entry of the match timeline. */
export interface TimelineItem {
  key: string;
  /** When in the match: over.ball, the game score, or the minute. */
  at: string;
  text: string;
  tone: string;
}

const MAX_ITEMS = 40;

/** Timeline entries a new live score adds to the ones already shown (newest first). */
export function nextTimeline(items: readonly TimelineItem[], score: LiveScore): TimelineItem[] {
  const added: TimelineItem[] = [];
  const known = new Set(items.map((i) => i.key));
  if (score.soccer) {
    for (const g of score.soccer.goals) {
      const key = `goal-${g.minute}-${g.team}-${g.scorer}`;
      if (!known.has(key))
        added.push({
          key,
          at: `${g.minute}'`,
          text: `Goal! ${g.scorer} (${score.teams[g.team] ?? ''})`,
          tone: 'goal',
        });
    }
  } else if (score.cricket) {
    const c = score.cricket;
    const key = `ball-${c.innings}-${c.overs}-${c.runs}-${c.wickets}`;
    const last = c.recentBalls.at(-1);
    if (!known.has(key) && last !== undefined)
      added.push({
        key,
        at: c.overs,
        text: `${last} · ${c.battingTeam} ${c.runs}/${c.wickets}`,
        tone: ballClass(last),
      });
  } else if (score.tennis) {
    const t = score.tennis;
    const key = `pt-${t.sets.map((s) => s.join('')).join('|')}-${t.points.join('-')}`;
    if (!known.has(key)) {
      const games = t.games.join('-');
      added.push({ key, at: games, text: `${t.points.join('-')} · ${score.summary}`, tone: 'run' });
    }
  }
  return [...added.reverse(), ...items].slice(0, MAX_ITEMS);
}

/**
 * Live match view /tv/:sportId/:matchId (docs/rules/specification.md §2; no header or footer, embedded as a frame): the
 * scoreboard and a timeline of the balls, points or goals seen while watching (goals from the
 * start of the match).
 */
export function TvPage() {
  const { matchId = '' } = useParams();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data } = useFmLiveScoreQuery(matchId, {
    skip: !loggedIn || matchId === '',
    pollingInterval: LIVE_SCORE_POLL_MS,
  });
  const [seen, setSeen] = useState<LiveScore>();
  const [timeline, setTimeline] = useState<TimelineItem[]>([]);
  if (data && data !== seen) {
    setSeen(data);
    setTimeline((items) => nextTimeline(items, data));
  }
  return (
    <section className="tv-page" aria-label="Live match">
      <h1 className="sr-only">TV</h1>
      {!loggedIn ? (
        <p className="sb-message">{LIVE_FEED_LOGIN}</p>
      ) : !data ? (
        <p className="sb-message muted">Loading match…</p>
      ) : (
        <>
          <div className="tv-screen">
            <span className="tv-live">{data.status === 'inplay' ? 'LIVE' : data.status.toUpperCase()}</span>
            <Scoreboard score={data} />
          </div>
          <ol className="tv-timeline" aria-label="Match timeline" data-testid="tv-timeline">
            {timeline.map((item) => (
              <li key={item.key} className={`tv-item tv-item--${item.tone}`}>
                <span className="tv-item__at">{item.at}</span>
                <span className="tv-item__text">{item.text}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
