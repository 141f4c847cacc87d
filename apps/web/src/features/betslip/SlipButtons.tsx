import type { ReactNode } from 'react';

/** The buttons of the sports bet slip: the rate stepper's steps and the quick-stake chips. */

/** The rate stepper's button lives in shared/ (the unmatched orders' edit-price stepper uses it too). */
export { RateStep } from '../../shared/RateStep';

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
