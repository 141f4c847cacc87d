import {
  DataEnvelope,
  errorResponses,
  QuickStakesBody,
  QuickStakesData,
  QuickStakesSaved,
} from '@backlay/contracts';
import type { AppInstance } from '../../http/instance';
import { requireUser, userOf } from '../../http/guards';
import { saveStakes, stakesOf } from './service';
import { STAKES_UPDATED_MESSAGE } from '@backlay/contracts/constants';

const tags = ['settings'];
const security = [{ userToken: [] }];

/**
 * The signed-in user's settings (docs/rules/specification.md §2 /settings, issue 5 item 7): the 8 quick stakes, kept per
 * user on the server so they follow the user across devices.
 */
export async function settingsRoutes(app: AppInstance): Promise<void> {
  const guard = requireUser(app);

  /**
   * GET /api/settings/stakes -> {status, data: {stakes: integer[8], updatedAt}}: the caller's
   * quick stakes, the defaults 100, 200, 500, 1000, 2000, 5000, 10000, 20000 (updatedAt null)
   * when never saved. 401 without a session.
   */
  app.get(
    '/api/settings/stakes',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: "The user's quick stakes",
        response: { 200: DataEnvelope(QuickStakesData), ...errorResponses },
      },
    },
    async (request) => ({ status: true, data: await stakesOf(app.deps.db, userOf(request).user.id) }),
  );

  /**
   * POST /api/settings/stakes {stakes: integer[8]} -> {status, message, data}: replaces the
   * caller's quick stakes. 400 (nothing stored) unless `stakes` is exactly 8 integers
   * 0..10,000,000; 401 without a session. Only the caller's own row is ever written.
   */
  app.post(
    '/api/settings/stakes',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: "Save the user's quick stakes",
        body: QuickStakesBody,
        response: { 200: QuickStakesSaved, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = userOf(request);
      const data = await saveStakes(
        app.deps.db,
        user.id,
        request.body.stakes,
        new Date(app.deps.clock.now()),
      );
      return { status: true, message: STAKES_UPDATED_MESSAGE, data };
    },
  );
}
