import type { CasinoRecentResult } from '@backlay/contracts';
import type { RoundResult } from '@backlay/casino';
import { sql, type Selectable } from 'kysely';
import { leaseEpoch, type Fence } from '../cluster/lease';
import type { Db } from '../db/index';
import type { CasinoRoundsTable } from '../db/schema';
import { lockMarket } from '../modules/betting/index';

/** A stored round (migration 006_casino). */
export type RoundRow = Selectable<CasinoRoundsTable>;

/**
 * Key of a round's settlement lock: bets take it shared, the dealer takes it exclusively to
 * suspend and to settle (the same advisory lock as sports markets, modules/betting/settlement.ts).
 */
export const roundLockKey = (roundId: string) => `casino:${roundId}`;

/**
 * Stores a new round with its commitment and seed, status open (docs/rules/casino.md Decision 1: the
 * commitment exists before the round opens). Returns false when `roundId` is already taken (a
 * round of this table started in the same second), writing nothing; and, with `fence` (several
 * nodes; docs/cluster.md), when the lease no longer has this node's epoch (its row is read for
 * share, so a takeover waits for this insert), so a deposed node deals no round.
 */
export async function insertRound(
  db: Db,
  r: {
    roundId: string;
    casinoType: string;
    tableNo: number;
    commit: string;
    serverSeed: string;
    openedAt: Date;
  },
  fence?: Fence,
): Promise<boolean> {
  const leased = fence ? sql`${leaseEpoch(fence.name)} = ${fence.epoch}` : sql`true`;
  const inserted = await sql<{ round_id: string }>`
    insert into casino_rounds (round_id, casino_type, table_no, commit, server_seed, status, opened_at)
    select ${r.roundId}::text, ${r.casinoType}::text, ${r.tableNo}::integer, ${r.commit}::text, ${r.serverSeed}::text,
      'open', ${r.openedAt}::timestamptz
    where ${leased}
    on conflict (round_id) do nothing
    returning round_id`.execute(db);
  return inserted.rows.length > 0;
}

/**
 * Suspends a round under its exclusive lock: a bet whose transaction holds the shared lock
 * commits first (and is settled with the round); any later one sees the round suspended.
 */
export async function suspendRound(db: Db, roundId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockMarket(trx, roundLockKey(roundId));
    await trx
      .updateTable('casino_rounds')
      .set({ status: 'suspended' })
      .where('round_id', '=', roundId)
      .where('status', '=', 'open')
      .execute();
  });
}

/** Marks a suspended round as dealing (cards being revealed). */
export async function markDealing(db: Db, roundId: string): Promise<void> {
  await db
    .updateTable('casino_rounds')
    .set({ status: 'dealing' })
    .where('round_id', '=', roundId)
    .where('status', 'in', ['open', 'suspended'])
    .execute();
}

/** Reopens betting on a round (repricing tables) as betting window `window`. */
export async function reopenRound(db: Db, roundId: string, window: number): Promise<void> {
  await db
    .updateTable('casino_rounds')
    .set({ status: 'open', betting_window: window })
    .where('round_id', '=', roundId)
    .where('status', 'in', ['suspended', 'dealing'])
    .execute();
}

/** Rounds a dealer left unfinished (open, suspended or dealing), oldest first. */
export async function unfinishedRounds(db: Db): Promise<RoundRow[]> {
  return db
    .selectFrom('casino_rounds')
    .selectAll()
    .where('status', 'in', ['open', 'suspended', 'dealing'])
    .orderBy('opened_at')
    .execute();
}

/** The last `limit` settled rounds of a table type as recent results, newest first. */
export async function recentResults(
  db: Db,
  casinoType: string,
  limit: number,
): Promise<CasinoRecentResult[]> {
  const rows = await db
    .selectFrom('casino_rounds')
    .select(['round_id', 'result'])
    .where('casino_type', '=', casinoType)
    .where('status', '=', 'settled')
    .orderBy('finished_at', 'desc')
    .orderBy('round_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ result: resultOf(r)!.win, mid: r.round_id }));
}

/** How many rounds are stored per casino type (issue 16 item 5: the rounds each table dealt, whatever their end). */
export async function roundCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('casino_rounds')
    .select(['casino_type', sql<number>`count(*)::bigint`.as('n')])
    .groupBy('casino_type')
    .execute();
  return new Map(rows.map((r) => [r.casino_type, Number(r.n)]));
}

/** One stored round, or undefined. */
export async function roundById(db: Db, roundId: string): Promise<RoundRow | undefined> {
  return db.selectFrom('casino_rounds').selectAll().where('round_id', '=', roundId).executeTakeFirst();
}

/** The stored result of a round (null before it is settled). */
export const resultOf = (row: Pick<RoundRow, 'result'>): RoundResult | null =>
  row.result === null ? null : (JSON.parse(row.result) as RoundResult);

/** The stored cards of a round in reveal order (null before it is settled). */
export const cardsOf = (row: Pick<RoundRow, 'cards'>): string[] | null =>
  row.cards === null ? null : (JSON.parse(row.cards) as string[]);
