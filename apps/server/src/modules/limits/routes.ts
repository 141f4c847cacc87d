import { DataEnvelope, errorResponses, EventLockBody, LockedSport, MinMax } from '@backlay/contracts';
import { Type } from 'typebox';
import type { AppInstance } from '../../http/instance';
import { requireTenant, requireUser, tenantOf, userOf } from '../../http/guards';
import { notFound } from '../../domain-errors';
import { minMaxOf, sportLocksOf } from './service';

/** Stake limits per brand and sport locks per user (docs/rules/specification.md §7, issue 3 item 5). */
export async function limitsRoutes(app: AppInstance): Promise<void> {
  /**
   * GET /api/get-min-max/{domainId} -> {status, data: [MinMax]} for the caller's brand; another
   * brand's id is 404 (docs/rules/specification.md §3 Min/max data: a list per domain; defaults docs/rules/specification.md §5).
   */
  app.get(
    '/api/get-min-max/:domainId',
    {
      preHandler: requireTenant(app),
      schema: {
        tags: ['limits'],
        summary: 'Stake limits of the brand',
        params: Type.Object({ domainId: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: DataEnvelope(Type.Array(MinMax)), ...errorResponses },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      if (request.params.domainId !== tenant.id) throw notFound(`Unknown domain: ${request.params.domainId}`);
      return { status: true, data: [await minMaxOf(app.deps.db, tenant.id)] };
    },
  );

  /**
   * POST /api/sports/fetch/event/lock {setFor} -> the signed-in user's sport locks. `setFor` must
   * be the caller's own id (the server never trusts a user id from the client): another is 404.
   */
  app.post(
    '/api/sports/fetch/event/lock',
    {
      preHandler: requireUser(app),
      schema: {
        tags: ['limits'],
        summary: "The user's locked sports",
        security: [{ userToken: [] }],
        body: EventLockBody,
        response: { 200: DataEnvelope(Type.Array(LockedSport)), ...errorResponses },
      },
    },
    async (request) => {
      const { user } = userOf(request);
      if (request.body.setFor !== user.id) throw notFound(`Unknown user: ${request.body.setFor}`);
      return { status: true, data: await sportLocksOf(app.deps.db, user.id) };
    },
  );
}
