import {
  CancelExecutionReport,
  CancelOrdersRequest,
  CurrentOrderSummaryReport,
  errorResponses,
  ExchangeMarketBook,
  ListCurrentOrdersRequest,
  ListMarketBookRequest,
  PlaceExecutionReport,
  PlaceOrdersRequest,
  ReplaceExecutionReport,
  ReplaceOrdersRequest,
  type CurrentOrderSummary,
  type PlaceInstruction,
  type PlaceInstructionReport,
} from '@backlay/contracts';
import { fromMinor, isOnLadder } from '@backlay/exchange';
import { Type, type TSchema } from 'typebox';
import { invalid } from '../../domain-errors';
import { requireUser, tenantOf, userOf } from '../../http/guards';
import type { AppInstance } from '../../http/instance';
import { priceSizesOf } from './market-book';
import { ExchangeError, type ExchangeEngine, type ListedOrder, type OrderReport } from './engine';
import { instructionError, summaryOf } from './wire';

/**
 * Betfair's Betting API for the exchange markets (issue 14 item 6; docs/api/exchange-orders.md;
 * ../shared/betfair-api.md): `POST /api/exchange/betting/rest/v1.0/{operation}` (with or without
 * the trailing slash) with Betfair's request and answer shapes, so a Betfair client works with only
 * the base URL and session token changed. The token goes in `X-Authentication` (or `User-Token`, or
 * `Authorization: Bearer`); `X-Application` is accepted and ignored. Amounts are currency units
 * (2 decimals), prices decimal odds on the tick ladder. A refusal of one instruction is in its
 * report (status FAILURE, errorCode); of the whole call, the report's status and errorCode.
 */

const BASE = '/api/exchange/betting/rest/v1.0';
const tags = ['exchange'];
const security = [{ userToken: [] }];
/** How long a `customerRef` of placeOrders de-duplicates (Betfair: 60 s). */
export const CUSTOMER_REF_TTL_MS = 60_000;

function engineOf(app: AppInstance): ExchangeEngine {
  const engine = app.deps.exchange;
  if (!engine) throw invalid('The exchange is not running');
  return engine;
}

/** Registers the five operations (see the file's comment). */
export async function exchangeRoutes(app: AppInstance): Promise<void> {
  const guard = requireUser(app);
  const recentRefs = new Map<string, { atMs: number; report: PlaceExecutionReport }>();
  const route = (name: string) => [`${BASE}/${name}`, `${BASE}/${name}/`];
  /** A route's options: the user guard and its schemas (the copy with a trailing slash hidden from the docs). */
  const options = <B extends TSchema, R extends TSchema>(
    url: string,
    summary: string,
    body: B,
    response: R,
  ) => ({
    preHandler: guard,
    schema: {
      tags,
      security,
      summary,
      hide: url.endsWith('/'),
      body,
      response: { 200: response, ...errorResponses },
    },
  });

  for (const url of route('placeOrders')) {
    /**
     * placeOrders: `{ marketId, instructions (1..200 LIMIT orders), customerRef? }` ->
     * PlaceExecutionReport. Each order: size >= the brand's minimum stake, price on the ladder,
     * persistenceType LAPSE (default) or PERSIST. The same customerRef within 60 s answers the
     * first report and places nothing.
     */
    app.post(
      url,
      options(url, 'Place LIMIT orders', PlaceOrdersRequest, PlaceExecutionReport),
      async (request): Promise<PlaceExecutionReport> => {
        const engine = engineOf(app);
        const { user } = userOf(request);
        const domain = tenantOf(request);
        const { marketId, instructions, customerRef } = request.body;
        const now = app.deps.clock.now();
        // Oldest first (a Map keeps insertion order): stop at the first still fresh.
        for (const [key, ref] of recentRefs) {
          if (now - ref.atMs <= CUSTOMER_REF_TTL_MS) break;
          recentRefs.delete(key);
        }
        const refKey = customerRef && `${user.id}:${customerRef}`;
        const earlier = refKey ? recentRefs.get(refKey) : undefined;
        if (earlier) return earlier.report;
        const valid: { index: number; instruction: PlaceInstruction }[] = [];
        const reports: PlaceInstructionReport[] = instructions.map((instruction, index) => {
          const error = instructionError(instruction);
          if (!error) valid.push({ index, instruction });
          return { status: 'FAILURE', errorCode: error ?? 'ERROR_IN_ORDER', instruction };
        });
        let marketError: string | undefined;
        try {
          const placed = await engine.place(
            domain.id,
            user.id,
            marketId,
            valid.map(({ instruction: i }) => ({
              selectionId: String(i.selectionId),
              side: i.side,
              priceH: Math.round(i.limitOrder.price * 100),
              sizeMinor: Math.round(i.limitOrder.size * 100),
              persistence: i.limitOrder.persistenceType ?? 'LAPSE',
              ...(i.customerOrderRef ? { customerOrderRef: i.customerOrderRef } : {}),
            })),
          );
          placed.forEach((r, k) => (reports[valid[k]!.index] = placeReport(valid[k]!.instruction, r)));
        } catch (err) {
          if (!(err instanceof ExchangeError)) throw err;
          marketError = err.errorCode === 'BET_LAPSED' ? 'MARKET_SUSPENDED' : err.errorCode;
          for (const { index, instruction } of valid)
            reports[index] = { status: 'FAILURE', errorCode: marketError, instruction };
        }
        const report: PlaceExecutionReport = {
          ...(customerRef ? { customerRef } : {}),
          ...outcomeOf(reports, marketError),
          marketId,
          instructionReports: reports,
        };
        if (refKey) recentRefs.set(refKey, { atMs: now, report });
        return report;
      },
    );
  }

  for (const url of route('cancelOrders')) {
    /**
     * cancelOrders: `{ marketId?, instructions?: { betId, sizeReduction? }[] }` ->
     * CancelExecutionReport. No instructions: every unmatched order of the market (or of every
     * market when marketId is absent too). Reports BET_TAKEN_OR_LAPSED, INVALID_BET_ID.
     */
    app.post(
      url,
      options(url, 'Cancel unmatched orders', CancelOrdersRequest, CancelExecutionReport),
      async (request) => {
        const engine = engineOf(app);
        const { user } = userOf(request);
        const domain = tenantOf(request);
        const { marketId, instructions, customerRef } = request.body;
        if (instructions && instructions.length > 0 && !marketId)
          throw invalid('marketId is required with instructions');
        const markets = marketId
          ? [marketId]
          : [...new Set((await engine.orders(domain.id, user.id)).map((o) => o.marketId))];
        const reports: CancelExecutionReport['instructionReports'] = [];
        let marketError: string | undefined;
        for (const m of markets) {
          try {
            const done = await engine.cancel(
              domain.id,
              user.id,
              m,
              instructions?.map((i) => ({
                betId: i.betId,
                ...(i.sizeReduction !== undefined
                  ? { sizeReductionMinor: Math.round(i.sizeReduction * 100) }
                  : {}),
              })),
            );
            const at = new Date(app.deps.clock.now()).toISOString();
            for (const r of done) {
              const instruction = instructions?.find((i) => i.betId === r.betId) ?? { betId: r.betId };
              reports.push(
                r.ok
                  ? {
                      status: 'SUCCESS',
                      instruction,
                      sizeCancelled: fromMinor(r.cancelledMinor),
                      cancelledDate: at,
                    }
                  : { status: 'FAILURE', errorCode: r.error, instruction, sizeCancelled: 0 },
              );
            }
          } catch (err) {
            if (!(err instanceof ExchangeError)) throw err;
            marketError = err.errorCode;
          }
        }
        return {
          ...(customerRef ? { customerRef } : {}),
          ...outcomeOf(reports, marketError),
          ...(marketId ? { marketId } : {}),
          instructionReports: reports,
        } satisfies CancelExecutionReport;
      },
    );
  }

  for (const url of route('replaceOrders')) {
    /**
     * replaceOrders: `{ marketId, instructions: { betId, newPrice }[] }` -> ReplaceExecutionReport.
     * Each cancels the order's unmatched remainder and places it at the new price (a new betId,
     * the back of the queue). INVALID_ODDS off the ladder, INVALID_PRICE_EDIT at the same price,
     * BET_TAKEN_OR_LAPSED when nothing remains.
     */
    app.post(
      url,
      options(url, 'Change the price of unmatched orders', ReplaceOrdersRequest, ReplaceExecutionReport),
      async (request) => {
        const engine = engineOf(app);
        const { user } = userOf(request);
        const domain = tenantOf(request);
        const { marketId, instructions, customerRef } = request.body;
        const reports: ReplaceExecutionReport['instructionReports'] = [];
        // The records are live: a later instruction sees what an earlier one did to its order.
        const orders = await engine.orders(domain.id, user.id, [marketId]);
        for (const instruction of instructions) {
          const listed = orders.find((o) => o.order.orderId === instruction.betId);
          const error = !listed
            ? 'INVALID_BET_ID'
            : !isOnLadder(instruction.newPrice)
              ? 'INVALID_ODDS'
              : listed.order.remainingMinor === 0
                ? 'BET_TAKEN_OR_LAPSED'
                : Math.round(instruction.newPrice * 100) === listed.order.priceH
                  ? 'INVALID_PRICE_EDIT'
                  : undefined;
          if (error || !listed) {
            reports.push({ status: 'FAILURE', errorCode: error });
            continue;
          }
          try {
            reports.push(
              await replaceOne(
                engine,
                domain.id,
                user.id,
                marketId,
                listed,
                instruction.newPrice,
                app.deps.clock.now(),
              ),
            );
          } catch (err) {
            if (!(err instanceof ExchangeError)) throw err;
            reports.push({
              status: 'FAILURE',
              errorCode: err.errorCode === 'BET_LAPSED' ? 'MARKET_SUSPENDED' : err.errorCode,
            });
          }
        }
        return {
          ...(customerRef ? { customerRef } : {}),
          ...outcomeOf(reports),
          marketId,
          instructionReports: reports,
        } satisfies ReplaceExecutionReport;
      },
    );
  }

  for (const url of route('listCurrentOrders')) {
    /**
     * listCurrentOrders: `{ betIds?, marketIds?, orderProjection?, fromRecord?, recordCount? }` ->
     * `{ currentOrders: CurrentOrderSummary[], moreAvailable }`, newest first: the caller's
     * orders on markets not yet settled (EXECUTABLE while some size is unmatched).
     */
    app.post(
      url,
      options(url, "The caller's current orders", ListCurrentOrdersRequest, CurrentOrderSummaryReport),
      async (request) => {
        const engine = engineOf(app);
        const { user } = userOf(request);
        const {
          betIds,
          marketIds,
          orderProjection = 'ALL',
          fromRecord = 0,
          recordCount = 1000,
        } = request.body;
        const all = (await engine.orders(tenantOf(request).id, user.id, marketIds))
          .filter((o) => !betIds || betIds.includes(o.order.orderId))
          .map(summaryOf)
          .filter((s) => orderProjection === 'ALL' || s.status === orderProjection);
        const page = all.slice(fromRecord, fromRecord + (recordCount || 1000));
        return { currentOrders: page, moreAvailable: fromRecord + page.length < all.length };
      },
    );
  }

  for (const url of route('listMarketBook')) {
    /**
     * listMarketBook: `{ marketIds (1..40), priceProjection?, orderProjection? }` -> MarketBook[]:
     * the brand's book per runner (best 3 levels a side, every level with priceData
     * EX_ALL_OFFERS; sizes really available: the house's
     * quotes and customers' orders), and with orderProjection the caller's orders on each runner.
     * Unknown or non-exchange markets are left out (Betfair's behaviour).
     */
    app.post(
      url,
      options(
        url,
        "The brand's order book of exchange markets",
        ListMarketBookRequest,
        Type.Array(ExchangeMarketBook),
      ),
      async (request) => {
        const engine = engineOf(app);
        const { user } = userOf(request);
        const domain = tenantOf(request);
        const books = [];
        for (const marketId of request.body.marketIds) {
          const depth = request.body.priceProjection?.priceData?.includes('EX_ALL_OFFERS') ? 350 : 3;
          const book = await engine.marketBook(domain.id, marketId, depth).catch((err: unknown) => {
            if (err instanceof ExchangeError) return undefined;
            throw err;
          });
          if (!book) continue;
          const orders = request.body.orderProjection
            ? (await engine.orders(domain.id, user.id, [marketId])).map(summaryOf)
            : undefined;
          const runners = book.runners.map(({ runner, ladder }) => ({
            selectionId: runner.selectionId,
            handicap: 0,
            status: runner.status,
            ex: {
              availableToBack: priceSizesOf(ladder.availableToBack),
              availableToLay: priceSizesOf(ladder.availableToLay),
            },
            ...(orders ? { orders: orders.filter((o) => o.selectionId === runner.selectionId) } : {}),
          }));
          books.push({
            marketId,
            isMarketDataDelayed: false,
            status: book.market.status,
            betDelay: book.market.betDelay,
            inplay: book.market.inplay,
            version: book.market.version,
            totalMatched: book.market.totalMatched,
            totalAvailable: runners.reduce(
              (sum, r) =>
                sum + [...r.ex.availableToBack, ...r.ex.availableToLay].reduce((s, l) => s + l.size, 0),
              0,
            ),
            numberOfRunners: runners.length,
            runners,
          });
        }
        return books;
      },
    );
  }
}

function placeReport(instruction: PlaceInstruction, r: OrderReport): PlaceInstructionReport {
  if (!r.ok) return { status: 'FAILURE', errorCode: wireCode(r.error), instruction };
  const s: CurrentOrderSummary = summaryOf({ marketId: '', matchId: '', selectionName: '', order: r.order });
  return {
    status: 'SUCCESS',
    orderStatus: s.status,
    instruction,
    betId: s.betId,
    placedDate: s.placedDate,
    averagePriceMatched: s.averagePriceMatched,
    sizeMatched: s.sizeMatched,
  };
}

/**
 * A report's overall status and code (Betfair): SUCCESS when no instruction failed, FAILURE when
 * all did or the whole call was refused, else PROCESSED_WITH_ERRORS; the code is the call's, else
 * the first failure's when all failed, else PROCESSED_WITH_ERRORS.
 */
function outcomeOf(
  reports: readonly { status: string; errorCode?: string }[],
  marketError?: string,
): { status: 'SUCCESS' | 'FAILURE' | 'PROCESSED_WITH_ERRORS'; errorCode?: string } {
  const failed = reports.filter((r) => r.status === 'FAILURE');
  if (!marketError && failed.length === 0) return { status: 'SUCCESS' };
  const all = Boolean(marketError) || failed.length === reports.length;
  const errorCode = marketError ?? (all ? failed[0]!.errorCode : undefined) ?? 'PROCESSED_WITH_ERRORS';
  return { status: all ? 'FAILURE' : 'PROCESSED_WITH_ERRORS', errorCode };
}

/**
 * Betfair's code for one of the engine's own (docs/rules/betfair-api.md error codes): the exposure
 * limit and a player-protection loss limit (issue 17) are LOSS_LIMIT_EXCEEDED, a stake limit
 * PERMISSION_DENIED (Betfair has no stake-limit code), a held account INVALID_ACCOUNT_STATE.
 */
const WIRE_CODES: Record<string, string> = {
  EXPOSURE_LIMIT: 'LOSS_LIMIT_EXCEEDED',
  LOSS_LIMIT: 'LOSS_LIMIT_EXCEEDED',
  STAKE_LIMIT: 'PERMISSION_DENIED',
  ACCOUNT_HELD: 'INVALID_ACCOUNT_STATE',
};
const wireCode = (code: string) => WIRE_CODES[code] ?? code;

async function replaceOne(
  engine: ExchangeEngine,
  domainId: string,
  userId: string,
  marketId: string,
  listed: ListedOrder,
  newPrice: number,
  nowMs: number,
): Promise<ReplaceExecutionReport['instructionReports'][number]> {
  const o = listed.order;
  const [cancelled] = await engine.cancel(domainId, userId, marketId, [{ betId: o.orderId }]);
  const cancelReport = {
    status: cancelled!.ok ? ('SUCCESS' as const) : ('FAILURE' as const),
    ...(cancelled!.error ? { errorCode: cancelled!.error } : {}),
    instruction: { betId: o.orderId },
    sizeCancelled: fromMinor(cancelled!.cancelledMinor),
    cancelledDate: new Date(nowMs).toISOString(),
  };
  if (!cancelled!.ok)
    return { status: 'FAILURE', errorCode: cancelled!.error, cancelInstructionReport: cancelReport };
  const instruction: PlaceInstruction = {
    orderType: 'LIMIT',
    selectionId: o.selectionId,
    side: o.side,
    limitOrder: {
      size: fromMinor(cancelled!.cancelledMinor),
      price: newPrice,
      persistenceType: o.persistence,
    },
  };
  const [placed] = await engine.place(domainId, userId, marketId, [
    {
      selectionId: o.selectionId,
      side: o.side,
      priceH: Math.round(newPrice * 100),
      sizeMinor: cancelled!.cancelledMinor,
      persistence: o.persistence,
    },
  ]);
  const placeInstructionReport = placeReport(instruction, placed!);
  return {
    status: placeInstructionReport.status,
    ...(placeInstructionReport.errorCode ? { errorCode: placeInstructionReport.errorCode } : {}),
    cancelInstructionReport: cancelReport,
    placeInstructionReport,
  };
}
