import type { FancyCategory } from '@backlay/contracts';
import { createRng } from '@backlay/pricing';
import { describe, expect, it } from 'vitest';
import type { CricketReplay } from '../../replay/format';
import { loadReplays } from '../../replay/load';
import { cricketFeed } from '../cricket';
import { fancyMarketsOf, fancyRows } from '../cricket-fancy';
import { cricketTimeline, type CricketState } from '../cricket-timeline';
import { isBoundary } from './boundaries';
import { isDotBall } from './dot-balls';
import { extrasOf } from './extras';
import { cricsheetFiles, fancyResultsUnderSkips, readCricsheet } from './replay-data.test-helper';
import { categoryMarketId } from './types';

/** The team categories tested here. */
const TEAM: ReadonlySet<FancyCategory> = new Set([
  'boundaries',
  'extras',
  'dot_balls',
  'wickets',
  'partnerships',
]);

interface RawDelivery {
  runs: { batter: number; extras: number; total: number };
  extras?: Record<string, number>;
  wickets?: { kind: string }[];
}
interface RawInnings {
  super_over?: boolean;
  target?: { overs: number; runs: number };
  overs: { over: number; deliveries: RawDelivery[] }[];
}

type Expected = Map<string, number | 'void'>;

/**
 * A direct read of a Cricsheet file: the value each team market of the two main innings settles on,
 * by market id. Boundaries: deliveries with 4 or 6 runs off the bat; extras: `runs.extras`; dot balls:
 * deliveries with no wide or no-ball and no runs; the first session is overs 1..6 (T20) or 1..10 (ODI),
 * void when a revised target's overs are fewer. Fall of wicket k: the runs after the delivery that
 * takes it (retirements not out are no wicket), the total when the innings ends first; partnership k:
 * the runs between the falls of wickets k - 1 and k. A stand that never sees a delivery is not offered.
 */
function scorecardTeamMarkets(file: string, matchId: string): Expected {
  const raw = readCricsheet<{ info: { overs: number; match_type: string }; innings: RawInnings[] }>(file);
  const sessionOvers = raw.info.match_type === 'ODI' ? 10 : 6;
  const out: Expected = new Map();
  const main = raw.innings.filter((i) => !i.super_over).slice(0, 2);
  main.forEach((innings, index) => {
    const deliveries = innings.overs.flatMap((o) => o.deliveries.map((d) => ({ over: o.over, d })));
    if (deliveries.length === 0) return;
    const id = (gtype: FancyCategory, k: number) => categoryMarketId(matchId, gtype, index, k);
    const session = deliveries.filter((x) => x.over < sessionOvers).map((x) => x.d);
    const all = deliveries.map((x) => x.d);
    const boundaries = (ds: RawDelivery[]) =>
      ds.filter((d) => d.runs.batter === 4 || d.runs.batter === 6).length;
    const target = innings.target;
    const targetBalls = target
      ? Math.floor(target.overs) * 6 + Math.round((target.overs % 1) * 10)
      : Infinity;
    const removed = sessionOvers * 6 > targetBalls;
    out.set(id('boundaries', 0), removed ? 'void' : boundaries(session));
    out.set(id('boundaries', 1), boundaries(all));
    out.set(
      id('extras', 0),
      all.reduce((s, d) => s + d.runs.extras, 0),
    );
    const legal = (d: RawDelivery) => d.extras?.wides === undefined && d.extras?.noballs === undefined;
    out.set(
      id('dot_balls', 0),
      removed ? 'void' : session.filter((d) => legal(d) && d.runs.total === 0).length,
    );
    out.set(id('dot_balls', 1), all.filter((d) => legal(d) && d.runs.total === 0).length);
    let runs = 0;
    let down = 0;
    let standStart = { runs: 0, delivery: 0 };
    all.forEach((d, i) => {
      runs += d.runs.total;
      const fell = (d.wickets ?? []).filter((w) => w.kind !== 'retired hurt' && w.kind !== 'retired not out');
      for (const _ of fell) {
        down++;
        if (i + 1 > standStart.delivery) {
          out.set(id('wickets', down - 1), runs);
          out.set(id('partnerships', down - 1), runs - standStart.runs);
        }
        standStart = { runs, delivery: i + 1 };
      }
    });
    if (down < 10 && all.length > standStart.delivery) {
      out.set(id('wickets', down), runs);
      out.set(id('partnerships', down), runs - standStart.runs);
    }
  });
  return out;
}

const cricket = loadReplays('cricket');
const feed = cricketFeed(cricket.matches, cricket.attribution);
const matchId = '40000001';

/** The markets of the team categories of a replay, by id. */
const teamMarkets = (replay: CricketReplay) =>
  new Map(
    fancyMarketsOf(replay, matchId)
      .filter((m) => TEAM.has(m.gtype))
      .map((m) => [m.marketId, m]),
  );

describe('Fancy team categories settle on the data (issue 19 item 1)', () => {
  it('every team market of every shipped replay settles to the Cricsheet value, whichever steps the engine skipped', () => {
    expect(cricsheetFiles()).toHaveLength(cricket.matches.length);
    let markets = 0;
    for (const replay of cricket.matches) {
      const expected = scorecardTeamMarkets(`${replay.id}.json`, matchId);
      const ours = teamMarkets(replay);
      expect([...ours.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const all of fancyResultsUnderSkips(feed, replay, matchId, 'team-skip')) {
        const first = new Map([...all].filter(([id]) => ours.has(id)));
        expect({ id: replay.id, results: Object.fromEntries(first) }).toEqual({
          id: replay.id,
          results: Object.fromEntries(expected),
        });
      }
      markets += expected.size;
    }
    console.log(
      `team Fancy markets settled against Cricsheet: ${markets} over ${cricket.matches.length} replays`,
    );
    expect(markets).toBeGreaterThan(26 * 2 * 5);
  });
});

/** The team rows expected at `state` from the replay's data alone: their names, in no order. */
function expectedRows(replay: CricketReplay, state: CricketState): string[] {
  if (state.inningsBreak || state.innings > 1) return [];
  const innings = replay.innings[state.innings]!;
  const team = innings.battingTeam;
  const d = state.delivered;
  if (d >= innings.balls.length) return [];
  const overs = replay.format === 'T20' ? 6 : 10;
  const names = [`${team} innings boundaries`, `${team} innings extras`, `${team} innings dot balls`];
  const sessionEnd = innings.balls.findIndex((b) => b.over >= overs);
  if (sessionEnd === -1 || d < sessionEnd)
    names.push(`${overs} over boundaries ${team}`, `${overs} over dot balls ${team}`);
  const down = d === 0 ? 0 : innings.balls[d - 1]!.score.wickets;
  const nth = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th'][down]!;
  names.push(`Fall of ${nth} wkt ${team}`, `${nth} wkt partnership ${team}`);
  return names.sort();
}

/** The team markets open at `state` by their windows (opensAt <= state < decidedAt). */
function openMarkets(replay: CricketReplay, state: CricketState) {
  if (state.inningsBreak || state.innings > 1) return [];
  return [...teamMarkets(replay).values()].filter(
    (m) =>
      m.opensAt.innings === state.innings &&
      m.opensAt.delivered <= state.delivered &&
      state.delivered < m.decidedAt.delivered,
  );
}

describe('Fancy team rows are listed while open (issue 19 item 1)', () => {
  it('over every shipped replay: a wicket closes the stand and its fall-of-wicket market and opens the next; sessions close at their over', () => {
    for (const replay of cricket.matches) {
      for (const { state } of cricketTimeline(replay, createRng(replay.id), 1).steps) {
        const names = openMarkets(replay, state)
          .map((m) => m.name)
          .sort();
        expect({ id: replay.id, state, names }).toEqual({
          id: replay.id,
          state,
          names: expectedRows(replay, state),
        });
      }
    }
  });

  it('the feed lists exactly those rows, priced, Yes one above No at rates summing to 200 (a T20 and the D/L chase)', () => {
    const picks = [
      cricket.matches.find((m) => m.format === 'T20' && m.innings[0]!.total.wickets === 10) ??
        cricket.matches.find((m) => m.format === 'T20')!,
      cricket.matches.find((m) => m.id === '682961')!,
    ];
    for (const replay of picks) {
      let wickets = 0;
      for (const { state } of cricketTimeline(replay, createRng(replay.id), 1).steps) {
        const rows = fancyRows(replay, state, matchId).flatMap((r) =>
          r.kind === 'fancy' && TEAM.has(r.value.gtype as FancyCategory) ? [r.value] : [],
        );
        expect({ state, names: rows.map((r) => r.RunnerName).sort() }).toEqual({
          state,
          names: expectedRows(replay, state),
        });
        for (const r of rows) {
          expect(r.BackPrice1).toBe(r.LayPrice1 + 1);
          expect(r.LaySize1 + r.BackSize1).toBe(200);
          expect(r.GameStatus).toBe(state.ballRunning ? 'Ball Running' : state.suspended ? 'SUSPENDED' : '');
        }
        if (state.suspended) wickets++;
      }
      expect(wickets).toBeGreaterThan(0);
    }
  }, 120_000);

  it('lines never quote below what is already in: the runs, the stand, the count so far', () => {
    for (const replay of cricket.matches.filter((_, i) => i % 3 === 0)) {
      for (const { state } of cricketTimeline(replay, createRng('lines'), 1).steps) {
        const innings = replay.innings[state.innings]!;
        const done = innings.balls.slice(0, state.delivered);
        const runs = done.at(-1)?.score.runs ?? 0;
        for (const m of openMarkets(replay, state)) {
          const line = m.price(state)!;
          if (m.gtype === 'wickets') expect(line.no).toBeGreaterThanOrEqual(runs);
          if (m.gtype === 'partnerships') {
            const start = innings.balls[m.opensAt.delivered - 1]?.score.runs ?? 0;
            expect(line.no).toBeGreaterThanOrEqual(runs - start);
          }
          if (m.gtype === 'extras')
            expect(line.no).toBeGreaterThanOrEqual(done.reduce((s, b) => s + extrasOf(b), 0));
          if (m.gtype === 'boundaries')
            expect(line.no).toBeGreaterThanOrEqual(done.filter(isBoundary).length);
          if (m.gtype === 'dot_balls') expect(line.no).toBeGreaterThanOrEqual(done.filter(isDotBall).length);
        }
      }
    }
  });
});
