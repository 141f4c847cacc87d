import type { EventRow } from '@backlay/contracts';
import { NO_DATA_MESSAGE } from '@backlay/contracts/constants';
import { attributionsOf } from '../events';

/** Loading placeholder shaped like event rows. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="ev-skeleton" role="status" aria-live="polite" data-testid="events-loading">
      <span className="sr-only">Loading…</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="ev-skeleton__row" aria-hidden="true">
          <span className="ev-skeleton__bar ev-skeleton__bar--name" />
          <span className="ev-skeleton__bar ev-skeleton__bar--odds" />
        </div>
      ))}
    </div>
  );
}

/** Empty tables read 'No Data Found!' (docs/rules/specification.md §8). */
export function EmptyState({ text = NO_DATA_MESSAGE }: { text?: string }) {
  return (
    <div className="empty-state ev-empty" data-testid="events-empty">
      <p className="muted">{text}</p>
    </div>
  );
}

/** A failed list with a retry button. */
export function ErrorState({ onRetry, what = 'events' }: { onRetry?: () => void; what?: string }) {
  return (
    <div className="ev-error" role="alert" data-testid="events-error">
      <p>Could not load the {what}.</p>
      {onRetry ? (
        <button type="button" className="btn btn--ghost ev-error__retry" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

/** Data credit of the listed rows (e.g. Cricsheet, ODC-BY) in small text at the end of a list. */
export function Attribution({ rows }: { rows: readonly EventRow[] }) {
  const credits = attributionsOf(rows);
  if (credits.length === 0) return null;
  return (
    <p className="ev-credit" data-testid="data-credit">
      {credits.join(' · ')}
    </p>
  );
}
