import { useEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { parseStake } from '../../betslip/rules';
import type { Side } from '../../betslip/selection';
import { formatMoney } from '../../../shared/format';
import { formatRate } from '../runners';
import { casinoPreview } from '../slip';

export interface CasinoSlipProps {
  runnerName: string;
  side: Side;
  /** The rate the slip opened with (sent as oddsReq). */
  rate: number;
  stake: number;
  bounds: { min: number; max: number };
  onStake: (stake: number) => void;
  onConfirm: () => void;
  onCancel: () => void;
  pending: boolean;
  /** Why Confirm is disabled (signed out, offline, suspended, no stake), or undefined. */
  blocked: string | undefined;
}

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * The casino bet slip (spec §4 Casino bet slip): side, runner and rate, the stake (typed or set
 * by a chip), P = (rate - 1) x stake and L = stake for a back bet (a lay shows them swapped), the
 * stake limits, Cancel and Confirm. Escape cancels; focus moves into the slip when it opens and
 * back to the tapped runner when it closes.
 */
export function CasinoSlip(props: CasinoSlipProps) {
  const { runnerName, side, rate, stake, bounds, onStake, onConfirm, onCancel, pending, blocked } = props;
  const preview = casinoPreview(side, stake, rate);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    form.current?.focus({ preventScroll: true });
    return () => {
      if (opener?.isConnected && !opener.hasAttribute('disabled')) opener.focus({ preventScroll: true });
    };
  }, []);
  const sideLabel = side === 'back' ? 'Back' : 'Lay';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blocked && !pending) onConfirm();
  };
  return (
    <form
      ref={form}
      className={`cas-slip cas-slip--${side}`}
      data-testid="casino-slip"
      aria-label={`Bet slip: ${sideLabel} ${runnerName}`}
      tabIndex={-1}
      noValidate
      onSubmit={submit}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key === 'Escape' && !pending) onCancel();
      }}
    >
      <p className="cas-slip__head">
        <strong>{sideLabel}</strong> {runnerName}
        <span className="cas-slip__rate" data-testid="slip-rate">
          {formatRate(rate)}
        </span>
      </p>
      <label className="cas-slip__stake">
        <span>Stake</span>
        <input
          inputMode="numeric"
          autoComplete="off"
          placeholder="Stake"
          data-testid="slip-stake"
          value={stake > 0 ? String(stake) : ''}
          disabled={pending}
          onChange={(e) => onStake(parseStake(e.target.value))}
        />
      </label>
      <dl className="cas-slip__pl">
        <div>
          <dt>P</dt>
          <dd className="cas-slip__p" data-testid="slip-profit">
            {formatMoney(preview.profit)}
          </dd>
        </div>
        <div>
          <dt>L</dt>
          <dd className="cas-slip__l" data-testid="slip-liability">
            {formatMoney(preview.liability)}
          </dd>
        </div>
        <div>
          <dt>Min/Max</dt>
          <dd>
            {whole.format(bounds.min)}-{whole.format(bounds.max)}
          </dd>
        </div>
      </dl>
      <div className="cas-slip__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
        <button
          type="submit"
          className="btn btn--primary"
          data-testid="slip-confirm"
          disabled={blocked !== undefined || pending}
          title={blocked}
        >
          {pending ? 'Placing…' : 'Confirm'}
        </button>
      </div>
      {blocked && !pending ? <p className="cas-slip__hint muted">{blocked}</p> : null}
    </form>
  );
}
