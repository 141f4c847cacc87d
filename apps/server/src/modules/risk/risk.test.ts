import type { AdminMarketRow, AdminMatchRow, ExchangeMarket } from '@backlay/contracts';
import { runnerBook, type RunnerBet } from '@backlay/exchange';
import { GAMES } from '@backlay/casino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { step, stepUntil } from '../../dealer/test-kit';
import { expectLedgerBalanced } from '../wallet/audit.test-helper';
import { settleMarket } from '../betting/index';
import { customer, moneyOf, openMarket, operatorHeaders, placement } from '../betting/test-kit';
import { applyMarketControls } from './index';

/** Every route of the area: method, url, body (issue 16 items 4 and 5). */
const ROUTES = (marketId: string, matchId: string) =>
  [
    ['GET', '/api/admin/markets'],
    ['POST', `/api/admin/markets/${marketId}/suspend`],
    ['POST', `/api/admin/markets/${marketId}/resume`],
    ['POST', `/api/admin/matches/${matchId}/suspend`],
    ['POST', `/api/admin/matches/${matchId}/resume`],
    ['POST', `/api/admin/markets/${marketId}/result`, { void: true }],
    ['POST', `/api/admin/markets/${marketId}/void`],
    ['PUT', `/api/admin/markets/${marketId}/house-limit`, { limit: 10 }],
    ['GET', '/api/admin/casino/tables'],
    ['POST', '/api/admin/casino/tables/teen20/pause'],
    ['POST', '/api/admin/casino/tables/teen20/resume'],
    ['GET', '/api/admin/casino/rounds/11.261121120000'],
  ] as const;

/** The audit entries of `action`, newest first, through the API. */
async function auditOf(t: TestApp, admin: Record<string, string>, action: string) {
  const res = await t.app.inject({ url: `/api/admin/audit?action=${action}`, headers: admin });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { target: string; before: unknown; after: unknown; actor: string }[] }).data;
}

describe('markets and risk (issue 16 item 4)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    // A large brand cap keeps the house quoting on the markets these tests bet on.
    t = await createTestApp({ houseCapMinor: 1e13 }, { withFeed: true });
    admin = await operatorHeaders(t, 'admin1', 'Admin@123');
  });
  afterEach(async () => {
    await t.app.deps.exchange?.idle();
    await expectLedgerBalanced(t.handle.db);
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: admin, ...(payload ? { payload } : {}) });
  const listed = async (query = '') => {
    const res = await t.app.inject({ url: `/api/admin/markets${query}`, headers: admin });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: AdminMatchRow[] }).data;
  };
  const rowOf = async (marketId: string): Promise<AdminMarketRow> => {
    for (const match of await listed()) {
      const row = match.markets.find((m) => m.marketId === marketId);
      if (row) return row;
    }
    throw new Error(`market ${marketId} not listed`);
  };
  /** The market as a customer's site reads it (fetch-market-odds). */
  const customerView = async (market: ExchangeMarket) => {
    const entry = t.feed!.match(market.matchId)!;
    const url = `/api/v2/fetch-market-odds/${entry.sportId}/${entry.description.competitionId}/${market.matchId}/${market.marketId}`;
    const res = await t.app.inject({ url, headers: { d: 'localhost' } });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: ExchangeMarket[] }).data[0]!;
  };

  /** An open in-play exchange market with prices, other than `exclude` (its brand book not loaded yet). */
  const otherOpenMarket = (exclude: string): ExchangeMarket => {
    for (const sportId of [1, 4, 2])
      for (const entry of t.feed!.matches(sportId).filter((m) => m.phase === 'inplay'))
        for (const key of entry.marketKeys) {
          const value = t.feed!.store.get(key)?.value as ExchangeMarket | undefined;
          if (
            key !== exclude &&
            value &&
            'totalMatched' in value &&
            value.status === 'OPEN' &&
            value.runners.every((r) => r.status === 'ACTIVE' && r.ex.availableToBack.length > 0)
          )
            return value;
        }
    throw new Error('no other open market');
  };

  it('refuses an Agent (403) and a customer (401) on every route, changing nothing', async () => {
    const market = openMarket(t);
    const agent = await operatorHeaders(t, 'agent1', 'Agent@123');
    const c = await customer(t);
    for (const [method, url, payload] of ROUTES(market.marketId, market.matchId)) {
      const asAgent = await t.app.inject({ method, url, headers: agent, ...(payload ? { payload } : {}) });
      expect(asAgent.statusCode, `${method} ${url}`).toBe(403);
      const asCustomer = await t.app.inject({
        method,
        url,
        headers: c.headers,
        ...(payload ? { payload } : {}),
      });
      expect(asCustomer.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(t.feed!.isSuspended(market.marketId, market.matchId)).toBe(false);
    const controls = await t.handle.db.selectFrom('market_controls').selectAll().execute();
    expect(controls).toEqual([]);
  });

  it('suspends a market for customers and bets, and resume reopens it; audited', async () => {
    const market = openMarket(t);
    const c = await customer(t);
    const res = await post(`/api/admin/markets/${market.marketId}/suspend`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { scope: 'market', id: market.marketId, suspended: true } });
    const seen = await customerView(market);
    expect(seen.status).toBe('SUSPENDED');
    expect(seen.runners.every((r) => r.status === 'SUSPENDED' && r.ex.availableToBack.length === 0)).toBe(
      true,
    );
    const refused = await c.bet(placement(market, 'back', 100));
    expect(refused.statusCode).toBe(409);
    expect(await rowOf(market.marketId)).toMatchObject({ status: 'SUSPENDED', suspendedByOperator: true });

    expect((await post(`/api/admin/markets/${market.marketId}/resume`)).statusCode).toBe(200);
    const reopened = await customerView(market);
    expect(reopened.status).toBe('OPEN');
    expect(reopened.runners.every((r) => r.status === 'ACTIVE')).toBe(true);
    const fresh = t.feed!.store.get(market.marketId)!.value as ExchangeMarket;
    const accepted = await c.bet(placement(fresh, 'back', 100));
    expect(accepted.statusCode).toBe(200);
    expect(await rowOf(market.marketId)).toMatchObject({ status: 'OPEN', suspendedByOperator: false });

    const suspended = await auditOf(t, admin, 'market.suspend');
    expect(suspended[0]).toMatchObject({
      actor: 'admin1',
      target: `market:${market.marketId}`,
      before: { suspended: false },
      after: { suspended: true },
    });
    expect((await auditOf(t, admin, 'market.resume'))[0]).toMatchObject({
      target: `market:${market.marketId}`,
      after: { suspended: false },
    });
    await expect(post('/api/admin/markets/1.99999999/suspend')).resolves.toMatchObject({ statusCode: 404 });
  });

  it('suspends every market of a match, and the suspension is re-applied at start', async () => {
    const market = openMarket(t);
    const entry = t.feed!.match(market.matchId)!;
    expect((await post(`/api/admin/matches/${market.matchId}/suspend`)).statusCode).toBe(200);
    for (const key of t.feed!.match(market.matchId)!.marketKeys) {
      const value = t.feed!.store.get(key)!.value as {
        status?: string;
        GameStatus?: string;
        result?: unknown;
      };
      if (value.result) continue;
      if ('GameStatus' in value) expect(value.GameStatus, key).toBe('SUSPENDED');
      else expect(value.status, key).toBe('SUSPENDED');
    }
    const match = (await listed()).find((m) => m.matchId === market.matchId)!;
    expect(match.suspendedByOperator).toBe(true);
    expect(match.markets.every((m) => m.suspendedByOperator)).toBe(true);
    // As a restarted node would: a feed that forgot it reads it back from market_controls.
    t.feed!.setSuspended('match', market.matchId, false);
    expect(t.feed!.isSuspended(market.marketId, market.matchId)).toBe(false);
    expect(await applyMarketControls(t.handle.db, { feed: t.feed })).toBeGreaterThanOrEqual(1);
    expect((t.feed!.store.get(market.marketId)!.value as ExchangeMarket).status).toBe('SUSPENDED');

    expect((await post(`/api/admin/matches/${market.matchId}/resume`)).statusCode).toBe(200);
    expect((t.feed!.store.get(market.marketId)!.value as ExchangeMarket).status).toBe('OPEN');
    expect(entry.marketKeys.length).toBeGreaterThan(1);
    expect((await auditOf(t, admin, 'match.suspend'))[0]!.target).toBe(`match:${market.matchId}`);
  });

  it("lists the brand's match book: per runner the house's P&L over its back and lay bets", async () => {
    const market = openMarket(t);
    const c = await customer(t);
    expect((await c.bet(placement(market, 'back', 100, 0))).statusCode).toBe(200);
    expect((await c.bet(placement(market, 'lay', 200, 1))).statusCode).toBe(200);
    await t.app.deps.exchange!.idle();
    const bets = await t.handle.db
      .selectFrom('bets')
      .select(['selection_id', 'side', 'odds_hundredths', 'stake_minor'])
      .where('market_id', '=', market.marketId)
      .where('domain_id', '=', admin.d!)
      .execute();
    expect(new Set(bets.map((b) => b.side))).toEqual(new Set(['back', 'lay']));
    // By hand: a back on r at o for s: the house pays s(o-1) if r wins and gains s otherwise; a lay the opposite.
    const hand: Record<string, number> = {};
    for (const r of market.runners) {
      hand[r.selectionId] = bets.reduce((sum, b) => {
        const win = b.stake_minor * (b.odds_hundredths! - 100);
        const backerWins = b.selection_id === r.selectionId;
        const houseOnBack = backerWins ? -win / 100 : b.stake_minor;
        return sum + (b.side === 'back' ? houseOnBack : -houseOnBack);
      }, 0);
    }
    const row = await rowOf(market.marketId);
    expect(row.type).toBe('match_odds');
    expect(row.bets).toBe(bets.length);
    expect(row.openBets).toBe(bets.length);
    expect(row.turnover).toBe(bets.reduce((s, b) => s + b.stake_minor, 0) / 100);
    // (+ 0: a house P&L of 0 compares equal whatever its sign)
    for (const r of row.runners) expect(r.housePnl + 0, r.runnerName).toBe(hand[r.selectionId]! / 100 + 0);
    // The same as packages/exchange's book of the customer's bets, negated.
    const book = runnerBook(
      bets.map((b): RunnerBet => ({
        kind: 'odds',
        side: b.side,
        selectionId: b.selection_id,
        stakeMinor: b.stake_minor,
        odds: b.odds_hundredths! / 100,
      })),
      market.runners.map((r) => r.selectionId),
    );
    for (const r of row.runners) expect(r.housePnl + 0).toBe(-book[r.selectionId]! / 100 + 0);
    expect(row.worstCase + 0).toBe(Math.min(0, ...row.runners.map((r) => r.housePnl)) + 0);
    expect(row.worstCase).toBeLessThan(0);
    // Filters: in play only; another sport has none of this match.
    expect((await listed('?inPlay=true')).every((m) => m.inPlay)).toBe(true);
    expect((await listed('?inPlay=false')).some((m) => m.matchId === market.matchId)).toBe(false);
    expect((await t.app.inject({ url: '/api/admin/markets?sportId=x', headers: admin })).statusCode).toBe(
      400,
    );
  });

  it('stores a house limit per market, applies it to the running book and to a book loaded later', async () => {
    const market = otherOpenMarket(openMarket(t).marketId);
    const url = `/api/admin/markets/${market.marketId}/house-limit`;
    const put = (payload: object, u = url) =>
      t.app.inject({ method: 'PUT', url: u, headers: admin, payload });
    const domainId = admin.d!;

    // Set before the brand's book of the market exists: the book reads it when it loads.
    const set = await put({ limit: 0 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ data: { marketId: market.marketId, limit: 0, capInForce: 0 } });
    const c = await customer(t);
    const placed = await c.bet(placement(market, 'back', 100, 0));
    expect(placed.statusCode).toBe(200);
    await t.app.deps.exchange!.idle();
    expect(t.app.deps.exchange!.houseCapInForce(domainId, market.marketId)).toBe(0);
    // The house quotes nothing within a cap of 0: the back rests unmatched, no bet.
    const fills = await t.handle.db
      .selectFrom('bets')
      .select('id')
      .where('market_id', '=', market.marketId)
      .where('user_id', '=', c.id)
      .execute();
    expect(fills).toEqual([]);
    expect((await rowOf(market.marketId)).houseLimit).toBe(0);

    // Removed: the running book is back on the brand's cap.
    const cleared = await put({ limit: null });
    expect(cleared.json()).toMatchObject({ data: { limit: null, capInForce: 1e11 } });
    expect(t.app.deps.exchange!.houseCapInForce(domainId, market.marketId)).toBe(1e13);
    expect(
      await t.handle.db
        .selectFrom('market_house_limits')
        .selectAll()
        .where('market_id', '=', market.marketId)
        .execute(),
    ).toEqual([]);
    expect((await put({ limit: 2500.5 })).json()).toMatchObject({
      data: { limit: 2500.5, capInForce: 2500.5 },
    });
    expect(t.app.deps.exchange!.houseCapInForce(domainId, market.marketId)).toBe(250_050);

    const audit = await auditOf(t, admin, 'market.houseLimit');
    expect(audit.slice(0, 3).map((a) => [a.before, a.after])).toEqual([
      [{ limit: null }, { limit: 2500.5 }],
      [{ limit: 0 }, { limit: null }],
      [{ limit: null }, { limit: 0 }],
    ]);
    expect((await put({ limit: 1.005 })).statusCode).toBe(400);
    expect((await put({ limit: -1 })).statusCode).toBe(400);
    expect((await put({ limit: 5 }, '/api/admin/markets/1.99999999/house-limit')).statusCode).toBe(404);
    const bookmaker = t.feed!.match(market.matchId)!.marketKeys.find((k) => {
      const v = t.feed!.store.get(k)!.value as object;
      return !('totalMatched' in v) && !('gtype' in v);
    });
    if (bookmaker)
      expect((await put({ limit: 5 }, `/api/admin/markets/${bookmaker}/house-limit`)).statusCode).toBe(400);
  });

  it('declares, corrects and voids a result: each settles once and is audited', async () => {
    const market = openMarket(t);
    const c = await customer(t);
    const before = await moneyOf(t, c.id);
    expect((await c.bet(placement(market, 'back', 100, 0))).statusCode).toBe(200);
    await t.app.deps.exchange!.idle();
    const [first, second] = market.runners;
    const url = `/api/admin/markets/${market.marketId}/result`;

    const one = await post(url, { winnerSelectionId: first!.selectionId, void: false });
    expect(one.json()).toMatchObject({ status: true, version: 1 });
    expect(one.json().betsSettled).toBeGreaterThanOrEqual(1);
    // The declaration suspends the market: a bet accepted after it could never settle.
    expect((await customerView(market)).status).toBe('SUSPENDED');
    expect((await c.bet(placement(market, 'back', 100))).statusCode).toBe(409);
    expect(await rowOf(market.marketId)).toMatchObject({ suspendedByOperator: true });
    const fills = await t.handle.db
      .selectFrom('bets')
      .select(['stake_minor', 'profit_minor'])
      .where('market_id', '=', market.marketId)
      .where('user_id', '=', c.id)
      .execute();
    expect(fills.length).toBeGreaterThanOrEqual(1);
    const sum = (k: 'stake_minor' | 'profit_minor') => fills.reduce((s, f) => s + f[k], 0);
    expect((await moneyOf(t, c.id)).balance_minor).toBe(before.balance_minor + sum('profit_minor'));

    // The correction reverses the win and posts the loss.
    const two = await post(url, { winnerSelectionId: second!.selectionId, void: false });
    expect(two.json()).toMatchObject({ version: 2 });
    expect((await moneyOf(t, c.id)).balance_minor).toBe(before.balance_minor - sum('stake_minor'));

    const voided = await post(`/api/admin/markets/${market.marketId}/void`);
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({ version: 3 });
    // Void: every bet refunded, exactly once.
    expect((await moneyOf(t, c.id)).balance_minor).toBe(before.balance_minor);
    const outcomes = await t.handle.db
      .selectFrom('bets')
      .select(['status', 'outcome', 'pnl_minor'])
      .where('market_id', '=', market.marketId)
      .where('user_id', '=', c.id)
      .execute();
    expect(outcomes.every((b) => b.status === 'settled' && b.outcome === 'void' && b.pnl_minor === 0)).toBe(
      true,
    );

    // The feed deciding the market later (result version 1) settles nothing again.
    const late = await settleMarket(
      t.handle.db,
      { marketId: market.marketId, version: 1, winnerSelectionId: first!.selectionId, void: false },
      new Date(t.clock.now()),
    );
    expect(late.alreadySettled).toBe(true);
    expect((await moneyOf(t, c.id)).balance_minor).toBe(before.balance_minor);

    const results = await auditOf(t, admin, 'market.result');
    expect(results.slice(0, 2).map((a) => [a.before, a.after])).toEqual([
      [
        { winnerSelectionId: first!.selectionId, value: null, void: false },
        { winnerSelectionId: second!.selectionId, value: null, void: false, version: 2, suspended: true },
      ],
      [
        null,
        { winnerSelectionId: first!.selectionId, value: null, void: false, version: 1, suspended: true },
      ],
    ]);
    expect((await auditOf(t, admin, 'market.void'))[0]).toMatchObject({
      target: `market:${market.marketId}`,
      before: { winnerSelectionId: second!.selectionId },
      after: { void: true, version: 3 },
    });
    expect((await post(url, { void: false })).statusCode).toBe(400);
    expect((await post('/api/admin/markets/1.424242/void')).statusCode).toBe(404);
  });
});

describe('casino tables (issue 16 item 5)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({}, { withDealer: true, dealerGames: [GAMES.lucky7, GAMES.teen20] });
    admin = await operatorHeaders(t, 'admin1', 'Admin@123');
  });
  afterAll(() => t.close());

  const tables = async () => {
    const res = await t.app.inject({ url: '/api/admin/casino/tables', headers: admin });
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      casinoType: string;
      status: string;
      roundsDealt: number;
      [k: string]: unknown;
    }[];
  };
  const rounds = async (casinoType: string) =>
    (
      await t.handle.db
        .selectFrom('casino_rounds')
        .select('round_id')
        .where('casino_type', '=', casinoType)
        .execute()
    ).length;

  it('pauses a table after its round, resumes it, and looks a round up with its verification', async () => {
    const table = t.dealer!.table('lucky7')!;
    const firstRound = table.round!.roundId;
    const listedBefore = (await tables()).find((x) => x.casinoType === 'lucky7')!;
    expect(listedBefore).toMatchObject({ status: 'running', roundsDealt: 1, name: GAMES.lucky7.name });
    expect((listedBefore.markets as unknown[]).length).toBe(GAMES.lucky7.markets.length);

    // A round still running: the commitment only.
    const open = await t.app.inject({ url: `/api/admin/casino/rounds/${firstRound}`, headers: admin });
    expect(open.statusCode).toBe(200);
    expect(open.json().data).toMatchObject({ roundId: firstRound, serverSeed: null, matches: null });
    expect(open.json().data.commit).toMatch(/^[0-9a-f]{64}$/);

    const paused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/casino/tables/lucky7/pause',
      headers: admin,
    });
    expect(paused.statusCode).toBe(200);
    expect((await tables()).find((x) => x.casinoType === 'lucky7')!.status).toBe('paused');
    // The current round finishes normally, then the table shows no round and deals none.
    await stepUntil(t, () => table.round === undefined, 120);
    const settled = await t.handle.db
      .selectFrom('casino_rounds')
      .select('status')
      .where('round_id', '=', firstRound)
      .executeTakeFirstOrThrow();
    expect(settled.status).toBe('settled');
    const dealt = await rounds('lucky7');
    const data = await t.app.inject({ url: `/api/casino/data/lucky7/${table.ids.matchId}` });
    expect(data.json().data.t1[0].mid).toBe('0');
    for (let i = 0; i < 60; i++) await step(t);
    expect(await rounds('lucky7')).toBe(dealt);
    expect(table.round).toBeUndefined();
    // The other table kept dealing.
    expect(await rounds('teen20')).toBeGreaterThan(1);

    const resumed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/casino/tables/lucky7/resume',
      headers: admin,
    });
    expect(resumed.statusCode).toBe(200);
    await step(t);
    expect(table.round?.phase).toBe('open');
    expect(await rounds('lucky7')).toBe(dealt + 1);
    expect((await tables()).find((x) => x.casinoType === 'lucky7')).toMatchObject({
      status: 'running',
      roundsDealt: dealt + 1,
    });

    // A finished round: its seed, the cards dealt again and the check.
    const done = await t.app.inject({ url: `/api/admin/casino/rounds/${firstRound}`, headers: admin });
    expect(done.json().data).toMatchObject({
      roundId: firstRound,
      status: 'settled',
      matches: true,
      tableNo: 24,
    });
    expect(done.json().data.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(done.json().data.finishedAt).not.toBeNull();
    expect(
      (await t.app.inject({ url: '/api/admin/casino/rounds/24.990101000000', headers: admin })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/casino/tables/nope/pause', headers: admin }))
        .statusCode,
    ).toBe(404);

    const audit = await t.app.inject({ url: '/api/admin/audit?action=casino.', headers: admin });
    expect(
      (audit.json().data as { action: string; target: string }[]).map((a) => [a.action, a.target]),
    ).toEqual([
      ['casino.resume', 'casino:lucky7'],
      ['casino.pause', 'casino:lucky7'],
    ]);
  });

  it('re-applies a stored pause at start', async () => {
    await t.app.inject({ method: 'POST', url: '/api/admin/casino/tables/teen20/pause', headers: admin });
    t.dealer!.resume('teen20');
    expect(t.dealer!.isPaused('teen20')).toBe(false);
    await applyMarketControls(t.handle.db, { dealer: t.dealer });
    expect(t.dealer!.isPaused('teen20')).toBe(true);
    await t.app.inject({ method: 'POST', url: '/api/admin/casino/tables/teen20/resume', headers: admin });
    expect(t.dealer!.isPaused('teen20')).toBe(false);
  });
});
