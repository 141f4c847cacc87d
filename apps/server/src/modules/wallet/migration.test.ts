import { describe, expect, it } from 'vitest';
import { bareDatabase } from '../../test/bare-database';
import { expectLedgerBalanced } from './audit.test-helper';

describe('migration 003_ledger', () => {
  it('turns balances that predate the ledger into opening transfers', async () => {
    const { db, migrator, drop } = await bareDatabase();
    try {
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
