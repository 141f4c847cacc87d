import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/index';
import { migrationProvider } from '../../db/migrations/index';
import { expectLedgerBalanced } from './audit.test-helper';

/** A bare database (not migrated): in-memory PGlite, or a private schema on DATABASE_URL. */
async function bareDatabase(): Promise<{ db: Kysely<Database>; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = new Kysely<Database>({ dialect: new PGliteDialect(new PGlite()) });
    return { db, drop: () => db.destroy() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: url, max: 2, options: `-c search_path=${schema}` });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    async drop() {
      await sql.raw(`drop schema ${schema} cascade`).execute(db);
      await db.destroy();
    },
  };
}

describe('migration 003_ledger', () => {
  it('turns balances that predate the ledger into opening transfers', async () => {
    const { db, drop } = await bareDatabase();
    try {
      const schema = process.env.DATABASE_URL
        ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]!.s
        : undefined;
      const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: schema });
      expect((await migrator.migrateTo('002_sports')).error).toBeUndefined();
      const domain = await db
        .insertInto('domains')
        .values({
          domain: 'old.localhost',
          title: 'Old',
          fav_icon_url: '',
          logo_url: '',
          primary_color: '#000000',
          secondary_color: '#000000',
          background_color: '#000000',
          layout: 'aura',
          status: 'active',
          casino_image_key: '',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const user = (userName: string, role: string, balance: number) => ({
        domain_id: domain.id,
        user_name: userName,
        name: userName,
        password_hash: null,
        role,
        currency: 'INR',
        balance_minor: balance,
      });
      await db
        .insertInto('users')
        .values([user('rich', 'User', 123_45), user('broke', 'User', 0), user('boss', 'Agent', 5_00)])
        .execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();

      await expectLedgerBalanced(db);
      const openings = await db
        .selectFrom('ledger_entries as e')
        .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
        .innerJoin('users as u', 'u.id', 'e.user_id')
        .select(['u.user_name', 'e.amount_minor', 'e.balance_after_minor', 't.cause_type'])
        .orderBy('u.user_name')
        .execute();
      // (The bare pool here reads BIGINT as text.)
      const asNumbers = openings.map((r) => ({
        ...r,
        amount_minor: Number(r.amount_minor),
        balance_after_minor: Number(r.balance_after_minor),
      }));
      expect(asNumbers).toEqual([
        { user_name: 'boss', amount_minor: 5_00, balance_after_minor: 5_00, cause_type: 'opening' },
        { user_name: 'rich', amount_minor: 123_45, balance_after_minor: 123_45, cause_type: 'opening' },
      ]);
    } finally {
      await drop();
    }
  });
});
