import {
  AdminCasinoRoundResponse,
  AdminCasinoTableParams,
  AdminCasinoTablesResponse,
  AdminMarketParams,
  AdminMarketsQuery,
  AdminMarketsResponse,
  AdminMatchParams,
  AdminRoundParams,
  DeclareResult,
  errorResponses,
  HouseLimitBody,
  HouseLimitResponse,
  MarketControlResponse,
  ResultDeclared,
} from '@backlay/contracts';
import { fromMinor } from '@backlay/exchange';
import { auditContext, operatorOf, requireOperator, requireRole } from '../../http/guards';
import type { AppInstance } from '../../http/instance';
import {
  casinoRound,
  casinoTables,
  type ControlScope,
  declareMarketResult,
  listMarkets,
  type RiskDeps,
  setHouseLimit,
  setSuspension,
} from './index';

const security = [{ userToken: [] }];

/**
 * The back office's markets, risk and casino routes (issue 16 items 4 and 5; docs/backoffice.md
 * "Markets, risk and casino"), all Admin only (403 for any other operator, 401 without an
 * operator token), every change audited.
 */
export async function riskRoutes(app: AppInstance): Promise<void> {
  const admin = [requireOperator(app), requireRole('Admin')];
  const deps = (): RiskDeps => ({
    db: app.deps.db,
    feed: app.deps.feed,
    dealer: app.deps.dealer,
    refreshHouseCap: app.deps.exchange && ((d, m) => app.deps.exchange!.refreshHouseCap(d, m)),
  });

  /**
   * GET /api/admin/markets?sportId&inPlay -> {status, data: matches}: the feed's live list of
   * matches with their markets and the brand's match book (listMarkets). 400 on a bad filter.
   */
  app.get(
    '/api/admin/markets',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        summary: "Live matches and markets with the brand's match book",
        security,
        querystring: AdminMarketsQuery,
        response: { 200: AdminMarketsResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await listMarkets(app.deps.db, app.deps.feed, operatorOf(request).domain_id, request.query),
    }),
  );

  /** One suspend or resume route of a market or match (setSuspension; 404 for one the feed does not list). */
  const control = (scope: 'market' | 'match', suspended: boolean) => {
    const verb = suspended ? 'suspend' : 'resume';
    app.post(
      scope === 'market' ? `/api/admin/markets/:marketId/${verb}` : `/api/admin/matches/:matchId/${verb}`,
      {
        preHandler: admin,
        schema: {
          tags: ['admin'],
          summary: `${suspended ? 'Suspend' : 'Resume'} a ${scope === 'market' ? 'market' : 'whole match'}`,
          security,
          params: scope === 'market' ? AdminMarketParams : AdminMatchParams,
          response: { 200: MarketControlResponse, ...errorResponses },
        },
      },
      async (request) => {
        const params = request.params as { marketId?: string; matchId?: string };
        const id = (scope === 'market' ? params.marketId : params.matchId)!;
        const done = await setSuspension(deps(), auditContext(app, request), scope, id, suspended);
        return {
          status: true,
          message: `${scope === 'market' ? 'Market' : 'Match'} ${done.id} ${suspended ? 'suspended' : 'resumed'}`,
          data: { scope, id: done.id, suspended },
        };
      },
    );
  };
  control('market', true);
  control('market', false);
  control('match', true);
  control('match', false);

  /**
   * POST /api/admin/markets/{marketId}/result {winnerSelectionId | value | void} -> settles the
   * market with the next result version: a first declaration settles it, a later one reverses
   * the earlier settlement and posts the new one (issue 4 item 5; issue 16 item 4), audited
   * `market.result`. 404 for a market nobody bet on and the feed never decided, 400 for a result
   * that names nothing.
   */
  app.post(
    '/api/admin/markets/:marketId/result',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        summary: 'Declare or correct a market result',
        security,
        params: AdminMarketParams,
        body: DeclareResult,
        response: { 200: ResultDeclared, ...errorResponses },
      },
    },
    async (request) => {
      const { marketId } = request.params;
      const d = await declareMarketResult(
        deps(),
        auditContext(app, request),
        { marketId, ...request.body },
        'market.result',
      );
      return {
        status: true,
        message: `Result of ${marketId} settled (version ${d.version})`,
        version: d.version,
        betsSettled: d.report.betsSettled,
        betsHeld: d.report.held.length,
      };
    },
  );

  /**
   * POST /api/admin/markets/{marketId}/void -> voids the market as the next result version: every
   * bet settles void (stakes back; a settled market's postings are reversed first), audited
   * `market.void`. 404 for a market nobody bet on and the feed never decided.
   */
  app.post(
    '/api/admin/markets/:marketId/void',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        summary: 'Void a market (every bet refunded)',
        security,
        params: AdminMarketParams,
        response: { 200: ResultDeclared, ...errorResponses },
      },
    },
    async (request) => {
      const { marketId } = request.params;
      const d = await declareMarketResult(
        deps(),
        auditContext(app, request),
        { marketId, void: true },
        'market.void',
      );
      return {
        status: true,
        message: `Market ${marketId} voided (version ${d.version})`,
        version: d.version,
        betsSettled: d.report.betsSettled,
        betsHeld: d.report.held.length,
      };
    },
  );

  /**
   * PUT /api/admin/markets/{marketId}/house-limit {limit: number | null} -> the brand's house
   * quoting limit on the exchange market (currency units; null: the brand's cap) and the cap now
   * in force (setHouseLimit). 404 unknown market; 400 not an exchange market, or a bad limit.
   */
  app.put(
    '/api/admin/markets/:marketId/house-limit',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        summary: "The brand's house quoting limit on an exchange market",
        security,
        params: AdminMarketParams,
        body: HouseLimitBody,
        response: { 200: HouseLimitResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { marketId } = request.params;
      const done = await setHouseLimit(deps(), auditContext(app, request), marketId, request.body.limit);
      return {
        status: true,
        message: `House limit of ${marketId} ${done.limit === null ? 'removed' : 'set'}`,
        data: {
          marketId,
          limit: done.limit,
          capInForce:
            done.capInForceMinor === undefined ? (done.limit ?? 0) : fromMinor(done.capInForceMinor),
        },
      };
    },
  );

  /** GET /api/admin/casino/tables -> {status, data: tables}: each table's status and the brand's figures (casinoTables). */
  app.get(
    '/api/admin/casino/tables',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        summary: 'Casino tables: status, rounds, turnover and return to player',
        security,
        response: { 200: AdminCasinoTablesResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await casinoTables(app.deps.db, app.deps.dealer, operatorOf(request).domain_id),
    }),
  );

  /** One pause or resume route of a casino table (setSuspension, scope 'casino'; 404 for a table not dealt). */
  const tableControl = (paused: boolean) =>
    app.post(
      `/api/admin/casino/tables/:casinoType/${paused ? 'pause' : 'resume'}`,
      {
        preHandler: admin,
        schema: {
          tags: ['admin'],
          summary: paused ? 'Pause a casino table (after its current round)' : 'Resume a paused casino table',
          security,
          params: AdminCasinoTableParams,
          response: { 200: MarketControlResponse, ...errorResponses },
        },
      },
      async (request) => {
        const scope: ControlScope = 'casino';
        const done = await setSuspension(
          deps(),
          auditContext(app, request),
          scope,
          request.params.casinoType,
          paused,
        );
        return {
          status: true,
          message: `Table ${done.id} ${paused ? 'paused' : 'resumed'}`,
          data: { scope, id: done.id, suspended: paused },
        };
      },
    );
  tableControl(true);
  tableControl(false);

  /**
   * GET /api/admin/casino/rounds/{roundId} -> {status, data}: the round's commitment, its seed
   * once revealed, its result and verification, and the brand's bets on it (casinoRound). 404
   * unknown round.
   */
  app.get(
    '/api/admin/casino/rounds/:roundId',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        summary: 'A casino round: commitment, seed, result and verification',
        security,
        params: AdminRoundParams,
        response: { 200: AdminCasinoRoundResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await casinoRound(
        app.deps.db,
        app.deps.dealer,
        operatorOf(request).domain_id,
        request.params.roundId,
      ),
    }),
  );
}
