import { EXPOSURE_LIMIT_MESSAGE, INSUFFICIENT_BALANCE_MESSAGE } from '@backlay/contracts/constants';
import { conflict, forbidden, invalid, notFound } from '../../domain-errors';
import {
  rateChanged,
  replayOf,
  SETTLEMENT_UNDER_REVIEW,
  type ExchangeBetPlaced,
  type ExchangeBets,
} from '../betting/index';
import { LOSS_LIMIT_MESSAGE, STAKE_LIMIT_MESSAGE } from '../rg/index';
import { CommitRefused } from './journal';
import { ExchangeError, type ExchangeEngine, type OrderReport } from './engine';

/**
 * The engine behind `POST /api/bet/save2` for exchange markets (issue 14 item 6): one order of the
 * bet's stake at its odds as a limit price, persistence from the slip's "Keep in play"; a cash
 * out is an immediate-or-cancel hedge at the book's best price. Betfair's codes become the
 * specification's answers: a suspension during the delay or a closed market 409 'Bet rate
 * changed!', funds 400 'Insufficient balance' / 'Exposure limit exceeded', a held account or a
 * locked sport 403, the customer's own loss or stake limit 403 'Loss limit reached' / 'Stake limit
 * reached' (issue 17 item 2), an unknown market 404.
 */
export function exchangeBetsOf(engine: ExchangeEngine): ExchangeBets {
  const running = new Map<string, Promise<ExchangeBetPlaced & { fingerprint: string }>>();
  const place: ExchangeBets['placeBet'] = async (domain, user, bet) => {
    let report: OrderReport | undefined;
    try {
      report = bet.cashOut
        ? await engine.cashOut(
            domain.id,
            user.id,
            bet.marketId,
            bet.selectionId || undefined,
            bet.cashOutFraction ?? 1,
            bet.narration,
          )
        : (
            await engine.place(domain.id, user.id, bet.marketId, [
              {
                selectionId: bet.selectionId,
                side: bet.side === 'back' ? 'BACK' : 'LAY',
                priceH: bet.priceH,
                sizeMinor: bet.stakeMinor,
                persistence: bet.persistence,
                ...(bet.clientBetId
                  ? { customerOrderRef: bet.clientBetId, fingerprint: bet.fingerprint }
                  : {}),
              },
            ])
          )[0];
    } catch (err) {
      if (err instanceof ExchangeError) throw domainErrorOf(err.errorCode, err.message);
      if (err instanceof CommitRefused)
        throw err.reason === 'settled' ? rateChanged() : invalid(INSUFFICIENT_BALANCE_MESSAGE);
      throw err;
    }
    if (!report) throw invalid('There is nothing to cash out in this market');
    if (!report.ok) throw domainErrorOf(report.error, report.error);
    return {
      betId: report.order.orderId,
      replayed: report.replayed,
      matchedMinor: report.order.matchedMinor,
      remainingMinor: report.order.remainingMinor,
    };
  };
  return {
    /**
     * A clientBetId names one bet (issue 12): a retry (same fingerprint) answers the first order,
     * whether it is still being placed or long committed; another bet with the id is a 409.
     */
    async placeBet(domain, user, bet) {
      const ref = bet.clientBetId;
      if (!ref) {
        await bet.checks();
        return place(domain, user, bet);
      }
      const key = `${user.id}:${ref}`;
      const first = running.get(key);
      if (first) {
        const earlier = await first.catch(() => undefined);
        if (earlier) {
          replayOf(ref, bet.fingerprint, { id: earlier.betId, fingerprint: earlier.fingerprint });
          return { ...earlier, replayed: true };
        }
      }
      const stored = engine.orderByRef(user.id, ref)?.order;
      if (stored) {
        const betId = replayOf(ref, bet.fingerprint, {
          id: stored.orderId,
          fingerprint: stored.fingerprint ?? null,
        })!;
        return {
          betId,
          replayed: true,
          matchedMinor: stored.matchedMinor,
          remainingMinor: stored.remainingMinor,
        };
      }
      const placing = bet
        .checks()
        .then(() => place(domain, user, bet))
        .then((placed) => ({
          ...placed,
          fingerprint: bet.fingerprint,
        }));
      running.set(key, placing);
      try {
        const { fingerprint: _f, ...placed } = await placing;
        return placed;
      } finally {
        running.delete(key);
      }
    },
  };
}

/** The specification's answer to one of the engine's codes. */
export function domainErrorOf(code: string, message: string): Error {
  switch (code) {
    case 'INSUFFICIENT_FUNDS':
      return invalid(INSUFFICIENT_BALANCE_MESSAGE);
    case 'EXPOSURE_LIMIT':
      return invalid(EXPOSURE_LIMIT_MESSAGE);
    case 'ACCOUNT_HELD':
      return forbidden(SETTLEMENT_UNDER_REVIEW);
    case 'LOSS_LIMIT':
      return forbidden(LOSS_LIMIT_MESSAGE);
    case 'STAKE_LIMIT':
      return forbidden(STAKE_LIMIT_MESSAGE);
    case 'PERMISSION_DENIED':
      return forbidden(message);
    case 'INVALID_MARKET_ID':
      return notFound(message);
    case 'BET_LAPSED':
    case 'MARKET_SUSPENDED':
    case 'MARKET_NOT_OPEN_FOR_BETTING':
    case 'RUNNER_REMOVED':
      return rateChanged();
    case 'DUPLICATE_TRANSACTION':
      return conflict('This clientBetId was already used for a different bet');
    case 'INVALID_ODDS':
      return invalid('Odds are not on the price ladder');
    case 'INVALID_RUNNER':
      return invalid('Unknown selection');
    case 'INVALID_BET_SIZE':
      return invalid('Invalid stake');
    default:
      return conflict(`The exchange could not take this bet (${code}); try again`);
  }
}
