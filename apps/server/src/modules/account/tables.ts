import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { Database, Db } from '../../db/index';

/**
 * Tables of migration 007_account, typed here so the account module owns them; {@link accountDb}
 * widens the shared `Db` with them (the lead may fold these interfaces into db/schema.ts).
 */

/** `notices`: the brand's news ticker lines (docs/rules/specification.md §3 Notice), written by an operator. */
export interface NoticesTable {
  id: Generated<string>;
  domain_id: string;
  created_by: string;
  notice: string;
  created_at: Generated<Date>;
}

/** `banners`: the brand's home carousel images (docs/rules/specification.md §3 Banner), shown by `sort_order`. */
export interface BannersTable {
  id: Generated<string>;
  domain_id: string;
  banner: string;
  sort_order: Generated<number>;
  created_at: Generated<Date>;
  /** The schedule window (migration 017, issue 16 item 2): shown from `starts_at` until before `ends_at`; null: open. */
  starts_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  ends_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** The tables this module adds to {@link Database}. */
export type AccountTables = {
  notices: NoticesTable;
  banners: BannersTable;
};

/** The database (or a transaction of it) as the account module sees it. */
export type AccountDb = Kysely<Database & AccountTables>;

/** `db` with the account tables in its type (no copy: the same connection). */
export const accountDb = (db: Db | Transaction<Database>): AccountDb => db.withTables<AccountTables>();
