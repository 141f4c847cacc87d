import { errorResponses, HealthResponse, IpResponse } from '@backlay/contracts';
import { sql } from 'kysely';
import type { AppInstance } from '../../http/instance';

/** Liveness and the caller's address. */
export async function healthRoutes(app: AppInstance): Promise<void> {
  const startedAt = Date.now();

  /** GET /api/healthz -> {status:'ok', database:'ok', uptimeMs}; 500 when the database fails. */
  app.get(
    '/api/healthz',
    {
      schema: {
        tags: ['ops'],
        summary: 'Health check',
        response: { 200: HealthResponse, ...errorResponses },
      },
    },
    async () => {
      await sql`select 1`.execute(app.deps.db);
      return { status: 'ok' as const, database: 'ok' as const, uptimeMs: Date.now() - startedAt };
    },
  );

  /**
   * GET /api/ip -> {ip}: the caller's address as seen by the server (behind a proxy only with
   * TRUST_PROXY=true). The default IP lookup of the sign-in flow (docs/rules/specification.md §7, issue 2 item 6).
   */
  app.get(
    '/api/ip',
    {
      schema: {
        tags: ['ops'],
        summary: "Caller's IP address",
        response: { 200: IpResponse, ...errorResponses },
      },
    },
    async (request) => ({ ip: request.ip }),
  );
}
