import type { RgStatus } from '@backlay/contracts';
import { useConfirmRgLimitMutation, useSetRgSessionLimitMutation } from './api';
import { PendingChange } from './LimitCard';
import { LimitForm } from './LimitForm';
import { runWithToast, SAVE_FAILED_TEXT } from './run';

const LABEL = 'Session time limit';

/** Whole minutes from 5 to 1440, or the problem to show. */
const parseMinutes = (text: string) => {
  const value = Number(text.trim());
  return /^\d+$/.test(text.trim()) && value >= 5 && value <= 1440
    ? { value }
    : { error: 'Enter whole minutes from 5 to 1440' };
};

/**
 * The session time limit (issue 17 item 1): minutes per sign-in (5-1440); lowering applies at
 * once, raising or removing waits 24 hours and a confirmation, as the money limits.
 */
export function SessionLimitCard({ status, serverNow }: { status: RgStatus; serverNow: number }) {
  const { minutes, pending } = status.sessionLimit;
  const [setLimit, setting] = useSetRgSessionLimitMutation();
  const [confirm, confirming] = useConfirmRgLimitMutation();
  const busy = setting.isLoading || confirming.isLoading;
  const save = async (value: number | null) =>
    Boolean(await runWithToast(setLimit({ minutes: value }), SAVE_FAILED_TEXT));

  return (
    <div className="rg-limit" data-testid="rg-session-limit">
      <p className="rg-limit__figures">
        {minutes === null ? 'No session time limit.' : `${minutes} minutes per sign-in.`}{' '}
        {status.session.endsAtMs !== null
          ? `This session ends in about ${Math.max(0, Math.ceil((status.session.endsAtMs - serverNow) / 60_000))} min.`
          : ''}
      </p>
      {pending ? (
        <PendingChange
          pending={pending}
          label={LABEL}
          what={pending.amount === null ? null : `${pending.amount} minutes`}
          serverNow={serverNow}
          timeZone={status.timeZone}
          busy={busy}
          onConfirm={() => void runWithToast(confirm({ kind: 'session' }), SAVE_FAILED_TEXT)}
        />
      ) : null}
      <LimitForm
        label={`${LABEL} (minutes)`}
        name={LABEL}
        inputMode="numeric"
        isSet={minutes !== null}
        busy={busy}
        parse={parseMinutes}
        save={save}
      />
    </div>
  );
}
