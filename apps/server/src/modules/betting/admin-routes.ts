import { errorResponses, HeldBetParams, HeldBetsResponse, HoldReleased } from '@backlay/contracts';
import type { AppInstance } from '../../http/instance';
import { forbidden } from '../../domain-errors';
import { operatorOf, requireOperator } from '../../http/guards';
import { listHolds, releaseHold } from './hold-review';

/** Roles that may review settlements: markets are shared by every brand. */
export const RESULT_ROLES = new Set(['Admin']);

/**
 * The operator's review of settlements (issue 12). An operator's result declaration (issue 4 item
 * 5: a result "from the feed's bus or an operator") is with the back office's markets, in
 * modules/risk/routes.ts (issue 16 item 4), over betting's declareResult.
 */
export async function bettingAdminRoutes(app: AppInstance): Promise<void> {
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
