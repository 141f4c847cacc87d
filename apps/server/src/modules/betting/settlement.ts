import { settleBet, type MarketOutcome } from '@backlay/exchange';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Clock } from '../../clock';
import type { Db } from '../../db/index';
import type { Database } from '../../db/schema';
import type { Kysely } from 'kysely';
import type { EventBus } from '../../realtime/bus';
import { postTransfers, type TransferInput } from '../wallet/ledger';
import { toExchangeBet, type BetRowDb } from './bets';

/** A decided market to settle (exchange-math.md Settlement); `version` grows with each correction. */
export interface MarketResultInput {
  marketId: string;
  version: number;
  winnerSelectionId?: string;
  value?: number;
  void: boolean;
}

/** What a settlement did. */
export interface SettlementReport {
  marketId: string;
  betsSettled: number;
  /** True when this market was already settled with this (or a later) result: nothing changed. */
  alreadySettled: boolean;
}

const CHUNK = 2000;

/**
 * Serialises settlement against bet acceptance on one market (a transaction-scoped advisory
 * lock, exclusive here and shared by each bet): a bet is either in before the settlement reads
 * the market's bets, or sees the market settled.
 */
export async function lockMarket(trx: Kysely<Database>, marketId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${marketId}))`.execute(trx);
}

function outcomeOf(result: MarketResultInput): MarketOutcome {
  if (result.void) return { void: true };
  if (result.value !== undefined) return { void: false, runs: result.value };
  if (result.winnerSelectionId === undefined) throw new Error(`result of ${result.marketId} names no winner`);
  return { void: false, winnerSelectionId: result.winnerSelectionId };
}

/** A settled bet's case (spec §3 Bet case): void for a void result, else loss below 0, win otherwise. */
export const outcomeLabel = (pnl: number, isVoid: boolean) => (isVoid ? 'void' : pnl < 0 ? 'loss' : 'win');

/**
 * Ledger transfer of one bet's P&L `amountMinor` (callers post none when it is 0), cause id
 * `{betId}:v{version}` so each bet posts once per result version (idempotent settlement).
 */
export function transferOf(
  bet: BetRowDb,
  amountMinor: number,
  causeType: TransferInput['causeType'],
  version: number,
  now: Date,
): TransferInput {
  return {
    domainId: bet.domain_id,
    causeType,
    causeId: `${bet.id}:v${version}`,
    remark: `${bet.event_name} / ${bet.market_name}`,
    displayText: `${causeType === 'settlement_reversal' ? 'Reversal: ' : ''}${bet.sports_name} / ${bet.event_name} / ${bet.market_name} / ${bet.selection_name}`,
    legs: [{ userId: bet.user_id, amountMinor, betId: bet.id }],
    now,
  };
}

/** One bet's settlement: its P&L in minor units and its case ('win', 'loss', 'void'). */
export interface BetSettled {
  id: string;
  pnl: number;
  outcome: string;
}

/**
 * The bets matching `filter` in id order, locked for update: what a settlement reads under its
 * market or round lock (sports markets here, casino rounds in dealer/settle.ts).
 */
export function betsToSettle(
  trx: Kysely<Database>,
  filter: (eb: ExpressionBuilder<Database, 'bets'>) => Expression<SqlBool>,
): Promise<BetRowDb[]> {
  return trx.selectFrom('bets').selectAll().where(filter).orderBy('id').forUpdate().execute();
}

/**
 * Writes a computed settlement: `transfers` posted in one call (a user's balance is checked once,
 * after all of the postings), the bets marked settled with `updates` at `now`, and the exposure
 * of `releaseMarketId` released when given. Errors: the ledger's.
 */
export async function writeSettlement(
  trx: Kysely<Database>,
  transfers: TransferInput[],
  updates: BetSettled[],
  now: Date,
  releaseMarketId: string | undefined,
): Promise<void> {
  if (transfers.length > 0) await postTransfers(trx, transfers);
  await markSettled(trx, updates, now);
  if (releaseMarketId !== undefined) await releaseExposure(trx, releaseMarketId);
}

/** Marks bets settled with their P&L (minor units) and case, in batched updates. */
export async function markSettled(trx: Kysely<Database>, updates: BetSettled[], now: Date): Promise<void> {
  for (let i = 0; i < updates.length; i += CHUNK) {
    const rows = updates.slice(i, i + CHUNK).map((u) => sql`(${u.id}::uuid, ${u.pnl}::bigint, ${u.outcome})`);
    await sql`update bets as b set status = 'settled', pnl_minor = v.pnl, outcome = v.outcome, settled_at = ${now}
      from (values ${sql.join(rows)}) as v(id, pnl, outcome) where b.id = v.id`.execute(trx);
  }
}

/** Releases every user's exposure on market `marketId` (its rows leave `market_exposures`). */
export async function releaseExposure(trx: Kysely<Database>, marketId: string): Promise<void> {
  await sql`update users as u set exposure_minor = u.exposure_minor - e.exposure_minor
    from market_exposures as e where e.user_id = u.id and e.market_id = ${marketId}`.execute(trx);
  await trx.deleteFrom('market_exposures').where('market_id', '=', marketId).execute();
}

/**
 * Settles one market in one transaction (issue 4 item 5): every bet's P&L posted to the ledger
 * (batched), bets marked settled with settledAt and case, exposure released. Idempotent: a
 * result version already settled changes nothing; a later version (a corrected result) reverses
 * the earlier postings and posts the new ones.
 */
export async function settleMarket(db: Db, result: MarketResultInput, now: Date): Promise<SettlementReport> {
  const outcome = outcomeOf(result);
  return db.transaction().execute(async (trx) => {
    await lockMarket(trx, result.marketId);
    const previous = await trx
      .selectFrom('market_settlements')
      .selectAll()
      .where('market_id', '=', result.marketId)
      .forUpdate()
      .executeTakeFirst();
    if (previous && previous.result_version >= result.version)
      return { marketId: result.marketId, betsSettled: 0, alreadySettled: true };

    const bets = await betsToSettle(trx, (eb) =>
      eb.and([eb('market_id', '=', result.marketId), eb('status', '=', previous ? 'settled' : 'unsettled')]),
    );
    const transfers: TransferInput[] = [];
    const updates: BetSettled[] = [];
    for (const bet of bets) {
      const pnl = settleBet(toExchangeBet(bet), outcome);
      if (previous && bet.pnl_minor)
        transfers.push(transferOf(bet, -bet.pnl_minor, 'settlement_reversal', previous.result_version, now));
      if (pnl !== 0) transfers.push(transferOf(bet, pnl, 'bet_settlement', result.version, now));
      updates.push({ id: bet.id, pnl, outcome: outcomeLabel(pnl, result.void) });
    }
    await writeSettlement(trx, transfers, updates, now, previous ? undefined : result.marketId);
    const row = {
      result_version: result.version,
      winner_selection_id: result.winnerSelectionId ?? null,
      value: result.value ?? null,
      is_void: result.void,
      bets_settled: bets.length,
      settled_at: now,
    };
    await trx
      .insertInto('market_settlements')
      .values({ market_id: result.marketId, ...row })
      .onConflict((oc) => oc.column('market_id').doUpdateSet(row))
      .execute();
    await trx
      .updateTable('market_results')
      .set({ settled_at: now })
      .where('market_id', '=', result.marketId)
      .execute();
    return { marketId: result.marketId, betsSettled: bets.length, alreadySettled: false };
  });
}

/**
 * Wires settlement to the feed (issue 4 item 5): every `market.result` on the bus is settled as
 * result version 1. Returns the unsubscribe function and a `drain()` that waits for the work in
 * flight (tests, shutdown).
 */
export function startSettlement(bus: EventBus, db: Db, clock: Clock, onError: (err: unknown) => void) {
  const pending = new Set<Promise<unknown>>();
  const off = bus.subscribe('market.result', (event) => {
    const work = settleMarket(
      db,
      { marketId: event.marketId, version: 1, ...event.result },
      new Date(clock.now()),
    )
      .catch(onError)
      .finally(() => pending.delete(work));
    pending.add(work);
  });
  return {
    off,
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
