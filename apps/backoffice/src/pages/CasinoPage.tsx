import { useState, type FormEvent } from 'react';
import { useCasinoTablesQuery, useLazyCasinoRoundQuery, usePauseTableMutation } from '../api/api';
import type { CasinoTableRow } from '../api/types';
import { DataTable, plainCell } from '../components/DataTable';
import { ErrorState, Field, FormResult, Loading, QueryView, when } from '../components/ui';

/** A return to player as a percentage (a fraction 0.97 or a percentage 97 both read 97.00%). */
export function rtpText(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  const percent = value <= 1.5 ? value * 100 : value;
  return `${percent.toFixed(2)}%`;
}

/**
 * The casino (issue 16 item 5; Admin): each table's status, pause and resume, rounds dealt, the
 * measured return to player beside the exact one, and a round look-up that shows the
 * commitment, the seed and whether they verify.
 */
export function CasinoPage() {
  const query = useCasinoTablesQuery();
  const [pause, pausing] = usePauseTableMutation();
  return (
    <section aria-labelledby="casino-title">
      <h1 id="casino-title">Casino tables</h1>
      <FormResult error={pausing.error} />
      <QueryView query={query} empty="No casino tables.">
        {(tables) => (
          <DataTable<CasinoTableRow>
            caption="Casino tables"
            rows={tables}
            rowKey={(t) => t.casinoType}
            columns={[
              { header: 'Table', cell: (t) => `${t.name} (${t.casinoType})` },
              { header: 'Status', cell: (t) => (t.paused ? 'Paused' : t.status) },
              { header: 'Rounds dealt', cell: (t) => t.roundsDealt, numeric: true },
              { header: 'Measured RTP', cell: (t) => rtpText(t.measuredRtp), numeric: true },
              { header: 'Exact RTP', cell: (t) => rtpText(t.exactRtp), numeric: true },
              {
                header: 'Action',
                cell: (t) => (
                  <button
                    type="button"
                    className="btn"
                    disabled={pausing.isLoading}
                    aria-label={`${t.paused ? 'Resume' : 'Pause'} ${t.name}`}
                    onClick={() =>
                      void pause({ casinoType: t.casinoType, action: t.paused ? 'resume' : 'pause' })
                    }
                  >
                    {t.paused ? 'Resume' : 'Pause'}
                  </button>
                ),
              },
            ]}
          />
        )}
      </QueryView>
      <RoundLookup />
    </section>
  );
}

function RoundLookup() {
  const [roundId, setRoundId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [lookUp, result] = useLazyCasinoRoundQuery();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!roundId.trim()) return setProblem('Enter a round id.');
    setProblem(null);
    void lookUp(roundId.trim());
  };
  const round = result.data;
  return (
    <section className="card" aria-labelledby="round-title">
      <h2 id="round-title">Round look-up</h2>
      <form className="inline-form" onSubmit={submit} noValidate>
        <Field label="Round id">
          {(p) => <input {...p} value={roundId} onChange={(e) => setRoundId(e.target.value)} />}
        </Field>
        <button type="submit" className="btn btn--primary">
          Look up
        </button>
      </form>
      {problem && (
        <p className="state state--error" role="alert">
          {problem}
        </p>
      )}
      {result.isFetching && <Loading />}
      {result.isError && !result.isFetching && <ErrorState error={result.error} />}
      {round && !result.isFetching && !result.isError && (
        <dl className="details">
          <div>
            <dt>Round</dt>
            <dd>
              {round.roundId} ({round.casinoType})
            </dd>
          </div>
          {round.dealtAt && (
            <div>
              <dt>Dealt</dt>
              <dd>{when(round.dealtAt)}</dd>
            </div>
          )}
          <div>
            <dt>Commitment</dt>
            <dd>
              <code className="wrap">{round.commitment}</code>
            </dd>
          </div>
          <div>
            <dt>Seed</dt>
            <dd>
              {round.seed ? (
                <code className="wrap">{round.seed}</code>
              ) : (
                'Not revealed yet (the round is open)'
              )}
            </dd>
          </div>
          <div>
            <dt>Verification</dt>
            <dd className={round.verified ? 'pos' : 'neg'}>
              {round.verified ? 'Verified: the seed matches the commitment' : 'Not verified'}
            </dd>
          </div>
          {round.result !== undefined && (
            <div>
              <dt>Result</dt>
              <dd>{plainCell(round.result)}</dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}
