import { seatsOf } from '../layouts';
import { CountdownCircle } from './CountdownCircle';
import { PlayingCard } from './PlayingCard';

export interface LiveTableProps {
  casinoType: string;
  name: string;
  /** Round id, "0" or "" when no round runs. */
  mid: string;
  autotime: number | undefined;
  cards: readonly string[];
  suspended: boolean;
  /** Full-viewport video view (/casino-video). */
  fullscreen?: boolean;
}

function statusText(mid: string, autotime: number | undefined, suspended: boolean): string {
  if (autotime === undefined) return 'Connecting to the table…';
  if (!mid || mid === '0') return 'Waiting for the next round';
  if (suspended) return 'Betting suspended';
  return autotime > 0 ? 'Place your bets' : 'Bets closed · dealing';
}

/**
 * The live table view (docs/rules/specification.md §2 "video frame"; issue 7: our own rendering of the table): a felt
 * with the round id (RID), the countdown circle and every seat's cards, face down while "1" and
 * turned up as the dealer reveals them, following the polled round.
 */
export function LiveTable({ casinoType, name, mid, autotime, cards, suspended, fullscreen }: LiveTableProps) {
  const seats = seatsOf(casinoType, cards);
  const round = mid && mid !== '0' ? mid : '-';
  return (
    <section
      className={`cas-live${fullscreen ? ' cas-live--full' : ''}`}
      aria-label={`${name} live table`}
      data-testid="live-table"
    >
      <div className="cas-live__bar">
        <span className="cas-live__name">{name}</span>
        <span className="cas-live__rid" data-testid="round-id">
          RID: {round}
        </span>
      </div>
      <div className="cas-live__felt">
        <div className="cas-live__seats">
          {seats.map((seat) => (
            <div className="cas-seat" key={seat.label}>
              <span className="cas-seat__label">{seat.label}</span>
              <div className="cas-seat__cards">
                {seat.cards.map((index) => (
                  <PlayingCard key={`${index}:${cards[index] ?? ''}`} code={cards[index]} />
                ))}
              </div>
            </div>
          ))}
        </div>
        <div className="cas-live__clock">
          <CountdownCircle seconds={autotime} />
        </div>
        <p className="cas-live__status" aria-live="polite">
          {statusText(mid, autotime, suspended)}
        </p>
      </div>
    </section>
  );
}
