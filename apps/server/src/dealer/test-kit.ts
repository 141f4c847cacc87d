import type { BetPlacement } from '@backlay/contracts';
import type { TestApp } from '../test/harness';
import type { LiveTable } from './live';

/** Moves the test clock by `ms` (default one second) and waits until every table loop waits again. */
export async function step(t: TestApp, ms = 1000): Promise<void> {
  t.clock.advance(ms);
  await t.dealer!.idle();
}

/** Steps one second at a time until `done()` holds; throws after `maxSeconds`. */
export async function stepUntil(t: TestApp, done: () => boolean, maxSeconds = 600): Promise<void> {
  for (let i = 0; i < maxSeconds; i++) {
    if (done()) return;
    await step(t);
  }
  if (!done()) throw new Error(`condition not met within ${maxSeconds} s`);
}

/**
 * Steps until `casinoType`'s table opens a fresh round for betting (another round than the
 * current one, open, autotime 25: the whole betting window ahead), within 120 s; its table.
 */
export async function freshRound(t: TestApp, casinoType: string): Promise<LiveTable> {
  const table = t.dealer!.table(casinoType)!;
  const current = table.round?.roundId;
  await stepUntil(
    t,
    () => table.isOpen && table.round!.roundId !== current && table.round!.autotime === 25,
    120,
  );
  return table;
}

/** The live data of a table through the API: `{t1: [..], t2: [..]}`. */
export async function liveData(t: TestApp, casinoType: string) {
  const table = t.dealer!.table(casinoType)!;
  const res = await t.app.inject({ url: `/api/casino/data/${casinoType}/${table.ids.matchId}` });
  if (res.statusCode !== 200) throw new Error(`data ${casinoType}: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { t1: Record<string, string>[]; t2: Record<string, string>[] } }).data;
}

/** A casino placement on `table`'s current round: `sid`, `side` at the runner's current price. */
export function casinoPlacement(
  table: LiveTable,
  sid: number,
  side: 'back' | 'lay',
  stake: number,
  extra: Partial<BetPlacement> = {},
): Partial<BetPlacement> {
  const market = table.runner(sid)!.market;
  const priceH = side === 'back' ? market.backH : market.layH!;
  return {
    eventId: table.ids.eventId,
    legueId: table.ids.legueId,
    matchId: table.ids.matchId,
    marketId: table.ids.marketId,
    roundId: table.round?.roundId,
    markettype: 'Casino',
    selectionId: sid,
    type: side,
    oddsReq: priceH / 100,
    stake,
    placeTime: new Date().toISOString(),
    ...extra,
  };
}
