/**
 * A button of a price stepper (docs/rules/specification.md §4 Exchange bet): sets the rate to
 * `target`, the next rate down or up the ladder; disabled at the ladder's end (`target`
 * undefined) or while a call is pending. Used by the bet slip's rate stepper and by the
 * edit-price stepper of unmatched orders (issue 14 item 7). Unstyled here: each user passes its
 * class (the slip's `slip__step` by default).
 */
export function RateStep({
  direction,
  rateLabel,
  label,
  target,
  pending,
  onRate,
  className = 'slip__step',
  testId = `rate-${direction}`,
}: {
  direction: 'down' | 'up';
  /** 'Odds' / 'Rate': the accessible name is 'Increase odds' / 'Decrease rate'. */
  rateLabel: string;
  /** A whole accessible name instead (several steppers on one screen). */
  label?: string;
  target: number | undefined;
  pending: boolean;
  onRate: (rate: number) => void;
  className?: string;
  testId?: string;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-label={label ?? `${direction === 'down' ? 'Decrease' : 'Increase'} ${rateLabel.toLowerCase()}`}
      data-testid={testId}
      disabled={target === undefined || pending}
      onClick={() => target !== undefined && onRate(target)}
    >
      {direction === 'down' ? '−' : '+'}
    </button>
  );
}
