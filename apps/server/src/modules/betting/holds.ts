import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { postTransfers, type TransferInput } from '../wallet/index';
import type { SettlingBet } from './bets';
import { releaseExposures } from '../users/index';

/**
 * Settlement that no single account can stop (issue 12, docs/decisions.md Hardening): the worst
 * case of every bet was reserved as exposure when it was accepted, so posting a settlement's
 * loss cannot take a customer below 0 while the invariant balance - exposure >= 0 holds. Should
 * an account break it anyway (a bug, or an Admin's result correction after the winnings were
 * paid out), that account's bets on the market are set aside in `settlement_holds` for an
 * operator, logged and counted by the audit, and the rest of the market or round settles at once.
 */

/** One bet's settlement, computed: its ledger transfers, its P&L (minor units) and case. */
export interface BetSettlement {
  bet: SettlingBet;
  transfers: TransferInput[];
  pnl: number;
  outcome: 'win' | 'loss' | 'void';
  /** True when posting it also ends the account's exposure on the market (a first settlement). */
  releasesExposure: boolean;
  resultVersion: number;
}

/** A bet set aside: whose, and by how much the account fell short (minor units). */
export interface HeldBet {
  betId: string;
  userId: string;
  marketId: string;
  shortMinor: number;
}

/** Marks bets settled with their P&L (minor units) and case, in one statement (three parallel arrays). */
async function markSettled(trx: Kysely<Database>, items: BetSettlement[], now: Date): Promise<void> {
  if (items.length === 0) return;
  const ids = items.map((s) => s.bet.id);
  const pnls = items.map((s) => s.pnl);
  const outcomes = items.map((s) => s.outcome);
  await sql`update bets as b set status = 'settled', pnl_minor = v.pnl, outcome = v.outcome, settled_at = ${now}
    from unnest(${ids}::uuid[], ${pnls}::bigint[], ${outcomes}::text[]) as v(id, pnl, outcome) where b.id = v.id`.execute(
    trx,
  );
}

/** Releases the exposure of `userIds` on market `marketId` (their rows leave `market_exposures`). */
async function releaseExposure(trx: Kysely<Database>, marketId: string, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  const users = JSON.stringify(userIds);
  const released = await sql<{ user_id: string; exposure_minor: number }>`delete from market_exposures
    where market_id = ${marketId} and user_id in (select jsonb_array_elements_text(${users}::jsonb)::uuid)
    returning user_id, exposure_minor`.execute(trx);
  await releaseExposures(trx, released.rows);
}

/**
 * The customers (role User) whose balance would end below 0 if `items` were posted, with the
 * shortfall in minor units. Locks the accounts in id order (as the ledger does, so concurrent
 * settlements and bets do not deadlock).
 */
async function shortfalls(trx: Kysely<Database>, items: BetSettlement[]): Promise<Map<string, number>> {
  const change = new Map<string, number>();
  for (const item of items)
    for (const t of item.transfers)
      for (const leg of t.legs) change.set(leg.userId, (change.get(leg.userId) ?? 0) + leg.amountMinor);
  const short = new Map<string, number>();
  if (change.size === 0) return short;
  const accounts = await sql<{ id: string; role: string; balance_minor: number }>`
    select id, role, balance_minor from users
    where id in (select jsonb_array_elements_text(${JSON.stringify([...change.keys()])}::jsonb)::uuid)
    order by id for update`.execute(trx);
  for (const a of accounts.rows) {
    const after = Number(a.balance_minor) + change.get(a.id)!;
    if (a.role === 'User' && after < 0) short.set(a.id, -after);
  }
  return short;
}

/**
 * Writes a computed settlement of market `marketId` in the caller's transaction (which holds the
 * market's or round's settlement lock): the accounts that could not pay have their bets set aside
 * (rows in `settlement_holds`, bets unchanged, exposure kept); for everyone else the exposure of
 * the market is released (where `releasesExposure`), the transfers posted in one ledger call and
 * the bets marked settled at `now`; holds of bets settled now are closed. `transfersOf` turns the
 * posted bets into the transfers to post (default: each bet's own; a sports market nets them per
 * account, settlement.ts); held bets keep their own. Returns the bets set aside. Errors: the
 * ledger's (none expected: every shortfall is held first).
 */
export async function writeSettlement(
  trx: Kysely<Database>,
  marketId: string,
  items: BetSettlement[],
  now: Date,
  transfersOf: (posted: BetSettlement[]) => TransferInput[] = (posted) => posted.flatMap((s) => s.transfers),
): Promise<HeldBet[]> {
  const short = await shortfalls(trx, items);
  const held = items.filter((s) => short.has(s.bet.user_id));
  const posted = items.filter((s) => !short.has(s.bet.user_id));
  if (held.length > 0) await holdBets(trx, held, short, now);
  // Holds of bets settled now are closed (the market's open holds are few: read them, close the posted ones).
  const open = await sql<{ bet_id: string }>`select bet_id from settlement_holds where released_at is null
    and market_id = any(${[...new Set(posted.map((s) => s.bet.market_id))]}::text[])`.execute(trx);
  const postedIds = new Set(posted.map((s) => s.bet.id));
  const closing = open.rows.map((r) => r.bet_id).filter((id) => postedIds.has(id));
  if (closing.length > 0)
    await sql`update settlement_holds set released_at = ${now}
      where released_at is null and bet_id = any(${closing}::uuid[])`.execute(trx);
  const releasing = new Set(posted.filter((s) => s.releasesExposure).map((s) => s.bet.user_id));
  await releaseExposure(trx, marketId, [...releasing]);
  const transfers = transfersOf(posted);
  if (transfers.length > 0) await postTransfers(trx, transfers);
  await markSettled(trx, posted, now);
  return held.map((s) => ({
    betId: s.bet.id,
    userId: s.bet.user_id,
    marketId,
    shortMinor: short.get(s.bet.user_id)!,
  }));
}

/** Stores (or refreshes, on a corrected result) the holds of `held`. */
async function holdBets(
  trx: Kysely<Database>,
  held: BetSettlement[],
  short: Map<string, number>,
  now: Date,
): Promise<void> {
  const rows = held.map((s) => ({
    bet_id: s.bet.id,
    domain_id: s.bet.domain_id,
    user_id: s.bet.user_id,
    market_id: s.bet.market_id,
    result_version: s.resultVersion,
    pnl_minor: s.pnl,
    outcome: s.outcome,
    transfers: JSON.stringify(s.transfers.map(({ now: _now, ...t }) => t)),
    releases_exposure: s.releasesExposure,
    reason: `Insufficient balance: the account is ${short.get(s.bet.user_id)} minor units short`,
    held_at: now,
    released_at: null,
  }));
  await trx
    .insertInto('settlement_holds')
    .values(rows)
    .onConflict((oc) =>
      oc.column('bet_id').doUpdateSet((eb) => ({
        result_version: eb.ref('excluded.result_version'),
        pnl_minor: eb.ref('excluded.pnl_minor'),
        outcome: eb.ref('excluded.outcome'),
        transfers: eb.ref('excluded.transfers'),
        releases_exposure: eb.ref('excluded.releases_exposure'),
        reason: eb.ref('excluded.reason'),
        held_at: eb.ref('excluded.held_at'),
        released_at: null,
      })),
    )
    .execute();
}
