import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { betFingerprint } from './fingerprint';
import { customer, openMarket, placement, useBettingApp } from './test-kit';

/**
 * Issue 12: a client bet id names one bet, as Stripe's idempotency keys do. The same request again
 * answers the first bet; the same id for a different bet is a 409 and writes nothing, also when
 * both arrive at once (the unique index decides, then the fingerprints are compared).
 */
describe('client bet ids (issue 12)', () => {
  let t: TestApp;
  useBettingApp((app) => (t = app));

  /** The user's exchange orders (issue 14: save2 on Match Odds places an order) and their fingerprints. */
  const betsOf = async (userId: string) =>
    (
      await t.handle.db
        .selectFrom('exchange_journal')
        .select(['order_id', 'detail'])
        .where('user_id', '=', userId)
        .where('kind', '=', 'place')
        .orderBy('seq')
        .execute()
    ).map((r) => ({
      id: r.order_id,
      request_fingerprint: (typeof r.detail === 'string'
        ? JSON.parse(r.detail)
        : ((r.detail as object) ?? {})
      ).fingerprint as string,
    }));

  it('answers an identical retry (display fields aside) with the first bet, and stores its fingerprint', async () => {
    const c = await customer(t);
    const market = openMarket(t);
    const body = placement(market, 'back', 300, 0, { clientBetId: 'retry-0001', sportsName: 'Soccer' });
    const first = await c.bet(body);
    expect(first.statusCode).toBe(200);
    const again = await c.bet({ ...body, sportsName: 'Football', placeTime: 'later', event: 'x' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await betsOf(c.id);
    expect(rows).toEqual([
      { id: first.json().betId, request_fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
  });

  type Body = ReturnType<typeof placement>;
  type Market = ReturnType<typeof openMarket>;
  it.each<[string, (market: Market, body: Body) => Body]>([
    [
      'another market',
      (_m, body) => ({ ...placement(openMarket(t, 4), 'back', 300), clientBetId: body.clientBetId }),
    ],
    ['another stake', (_m, body) => ({ ...body, stake: 301 })],
    ['another side', (m, body) => ({ ...placement(m, 'lay', 300), clientBetId: body.clientBetId })],
    ['another runner', (m, body) => ({ ...body, selectionId: m.runners[1]!.selectionId })],
  ])('refuses the id reused for %s with 409 and writes nothing', async (_case, change) => {
    const c = await customer(t);
    const market = openMarket(t);
    const id = `reuse-${Math.random().toString(36).slice(2, 10)}`;
    const body = placement(market, 'back', 300, 0, { clientBetId: id });
    const first = await c.bet(body);
    expect(first.statusCode).toBe(200);
    const res = await c.bet(change(market, body));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `clientBetId ${id} was already used for a different bet; use a new id for a new bet`,
    );
    expect((await betsOf(c.id)).map((b) => b.id)).toEqual([first.json().betId]);
  });

  it('refuses the different one of two bets racing with one id (the in-flight path)', async () => {
    const c = await customer(t);
    const market = openMarket(t);
    const body = placement(market, 'back', 300, 0, { clientBetId: 'race-00001' });
    t.clock.autoAdvance = false;
    // The first waits out the bet delay when the second arrives: the second finds the first in
    // flight (modules/exchange save2.ts), waits for it and compares the fingerprints.
    const sleeping = t.clock.nextSleep();
    const a = c.bet(body);
    await sleeping;
    const b = c.bet({ ...body, stake: 400 });
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    t.clock.advance(10_000);
    const answers = await Promise.all([a, b]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await betsOf(c.id);
    expect(rows).toHaveLength(1);
    const winner = answers.find((r) => r.statusCode === 200)!;
    expect(rows[0]!.id).toBe(winner.json().betId);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toContain(
      'already used for a different bet',
    );
  });

  it('fingerprints what names the bet: ids as strings, absent as null, display fields ignored', () => {
    const base = {
      matchId: '123',
      marketId: '1.1',
      markettype: 'Match Odds',
      type: 'back',
      oddsReq: 2,
      stake: 5,
    } as const;
    expect(betFingerprint({ ...base, matchId: 123 })).toBe(betFingerprint(base));
    expect(betFingerprint({ ...base, sportsName: 'x', placeTime: 'y' })).toBe(betFingerprint(base));
    expect(betFingerprint({ ...base, stake: 5.01 })).not.toBe(betFingerprint(base));
    expect(betFingerprint({ ...base, Narration: 'Cash out' })).not.toBe(betFingerprint(base));
    expect(betFingerprint({ ...base, roundId: '1.000000000001' })).not.toBe(betFingerprint(base));
    // Issue 14's fields count when sent, and leave older fingerprints as they were.
    expect(betFingerprint({ ...base, persistenceType: 'PERSIST' })).not.toBe(betFingerprint(base));
    expect(betFingerprint({ ...base, Narration: 'x', cashOutPercent: 50 })).not.toBe(
      betFingerprint({ ...base, Narration: 'x' }),
    );
  });
});
