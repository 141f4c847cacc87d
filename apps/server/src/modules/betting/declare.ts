import type { Kysely } from 'kysely';
import type { Db } from '../../db/index';
import type { Database } from '../../db/schema';
import { invalid, notFound } from '../../domain-errors';
import { lockMarket, settleMarketIn, type MarketResultInput, type SettlementReport } from './settlement';

/** A market's result as declared or settled: the winner, the fancy value, or void. */
export interface ResultOf {
  winnerSelectionId: string | null;
  value: number | null;
  void: boolean;
}

/** What an operator's declaration did: the version it settled, the result before (null: none) and after. */
export interface Declaration {
  marketId: string;
  version: number;
  before: ResultOf | null;
  after: ResultOf;
  report: SettlementReport;
}

/**
 * An operator declares (or corrects, or voids) market `marketId`'s result (issue 4 item 5; issue 16
 * item 4): in one transaction under the market's lock, the next result version is settled
 * (settlement.ts: a first result settles the bets, a later one reverses the earlier postings and
 * posts the new ones), then `alsoInTransaction` runs in the same transaction (the audit entry,
 * so neither exists without the other). Errors: 400 'A result names a winnerSelectionId, a value
 * or void' when it names nothing; 404 'Unknown market: {marketId}' for a market nobody bet on and
 * the feed never decided. Markets are shared by every brand: the result settles every brand's bets.
 */
export async function declareResult(
  db: Db,
  input: { marketId: string; winnerSelectionId?: string; value?: number; void: boolean },
  now: Date,
  alsoInTransaction?: (trx: Kysely<Database>, declaration: Declaration) => Promise<void>,
): Promise<Declaration> {
  const { marketId } = input;
  if (!input.void && input.winnerSelectionId === undefined && input.value === undefined)
    throw invalid('A result names a winnerSelectionId, a value or void');
  return db.transaction().execute(async (trx) => {
    const known =
      (await trx
        .selectFrom('market_results')
        .select('market_id')
        .where('market_id', '=', marketId)
        .executeTakeFirst()) ??
      (await trx.selectFrom('bets').select('market_id').where('market_id', '=', marketId).executeTakeFirst());
    if (!known) throw notFound(`Unknown market: ${marketId}`);
    await lockMarket(trx, marketId);
    const previous = await trx
      .selectFrom('market_settlements')
      .select(['result_version', 'winner_selection_id', 'value', 'is_void'])
      .where('market_id', '=', marketId)
      .forUpdate()
      .executeTakeFirst();
    const version = (previous?.result_version ?? 0) + 1;
    const result: MarketResultInput = input.void
      ? { marketId, version, void: true }
      : {
          marketId,
          version,
          void: false,
          ...(input.winnerSelectionId !== undefined ? { winnerSelectionId: input.winnerSelectionId } : {}),
          ...(input.value !== undefined ? { value: input.value } : {}),
        };
    const report = await settleMarketIn(trx, result, now);
    const declaration: Declaration = {
      marketId,
      version,
      before: previous
        ? {
            winnerSelectionId: previous.winner_selection_id,
            value: previous.value,
            void: previous.is_void,
          }
        : null,
      after: {
        winnerSelectionId: result.winnerSelectionId ?? null,
        value: result.value ?? null,
        void: result.void,
      },
      report,
    };
    await alsoInTransaction?.(trx, declaration);
    return declaration;
  });
}
