import { useId, type FormEvent } from 'react';

/**
 * The input of one limit (issue 17 item 6): a labelled field with Set (no limit yet) or Save,
 * Remove when a limit is set, and the input's problem as an alert. `name` names the limit in the
 * buttons' accessible names ("Save Loss limit, day", "Remove Session time limit").
 */
export function LimitForm({
  label,
  name,
  inputMode,
  isSet,
  text,
  onText,
  error,
  busy,
  onSubmit,
  onRemove,
}: {
  label: string;
  name: string;
  inputMode: 'decimal' | 'numeric';
  isSet: boolean;
  text: string;
  onText: (text: string) => void;
  error: string | undefined;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onRemove: () => void;
}) {
  const inputId = useId();
  const verb = isSet ? 'Save' : 'Set';
  return (
    <form className="rg-form" onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId}>{label}</label>
      <div className="rg-form__row">
        <input
          id={inputId}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          value={text}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onText(event.target.value)}
        />
        <button
          type="submit"
          className="btn btn--primary"
          aria-label={`${verb} ${name}`}
          disabled={busy || text.trim() === ''}
        >
          {verb}
        </button>
        {isSet ? (
          <button
            type="button"
            className="btn btn--ghost"
            aria-label={`Remove ${name}`}
            disabled={busy}
            onClick={onRemove}
          >
            Remove
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="rg-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
