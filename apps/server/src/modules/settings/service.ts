import { DEFAULT_QUICK_STAKES, type QuickStakesData } from '@backlay/contracts';
import type { Db } from '../../db/index';

/**
 * The user's 8 quick stakes (docs/rules/specification.md §3 Quick stake, §9), currency units in box order; the default
 * chips 100 ... 20000 with `updatedAt: null` when the user never saved any.
 */
export async function stakesOf(db: Db, userId: string): Promise<QuickStakesData> {
  const row = await db
    .selectFrom('user_stakes')
    .select(['stakes', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return { stakes: [...DEFAULT_QUICK_STAKES], updatedAt: null };
  return { stakes: row.stakes.map(Number), updatedAt: row.updated_at.toISOString() };
}

/**
 * Stores the user's quick stakes (docs/rules/specification.md §4 Settings save), replacing any earlier ones. `stakes`
 * must already be validated: exactly 8 integers 0..10,000,000 (the route schema; the table's
 * check constraint refuses anything else). Returns what is now stored.
 */
export async function saveStakes(
  db: Db,
  userId: string,
  stakes: number[],
  now: Date,
): Promise<QuickStakesData> {
  const row = await db
    .insertInto('user_stakes')
    .values({ user_id: userId, stakes, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ stakes, updated_at: now }))
    .returning(['stakes', 'updated_at'])
    .executeTakeFirstOrThrow();
  return { stakes: row.stakes.map(Number), updatedAt: row.updated_at.toISOString() };
}
