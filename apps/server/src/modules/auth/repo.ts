import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/index';
import type { LoginActivityTable, UsersTable } from '../../db/schema';

export type UserRow = Selectable<UsersTable>;

/** The user of brand `domainId` named `userName` (case-insensitive), or undefined. */
export function findUserByName(db: Db, domainId: string, userName: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('domain_id', '=', domainId)
    .where(sql<string>`lower(user_name)`, '=', userName.toLowerCase())
    .executeTakeFirst();
}

/** The user with id `id`, or undefined. */
export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts a user and returns the row. */
export function insertUser(db: Db, values: Insertable<UsersTable>): Promise<UserRow> {
  return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Records one sign-in attempt for the login-activity page (spec §3 Login activity row). */
export async function insertLoginActivity(db: Db, row: Insertable<LoginActivityTable>): Promise<void> {
  await db.insertInto('login_activity').values(row).execute();
}

/** Failed sign-in attempts for `userName` on brand `domainId` since `since`. */
export async function countRecentFailures(
  db: Db,
  domainId: string,
  userName: string,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('login_activity')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('domain_id', '=', domainId)
    .where(sql<string>`lower(user_name)`, '=', userName.toLowerCase())
    .where('success', '=', false)
    .where('login_time', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Stores a new session (token already hashed). */
export async function insertSession(
  db: Db,
  values: { tokenHash: string; userId: string; domainId: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: values.tokenHash,
      user_id: values.userId,
      domain_id: values.domainId,
      created_at: values.now,
      last_seen_at: values.now,
      expires_at: values.expiresAt,
    })
    .execute();
}

/**
 * The live session with `tokenHash` (not revoked, not past its absolute expiry) and its user, in
 * one query; undefined when there is none.
 */
export async function findLiveSessionUser(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ user: UserRow; sessionDomainId: string; lastSeenAt: Date } | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.domain_id as session_domain_id', 'sessions.last_seen_at as session_last_seen_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_domain_id, session_last_seen_at, ...user } = row;
  return { user, sessionDomainId: session_domain_id, lastSeenAt: session_last_seen_at };
}

/** Moves a session's idle clock forward. */
export async function touchSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
}

/** Revokes a session; revoking twice is harmless. */
export async function revokeSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Deletes demo sandbox accounts whose time is up (with their sessions and activity). */
export async function deleteExpiredDemoUsers(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('users')
    .where('is_demo', '=', true)
    .where('expires_at', '<', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
