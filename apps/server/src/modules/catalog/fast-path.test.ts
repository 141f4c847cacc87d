import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const json = async (res: Response): Promise<any> => res.json();

describe('fast market path', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({}, { withFeed: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  });
  afterAll(() => t.close());

  it('answers over HTTP exactly what the Fastify route answers, and follows changes', async () => {
    const row = t.feed!.matches(4).find((m) => m.phase === 'inplay')!;
    const path = `4/${row.description.competitionId}/${row.slot.matchId}`;
    const ids = row.marketKeys.filter((k) => k.startsWith('1.')).join(',');
    for (const url of [
      `/api/v2/fetch-market-odds/${path}/${ids}`,
      `/api/v2/fetch-market-session/${path}`,
      `/api/v2/fetch-bookmaker-odds/${path}`,
    ]) {
      const fast = await fetch(base + url);
      expect(fast.status).toBe(200);
      expect(fast.headers.get('x-content-type-options')).toBe('nosniff');
      const viaFastify = await t.app.inject({ url });
      expect(await json(fast)).toEqual(viaFastify.json());
    }
    const url = `${base}/api/v2/fetch-market-odds/${path}/${ids}`;
    const before = (await json(await fetch(url))).data[0].version;
    for (let i = 0; i < 40; i++) {
      t.clock.advance(60_000);
      t.feed!.tick();
    }
    const after = await fetch(url);
    if (after.status === 200) expect((await json(after)).data[0].version).toBeGreaterThan(before);
    else expect(after.status).toBe(404); // the match ended and left the catalogue
  });

  it('leaves errors to Fastify: unknown ids 404, malformed 400, other methods', async () => {
    const row = t.feed!.matches(1).find((m) => m.phase !== 'finished')!;
    const path = `1/${row.description.competitionId}/${row.slot.matchId}`;
    const unknownMarket = await fetch(`${base}/api/v2/fetch-market-odds/${path}/1.123`);
    expect(unknownMarket.status).toBe(404);
    expect((await json(unknownMarket)).message).toBe('Unknown market: 1.123');
    expect((await fetch(`${base}/api/v2/fetch-market-session/1/1001/99999`)).status).toBe(404);
    expect((await fetch(`${base}/api/v2/fetch-market-session/1/x/1`)).status).toBe(400);
    expect((await fetch(`${base}/api/v2/fetch-market-session/${path}`, { method: 'POST' })).status).toBe(404);
  });
});
