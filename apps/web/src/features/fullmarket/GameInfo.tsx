import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { formatOpenDate, useNow } from '../../shared/dates';
import { LIVE_FEED_LOGIN } from './liveFeed';

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
  /** The match's start as sent (ISO-8601 from the event row or the page's `gameTime`); '' unknown. */
  gameTime: string;
  /** Status of the match's main market; undefined until known (shown as SUSPENDED). */
  status: string | undefined;
  inPlay: boolean;
  loggedIn: boolean;
}

/** What Game Details shows before the start while the main market is open (issue 19 item 6). */
export const NOT_STARTED = 'Not Started';

/**
 * The status Game Details shows (docs/rules/specification.md §2 Full market page: 'the status
 * (default SUSPENDED) ... Game Started when the status is open'; issue 19 item 6): the main market's
 * status, SUSPENDED while unknown; an OPEN market reads 'Game Started' only once the match is in
 * play, and 'Not Started' before the start (the market opens for pre-match betting, the game has
 * not started). SUSPENDED and CLOSED are shown as they are.
 */
export function gameStatusLabel(status: string | undefined, inPlay: boolean): string {
  if (status === undefined || status === '') return 'SUSPENDED';
  if (status === 'OPEN') return inPlay ? 'Game Started' : NOT_STARTED;
  return status;
}

/**
 * The game time as people read it (issue 19 item 6): the event lists' open date ('Today 14:30',
 * 'Tomorrow 09:05', 'Sat 18 Jan 14:30', local time); text that is not a date is shown as it came,
 * and nothing as '–'.
 */
export function gameTimeLabel(gameTime: string, nowMs: number): string {
  if (gameTime.trim() === '') return '–';
  return formatOpenDate(gameTime, new Date(nowMs)) || gameTime;
}

/**
 * Game-info header of the full market page (docs/rules/specification.md §2): Game Details (status, default SUSPENDED;
 * 'Game Started' when open in play, see gameStatusLabel; game time for people and event name), Live Score (our score widget in a frame)
 * and Live Match (our live match view in a frame). Both feeds need a login. Tabs follow the ARIA
 * tabs pattern (arrow keys move between them).
 */
export function GameInfo({ sportId, matchId, eventName, gameTime, status, inPlay, loggedIn }: GameInfoProps) {
  const [tab, setTab] = useState<Tab>('details');
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const shownStatus = gameStatusLabel(status, inPlay);
  const now = useNow();
  const startMs = gameTime.trim() === '' ? Number.NaN : Date.parse(gameTime);
  const startIso = Number.isNaN(startMs) ? undefined : new Date(startMs).toISOString();

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
              <dd data-testid="game-time">
                {startIso ? (
                  <time dateTime={startIso}>{gameTimeLabel(gameTime, now)}</time>
                ) : (
                  gameTimeLabel(gameTime, now)
                )}
              </dd>
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
