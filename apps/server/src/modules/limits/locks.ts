import { SPORTS, type LockedSport } from '@backlay/contracts';
import type { Db } from '../../db/index';
import { invalid } from '../../domain-errors';

/**
 * An account's betting and casino locks (issue 16 item 3; migration 016 `user_locks`, owned by
 * this module): `betting` refuses every sports and exchange bet ('Your betting is locked'),
 * `casino` every casino bet ('Your casino is locked'). Bet acceptance reads the columns itself
 * (modules/betting acceptBet, modules/exchange accounts.ts); the operator's console writes them
 * through {@link setUserLocks}.
 */
export interface UserLocks {
  betting: boolean;
  casino: boolean;
}

/** The locks of each account of `userIds` (unlisted accounts: nothing locked). */
export async function userLocksOf(db: Db, userIds: readonly string[]): Promise<Map<string, UserLocks>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.selectFrom('user_locks').selectAll().where('user_id', 'in', userIds).execute();
  return new Map(rows.map((r) => [r.user_id, { betting: r.betting_locked, casino: r.casino_locked }]));
}

/** The locks of account `userId`. */
export async function userLocksOfUser(db: Db, userId: string): Promise<UserLocks> {
  return (await userLocksOf(db, [userId])).get(userId) ?? { betting: false, casino: false };
}

/**
 * Sets the given locks of account `userId` (a field left out keeps its value) and returns the
 * locks after the change. Call it in the operator's transaction (with the audit entry).
 */
export async function setUserLocks(
  db: Db,
  userId: string,
  change: Partial<UserLocks>,
  now: Date,
): Promise<UserLocks> {
  const current = await userLocksOfUser(db, userId);
  const next = { betting: change.betting ?? current.betting, casino: change.casino ?? current.casino };
  await db
    .insertInto('user_locks')
    .values({ user_id: userId, betting_locked: next.betting, casino_locked: next.casino, updated_at: now })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ betting_locked: next.betting, casino_locked: next.casino, updated_at: now }),
    )
    .execute();
  return next;
}

/**
 * Sets account `userId`'s lock of each listed sport (docs/rules/specification.md §3 Locked
 * sport: `eventId` the sport type id, `lock` true hides the sport and refuses its bets). Errors:
 * 400 "Unknown sport: {id}" for an id that is not one of the specification's sports, or a sport
 * listed twice (nothing written).
 */
export async function setSportLocks(db: Db, userId: string, locks: readonly LockedSport[]): Promise<void> {
  const known = new Set<number>(SPORTS.map((s) => s.id));
  const seen = new Set<number>();
  for (const l of locks) {
    if (!known.has(l.eventId)) throw invalid(`Unknown sport: ${l.eventId}`);
    if (seen.has(l.eventId)) throw invalid(`Sport ${l.eventId} is listed twice`);
    seen.add(l.eventId);
  }
  for (const l of locks)
    await db
      .insertInto('user_sport_locks')
      .values({ user_id: userId, sport_id: l.eventId, locked: l.lock })
      .onConflict((oc) => oc.columns(['user_id', 'sport_id']).doUpdateSet({ locked: l.lock }))
      .execute();
}
