import { STAKES_UPDATED_MESSAGE } from '@backlay/contracts/constants';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../shared/errors';
import { toast } from '../../shared/toast';
import { useSaveQuickStakesMutation } from './api';
import { parseStakes, SETTINGS_SAVE_DELAY_MS } from './quickStakes';
import type { QuickStake } from './quickStakes';
import { useQuickStakes } from './useQuickStakes';
import './settings.css';

/** Toast after a successful save (the server's message when it sends one). */
export const STAKES_SAVED_TEXT = STAKES_UPDATED_MESSAGE;
/** Toast when the save fails without a server message. */
export const STAKES_FAILED_TEXT = 'Could not save the stakes. Please try again.';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const asText = (stakes: QuickStake[]) => stakes.map((s) => String(s.stakeValue));

/**
 * /settings (docs/rules/specification.md §2; signed-in only by its route): page 'Stake' with the 8 quick-stake boxes and
 * Save. Save parses every box to an integer (non-positive or non-numeric -> 0, docs/rules/specification.md §5), shows a
 * saving state for 2 s (docs/rules/specification.md §4 Settings save), then stores the stakes on the server and in the
 * `stakes` slice, with a toast either way.
 */
export function SettingsPage() {
  const { stakes } = useQuickStakes();
  const [save] = useSaveQuickStakesMutation();
  const [values, setValues] = useState(() => asText(stakes));
  const [shown, setShown] = useState(stakes);
  const [edited, setEdited] = useState(false);
  const [saving, setSaving] = useState(false);

  // The server's stakes may arrive after the page opened: show them unless the user is typing.
  if (shown !== stakes) {
    setShown(stakes);
    if (!edited && !saving) setValues(asText(stakes));
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const parsed = parseStakes(values);
    setValues(parsed.map(String));
    setSaving(true);
    try {
      await wait(SETTINGS_SAVE_DELAY_MS);
      const answer = await save({ stakes: parsed }).unwrap();
      setEdited(false);
      toast.success(answer.message || STAKES_SAVED_TEXT);
    } catch (error) {
      toast.error(serverMessage(error) ?? STAKES_FAILED_TEXT);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="page settings-page" aria-labelledby="settings-title">
      <h1 id="settings-title">Stake</h1>
      <form className="settings-page__form" onSubmit={(event) => void onSubmit(event)} aria-busy={saving}>
        <div className="stake-boxes">
          {values.map((value, i) => (
            <input
              key={i}
              className="stake-box"
              data-testid="stake-box"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              aria-label={`Quick stake ${i + 1}`}
              value={value}
              disabled={saving}
              onChange={(event) => {
                const next = event.target.value;
                setEdited(true);
                setValues((old) => old.map((v, j) => (j === i ? next : v)));
              }}
            />
          ))}
        </div>
        <button type="submit" className="btn btn--primary" data-testid="save-stakes" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </button>
      </form>
    </section>
  );
}
