import { FANCY_CATEGORIES, type FancyRow } from '@backlay/contracts';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { customer, fancyBackPlacement, useBettingApp } from './test-kit';

/**
 * Issue 19 "Done when": every Fancy category is offered on an in-play T20, takes a bet, settles on the
 * replayed match through the settlement service, and the statement shows each settlement.
 */
describe('Fancy categories on a replayed T20 (issue 19)', () => {
  let t: TestApp;
  useBettingApp((app) => (t = app));

  /** The open rows of in-play cricket match `matchId` (or of the first in-play one). */
  const openRows = (matchId?: string): FancyRow[] => {
    const rows: FancyRow[] = [];
    for (const entry of t.feed!.matches(4)) {
      if (entry.phase !== 'inplay' || (matchId !== undefined && entry.slot.matchId !== matchId)) continue;
      for (const key of entry.marketKeys) {
        const value = t.feed!.store.get(key)?.value as FancyRow | undefined;
        if (value && 'gtype' in value && value.GameStatus === '' && !value.result) rows.push(value);
      }
      if (rows.length > 0) return rows;
    }
    return rows;
  };
  const step = (ms: number) => {
    t.clock.advance(ms);
    t.feed!.tick();
  };

  it('takes a Yes bet in each category and settles each, with a statement line per market', async () => {
    const c = await customer(t);
    const bets = new Map<string, { row: FancyRow; betId: string }>();
    let matchId: string | undefined;
    for (let i = 0; i < 4_000 && bets.size < FANCY_CATEGORIES.length; i++) {
      for (const row of openRows(matchId)) {
        if (bets.has(row.gtype)) continue;
        matchId ??= row.matchId;
        const placed = await c.bet(fancyBackPlacement(row, 100));
        // A row can close or suspend during the 1 s delay; the next open row of the category is tried.
        if (placed.statusCode === 200) bets.set(row.gtype, { row, betId: placed.json().betId });
      }
      step(15_000);
    }
    expect([...bets.keys()].sort()).toEqual([...FANCY_CATEGORIES].sort());

    // Play on until every market is decided and its bet settled.
    const settled = async () => {
      const list = (await c.get(`/api/bet/bet-details/list/${matchId}`)).json().data as {
        marketId: string;
        status: string;
        profitLoss: number | null;
      }[];
      return list.filter((b) => b.status !== 'unsettled');
    };
    for (let i = 0; i < 2_000 && (await settled()).length < bets.size; i++) step(60_000);
    const done = await settled();
    expect(done).toHaveLength(bets.size);

    const statement = (
      await t.app.inject({
        method: 'POST',
        url: '/api/transit/transactions/test/1/100',
        headers: c.headers,
        payload: { from: '2000-01-01', to: '2100-01-01', filter: 'betRecords' },
      })
    ).json().pageItems as { remark: string; displayText: string; amount: number }[];
    for (const { row } of bets.values()) {
      const result = t.feed!.store.get(row.marketId)!.value.result!;
      const bet = done.find((b) => b.marketId === row.marketId)!;
      // Yes at line L wins stake x rate / 100 when the value reaches L, else loses the stake.
      const expected = result.void ? 0 : result.value! >= row.BackPrice1 ? row.BackSize1 : -100;
      expect({ market: row.RunnerName, pnl: bet.profitLoss }).toEqual({
        market: row.RunnerName,
        pnl: expected,
      });
      if (!result.void) {
        const line = statement.find((s) => `${s.remark} ${s.displayText}`.includes(row.RunnerName));
        expect({ market: row.RunnerName, line: line?.amount }).toEqual({
          market: row.RunnerName,
          line: Math.abs(expected),
        });
      }
    }
  }, 120_000);
});
