import { chipLabel } from '../../betslip';
import { chipStyle } from '../slip';

/** The four chip artworks (docs/rules/specification.md §9: chip images cycle by index modulo 4): body and edge colours. */
const ART = [
  { body: '#1d5fd1', edge: '#ffffff', inner: '#e8efff', stripes: 6 },
  { body: '#16924e', edge: '#f5e6a8', inner: '#eafaf0', stripes: 8 },
  { body: '#c8312f', edge: '#ffffff', inner: '#fff0ef', stripes: 6 },
  { body: '#1f1f24', edge: '#e0b43a', inner: '#fbf3da', stripes: 8 },
] as const;

/** One chip artwork (0..3) drawn in SVG: a coloured body, striped edge and a light centre. */
export function ChipArt({ style }: { style: number }) {
  const art = ART[chipStyle(style)]!;
  const ring = 2 * Math.PI * 20;
  return (
    <svg className="cas-chip__art" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill={art.body} />
      <circle
        cx="24"
        cy="24"
        r="20"
        fill="none"
        stroke={art.edge}
        strokeWidth="5"
        strokeDasharray={`${ring / (art.stripes * 2)} ${ring / (art.stripes * 2)}`}
      />
      <circle cx="24" cy="24" r="14" fill={art.inner} stroke={art.body} strokeWidth="1.5" />
    </svg>
  );
}

export interface ChipsProps {
  values: readonly number[];
  /** Index of the chosen chip, or null. */
  selected: number | null;
  onChip: (index: number) => void;
  disabled?: boolean;
}

/**
 * The chip rack (docs/rules/specification.md §9): the user's saved stakes (or the defaults), each on artwork index mod 4,
 * 1000 and above written as k. A chip is a toggle button: tapping the chosen chip deselects it.
 */
export function Chips({ values, selected, onChip, disabled }: ChipsProps) {
  return (
    <div className="cas-chips" role="group" aria-label="Chips" data-testid="chips">
      {values.map((value, i) => (
        <button
          key={i}
          type="button"
          className={`cas-chip cas-chip--${chipStyle(i)}${selected === i ? ' is-selected' : ''}`}
          data-chip-style={chipStyle(i)}
          aria-pressed={selected === i}
          aria-label={`Chip ${chipLabel(value)}`}
          disabled={disabled}
          onClick={() => onChip(i)}
        >
          <ChipArt style={i} />
          <span className="cas-chip__value">{chipLabel(value)}</span>
        </button>
      ))}
    </div>
  );
}
