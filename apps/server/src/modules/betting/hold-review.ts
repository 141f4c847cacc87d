import type { HeldBetRow } from '@backlay/contracts';
import { fromMinor } from '@backlay/exchange';
import { sql } from 'kysely';
import type { Db } from '../../db/index';
import { DomainError } from '../../domain-errors';
import type { TransferInput } from '../wallet/index';
import { writeSettlement, type BetSettlement } from './holds';
import { lockMarket } from './settlement';

/**
 * The operator's side of the settlement holds (issue 12; holds.ts): the list of bets set aside,
 * their release once the account can pay, and the exposure part of the money audit.
 */

/** The bets of brand `domainId` set aside and not yet released, oldest first (wire shape). */
export async function listHolds(db: Db, domainId: string): Promise<HeldBetRow[]> {
  const rows = await db
    .selectFrom('settlement_holds as h')
    .innerJoin('bets as b', 'b.id', 'h.bet_id')
    .innerJoin('users as u', 'u.id', 'h.user_id')
    .select([
      'h.bet_id',
      'u.user_name',
      'h.market_id',
      'b.event_name',
      'b.market_name',
      'b.selection_name',
      'h.result_version',
      'h.pnl_minor',
      'h.reason',
      'h.held_at',
    ])
    .where('h.domain_id', '=', domainId)
    .where('h.released_at', 'is', null)
    .orderBy('h.held_at')
    .orderBy('h.bet_id')
    .execute();
  return rows.map((r) => ({
    betId: r.bet_id,
    userName: r.user_name,
    marketId: r.market_id,
    event: r.event_name,
    market: r.market_name,
    selection: r.selection_name,
    resultVersion: r.result_version,
    profitLoss: fromMinor(Number(r.pnl_minor)),
    reason: r.reason,
    heldAt: r.held_at.toISOString(),
  }));
}

/**
 * Releases bet `betId` of brand `domainId` and every other bet its account has set aside on the
 * same market (they settle together, as they were held together), in one transaction under the
 * market's settlement lock: the stored transfers are posted at `now`, the bets marked settled with
 * the held P&L and the account's exposure on the market released. Returns the number of bets
 * settled. Errors: DomainError 'not_found' for a bet of another brand or with no open hold;
 * DomainError 'invalid' when the account still cannot pay (nothing changes: credit it first).
 */
export async function releaseHold(db: Db, domainId: string, betId: string, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const hold = await trx
      .selectFrom('settlement_holds')
      .select(['user_id', 'market_id'])
      .where('bet_id', '=', betId)
      .where('domain_id', '=', domainId)
      .where('released_at', 'is', null)
      .executeTakeFirst();
    if (!hold) throw new DomainError('not_found', 'no_hold', `No bet set aside: ${betId}`);
    await lockMarket(trx, hold.market_id);
    const rows = await trx
      .selectFrom('settlement_holds as h')
      .innerJoin('bets as b', 'b.id', 'h.bet_id')
      .selectAll('b')
      .select(['h.pnl_minor as held_pnl', 'h.outcome as held_outcome', 'h.transfers', 'h.releases_exposure'])
      .select('h.result_version')
      .where('h.user_id', '=', hold.user_id)
      .where('h.market_id', '=', hold.market_id)
      .where('h.released_at', 'is', null)
      .orderBy('b.id')
      .forUpdate()
      .execute();
    const items: BetSettlement[] = rows.map((row) => ({
      bet: row,
      transfers: (JSON.parse(row.transfers) as Omit<TransferInput, 'now'>[]).map((t) => ({ ...t, now })),
      pnl: Number(row.held_pnl),
      outcome: row.held_outcome,
      releasesExposure: row.releases_exposure,
      resultVersion: row.result_version,
    }));
    const held = await writeSettlement(trx, hold.market_id, items, now);
    if (held.length > 0)
      throw new DomainError(
        'invalid',
        'still_short',
        `The customer is still ${fromMinor(held[0]!.shortMinor).toFixed(2)} short: credit the account first`,
      );
    return items.length;
  });
}

/**
 * The exposure part of the money audit (issue 12), over brand `domainId` (or every brand):
 * the users whose `exposure_minor` differs from the sum of their open markets' exposures, sorted,
 * and the number of bets set aside and not yet released.
 */
export async function auditExposure(
  db: Db,
  opts: { domainId?: string } = {},
): Promise<{ exposureMismatchUserIds: string[]; heldBets: number }> {
  const domainId = opts.domainId ?? null;
  const mismatched = await sql<{ id: string }>`
    select u.id from users u
    left join (select user_id, sum(exposure_minor) as total from market_exposures group by user_id) e
      on e.user_id = u.id
    where u.exposure_minor <> coalesce(e.total, 0)
      and (${domainId}::uuid is null or u.domain_id = ${domainId}::uuid)
    order by u.id`.execute(db);
  const held = await sql<{ n: string | number }>`
    select count(*) as n from settlement_holds
    where released_at is null and (${domainId}::uuid is null or domain_id = ${domainId}::uuid)`.execute(db);
  return {
    exposureMismatchUserIds: mismatched.rows.map((r) => r.id),
    heldBets: Number(held.rows[0]?.n ?? 0),
  };
}
