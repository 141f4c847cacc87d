import { GAMES, rankOf, type Game } from '@backlay/casino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CasinoDealer } from '../../dealer/index';
import { casinoPlacement, freshRound, step, stepUntil } from '../../dealer/test-kit';
import { createTestApp, type TestApp } from '../../test/harness';
import { customer, moneyOf } from '../betting/test-kit';
import { expectLedgerBalanced } from '../wallet/audit.test-helper';

const betCount = async (t: TestApp, userId: string) =>
  (await t.handle.db.selectFrom('bets').select('id').where('user_id', '=', userId).execute()).length;

describe('casino bets through POST /api/bet/save2', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { withDealer: true, dealerGames: [GAMES.lucky7, GAMES.teen20, GAMES.Teen] });
  });
  afterEach(() => expectLedgerBalanced(t.handle.db));
  afterAll(() => t.close());

  it('settles a winning and a losing bet with exact balances, and lists them by match', async () => {
    const c = await customer(t);
    const start = await moneyOf(t, c.id);
    const table = await freshRound(t, 'lucky7');
    const rank = rankOf(table.round!.deal.cards[0]!);
    const winSid = 6 + rank;
    const loseSid = 6 + (rank === 13 ? 1 : rank + 1);
    const win = await c.bet(casinoPlacement(table, winSid, 'back', 100));
    expect(win.statusCode, win.body).toBe(200);
    expect(win.json()).toMatchObject({ status: true, message: 'Bet placed successfully' });
    const lose = await c.bet(casinoPlacement(table, loseSid, 'back', 200));
    expect(lose.statusCode, lose.body).toBe(200);
    expect(await moneyOf(t, c.id)).toEqual({ balance_minor: start.balance_minor, exposure_minor: 30_000 });
    const exposure = (await c.get('/api/bet/exposure/fetch')).json().data;
    expect(exposure).toMatchObject({ exposure: 300, available: start.balance_minor / 100 - 300 });

    const roundId = table.round!.roundId;
    await stepUntil(t, () => table.round!.roundId !== roundId, 60);
    // Card @12.00: +1100 on 100; the other card loses its 200.
    expect(await moneyOf(t, c.id)).toEqual({
      balance_minor: start.balance_minor + 90_000,
      exposure_minor: 0,
    });
    const bets = (await c.get(`/api/bet/bet-details/list/${table.ids.matchId}`)).json().data;
    expect(bets).toHaveLength(2);
    const bySid = new Map(bets.map((b: { selectionId: string }) => [b.selectionId, b]));
    expect(bySid.get(String(winSid))).toMatchObject({
      markettype: 'Casino',
      sportsName: 'Casino',
      event: 'Lucky 7-A',
      marketId: table.ids.marketId,
      roundId,
      type: 'back',
      oddsReq: 12,
      stake: 100,
      status: 'settled',
      case: 'win',
      profitLoss: 1100,
      selection: `Card ${['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'][rank - 1]}`,
    });
    expect(bySid.get(String(loseSid))).toMatchObject({ status: 'settled', case: 'loss', profitLoss: -200 });
  });

  it('refuses stakes outside 100..50,000 (and a runner narrower limit) with the spec messages', async () => {
    const c = await customer(t);
    const table = await freshRound(t, 'lucky7');
    for (const [sid, stake, message] of [
      [1, 99, 'Minimum stake limit exceeded!'],
      [1, 50_001, 'Maximum stake limit exceeded!'],
      [7, 25_001, 'Maximum stake limit exceeded!'],
    ] as const) {
      const res = await c.bet(casinoPlacement(table, sid, 'back', stake));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await c.bet(casinoPlacement(table, 1, 'back', 50_000))).statusCode).toBe(200);
    expect(await betCount(t, c.id)).toBe(1);
  });

  it("locks each bet's liability against the available balance", async () => {
    const c = await customer(t, 'player1');
    const { balance_minor: balance } = await moneyOf(t, c.id);
    const table = await freshRound(t, 'lucky7');
    const stake = 50_000;
    const fits = Math.floor(balance / (stake * 100));
    for (let i = 0; i < fits; i++)
      expect((await c.bet(casinoPlacement(table, 1 + (i % 2), 'back', stake))).statusCode).toBe(200);
    const over = await c.bet(casinoPlacement(table, 3, 'back', balance / 100 - fits * stake + 100));
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('Insufficient balance');
    expect((await moneyOf(t, c.id)).exposure_minor).toBe(fits * stake * 100);
  });

  it("answers 'Bet rate changed!' for a stale price or round, and refuses what the table does not offer", async () => {
    const c = await customer(t);
    const table = await freshRound(t, 'lucky7');
    const cases = [
      [{ oddsReq: 1.99 }, 409, 'Bet rate changed!'],
      [{ roundId: '24.261121115959' }, 409, 'Bet rate changed!'],
      [{ type: 'lay' as const, oddsReq: 2 }, 400, 'This market takes back bets only'],
      [{ selectionId: 77 }, 400, 'Unknown selection: 77'],
      [{ roundId: undefined }, 400, 'roundId is required for a casino bet'],
      [{ marketId: '9.12345' }, 404, 'Unknown market: 9.12345'],
    ] as const;
    for (const [change, status, message] of cases) {
      const res = await c.bet({ ...casinoPlacement(table, 1, 'back', 100), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await betCount(t, c.id)).toBe(0);
  });

  it('refuses bets once a table is suspended (teen20 below 6 s, lucky7 at 0)', async () => {
    const c = await customer(t);
    const teen = await freshRound(t, 'teen20');
    const lucky = t.dealer!.table('lucky7')!;
    await stepUntil(t, () => teen.round!.autotime === 6, 30);
    const teenBet = casinoPlacement(teen, 1, 'back', 100);
    await step(t);
    expect(teen.round!.autotime).toBe(5);
    const late = await c.bet(teenBet);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Bet rate changed!');
    await stepUntil(t, () => lucky.round!.autotime === 1 && lucky.isOpen, 60);
    const luckyBet = casinoPlacement(lucky, 1, 'back', 100);
    await step(t);
    expect((await c.bet(luckyBet)).statusCode).toBe(409);
    expect(await betCount(t, c.id)).toBe(0);
  });

  it('takes a Teen lay at the lay price with its liability as exposure, and a client id only once', async () => {
    const c = await customer(t);
    const teen = await freshRound(t, 'Teen');
    const lay = teen.runner(1)!.market.layH!;
    const body = casinoPlacement(teen, 1, 'lay', 1000, { clientBetId: 'casino-lay-0001' });
    const first = await c.bet(body);
    expect(first.statusCode, first.body).toBe(200);
    const again = await c.bet(body);
    expect(again.json().betId).toBe(first.json().betId);
    expect(await betCount(t, c.id)).toBe(1);
    expect((await moneyOf(t, c.id)).exposure_minor).toBe(1000 * (lay - 100));
    const row = (await c.get(`/api/bet/${first.json().betId}`)).json().data;
    expect(row).toMatchObject({ type: 'lay', oddsReq: lay / 100, againstMargin: (1000 * (lay - 100)) / 100 });
  });

  it('voids the round a stopped dealer left open: stake back, exposure released, never dealt again', async () => {
    const c = await customer(t);
    const start = await moneyOf(t, c.id);
    const table = await freshRound(t, 'lucky7');
    const roundId = table.round!.roundId;
    expect((await c.bet(casinoPlacement(table, 2, 'back', 500))).statusCode).toBe(200);
    expect((await moneyOf(t, c.id)).exposure_minor).toBe(50_000);
    await t.dealer!.stop();

    const next = new CasinoDealer({ db: t.handle.db, clock: t.clock, games: [GAMES.lucky7] });
    try {
      await next.start();
      const round = await t.handle.db
        .selectFrom('casino_rounds')
        .select(['status', 'bets_settled'])
        .where('round_id', '=', roundId)
        .executeTakeFirstOrThrow();
      expect(round).toEqual({ status: 'void', bets_settled: 1 });
      expect(await moneyOf(t, c.id)).toEqual(start);
      const bet = (await c.get(`/api/bet/bet-details/list/${table.ids.matchId}`)).json().data[0];
      expect(bet).toMatchObject({ roundId, status: 'settled', case: 'void', profitLoss: 0 });
      // The new dealer opens a new round (in the next second if this one is taken), never this one.
      for (let i = 0; i < 40; i++) {
        t.clock.advance(1000);
        await next.idle();
        expect(next.table('lucky7')!.round?.roundId).not.toBe(roundId);
      }
      expect(next.table('lucky7')!.round).toBeDefined();
      const again = await t.handle.db
        .selectFrom('casino_rounds')
        .select('status')
        .where('round_id', '=', roundId)
        .executeTakeFirstOrThrow();
      expect(again.status).toBe('void');
    } finally {
      await next.stop();
    }
  });
});

describe('a round that fails mid-deal', () => {
  const errors: unknown[] = [];
  // teen20's cards with a repricing step whose pricing fails after the second card.
  const failing: Game = {
    ...GAMES.teen20,
    tableNo: 77,
    repriceAt: [2],
    pricesAfter: () => {
      throw new Error('pricing failed');
    },
  };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      { withDealer: true, dealerGames: [failing], onDealerError: (e) => errors.push(e) },
    );
  });
  afterAll(() => t.close());

  it('is voided at once: stakes back, exposure released, and the table deals on', async () => {
    const c = await customer(t);
    const start = await moneyOf(t, c.id);
    const table = t.dealer!.table('teen20')!;
    const roundId = table.round!.roundId;
    expect((await c.bet(casinoPlacement(table, 1, 'back', 700))).statusCode).toBe(200);
    await stepUntil(t, () => errors.length > 0, 40);
    expect(String(errors[0])).toContain('pricing failed');
    const round = await t.handle.db
      .selectFrom('casino_rounds')
      .select('status')
      .where('round_id', '=', roundId)
      .executeTakeFirstOrThrow();
    expect(round.status).toBe('void');
    expect(await moneyOf(t, c.id)).toEqual(start);
    await stepUntil(t, () => table.round?.roundId !== undefined && table.round.roundId !== roundId, 20);
    expect(table.isOpen).toBe(true);
    await expectLedgerBalanced(t.handle.db);
  });
});
