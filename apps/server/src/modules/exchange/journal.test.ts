import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { GroupCommitter, type Commit } from './journal';

/**
 * The group commit (journal.ts): batches commit in journal order, and a batch that fails at its
 * COMMIT takes everything queued behind it down with it (all of it was computed on its state), on
 * a real database (a deferred constraint trigger makes one journal row fail at COMMIT, not before).
 */
describe('group commit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await sql`create function refuse_poison() returns trigger language plpgsql as $$
      begin if new.order_id = 'poison' then raise exception 'poisoned commit'; end if; return null; end $$`.execute(
      t.handle.db,
    );
    await sql`create constraint trigger refuse_poison after insert on exchange_journal
      deferrable initially deferred for each row execute function refuse_poison()`.execute(t.handle.db);
  });
  afterAll(() => t.close());

  const commit = (orderId: string): Commit => ({
    bookKey: 'test:1.900',
    marketId: '1.900',
    events: [{ kind: 'cancel', orderId, sizeMinor: 100, atMs: Date.UTC(2026, 10, 25) }],
    bets: [],
    exposures: [],
  });
  const journal = async () =>
    (
      await t.handle.db
        .selectFrom('exchange_journal')
        .select('order_id')
        .where('book_key', '=', 'test:1.900')
        .orderBy('seq')
        .execute()
    ).map((r) => r.order_id);

  it('commits batches in order, one after the other', async () => {
    const committer = new GroupCommitter(t.handle.db, { windowMs: 0, maxBatch: 1, onFailed: () => {} });
    await Promise.all(['a', 'b', 'c', 'd'].map((id) => committer.submit(commit(id))));
    await committer.idle();
    expect(await journal()).toEqual(['a', 'b', 'c', 'd']);
    expect(committer.stats).toMatchObject({ batches: 4, commits: 4 });
  });

  it('refuses everything queued behind a batch that fails at its commit, writing none of it', async () => {
    const failures: unknown[] = [];
    const committer = new GroupCommitter(t.handle.db, {
      windowMs: 0,
      maxBatch: 1,
      onFailed: (err) => failures.push(err),
    });
    const before = await journal();
    const outcomes = await Promise.allSettled(
      ['poison', 'behind', 'queued'].map((id) => committer.submit(commit(id))),
    );
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const o of outcomes)
      expect(String((o as PromiseRejectedResult).reason)).toContain('poisoned commit');
    expect(failures).toHaveLength(1);
    await committer.idle();
    expect(await journal()).toEqual(before);
    // It goes on: the next change commits.
    await committer.submit(commit('later'));
    expect(await journal()).toEqual([...before, 'later']);
  });

  it('commits only while the lease it is fenced by still has its epoch', async () => {
    await t.handle.db.deleteFrom('cluster_leases').execute();
    const fenced = new GroupCommitter(t.handle.db, {
      windowMs: 0,
      maxBatch: 10,
      fence: { name: 'engines', epoch: 1 },
      onFailed: () => {},
    });
    const before = await journal();
    await expect(fenced.submit(commit('no-lease'))).rejects.toThrow('lease engines is at epoch');
    await sql`insert into cluster_leases (name, epoch, holder, acquired_at)
      values ('engines', 1, 'http://a', now())`.execute(t.handle.db);
    await fenced.submit(commit('holder'));
    // A takeover: the epoch moves on, and the deposed node's next batch is refused, writing nothing.
    await sql`update cluster_leases set epoch = 2, holder = 'http://b' where name = 'engines'`.execute(
      t.handle.db,
    );
    await expect(fenced.submit(commit('deposed'))).rejects.toMatchObject({ reason: 'fenced' });
    expect(await journal()).toEqual([...before, 'holder']);
  });
});
