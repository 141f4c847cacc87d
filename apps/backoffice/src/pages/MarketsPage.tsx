import { SPORTS } from '@backlay/contracts/constants';
import { useState, type FormEvent } from 'react';
import {
  useDeclareResultMutation,
  useMarketsQuery,
  useSetHouseLimitMutation,
  useSuspendMutation,
  useVoidMarketMutation,
} from '../api/api';
import type { MarketRow } from '../api/types';
import { DataTable } from '../components/DataTable';
import { ConfirmDialog, ErrorState, Field, FormResult, isAmount, money, QueryView } from '../components/ui';

/** How often the live list is read again (issue 16 item 4: a live view). */
export const MARKETS_POLL_MS = 5_000;

/** Markets grouped by match, in the order of the list. */
function byMatch(
  markets: MarketRow[],
): { matchId: string; matchName: string; suspended: boolean; markets: MarketRow[] }[] {
  const groups = new Map<
    string,
    { matchId: string; matchName: string; suspended: boolean; markets: MarketRow[] }
  >();
  for (const m of markets) {
    const group = groups.get(m.matchId) ?? {
      matchId: m.matchId,
      matchName: m.matchName,
      suspended: false,
      markets: [],
    };
    group.markets.push(m);
    group.suspended ||= m.matchSuspended === true;
    groups.set(m.matchId, group);
  }
  return [...groups.values()];
}

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
        {(markets) =>
          byMatch(markets).map((match) => (
            <article key={match.matchId} className="card match" aria-labelledby={`match-${match.matchId}`}>
              <div className="page__head">
                <h2 id={`match-${match.matchId}`}>
                  {match.matchName} {match.suspended && <span className="badge badge--warn">Suspended</span>}
                </h2>
                <button
                  type="button"
                  className="btn btn--ghost"
                  aria-label={`${match.suspended ? 'Resume' : 'Suspend'} match ${match.matchName}`}
                  disabled={suspending.isLoading}
                  onClick={() =>
                    void suspend({
                      kind: 'matches',
                      id: match.matchId,
                      action: match.suspended ? 'resume' : 'suspend',
                    })
                  }
                >
                  {match.suspended ? 'Resume match' : 'Suspend match'}
                </button>
              </div>
              <DataTable<MarketRow>
                caption={`Markets of ${match.matchName}`}
                rows={match.markets}
                rowKey={(m) => m.marketId}
                columns={[
                  {
                    header: 'Market',
                    cell: (m) => (
                      <>
                        {m.marketName} {m.inPlay && <span className="badge">In play</span>}{' '}
                        {m.suspended && <span className="badge badge--warn">Suspended</span>}
                      </>
                    ),
                  },
                  {
                    header: 'Match book',
                    cell: (m) => (
                      <ul className="book">
                        {m.runners.map((r) => (
                          <li key={r.selectionId}>
                            {r.name}:{' '}
                            <span className={r.liability < 0 ? 'neg' : 'pos'}>{money(r.liability)}</span>
                          </li>
                        ))}
                      </ul>
                    ),
                  },
                  { header: 'Turnover', cell: (m) => money(m.turnover), numeric: true },
                  { header: 'Bets', cell: (m) => m.bets, numeric: true },
                  {
                    header: 'House limit',
                    cell: (m) => <HouseLimitForm market={m} key={m.houseLimit ?? 'default'} />,
                  },
                  {
                    header: 'Actions',
                    cell: (m) => (
                      <span className="actions">
                        <button
                          type="button"
                          className="btn"
                          aria-label={`${m.suspended ? 'Resume' : 'Suspend'} ${m.marketName}`}
                          disabled={suspending.isLoading}
                          onClick={() =>
                            void suspend({
                              kind: 'markets',
                              id: m.marketId,
                              action: m.suspended ? 'resume' : 'suspend',
                            })
                          }
                        >
                          {m.suspended ? 'Resume' : 'Suspend'}
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
    if (!isAmount(value, true)) return setProblem('The house limit is an amount with at most 2 decimals.');
    setProblem(null);
    await save({ marketId: market.marketId, houseLimit: Number(value) });
  };
  return (
    <form className="mini-form" onSubmit={submit} noValidate>
      <label>
        <span className="sr-only">House limit of {market.marketName}</span>
        <input
          inputMode="decimal"
          size={9}
          placeholder="default"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </label>
      <button
        type="submit"
        className="btn btn--ghost"
        disabled={isLoading}
        aria-label={`Save house limit of ${market.marketName}`}
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
  const [declare, declared] = useDeclareResultMutation();
  const [voidMarket, voided] = useVoidMarketMutation();
  const close = () => setDialog(null);
  const winnerName = market.runners.find((r) => r.selectionId === winner)?.name ?? winner;
  return (
    <>
      <button
        type="button"
        className="btn"
        onClick={() => setDialog('declare')}
        aria-label={`Declare result of ${market.marketName}`}
      >
        Declare result
      </button>
      <button
        type="button"
        className="btn btn--ghost"
        onClick={() => setDialog('void')}
        aria-label={`Void ${market.marketName}`}
      >
        Void
      </button>
      <ConfirmDialog
        open={dialog === 'declare'}
        title={`Declare the result of ${market.marketName}`}
        confirmLabel="Declare"
        busy={declared.isLoading}
        onCancel={close}
        onConfirm={() => {
          close();
          void declare({ marketId: market.marketId, winnerSelectionId: winner });
        }}
      >
        <Field label="Winner">
          {(p) => (
            <select {...p} value={winner} onChange={(e) => setWinner(e.target.value)}>
              {market.runners.map((r) => (
                <option key={r.selectionId} value={r.selectionId}>
                  {r.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <p>
          Settles every bet of this market with {winnerName} as the winner. A market already settled is
          corrected: the earlier settlement is reversed and the new one posted.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'void'}
        title={`Void ${market.marketName}?`}
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
