import type { ReactNode } from 'react';

/** The buttons of the sports bet slip: the rate stepper's steps and the quick-stake chips. */

/**
 * A button of the rate stepper (docs/rules/specification.md §4 Exchange bet): sets the rate to `target`, the next rate
 * down or up the ladder; disabled at the ladder's end (`target` undefined) or while placing.
 */
export function RateStep({
  direction,
  rateLabel,
  target,
  pending,
  onRate,
}: {
  direction: 'down' | 'up';
  rateLabel: string;
  target: number | undefined;
  pending: boolean;
  onRate: (rate: number) => void;
}) {
  return (
    <button
      type="button"
      className="slip__step"
      aria-label={`${direction === 'down' ? 'Decrease' : 'Increase'} ${rateLabel.toLowerCase()}`}
      data-testid={`rate-${direction}`}
      disabled={target === undefined || pending}
      onClick={() => target !== undefined && onRate(target)}
    >
      {direction === 'down' ? '−' : '+'}
    </button>
  );
}

/** A quick-stake chip (docs/rules/specification.md §4 Exchange bet: quick stakes, halve, double), disabled while placing. */
export function StakeChip({
  label,
  testId,
  pending,
  onClick,
  children,
}: {
  label: string;
  testId?: string;
  pending: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="slip__chip"
      aria-label={label}
      data-testid={testId}
      disabled={pending}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
