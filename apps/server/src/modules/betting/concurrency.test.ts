import type { ExchangeMarket } from '@backlay/contracts';
import { toMinor } from '@backlay/exchange';
import { describe, expect, it } from 'vitest';
import { anonymous, signedIn, type TestApp } from '../../test/harness';
import { hashPassword, insertUser } from '../users/index';
import { DEFAULT_CURRENCY } from '../auth/index';
import { findDomainByHost } from '../domains/index';
import { openAccount } from '../wallet/index';
import { openMarket, placement, useBettingApp } from './test-kit';

/** Bets sent at once, and how many of them the account can afford. */
const BURST = 200;
const AFFORDABLE = 10;
/** Stake of every bet (currency units); a back bet's liability is its stake. */
const STAKE = 1_000;

/**
 * Concurrency of bet acceptance (issue 4 item 3): many simultaneous bets on one account never
 * spend more than its available balance. Runs on PGlite, and on PostgreSQL with DATABASE_URL
 * (where the 200 requests really race over a pool of connections).
 */
describe('bet acceptance under concurrency', () => {
  let t: TestApp;
  useBettingApp((app) => (t = app));

  let accounts = 0;
  /**
   * A fresh customer of brand localhost whose whole balance is an opening transfer of the ledger
   * of `amountMinor` (so available = amountMinor), signed in over the API.
   */
  async function fundedCustomer(amountMinor: number) {
    const domain = (await findDomainByHost(t.handle.db, 'localhost'))!;
    const userName = `race${++accounts}`;
    const password = 'Race@12345';
    const passwordHash = await hashPassword(password);
    const id = await t.handle.db.transaction().execute(async (trx) => {
      const user = await insertUser(trx, {
        domain_id: domain.id,
        user_name: userName,
        name: 'Race Player',
        password_hash: passwordHash,
        role: 'User',
        currency: DEFAULT_CURRENCY,
        balance_minor: 0,
      });
      await openAccount(trx, {
        domainId: domain.id,
        userId: user.id,
        amountMinor,
        now: new Date(t.clock.now()),
      });
      return user.id;
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: anonymous(),
      payload: { userName, password, deviceIp: '' },
    });
    expect(res.statusCode).toBe(200);
    const { userToken } = res.json() as { userToken: string };
    return { id, headers: signedIn(userToken, domain.id) };
  }

  /** The account row as stored: balance, exposure and available (minor units). */
  const account = async (userId: string) => {
    const row = await t.handle.db
      .selectFrom('users')
      .select(['balance_minor', 'exposure_minor'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return { ...row, available: row.balance_minor - row.exposure_minor };
  };

  /**
   * Sends every body at once (Promise.all of inject) while sampling the account row until they
   * are all answered; returns the answers and the lowest available balance seen.
   */
  async function burst(c: { id: string; headers: Record<string, string> }, bodies: object[]) {
    let done = false;
    let lowest = Number.POSITIVE_INFINITY;
    let samples = 0;
    const sampler = (async () => {
      while (!done) {
        lowest = Math.min(lowest, (await account(c.id)).available);
        samples++;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const answers = await Promise.all(
      bodies.map((payload) =>
        t.app.inject({ method: 'POST', url: '/api/bet/save2', headers: c.headers, payload }),
      ),
    );
    done = true;
    await sampler;
    return { answers, lowest, samples };
  }

  /** The current book of `market` in the feed (prices may have moved since it was found). */
  const current = (market: ExchangeMarket) => {
    const value = t.feed!.store.get(market.marketId)!.value as ExchangeMarket;
    expect(value.status).toBe('OPEN');
    return value;
  };

  /** Open Match Odds markets of two sports at the same moment (finding one may move the clock). */
  function twoOpenMarkets(): [ExchangeMarket, ExchangeMarket] {
    for (let i = 0; i < 20; i++) {
      const soccer = openMarket(t, 1);
      const tennis = openMarket(t, 2);
      const again = t.feed!.store.get(soccer.marketId)?.value as ExchangeMarket | undefined;
      if (again?.status === 'OPEN' && again.runners[0]!.ex.availableToBack.length > 0) return [again, tennis];
    }
    throw new Error('no two markets open at once');
  }

  /** Checks the outcome of a burst: exactly `AFFORDABLE` accepted, the rest 'Insufficient balance'. */
  async function expectAffordableOnly(
    c: { id: string; headers: Record<string, string> },
    { answers, lowest, samples }: Awaited<ReturnType<typeof burst>>,
  ) {
    const accepted = answers.filter((r) => r.statusCode === 200);
    const rejected = answers.filter((r) => r.statusCode !== 200);
    expect(accepted.length).toBeLessThanOrEqual(AFFORDABLE);
    expect(accepted).toHaveLength(AFFORDABLE);
    expect(new Set(accepted.map((r) => r.json().betId)).size).toBe(AFFORDABLE);
    expect(rejected).toHaveLength(BURST - AFFORDABLE);
    for (const r of rejected)
      expect({ status: r.statusCode, message: r.json().message }).toEqual({
        status: 400,
        message: 'Insufficient balance',
      });

    // The account after: everything spent, nothing more; bets and exposures agree with it.
    expect(samples).toBeGreaterThan(0);
    expect(lowest).toBeGreaterThanOrEqual(0);
    const after = await account(c.id);
    expect(after).toEqual({
      balance_minor: AFFORDABLE * toMinor(STAKE),
      exposure_minor: AFFORDABLE * toMinor(STAKE),
      available: 0,
    });
    // Each accepted bet is an order of the exchange (issue 14): matched or resting, a back
    // reserves its stake either way.
    const listed = await t.app.inject({
      method: 'POST',
      url: '/api/exchange/betting/rest/v1.0/listCurrentOrders',
      headers: c.headers,
      payload: {},
    });
    const orders = listed.json().currentOrders as { betId: string; priceSize: { size: number } }[];
    expect(orders.map((o) => o.betId).sort()).toEqual(accepted.map((r) => r.json().betId as string).sort());
    expect(orders.reduce((sum, o) => sum + toMinor(o.priceSize.size), 0)).toBe(after.exposure_minor);
    const exposures = await t.handle.db
      .selectFrom('market_exposures')
      .select('exposure_minor')
      .where('user_id', '=', c.id)
      .execute();
    expect(exposures.reduce((sum, e) => sum + e.exposure_minor, 0)).toBe(after.exposure_minor);
  }

  it(`accepts ${AFFORDABLE} of ${BURST} simultaneous bets on one market when the balance covers ${AFFORDABLE}`, async () => {
    const c = await fundedCustomer(AFFORDABLE * toMinor(STAKE));
    const market = current(openMarket(t));
    const bodies = Array.from({ length: BURST }, () => placement(market, 'back', STAKE, 0));
    await expectAffordableOnly(c, await burst(c, bodies));
  });

  it('accepts no more than the balance covers when the simultaneous bets are spread over two markets', async () => {
    // Two markets take two different market locks: only the account row lock serialises them.
    const c = await fundedCustomer(AFFORDABLE * toMinor(STAKE));
    const markets = twoOpenMarkets();
    expect(markets[0].marketId).not.toBe(markets[1].marketId);
    const bodies = Array.from({ length: BURST }, (_, i) => placement(markets[i % 2]!, 'back', STAKE, 0));
    await expectAffordableOnly(c, await burst(c, bodies));
  });
});
