/**
 * docs/rules/sports.md data checks for soccer, over every shipped openfootball match: the goal lists add
 * up to `score.ft` (and to `score.et`, the score after extra time), and the replay's goal events
 * end in the real score. The raw sums are computed here straight from the JSON, not through the
 * converter's own checks.
 */
import { describe, expect, it } from 'vitest';
import type { SoccerReplay } from '../format';
import { readSoccerSources, SOURCE_DATA_DIR } from './files';
import { convertSoccerFile } from './soccer';
import { SOCCER_CORRECTIONS } from './soccerCorrections';
import { goalProblems, readSoccerSource } from './soccerSource';

const DATA_DIR = SOURCE_DATA_DIR;
const sources = readSoccerSources(DATA_DIR);

type Pair = [number, number];
interface RawGoal {
  name: string;
  minute: number;
  offset?: number;
  owngoal?: boolean;
}
interface RawMatch {
  num?: number;
  team1: string | { name: string };
  team2: string | { name: string };
  score: { ht?: Pair; ft: Pair; et?: Pair; p?: Pair };
  goals1?: RawGoal[];
  goals2?: RawGoal[];
  group?: string;
}
interface RawFile {
  matches?: RawMatch[];
  rounds?: { matches: RawMatch[] }[];
}

const prefix = (fileName: string): string =>
  fileName.replace('worldcup-', 'wc').replace('-', '').replace('.json', '');
const rawMatches = sources.flatMap(({ fileName, raw }) => {
  const file = raw as RawFile;
  const list = file.matches ?? (file.rounds ?? []).flatMap((r) => r.matches);
  return list.map((m, i) => ({ id: `${prefix(fileName)}-${String(m.num ?? i + 1).padStart(3, '0')}`, m }));
});
const replays = new Map<string, SoccerReplay>(
  sources.flatMap(({ fileName, raw }) => convertSoccerFile(fileName, raw)).map((r) => [r.id, r]),
);
const corrected = new Set(SOCCER_CORRECTIONS.map((c) => c.id));
const name = (t: RawMatch['team1']): string => (typeof t === 'string' ? t : t.name);

function sums(m: RawMatch): { regulation: Pair; all: Pair } {
  const upTo = (goals: RawGoal[] | undefined, minute: number): number =>
    (goals ?? []).filter((g) => g.minute <= minute).length;
  return {
    regulation: [upTo(m.goals1, 90), upTo(m.goals2, 90)],
    all: [upTo(m.goals1, Infinity), upTo(m.goals2, Infinity)],
  };
}

describe('soccer data', () => {
  it('reads the five tournaments, 294 matches, with unique ids', () => {
    expect(sources.map((s) => s.fileName)).toEqual([
      'euro-2020.json',
      'euro-2024.json',
      'worldcup-2014.json',
      'worldcup-2018.json',
      'worldcup-2022.json',
    ]);
    expect(rawMatches).toHaveLength(294);
    expect(replays.size).toBe(294);
    expect([...replays.keys()].sort()).toEqual(rawMatches.map((r) => r.id).sort());
  });

  describe.each(rawMatches)('$id', ({ id, m }) => {
    const replay = replays.get(id);
    if (!replay) throw new Error(`${id} not converted`);

    it('goal lists add up to score.ft, and to score.et after extra time (or are a listed correction)', () => {
      const { regulation, all } = sums(m);
      if (corrected.has(id)) return; // checked in the corrections block below
      expect({ regulation, all }).toEqual({ regulation: m.score.ft, all: m.score.et ?? m.score.ft });
      expect(replay.score.ft).toEqual(m.score.ft);
      expect(replay.score.et).toEqual(m.score.et);
      expect(replay.score.p).toEqual(m.score.p);
    });

    it('replays the goals in time order to the final score', () => {
      expect(replay.teams).toEqual([name(m.team1), name(m.team2)]);
      const score: Pair = [0, 0];
      let last = -1;
      for (const g of replay.goals) {
        const t = g.minute * 100 + g.offset;
        expect(t).toBeGreaterThan(last);
        last = t;
        score[g.team] += 1;
        expect(g.score).toEqual(score);
      }
      const at = (minute: number): Pair =>
        [...(replay.goals.filter((g) => g.minute <= minute).at(-1)?.score ?? [0, 0])] as Pair;
      expect(at(90)).toEqual(replay.score.ft);
      expect(at(Infinity)).toEqual(replay.score.et ?? replay.score.ft);
      expect(at(45)).toEqual(replay.score.ht);
      if (m.score.ht && !corrected.has(id)) expect(replay.score.ht).toEqual(m.score.ht);
      expect(replay.goals.filter((g) => g.team === 0)).toHaveLength((replay.score.et ?? replay.score.ft)[0]);
    });

    it('settles: result90 from ft, winner from penalties / extra time / ft', () => {
      const [h, a] = replay.score.ft;
      expect(replay.result90).toBe(h > a ? 'home' : h < a ? 'away' : 'draw');
      const decider = replay.score.p ?? replay.score.et ?? replay.score.ft;
      if (decider[0] === decider[1]) {
        expect(replay.winner).toBeNull();
        expect(replay.group).toBeDefined();
      } else {
        expect(replay.winner).toBe(decider[0] > decider[1] ? 0 : 1);
      }
    });
  });

  describe.each(SOCCER_CORRECTIONS)('correction $id', (c) => {
    it('fixes a match that is inconsistent as published, and only that', () => {
      const entry = rawMatches.find((r) => r.id === c.id);
      const source = sources
        .flatMap((s) => readSoccerSource(s.fileName, s.raw).matches)
        .find((m) => m.id === c.id);
      expect([entry && name(entry.m.team1), entry && name(entry.m.team2)]).toEqual(c.teams);
      expect(source && goalProblems(source)).not.toEqual([]);
      expect(source && goalProblems(c.apply(source))).toEqual([]);
    });
  });

  it('has no inconsistent match outside the corrections list', () => {
    const inconsistent = sources
      .flatMap((s) => readSoccerSource(s.fileName, s.raw).matches)
      .filter((m) => goalProblems(m).length > 0)
      .map((m) => m.id);
    expect(inconsistent.sort()).toEqual([...corrected].sort());
  });

  it('counts an own goal for the team whose list holds it', () => {
    const italy = replays.get('euro2020-001'); // Turkey 0-3 Italy, Demiral (Turkey) own goal
    expect(italy?.goals[0]).toMatchObject({ scorer: 'Demiral', ownGoal: true, team: 1, score: [0, 1] });
    const russia = replays.get('wc2018-003');
    expect(russia?.teams).toEqual(['Russia', 'Egypt']);
    expect(russia?.goals.find((g) => g.ownGoal)).toMatchObject({ scorer: 'A. Fathi', team: 0 });
    const ownGoals = [...replays.values()].flatMap((r) => r.goals.filter((g) => g.ownGoal));
    expect(ownGoals).toHaveLength(40);
  });

  it('keeps the corrected extra-time results: England 1-1 Slovakia after 90, 2-1 aet', () => {
    const m = replays.get('euro2024-040');
    expect(m?.score).toEqual({ ht: [0, 1], ft: [1, 1], et: [2, 1] });
    expect(m?.result90).toBe('draw');
    expect(m?.winner).toBe(0);
    expect(replays.get('wc2014-054')?.goals.at(-1)).toMatchObject({ minute: 120, offset: 1, score: [2, 1] });
    const final = replays.get('wc2022-064');
    expect(final?.score).toMatchObject({ ft: [2, 2], et: [3, 3], p: [4, 2] });
    expect(final?.winner).toBe(0);
  });
});

describe('convertSoccerFile on synthetic files', () => {
  const wc = (score: object, goals1: object[], goals2: object[], group?: string): unknown => ({
    name: 'World Cup 2030',
    matches: [{ round: 'Final', date: '2030-07-21', team1: 'A', team2: 'B', score, goals1, goals2, group }],
  });

  it('reads the Euro shape (rounds, {name, code} teams, num ids) and sorts goals by minute and offset', () => {
    const euro = {
      name: 'Euro 2032',
      rounds: [
        {
          name: 'Matchday 1',
          matches: [
            {
              num: 7,
              date: '2032-06-10',
              team1: { name: 'A', code: 'AAA' },
              team2: { name: 'B', code: 'BBB' },
              score: { ft: [2, 1] },
              goals1: [
                { name: 'x', minute: 90, offset: 2 },
                { name: 'y', minute: 46 },
              ],
              goals2: [{ name: 'z', minute: 45, offset: 1, owngoal: true }],
              group: 'Group A',
            },
          ],
        },
      ],
    };
    const [m] = convertSoccerFile('euro-2032.json', euro);
    expect(m?.id).toBe('euro2032-007');
    expect(m?.competition).toBe('UEFA Euro 2032');
    expect(m?.goals.map((g) => [g.scorer, g.team, g.score])).toEqual([
      ['z', 1, [0, 1]],
      ['y', 0, [1, 1]],
      ['x', 0, [2, 1]],
    ]);
    expect(m?.score.ht).toEqual([0, 1]);
  });

  it('rejects inconsistent matches and knockouts without a winner', () => {
    expect(() => convertSoccerFile('worldcup-2030.json', wc({ ft: [1, 0] }, [], []))).toThrow(/ft 1-0/);
    expect(() => convertSoccerFile('worldcup-2030.json', wc({ ft: [0, 0] }, [], []))).toThrow(
      /knockout draw/,
    );
    expect(
      convertSoccerFile('worldcup-2030.json', wc({ ft: [0, 0] }, [], [], 'Group A'))[0]?.winner,
    ).toBeNull();
    expect(() => convertSoccerFile('league.json', wc({ ft: [0, 0] }, [], []))).toThrow(/unknown tournament/);
  });
});
