import { memo } from 'react';
import type { CellWords } from './labels';
import { usePriceFlash } from './usePriceFlash';

export interface PriceCellProps {
  side: 'back' | 'lay';
  /** The ladder level (0 = best); given back to `onSelect`. */
  level?: number;
  /** The price shown big (decimal odds, Bookmaker rate or fancy line); undefined = nothing offered. */
  price: number | undefined;
  /** The amount shown small under it (size, or the fancy rate). */
  size: number | undefined;
  mainText: string;
  subText: string;
  /** The hidden words around the shown texts that make the name, e.g. 'Back India at 1.96, 2.4k available' (labels.ts). */
  words: CellWords;
  /** Called with the side and level on a tap; keep it stable (a memoised row's callback). */
  onSelect?: (side: 'back' | 'lay', level: number) => void;
  /** False while the cell takes no bet (market or runner closed): the button is disabled. */
  enabled?: boolean;
  testId?: string;
  /** A deeper level (hidden on narrow screens). */
  depth?: boolean;
  selected?: boolean;
}

/**
 * A back (blue) or lay (pink) price button. Flashes for 500 ms when its price or size changes
 * (docs/rules/specification.md §4 Price cells). Memoised (issue 18 item 2): every prop is a
 * primitive or a stable callback, so a price change re-renders only the cells whose price, size
 * or state changed. Always a focusable-when-enabled `<button>` named by its own text: the shown
 * price and size with `words` around them in screen-reader-only spans (labels.ts).
 */
export const PriceCell = memo(function PriceCell({
  side,
  level = 0,
  price,
  size,
  mainText,
  subText,
  words,
  onSelect,
  enabled = true,
  testId,
  depth,
  selected,
}: PriceCellProps) {
  const flashing = usePriceFlash(price, size);
  const empty = price === undefined;
  const takes = enabled && !empty && onSelect !== undefined;
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
      aria-pressed={takes ? Boolean(selected) : undefined}
      data-testid={testId}
      data-flashing={flashing ? 'true' : undefined}
      disabled={!takes}
      onClick={takes ? () => onSelect(side, level) : undefined}
    >
      {words.before ? <span className="sr-only">{words.before}</span> : null}
      {empty ? (
        <span className="price__main" aria-hidden="true">
          –
        </span>
      ) : (
        <>
          <span className="price__main">{mainText}</span>
          {subText ? (
            <>
              {words.middle ? <span className="sr-only">{words.middle}</span> : null}
              <span className="price__size">{subText}</span>
            </>
          ) : null}
          {words.after ? <span className="sr-only">{words.after}</span> : null}
        </>
      )}
    </button>
  );
}, samePriceCellProps);

/** Memo's comparison: every prop by identity, `words` (a fresh object per render) by value. */
function samePriceCellProps(a: PriceCellProps, b: PriceCellProps): boolean {
  for (const key of Object.keys({ ...a, ...b }) as (keyof PriceCellProps)[]) {
    if (key === 'words') continue;
    if (!Object.is(a[key], b[key])) return false;
  }
  const [x, y] = [a.words, b.words];
  return x.before === y.before && x.middle === y.middle && x.after === y.after && x.offered === y.offered;
}
