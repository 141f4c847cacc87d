import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '../api/errors';

/** A polite "Loading..." line for a list or a page still fetching. */
export function Loading({ what = 'Loading...' }: { what?: string }) {
  return (
    <p className="state state--loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" /> {what}
    </p>
  );
}

/** The API's message for a failed call, with an optional retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div className="state state--error" role="alert">
      <span>{errorMessage(error)}</span>
      {onRetry && (
        <button type="button" className="btn btn--ghost" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

/** What an empty list says. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="state state--empty">{children}</p>;
}

/**
 * The three states of a query in one place: loading, error (with retry), empty, else `children`
 * with the data.
 */
export function QueryView<T>({
  query,
  empty,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  children,
}: {
  query: { data?: T; error?: unknown; isLoading: boolean; isError: boolean; refetch: () => unknown };
  empty: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isLoading) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return null;
  if (isEmpty(query.data)) return <Empty>{empty}</Empty>;
  return <>{children(query.data)}</>;
}

/** A labelled control: the label is visible and names the control (`htmlFor`). */
export function Field({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: (props: { id: string; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, ...(hint ? { 'aria-describedby': hintId } : {}) })}
      {hint && (
        <small id={hintId} className="muted">
          {hint}
        </small>
      )}
    </div>
  );
}

/**
 * The outcome lines under a form: `problem`, the form's own check of its input before any call
 * (an alert), then the API's message on failure or a confirmation on success.
 */
export function FormResult({
  problem,
  error,
  success,
}: {
  problem?: string | null;
  error?: unknown;
  success?: string | null;
}) {
  return (
    <>
      {problem && (
        <p className="state state--error" role="alert">
          {problem}
        </p>
      )}
      {error ? (
        <ErrorState error={error} />
      ) : success ? (
        <p className="state state--ok" role="status">
          {success}
        </p>
      ) : null}
    </>
  );
}

/**
 * A modal confirmation (the native <dialog>): `onConfirm` runs on the confirm button; Escape and
 * Cancel close it. Focus goes to Cancel first, so Enter never confirms by accident.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (!open) return;
    cancelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onCancel]);
  if (!open) return null;
  return (
    <div className="dialog-backdrop">
      <div className="dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={ref}>
        <h2 id={titleId}>{title}</h2>
        <div>{children}</div>
        <div className="actions">
          <button type="button" className="btn btn--ghost" onClick={onCancel} ref={cancelRef}>
            Cancel
          </button>
          <button type="button" className="btn btn--danger" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * A button that asks first: it opens a ConfirmDialog (`title`, `children` as its text, confirm
 * button `confirmLabel`) and runs `onConfirm` only when the operator confirms (the brand's notice
 * and banner deletions, issue 16 item 2).
 */
export function ConfirmButton({
  label,
  title,
  confirmLabel,
  busy = false,
  onConfirm,
  children,
}: {
  label: string;
  title: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCallback(() => setConfirming(false), []);
  return (
    <>
      <button type="button" className="btn btn--ghost" onClick={() => setConfirming(true)}>
        {label}
      </button>
      <ConfirmDialog
        open={confirming}
        title={title}
        confirmLabel={confirmLabel}
        busy={busy}
        onCancel={cancel}
        onConfirm={() => {
          setConfirming(false);
          onConfirm();
        }}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}

/** An amount in currency units with 2 decimals (a minus sign for losses). */
export function money(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A time as the operator's locale shows it. */
export function when(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '-';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toLocaleString();
}

/** Whether `text` is a currency amount: > 0 (or >= 0 with `allowZero`), at most 2 decimals. */
export function isAmount(text: string, allowZero = false): boolean {
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return false;
  const value = Number(text);
  return allowZero ? value >= 0 : value > 0;
}
