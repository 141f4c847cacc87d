import { cardFace, cardName, SUITS } from '../cards';

export interface PlayingCardProps {
  /** Wire code ("10DD", "ASS"); "1", "0" or nothing draws the card face down. */
  code?: string;
  /** A rank-only face (rank runners of Lucky 7-B), drawn without a suit. */
  rank?: string;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A playing card drawn in CSS from its wire code (docs/rules/casino.md §0.3): rank and suit in two
 * corners and a large pip, red for hearts and diamonds; a patterned back while face down. A new
 * face flips in (the parent keys it by code). Read aloud as "Ten of Diamonds".
 */
export function PlayingCard({ code, rank, size = 'md' }: PlayingCardProps) {
  const face = cardFace(code);
  if (rank !== undefined) {
    return (
      <span className={`cas-card cas-card--${size} is-up is-rank`} role="img" aria-label={`Card ${rank}`}>
        <span className="cas-card__pip" aria-hidden="true">
          {rank}
        </span>
      </span>
    );
  }
  if (!face) {
    return (
      <span className={`cas-card cas-card--${size} is-down`} role="img" aria-label={cardName(code)}>
        <span className="cas-card__back" aria-hidden="true" />
      </span>
    );
  }
  const suit = SUITS[face.suit];
  const corner = (
    <>
      <span>{face.rank}</span>
      <span>{suit.symbol}</span>
    </>
  );
  return (
    <span
      className={`cas-card cas-card--${size} is-up${suit.red ? ' is-red' : ''}`}
      role="img"
      aria-label={cardName(code)}
      data-card={`${face.rank}${face.suit}`}
    >
      <span className="cas-card__corner" aria-hidden="true">
        {corner}
      </span>
      <span className="cas-card__pip" aria-hidden="true">
        {suit.symbol}
      </span>
      <span className="cas-card__corner cas-card__corner--end" aria-hidden="true">
        {corner}
      </span>
    </span>
  );
}
