import { useState, type FormEvent } from 'react';
import { useLimitsQuery, useSetLimitsMutation } from '../../api/api';
import type { MinMax } from '../../api/types';
import { ErrorState, Field, FormResult, isAmount, Loading } from '../../components/ui';

const AMOUNTS: { key: Exclude<keyof MinMax, 'advanceBetLock'>; label: string }[] = [
  { key: 'oddsMin', label: 'Odds minimum stake' },
  { key: 'oddsMax', label: 'Odds maximum stake' },
  { key: 'fancyMin', label: 'Fancy minimum stake' },
  { key: 'fancyMax', label: 'Fancy maximum stake' },
  { key: 'bookmakerMin', label: 'Bookmaker minimum stake' },
  { key: 'bookmakerMax', label: 'Bookmaker maximum stake' },
  { key: 'delay', label: 'Bet delay (seconds)' },
];

/** The brand's stake limits (issue 16 item 3; `GET/PUT /api/admin/limits`, Admin): the min/max list. */
export function LimitsPage() {
  const query = useLimitsQuery();
  if (query.isLoading) return <Loading />;
  if (query.isError || !query.data)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <LimitsForm limits={query.data} />;
}

function LimitsForm({ limits }: { limits: MinMax }) {
  const [values, setValues] = useState(() =>
    Object.fromEntries(AMOUNTS.map(({ key }) => [key, String(limits[key])])),
  );
  const [advanceBetLock, setAdvanceBetLock] = useState(limits.advanceBetLock);
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { isLoading, error, isSuccess }] = useSetLimitsMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const bad = AMOUNTS.find(({ key }) => !isAmount(values[key] ?? '', true));
    if (bad) return setProblem(`${bad.label} must be a number with at most 2 decimals.`);
    setProblem(null);
    const body = { advanceBetLock } as MinMax;
    for (const { key } of AMOUNTS) body[key] = Number(values[key]);
    await save(body);
  };
  return (
    <section aria-labelledby="limits-title">
      <h1 id="limits-title">Stake limits</h1>
      <form className="card form" onSubmit={submit} noValidate>
        {AMOUNTS.map(({ key, label }) => (
          <Field key={key} label={label}>
            {(p) => (
              <input
                {...p}
                inputMode="decimal"
                value={values[key] ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
              />
            )}
          </Field>
        ))}
        <label className="check">
          <input
            type="checkbox"
            checked={advanceBetLock}
            onChange={(e) => setAdvanceBetLock(e.target.checked)}
          />{' '}
          Advance bet lock
        </label>
        <FormResult problem={problem} error={error} success={isSuccess ? 'Stake limits saved.' : null} />
        <button type="submit" className="btn btn--primary" disabled={isLoading}>
          Save stake limits
        </button>
      </form>
    </section>
  );
}
