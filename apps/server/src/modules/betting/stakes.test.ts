import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { stakeMinorOf } from './service';
import { customer, placedCount, openMarket, placement, useBettingApp } from './test-kit';

/** Issue 12: a stake is whole minor units, at least 0.01: never a 500, never a zero-stake bet. */
describe('stakes of POST /api/bet/save2 (issue 12)', () => {
  let t: TestApp;
  useBettingApp((app) => (t = app));

  it.each([1e-9, 0.001, 5e-324, 0.009, 0, -1])(
    'refuses a stake of %s with a clean 400 and writes nothing',
    async (stake) => {
      const c = await customer(t);
      const market = openMarket(t);
      expect((await c.bet(placement(market, 'back', 1000, 0))).statusCode).toBe(200);
      for (const body of [
        placement(market, 'back', stake),
        { ...placement(market, 'back', stake), Narration: 'Cash out' },
      ]) {
        const res = await c.bet(body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('body.stake must be >= 0.01');
      }
      expect(await placedCount(t, c.id)).toBe(1);
    },
  );

  it('keeps a zero-stake bet impossible in the service too', () => {
    for (const stake of [1e-9, 5e-324])
      expect(() => stakeMinorOf(stake)).toThrow('stake must be at least 0.01');
    for (const stake of [0.001, 100.001, Number.NaN, Infinity])
      expect(() => stakeMinorOf(stake)).toThrow('stake must have at most 2 decimals');
    expect(stakeMinorOf(0.01)).toBe(1);
    expect(stakeMinorOf(0.07)).toBe(7);
    expect(stakeMinorOf(1234.56)).toBe(123_456);
  });
});
