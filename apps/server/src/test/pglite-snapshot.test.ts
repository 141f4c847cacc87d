import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db, DatabaseHandle } from '../db/index';
import { openMigratedPglite } from './pglite-snapshot';

/**
 * The shape of a database: every column, constraint, index, sequence and applied migration with
 * its time (the same only in a copy: migrating anew would write later times).
 */
async function shapeOf(db: Db) {
  const q = async (query: ReturnType<typeof sql>) => (await query.execute(db)).rows;
  return {
    columns: await q(sql`select table_name, column_name, data_type, is_nullable, column_default
      from information_schema.columns where table_schema = 'public' order by 1, 2`),
    constraints: await q(sql`select conrelid::regclass::text as t, conname, pg_get_constraintdef(oid) as def
      from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`),
    indexes: await q(
      sql`select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by 1, 2`,
    ),
    sequences: await q(
      sql`select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1`,
    ),
    migrations: await q(sql`select name, timestamp from kysely_migration order by name`),
  };
}

/**
 * The harness's PGlite databases (test/pglite-snapshot.ts): the ones started from the file's
 * snapshot have the shape of a freshly migrated database and are independent of each other.
 */
describe('openMigratedPglite', () => {
  const open: DatabaseHandle[] = [];
  afterAll(async () => {
    for (const handle of open) await handle.close();
  });

  it('gives the first caller a migrated database and the others copies of it, each its own', async () => {
    const [first, second, third] = await Promise.all([
      openMigratedPglite(),
      openMigratedPglite(),
      openMigratedPglite(),
    ]);
    open.push(first, second, third);
    // The first is a new database migrated by openDatabase (the harness's old path), the others loaded.
    const expected = await shapeOf(first.db);
    expect(expected.migrations.length).toBeGreaterThan(15);
    expect(expected.columns.length).toBeGreaterThan(100);
    for (const handle of [second, third]) expect(await shapeOf(handle.db)).toEqual(expected);

    // The BIGINT parser of openDatabase (money in minor units as safe numbers) applies to each.
    for (const handle of [first, second])
      await expect(sql`select 9007199254740993::int8 as x`.execute(handle.db)).rejects.toThrow(RangeError);

    // Each writes its own rows and draws its own ids.
    const insert = (db: Db, host: string) =>
      db
        .insertInto('domains')
        .values({
          domain: host,
          title: host,
          fav_icon_url: '',
          logo_url: '',
          primary_color: '#000000',
          secondary_color: '#000000',
          background_color: '#000000',
          layout: 'tamannah',
          status: 'active',
          casino_image_key: '',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const a = await insert(second.db, 'a.localhost');
    const b = await insert(third.db, 'b.localhost');
    expect(a.id).not.toBe(b.id);
    const hosts = async (db: Db) =>
      (await db.selectFrom('domains').select('domain').execute()).map((r) => r.domain);
    expect(await hosts(first.db)).toEqual([]);
    expect(await hosts(second.db)).toEqual(['a.localhost']);
    expect(await hosts(third.db)).toEqual(['b.localhost']);
  });
});
