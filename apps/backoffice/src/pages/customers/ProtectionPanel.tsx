import { useState, type FormEvent } from 'react';
import { useLiftSelfExclusionMutation, useProtectionQuery } from '../../api/api';
import { DataTable } from '../../components/DataTable';
import { Field, FormResult, money, QueryView, when } from '../../components/ui';

const PERIOD_NAMES = { day: 'Day', week: 'Week', month: 'Month' } as const;

/**
 * A customer's player protection as the back office shows it (issue 17 item 7; `GET
 * /api/admin/users/{userId}/protection`): limits with their usage and pending raises, session
 * limit, reality check, time-out and self-exclusion, and the latest changes. An Admin may lift a
 * self-exclusion with a remark (audited); nobody may shorten a time-out.
 */
export function ProtectionPanel({ userId, isAdmin }: { userId: string; isAdmin: boolean }) {
  const query = useProtectionQuery(userId);
  return (
    <section className="card" aria-labelledby="protection-title">
      <h2 id="protection-title">Player protection</h2>
      <QueryView query={query} empty="No protection data." isEmpty={() => false}>
        {(p) => (
          <>
            <p className="muted">Periods in {p.timeZone}.</p>
            <DataTable
              caption="Money limits"
              rows={p.limits}
              rowKey={(l) => `${l.kind}-${l.period}`}
              columns={[
                {
                  header: 'Limit',
                  cell: (l) => `${l.kind === 'loss' ? 'Loss' : 'Stake'}, ${PERIOD_NAMES[l.period]}`,
                },
                {
                  header: 'Amount',
                  cell: (l) => (l.amount === null ? 'None' : money(l.amount)),
                  numeric: true,
                },
                { header: 'Used', cell: (l) => money(l.used), numeric: true },
                {
                  header: 'Pending',
                  cell: (l) =>
                    l.pending
                      ? `${l.pending.amount === null ? 'Removal' : money(l.pending.amount)} from ${when(l.pending.effectiveAtMs)}`
                      : '',
                },
              ]}
            />
            <ul>
              <li>
                Session limit:{' '}
                {p.sessionLimit.minutes === null ? 'None' : `${p.sessionLimit.minutes} minutes`}
              </li>
              <li>
                Reality check:{' '}
                {p.realityCheckMinutes === 0 ? 'Off' : `every ${p.realityCheckMinutes} minutes`}
              </li>
              <li>Time-out: {p.timeoutUntilMs === null ? 'None' : `until ${when(p.timeoutUntilMs)}`}</li>
              <li>
                Self-exclusion:{' '}
                {p.selfExcludedUntilMs === null ? 'None' : `until ${when(p.selfExcludedUntilMs)}`}
              </li>
            </ul>
            {isAdmin && p.selfExcludedUntilMs !== null && <LiftForm userId={userId} />}
            <DataTable
              caption="Protection changes, newest first"
              rows={p.events}
              rowKey={(e, i) => `${e.at}-${i}`}
              columns={[
                { header: 'When', cell: (e) => when(e.at) },
                { header: 'By', cell: (e) => e.actor },
                { header: 'Change', cell: (e) => e.action },
                { header: 'Detail', cell: (e) => JSON.stringify(e.detail) },
              ]}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}

/** The Admin's lift of a self-exclusion: a required remark, then the server's answer. */
function LiftForm({ userId }: { userId: string }) {
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [lift, { isLoading, error, isSuccess }] = useLiftSelfExclusionMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!remark.trim()) return setProblem('A remark is required.');
    setProblem(null);
    await lift({ userId, remark: remark.trim() });
  };
  return (
    <form className="form" onSubmit={submit}>
      <Field label="Reason for lifting the self-exclusion">
        {(props) => (
          <input {...props} value={remark} maxLength={500} onChange={(e) => setRemark(e.target.value)} />
        )}
      </Field>
      <FormResult problem={problem} error={error} success={isSuccess ? 'Self-exclusion lifted.' : null} />
      <button type="submit" className="btn btn--danger" disabled={isLoading}>
        Lift self-exclusion
      </button>
    </form>
  );
}
