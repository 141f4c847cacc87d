import { toMinor } from '@backlay/exchange';
import type { Db } from '../../db/index';
import type { CasinoDealer } from '../../dealer/index';
import { invalid, notFound } from '../../domain-errors';
import type { FeedEngine } from '../../feed/index';
import { declareResult, type Declaration } from '../betting/index';
import { recordAudit, type AuditEntry } from '../operators/index';
import { applyControl, writeControl, writeHouseLimit, type ControlScope } from './controls';

/** Who acts, from where and when (the route's auditContext). */
export type ActorContext = Pick<AuditEntry, 'actor' | 'ip' | 'at'>;

/** What the risk services reach: the database, the feed, the dealer and the exchange engine's cap refresh. */
export interface RiskDeps {
  db: Db;
  feed?: FeedEngine;
  dealer?: CasinoDealer;
  /** The exchange engine's `refreshHouseCap` (absent without a feed); returns the cap in force, minor units. */
  refreshHouseCap?: (domainId: string, marketId: string) => Promise<number>;
}

const byOf = (ctx: ActorContext) => `${ctx.actor.user_name}@${ctx.actor.domain_id}`;

/** The audit action of a suspension change: market/match suspend or resume, casino pause or resume. */
const actionOf = (scope: ControlScope, suspended: boolean) =>
  scope === 'casino'
    ? `casino.${suspended ? 'pause' : 'resume'}`
    : `${scope}.${suspended ? 'suspend' : 'resume'}`;

/**
 * An operator suspends (`suspended` true) or resumes a market, a whole match or a casino table
 * (issue 16 items 4 and 5; docs/backoffice.md "Markets, risk and casino"). The control is stored
 * with its audit entry (`market.suspend`, `market.resume`, `match.suspend`, `match.resume`,
 * `casino.pause`, `casino.resume`; before and after `{suspended}`) in one transaction, then put
 * on the feed (customers see the market SUSPENDED, bets are refused, the exchange engine stops
 * matching and withdraws the house) or the dealer (no new round after the current one). Per
 * platform: the feed and the dealer serve every brand. Returns the id as stored (a casino alias
 * becomes its type). Errors: 404 'Unknown market: {id}', 'Unknown match: {id}' or 'Unknown casino
 * table: {id}' for what the feed or the dealer does not list now.
 */
export async function setSuspension(
  deps: RiskDeps,
  ctx: ActorContext,
  scope: ControlScope,
  id: string,
  suspended: boolean,
): Promise<{ id: string; changed: boolean }> {
  let target = id;
  if (scope === 'market' && !deps.feed?.store.get(id)) throw notFound(`Unknown market: ${id}`);
  if (scope === 'match' && !deps.feed?.match(id)) throw notFound(`Unknown match: ${id}`);
  if (scope === 'casino') {
    const table = deps.dealer?.table(id);
    if (!table) throw notFound(`Unknown casino table: ${id}`);
    target = table.game.type;
  }
  const before = await deps.db.transaction().execute(async (trx) => {
    const was = await writeControl(trx, { scope, id: target, suspended, now: ctx.at, by: byOf(ctx) });
    await recordAudit(trx, {
      ...ctx,
      action: actionOf(scope, suspended),
      target: `${scope}:${target}`,
      before: { suspended: was },
      after: { suspended },
    });
    return was;
  });
  applyControl(deps, scope, target, suspended);
  return { id: target, changed: before !== suspended };
}

/**
 * Sets brand `ctx.actor.domain_id`'s house quoting limit on exchange market `marketId` (issue 16
 * item 4): `limit` in currency units (at most 2 decimals, >= 0), or null to fall back to the
 * brand's cap (domain_limits.house_cap_minor). Stored with its audit entry (`market.houseLimit`,
 * before and after `{limit}` in currency units, null: none) in one transaction, then applied to
 * the brand's running book (the house's quotes posted again within it). Returns the limit and
 * the cap now in force, currency units. Errors: 404 'Unknown market: {marketId}'; 400 for a
 * market that is not an exchange market or a limit with more than 2 decimals.
 */
export async function setHouseLimit(
  deps: RiskDeps,
  ctx: ActorContext,
  marketId: string,
  limit: number | null,
): Promise<{ limit: number | null; capInForceMinor: number | undefined }> {
  const stored = deps.feed?.store.get(marketId);
  if (!stored) throw notFound(`Unknown market: ${marketId}`);
  if (!('totalMatched' in stored.value)) throw invalid('A house limit applies to exchange markets only');
  let capMinor: number | null = null;
  if (limit !== null) {
    if (!Number.isFinite(limit) || limit < 0 || Math.abs(limit * 100 - Math.round(limit * 100)) > 1e-6)
      throw invalid('limit must be a non-negative amount with at most 2 decimals');
    capMinor = toMinor(limit);
  }
  const domainId = ctx.actor.domain_id;
  await deps.db.transaction().execute(async (trx) => {
    const was = await writeHouseLimit(trx, { domainId, marketId, capMinor, now: ctx.at, by: byOf(ctx) });
    await recordAudit(trx, {
      ...ctx,
      action: 'market.houseLimit',
      target: `market:${marketId}`,
      before: { limit: was === null ? null : was / 100 },
      after: { limit: capMinor === null ? null : capMinor / 100 },
    });
  });
  const capInForceMinor = await deps.refreshHouseCap?.(domainId, marketId);
  return { limit: capMinor === null ? null : capMinor / 100, capInForceMinor };
}

/**
 * An operator declares, corrects or voids market `marketId`'s result (issue 16 item 4; issue 4
 * item 5): betting's declareResult settles the next result version (a correction reverses the
 * earlier settlement and posts the new one; a void refunds every bet) and the audit entry
 * (`market.result` or `market.void`, before: the previous result or null, after: the new one) is
 * written in its transaction, and a market the feed still lists is suspended in it too (no bet can
 * be accepted after the settlement; an operator may resume it). Markets are shared: every brand's bets settle. Errors as
 * declareResult: 400 for a result that names nothing, 404 for a market nobody bet on and the feed
 * never decided.
 */
export async function declareMarketResult(
  deps: RiskDeps,
  ctx: ActorContext,
  input: { marketId: string; winnerSelectionId?: string; value?: number; void: boolean },
  action: 'market.result' | 'market.void',
): Promise<Declaration> {
  // A market the feed still lists is suspended with the declaration: the bets it settled are all
  // it has, so a bet accepted after it could never settle (a later feed result finds it settled).
  const listed = deps.feed?.store.get(input.marketId) !== undefined;
  const d = await declareResult(deps.db, input, ctx.at, async (trx, d) => {
    if (listed)
      await writeControl(trx, {
        scope: 'market',
        id: d.marketId,
        suspended: true,
        now: ctx.at,
        by: byOf(ctx),
      });
    await recordAudit(trx, {
      ...ctx,
      action,
      target: `market:${d.marketId}`,
      before: d.before,
      after: { ...d.after, version: d.version, suspended: listed },
    });
  });
  if (listed) applyControl(deps, 'market', input.marketId, true);
  return d;
}
