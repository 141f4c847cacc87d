import { sql, type Kysely } from 'kysely';

/**
 * The casino round index of `bets` covers only casino bets (issue 14 "settling 10,000 matched
 * bets <= 300 ms"; docs/exchange-engine.md Numbers): a sports bet has no round, and each of its
 * entries in that index was one more write when its market settles. Queries by round
 * (`round_id = ?`) still use it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index bets_round`.execute(db);
  await sql`create index bets_round on bets (round_id, status) where round_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index bets_round`.execute(db);
  await sql`create index bets_round on bets (round_id, status)`.execute(db);
}
