import type { RgLimit, RgPending } from '@backlay/contracts';
import { formatMoney } from '../../shared/format';
import { useConfirmRgLimitMutation, useSetRgLimitMutation } from './api';
import { dateTimeText, durationText, limitLabel, parseAmount } from './format';
import { LimitForm } from './LimitForm';
import { runWithToast, SAVE_FAILED_TEXT } from './run';

/** Whether a pending change may be confirmed now (the server said so, or its time has come since). */
export const isReady = (pending: RgPending, serverNow: number) =>
  pending.ready || pending.effectiveAtMs <= serverNow;

/**
 * A pending raise or removal (issue 17 item 1, UKGC RTS 12): what it changes to, and the time left
 * before it may be confirmed, or a Confirm button once it may.
 */
export function PendingChange({
  pending,
  what,
  serverNow,
  timeZone,
  onConfirm,
  busy,
  label,
}: {
  pending: RgPending;
  /** The limit's name, e.g. 'Loss limit, day' (the Confirm button's accessible name). */
  label: string;
  /** The pending value as text (null: a removal). */
  what: string | null;
  serverNow: number;
  timeZone: string;
  onConfirm: () => void;
  busy: boolean;
}) {
  const ready = isReady(pending, serverNow);
  return (
    <div className="rg-pending" data-testid="rg-pending">
      <p>
        <strong>Pending:</strong> {what === null ? 'remove the limit' : `raise to ${what}`}.{' '}
        {ready
          ? 'The 24 hours are over: confirm to apply it.'
          : `You can confirm it in ${durationText(pending.effectiveAtMs - serverNow, 'up')} (${dateTimeText(pending.effectiveAtMs, timeZone)}).`}
      </p>
      {ready ? (
        <button
          type="button"
          className="btn btn--primary"
          aria-label={`Confirm ${label}`}
          disabled={busy}
          onClick={onConfirm}
        >
          Confirm
        </button>
      ) : null}
    </div>
  );
}

/**
 * One money limit (issue 17 items 1 and 6): the limit and its usage in the current period as a
 * progress bar ('Loss limit, day'), a pending change, and a form to set, lower, raise (pending 24 h)
 * or remove (pending 24 h) it. Every answer's message is shown as a toast.
 */
export function LimitCard({
  limit,
  serverNow,
  timeZone,
}: {
  limit: RgLimit;
  serverNow: number;
  timeZone: string;
}) {
  const { kind, period, amount, used, remaining, pending } = limit;
  const label = limitLabel(kind, period);
  const [setLimit, setting] = useSetRgLimitMutation();
  const [confirm, confirming] = useConfirmRgLimitMutation();
  const busy = setting.isLoading || confirming.isLoading;
  const save = async (value: number | null) =>
    Boolean(await runWithToast(setLimit({ kind, period, amount: value }), SAVE_FAILED_TEXT));
  const parse = (text: string) => {
    const parsed = parseAmount(text);
    return 'error' in parsed ? parsed : { value: parsed.amount };
  };
  const share = amount ? Math.min(100, (used / amount) * 100) : 0;

  return (
    <div className="rg-limit" data-testid={`rg-limit-${kind}-${period}`}>
      <h3 className="rg-limit__title">Per {period}</h3>
      {amount === null ? (
        <p className="rg-limit__figures">
          No limit. Used this {period}: {formatMoney(used)}
        </p>
      ) : (
        <>
          <div
            className={`rg-bar${used >= amount ? ' rg-bar--full' : ''}`}
            role="progressbar"
            aria-label={label}
            aria-valuemin={0}
            aria-valuemax={amount}
            aria-valuenow={Math.min(used, amount)}
            aria-valuetext={`${formatMoney(used)} of ${formatMoney(amount)}`}
          >
            <span className="rg-bar__fill" style={{ width: `${share}%` }} />
          </div>
          <p className="rg-limit__figures">
            {formatMoney(used)} of {formatMoney(amount)} used; {formatMoney(remaining ?? 0)} left
          </p>
        </>
      )}
      {pending ? (
        <PendingChange
          pending={pending}
          label={label}
          what={pending.amount === null ? null : formatMoney(pending.amount)}
          serverNow={serverNow}
          timeZone={timeZone}
          busy={busy}
          onConfirm={() => void runWithToast(confirm({ kind, period }), SAVE_FAILED_TEXT)}
        />
      ) : null}
      <LimitForm
        label={`${label}: ${amount === null ? 'amount' : 'new amount'}`}
        name={label}
        inputMode="decimal"
        isSet={amount !== null}
        busy={busy}
        parse={parse}
        save={save}
      />
    </div>
  );
}
