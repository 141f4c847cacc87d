import { randomUUID } from 'node:crypto';
import type { AccountStatementRow, StatementFilter } from '@backlay/contracts';
import { fromMinor } from '@backlay/exchange';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/index';
import { DomainError, InsufficientFundsError } from '../../domain-errors';
import { addBalances } from '../users/index';
import { INSUFFICIENT_BALANCE_MESSAGE } from '@backlay/contracts/constants';

/**
 * The double-entry ledger (issue "Ledger"; docs/architecture.md Money): every movement of money is a
 * transfer of integer minor units whose entries sum to 0; entries are never changed (a correction
 * is a new reversing transfer); a user's `balance_minor` is the sum of its entries, kept in the
 * same transaction; customers (role User) never go below 0 (checked here, and by a database CHECK
 * as the last line). House accounts are `house:{domainId}:{shard}` with 16 shards and no balance
 * row, so no single row is updated per bet; house totals are summed from the entries.
 */

/** The database or a transaction of it; the ledger functions accept either. */
export type DbOrTrx = Kysely<Database> | Transaction<Database>;

/** Why money moved; with `causeId`, unique per transfer (the same cause never posts twice). */
export const LEDGER_CAUSE_TYPES = [
  'operator',
  'bet_settlement',
  'settlement_reversal',
  'casino_round',
  'opening',
] as const;
export type LedgerCauseType = (typeof LEDGER_CAUSE_TYPES)[number];

/** Number of house account shards per brand. */
export const HOUSE_SHARDS = 16;

/** One user side of a transfer: `amountMinor` > 0 credits the user, < 0 debits. */
export interface TransferLeg {
  userId: string;
  amountMinor: number;
  /** The bet this leg settles (shown on the statement row). */
  betId?: string;
}

/** A transfer to post; the house takes the other side of the legs' sum. */
export interface TransferInput {
  domainId: string;
  causeType: LedgerCauseType;
  causeId: string;
  remark: string;
  displayText: string;
  legs: TransferLeg[];
  now: Date;
}

/** A statement row (docs/rules/specification.md §3 Account statement row), money in currency units. */
export type StatementRow = AccountStatementRow;

/** Ids as the database returns them (lower case), so they compare as strings. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BALANCE_CHECK = 'users_balance_non_negative';

/** FNV-1a (32 bit) of a string; spreads causes over the house shards. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The house account of brand `domainId` that takes the other side of cause `causeId`. */
export function houseAccountId(domainId: string, causeId: string): string {
  return `house:${domainId}:${fnv1a(causeId) % HOUSE_SHARDS}`;
}

/** Throws a programming error (not a client error) for a malformed transfer. */
function validate(input: TransferInput): void {
  const where = `transfer ${input.causeType}/${input.causeId}`;
  if (!(LEDGER_CAUSE_TYPES as readonly string[]).includes(input.causeType))
    throw new RangeError(`${where}: unknown cause type`);
  if (!UUID.test(input.domainId)) throw new RangeError(`${where}: domainId must be a lower-case uuid`);
  if (input.causeId.length === 0 || input.causeId.length > 200)
    throw new RangeError(`${where}: causeId must be 1 to 200 characters`);
  if (!(input.now instanceof Date) || Number.isNaN(input.now.getTime()))
    throw new RangeError(`${where}: now must be a valid Date`);
  if (input.legs.length === 0) throw new RangeError(`${where}: a transfer needs at least one leg`);
  for (const leg of input.legs) {
    if (!UUID.test(leg.userId)) throw new RangeError(`${where}: userId must be a lower-case uuid`);
    if (!Number.isSafeInteger(leg.amountMinor))
      throw new RangeError(`${where}: amountMinor must be a safe integer, got ${leg.amountMinor}`);
    if (leg.betId !== undefined && !UUID.test(leg.betId))
      throw new RangeError(`${where}: betId must be a lower-case uuid`);
  }
}

const isBalanceCheck = (err: unknown) =>
  typeof err === 'object' &&
  err !== null &&
  (err as { code?: unknown }).code === '23514' &&
  (err as { constraint?: unknown }).constraint === BALANCE_CHECK;

const causeKey = (t: { causeType: string; causeId: string }) => `${t.causeType}\u0000${t.causeId}`;

/** The refusal of a posting that would take customer `userId` below 0 by `shortMinor`. */
const insufficientBalance = (userId: string, shortMinor: number) =>
  new InsufficientFundsError('insufficient_balance', INSUFFICIENT_BALANCE_MESSAGE, userId, shortMinor);

/**
 * Posts one double-entry transfer inside the caller's transaction (a plain `Kysely` gets its own
 * transaction): a user entry per leg with the user's balance after it (`users.balance_minor`
 * updated in the same batch) and one balancing house entry, `-sum(legs)`, on the shard
 * `house:{domainId}:{fnv1a(causeId) % 16}` (left out when the legs sum to 0). No house row is
 * updated. Returns the transfer id, or undefined when (causeType, causeId) was already posted
 * (idempotent: nothing is written). Errors: InsufficientFundsError 'insufficient_balance' when a
 * customer's balance would end below 0 (nothing written; the database CHECK is the last line),
 * 'insufficient_available' when an operator debit would leave a customer less than the exposure
 * reserved by open bets (issue 12: balance - exposure >= 0); RangeError for a malformed input or
 * a leg whose user is not an account of `domainId`.
 * Source: issue "Ledger".
 */
export async function postTransfer(trx: DbOrTrx, input: TransferInput): Promise<string | undefined> {
  const [id] = await postTransfers(trx, [input]);
  return id;
}

/**
 * Posts several transfers in one call with batched statements: one look-up of the causes already
 * posted, one `SELECT ... FOR UPDATE` of the users (in id order, so concurrent batches do not
 * deadlock), one multi-row insert per table and one `UPDATE users ... FROM` for the balances. Rows
 * travel as one JSON parameter each (jsonb_to_recordset), so the batch size is not bounded by the
 * 65,535 bind parameters of the protocol. Same semantics as {@link postTransfer}: a cause already
 * posted (or repeated within `inputs`) is skipped; a customer's balance is checked once, at the
 * end of the batch (so legs of one market may be posted in any order), and any shortfall fails
 * the whole batch with 400 'Insufficient balance'. Returns the ids of the transfers posted, in
 * input order (skipped causes have none).
 */
export async function postTransfers(trx: DbOrTrx, inputs: TransferInput[]): Promise<string[]> {
  if (inputs.length === 0) return [];
  for (const input of inputs) validate(input);
  if (!trx.isTransaction) return trx.transaction().execute((t) => postTransfers(t, inputs));

  // The first of several inputs with the same cause wins; the others are skipped.
  const byCause = new Map<string, TransferInput>();
  for (const input of inputs) if (!byCause.has(causeKey(input))) byCause.set(causeKey(input), input);
  const unique = [...byCause.values()];
  const posted = await sql<{ cause_type: string; cause_id: string }>`
    select t.cause_type, t.cause_id from ledger_transfers t
    join jsonb_to_recordset(${JSON.stringify(unique.map((i) => ({ k: i.causeType, c: i.causeId })))}::jsonb)
      as x(k text, c text) on t.cause_type = x.k and t.cause_id = x.c`.execute(trx);
  const done = new Set(posted.rows.map((r) => causeKey({ causeType: r.cause_type, causeId: r.cause_id })));
  let fresh = unique.filter((i) => !done.has(causeKey(i)));
  if (fresh.length === 0) return [];

  // Lock the accounts and check the customers' balances before writing anything.
  const userIds = [...new Set(fresh.flatMap((i) => i.legs.map((l) => l.userId)))];
  const accounts = await sql<{
    id: string;
    domain_id: string;
    role: string;
    balance_minor: number;
    exposure_minor: number;
  }>`
    select id, domain_id, role, balance_minor, exposure_minor from users
    where id in (select jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb)::uuid)
    order by id for update`.execute(trx);
  const account = new Map(accounts.rows.map((r) => [r.id, r]));
  const finalBalance = (transfers: TransferInput[]) => {
    const balance = new Map(accounts.rows.map((r) => [r.id, r.balance_minor]));
    for (const t of transfers)
      for (const leg of t.legs) {
        const a = account.get(leg.userId);
        if (!a || a.domain_id !== t.domainId)
          throw new RangeError(
            `transfer ${t.causeType}/${t.causeId}: no user ${leg.userId} in ${t.domainId}`,
          );
        balance.set(leg.userId, balance.get(leg.userId)! + leg.amountMinor);
      }
    return balance;
  };
  const debitedByOperator = new Set(
    fresh
      .filter((t) => t.causeType === 'operator')
      .flatMap((t) => t.legs.filter((l) => l.amountMinor < 0).map((l) => l.userId)),
  );
  for (const [id, balance] of finalBalance(fresh)) {
    const a = account.get(id)!;
    if (a.role !== 'User') continue;
    if (balance < 0) throw insufficientBalance(id, -balance);
    const available = balance - a.exposure_minor;
    if (available < 0 && debitedByOperator.has(id))
      throw new InsufficientFundsError(
        'insufficient_available',
        `Insufficient available balance: at most ${fromMinor(Math.max(0, a.balance_minor - a.exposure_minor)).toFixed(2)} can be debited (balance ${fromMinor(a.balance_minor).toFixed(2)}, exposure of open bets ${fromMinor(a.exposure_minor).toFixed(2)})`,
        id,
        -available,
      );
  }

  const ids = fresh.map(() => randomUUID());
  const inserted = await sql<{ id: string }>`
    insert into ledger_transfers (id, domain_id, cause_type, cause_id, created_at, remark, display_text)
    select id, domain_id, cause_type, cause_id, created_at, remark, display_text
    from jsonb_to_recordset(${JSON.stringify(
      fresh.map((t, o) => ({
        o,
        id: ids[o],
        domain_id: t.domainId,
        cause_type: t.causeType,
        cause_id: t.causeId,
        created_at: t.now.toISOString(),
        remark: t.remark,
        display_text: t.displayText,
      })),
    )}::jsonb) as x(o int, id uuid, domain_id uuid, cause_type text, cause_id text,
      created_at timestamptz, remark text, display_text text)
    order by o
    on conflict (cause_type, cause_id) do nothing
    returning id`.execute(trx);
  let transferIds = ids;
  if (inserted.rows.length < fresh.length) {
    // Another transaction posted some of these causes since the look-up: leave those out.
    const won = new Set(inserted.rows.map((r) => r.id));
    fresh = fresh.filter((_, o) => won.has(ids[o]!));
    transferIds = ids.filter((id) => won.has(id));
    if (fresh.length === 0) return [];
  }

  const running = new Map(accounts.rows.map((r) => [r.id, r.balance_minor]));
  const delta = new Map<string, number>();
  type EntryRow = [
    string,
    'user' | 'house',
    string,
    string | null,
    number,
    number | null,
    string | null,
    string,
  ];
  const entries: EntryRow[] = [];
  fresh.forEach((t, o) => {
    const transferId = transferIds[o]!;
    const at = t.now.toISOString();
    let sum = 0;
    for (const leg of t.legs) {
      const after = running.get(leg.userId)! + leg.amountMinor;
      running.set(leg.userId, after);
      delta.set(leg.userId, (delta.get(leg.userId) ?? 0) + leg.amountMinor);
      sum += leg.amountMinor;
      entries.push([
        transferId,
        'user',
        leg.userId,
        leg.userId,
        leg.amountMinor,
        after,
        leg.betId ?? null,
        at,
      ]);
    }
    if (sum !== 0)
      entries.push([transferId, 'house', houseAccountId(t.domainId, t.causeId), null, -sum, null, null, at]);
  });
  const changed = [...delta].filter(([, d]) => d !== 0).map(([id, d]) => ({ id, d }));

  try {
    // Entries as positional arrays: [transfer, type, account, user, amount, after, bet, at].
    await sql`
      insert into ledger_entries
        (transfer_id, account_type, account_id, user_id, amount_minor, balance_after_minor, bet_id, created_at)
      select (e->>0)::uuid, e->>1, e->>2, (e->>3)::uuid, (e->>4)::bigint, (e->>5)::bigint, (e->>6)::uuid,
             (e->>7)::timestamptz
      from jsonb_array_elements(${JSON.stringify(entries)}::jsonb) with ordinality as x(e, o)
      order by o`.execute(trx);
    await addBalances(trx, changed);
  } catch (err) {
    if (isBalanceCheck(err)) throw insufficientBalance('', 0);
    throw err;
  }
  return transferIds;
}

/**
 * Audit of the ledger (issue "Ledger" tests): the trial balance (sum of every entry, minor units;
 * 0 when every transfer balances) and the users whose `balance_minor` differs from the sum of
 * their entries, sorted. With `domainId`, only that brand's transfers and users.
 */
export async function auditLedger(
  db: DbOrTrx,
  opts: { domainId?: string } = {},
): Promise<{ trialBalanceMinor: number; mismatchedUserIds: string[] }> {
  const domainId = opts.domainId ?? null;
  const trial = await sql<{ total: string | number }>`
    select coalesce(sum(e.amount_minor), 0) as total
    from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
    where ${domainId}::uuid is null or t.domain_id = ${domainId}::uuid`.execute(db);
  const mismatched = await sql<{ id: string }>`
    select u.id from users u
    left join (
      select user_id, sum(amount_minor) as total from ledger_entries
      where user_id is not null group by user_id
    ) e on e.user_id = u.id
    where u.balance_minor <> coalesce(e.total, 0)
      and (${domainId}::uuid is null or u.domain_id = ${domainId}::uuid)
    order by u.id`.execute(db);
  return {
    trialBalanceMinor: Number(trial.rows[0]?.total ?? 0),
    mismatchedUserIds: mismatched.rows.map((r) => r.id),
  };
}

/**
 * The account invariants of issue 12, checked over customers (role User), with `domainId` only
 * that brand's: `negativeBalanceUserIds` have a balance below 0 (the database CHECK forbids it,
 * so this stays empty), `overdrawnUserIds` have a balance below the exposure their open bets
 * reserve (available < 0: only an Admin's result correction may cause it, docs/decisions.md
 * Hardening). Both sorted.
 */
export async function auditAccounts(
  db: DbOrTrx,
  opts: { domainId?: string } = {},
): Promise<{ negativeBalanceUserIds: string[]; overdrawnUserIds: string[] }> {
  const domainId = opts.domainId ?? null;
  const rows = await sql<{ id: string; negative: boolean }>`
    select id, balance_minor < 0 as negative from users
    where role = 'User' and balance_minor - exposure_minor < 0
      and (${domainId}::uuid is null or domain_id = ${domainId}::uuid)
    order by id`.execute(db);
  return {
    negativeBalanceUserIds: rows.rows.filter((r) => r.negative).map((r) => r.id),
    overdrawnUserIds: rows.rows.map((r) => r.id),
  };
}

/**
 * The balance of brand `domainId`'s house, minor units: the sum of the entries of its 16 shards
 * (derived, never stored). Positive when customers have lost money to the house overall.
 */
export async function houseBalanceMinor(db: DbOrTrx, domainId: string): Promise<number> {
  const accounts = Array.from({ length: HOUSE_SHARDS }, (_, s) => `house:${domainId}:${s}`);
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<string | number>`coalesce(sum(amount_minor), 0)`.as('total'))
    .where('account_id', 'in', accounts)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Causes shown by each statement filter (docs/rules/specification.md §3 Statement request: upline, betRecords, all). */
const FILTER_CAUSES: Record<Exclude<StatementFilter, 'all'>, LedgerCauseType[]> = {
  upline: ['operator', 'opening'],
  betRecords: ['bet_settlement', 'settlement_reversal', 'casino_round'],
};

/**
 * Statement rows of user `userId` (docs/rules/specification.md §3 Account statement row), newest first, page `page`
 * (1-based) of `pageSize` rows, between `from` and `to` inclusive. `filter` 'upline' keeps the
 * operator's transfers (and the opening balance), 'betRecords' bet and casino settlements, 'all'
 * everything. Each row: createdAt (ISO), type 'deposite' when the user was credited (or 0) and
 * 'withdraw' when debited, amount (currency units, positive), displayText, openingBalancePayee /
 * openingBalancePayer (the balance before the transfer of the credited / debited side: the
 * user's balance after minus the amount; null for the house side), payer (the user's name when
 * debited, 'house' when credited), remark, betId. Errors: 400 for a page < 1 or a page size
 * outside 1..1000 (DomainError 'invalid').
 */
export async function statementRows(
  db: DbOrTrx,
  userId: string,
  opts: { from?: Date; to?: Date; page: number; pageSize: number; filter?: StatementFilter },
): Promise<{ rows: StatementRow[]; totalPages: number }> {
  const { page, pageSize, from, to, filter = 'all' } = opts;
  if (!Number.isInteger(page) || page < 1)
    throw new DomainError('invalid', 'bad_page', 'page must be 1 or more');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 1000)
    throw new DomainError('invalid', 'bad_page', 'pageSize must be 1 to 1000');
  let base = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .where('e.user_id', '=', userId);
  if (from) base = base.where('e.created_at', '>=', from);
  if (to) base = base.where('e.created_at', '<=', to);
  if (filter !== 'all') base = base.where('t.cause_type', 'in', FILTER_CAUSES[filter]);

  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select([
      'e.created_at',
      'e.amount_minor',
      'e.balance_after_minor',
      'e.bet_id',
      't.remark',
      't.display_text',
      'u.user_name',
    ])
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    totalPages: Math.ceil(Number(n) / pageSize),
    rows: rows.map((r) => {
      const credited = r.amount_minor >= 0;
      const before = fromMinor((r.balance_after_minor ?? 0) - r.amount_minor);
      return {
        createdAt: r.created_at.toISOString(),
        type: credited ? 'deposite' : 'withdraw',
        amount: fromMinor(Math.abs(r.amount_minor)),
        displayText: r.display_text,
        openingBalancePayee: credited ? before : null,
        openingBalancePayer: credited ? null : before,
        payer: credited ? 'house' : r.user_name,
        remark: r.remark,
        betId: r.bet_id,
      };
    }),
  };
}

/**
 * Opens a new account with `amountMinor` (>= 0; 0 posts nothing): an 'opening' transfer from the
 * house with cause id = the user id, so an account opens at most once. Call it in the
 * transaction that inserts the user (with `balance_minor` 0), so balance = sum of entries always.
 * Errors: RangeError for a negative or non-integer amount.
 */
export async function openAccount(
  trx: DbOrTrx,
  a: { domainId: string; userId: string; amountMinor: number; now: Date; remark?: string },
): Promise<void> {
  if (!Number.isSafeInteger(a.amountMinor) || a.amountMinor < 0)
    throw new RangeError(`opening balance must be a non-negative integer, got ${a.amountMinor}`);
  if (a.amountMinor === 0) return;
  await postTransfer(trx, {
    domainId: a.domainId,
    causeType: 'opening',
    causeId: a.userId,
    remark: a.remark ?? 'Opening balance',
    displayText: 'Opening balance',
    legs: [{ userId: a.userId, amountMinor: a.amountMinor }],
    now: a.now,
  });
}
