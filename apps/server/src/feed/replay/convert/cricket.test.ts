/**
 * docs/rules/sports.md data checks for cricket, over every shipped Cricsheet match: innings totals and
 * wickets against the raw deliveries, legal-ball counting, and the replay's final state against
 * `info.outcome` (winner, margin, tie + super-over eliminator, D/L with the revised target).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CricketInnings, CricketReplay } from '../format';
import { convertCricket, countsAsWicket, oversToBalls } from './cricket';
import { readCricketSources, SOURCE_DATA_DIR } from './files';

const DATA_DIR = SOURCE_DATA_DIR;
const sources = readCricketSources(DATA_DIR);

interface RawDelivery {
  runs: { batter: number; total: number; non_boundary?: boolean };
  extras?: Record<string, number>;
  wickets?: { kind: string }[];
}
interface RawMatch {
  info: { outcome: CricketReplay['outcome'] & Record<string, unknown> };
  innings: { team: string; super_over?: boolean; overs: { over: number; deliveries: RawDelivery[] }[] }[];
}
const cases = sources.map(({ id, raw }) => ({ id, raw: raw as RawMatch, replay: convertCricket(id, raw) }));

/** Legal balls the innings may last: 6 in a super over, the revised overs in a cut chase. */
function ballLimit(m: CricketReplay, inn: CricketInnings): number {
  if (inn.superOver) return 6;
  return inn.target ? oversToBalls(inn.target.overs) : m.ballsPerInnings;
}

/**
 * The result as the replay's own innings decide it. Margin by wickets is 10 minus wickets lost
 * (not the squad size minus one: IPL 2023 lists 12 players per side with the impact player, and
 * a retired-not-out batter is no wicket). A tie goes to the super overs, pair by pair; a tied
 * super over with none after it goes to the boundary count of the match and super overs (2019
 * rule; `nonBoundary` counts the 4s and 6s Cricsheet flags as run or overthrown, not boundaries).
 */
function decide(m: CricketReplay, nonBoundary: Map<string, number>): CricketReplay['outcome'] {
  const [first, second] = m.innings.filter((i) => !i.superOver);
  if (!first || !second?.target) throw new Error(`${m.id}: expected two innings and a chase target`);
  const { target } = second;
  const revised = target.runs !== first.total.runs + 1 || oversToBalls(target.overs) !== m.ballsPerInnings;
  const method = revised ? { method: 'D/L' } : {};
  if (second.total.runs >= target.runs) {
    return { winner: second.battingTeam, by: { wickets: 10 - second.total.wickets }, ...method };
  }
  if (second.total.runs < target.runs - 1) {
    return { winner: first.battingTeam, by: { runs: target.runs - 1 - second.total.runs }, ...method };
  }
  const supers = m.innings.filter((i) => i.superOver);
  let eliminator: string | undefined;
  for (let k = 0; k + 1 < supers.length; k += 2) {
    const [a, b] = [supers[k], supers[k + 1]];
    if (!a || !b) break;
    if (a.total.runs !== b.total.runs)
      eliminator = a.total.runs > b.total.runs ? a.battingTeam : b.battingTeam;
    else eliminator = undefined;
  }
  if (supers.length > 0 && eliminator === undefined) {
    const boundaries = (team: string): number =>
      m.innings
        .filter((i) => i.battingTeam === team)
        .flatMap((i) => i.balls)
        .filter((b) => b.batterRuns === 4 || b.batterRuns === 6).length - (nonBoundary.get(team) ?? 0);
    const [x, y] = m.teams.map(boundaries);
    if (x !== undefined && y !== undefined && x !== y) eliminator = x > y ? m.teams[0] : m.teams[1];
  }
  return { result: 'tie', ...(eliminator !== undefined && { eliminator }), ...method };
}

describe('cricket data', () => {
  it('reads all 26 shipped matches from /work/shared/data (12 T20I, 10 IPL, 4 ODI)', () => {
    expect(fileURLToPath(DATA_DIR)).toMatch(/[/\\]shared[/\\]data[/\\]$/);
    expect(existsSync(new URL('cricket/NOTICE', DATA_DIR))).toBe(true);
    expect(cases).toHaveLength(26);
    expect(cases.every((c) => c.replay.city.length > 0)).toBe(true);
    const ipl = cases.filter((c) => c.replay.competition === 'Indian Premier League');
    expect(ipl).toHaveLength(10);
    expect(ipl.every((c) => c.replay.format === 'T20' && c.replay.ballsPerInnings === 120)).toBe(true);
    expect(cases.filter((c) => c.replay.format === 'T20')).toHaveLength(22);
    expect(cases.filter((c) => c.replay.format === 'ODI').map((c) => c.replay.ballsPerInnings)).toEqual([
      300, 300, 300, 300,
    ]);
  });

  describe.each(cases)('match $id', ({ raw, replay }) => {
    it('innings totals equal the sum of the deliveries, and the wickets match', () => {
      expect(replay.innings).toHaveLength(raw.innings.length);
      replay.innings.forEach((inn, i) => {
        const rawInn = raw.innings[i];
        if (!rawInn) throw new Error('innings missing');
        const deliveries = rawInn.overs.flatMap((o) => o.deliveries);
        expect(inn.battingTeam).toBe(rawInn.team);
        expect(inn.superOver).toBe(rawInn.super_over === true);
        expect(inn.balls).toHaveLength(deliveries.length);
        const rawRuns = deliveries.reduce((sum, d) => sum + d.runs.total, 0);
        const rawWickets = deliveries
          .flatMap((d) => d.wickets ?? [])
          .filter((w) => countsAsWicket(w.kind)).length;
        expect(inn.total.runs).toBe(rawRuns);
        expect(inn.balls.reduce((sum, b) => sum + b.runs, 0)).toBe(rawRuns);
        expect(inn.total.wickets).toBe(rawWickets);
        expect(inn.total.wickets).toBeLessThanOrEqual(inn.superOver ? 2 : 10);
        let runs = 0;
        let wickets = 0;
        for (const b of inn.balls) {
          runs += b.runs;
          wickets += (b.wickets ?? []).filter((w) => countsAsWicket(w.kind)).length;
          expect(b.runs).toBe(b.batterRuns + Object.values(b.extras ?? {}).reduce((s, x) => s + x, 0));
          expect(b.score).toEqual({ runs, wickets });
        }
        expect(inn.balls.at(-1)?.score).toEqual({ runs: inn.total.runs, wickets: inn.total.wickets });
      });
    });

    it('counts legal balls (wides and no-balls are not), within the innings limit, matching the over index', () => {
      replay.innings.forEach((inn, i) => {
        const deliveries =
          raw.innings[i]?.overs.flatMap((o) => o.deliveries.map((d) => ({ d, over: o.over }))) ?? [];
        let legalBalls = 0;
        const perOver = new Map<number, number>();
        inn.balls.forEach((b, j) => {
          const rawBall = deliveries[j];
          const legal = rawBall?.d.extras?.wides === undefined && rawBall?.d.extras?.noballs === undefined;
          expect(b.legal).toBe(legal);
          expect(b.over).toBe(rawBall?.over);
          if (b.legal) legalBalls += 1;
          expect(b.legalBalls).toBe(legalBalls);
          // The over a delivery belongs to is the number of whole overs bowled before it.
          expect(b.over).toBe(Math.floor((b.legalBalls - (b.legal ? 1 : 0)) / 6));
          if (b.legal) perOver.set(b.over, (perOver.get(b.over) ?? 0) + 1);
        });
        expect(inn.total.legalBalls).toBe(legalBalls);
        expect(legalBalls).toBeLessThanOrEqual(ballLimit(replay, inn));
        const overs = [...perOver.keys()];
        for (const o of overs.slice(0, -1)) expect(perOver.get(o)).toBe(6);
      });
    });

    it('ends in the state info.outcome records (winner, margin, tie and super over, D/L)', () => {
      const nonBoundary = new Map<string, number>();
      for (const inn of raw.innings) {
        const n = inn.overs.flatMap((o) => o.deliveries).filter((d) => d.runs.non_boundary === true).length;
        nonBoundary.set(inn.team, (nonBoundary.get(inn.team) ?? 0) + n);
      }
      const { winner, result, by, method, eliminator } = raw.info.outcome;
      const recorded = {
        ...(winner !== undefined && { winner }),
        ...(result !== undefined && { result }),
        ...(by !== undefined && { by }),
        ...(method !== undefined && { method }),
        ...(eliminator !== undefined && { eliminator }),
      };
      expect(replay.outcome).toEqual(recorded);
      expect(decide(replay, nonBoundary)).toEqual(recorded);
    });
  });

  it('covers both D/L chases with their revised targets', () => {
    const dl = cases.filter((c) => c.replay.outcome.method === 'D/L').map((c) => c.replay);
    expect(dl.map((m) => m.id).sort()).toEqual(['1370353', '682961']);
    const wi = dl.find((m) => m.id === '682961')?.innings[1];
    // West Indies, 2014 World T20 semi-final: 108 to win in 13.5 overs, 80/4 when rain ended it.
    expect(wi?.target).toEqual({ runs: 108, overs: 13.5 });
    expect(wi?.total).toEqual({ runs: 80, wickets: 4, legalBalls: 83 });
  });

  it('decides the 2019 World Cup final on boundaries after a tied super over', () => {
    const final = cases.find((c) => c.id === '1144530')?.replay;
    const supers = final?.innings.filter((i) => i.superOver) ?? [];
    expect(supers.map((i) => [i.battingTeam, i.total.runs])).toEqual([
      ['England', 15],
      ['New Zealand', 15],
    ]);
    expect(final?.outcome).toEqual({ result: 'tie', eliminator: 'England' });
  });
});

describe('convertCricket on synthetic deliveries', () => {
  const delivery = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
    batter: 'A',
    bowler: 'B',
    non_striker: 'C',
    runs: { batter: 0, extras: 0, total: 0 },
    ...extra,
  });
  const match = (deliveries: unknown[], infoExtra: Record<string, unknown> = {}): unknown => ({
    info: {
      match_type: 'T20',
      overs: 20,
      event: { name: 'Test Cup' },
      season: 2020,
      dates: ['2020-01-01'],
      venue: 'Somewhere',
      teams: ['X', 'Y'],
      players: { X: ['A', 'C'], Y: ['B'] },
      toss: { winner: 'X', decision: 'bat' },
      outcome: { result: 'no result' },
      ...infoExtra,
    },
    innings: [{ team: 'X', overs: [{ over: 0, deliveries }] }],
  });

  it('does not count retired hurt or retired not out as wickets, but counts retired out', () => {
    const retire = (kind: string): unknown => delivery({ wickets: [{ player_out: 'A', kind }] });
    const m = convertCricket(
      't1',
      match([retire('retired hurt'), retire('retired not out'), retire('retired out')]),
    );
    expect(m.innings[0]?.balls.map((b) => b.score.wickets)).toEqual([0, 0, 1]);
    expect(m.innings[0]?.total.wickets).toBe(1);
  });

  it('treats wides and no-balls as extra deliveries, not balls of the over', () => {
    const m = convertCricket(
      't2',
      match([
        delivery({ runs: { batter: 0, extras: 1, total: 1 }, extras: { wides: 1 } }),
        delivery({ runs: { batter: 4, extras: 1, total: 5 }, extras: { noballs: 1 } }),
        delivery({ runs: { batter: 0, extras: 2, total: 2 }, extras: { legbyes: 2 } }),
      ]),
    );
    const balls = m.innings[0]?.balls ?? [];
    expect(balls.map((b) => [b.legal, b.legalBalls, b.score.runs])).toEqual([
      [false, 0, 1],
      [false, 0, 6],
      [true, 1, 8],
    ]);
    expect(balls[2]?.extras).toEqual({ legbyes: 2 });
    expect(balls[0]?.wickets).toBeUndefined();
    expect(m.season).toBe('2020');
    expect(m.outcome).toEqual({ result: 'no result' });
  });

  it('rejects what the format cannot hold', () => {
    expect(() => convertCricket('t3', match([delivery()], { match_type: 'Test' }))).toThrow(/match_type/);
    expect(() =>
      convertCricket('t4', match([delivery({ runs: { batter: 1, extras: 0, total: 2 } })])),
    ).toThrow(/do not add up/);
    const withPenalty = match([delivery()]) as { innings: Record<string, unknown>[] };
    withPenalty.innings[0] = { ...withPenalty.innings[0], penalty_runs: { pre: 5 } };
    expect(() => convertCricket('t5', withPenalty)).toThrow(/penalty_runs/);
    expect(() => convertCricket('t6', { info: {} })).toThrow(TypeError);
  });

  it('reads overs figures in cricket notation', () => {
    expect(oversToBalls(20)).toBe(120);
    expect(oversToBalls(13.5)).toBe(83);
    expect(() => oversToBalls(13.6)).toThrow(RangeError);
  });
});
