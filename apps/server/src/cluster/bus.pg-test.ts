import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/index';
import { scratchDatabase } from '../test/server-process';
import type { ClusterBus } from '../realtime/bus';
import { postgresBus, redisBus } from './bus';

/**
 * The cross-node bus's transports (cluster/bus.ts) on real servers: two buses stand for two
 * nodes; every message reaches both, in order, large ones too (PostgreSQL's through
 * cluster_messages). Redis runs when REDIS_URL is set (.ci/run sets it).
 */
describe('cluster bus', () => {
  let db: Awaited<ReturnType<typeof scratchDatabase>>;
  beforeAll(async () => {
    db = await scratchDatabase(process.env.DATABASE_URL!, 'bus');
    const handle = await openDatabase({ kind: 'postgres', url: db.url }); // the migrations
    await handle.close();
  });
  afterAll(() => db.drop());

  const transports: [string, () => Promise<ClusterBus>, boolean][] = [
    ['PostgreSQL LISTEN/NOTIFY', () => postgresBus(db.url), true],
    ['Redis pub/sub', () => redisBus(process.env.REDIS_URL!), Boolean(process.env.REDIS_URL)],
  ];
  for (const [name, open, runs] of transports)
    it.runIf(runs)(`${name}: every node hears every message in order, large ones too`, async () => {
      const a = await open();
      const b = await open();
      try {
        const heard: Record<'a' | 'b', string[]> = { a: [], b: [] };
        await a.subscribe('stream', (m) => heard.a.push(m));
        await b.subscribe('stream', (m) => heard.b.push(m));
        await b.subscribe('other', (m) => heard.b.push(`other:${m}`));
        const large = 'x'.repeat(20_000);
        const sent = ['one', 'two', large, 'four'];
        for (const m of sent) await a.publish('stream', m);
        await expect.poll(() => heard.b.length, { timeout: 5_000 }).toBe(4);
        await expect.poll(() => heard.a.length, { timeout: 5_000 }).toBe(4);
        expect(heard.a).toEqual(sent);
        expect(heard.b).toEqual(sent);
        await expect(a.publish('Not A Channel', 'x')).rejects.toThrow('lower-case identifier');
      } finally {
        await a.close();
        await b.close();
      }
    });
});
