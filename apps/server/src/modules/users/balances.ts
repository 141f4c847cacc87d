import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/index';

/**
 * The account totals kept on `users` (docs/rules/exchange.md "Exposure"; docs/adr/0002-ledger.md):
 * `balance_minor` is the sum of the user's ledger entries and `exposure_minor` the sum of their
 * open markets' exposures, both in minor units. This module owns the `users` table (issue 13 item
 * 2), so the ledger and bet acceptance move these totals through these functions, inside their
 * own transactions. A balance below 0 breaks the table's check constraint; the caller maps it.
 */

const listeners = new Set<(userIds: readonly string[]) => void>();

/**
 * Calls `listener` with the ids of accounts whose balance or exposure another writer than the
 * exchange engine moves (the ledger, bet acceptance, settlement), when the statement runs (before
 * its transaction commits): the engine's account cache reloads them (modules/exchange accounts.ts).
 * Returns the unsubscribe function.
 */
export function onAccountsChanged(listener: (userIds: readonly string[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(userIds: readonly string[]): void {
  for (const listener of listeners) listener(userIds);
}

/**
 * Tells the listeners of {@link onAccountsChanged} that accounts `userIds` changed in a way the
 * exchange engine caches but its commit does not check: their bet locks (modules/limits, issue 16
 * item 3). Call it after the change's transaction commits, so the reload reads the new values.
 */
export function accountsChanged(userIds: readonly string[]): void {
  changed(userIds);
}

/**
 * Sets `userId`'s exposure limit (issue 16 item 3; docs/rules/exchange.md Acceptance: the most
 * total exposure the account may carry, minor units; 0: no limit) and returns the limit it had.
 * Bet acceptance and the exchange engine's commit check it against the stored value.
 */
export async function setExposureLimit(trx: Db, userId: string, limitMinor: number): Promise<number> {
  if (!Number.isSafeInteger(limitMinor) || limitMinor < 0)
    throw new RangeError(`exposure limit must be a non-negative integer, got ${limitMinor}`);
  const { exposure_limit_minor: before } = await trx
    .selectFrom('users')
    .select('exposure_limit_minor')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  changed([userId]);
  await trx.updateTable('users').set({ exposure_limit_minor: limitMinor }).where('id', '=', userId).execute();
  return before;
}

/** Adds `deltaMinor` to each user's `balance_minor` in one statement (ids need not be sorted). */
export async function addBalances(trx: Db, deltas: readonly { id: string; d: number }[]): Promise<void> {
  if (deltas.length === 0) return;
  changed(deltas.map((d) => d.id));
  await sql`
    update users set balance_minor = users.balance_minor + x.d
    from jsonb_to_recordset(${JSON.stringify(deltas)}::jsonb) as x(id uuid, d bigint)
    where users.id = x.id`.execute(trx);
}

/** Adds `deltaMinor` (may be negative) to `userId`'s total exposure. */
export async function addExposure(trx: Db, userId: string, deltaMinor: number): Promise<void> {
  if (deltaMinor === 0) return;
  changed([userId]);
  await sql`update users set exposure_minor = exposure_minor + ${deltaMinor} where id = ${userId}`.execute(
    trx,
  );
}

/** Subtracts each released market exposure (minor units) from its user's total, in one statement. */
export async function releaseExposures(
  trx: Db,
  released: readonly { user_id: string; exposure_minor: number }[],
): Promise<void> {
  if (released.length === 0) return;
  changed(released.map((r) => r.user_id));
  await sql`
    update users as u set exposure_minor = u.exposure_minor - x.exposure_minor
    from (select user_id, sum(exposure_minor) as exposure_minor
          from jsonb_to_recordset(${JSON.stringify(released)}::jsonb) as r(user_id uuid, exposure_minor bigint)
          group by user_id) as x
    where u.id = x.user_id`.execute(trx);
}

/**
 * Adds exposure deltas to their users' totals, as a data-modifying CTE named `exposure_totals`
 * over the CTE named `deltas` with columns (user_id, delta in minor units): the exchange engine's
 * one-statement commit (issue 14), which checks the returned accounts (id, balance_minor,
 * exposure_minor, exposure_limit_minor, delta): a batch that leaves an account with a rising
 * exposure beyond its balance or limit is refused whole.
 */
export function addExposuresCte(deltas: string): RawBuilder<unknown> {
  return sql`exposure_totals as (
    update users set exposure_minor = users.exposure_minor + d.delta
    from ${sql.table(deltas)} as d
    where users.id = d.user_id and d.delta <> 0
    returning users.id, users.balance_minor, users.exposure_minor, users.exposure_limit_minor, d.delta)`;
}
