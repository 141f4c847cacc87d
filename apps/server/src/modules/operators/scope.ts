import { sql } from 'kysely';
import type { Db } from '../../db/index';
import { notFound } from '../../domain-errors';
import type { UserRow } from '../users/index';

/**
 * Who an operator sees (issue 16 item 1; docs/backoffice.md "Scope"): an Admin sees every account
 * of their brand; any other operator sees the accounts below them in the creator tree (their
 * creator chain, `users.creator_id` followed upwards, or the specification's WhiteLabel, Watcher
 * and SuperWatcher columns, contains the operator). Nobody sees another brand's accounts, and
 * nobody manages themselves through these functions.
 */

/** The ids of the accounts operator `operator` sees, as a SQL subquery (brand included). */
export function scopedUserIds(db: Db, operator: Pick<UserRow, 'id' | 'role' | 'domain_id'>) {
  if (operator.role === 'Admin')
    return db
      .selectFrom('users')
      .select('id')
      .where('domain_id', '=', operator.domain_id)
      .where('id', '!=', operator.id);
  return db
    .withRecursive('tree(id)', (qb) =>
      qb
        .selectFrom('users')
        .select('id')
        .where('domain_id', '=', operator.domain_id)
        .where((eb) =>
          eb.or([
            eb('creator_id', '=', operator.id),
            eb('white_label_id', '=', operator.id),
            eb('watcher_id', '=', operator.id),
            eb('super_watcher_id', '=', operator.id),
          ]),
        )
        .union((qb2) =>
          qb2
            .selectFrom('users as u')
            .innerJoin('tree', 'tree.id', 'u.creator_id')
            .select('u.id')
            .where('u.domain_id', '=', operator.domain_id),
        ),
    )
    .selectFrom('tree')
    .select('tree.id')
    .where('tree.id', '!=', operator.id);
}

/**
 * The account `userId` if operator `operator` sees it. Errors: 404 "Unknown user" otherwise
 * (another brand's or chain's account is a 404, the developers' guide).
 */
export async function userInScope(
  db: Db,
  operator: Pick<UserRow, 'id' | 'role' | 'domain_id'>,
  userId: string,
): Promise<UserRow> {
  const row = /^[0-9a-f-]{36}$/i.test(userId)
    ? await db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', userId)
        .where('id', 'in', scopedUserIds(db, operator))
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound('Unknown user');
  return row;
}

/**
 * {@link userInScope} by user name (trimmed; case-insensitive, as user names are unique per brand
 * ignoring case). Errors: 404 "Unknown user: {userName}".
 */
export async function userNameInScope(
  db: Db,
  operator: Pick<UserRow, 'id' | 'role' | 'domain_id'>,
  userName: string,
): Promise<UserRow> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('domain_id', '=', operator.domain_id)
    .where(sql<string>`lower(user_name)`, '=', userName.trim().toLowerCase())
    .where('id', 'in', scopedUserIds(db, operator))
    .executeTakeFirst();
  if (!row) throw notFound(`Unknown user: ${userName}`);
  return row;
}

/** How many accounts of the brand each creator has directly below them (for the tree view). */
export async function childCounts(
  db: Db,
  domainId: string,
  creatorIds: string[],
): Promise<Map<string, number>> {
  if (creatorIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['creator_id', sql<number>`count(*)::int`.as('n')])
    .where('domain_id', '=', domainId)
    .where('creator_id', 'in', creatorIds)
    .groupBy('creator_id')
    .execute();
  return new Map(rows.map((r) => [r.creator_id!, r.n]));
}
