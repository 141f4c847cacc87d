import {
  DeclareResult,
  errorResponses,
  HeldBetParams,
  HeldBetsResponse,
  HoldReleased,
  ResultDeclared,
} from '@backlay/contracts';
import { Type } from 'typebox';
import type { AppInstance } from '../../http/instance';
import { forbidden, invalid, notFound } from '../../domain-errors';
import { operatorOf, requireOperator } from '../../http/guards';
import { listHolds, releaseHold } from './hold-review';
import { settleMarket } from './settlement';

/** Roles that may declare or correct a market result: markets are shared by every brand. */
export const RESULT_ROLES = new Set(['Admin']);

/** Operator result declaration (issue 4 item 5: a result "from the feed's bus or an operator"). */
export async function bettingAdminRoutes(app: AppInstance): Promise<void> {
  /**
   * POST /api/admin/markets/{marketId}/result {winnerSelectionId | value | void} -> settles the
   * market with the next result version: a first declaration settles it, a later one reverses
   * the earlier settlement and posts the new one. 401 without an operator token, 403 for a role
   * other than Admin, 404 for a market nobody bet on and the feed never decided, 400 for a
   * result that names nothing.
   */
  app.post(
    '/api/admin/markets/:marketId/result',
    {
      preHandler: requireOperator(app),
      schema: {
        tags: ['admin'],
        summary: 'Declare or correct a market result',
        security: [{ userToken: [] }],
        params: Type.Object({ marketId: Type.String({ pattern: '^[0-9.]{3,40}$' }) }),
        body: DeclareResult,
        response: { 200: ResultDeclared, ...errorResponses },
      },
    },
    async (request) => {
      if (!RESULT_ROLES.has(operatorOf(request).role)) throw forbidden('Only an Admin may declare results.');
      const { marketId } = request.params;
      const body = request.body;
      if (!body.void && body.winnerSelectionId === undefined && body.value === undefined) {
        throw invalid('A result names a winnerSelectionId, a value or void');
      }
      const db = app.deps.db;
      const known =
        (await db
          .selectFrom('market_results')
          .select('market_id')
          .where('market_id', '=', marketId)
          .executeTakeFirst()) ??
        (await db
          .selectFrom('bets')
          .select('market_id')
          .where('market_id', '=', marketId)
          .executeTakeFirst());
      if (!known) throw notFound(`Unknown market: ${marketId}`);
      const previous = await db
        .selectFrom('market_settlements')
        .select('result_version')
        .where('market_id', '=', marketId)
        .executeTakeFirst();
      const version = (previous?.result_version ?? 0) + 1;
      const report = await settleMarket(db, { marketId, version, ...body }, new Date(app.deps.clock.now()));
      return {
        status: true,
        message: `Result of ${marketId} settled (version ${version})`,
        version,
        betsSettled: report.betsSettled,
        betsHeld: report.held.length,
      };
    },
  );

  /**
   * GET /api/admin/settlement/holds -> {status, data: HeldBetRow[]}: the bets of the operator's
   * brand that a settlement set aside because their account could not pay (issue 12), oldest
   * first. 401 without an operator token, 403 for a role other than Admin.
   */
  app.get(
    '/api/admin/settlement/holds',
    {
      preHandler: requireOperator(app),
      schema: {
        tags: ['admin'],
        summary: 'Bets set aside by a settlement',
        security: [{ userToken: [] }],
        response: { 200: HeldBetsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      if (!RESULT_ROLES.has(operator.role)) throw forbidden('Only an Admin may review settlements.');
      return { status: true, data: await listHolds(app.deps.db, operator.domain_id) };
    },
  );

  /**
   * POST /api/admin/settlement/holds/{betId}/release -> {status, message, betsSettled}: posts the
   * held settlement of the bet and of its account's other held bets on the market (issue 12).
   * 401 without an operator token, 403 for a role other than Admin, 404 for a bet of another
   * brand or with no open hold, 400 when the account still cannot pay (credit it first).
   */
  app.post(
    '/api/admin/settlement/holds/:betId/release',
    {
      preHandler: requireOperator(app),
      schema: {
        tags: ['admin'],
        summary: 'Release a bet set aside by a settlement',
        security: [{ userToken: [] }],
        params: HeldBetParams,
        response: { 200: HoldReleased, ...errorResponses },
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      if (!RESULT_ROLES.has(operator.role)) throw forbidden('Only an Admin may review settlements.');
      const settled = await releaseHold(
        app.deps.db,
        operator.domain_id,
        request.params.betId.toLowerCase(),
        new Date(app.deps.clock.now()),
      );
      return { status: true, message: `Settled ${settled} bet(s)`, betsSettled: settled };
    },
  );
}
