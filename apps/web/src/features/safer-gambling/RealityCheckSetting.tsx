import type { RgRealityCheckBody } from '@backlay/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useSetRgRealityCheckMutation } from './api';
import { runWithToast, SAVE_FAILED_TEXT } from './run';

type Minutes = RgRealityCheckBody['minutes'];
/** The reality-check choices (issue 17 item 3). */
export const REALITY_CHOICES: { minutes: Minutes; label: string }[] = [
  { minutes: 0, label: 'Off' },
  { minutes: 15, label: 'Every 15 minutes' },
  { minutes: 30, label: 'Every 30 minutes' },
  { minutes: 60, label: 'Every 60 minutes' },
];

/**
 * The reality-check interval (issue 17 item 3; UKGC RTS 13): Off, 15, 30 or 60 minutes. The server
 * keeps the next check, so a reload does not reset it; the site shows the check as a modal.
 */
export function RealityCheckSetting({ minutes }: { minutes: number }) {
  const selectId = useId();
  const [choice, setChoice] = useState<Minutes | null>(null);
  const [save, saving] = useSetRgRealityCheckMutation();
  const shown = choice ?? (minutes as Minutes);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await runWithToast(save({ minutes: shown }), SAVE_FAILED_TEXT)) setChoice(null);
  };

  return (
    <form className="rg-form" onSubmit={(event) => void onSubmit(event)} data-testid="rg-reality-check">
      <p className="rg-limit__figures">
        {minutes === 0
          ? 'Off.'
          : `Every ${minutes} minutes we show how long you have been signed in and your result.`}
      </p>
      <label htmlFor={selectId}>Reality check interval</label>
      <div className="rg-form__row">
        <select
          id={selectId}
          value={shown}
          onChange={(event) => setChoice(Number(event.target.value) as Minutes)}
        >
          {REALITY_CHOICES.map((c) => (
            <option key={c.minutes} value={c.minutes}>
              {c.label}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className="btn btn--primary"
          aria-label="Save reality check"
          disabled={saving.isLoading || shown === minutes}
        >
          Save
        </button>
      </div>
    </form>
  );
}
