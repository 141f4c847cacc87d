import { sql, type Kysely } from 'kysely';

/**
 * The double-entry ledger (issue "Ledger", docs/architecture.md Money): `ledger_transfers` (one row per
 * business cause, unique on (cause_type, cause_id) so a cause never posts twice) and
 * `ledger_entries` (immutable signed amounts in minor units; the entries of a transfer sum to 0).
 * House accounts are text ids `house:{domainId}:{shard}` with no balance row (totals are summed
 * from entries). Also:
 * - CHECK on users: a customer (role User) never has a negative balance;
 * - a trigger refusing UPDATE/DELETE of entries and transfers (corrections are reversing
 *   transfers); the one update allowed is the foreign key's `user_id -> NULL` once the user row is
 *   gone;
 * - a trigger closing an account before its user row is deleted (e.g. the expired-demo sweep):
 *   the remaining balance goes back to the house in an 'operator' transfer `close:{userId}`, so
 *   the trial balance stays 0;
 * - opening transfers for every balance that existed before the ledger (balance = sum of entries).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ledger_transfers')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    // The brand, for per-brand audits; no foreign key (checked by postTransfers against the users).
    .addColumn('domain_id', 'uuid', (c) => c.notNull())
    .addColumn('cause_type', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`cause_type in ('operator','bet_settlement','settlement_reversal','casino_round','opening')`,
        ),
    )
    .addColumn('cause_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull())
    .addColumn('display_text', 'text', (c) => c.notNull())
    .addUniqueConstraint('ledger_transfers_cause', ['cause_type', 'cause_id'])
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('transfer_id', 'uuid', (c) => c.notNull().references('ledger_transfers.id'))
    .addColumn('account_type', 'text', (c) => c.notNull().check(sql`account_type in ('user','house')`))
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('balance_after_minor', 'bigint')
    .addColumn('bet_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // The statement's index; house entries (user_id null) stay out of it.
  await db.schema
    .createIndex('ledger_entries_user_time')
    .on('ledger_entries')
    .columns(['user_id', 'created_at'])
    .where(sql.ref('user_id'), 'is not', null)
    .execute();
  // No other index: every index slows the settlement batches down, and house totals and
  // audits are rare reads that may scan.

  await sql`alter table users add constraint users_balance_non_negative
    check (role <> 'User' or balance_minor >= 0)`.execute(db);

  // Entries: only the foreign key's `user_id -> NULL` (the user row is gone) passes.
  await sql`create function ledger_entries_immutable() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' then
        if new.user_id is null and old.user_id is not null
           and (new.id, new.transfer_id, new.account_type, new.account_id, new.amount_minor,
                new.balance_after_minor, new.bet_id, new.created_at)
               is not distinct from
               (old.id, old.transfer_id, old.account_type, old.account_id, old.amount_minor,
                old.balance_after_minor, old.bet_id, old.created_at)
           and not exists (select 1 from users where id = old.user_id) then
          return new;
        end if;
      end if;
      raise exception 'ledger_entries is immutable: post a reversing transfer instead'
        using errcode = '55000';
    end $$`.execute(db);
  await sql`create trigger ledger_entries_immutable before update or delete on ledger_entries
    for each row execute function ledger_entries_immutable()`.execute(db);
  await sql`create function ledger_transfers_immutable() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger_transfers is immutable: post a reversing transfer instead'
        using errcode = '55000';
    end $$`.execute(db);
  await sql`create trigger ledger_transfers_immutable before update or delete on ledger_transfers
    for each row execute function ledger_transfers_immutable()`.execute(db);

  await sql`create function ledger_close_account() returns trigger language plpgsql as $$
    declare tid uuid := gen_random_uuid();
    begin
      if old.balance_minor <> 0 then
        insert into ledger_transfers (id, domain_id, cause_type, cause_id, created_at, remark, display_text)
          values (tid, old.domain_id, 'operator', 'close:' || old.id::text, now(),
                  'Account closed', 'Account closed');
        insert into ledger_entries
            (transfer_id, account_type, account_id, user_id, amount_minor, balance_after_minor, created_at)
          values
            (tid, 'user', old.id::text, old.id, -old.balance_minor, 0, now()),
            (tid, 'house', 'house:' || old.domain_id::text || ':' || (abs(hashtext(old.id::text)) % 16)::text,
             null, old.balance_minor, null, now());
      end if;
      return old;
    end $$`.execute(db);
  await sql`create trigger users_close_ledger_account before delete on users
    for each row execute function ledger_close_account()`.execute(db);

  // Balances that predate the ledger become opening transfers from the house.
  await sql`insert into ledger_transfers (id, domain_id, cause_type, cause_id, created_at, remark, display_text)
    select gen_random_uuid(), domain_id, 'opening', id::text, created_at, 'Opening balance', 'Opening balance'
    from users where balance_minor <> 0`.execute(db);
  await sql`insert into ledger_entries
      (transfer_id, account_type, account_id, user_id, amount_minor, balance_after_minor, created_at)
    select t.id, 'user', u.id::text, u.id, u.balance_minor, u.balance_minor, t.created_at
    from users u join ledger_transfers t on t.cause_type = 'opening' and t.cause_id = u.id::text
    union all
    select t.id, 'house', 'house:' || u.domain_id::text || ':' || (abs(hashtext(u.id::text)) % 16)::text,
           null, -u.balance_minor, null, t.created_at
    from users u join ledger_transfers t on t.cause_type = 'opening' and t.cause_id = u.id::text`.execute(db);
}
