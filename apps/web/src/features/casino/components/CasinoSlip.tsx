import { useRef, type FormEvent, type KeyboardEvent } from 'react';
import { type Side, SlipActions, SlipPreview, StakeInput, useSlipFocus } from '../../betslip';
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

/**
 * The casino bet slip (docs/rules/specification.md §4 Casino bet slip): side, runner and rate, the stake (typed or set
 * by a chip), P = (rate - 1) x stake and L = stake for a back bet (a lay shows them swapped), the
 * stake limits, Cancel and Confirm. Escape cancels; focus moves into the slip when it opens and
 * back to the tapped runner when it closes.
 */
export function CasinoSlip(props: CasinoSlipProps) {
  const { runnerName, side, rate, stake, bounds, onStake, onConfirm, onCancel, pending, blocked } = props;
  const preview = casinoPreview(side, stake, rate);
  const form = useRef<HTMLFormElement>(null);
  useSlipFocus(form, true);
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
        <StakeInput stake={stake} pending={pending} onStake={onStake} testId="slip-stake" />
      </label>
      <SlipPreview
        className="cas-slip__pl"
        profit={preview.profit}
        liability={preview.liability}
        bounds={bounds}
        labels={{ profit: 'P', liability: 'L' }}
        classes={{ profit: 'cas-slip__p', liability: 'cas-slip__l' }}
      />
      <SlipActions
        block="cas-slip"
        onCancel={onCancel}
        pending={pending}
        blocked={blocked}
        confirm={{ label: 'Confirm', pendingLabel: 'Placing…', testId: 'slip-confirm' }}
      />
    </form>
  );
}
