import { SPORTS } from '@backlay/contracts/constants';
import { useState, type FormEvent } from 'react';
import {
  useDeclareResultMutation,
  useMarketsQuery,
  useSetHouseLimitMutation,
  useSuspendMutation,
  useVoidMarketMutation,
} from '../api/api';
import type { MarketRow, MatchRow } from '../api/types';
import { DataTable } from '../components/DataTable';
import { ConfirmDialog, ErrorState, Field, FormResult, isAmount, money, QueryView } from '../components/ui';

/** The house's P&L: green when it gains, red when it loses. */
function Pnl({ value }: { value: number }) {
  return <span className={value < 0 ? 'neg' : 'pos'}>{money(value)}</span>;
}

/** How often the live list is read again (issue 16 item 4: a live view). */
export const MARKETS_POLL_MS = 5_000;

/**
 * Markets and risk (issue 16 item 4; `GET /api/admin/markets`, Admin, read every 5 s): each
 * match's markets with the house's matched liability per runner (the match book), turnover and
 * bets; suspend and resume a market or a match; declare, correct or void a result (confirmed
 * first); the exchange engine's house limit per market.
 */
export function MarketsPage() {
  const [sportId, setSportId] = useState<number | undefined>(undefined);
  const [inPlay, setInPlay] = useState(false);
  const query = useMarketsQuery(
    { sportId, ...(inPlay ? { inPlay: true } : {}) },
    { pollingInterval: MARKETS_POLL_MS, skipPollingIfUnfocused: true },
  );
  const [suspend, suspending] = useSuspendMutation();

  return (
    <section aria-labelledby="markets-title">
      <h1 id="markets-title">Markets and risk</h1>
      <div className="inline-form">
        <Field label="Sport">
          {(p) => (
            <select
              {...p}
              value={sportId ?? ''}
              onChange={(e) => setSportId(e.target.value ? Number(e.target.value) : undefined)}
            >
              <option value="">All sports</option>
              {SPORTS.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <label className="check">
          <input type="checkbox" checked={inPlay} onChange={(e) => setInPlay(e.target.checked)} /> In play
          only
        </label>
        <span className="muted" aria-live="off">
          Updated every 5 s{query.isFetching ? ' (updating...)' : ''}
        </span>
      </div>
      {suspending.error ? <ErrorState error={suspending.error} /> : null}
      <QueryView query={query} empty="No open markets.">
        {(matches) =>
          matches.map((match: MatchRow) => (
            <article key={match.matchId} className="card match" aria-labelledby={`match-${match.matchId}`}>
              <div className="page__head">
                <h2 id={`match-${match.matchId}`}>
                  {match.eventName} {match.inPlay && <span className="badge">In play</span>}{' '}
                  {match.suspendedByOperator && <span className="badge badge--warn">Suspended</span>}
                  <small className="muted"> {match.competitionName}</small>
                </h2>
                <button
                  type="button"
                  className="btn btn--ghost"
                  aria-label={`${match.suspendedByOperator ? 'Resume' : 'Suspend'} match ${match.eventName}`}
                  disabled={suspending.isLoading}
                  onClick={() =>
                    void suspend({
                      kind: 'matches',
                      id: match.matchId,
                      action: match.suspendedByOperator ? 'resume' : 'suspend',
                    })
                  }
                >
                  {match.suspendedByOperator ? 'Resume match' : 'Suspend match'}
                </button>
              </div>
              <DataTable<MarketRow>
                caption={`Markets of ${match.eventName}`}
                rows={match.markets}
                rowKey={(m) => m.marketId}
                columns={[
                  {
                    header: 'Market',
                    cell: (m) => (
                      <>
                        {m.name} <span className="muted">{m.status}</span>{' '}
                        {m.suspendedByOperator && <span className="badge badge--warn">Suspended</span>}
                      </>
                    ),
                  },
                  {
                    header: 'Match book',
                    cell: (m) => (
                      <ul className="book">
                        {m.runners.map((r) => (
                          <li key={r.selectionId}>
                            {r.runnerName}: <Pnl value={r.housePnl} />
                          </li>
                        ))}
                        {m.fancyBook.map((p) => (
                          <li key={p.runs}>
                            {p.runs}+ runs: <Pnl value={p.housePnl} />
                          </li>
                        ))}
                        <li className="muted">
                          Worst case: <Pnl value={m.worstCase} />
                        </li>
                      </ul>
                    ),
                  },
                  { header: 'Turnover', cell: (m) => money(m.turnover), numeric: true },
                  { header: 'Bets', cell: (m) => `${m.bets} (${m.openBets} open)`, numeric: true },
                  {
                    header: 'House limit',
                    cell: (m) =>
                      m.type === 'exchange' ? (
                        <HouseLimitForm market={m} key={m.houseLimit ?? 'default'} />
                      ) : (
                        '-'
                      ),
                  },
                  {
                    header: 'Actions',
                    cell: (m) => (
                      <span className="actions">
                        <button
                          type="button"
                          className="btn"
                          aria-label={`${m.suspendedByOperator ? 'Resume' : 'Suspend'} ${m.name}`}
                          disabled={suspending.isLoading}
                          onClick={() =>
                            void suspend({
                              kind: 'markets',
                              id: m.marketId,
                              action: m.suspendedByOperator ? 'resume' : 'suspend',
                            })
                          }
                        >
                          {m.suspendedByOperator ? 'Resume' : 'Suspend'}
                        </button>
                        <ResultControls market={m} />
                      </span>
                    ),
                  },
                ]}
              />
            </article>
          ))
        }
      </QueryView>
    </section>
  );
}

function HouseLimitForm({ market }: { market: MarketRow }) {
  const [value, setValue] = useState(market.houseLimit === null ? '' : String(market.houseLimit));
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { isLoading, error, isSuccess }] = useSetHouseLimitMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() !== '' && !isAmount(value, true))
      return setProblem('The house limit is an amount with at most 2 decimals (empty: the brand cap).');
    setProblem(null);
    await save({ marketId: market.marketId, limit: value.trim() === '' ? null : Number(value) });
  };
  return (
    <form className="mini-form" onSubmit={submit} noValidate>
      <label>
        <span className="sr-only">House limit of {market.name}</span>
        <input
          inputMode="decimal"
          size={9}
          placeholder="brand cap"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </label>
      <button
        type="submit"
        className="btn btn--ghost"
        disabled={isLoading}
        aria-label={`Save house limit of ${market.name}`}
      >
        Save
      </button>
      {problem && (
        <span className="state--error" role="alert">
          {problem}
        </span>
      )}
      <FormResult error={error} success={isSuccess ? 'Saved.' : null} />
    </form>
  );
}

/** Declare (or correct) and void, each after a confirmation dialog. */
function ResultControls({ market }: { market: MarketRow }) {
  const [dialog, setDialog] = useState<'declare' | 'void' | null>(null);
  const [winner, setWinner] = useState(market.runners[0]?.selectionId ?? '');
  const [runs, setRuns] = useState('');
  const fancy = market.type === 'fancy';
  const [declare, declared] = useDeclareResultMutation();
  const [voidMarket, voided] = useVoidMarketMutation();
  const close = () => setDialog(null);
  const winnerName = market.runners.find((r) => r.selectionId === winner)?.runnerName ?? winner;
  return (
    <>
      <button
        type="button"
        className="btn"
        onClick={() => setDialog('declare')}
        aria-label={`Declare result of ${market.name}`}
      >
        Declare result
      </button>
      <button
        type="button"
        className="btn btn--ghost"
        onClick={() => setDialog('void')}
        aria-label={`Void ${market.name}`}
      >
        Void
      </button>
      <ConfirmDialog
        open={dialog === 'declare'}
        title={`Declare the result of ${market.name}`}
        confirmLabel="Declare"
        busy={declared.isLoading}
        onCancel={close}
        onConfirm={() => {
          close();
          if (fancy) {
            if (/^\d{1,5}$/.test(runs)) void declare({ marketId: market.marketId, value: Number(runs) });
          } else void declare({ marketId: market.marketId, winnerSelectionId: winner });
        }}
      >
        {fancy ? (
          <Field label="Runs">
            {(p) => (
              <input {...p} inputMode="numeric" value={runs} onChange={(e) => setRuns(e.target.value)} />
            )}
          </Field>
        ) : (
          <Field label="Winner">
            {(p) => (
              <select {...p} value={winner} onChange={(e) => setWinner(e.target.value)}>
                {market.runners.map((r) => (
                  <option key={r.selectionId} value={r.selectionId}>
                    {r.runnerName}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <p>
          Settles every bet of this market{' '}
          {fancy ? 'with the runs entered' : `with ${winnerName} as the winner`}. A market already settled is
          corrected: the earlier settlement is reversed and the new one posted.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'void'}
        title={`Void ${market.name}?`}
        confirmLabel="Void market"
        busy={voided.isLoading}
        onCancel={close}
        onConfirm={() => {
          close();
          void voidMarket({ marketId: market.marketId });
        }}
      >
        Every bet of this market is returned to its customer.
      </ConfirmDialog>
      <FormResult
        error={declared.error ?? voided.error}
        success={declared.data?.message ?? voided.data?.message ?? null}
      />
    </>
  );
}
