import { cardCode, GAMES, roundIdOf } from '@backlay/casino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { liveData, step, stepUntil } from './test-kit';
import { BETTING_SECONDS, RESULT_DISPLAY_MS, REVEAL_INTERVAL_MS } from './timeline';

const CARD = /^(10|[2-9AJQK])(SS|HH|CC|DD)$/;

describe('casino dealer on a fake clock', () => {
  let t: TestApp;
  let startMs: number;
  beforeAll(async () => {
    t = await createTestApp({}, { withDealer: true, dealerGames: [GAMES.lucky7, GAMES.teen20, GAMES.Teen] });
    startMs = t.clock.now();
  });
  afterAll(() => t.close());

  it('counts 25 -> 0 once a second, suspends teen20 below 6 and every table at 0', async () => {
    const lucky = t.dealer!.table('lucky7')!;
    const teen = t.dealer!.table('teen20')!;
    expect(lucky.round?.roundId).toBe(roundIdOf(24, new Date(startMs)));
    expect(teen.round?.roundId).toBe(roundIdOf(11, new Date(startMs)));
    for (let s = 0; s <= BETTING_SECONDS; s++) {
      const autotime = BETTING_SECONDS - s;
      const [l, tp] = [await liveData(t, 'lucky7'), await liveData(t, 'teen20')];
      expect(l.t1[0]!.autotime).toBe(String(autotime));
      expect(tp.t1[0]!.autotime).toBe(String(autotime));
      const luckyOpen = autotime > 0;
      const teenOpen = autotime >= 6;
      for (const runner of l.t2) {
        expect(runner.gstatus).toBe(luckyOpen ? '1' : '0');
        expect(runner.rate === '0').toBe(!luckyOpen);
      }
      for (const runner of tp.t2) expect(runner.gstatus).toBe(teenOpen ? '1' : '0');
      expect(teen.isOpen).toBe(teenOpen);
      expect(Object.values(l.t1[0]!).filter((v) => CARD.test(v))).toEqual([]);
      if (s < BETTING_SECONDS) await step(t);
    }
    const rows = await t.handle.db.selectFrom('casino_rounds').select(['casino_type', 'status']).execute();
    expect(rows.map((r) => r.status)).toEqual(['suspended', 'suspended', 'suspended']);
  });

  it('reveals the cards one at a time in deal order, then settles and shows the result', async () => {
    const teen = t.dealer!.table('teen20')!;
    const deal = teen.round!.deal;
    const roundId = teen.round!.roundId;
    for (let shown = 1; shown <= 6; shown++) {
      const before = (await liveData(t, 'teen20')).t1[0]!;
      expect(Object.values(before).filter((v) => CARD.test(v))).toHaveLength(shown - 1);
      await step(t, REVEAL_INTERVAL_MS);
      const after = (await liveData(t, 'teen20')).t1[0]!;
      for (let c = 1; c <= 6; c++)
        expect(after[`C${c}`]).toBe(c <= shown ? cardCode(deal.cards[c - 1]!) : '1');
    }
    // The result is published with the last card.
    const result = await t.app.inject({
      method: 'POST',
      url: '/api/sports/v1/casino/result',
      payload: { roundId },
    });
    expect(result.statusCode).toBe(200);
    expect(result.json().data).toMatchObject({
      mid: roundId,
      win: deal.result.win,
      cards: deal.result.cards.join(','),
      sids: deal.result.sids.join(','),
    });
    const recent = (await t.app.inject({ url: '/api/casino/results/teen20' })).json().data;
    expect(recent[0]).toEqual({ result: deal.result.win, mid: roundId });
    const row = await t.handle.db
      .selectFrom('casino_rounds')
      .selectAll()
      .where('round_id', '=', roundId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('settled');
    expect(JSON.parse(row.cards!)).toEqual(deal.cards.map(cardCode));
  });

  it('starts the next round after the result display with a new round id', async () => {
    const lucky = t.dealer!.table('lucky7')!;
    const first = roundIdOf(24, new Date(startMs));
    await stepUntil(t, () => lucky.round?.roundId !== first, 20);
    const opened = t.clock.now();
    expect(opened - startMs).toBe(BETTING_SECONDS * 1000 + REVEAL_INTERVAL_MS + RESULT_DISPLAY_MS);
    expect(lucky.round!.roundId).toBe(roundIdOf(24, new Date(opened)));
    expect((await liveData(t, 'lucky7')).t1[0]).toMatchObject({
      mid: lucky.round!.roundId,
      autotime: '25',
      C1: '1',
    });
  });

  it('reopens Teen at the repriced odds after 2 and 4 cards, for 10 s, then suspends and deals on', async () => {
    const teen = t.dealer!.table('Teen')!;
    const earlier = teen.round!.roundId;
    await stepUntil(t, () => teen.round!.roundId !== earlier, 60);
    const roundId = teen.round!.roundId;
    const deal = teen.round!.deal;
    for (const [window, shown] of [
      [2, 2],
      [3, 4],
    ] as const) {
      await stepUntil(t, () => teen.round!.window === window && teen.isOpen, 60);
      const data = await liveData(t, 'Teen');
      expect(data.t1[0]).toMatchObject({ mid: roundId, autotime: '10' });
      const faceUp = Object.values(data.t1[0]!).filter((v) => CARD.test(v));
      expect(faceUp).toEqual(deal.cards.slice(0, shown).map(cardCode));
      const prices = GAMES.Teen.pricesAfter!(deal.cards.slice(0, shown));
      for (const runner of data.t2) {
        const price = prices.find((p) => String(p.sid) === runner.sid);
        expect(runner.gstatus).toBe(price ? 'ACTIVE' : 'SUSPENDED');
        if (price)
          expect([runner.b1, runner.l1]).toEqual([
            (price.backH / 100).toFixed(2),
            (price.layH! / 100).toFixed(2),
          ]);
      }
      const row = await t.handle.db
        .selectFrom('casino_rounds')
        .select(['status', 'betting_window'])
        .where('round_id', '=', roundId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'open', betting_window: window });
      for (let s = 9; s >= 0; s--) {
        await step(t);
        const next = await liveData(t, 'Teen');
        expect(next.t1[0]!.autotime).toBe(String(s));
        expect(
          next.t2.every(
            (r) =>
              r.gstatus === (s > 0 ? 'ACTIVE' : 'SUSPENDED') || !prices.some((p) => String(p.sid) === r.sid),
          ),
        ).toBe(true);
      }
      expect(teen.isOpen).toBe(false);
    }
    await stepUntil(t, () => teen.round!.roundId !== roundId, 30);
    const settled = await t.handle.db
      .selectFrom('casino_rounds')
      .select(['status', 'result'])
      .where('round_id', '=', roundId)
      .executeTakeFirstOrThrow();
    expect(settled.status).toBe('settled');
    expect(JSON.parse(settled.result!)).toEqual(deal.result);
  });
});
