import { casinoPnlMinor, fairRng, GAMES, simulationRng, type CasinoType } from '@backlay/casino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casinoPlacement, step } from '../../dealer/test-kit';
import { createTestApp, type TestApp } from '../../test/harness';
import { customer } from '../betting/test-kit';
import { expectLedgerBalanced } from '../wallet/audit.test-helper';

const TYPES: CasinoType[] = ['lucky7', 'teen20', 'Teen', 'aaa', 'baccarat'];
const ROUNDS = Number(process.env.CASINO_MONEY_ROUNDS ?? 100);

describe('casino money', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { withDealer: true, dealerGames: TYPES.map((type) => GAMES[type]) });
  });
  afterAll(() => t.close());

  it(`keeps a demo balance equal to its start plus the settled P&L over ${ROUNDS} rounds of random bets`, async () => {
    const c = await customer(t);
    const account = () =>
      t.handle.db
        .selectFrom('users')
        .select(['balance_minor', 'exposure_minor'])
        .where('id', '=', c.id)
        .executeTakeFirstOrThrow();
    const start = await account();
    const rng = simulationRng(20261121);
    const settledRounds = async () =>
      Number(
        (
          await t.handle.db
            .selectFrom('casino_rounds')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('status', '=', 'settled')
            .executeTakeFirstOrThrow()
        ).n,
      );
    let placed = 0;
    for (let second = 0; second % 10 !== 0 || (await settledRounds()) < ROUNDS; second++) {
      if (second > ROUNDS * 60) throw new Error('the dealer is not dealing');
      for (const type of TYPES) {
        const table = t.dealer!.table(type)!;
        if (!table.isOpen || rng.int(100) >= 12) continue;
        const runners = table.game.markets.filter((m) => table.runner(m.sid)!.active);
        if (runners.length === 0) continue;
        const market = runners[rng.int(runners.length)]!;
        const side = market.kind === 'backlay' && rng.int(2) === 1 ? 'lay' : 'back';
        const stake = 100 + rng.int(2000) + rng.int(100) / 100;
        const res = await c.bet(casinoPlacement(table, market.sid, side, stake));
        expect(res.statusCode, res.body).toBe(200);
        placed++;
      }
      await step(t);
    }
    // Let every round holding a bet finish.
    for (let i = 0; i < 120; i++) {
      const open = await t.handle.db
        .selectFrom('bets')
        .select('id')
        .where('user_id', '=', c.id)
        .where('status', '=', 'unsettled')
        .execute();
      if (open.length === 0) break;
      await step(t);
    }
    const bets = await t.handle.db.selectFrom('bets').selectAll().where('user_id', '=', c.id).execute();
    expect(bets).toHaveLength(placed);
    expect(placed).toBeGreaterThan(ROUNDS);
    expect(bets.every((b) => b.status === 'settled')).toBe(true);
    // Each bet's P&L again, independently: the round re-dealt from its revealed seed.
    const rounds = await t.handle.db
      .selectFrom('casino_rounds')
      .select(['round_id', 'casino_type', 'server_seed'])
      .where('round_id', 'in', [...new Set(bets.map((b) => b.round_id!))])
      .execute();
    const deals = new Map(
      rounds.map((r) => [
        r.round_id,
        {
          game: GAMES[r.casino_type as CasinoType],
          deal: GAMES[r.casino_type as CasinoType].deal(fairRng(r.server_seed, r.round_id)),
        },
      ]),
    );
    let total = 0;
    for (const bet of bets) {
      const { game, deal } = deals.get(bet.round_id!)!;
      const pnl = casinoPnlMinor(
        bet.side,
        bet.odds_hundredths!,
        bet.stake_minor,
        game.settle(Number(bet.selection_id), deal),
      );
      expect(bet.pnl_minor).toBe(pnl);
      total += bet.pnl_minor!;
    }
    expect(await account()).toEqual({ balance_minor: start.balance_minor + total, exposure_minor: 0 });
    await expectLedgerBalanced(t.handle.db);
  });
});
