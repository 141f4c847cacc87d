import { usePriceFlash } from './usePriceFlash';

export interface PriceCellProps {
  side: 'back' | 'lay';
  /** The price shown big (decimal odds, Bookmaker rate or fancy line); undefined = nothing offered. */
  price: number | undefined;
  /** The amount shown small under it (size, or the fancy rate). */
  size: number | undefined;
  mainText: string;
  subText: string;
  /** Accessible name, e.g. 'Back India 1.96'. */
  label: string;
  onSelect?: () => void;
  testId?: string;
  /** A deeper level (hidden on narrow screens). */
  depth?: boolean;
  selected?: boolean;
}

/**
 * A back (blue) or lay (pink) price button. Flashes for 500 ms when its price or size changes
 * (docs/rules/specification.md §4 Price cells).
 */
export function PriceCell({
  side,
  price,
  size,
  mainText,
  subText,
  label,
  onSelect,
  testId,
  depth,
  selected,
}: PriceCellProps) {
  const flashing = usePriceFlash(price, size);
  const empty = price === undefined;
  const classes = [
    'price',
    `price--${side}`,
    depth ? 'price--depth' : '',
    flashing ? 'is-flashing' : '',
    selected ? 'is-selected' : '',
    empty ? 'is-empty' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={classes}
      aria-label={empty ? `${label}: no price` : label}
      aria-pressed={onSelect && !empty ? Boolean(selected) : undefined}
      data-testid={testId}
      data-flashing={flashing ? 'true' : undefined}
      disabled={empty || !onSelect}
      onClick={onSelect}
    >
      <span className="price__main">{empty ? '–' : mainText}</span>
      {empty ? null : <span className="price__size">{subText}</span>}
    </button>
  );
}
