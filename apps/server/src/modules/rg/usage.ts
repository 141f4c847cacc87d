import { sql } from 'kysely';
import type { Db } from '../../db/index';
import { DEFAULT_TIME_ZONE, PERIODS, periodOf, type Period } from './periods';

/** A customer's usage of one period (minor units). */
export interface PeriodUsage {
  period: Period;
  startMs: number;
  endMs: number;
  /**
   * Realised net loss: minus the sum of the P&L of the customer's bets settled in the period (by
   * settlement time; sports, exchange fills and casino alike; a void bet's P&L is 0), floored at 0
   * (a net win is no loss). docs/player-protection.md "Usage".
   */
  lossMinor: number;
  /**
   * Stakes: the stakes of the house-priced and casino bets placed in the period (whatever became of
   * them) plus the sizes of the exchange orders placed in it (matched or not; a lay's stake is the
   * backer's stake it lays, not its liability).
   */
  stakeMinor: number;
}

/**
 * The customer's usage in the day, week and month containing `nowMs` (brand's time zone), in one
 * statement (run it in the bet's transaction to see the account as locked). Reads `bets` and
 * `exchange_journal` (their owners write them).
 */
export async function periodUsage(db: Db, userId: string, nowMs: number): Promise<PeriodUsage[]> {
  const ranges = PERIODS.map((period) => ({ period, ...periodOf(period, nowMs, DEFAULT_TIME_ZONE) }));
  const since = new Date(Math.min(...ranges.map((r) => r.startMs)));
  const pnl = (d: Date) =>
    sql`(select coalesce(sum(pnl_minor) filter (where settled_at >= ${d}), 0)::bigint from bets
      where user_id = ${userId} and status = 'settled' and settled_at >= ${since})`;
  const stakes = (d: Date) =>
    sql`((select coalesce(sum(stake_minor) filter (where placed_at >= ${d}), 0)::bigint from bets
      where user_id = ${userId} and order_id is null and placed_at >= ${since})
      + (select coalesce(sum(size_minor) filter (where at >= ${d}), 0)::bigint from exchange_journal
      where user_id = ${userId} and kind = 'place' and at >= ${since}))`;
  const row = await sql<Record<string, number | string>>`select
      ${pnl(new Date(ranges[0]!.startMs))} as pnl0, ${pnl(new Date(ranges[1]!.startMs))} as pnl1,
      ${pnl(new Date(ranges[2]!.startMs))} as pnl2, ${stakes(new Date(ranges[0]!.startMs))} as st0,
      ${stakes(new Date(ranges[1]!.startMs))} as st1, ${stakes(new Date(ranges[2]!.startMs))} as st2`
    .execute(db)
    .then((r) => r.rows[0]!);
  return ranges.map((r, i) => ({
    ...r,
    lossMinor: Math.max(0, -Number(row[`pnl${i}`])),
    stakeMinor: Number(row[`st${i}`]),
  }));
}

/** The customer's settled P&L since `sinceMs` (the reality check's session result), minor units. */
export async function pnlSince(db: Db, userId: string, sinceMs: number): Promise<number> {
  const row = await sql<{ pnl: number | string }>`select coalesce(sum(pnl_minor), 0)::bigint as pnl
      from bets where user_id = ${userId} and status = 'settled' and settled_at >= ${new Date(sinceMs)}`
    .execute(db)
    .then((r) => r.rows[0]!);
  return Number(row.pnl);
}
