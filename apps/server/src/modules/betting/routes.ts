import {
  BetPlaced,
  BetPlacement,
  BetRow,
  DataEnvelope,
  errorResponses,
  ExposureData,
  MarketBook,
  TradeRow,
} from '@backlay/contracts';
import {
  BET_MATCHED_MESSAGE,
  BET_PARTIALLY_MATCHED_MESSAGE,
  BET_PLACED_MESSAGE,
  BET_UNMATCHED_MESSAGE,
} from '@backlay/contracts/constants';
import { fromMinor } from '@backlay/exchange';
import { Type } from 'typebox';
import { requireUser, tenantOf, userOf } from '../../http/guards';
import type { AppDeps, AppInstance } from '../../http/instance';
import type { DomainRow } from '../domains/index';
import type { UserRow } from '../users/index';
import { betOf, betsOfMatch, bookOf, exposureOf, tradeList } from './queries';
import { placeBet } from './service';

export { bettingAdminRoutes } from './admin-routes';

/**
 * Places a bet of a kind betting does not price itself (a casino round's): the same arguments and
 * answer as {@link placeBet}. The composition root passes modules/casino's, so betting needs no
 * import of the casino (docs/architecture.md "Modules").
 */
export type BetPlacer = (
  deps: AppDeps,
  domain: DomainRow,
  user: UserRow,
  body: BetPlacement,
) => Promise<{ betId: string }>;

/** Options of {@link bettingRoutes}: the placer of `markettype` 'Casino' bets. */
export interface BettingRoutesOptions {
  placeCasinoBet: BetPlacer;
}

const tags = ['bets'];
const security = [{ userToken: [] }];

/** Bet placement and the signed-in user's bet reads (docs/rules/specification.md §7 bet/*, issue 4 items 3-4). */
export async function bettingRoutes(app: AppInstance, options: BettingRoutesOptions): Promise<void> {
  const guard = requireUser(app);

  /**
   * POST /api/bet/save2 (BetPlacement) -> {status, message, betId}; markettype 'Casino' bets go to
   * `options.placeCasinoBet` (modules/casino: roundId, sid, current price). 400 malformed or stake
   * limits ('Minimum stake limit exceeded!' / 'Maximum stake limit exceeded!') or
   * 'Insufficient balance'; 403 locked sport; 404 unknown market; 409 'Bet rate changed!', or a
   * `clientBetId` already used for a different bet (issue 12; the same bet again answers its id).
   */
  app.post(
    '/api/bet/save2',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: 'Place a bet (or cash out)',
        body: BetPlacement,
        response: { 200: BetPlaced, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = userOf(request);
      const place = request.body.markettype === 'Casino' ? options.placeCasinoBet : placeBet;
      const placed: { betId: string; matchedMinor?: number; remainingMinor?: number } = await place(
        app.deps,
        tenantOf(request),
        user,
        request.body,
      );
      if (placed.matchedMinor === undefined || placed.remainingMinor === undefined)
        return { status: true, message: BET_PLACED_MESSAGE, betId: placed.betId };
      const message =
        placed.remainingMinor === 0
          ? BET_MATCHED_MESSAGE
          : placed.matchedMinor === 0
            ? BET_UNMATCHED_MESSAGE
            : BET_PARTIALLY_MATCHED_MESSAGE;
      return {
        status: true,
        message,
        betId: placed.betId,
        sizeMatched: fromMinor(placed.matchedMinor),
        sizeRemaining: fromMinor(placed.remainingMinor),
      };
    },
  );

  /** GET /api/bet/bet-details/list/{matchId} -> the user's bets on a match, newest first. */
  app.get(
    '/api/bet/bet-details/list/:matchId',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: "The user's bets on a match",
        params: Type.Object({ matchId: Type.String({ pattern: '^[0-9]{1,12}$' }) }),
        response: { 200: DataEnvelope(Type.Array(BetRow)), ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await betsOfMatch(app.deps.db, userOf(request).user.id, request.params.matchId),
    }),
  );

  /** GET /api/bet/trade/list -> open bets per market. */
  app.get(
    '/api/bet/trade/list',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: 'Open bets per market',
        response: { 200: DataEnvelope(Type.Array(TradeRow)), ...errorResponses },
      },
    },
    async (request) => ({ status: true, data: await tradeList(app.deps.db, userOf(request).user.id) }),
  );

  /** GET /api/bet/exposure/fetch -> total and per-market exposure, balance and available. */
  app.get(
    '/api/bet/exposure/fetch',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: 'Exposure',
        response: { 200: DataEnvelope(ExposureData), ...errorResponses },
      },
    },
    async (request) => ({ status: true, data: await exposureOf(app.deps.db, userOf(request).user.id) }),
  );

  /** GET /api/bet/book/{marketId} -> the user's P&L per runner (or per fancy run count). */
  app.get(
    '/api/bet/book/:marketId',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: "The user's book on a market",
        params: Type.Object({ marketId: Type.String({ pattern: '^[0-9.]{3,40}$' }) }),
        response: { 200: DataEnvelope(MarketBook), ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await bookOf(app.deps.db, app.deps.feed, userOf(request).user.id, request.params.marketId),
    }),
  );

  /** GET /api/bet/{betId} -> one of the user's bets; anyone else's is 404. */
  app.get(
    '/api/bet/:betId',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: 'One bet',
        params: Type.Object({ betId: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: DataEnvelope(BetRow), ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await betOf(app.deps.db, userOf(request).user.id, request.params.betId),
    }),
  );
}
