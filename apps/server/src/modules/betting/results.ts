import type { Db } from '../../db/index';

/** A decided market (issue 3 item 6): the winner or value, or void, and when it was decided. */
export interface DecidedResult {
  marketId: string;
  matchId: string;
  sportId: number;
  marketType: string;
  winnerSelectionId: string | null;
  value: number | null;
  isVoid: boolean;
  decidedAt: Date;
}

/**
 * Stores a decided market for the settlement (settlement.ts settles what is stored); idempotent:
 * a restart that decides the same market again changes nothing. The feed's results reach it
 * through the composition root (platform.ts), so the feed writes no table of betting's.
 */
export async function recordResult(db: Db, result: DecidedResult): Promise<void> {
  await db
    .insertInto('market_results')
    .values({
      market_id: result.marketId,
      match_id: result.matchId,
      sport_id: result.sportId,
      market_type: result.marketType,
      winner_selection_id: result.winnerSelectionId,
      value: result.value,
      is_void: result.isVoid,
      decided_at: result.decidedAt,
    })
    .onConflict((oc) => oc.column('market_id').doNothing())
    .execute();
}
