import { useEffect, type RefObject } from 'react';
import { formatMoney, lazyNumberFormat } from '../../shared/format';
import { parseStake } from './rules';

/**
 * The pieces the sports bet slip and the casino bet slip share (docs/rules/specification.md §4 Exchange bet, §4 Casino
 * bet slip, §5 Place Bet rules): the focus hand-off, the stake input, the profit / liability /
 * limits preview and the Cancel / confirm buttons with the reason confirm is blocked. No styles
 * are imported here, so the casino pages do not load the sports slip's chunk; each slip passes
 * its own class names.
 */

/**
 * Moves focus into the slip (`form`) when it opens and back to the element that had focus (the
 * tapped price or runner) when it closes, unless that element is gone or disabled by then.
 * `preventScroll` is passed to the focus into the slip.
 */
export function useSlipFocus(form: RefObject<HTMLElement | null>, preventScroll: boolean): void {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    form.current?.focus(preventScroll ? { preventScroll: true } : undefined);
    return () => {
      if (opener?.isConnected && !opener.hasAttribute('disabled')) opener.focus({ preventScroll: true });
    };
    // Runs once per slip: the opener is whatever had focus when the slip mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

export interface StakeInputProps {
  /** Stake in currency units; 0 shows the empty placeholder. */
  stake: number;
  pending: boolean;
  /** Receives the typed stake as parsed by `parseStake` (whole units, 0 when blank). */
  onStake: (stake: number) => void;
  testId: string;
  className?: string;
  /** Accessible name when the input has no wrapping label. */
  ariaLabel?: string;
}

/** The numeric stake input (docs/rules/specification.md §5 Place Bet rules: whole currency units), disabled while placing. */
export function StakeInput({ stake, pending, onStake, testId, className, ariaLabel }: StakeInputProps) {
  return (
    <input
      className={className}
      aria-label={ariaLabel}
      placeholder="Stake"
      inputMode="numeric"
      autoComplete="off"
      data-testid={testId}
      value={stake > 0 ? String(stake) : ''}
      disabled={pending}
      onChange={(e) => onStake(parseStake(e.target.value))}
    />
  );
}

const whole = lazyNumberFormat('en-US', { maximumFractionDigits: 2 });

export interface SlipPreviewProps {
  /** Class of the `<dl>`. */
  className: string;
  profit: number;
  liability: number;
  /** Stake limits in currency units. */
  bounds: { min: number; max: number };
  labels: { profit: string; liability: string };
  classes: { profit: string; liability: string; limits?: string };
}

/** The slip's preview: profit and liability (formatted money) and the Min/Max stake limits. */
export function SlipPreview({ className, profit, liability, bounds, labels, classes }: SlipPreviewProps) {
  return (
    <dl className={className}>
      <div>
        <dt>{labels.profit}</dt>
        <dd className={classes.profit} data-testid="slip-profit">
          {formatMoney(profit)}
        </dd>
      </div>
      <div>
        <dt>{labels.liability}</dt>
        <dd className={classes.liability} data-testid="slip-liability">
          {formatMoney(liability)}
        </dd>
      </div>
      <div className={classes.limits}>
        <dt>Min/Max</dt>
        <dd>
          {whole.format(bounds.min)}-{whole.format(bounds.max)}
        </dd>
      </div>
    </dl>
  );
}

export interface SlipActionsProps {
  /** BEM block of the slip ("slip", "cas-slip"): classes `${block}__actions` and `${block}__hint`. */
  block: string;
  onCancel: () => void;
  pending: boolean;
  /** Why confirm is disabled (signed out, offline, no stake...), or undefined. */
  blocked: string | undefined;
  confirm: { label: string; pendingLabel: string; testId: string; className?: string };
}

/** Cancel and the submit button (disabled while blocked or placing), then the blocked reason. */
export function SlipActions({ block, onCancel, pending, blocked, confirm }: SlipActionsProps) {
  return (
    <>
      <div className={`${block}__actions`}>
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
        <button
          type="submit"
          className={`btn btn--primary${confirm.className ? ` ${confirm.className}` : ''}`}
          data-testid={confirm.testId}
          disabled={blocked !== undefined || pending}
          title={blocked}
        >
          {pending ? confirm.pendingLabel : confirm.label}
        </button>
      </div>
      {blocked && !pending ? <p className={`${block}__hint muted`}>{blocked}</p> : null}
    </>
  );
}
