import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { insertRound } from './rounds';

/** A new round and the engines' lease (issue 15; docs/cluster.md): a deposed node deals no round. */
describe('insertRound', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const round = (roundId: string) => ({
    roundId,
    casinoType: 'teen20',
    tableNo: 1,
    commit: 'c'.repeat(64),
    serverSeed: 's'.repeat(64),
    openedAt: new Date(t.clock.now()),
  });
  const stored = async (roundId: string) =>
    (
      await t.handle.db
        .selectFrom('casino_rounds')
        .select('round_id')
        .where('round_id', '=', roundId)
        .execute()
    ).length;

  it('stores a round once, and with a fence only while the lease has that epoch', async () => {
    expect(await insertRound(t.handle.db, round('99.1'))).toBe(true);
    expect(await insertRound(t.handle.db, round('99.1'))).toBe(false);
    const fence = { name: 'engines', epoch: 1 };
    expect(await insertRound(t.handle.db, round('99.2'), fence)).toBe(false); // no lease row yet
    await sql`insert into cluster_leases (name, epoch, holder, acquired_at) values ('engines', 1, 'http://a', now())`.execute(
      t.handle.db,
    );
    expect(await insertRound(t.handle.db, round('99.3'), fence)).toBe(true);
    await sql`update cluster_leases set epoch = 2 where name = 'engines'`.execute(t.handle.db);
    expect(await insertRound(t.handle.db, round('99.4'), fence)).toBe(false);
    expect([await stored('99.2'), await stored('99.3'), await stored('99.4')]).toEqual([0, 1, 0]);
  });
});
