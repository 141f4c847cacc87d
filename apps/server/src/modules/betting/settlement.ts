import { settleBet, type MarketOutcome } from '@backlay/exchange';
import { sql } from 'kysely';
import type { Clock } from '../../clock';
import type { Db } from '../../db/index';
import type { Database } from '../../db/schema';
import type { Kysely, Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { EventBus } from '../../realtime/bus';
import type { TransferInput } from '../wallet/index';
import { SETTLING_COLUMNS, toExchangeBet, type SettlingBet } from './bets';
import { writeSettlement, type BetSettlement, type HeldBet } from './holds';

/** A decided market to settle (docs/rules/exchange.md Settlement); `version` grows with each correction. */
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
  /** Bets set aside for an operator because their account could not pay (issue 12). */
  held: HeldBet[];
  /** True when this market was already settled with this (or a later) result: nothing changed. */
  alreadySettled: boolean;
}

/**
 * Serialises settlement against bet acceptance on one market (a transaction-scoped advisory
 * lock, exclusive here and shared by each bet): a bet is either in before the settlement reads
 * the market's bets, or sees the market settled.
 */
export async function lockMarket(trx: Kysely<Database>, marketId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${marketId}))`.execute(trx);
}

/** Whether a result names an outcome: void, a value (Fancy) or a winner. */
const namesOutcome = (result: MarketResultInput): boolean =>
  result.void || result.value !== undefined || result.winnerSelectionId !== undefined;

function outcomeOf(result: MarketResultInput): MarketOutcome {
  if (!namesOutcome(result)) throw new Error(`result of ${result.marketId} names no winner`);
  if (result.void) return { void: true };
  if (result.value !== undefined) return { void: false, runs: result.value };
  return { void: false, winnerSelectionId: result.winnerSelectionId! };
}

/** A settled bet's case (docs/rules/specification.md §3 Bet case): void for a void result, else loss below 0, win otherwise. */
export const outcomeLabel = (pnl: number, isVoid: boolean): 'win' | 'loss' | 'void' =>
  isVoid ? 'void' : pnl < 0 ? 'loss' : 'win';

/**
 * Ledger transfer of one bet's P&L `amountMinor` (callers post none when it is 0), cause id
 * `{betId}:v{version}` so each bet posts once per result version (idempotent settlement).
 */
export function transferOf(
  bet: SettlingBet,
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

/**
 * The posted bets of market `marketId` as one ledger transfer per cause type (settlement, and on a
 * correction the reversal), each with one leg per account: the sum of that account's bets' legs
 * (minor units; accounts whose sum is 0 left out, and the transfer when all are), cause id
 * `{marketId}:v{version}` with the version of that cause type (`versions`), the market's name as
 * its statement line and no bet id. So each customer sees one line per market, as on Betfair's
 * statement, and each bet keeps its own P&L in bet history; the house takes the market's net in one
 * entry (docs/decisions.md "Settlement nets per market").
 */
export function netTransfers(
  marketId: string,
  posted: readonly BetSettlement[],
  versions: Partial<Record<TransferInput['causeType'], number>>,
  now: Date,
): TransferInput[] {
  const byCause = new Map<TransferInput['causeType'], { bet: SettlingBet; legs: Map<string, number> }>();
  for (const { bet, transfers } of posted)
    for (const t of transfers) {
      const net = byCause.get(t.causeType) ?? { bet, legs: new Map<string, number>() };
      for (const leg of t.legs) net.legs.set(leg.userId, (net.legs.get(leg.userId) ?? 0) + leg.amountMinor);
      byCause.set(t.causeType, net);
    }
  return [...byCause]
    .map(([causeType, { bet, legs }]) => ({
      domainId: bet.domain_id,
      causeType,
      causeId: `${marketId}:v${versions[causeType]}`,
      remark: `${bet.event_name} / ${bet.market_name}`,
      displayText: `${causeType === 'settlement_reversal' ? 'Reversal: ' : ''}${bet.sports_name} / ${bet.event_name} / ${bet.market_name}`,
      legs: [...legs]
        .filter(([, amountMinor]) => amountMinor !== 0)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([userId, amountMinor]) => ({ userId, amountMinor })),
      now,
    }))
    .filter((t) => t.legs.length > 0);
}

/**
 * The bets matching `filter` in id order ({@link SETTLING_COLUMNS}), locked for update: what a settlement reads under its
 * market or round lock (sports markets here, casino rounds in dealer/settle.ts).
 */
export function betsToSettle(
  trx: Kysely<Database>,
  filter: (eb: ExpressionBuilder<Database, 'bets'>) => Expression<SqlBool>,
): Promise<SettlingBet[]> {
  return trx.selectFrom('bets').select(SETTLING_COLUMNS).where(filter).orderBy('id').forUpdate().execute();
}

/**
 * Settles one market in one transaction (issue 4 item 5): the bets' P&L posted to the ledger as
 * one transfer with a leg per account (netTransfers), bets marked settled with settledAt and case, exposure released. Idempotent: a
 * result version already settled changes nothing; a later version (a corrected result) reverses
 * the earlier postings and posts the new ones. An account that cannot pay has its bets on the
 * market set aside for an operator (holds.ts; issue 12) and the rest settles: the report lists
 * them.
 */
export async function settleMarket(db: Db, result: MarketResultInput, now: Date): Promise<SettlementReport> {
  return db.transaction().execute((trx) => settleMarketIn(trx, result, now));
}

/**
 * {@link settleMarket} inside the caller's transaction `trx` (an operator's declaration writes its
 * audit entry in the same transaction, issue 16 item 4). Takes the market's exclusive lock.
 */
export async function settleMarketIn(
  trx: Kysely<Database>,
  result: MarketResultInput,
  now: Date,
): Promise<SettlementReport> {
  const outcome = outcomeOf(result);
  const { marketId } = result;
  await lockMarket(trx, marketId);
  const previous = await trx
    .selectFrom('market_settlements')
    .selectAll()
    .where('market_id', '=', marketId)
    .forUpdate()
    .executeTakeFirst();
  if (previous && previous.result_version >= result.version)
    return { marketId, betsSettled: 0, held: [], alreadySettled: true };

  // A correction also reaches the bets an earlier settlement set aside (still unsettled).
  const bets = await betsToSettle(trx, (eb) =>
    eb.and([
      eb('market_id', '=', marketId),
      previous
        ? eb.or([
            eb('status', '=', 'settled'),
            eb(
              'id',
              'in',
              eb.selectFrom('settlement_holds').select('bet_id').where('released_at', 'is', null),
            ),
          ])
        : eb('status', '=', 'unsettled'),
    ]),
  );
  const items: BetSettlement[] = bets.map((bet) => {
    const pnl = settleBet(toExchangeBet(bet), outcome);
    const transfers: TransferInput[] = [];
    const wasPosted = bet.status === 'settled';
    if (previous && wasPosted && bet.pnl_minor)
      transfers.push(transferOf(bet, -bet.pnl_minor, 'settlement_reversal', previous.result_version, now));
    if (pnl !== 0) transfers.push(transferOf(bet, pnl, 'bet_settlement', result.version, now));
    return {
      bet,
      transfers,
      pnl,
      outcome: outcomeLabel(pnl, result.void),
      releasesExposure: !wasPosted,
      resultVersion: result.version,
    };
  });
  const versions = { bet_settlement: result.version, settlement_reversal: previous?.result_version };
  const held = await writeSettlement(trx, marketId, items, now, (posted) =>
    netTransfers(marketId, posted, versions, now),
  );
  const row = {
    result_version: result.version,
    winner_selection_id: result.winnerSelectionId ?? null,
    value: result.value ?? null,
    is_void: result.void,
    bets_settled: bets.length - held.length,
    settled_at: now,
  };
  await trx
    .insertInto('market_settlements')
    .values({ market_id: marketId, ...row })
    .onConflict((oc) => oc.column('market_id').doUpdateSet(row))
    .execute();
  await trx
    .updateTable('market_results')
    .set({ settled_at: now })
    .where('market_id', '=', marketId)
    .execute();
  return { marketId, betsSettled: bets.length - held.length, held, alreadySettled: false };
}

/** Most markets {@link settleBetlessMarkets} takes in one transaction (each holds an advisory lock). */
const BETLESS_BATCH_MAX = 200;

/**
 * Settles in one transaction the markets of `results` nobody bet on (issue 4 item 5): the feed
 * decides hundreds of markets at start-up (every market of the matches of the last hours), and
 * one transaction each costs ~8 queries. Under each market's lock (in id order), a market with no
 * bet and no earlier settlement gets what {@link settleMarketIn} would write for it: its
 * settlement row (0 bets) and its result marked settled. Returns the results left for
 * {@link settleMarket}, in their order: markets with a bet or an earlier settlement, repeated
 * markets and results that name no outcome.
 */
export async function settleBetlessMarkets(
  db: Db,
  results: readonly MarketResultInput[],
  now: Date,
): Promise<MarketResultInput[]> {
  const ids = [...new Set(results.map((r) => r.marketId))].sort();
  if (ids.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(t.id)) from unnest(${ids}::text[]) as t(id)`.execute(trx);
    const busy = await sql<{ market_id: string }>`
      select market_id from bets where market_id = any(${ids}::text[])
      union select market_id from market_settlements where market_id = any(${ids}::text[])`.execute(trx);
    const taken = new Set(busy.rows.map((r) => r.market_id));
    const quick: MarketResultInput[] = [];
    const rest: MarketResultInput[] = [];
    for (const result of results) {
      const settles = !taken.has(result.marketId) && namesOutcome(result);
      if (settles) taken.add(result.marketId);
      (settles ? quick : rest).push(result);
    }
    if (quick.length === 0) return rest;
    await trx
      .insertInto('market_settlements')
      .values(
        quick.map((r) => ({
          market_id: r.marketId,
          result_version: r.version,
          winner_selection_id: r.winnerSelectionId ?? null,
          value: r.value ?? null,
          is_void: r.void,
          bets_settled: 0,
          settled_at: now,
        })),
      )
      .execute();
    await trx
      .updateTable('market_results')
      .set({ settled_at: now })
      .where(
        'market_id',
        'in',
        quick.map((r) => r.marketId),
      )
      .execute();
    return rest;
  });
}

/**
 * Wires settlement to the feed (issue 4 item 5): every `market.result` on the bus is settled as
 * result version 1, in the order they came: the results that wait while a batch is settled form
 * the next batch, whose markets nobody bet on settle together ({@link settleBetlessMarkets}; on its
 * failure each market is settled alone) and the others one by one ({@link settleMarket}).
 * `onHeld` hears of the bets a settlement set aside (issue 12: logged). Returns the unsubscribe
 * function and a `drain()` that waits for the work in flight (tests, shutdown).
 */
export function startSettlement(
  bus: EventBus,
  db: Db,
  clock: Clock,
  onError: (err: unknown) => void,
  onHeld: (held: HeldBet[]) => void = () => {},
) {
  const queue: MarketResultInput[] = [];
  let running: Promise<void> | undefined;
  const run = async () => {
    while (queue.length > 0) {
      const batch = queue.splice(0, BETLESS_BATCH_MAX);
      let rest = batch;
      try {
        rest = await settleBetlessMarkets(db, batch, new Date(clock.now()));
      } catch (err) {
        onError(err);
      }
      for (const result of rest)
        await settleMarket(db, result, new Date(clock.now()))
          .then((report) => report.held.length > 0 && onHeld(report.held))
          .catch(onError);
    }
  };
  const kick = () => {
    running ??= run().finally(() => {
      running = undefined;
      if (queue.length > 0) kick();
    });
  };
  const off = bus.subscribe('market.result', (event) => {
    queue.push({ marketId: event.marketId, version: 1, ...event.result });
    kick();
  });
  return {
    off,
    async drain() {
      while (running) await running;
    },
  };
}
