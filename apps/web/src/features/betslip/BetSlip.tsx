import { RATE_CHANGED_MESSAGE, sportById } from '@backlay/contracts/constants';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useAppSelector } from '../../shared/hooks';
import { selectIsLoggedIn } from '../auth';
import { selectBrand } from '../branding';
import { selectQuickStakes } from '../settings';
import { serverMessage } from '../../shared/errors';
import { toast } from '../../shared/toast';
import { useSlipMinMaxQuery, useSlipPlaceBetMutation } from './api';
import {
  betPreview,
  chipLabel,
  doubleStake,
  halveStake,
  placeBlockedReason,
  stakeBounds,
  stakeLimitMessage,
  stepRate,
} from './rules';
import { marketTypeOf, newClientBetId, sameQuote, type BetSelection, type LiveQuote } from './selection';
import { RateStep, StakeChip } from './SlipButtons';
import { SlipActions, SlipPreview, StakeInput, useSlipFocus } from './SlipParts';
import { useOnline } from './useOnline';
import './betslip.css';

const text = (value: string) => value.slice(0, 200);

/** The hint of the slip's "Keep in play" box (issue 14 item 4: persistence PERSIST). */
export const KEEP_IN_PLAY_HINT = 'Keep this bet in the market when it turns in-play if unmatched';

/** The rate a selection starts with: the tapped odds, Bookmaker rate or fancy rate. */
function initialRate(quote: LiveQuote): number {
  return quote.kind === 'odds' ? quote.odds : quote.rate;
}

/**
 * The rate a key pressed in the odds / rate box moves to (issue 18: the stepper by keyboard
 * alone): ArrowUp the next step up (`up`), ArrowDown the next step down (`down`), undefined at the
 * ladder's end (the key is still swallowed), null for any other key.
 */
function rateKeyTarget(
  key: string,
  down: number | undefined,
  up: number | undefined,
): number | undefined | null {
  if (key === 'ArrowUp') return up;
  if (key === 'ArrowDown') return down;
  return null;
}

export interface BetSlipProps {
  selection: BetSelection;
  /** The selection's live value now; undefined when the market, runner or row is not open. */
  live: LiveQuote | undefined;
  onClose: () => void;
}

/**
 * Stake panel under the tapped row (docs/rules/specification.md §4 Exchange bet, §5 Place Bet rules): odds with a rate
 * stepper (exchange: the tick ladder), or the fancy line and rate; stake, quick stakes, halve /
 * double, the profit and liability preview, the brand's stake limits and the live-rate check
 * before anything is sent. Render it with `key` = a new value per tap: each selection gets a new
 * client bet id, kept through retries until the bet is placed.
 *
 * By keyboard alone (issue 18): the slip takes the focus when it opens; Tab then reaches Decrease
 * odds, the odds box (ArrowUp / ArrowDown move one tick of the ladder, or 1 for a Bookmaker
 * rate), Increase odds, the stake, the quick stakes, halve, double, Keep in play, Cancel and
 * Place Bet; Enter in the stake or odds box places the bet; Escape cancels; the focus then goes
 * back to the tapped price.
 */
export function BetSlip({ selection, live, onClose }: BetSlipProps) {
  const { kind, side, quote } = selection;
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const brandId = useAppSelector(selectBrand)?._id;
  const quickStakes = useAppSelector(selectQuickStakes);
  const online = useOnline();
  const { data: limits } = useSlipMinMaxQuery(brandId ?? '', { skip: !brandId });
  const [placeBet, { isLoading: pending }] = useSlipPlaceBetMutation();

  const [rate, setRate] = useState(() => selection.startRate ?? initialRate(quote));
  const [stake, setStake] = useState(0);
  const [clientBetId] = useState(newClientBetId);
  const [message, setMessage] = useState<string>();
  // Exchange markets only (issue 14 item 7): an unmatched remainder lapses at in-play unless kept.
  const [keepInPlay, setKeepInPlay] = useState(false);
  const keepHintId = useId();
  const rateHintId = useId();

  const form = useRef<HTMLFormElement>(null);
  // Keyboard users continue from the slip (without popping the phone keyboard open), and return
  // to the price they tapped when it closes.
  useSlipFocus(form, false);

  const line = quote.kind === 'fancy' ? quote.line : 0;
  const bounds = stakeBounds(limits, kind, selection.inPlay);
  const preview = betPreview(kind, side, stake, rate, line);
  const blocked = placeBlockedReason({ loggedIn, online, stake, rate });
  const delaySeconds = Math.max(selection.betDelay, limits?.delay ?? 0);
  const down = stepRate(kind, rate, -1);
  const up = stepRate(kind, rate, 1);
  const sideLabel = kind === 'fancy' ? (side === 'back' ? 'Yes' : 'No') : side === 'back' ? 'Back' : 'Lay';
  const rateLabel = kind === 'odds' ? 'Odds' : 'Rate';

  const changeStake = (value: number) => {
    setStake(value);
    setMessage(undefined);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (blocked || pending) return;
    const limit = stakeLimitMessage(stake, bounds);
    if (limit) {
      setMessage(limit);
      return;
    }
    if (!sameQuote(quote, live)) {
      setMessage(RATE_CHANGED_MESSAGE);
      return;
    }
    setMessage(undefined);
    const { match } = selection;
    const priced =
      quote.kind === 'fancy'
        ? {
            price: quote.line,
            size: quote.rate,
            ...(side === 'back' ? { backSize: quote.rate } : { laySize: quote.rate }),
          }
        : { oddsReq: rate };
    // Exchange markets only: what happens to an unmatched remainder when the market turns in-play.
    const persistence =
      kind === 'odds' ? { persistenceType: keepInPlay ? ('PERSIST' as const) : ('LAPSE' as const) } : {};
    try {
      const placed = await placeBet({
        clientBetId,
        eventId: match.sportId,
        legueId: match.competitionId,
        matchId: match.matchId,
        marketId: selection.marketId,
        sportsName: sportById(match.sportId)?.name ?? 'Sports',
        event: text(match.eventName),
        markettype: marketTypeOf(kind),
        market: text(selection.marketName),
        selection: text(selection.runnerName),
        selectionId: selection.selectionId,
        type: side,
        ...priced,
        ...persistence,
        stake,
        placeTime: new Date().toISOString(),
        favourMargin: preview.profit,
        againstMargin: preview.liability,
      }).unwrap();
      toast.success(placed.message);
      onClose();
    } catch (err) {
      toast.error(serverMessage(err) ?? 'Bet could not be placed. Please try again.');
    }
  };

  return (
    <form
      className={`slip slip--${side}`}
      data-testid="bet-slip"
      aria-label={`Bet slip: ${sideLabel} ${selection.runnerName}`}
      onSubmit={(e) => void onSubmit(e)}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key === 'Escape' && !pending) onClose();
      }}
      ref={form}
      tabIndex={-1}
      noValidate
    >
      <div className="slip__head">
        <span className="slip__title">
          <strong>{sideLabel}</strong> {selection.runnerName}
          <span className="slip__market"> · {selection.marketName}</span>
        </span>
      </div>

      <div className="slip__inputs">
        {quote.kind === 'fancy' ? (
          <div className="slip__fancy" data-testid="slip-fancy">
            <span>
              Line <strong>{quote.line}</strong>
            </span>
            <span>
              Rate <strong>{quote.rate}</strong>
            </span>
          </div>
        ) : (
          <div className="slip__stepper">
            <RateStep
              direction="down"
              rateLabel={rateLabel}
              target={down}
              pending={pending}
              onRate={setRate}
            />
            <input
              readOnly
              aria-label={rateLabel}
              aria-describedby={rateHintId}
              data-testid="rate-input"
              className="slip__rate"
              value={String(rate)}
              onKeyDown={(e) => {
                const target = rateKeyTarget(e.key, down, up);
                if (target === null) return;
                e.preventDefault();
                if (target !== undefined && !pending) setRate(target);
              }}
            />
            <span id={rateHintId} className="sr-only">
              {`Arrow Up and Arrow Down change the ${rateLabel.toLowerCase()} by one step`}
            </span>
            <RateStep direction="up" rateLabel={rateLabel} target={up} pending={pending} onRate={setRate} />
          </div>
        )}
        <StakeInput
          className="slip__stake"
          ariaLabel="Stake"
          stake={stake}
          pending={pending}
          onStake={changeStake}
          testId="stake-input"
        />
      </div>

      <div className="slip__chips" role="group" aria-label="Quick stakes">
        {quickStakes
          .filter((q) => q.stakeValue > 0)
          .map((q) => (
            <StakeChip
              key={q.id}
              label={`Stake ${chipLabel(q.stakeValue)}`}
              pending={pending}
              onClick={() => changeStake(q.stakeValue)}
            >
              {chipLabel(q.stakeValue)}
            </StakeChip>
          ))}
        <StakeChip
          label="Halve stake"
          testId="stake-halve"
          pending={pending}
          onClick={() => changeStake(halveStake(stake))}
        >
          ½
        </StakeChip>
        <StakeChip
          label="Double stake ×2"
          testId="stake-double"
          pending={pending}
          onClick={() => changeStake(doubleStake(stake))}
        >
          ×2
        </StakeChip>
      </div>

      <SlipPreview
        className="slip__preview"
        profit={preview.profit}
        liability={preview.liability}
        bounds={bounds}
        labels={{ profit: 'Profit', liability: 'Liability' }}
        classes={{ profit: 'pnl-positive', liability: 'pnl-negative', limits: 'slip__limits' }}
      />

      {kind === 'odds' ? (
        <div className="slip__persist">
          <label title={KEEP_IN_PLAY_HINT}>
            <input
              type="checkbox"
              data-testid="keep-in-play"
              checked={keepInPlay}
              disabled={pending}
              aria-describedby={keepHintId}
              onChange={(e) => setKeepInPlay(e.target.checked)}
            />{' '}
            Keep in play
          </label>
          <span id={keepHintId} className="slip__persist-hint">
            {KEEP_IN_PLAY_HINT}
          </span>
        </div>
      ) : null}

      {message ? (
        <p className="slip__message" role="alert" data-testid="slip-message">
          {message}
        </p>
      ) : null}
      {pending ? (
        <p className="slip__pending" role="status" data-testid="slip-pending">
          <span className="spinner spinner--small" aria-hidden="true" />
          {`Placing bet…${delaySeconds > 0 ? ` (bet delay ${delaySeconds} s)` : ''}`}
        </p>
      ) : null}

      <SlipActions
        block="slip"
        onCancel={onClose}
        pending={pending}
        blocked={blocked}
        confirm={{
          label: 'Place Bet',
          pendingLabel: 'Placing bet…',
          testId: 'place-bet',
          className: 'slip__place',
        }}
      />
    </form>
  );
}
