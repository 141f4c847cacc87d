import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { LIVE_FEED_LOGIN } from './ScorePage';

type Tab = 'details' | 'score' | 'live';
const TABS: { id: Tab; label: string }[] = [
  { id: 'details', label: 'Game Details' },
  { id: 'score', label: 'Live Score' },
  { id: 'live', label: 'Live Match' },
];

/** URL of one of our own bare pages (score widget, live match) for an iframe. */
export function frameUrl(path: string): string {
  return `${window.location.origin}${window.location.pathname}#${path}`;
}

export interface GameInfoProps {
  sportId: number;
  matchId: string;
  eventName: string;
  gameTime: string;
  /** Status of the match's main market; undefined until known (shown as SUSPENDED). */
  status: string | undefined;
  inPlay: boolean;
  loggedIn: boolean;
}

/**
 * Game-info header of the full market page (docs/rules/specification.md §2): Game Details (status, default SUSPENDED;
 * 'Game Started' when open; game time and event name), Live Score (our score widget in a frame)
 * and Live Match (our live match view in a frame). Both feeds need a login. Tabs follow the ARIA
 * tabs pattern (arrow keys move between them).
 */
export function GameInfo({ sportId, matchId, eventName, gameTime, status, inPlay, loggedIn }: GameInfoProps) {
  const [tab, setTab] = useState<Tab>('details');
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const shownStatus = status === 'OPEN' && inPlay ? 'Game Started' : (status ?? 'SUSPENDED');

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (delta === 0) return;
    event.preventDefault();
    const next = (index + delta + TABS.length) % TABS.length;
    setTab(TABS[next]!.id);
    refs.current[next]?.focus();
  };

  return (
    <section className="fm-game" aria-label="Game information">
      <div
        className="fm-game__tabs"
        role="tablist"
        aria-label="Game information"
        data-testid="game-info-tabs"
      >
        {TABS.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`${base}-panel`}
            tabIndex={tab === t.id ? 0 : -1}
            className={`fm-game__tab${tab === t.id ? ' is-active' : ''}`}
            onClick={() => setTab(t.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        className="fm-game__panel"
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${tab}`}
        data-testid={`game-panel-${tab}`}
      >
        {tab === 'details' ? (
          <dl className="fm-game__details">
            <div>
              <dt>Status</dt>
              <dd
                data-testid="game-status"
                className={shownStatus === 'Game Started' ? 'is-live' : undefined}
              >
                {shownStatus}
              </dd>
            </div>
            <div>
              <dt>Game Time</dt>
              <dd data-testid="game-time">{gameTime || '–'}</dd>
            </div>
            <div>
              <dt>Event</dt>
              <dd data-testid="game-event">{eventName || '–'}</dd>
            </div>
          </dl>
        ) : !loggedIn ? (
          <p className="fm-game__login">{LIVE_FEED_LOGIN}</p>
        ) : tab === 'score' ? (
          <iframe
            className="fm-game__frame fm-game__frame--score"
            title="Live score"
            src={frameUrl(`/score/${sportId}/${matchId}`)}
            data-testid="live-score-frame"
          />
        ) : (
          <iframe
            className="fm-game__frame fm-game__frame--live"
            title="Live match"
            src={frameUrl(`/tv/${sportId}/${matchId}`)}
            data-testid="live-match-frame"
          />
        )}
      </div>
    </section>
  );
}
