import type { CurrentOrderSummary, PlaceInstruction } from '@backlay/contracts';
import { fromMinor, isOnLadder } from '@backlay/exchange';
import type { ListedOrder } from './engine';

/**
 * Conversions at the edge of the exchange API (issue 14 item 6; docs/api/exchange-orders.md):
 * minor units and hundredths inside, currency units and decimal odds on the wire.
 */

/**
 * Why a LIMIT instruction cannot be placed, before it reaches the engine: INVALID_ODDS off the
 * tick ladder, INVALID_BET_SIZE for a size that is not whole minor units (at most 2 decimals),
 * INVALID_PERSISTENCE_TYPE; undefined when it may be placed.
 */
export function instructionError(i: PlaceInstruction): string | undefined {
  if (!isOnLadder(i.limitOrder.price)) return 'INVALID_ODDS';
  const minor = i.limitOrder.size * 100;
  if (Math.abs(minor - Math.round(minor)) > 1e-6 || Math.round(minor) < 1) return 'INVALID_BET_SIZE';
  const persistence = i.limitOrder.persistenceType ?? 'LAPSE';
  if (persistence !== 'LAPSE' && persistence !== 'PERSIST') return 'INVALID_PERSISTENCE_TYPE';
  return undefined;
}

/** Betfair's CurrentOrderSummary of a listed order (sizes in currency units, prices decimal). */
export function summaryOf({ marketId, matchId, selectionName, order: o }: ListedOrder): CurrentOrderSummary {
  return {
    betId: o.orderId,
    marketId,
    matchId,
    selectionId: o.selectionId,
    selectionName,
    handicap: 0,
    priceSize: { price: o.priceH / 100, size: fromMinor(o.sizeMinor) },
    bspLiability: 0,
    side: o.side,
    status: o.remainingMinor > 0 ? 'EXECUTABLE' : 'EXECUTION_COMPLETE',
    persistenceType: o.persistence,
    orderType: 'LIMIT',
    placedDate: new Date(o.placedAtMs).toISOString(),
    averagePriceMatched:
      o.matchedMinor > 0 ? Math.round((o.matchedValue / o.matchedMinor) * 100) / 10_000 : 0,
    sizeMatched: fromMinor(o.matchedMinor),
    sizeRemaining: fromMinor(o.remainingMinor),
    sizeLapsed: fromMinor(o.lapsedMinor),
    sizeCancelled: fromMinor(o.cancelledMinor),
    sizeVoided: 0,
    ...(o.customerOrderRef ? { customerOrderRef: o.customerOrderRef } : {}),
  };
}
