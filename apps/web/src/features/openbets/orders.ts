import type { CancelExecutionReport, CurrentOrderSummary, ReplaceExecutionReport } from '@backlay/contracts';
import { EXPOSURE_LIMIT_MESSAGE, INSUFFICIENT_BALANCE_MESSAGE } from '@backlay/contracts/constants';
import { serverMessage } from '../../shared/errors';

/**
 * Display rules of unmatched orders (issue 14 item 7): which orders the Unmatched group lists,
 * their accessible names and what the exchange's error codes mean to a customer.
 */

/** The orders still resting in a book (status EXECUTABLE with something left) on a match, optionally one market, oldest first. */
export function unmatchedOrders(
  orders: readonly CurrentOrderSummary[] | undefined,
  matchId: string,
  marketId?: string,
): CurrentOrderSummary[] {
  return (orders ?? [])
    .filter(
      (o) =>
        o.status === 'EXECUTABLE' &&
        o.sizeRemaining > 0 &&
        o.matchId === matchId &&
        (marketId === undefined || o.marketId === marketId),
    )
    .sort((a, b) => a.placedDate.localeCompare(b.placedDate) || a.betId.localeCompare(b.betId));
}

/** The match ids with unmatched orders, first-seen order. */
export function matchesWithUnmatched(orders: readonly CurrentOrderSummary[] | undefined): string[] {
  const ids = new Set<string>();
  for (const o of orders ?? []) if (o.status === 'EXECUTABLE' && o.sizeRemaining > 0) ids.add(o.matchId);
  return [...ids];
}

/** "unmatched back on India at 2.5": the end of every control's accessible name on an order row. */
export const orderName = (o: Pick<CurrentOrderSummary, 'side' | 'selectionName' | 'priceSize'>): string =>
  `unmatched ${o.side === 'BACK' ? 'back' : 'lay'} on ${o.selectionName} at ${o.priceSize.price}`;

/** The customer's words for the exchange's error codes (docs/rules/betfair-api.md Errors). */
const ERROR_TEXT: Record<string, string> = {
  BET_TAKEN_OR_LAPSED: 'This bet has already been matched or lapsed.',
  INVALID_BET_ID: 'This bet has already been matched or lapsed.',
  INVALID_ODDS: 'That price is not on the price ladder.',
  INVALID_PRICE_EDIT: 'The price of this bet cannot be changed to that.',
  NO_ACTION_REQUIRED: 'This bet already has that price.',
  BET_IN_PROGRESS: 'This bet is still being processed. Try again in a moment.',
  MARKET_SUSPENDED: 'The market is suspended. Try again when it reopens.',
  MARKET_NOT_OPEN_FOR_BETTING: 'The market is not open for betting.',
  INSUFFICIENT_FUNDS: INSUFFICIENT_BALANCE_MESSAGE,
  LOSS_LIMIT_EXCEEDED: EXPOSURE_LIMIT_MESSAGE,
  SERVICE_UNAVAILABLE: 'The exchange is not available. Please try again.',
};

/** A customer-readable text for an exchange error code. */
export function orderErrorText(code: string | undefined): string {
  if (!code) return 'The exchange could not do that. Please try again.';
  return ERROR_TEXT[code] ?? `The exchange could not do that (${code}).`;
}

/** The error code of a refused cancel or replace (the report's own, else its first instruction's), or undefined when it succeeded. */
export function reportError(report: CancelExecutionReport | ReplaceExecutionReport): string | undefined {
  if (report.status === 'SUCCESS') return undefined;
  const instruction = report.instructionReports.find((r) => r.status !== 'SUCCESS');
  return instruction?.errorCode ?? report.errorCode ?? report.status;
}

/** The `errorCode` of an exchange API answer refused as a whole (HTTP 4xx `{errorCode, message}`). */
export function errorCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('errorCode' in data)) return undefined;
  return typeof data.errorCode === 'string' ? data.errorCode : undefined;
}

/** What a failed cancel or replace call (HTTP error) tells the customer: the known code's words, else the server's message. */
export function failureText(error: unknown): string {
  const code = errorCodeOf(error);
  if (code && code in ERROR_TEXT) return orderErrorText(code);
  return serverMessage(error) ?? orderErrorText(code);
}
