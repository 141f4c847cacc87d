import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/index';
import type { LoginActivityTable, SignInScope, UsersTable } from '../../db/schema';

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

/**
 * Records one sign-in attempt (docs/rules/specification.md §3 Login activity row) and returns its id. The sign-in writes
 * it as a failure before checking anything and settles it with {@link settleLoginActivity}.
 */
export async function insertLoginActivity(db: Db, row: Insertable<LoginActivityTable>): Promise<string> {
  const { id } = await db.insertInto('login_activity').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Sets the outcome and the account of the recorded attempt `id`. */
export async function settleLoginActivity(
  db: Db,
  id: string,
  outcome: { success: boolean; userId: string | null },
): Promise<void> {
  await db
    .updateTable('login_activity')
    .set({ success: outcome.success, user_id: outcome.userId })
    .where('id', '=', id)
    .execute();
}

/** Removes the recorded attempt `id` (one the throttle refused: it is not a failure, issue 12). */
export async function deleteLoginActivity(db: Db, id: string): Promise<void> {
  await db.deleteFrom('login_activity').where('id', '=', id).execute();
}

/** Whose attempts a throttle counter counts (issue 12): brand, sign-in, typed name, address key. */
export interface AttemptKey {
  domainId: string;
  scope: SignInScope;
  userName: string;
  ipKey: string;
}

/** Failed attempts a throttle rule counts: how many, and the newest one's time (epoch ms). */
export interface FailureCount {
  count: number;
  lastMs: number | null;
}

const toFailureCount = (row: { n: string | number; last: Date | null }): FailureCount => ({
  count: Number(row.n),
  lastMs: row.last ? row.last.getTime() : null,
});

/**
 * Failures of `key`'s user name (case-insensitive) on its brand and sign-in from its address key
 * since `since`, leaving out `exceptId` and every failure followed by a later success of the same
 * (brand, sign-in, name, address key).
 */
export async function recentPairFailures(
  db: Db,
  key: AttemptKey,
  since: Date,
  exceptId: string,
): Promise<FailureCount> {
  const name = key.userName.toLowerCase();
  const row = await db
    .selectFrom('login_activity as f')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.max<Date | null>('f.login_time').as('last')])
    .where('f.domain_id', '=', key.domainId)
    .where('f.scope', '=', key.scope)
    .where(sql<string>`lower(f.user_name)`, '=', name)
    .where('f.ip_key', '=', key.ipKey)
    .where('f.success', '=', false)
    .where('f.login_time', '>', since)
    .where('f.id', '<>', exceptId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('login_activity as s')
            .select('s.id')
            .where('s.domain_id', '=', key.domainId)
            .where('s.scope', '=', key.scope)
            .where(sql<string>`lower(s.user_name)`, '=', name)
            .where('s.ip_key', '=', key.ipKey)
            .where('s.success', '=', true)
            .whereRef('s.login_time', '>', 'f.login_time'),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return toFailureCount(row);
}

/** Failures from `key`'s address key on its sign-in, any user name and brand, since `since`, but `exceptId`. */
export async function recentAddressFailures(
  db: Db,
  key: AttemptKey,
  since: Date,
  exceptId: string,
): Promise<FailureCount> {
  const row = await db
    .selectFrom('login_activity')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.max<Date | null>('login_time').as('last')])
    .where('ip_key', '=', key.ipKey)
    .where('scope', '=', key.scope)
    .where('success', '=', false)
    .where('login_time', '>', since)
    .where('id', '<>', exceptId)
    .executeTakeFirstOrThrow();
  return toFailureCount(row);
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
): Promise<
  | {
      user: UserRow;
      sessionDomainId: string;
      lastSeenAt: Date;
      createdAt: Date;
      /** The customer's session time limit in minutes (issue 17; modules/rg's rg_limits), null: none. */
      sessionLimitMinutes: number | null;
    }
  | undefined
> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.domain_id as session_domain_id',
      'sessions.last_seen_at as session_last_seen_at',
      'sessions.created_at as session_created_at',
      sql<
        number | null
      >`(select r.amount from rg_limits r where r.user_id = users.id and r.kind = 'session')`.as(
        'session_limit_minutes',
      ),
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_domain_id, session_last_seen_at, session_created_at, session_limit_minutes, ...user } = row;
  return {
    user,
    sessionDomainId: session_domain_id,
    lastSeenAt: session_last_seen_at,
    createdAt: session_created_at,
    sessionLimitMinutes: session_limit_minutes === null ? null : Number(session_limit_minutes),
  };
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

/**
 * Revokes every live session of `userId` (a time-out or self-exclusion ends them all at once,
 * issue 17 item 4) and answers how many it revoked. The caller forgets them in its node's cache.
 */
export async function revokeUserSessions(db: Db, userId: string, now: Date): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
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

/**
 * Sets operator `userId`'s TOTP state (issue 16 item 1; migration 020): `secret` (base32) or null,
 * and `enabledAt` (null: set up but not enabled, or switched off).
 */
export async function setTotp(
  db: Db,
  userId: string,
  state: { secret: string | null; enabledAt: Date | null },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ totp_secret: state.secret, totp_enabled_at: state.enabledAt })
    .where('id', '=', userId)
    .execute();
}
