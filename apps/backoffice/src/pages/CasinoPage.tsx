import { useState, type FormEvent } from 'react';
import { useCasinoTablesQuery, useLazyCasinoRoundQuery, usePauseTableMutation } from '../api/api';
import type { CasinoTableRow } from '../api/types';
import { DataTable } from '../components/DataTable';
import { ErrorState, Field, FormResult, Loading, money, QueryView, when } from '../components/ui';

/** A return to player (a ratio: 0.97) as a percentage, '-' before any bet. */
export function rtpText(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  return `${(value * 100).toFixed(2)}%`;
}

/** A round id as the API takes it: `{tableNo}.{yymmddhhmmss}`. */
const ROUND_ID = /^[0-9]{1,3}\.[0-9]{12}$/;

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
              { header: 'Status', cell: (t) => (t.status === 'paused' ? 'Paused' : 'Running') },
              { header: 'Rounds dealt', cell: (t) => t.roundsDealt, numeric: true },
              { header: 'Bets', cell: (t) => t.bets, numeric: true },
              { header: 'House result', cell: (t) => money(t.houseResult), numeric: true },
              { header: 'Measured RTP', cell: (t) => rtpText(t.measuredRtp), numeric: true },
              { header: 'Exact RTP', cell: (t) => rtpText(t.exactRtp), numeric: true },
              {
                header: 'Action',
                cell: (t) => (
                  <button
                    type="button"
                    className="btn"
                    disabled={pausing.isLoading}
                    aria-label={`${t.status === 'paused' ? 'Resume' : 'Pause'} ${t.name}`}
                    onClick={() =>
                      void pause({
                        casinoType: t.casinoType,
                        action: t.status === 'paused' ? 'resume' : 'pause',
                      })
                    }
                  >
                    {t.status === 'paused' ? 'Resume' : 'Pause'}
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
    if (!ROUND_ID.test(roundId.trim()))
      return setProblem('A round id is the table number, a dot and 12 digits (e.g. 1.261121120000).');
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
      <FormResult problem={problem} />
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
          <div>
            <dt>Status</dt>
            <dd>{round.status}</dd>
          </div>
          <div>
            <dt>Opened</dt>
            <dd>{when(round.openedAt)}</dd>
          </div>
          <div>
            <dt>Finished</dt>
            <dd>{round.finishedAt ? when(round.finishedAt) : '-'}</dd>
          </div>
          <div>
            <dt>Commitment</dt>
            <dd>
              <code className="wrap">{round.commit}</code>
            </dd>
          </div>
          <div>
            <dt>Seed</dt>
            <dd>
              {round.serverSeed ? (
                <code className="wrap">{round.serverSeed}</code>
              ) : (
                'Not revealed yet (the round is open)'
              )}
            </dd>
          </div>
          <div>
            <dt>Verification</dt>
            <dd className={round.matches === false ? 'neg' : round.matches ? 'pos' : undefined}>
              {round.matches === null
                ? 'Not verifiable until the seed is revealed'
                : round.matches
                  ? 'Verified: the seed matches the commitment'
                  : 'Mismatch: the seed does not match the commitment'}
            </dd>
          </div>
          {round.cards && (
            <div>
              <dt>Cards</dt>
              <dd>{round.cards.join(' ')}</dd>
            </div>
          )}
          <div>
            <dt>Bets of this brand</dt>
            <dd>
              {round.bets} (turnover {money(round.turnover)}, house {money(round.houseResult)})
            </dd>
          </div>
          {round.result && (
            <div>
              <dt>Result</dt>
              <dd>{round.result.rdesc || round.result.win}</dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}
