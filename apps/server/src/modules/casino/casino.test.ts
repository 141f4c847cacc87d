import { CASINO_TYPES, cardCode, commitOf, fairRng, GAMES } from '@backlay/casino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveData, step, stepUntil } from '../../dealer/test-kit';
import { createTestApp, type TestApp } from '../../test/harness';

const CARD = /^(10|[2-9AJQK])(SS|HH|CC|DD)$/;
const ANY_CARD = /(10|[2-9AJQK])(SS|HH|CC|DD)/;
const TYPES = ['lucky7', 'teen20', 'Teen', 'card32'] as const;

/** Every card code in a t1 row (card32's desc is a comma list). */
const cardsIn = (t1: Record<string, string>) =>
  Object.entries(t1)
    .filter(([k]) => k !== 'mid' && k !== 'gtype' && k !== 'remark')
    .flatMap(([, v]) => String(v).split(','))
    .filter((v) => CARD.test(v));

describe('casino endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { withDealer: true, dealerGames: TYPES.map((type) => GAMES[type]) });
  });
  afterAll(() => t.close());

  it('lists the playable tables in spec order, then coming soon, then ezugi, with served thumbnails', async () => {
    const list = (await t.app.inject({ url: '/api/casino/list' })).json();
    expect(list.status).toBe(true);
    const types = list.data.map((i: { casinoType: string }) => i.casinoType);
    expect(types.slice(0, 14)).toEqual([...CASINO_TYPES]);
    expect(types.slice(14)).toEqual([
      'ab20',
      'cmeter',
      'baccarat2',
      'race20',
      'dtl20',
      'abj',
      'worli',
      'war',
      'ballbyball',
      'cricketv3',
      'queen',
      'ezugi',
    ]);
    expect(list.data[0]).toEqual({
      id: '99011',
      name: '20-20 Teenpatti',
      dataURL: '/api/casino/data/teen20/99011',
      eventId: '99011',
      casinoType: 'teen20',
      thumbUrl: '/api/casino/thumb/teen20.svg',
      tamannahSquareThumbUrl: '/api/casino/thumb/teen20-square.svg',
    });
    for (const url of [list.data[0].thumbUrl, list.data[20].tamannahSquareThumbUrl]) {
      const svg = await t.app.inject({ url });
      expect(svg.statusCode).toBe(200);
      expect(svg.headers['content-type']).toContain('image/svg+xml');
      expect(svg.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
    expect((await t.app.inject({ url: '/api/casino/thumb/nope.svg' })).statusCode).toBe(404);
  });

  it("draws a brand's art variant from its casinoImageKey: other keys, other art; default is the house art", async () => {
    const body = async (url: string) => {
      const res = await t.app.inject({ url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      return res.body;
    };
    const house = await body('/api/casino/thumb/teen20.svg');
    expect(await body('/api/casino/thumb/teen20.svg?art=default')).toBe(house);
    const neon = await body('/api/casino/thumb/teen20.svg?art=neon');
    const gold = await body('/api/casino/thumb/teen20.svg?art=gold');
    expect(new Set([house, neon, gold]).size).toBe(3);
    expect(await body('/api/casino/thumb/teen20.svg?art=neon')).toBe(neon);
    const backdrop = await body('/api/casino/backdrop/neon.svg');
    expect(backdrop).toMatch(/^<svg /);
    expect(await body('/api/casino/backdrop/gold.svg')).not.toBe(backdrop);
    for (const url of ['/api/casino/thumb/teen20.svg?art=../x', '/api/casino/backdrop/a%2Fb.svg'])
      expect((await t.app.inject({ url })).statusCode).toBe(400);
  });

  it('lists games with their market and filters by eventId, legueId and matchId', async () => {
    const all = (await t.app.inject({ url: '/api/sports/casino/games' })).json().data;
    expect(all.map((g: { casinoType: string }) => g.casinoType)).toEqual([...TYPES]);
    expect(all[0]).toEqual({
      eventId: 99,
      legueId: '99',
      matchId: '99024',
      name: 'Lucky 7-A',
      casinoType: 'lucky7',
      markets: [{ marketId: '9.99024', markettype: 'Casino', suspended: false }],
    });
    const one = (
      await t.app.inject({ url: '/api/sports/casino/games?eventId=99&legueId=99&matchId=99011' })
    ).json();
    expect(one.data.map((g: { casinoType: string }) => g.casinoType)).toEqual(['teen20']);
    expect((await t.app.inject({ url: '/api/sports/casino/games?eventId=4' })).json().data).toEqual([]);
  });

  it('answers 404 for tables not dealt and rounds not known, 400 for malformed ids', async () => {
    for (const url of [
      '/api/casino/data/dt20/99025',
      '/api/casino/data/lucky7/12345',
      '/api/casino/results/ab20',
      '/api/casino/verify/24.991231235959',
      '/api/sports/v1/casino/dragontiger/t20/data',
    ])
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    expect((await t.app.inject({ url: '/api/casino/verify/abc' })).statusCode).toBe(400);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/sports/v1/casino/result',
      payload: { roundId: 'x' },
    });
    expect(post.statusCode).toBe(400);
  });

  it('never sends a card before it is revealed nor a seed before the round is over; verify re-derives the cards', async () => {
    const tables = TYPES.map((type) => t.dealer!.table(type)!);
    // Start from fresh rounds of every table.
    const firstIds = tables.map((table) => table.round!.roundId);
    await stepUntil(t, () => tables.every((table, i) => table.round!.roundId !== firstIds[i]), 120);
    const rounds = new Map(tables.map((table) => [table.game.type, table.round!.roundId]));
    const seeds = await t.handle.db
      .selectFrom('casino_rounds')
      .select(['round_id', 'server_seed', 'commit'])
      .where('round_id', 'in', [...rounds.values()])
      .execute();
    expect(seeds).toHaveLength(rounds.size);
    const seen = new Map<string, string[]>(); // last t1 cards seen per type, by field
    let previousRevealed = new Map<string, number>();

    const urls = [
      '/api/casino/list',
      '/api/sports/casino/games',
      ...TYPES.map((type) => `/api/casino/results/${type}`),
      '/api/sports/v1/casino/lucky/a/result',
      '/api/sports/v1/casino/teenpatti/t20/result',
    ];
    const finished = (type: (typeof TYPES)[number]) =>
      t.dealer!.table(type)!.round!.roundId !== rounds.get(type) ||
      t.dealer!.table(type)!.round!.phase === 'result';
    for (let second = 0; second < 80 && !TYPES.every(finished); second++) {
      const bodies: string[] = [];
      for (const url of urls) bodies.push((await t.app.inject({ url })).body);
      for (const table of tables) {
        const roundId = rounds.get(table.game.type)!;
        if (table.round!.roundId !== roundId || table.round!.phase === 'result') continue;
        const verify = (await t.app.inject({ url: `/api/casino/verify/${roundId}` })).json().data;
        expect(verify).toMatchObject({ roundId, serverSeed: null, cards: null, result: null, matches: null });
        bodies.push(JSON.stringify(verify));
        const result = await t.app.inject({
          method: 'POST',
          url: '/api/sports/v1/casino/result',
          payload: { roundId },
        });
        expect(result.statusCode).toBe(404);
        bodies.push(result.body);
        for (const body of bodies) expect(ANY_CARD.test(body), body.slice(0, 200)).toBe(false);

        const dataBody = (await t.app.inject({ url: `/api/casino/data/${table.game.type}/99` })).body;
        const data = JSON.parse(dataBody).data;
        expect(data.t1[0].mid).toBe(roundId);
        const revealed = table.round!.revealed;
        const allowed = table.round!.deal.cards.slice(0, revealed).map(cardCode);
        const shown = cardsIn(data.t1[0]);
        for (const code of shown) expect(allowed).toContain(code);
        expect(shown.length).toBeLessThanOrEqual(revealed);
        if (table.round!.phase === 'open' && table.game.type !== 'Teen') expect(revealed).toBe(0);
        expect(revealed - (previousRevealed.get(table.game.type) ?? 0)).toBeLessThanOrEqual(1);
        for (const seed of seeds) expect(dataBody.includes(seed.server_seed)).toBe(false);
        for (const body of bodies)
          for (const seed of seeds) expect(body.includes(seed.server_seed)).toBe(false);
        seen.set(
          table.game.type,
          Object.keys(data.t1[0])
            .filter((k) => /^C\d+$/.test(k))
            .map((k) => data.t1[0][k]),
        );
      }
      previousRevealed = new Map(tables.map((table) => [table.game.type, table.round!.revealed]));
      await step(t);
    }
    await stepUntil(
      t,
      () => TYPES.every((type) => t.dealer!.table(type)!.round!.roundId !== rounds.get(type)),
      60,
    );

    for (const { round_id: roundId, server_seed: seed, commit } of seeds) {
      const verify = (await t.app.inject({ url: `/api/casino/verify/${roundId}` })).json().data;
      const type = verify.casinoType as (typeof TYPES)[number];
      const dealt = GAMES[type].deal(fairRng(seed, roundId));
      expect(verify).toEqual({
        roundId,
        casinoType: type,
        status: 'settled',
        commit,
        serverSeed: seed,
        cards: dealt.cards.map(cardCode),
        result: dealt.result,
        matches: true,
      });
      expect(commitOf(seed)).toBe(commit);
      const detail = (
        await t.app.inject({ method: 'POST', url: '/api/sports/v1/casino/result', payload: { roundId } })
      ).json().data;
      expect(detail).toMatchObject({
        mid: roundId,
        win: dealt.result.win,
        cards: dealt.result.cards.join(','),
      });
    }
    // What the live data showed last, card by card, is what the seed deals (C1..Cn in deal order).
    for (const type of ['lucky7', 'teen20', 'Teen'] as const) {
      const { round_id: roundId, server_seed: seed } = seeds.find((s) => s.round_id === rounds.get(type))!;
      const dealt = GAMES[type].deal(fairRng(seed, roundId)).cards.map(cardCode);
      const shown = seen.get(type)!;
      shown.forEach((code, i) => expect([dealt[i], '1']).toContain(code));
    }
  });

  it('serves the polled endpoints on the fast path with the same answers as the routes', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    for (const url of [
      '/api/casino/data/lucky7/99024',
      '/api/casino/data/teen20/99',
      '/api/casino/results/Teen',
      '/api/sports/v1/casino/lucky/a/data',
      '/api/sports/v1/casino/teenpatti/t20/result',
    ]) {
      const fast = await fetch(base + url);
      expect(fast.status, url).toBe(200);
      expect(fast.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await fast.json()).toEqual((await t.app.inject({ url })).json());
    }
    const live = await liveData(t, 'lucky7');
    expect(live.t1[0]!.gtype).toBe('lucky7');
    expect((await fetch(`${base}/api/casino/data/lucky7/5`)).status).toBe(404);
    expect((await fetch(`${base}/api/casino/data/nope/99`)).status).toBe(404);
  });
});
