import { useId, useState, type FormEvent } from 'react';

/**
 * The input of one limit (issue 17 item 6): a labelled field with Set (no limit yet) or Save,
 * Remove when a limit is set, and the input's problem as an alert. `name` names the limit in the
 * buttons' accessible names ("Save Loss limit, day", "Remove Session time limit"). `parse` turns
 * the text into the value or the problem to show; `save` sends a value (null: remove) and answers
 * whether it was taken (the field then empties).
 */
export function LimitForm({
  label,
  name,
  inputMode,
  isSet,
  busy,
  parse,
  save,
}: {
  label: string;
  name: string;
  inputMode: 'decimal' | 'numeric';
  isSet: boolean;
  busy: boolean;
  parse: (text: string) => { value: number } | { error: string };
  save: (value: number | null) => Promise<boolean>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const send = async (value: number | null) => {
    if (await save(value)) setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(text);
    if ('error' in parsed) return setError(parsed.error);
    setError(undefined);
    void send(parsed.value);
  };
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
          onChange={(event) => setText(event.target.value)}
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
            onClick={() => void send(null)}
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
