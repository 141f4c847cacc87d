import type { CurrentOrderSummary } from '@backlay/contracts';
import { useState, type KeyboardEvent } from 'react';
import { formatMoney } from '../../shared/format';
import { RateStep } from '../../shared/RateStep';
import { stepOdds } from '../../shared/ticks';
import { toast } from '../../shared/toast';
import { useOpenBetsCancelOrdersMutation, useOpenBetsReplaceOrdersMutation } from './api';
import { localTime, sideLabel } from './betView';
import { failureText, orderErrorText, orderName, reportError, unmatchedOrders } from './orders';
import { useUnmatchedOrders } from './useUnmatchedOrders';

/**
 * The 'Unmatched' group of a match's open bets (issue 14 item 7), below 'Matched': the user's
 * orders still resting in the book, each with its remaining size, Cancel (the whole remainder)
 * and an edit-price stepper (one tick of the Betfair ladder per step) with Update (replaceOrders).
 * Shown only when at least one order is unmatched; a load failure says so with a retry.
 */
export function UnmatchedOrders({ matchId, marketId }: { matchId: string; marketId?: string }) {
  const { data, isLoading, isError, refetch } = useUnmatchedOrders();
  if (isLoading) {
    return (
      <p className="muted open-bets__note open-bets__note--small" role="status">
        Loading unmatched bets...
      </p>
    );
  }
  if (isError && !data) {
    return (
      <div className="open-bets__unmatched-error" role="alert">
        <span>Unmatched bets could not be loaded.</span>{' '}
        <button type="button" className="btn btn--ghost unmatched-order__btn" onClick={() => void refetch()}>
          Retry
        </button>
      </div>
    );
  }
  const orders = unmatchedOrders(data, matchId, marketId);
  if (orders.length === 0) return null;
  return (
    <div className="open-bets__unmatched" data-testid="unmatched-orders">
      <h4 className="open-bets__heading">Unmatched</h4>
      {orders.map((order) => (
        <UnmatchedOrder key={`${order.betId}:${order.priceSize.price}`} order={order} />
      ))}
    </div>
  );
}

function UnmatchedOrder({ order }: { order: CurrentOrderSummary }) {
  const name = orderName(order);
  const side = order.side === 'BACK' ? 'back' : 'lay';
  const [price, setPrice] = useState(order.priceSize.price);
  const [cancel, cancelling] = useOpenBetsCancelOrdersMutation();
  const [replace, replacing] = useOpenBetsReplaceOrdersMutation();
  const pending = cancelling.isLoading || replacing.isLoading;
  const down = stepOdds(price, -1);
  const up = stepOdds(price, 1);
  const changed = price !== order.priceSize.price;

  const onCancel = async () => {
    try {
      const report = await cancel({
        marketId: order.marketId,
        instructions: [{ betId: order.betId }],
      }).unwrap();
      const code = reportError(report);
      if (code) toast.error(orderErrorText(code));
      else {
        const size = report.instructionReports[0]?.sizeCancelled ?? order.sizeRemaining;
        toast.success(`Unmatched bet cancelled: ${formatMoney(size)} returned`);
      }
    } catch (err) {
      toast.error(failureText(err));
    }
  };

  const onUpdate = async () => {
    if (!changed) return;
    try {
      const report = await replace({
        marketId: order.marketId,
        instructions: [{ betId: order.betId, newPrice: price }],
      }).unwrap();
      const code = reportError(report);
      if (code) {
        toast.error(orderErrorText(code));
        setPrice(order.priceSize.price);
      } else toast.success(`Price updated to ${price}`);
    } catch (err) {
      toast.error(failureText(err));
    }
  };

  const onPriceKey = (event: KeyboardEvent) => {
    const target = event.key === 'ArrowUp' ? up : event.key === 'ArrowDown' ? down : undefined;
    if (event.key === 'Enter') {
      event.preventDefault();
      if (changed && !pending) void onUpdate();
    } else if (target !== undefined && !pending) {
      event.preventDefault();
      setPrice(target);
    }
  };

  return (
    <article
      className={`open-bet open-bet--${side} unmatched-order`}
      data-testid="unmatched-order"
      aria-label={name.charAt(0).toUpperCase() + name.slice(1)}
      aria-busy={pending}
    >
      <div className="open-bet__head">
        <span className="open-bet__side">{sideLabel(side)}</span>
        <time className="open-bet__time" dateTime={order.placedDate}>
          {localTime(order.placedDate)}
        </time>
      </div>
      <dl className="open-bet__fields">
        <div>
          <dt>Selection</dt>
          <dd data-field="selection">{order.selectionName}</dd>
        </div>
        <div>
          <dt>Odds</dt>
          <dd data-field="odds">{order.priceSize.price}</dd>
        </div>
        <div>
          <dt>Unmatched</dt>
          <dd data-field="remaining">{formatMoney(order.sizeRemaining)}</dd>
        </div>
      </dl>
      <div className="unmatched-order__actions">
        <div className="unmatched-order__stepper" role="group" aria-label={`New price of ${name}`}>
          <RateStep
            direction="down"
            rateLabel="Price"
            label={`Decrease price of ${name}`}
            className="unmatched-order__step"
            testId="price-down"
            target={down}
            pending={pending}
            onRate={setPrice}
          />
          <input
            readOnly
            className="unmatched-order__price"
            aria-label={`New price of ${name}`}
            aria-keyshortcuts="ArrowUp ArrowDown Enter"
            data-testid="new-price"
            value={String(price)}
            onKeyDown={onPriceKey}
          />
          <RateStep
            direction="up"
            rateLabel="Price"
            label={`Increase price of ${name}`}
            className="unmatched-order__step"
            testId="price-up"
            target={up}
            pending={pending}
            onRate={setPrice}
          />
        </div>
        <button
          type="button"
          className="btn btn--primary unmatched-order__btn"
          aria-label={`Update price of ${name}`}
          disabled={!changed || pending}
          onClick={() => void onUpdate()}
        >
          {replacing.isLoading ? 'Updating…' : 'Update'}
        </button>
        <button
          type="button"
          className="btn btn--ghost unmatched-order__btn"
          aria-label={`Cancel ${name}`}
          disabled={pending}
          onClick={() => void onCancel()}
        >
          {cancelling.isLoading ? 'Cancelling…' : 'Cancel'}
        </button>
      </div>
    </article>
  );
}
