import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppInstance } from '../../app';

import { anonymous, createTestApp, type TestApp } from '../../test/harness';
import { findDomainByHost } from '../domains/index';
import { signIn } from './service';
import { addressKey, DEFAULT_SIGN_IN_THROTTLE, throttleWaitMs } from './throttle';
import type { DomainError } from '../../domain-errors';
import { HTTP_STATUS_OF_KIND as HTTP_STATUS } from '../../http/errors';

const CUSTOMER = '/api/auth/signin';
const OPERATOR = '/api/admin/auth/signin';
type Route = typeof CUSTOMER | typeof OPERATOR;

/** One sign-in attempt on `route` from address `ip`. */
const attempt = (app: AppInstance, route: Route, userName: string, password: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: route,
    headers: anonymous(),
    remoteAddress: ip,
    payload: route === CUSTOMER ? { userName, password, deviceIp: '' } : { userName, password },
  });

/** Signs in with a wrong password until `n` attempts were really refused with 401, waiting out each 429. */
async function failTimes(t: TestApp, route: Route, userName: string, ip: string, n: number) {
  let failures = 0;
  let throttled = 0;
  while (failures < n) {
    const res = await attempt(t.app, route, userName, 'wrong-password', ip);
    if (res.statusCode === 429) {
      throttled++;
      t.clock.advance(Number(res.headers['retry-after']) * 1000);
    } else {
      expect(res.statusCode).toBe(401);
      failures++;
    }
  }
  return throttled;
}

describe('sign-in throttle: a stranger cannot lock the real user out (issue 12)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Default throttle rules; the per-node flood guard (real-time per-minute cap) is out of the way.
    t = await createTestApp({ signInPerIpPerMinute: 1_000 });
  });
  afterAll(() => t.close());

  it.each([
    ['customer', CUSTOMER, 'player1', 'Player@123'],
    ['operator', OPERATOR, 'agent1', 'Agent@123'],
  ] as const)(
    'lets %s sign in at once from another address after 20 failures from one address',
    async (_scope, route, userName, password) => {
      const [attacker, owner] = route === CUSTOMER ? ['10.1.0.1', '10.1.0.2'] : ['10.2.0.1', '10.2.0.2'];
      expect(await failTimes(t, route, userName, attacker, 20)).toBeGreaterThan(0);
      const blocked = await attempt(t.app, route, userName, password, attacker);
      expect(blocked.statusCode).toBe(429);
      expect((await attempt(t.app, route, userName, password, owner)).statusCode).toBe(200);
    },
  );
});

describe('sign-in throttle rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ signInPerIpPerMinute: 100_000 });
  });
  afterAll(() => t.close());

  const rows = (ip: string) =>
    t.handle.db.selectFrom('login_activity').selectAll().where('ip', '=', ip).execute();

  it('does not count attempts it refused with 429 as failures, nor record them', async () => {
    const ip = '10.3.0.1';
    await failTimes(t, CUSTOMER, 'player1', ip, 5);
    for (let i = 0; i < 30; i++) {
      const res = await attempt(t.app, CUSTOMER, 'player1', 'wrong-password', ip);
      expect([res.statusCode, res.headers['retry-after']]).toEqual([429, '1']);
    }
    expect((await rows(ip)).map((r) => r.success)).toEqual([false, false, false, false, false]);
    t.clock.advance(1000);
    expect((await attempt(t.app, CUSTOMER, 'player1', 'wrong-password', ip)).statusCode).toBe(401);
    expect((await attempt(t.app, CUSTOMER, 'player1', 'wrong-password', ip)).headers['retry-after']).toBe(
      '2',
    );
  });

  it('forgets the failures of a name from an address once it signs in from there', async () => {
    const ip = '10.3.0.2';
    await failTimes(t, CUSTOMER, 'player1', ip, 5);
    t.clock.advance(1000);
    expect((await attempt(t.app, CUSTOMER, 'player1', 'Player@123', ip)).statusCode).toBe(200);
    expect(await failTimes(t, CUSTOMER, 'player1', ip, 5)).toBe(0);
    expect((await attempt(t.app, CUSTOMER, 'player1', 'wrong-password', ip)).statusCode).toBe(429);
  });

  it('keeps the customer and the operator counters apart', async () => {
    await failTimes(t, OPERATOR, 'player1', '10.3.0.3', 5);
    expect((await attempt(t.app, OPERATOR, 'player1', 'Player@123', '10.3.0.3')).statusCode).toBe(429);
    expect((await attempt(t.app, CUSTOMER, 'player1', 'Player@123', '10.3.0.3')).statusCode).toBe(200);

    await failTimes(t, CUSTOMER, 'agent1', '10.3.0.4', 5); // an operator on the customer site: 401
    expect((await attempt(t.app, CUSTOMER, 'agent1', 'Agent@123', '10.3.0.4')).statusCode).toBe(429);
    expect((await attempt(t.app, OPERATOR, 'agent1', 'Agent@123', '10.3.0.4')).statusCode).toBe(200);

    const scopes = [...(await rows('10.3.0.3')), ...(await rows('10.3.0.4'))].map((r) => [
      r.scope,
      r.success,
    ]);
    expect(scopes.filter(([scope]) => scope === 'operator')).toHaveLength(6);
    expect(scopes).toContainEqual(['customer', true]);
    expect(scopes).toContainEqual(['operator', true]);
  });

  it('throttles a failing address for every name without touching another address', async () => {
    const [bad, good] = ['10.3.0.5', '10.3.0.6'];
    for (let i = 0; i < 30; i++) await failTimes(t, CUSTOMER, `ghost${i}`, bad, 1);
    const refused = await attempt(t.app, CUSTOMER, 'ghost-new', 'wrong-password', bad);
    expect([refused.statusCode, refused.headers['retry-after']]).toEqual([429, '1']);
    expect((await attempt(t.app, CUSTOMER, 'player1', 'Player@123', bad)).statusCode).toBe(429);
    expect((await attempt(t.app, CUSTOMER, 'ghost-new', 'wrong-password', good)).statusCode).toBe(401);
    expect((await attempt(t.app, CUSTOMER, 'player1', 'Player@123', good)).statusCode).toBe(200);
    expect((await attempt(t.app, OPERATOR, 'agent1', 'Agent@123', bad)).statusCode).toBe(200);
  });

  it('counts an IPv6 address by its /64', async () => {
    for (let i = 0; i < 30; i++) await failTimes(t, CUSTOMER, `ghost${i}`, `2001:db8:7:1::${i + 1}`, 1);
    expect((await attempt(t.app, CUSTOMER, 'ghost', 'x', '2001:db8:7:1:ffff::9')).statusCode).toBe(429);
    expect((await attempt(t.app, CUSTOMER, 'ghost', 'x', '2001:db8:7:2::1')).statusCode).toBe(401);
  });

  it('grows the delay per name and address, says when to retry, and forgets after 24 h', async () => {
    const ip = '10.3.0.7';
    await failTimes(t, CUSTOMER, 'player1', ip, 5);
    for (const seconds of [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]) {
      const refused = await attempt(t.app, CUSTOMER, 'player1', 'Player@123', ip);
      expect([refused.statusCode, refused.headers['retry-after']]).toEqual([429, String(seconds)]);
      if (seconds === 1)
        expect(refused.json().message).toBe(
          'Too many failed sign-in attempts. Please try again in 1 second.',
        );
      if (seconds === 900)
        expect(refused.json().message).toBe(
          'Too many failed sign-in attempts. Please try again in 15 minutes.',
        );
      t.clock.advance(seconds * 1000 - 1);
      const early = await attempt(t.app, CUSTOMER, 'player1', 'Player@123', ip);
      expect([early.statusCode, early.headers['retry-after']]).toEqual([429, '1']);
      t.clock.advance(1);
      expect((await attempt(t.app, CUSTOMER, 'player1', 'wrong-password', ip)).statusCode).toBe(401);
    }
    t.clock.advance(24 * 3600_000);
    expect(await failTimes(t, CUSTOMER, 'player1', ip, 5)).toBe(0);
    expect((await attempt(t.app, CUSTOMER, 'player1', 'wrong', ip)).headers['retry-after']).toBe('1');
  });

  it('grows the delay per address and forgets after an hour', async () => {
    const ip = '10.3.0.8';
    for (let i = 0; i < 30; i++) await failTimes(t, OPERATOR, `ghost${i}`, ip, 1);
    expect((await attempt(t.app, OPERATOR, 'a', 'x', ip)).headers['retry-after']).toBe('1');
    t.clock.advance(1000);
    expect((await attempt(t.app, OPERATOR, 'b', 'x', ip)).statusCode).toBe(401);
    expect((await attempt(t.app, OPERATOR, 'c', 'x', ip)).headers['retry-after']).toBe('2');
    t.clock.advance(3600_000);
    expect((await attempt(t.app, OPERATOR, 'd', 'x', ip)).statusCode).toBe(401);
    expect((await attempt(t.app, OPERATOR, 'e', 'x', ip)).statusCode).toBe(401);
  });

  it('lets no more than one of many parallel attempts through', async () => {
    const ip = '10.3.0.9';
    await failTimes(t, CUSTOMER, 'player1', ip, 5);
    t.clock.advance(1000); // one more attempt is due now
    // Called directly, all the attempts reach the database before any of them is decided.
    const domain = (await findDomainByHost(t.handle.db, 'localhost'))!;
    const body = { userName: 'player1', password: 'wrong-password', deviceIp: '' };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () => signIn(t.app.deps, domain, body, ip)),
    );
    const codes = outcomes.map((o) =>
      o.status === 'rejected' ? HTTP_STATUS[(o.reason as DomainError).kind] : 200,
    );
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(1);
    expect(codes.filter((c) => c !== 401).every((c) => c === 429)).toBe(true);
    expect((await rows(ip)).length).toBe(5 + codes.filter((c) => c === 401).length);
  });

  it('keeps its counts in the database: another server node sees them', async () => {
    const ip = '10.3.0.10';
    await failTimes(t, CUSTOMER, 'player1', ip, 5);
    const other = await buildApp({ db: t.handle.db, clock: t.clock, logger: false, webDistDir: null });
    try {
      expect((await attempt(other, CUSTOMER, 'player1', 'Player@123', ip)).statusCode).toBe(429);
      expect((await attempt(other, CUSTOMER, 'player1', 'Player@123', '10.3.0.11')).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('throttle arithmetic', () => {
  it('waits nothing while failures are free, then doubles up to the ceiling', () => {
    const rule = DEFAULT_SIGN_IN_THROTTLE.perUserAddress;
    expect(throttleWaitMs(rule, 4, 1_000, 1_000)).toBe(0);
    expect(throttleWaitMs(rule, 5, 1_000, 1_000)).toBe(1_000);
    expect(throttleWaitMs(rule, 7, 1_000, 1_500)).toBe(3_500);
    expect(throttleWaitMs(rule, 500, 0, 0)).toBe(15 * 60_000);
    expect(throttleWaitMs(rule, 9, 0, 60_000)).toBe(0);
    expect(throttleWaitMs(rule, 9, null, 0)).toBe(0);
  });

  it.each([
    ['10.0.0.1', '10.0.0.1'],
    ['::ffff:10.0.0.1', '10.0.0.1'],
    ['2001:db8:0:1::5', '2001:db8:0:1::/64'],
    ['2001:0DB8:0000:0001:aaaa:bbbb:cccc:dddd', '2001:db8:0:1::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['not an address', 'not an address'],
  ])('keys %s as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});
