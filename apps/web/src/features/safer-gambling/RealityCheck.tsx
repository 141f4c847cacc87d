import { useEffect, useState } from 'react';
import { serverMessage } from '../../shared/errors';
import { formatMoney } from '../../shared/format';
import { Modal } from '../../shared/Modal';
import { useAppDispatch } from '../../shared/hooks';
import { toast } from '../../shared/toast';
import { logout } from '../auth';
import { rgApi, useAckRgRealityCheckMutation, useGetRgStatusQuery } from './api';
import { durationText } from './format';
import './safer-gambling.css';

/** How often the status is asked again while a reality check is set (the server's clock may jump ahead). */
export const STATUS_POLL_MS = 30_000;

/**
 * The reality check (issue 17 item 3; UKGC RTS 13), mounted app-wide while signed in. The server
 * keeps the next check (`realityCheck.nextAtMs`, on its clock): the status is asked every 30 s
 * while a check is set, on focus, and when the next check falls due by the server's time (the delay is counted from the
 * answer's `nowMs`, not the local clock). When due, a modal shows the time since sign-in and the
 * session's net result with Continue (ack 'continue') and Log out (ack 'logout', then the site's
 * sign-out). It is the shared Modal as a non-dismissable alert dialog: focus starts on Continue, is
 * trapped in it and returned after; Escape does not dismiss it and it has no close icon.
 */
export function RealityCheck() {
  // Polled only while a reality check is set (a change on another device is seen on focus).
  const set = (rgApi.endpoints.getRgStatus.useQueryState().data?.realityCheck.minutes ?? 0) > 0;
  const { data, fulfilledTimeStamp, refetch } = useGetRgStatusQuery(undefined, {
    pollingInterval: set ? STATUS_POLL_MS : 0,
  });
  const nextAtMs = data?.realityCheck.nextAtMs ?? null;
  const due = data !== undefined && nextAtMs !== null && nextAtMs <= data.nowMs;

  // Ask again when the check falls due by the server's clock, and whenever the window regains focus.
  useEffect(() => {
    if (!data || nextAtMs === null || due) return;
    const elapsed = Math.max(0, Date.now() - (fulfilledTimeStamp ?? Date.now()));
    const id = setTimeout(() => void refetch(), Math.max(0, nextAtMs - data.nowMs - elapsed) + 500);
    return () => clearTimeout(id);
  }, [data, nextAtMs, due, fulfilledTimeStamp, refetch]);
  useEffect(() => {
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);

  if (!data || !due) return null;
  return (
    <RealityCheckModal
      sinceSignInMs={data.nowMs - data.realityCheck.sessionStartedAtMs}
      netResult={data.realityCheck.sessionNetResult}
    />
  );
}

/** The modal itself: an alert dialog with the session's time and result, Continue and Log out. */
export function RealityCheckModal({
  sinceSignInMs,
  netResult,
}: {
  sinceSignInMs: number;
  netResult: number;
}) {
  const dispatch = useAppDispatch();
  const [ack, acking] = useAckRgRealityCheckMutation();
  const [leaving, setLeaving] = useState(false);

  const onContinue = () =>
    void ack({ action: 'continue' })
      .unwrap()
      .catch((error: unknown) =>
        toast.error(serverMessage(error) ?? 'Could not reach the server. Please try again.'),
      );
  const onLogout = async () => {
    setLeaving(true);
    const answered = await ack({ action: 'logout' })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    // The server ended the session on 'logout'; otherwise the sign-out tells it.
    await dispatch(logout({ callServer: !answered }));
  };
  const busy = acking.isLoading || leaving;
  const resultClass = netResult > 0 ? 'rg-profit' : netResult < 0 ? 'rg-loss' : '';

  return (
    <Modal
      title="Reality check"
      dismissable={false}
      role="alertdialog"
      testId="reality-check"
      footer={
        <>
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void onLogout()}>
            Log out
          </button>
          <button
            type="button"
            className="btn btn--primary"
            data-autofocus
            disabled={busy}
            onClick={onContinue}
          >
            Continue
          </button>
        </>
      }
    >
      <p>
        You have been signed in for <strong data-testid="reality-time">{durationText(sinceSignInMs)}</strong>.
      </p>
      <p>
        Your net result this session:{' '}
        <strong className={resultClass} data-testid="reality-result">
          {netResult > 0 ? '+' : netResult < 0 ? '-' : ''}
          {formatMoney(Math.abs(netResult))}
        </strong>
      </p>
    </Modal>
  );
}
