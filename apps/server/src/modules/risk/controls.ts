import type { Kysely } from 'kysely';
import type { Db } from '../../db/index';
import type { Database } from '../../db/schema';
import type { CasinoDealer } from '../../dealer/index';
import type { FeedEngine } from '../../feed/index';

/**
 * The operators' controls of markets, matches and casino tables (migration 018; issue 16 items 4
 * and 5): the tables `market_controls` and `market_house_limits`, written only here. The feed's
 * and the dealer's in-memory state follows them: set on each change, re-applied at start
 * ({@link applyMarketControls}). With several nodes every non-stream request reaches the engines'
 * node (docs/cluster.md), whose feed and dealer are the ones changed.
 */

/** What an operator's suspension names: a market, a whole match, or a casino table. */
export type ControlScope = 'market' | 'match' | 'casino';

/** The engines a control acts on (absent ones are skipped). */
export interface ControlTargets {
  feed?: FeedEngine;
  dealer?: CasinoDealer;
}

/** Whether `scope` `id` is suspended by an operator now (no row: not). */
export async function isSuspendedControl(db: Db, scope: ControlScope, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('market_controls')
    .select('suspended')
    .where('scope', '=', scope)
    .where('target_id', '=', id)
    .executeTakeFirst();
  return row?.suspended ?? false;
}

/**
 * Sets the suspension of `scope` `id` in `trx` (the caller's transaction, with its audit entry),
 * the row locked first; returns whether it was suspended before. `by` names the operator
 * (`{userName}@{domain}`).
 */
export async function writeControl(
  trx: Kysely<Database>,
  c: { scope: ControlScope; id: string; suspended: boolean; now: Date; by: string },
): Promise<boolean> {
  const before = await trx
    .selectFrom('market_controls')
    .select('suspended')
    .where('scope', '=', c.scope)
    .where('target_id', '=', c.id)
    .forUpdate()
    .executeTakeFirst();
  const row = { suspended: c.suspended, updated_at: c.now, updated_by: c.by };
  await trx
    .insertInto('market_controls')
    .values({ scope: c.scope, target_id: c.id, ...row })
    .onConflict((oc) => oc.columns(['scope', 'target_id']).doUpdateSet(row))
    .execute();
  return before?.suspended ?? false;
}

/** Puts one control on the engines: the feed's suspension of a market or match, the dealer's pause of a table. */
export function applyControl(
  targets: ControlTargets,
  scope: ControlScope,
  id: string,
  suspended: boolean,
): void {
  if (scope === 'casino') {
    if (suspended) targets.dealer?.pause(id);
    else targets.dealer?.resume(id);
  } else targets.feed?.setSuspended(scope, id, suspended);
}

/**
 * Re-applies every stored suspension to the feed and the dealer (platform.ts, before the feed's
 * first tick and the dealer's start). Returns how many were applied.
 */
export async function applyMarketControls(db: Db, targets: ControlTargets): Promise<number> {
  const rows = await db
    .selectFrom('market_controls')
    .select(['scope', 'target_id'])
    .where('suspended', '=', true)
    .execute();
  for (const row of rows) applyControl(targets, row.scope, row.target_id, true);
  return rows.length;
}

/** Ids of `scope` suspended now (the markets list marks them). */
export async function suspendedIds(db: Db, scope: ControlScope): Promise<Set<string>> {
  const rows = await db
    .selectFrom('market_controls')
    .select('target_id')
    .where('scope', '=', scope)
    .where('suspended', '=', true)
    .execute();
  return new Set(rows.map((r) => r.target_id));
}

/**
 * Brand `domainId`'s house quoting limit on `marketId` (issue 16 item 4), minor units; undefined
 * when none is set (the engine then uses the brand's cap). The exchange engine's `houseLimitOf`.
 */
export async function houseLimitOf(db: Db, domainId: string, marketId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('market_house_limits')
    .select('cap_minor')
    .where('domain_id', '=', domainId)
    .where('market_id', '=', marketId)
    .executeTakeFirst();
  return row?.cap_minor;
}

/** Brand `domainId`'s house limits on `marketIds`, minor units, by market id. */
export async function houseLimitsOf(
  db: Db,
  domainId: string,
  marketIds: readonly string[],
): Promise<Map<string, number>> {
  if (marketIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('market_house_limits')
    .select(['market_id', 'cap_minor'])
    .where('domain_id', '=', domainId)
    .where('market_id', 'in', marketIds)
    .execute();
  return new Map(rows.map((r) => [r.market_id, r.cap_minor]));
}

/**
 * Sets (or with null removes) brand `domainId`'s house limit on `marketId` in `trx` (with its
 * audit entry); returns the limit before (minor units, null: none).
 */
export async function writeHouseLimit(
  trx: Kysely<Database>,
  h: { domainId: string; marketId: string; capMinor: number | null; now: Date; by: string },
): Promise<number | null> {
  const before = await trx
    .selectFrom('market_house_limits')
    .select('cap_minor')
    .where('domain_id', '=', h.domainId)
    .where('market_id', '=', h.marketId)
    .forUpdate()
    .executeTakeFirst();
  if (h.capMinor === null) {
    await trx
      .deleteFrom('market_house_limits')
      .where('domain_id', '=', h.domainId)
      .where('market_id', '=', h.marketId)
      .execute();
  } else {
    const row = { cap_minor: h.capMinor, updated_at: h.now, updated_by: h.by };
    await trx
      .insertInto('market_house_limits')
      .values({ domain_id: h.domainId, market_id: h.marketId, ...row })
      .onConflict((oc) => oc.columns(['domain_id', 'market_id']).doUpdateSet(row))
      .execute();
  }
  return before?.cap_minor ?? null;
}
