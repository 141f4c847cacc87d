import { useId, useState } from 'react';
import { Modal } from '../../shared/Modal';
import { useAppDispatch } from '../../shared/hooks';
import { logout } from '../auth';
import { useSelfExcludeMutation, useTakeRgTimeoutMutation } from './api';
import { dateTimeText } from './format';
import { runWithToast, SAVE_FAILED_TEXT } from './run';

/** Time-out lengths (issue 17 item 4): 24 hours, 1 week, 1 month (30 days), 6 weeks. */
export const TIMEOUT_CHOICES = [
  { days: 1, label: '24 hours' },
  { days: 7, label: '1 week' },
  { days: 30, label: '1 month' },
  { days: 42, label: '6 weeks' },
] as const;
/** Self-exclusion lengths (issue 17 item 4): 6 months, 1, 2 or 5 years. */
export const EXCLUSION_CHOICES = [
  { months: 6, label: '6 months' },
  { months: 12, label: '1 year' },
  { months: 24, label: '2 years' },
  { months: 60, label: '5 years' },
] as const;

type Days = (typeof TIMEOUT_CHOICES)[number]['days'];
type Months = (typeof EXCLUSION_CHOICES)[number]['months'];

const DAY_MS = 86_400_000;
/** About when a block chosen now would end (the server fixes the exact time and says it). */
function endOf(serverNow: number, choice: { days: number } | { months: number }): number {
  if ('days' in choice) return serverNow + choice.days * DAY_MS;
  const end = new Date(serverNow);
  end.setUTCMonth(end.getUTCMonth() + choice.months);
  return end.getTime();
}

/**
 * A time-out or a self-exclusion (issue 17 item 4; UKGC RTS 14): a length, then a confirmation
 * dialog that says it cannot be undone early and that every session ends at once; on the server's
 * yes its message is shown and the site signs out (the server has already ended the session).
 */
function BlockForm<C extends { label: string } & ({ days: Days } | { months: Months })>({
  kind,
  choices,
  serverNow,
  timeZone,
}: {
  kind: 'timeout' | 'exclusion';
  choices: readonly C[];
  serverNow: number;
  timeZone: string;
}) {
  const selectId = useId();
  const dispatch = useAppDispatch();
  const [index, setIndex] = useState(0);
  const [asking, setAsking] = useState(false);
  const [takeTimeout, timeoutState] = useTakeRgTimeoutMutation();
  const [exclude, excludeState] = useSelfExcludeMutation();
  const busy = timeoutState.isLoading || excludeState.isLoading;
  const choice = choices[index]!;
  const timeout = kind === 'timeout';
  const action = timeout ? 'Take a time-out' : 'Self-exclude';
  const until = dateTimeText(endOf(serverNow, choice), timeZone);

  const onConfirm = async () => {
    const call = 'days' in choice ? takeTimeout({ days: choice.days }) : exclude({ months: choice.months });
    const answer = await runWithToast(call, SAVE_FAILED_TEXT);
    setAsking(false);
    if (answer) await dispatch(logout({ callServer: false }));
  };

  return (
    <div className="rg-form" data-testid={`rg-${kind}`}>
      <label htmlFor={selectId}>{timeout ? 'Time-out length' : 'Self-exclusion length'}</label>
      <div className="rg-form__row">
        <select id={selectId} value={index} onChange={(event) => setIndex(Number(event.target.value))}>
          {choices.map((c, i) => (
            <option key={c.label} value={i}>
              {c.label}
            </option>
          ))}
        </select>
        <button type="button" className="btn rg-danger" onClick={() => setAsking(true)}>
          {action}
        </button>
      </div>
      {asking ? (
        <Modal
          title={timeout ? 'Take a time-out?' : 'Self-exclude?'}
          testId={`rg-${kind}-confirm`}
          onClose={() => setAsking(false)}
          footer={
            <>
              <button
                type="button"
                className="btn btn--ghost"
                data-autofocus
                onClick={() => setAsking(false)}
              >
                Cancel
              </button>
              <button
                type="button"
                className="btn rg-danger"
                disabled={busy}
                onClick={() => void onConfirm()}
              >
                {timeout ? `Yes, time out for ${choice.label}` : `Yes, self-exclude for ${choice.label}`}
              </button>
            </>
          }
        >
          <p>
            {timeout
              ? `Your account will be in a time-out for ${choice.label}, until about ${until} (${timeZone}).`
              : `Your account will be self-excluded for ${choice.label}, until about ${until} (${timeZone}).`}
          </p>
          <p>
            <strong>It cannot be undone early</strong>
            {timeout
              ? ': not by you, and not by your agent.'
              : ': not by you, and not by your agent; only our Admin team can review it.'}
          </p>
          <p>
            <strong>You will be signed out at once</strong> on every device, and you cannot sign in until it
            ends. Bets already placed stay and settle as usual.
          </p>
        </Modal>
      ) : null}
    </div>
  );
}

/** The time-out and self-exclusion blocks of the page. */
export function TimeoutForm(props: { serverNow: number; timeZone: string }) {
  return <BlockForm kind="timeout" choices={TIMEOUT_CHOICES} {...props} />;
}
export function ExclusionForm(props: { serverNow: number; timeZone: string }) {
  return <BlockForm kind="exclusion" choices={EXCLUSION_CHOICES} {...props} />;
}
