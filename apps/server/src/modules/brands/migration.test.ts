import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bareDatabase } from '../../test/bare-database';

describe('migration 017_brand_content', () => {
  it('gives the existing demo brands localhost as parent and every other brand none (issue 16 item 2)', async () => {
    const { db, migrator, drop } = await bareDatabase();
    try {
      expect((await migrator.migrateTo('016_customer_locks')).error).toBeUndefined();
      for (const host of [
        'localhost',
        'aura.localhost',
        'square.localhost',
        'suspended.localhost',
        'brand.example',
      ])
        await sql`insert into domains (domain, title, fav_icon_url, logo_url, primary_color, secondary_color,
          background_color, layout, status, casino_image_key)
          values (${host}, ${host}, '', '', '#000000', '#000000', '#000000', 'aura', 'active', 'default')`.execute(
          db,
        );
      expect((await migrator.migrateTo('017_brand_content')).error).toBeUndefined();
      const rows = await sql<{ domain: string; parent: string | null }>`
        select d.domain, p.domain as parent from domains d left join domains p on p.id = d.parent_domain_id
        order by d.domain`.execute(db);
      expect(rows.rows).toEqual([
        { domain: 'aura.localhost', parent: 'localhost' },
        { domain: 'brand.example', parent: null },
        { domain: 'localhost', parent: null },
        { domain: 'square.localhost', parent: 'localhost' },
        { domain: 'suspended.localhost', parent: 'localhost' },
      ]);
      // And back down: the columns and tables go.
      expect((await migrator.migrateTo('016_customer_locks')).error).toBeUndefined();
      const column = await sql`select 1 from information_schema.columns
        where table_name = 'domains' and column_name = 'parent_domain_id'
          and table_schema = current_schema()`.execute(db);
      expect(column.rows).toHaveLength(0);
    } finally {
      await drop();
    }
  });
});
