import type { RgLimitKind } from '@backlay/contracts';
import { serverMessage } from '../../shared/errors';
import { useGetRgStatusQuery } from './api';
import { ExclusionForm, TimeoutForm } from './BlockSection';
import { KIND_LABEL } from './format';
import { LimitCard } from './LimitCard';
import { RealityCheckSetting } from './RealityCheckSetting';
import { SessionLimitCard } from './SessionLimitCard';
import { useServerNow } from './useServerNow';
import './safer-gambling.css';

const KIND_HELP: Record<RgLimitKind, string> = {
  loss: 'Your net loss from settled bets (sports, exchange and casino). A bet is refused when its worst case would pass the limit.',
  stake: 'The total of the stakes you place (sports, exchange and casino).',
};

/**
 * /safer-gambling (issue 17 item 6; docs/player-protection.md; signed-in only by its route): the
 * loss and stake limits per day, week and month with their usage as progress bars and pending
 * raises, the session time limit, the reality-check interval, a time-out and a self-exclusion.
 * Lowering applies at once; raising or removing waits 24 hours, then needs a confirmation (UKGC
 * RTS 12). The server's messages are shown as toasts; the periods' time zone is stated.
 */
export function SaferGamblingPage() {
  const query = useGetRgStatusQuery();
  const { data } = query;
  const serverNow = useServerNow(data?.nowMs, query.fulfilledTimeStamp);

  let body;
  if (query.isLoading) {
    body = (
      <p className="rg-state" role="status">
        Loading...
      </p>
    );
  } else if (!data || serverNow === undefined) {
    body = (
      <div className="rg-state" role="alert">
        <p>{serverMessage(query.error) ?? 'Could not load your safer gambling settings.'}</p>
        <button type="button" className="btn btn--ghost" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  } else {
    body = (
      <>
        <p className="rg-intro" data-testid="rg-time-zone">
          Days run from midnight to midnight, weeks from Monday and months from the 1st, in the time zone{' '}
          <strong>{data.timeZone}</strong>. Lowering a limit applies at once; raising or removing one takes
          effect after 24 hours and your confirmation.
        </p>
        {(['loss', 'stake'] as const).map((kind) => (
          <section key={kind} className="rg-section" aria-labelledby={`rg-${kind}-title`}>
            <h2 id={`rg-${kind}-title`}>{KIND_LABEL[kind]}s</h2>
            <p className="rg-help">{KIND_HELP[kind]}</p>
            <div className="rg-grid">
              {data.limits
                .filter((l) => l.kind === kind)
                .map((l) => (
                  <LimitCard key={l.period} limit={l} serverNow={serverNow} timeZone={data.timeZone} />
                ))}
            </div>
          </section>
        ))}
        <section className="rg-section" aria-labelledby="rg-session-title">
          <h2 id="rg-session-title">Session time limit</h2>
          <p className="rg-help">Minutes per sign-in (5 to 1440); when they are up you are signed out.</p>
          <SessionLimitCard status={data} serverNow={serverNow} />
        </section>
        <section className="rg-section" aria-labelledby="rg-reality-title">
          <h2 id="rg-reality-title">Reality check</h2>
          <RealityCheckSetting minutes={data.realityCheckMinutes} />
        </section>
        <section className="rg-section" aria-labelledby="rg-timeout-title">
          <h2 id="rg-timeout-title">Take a time-out</h2>
          <p className="rg-help">A break from betting: 24 hours, 1 week, 1 month or 6 weeks.</p>
          <TimeoutForm serverNow={serverNow} timeZone={data.timeZone} />
        </section>
        <section className="rg-section" aria-labelledby="rg-exclusion-title">
          <h2 id="rg-exclusion-title">Self-exclusion</h2>
          <p className="rg-help">A longer break: 6 months, 1, 2 or 5 years.</p>
          <ExclusionForm serverNow={serverNow} timeZone={data.timeZone} />
        </section>
      </>
    );
  }

  return (
    <section className="page rg-page" aria-labelledby="rg-title" data-testid="safer-gambling">
      <h1 id="rg-title">Safer gambling</h1>
      {body}
    </section>
  );
}
