import { sql } from 'kysely';
import type { Db } from '../../db/index';

/**
 * The account totals kept on `users` (docs/rules/exchange.md "Exposure"; docs/adr/0002-ledger.md):
 * `balance_minor` is the sum of the user's ledger entries and `exposure_minor` the sum of their
 * open markets' exposures, both in minor units. This module owns the `users` table (issue 13 item
 * 2), so the ledger and bet acceptance move these totals through these functions, inside their
 * own transactions. A balance below 0 breaks the table's check constraint; the caller maps it.
 */

/** Adds `deltaMinor` to each user's `balance_minor` in one statement (ids need not be sorted). */
export async function addBalances(trx: Db, deltas: readonly { id: string; d: number }[]): Promise<void> {
  if (deltas.length === 0) return;
  await sql`
    update users set balance_minor = users.balance_minor + x.d
    from jsonb_to_recordset(${JSON.stringify(deltas)}::jsonb) as x(id uuid, d bigint)
    where users.id = x.id`.execute(trx);
}

/** Adds `deltaMinor` (may be negative) to `userId`'s total exposure. */
export async function addExposure(trx: Db, userId: string, deltaMinor: number): Promise<void> {
  if (deltaMinor === 0) return;
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
  await sql`
    update users as u set exposure_minor = u.exposure_minor - x.exposure_minor
    from (select user_id, sum(exposure_minor) as exposure_minor
          from jsonb_to_recordset(${JSON.stringify(released)}::jsonb) as r(user_id uuid, exposure_minor bigint)
          group by user_id) as x
    where u.id = x.user_id`.execute(trx);
}
