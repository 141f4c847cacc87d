/**
 * docs/rules/sports.md data check for tennis, over every match of data/tennis/matches.json: the
 * synthesised points, replayed through applyPoint, end with exactly the real set scores (games and
 * tiebreak points) and player 0 winning; every stored score is applyPoint of the one before. The
 * real set scores are read straight from the raw JSON, not through the converter.
 */
import { applyPoint, initialScore, isMatchOver, type TennisScore } from '@backlay/pricing';
import { describe, expect, it } from 'vitest';
import { readTennisSource, SOURCE_DATA_DIR } from './files';
import { convertTennis } from './tennis';

const DATA_DIR = SOURCE_DATA_DIR;
const raw = readTennisSource(DATA_DIR);

interface RawSet {
  g: [number, number];
  tb?: number;
}
interface RawMatch {
  id: string;
  event: string;
  round: string;
  date: string;
  tour: string;
  bestOf: number;
  finalSet: string;
  player1: string;
  player2: string;
  sets: RawSet[];
}
const rawMatches = (raw as { matches: RawMatch[] }).matches;
const replays = convertTennis(raw);

describe('tennis data', () => {
  it('converts every match with its header, player1 as the winner', () => {
    expect(replays).toHaveLength(rawMatches.length);
    expect(replays.length).toBeGreaterThanOrEqual(15);
    replays.forEach((replay, i) => {
      const m = rawMatches[i]!;
      expect(replay).toMatchObject({
        sport: 'tennis',
        id: m.id,
        event: m.event,
        round: m.round,
        originalDate: m.date,
        tour: m.tour,
        bestOf: m.bestOf,
        finalSet: m.finalSet,
        players: [m.player1, m.player2],
        sets: m.sets,
        winner: 0,
      });
      expect([0, 1]).toContain(replay.firstServer);
    });
  });

  it.each(rawMatches.map((m) => [m.id, m] as const))(
    '%s: the points replay to the real set scores and player 0 winning',
    (id, m) => {
      const replay = replays.find((r) => r.id === id)!;
      const rules = { bestOf: replay.bestOf, finalSet: replay.finalSet };
      let score: TennisScore = initialScore(replay.firstServer);
      const sets: RawSet[] = [];
      for (const point of replay.points) {
        expect(isMatchOver(score, rules)).toBeNull();
        expect(point.server).toBe(score.server);
        const next = applyPoint(score, point.winner, rules);
        expect(point.score).toEqual(next);
        if (next.sets[0] + next.sets[1] > score.sets[0] + score.sets[1]) {
          const g: [number, number] = [score.games[0], score.games[1]];
          g[point.winner] += 1;
          const loser = point.winner === 0 ? 1 : 0;
          sets.push(score.tiebreak ? { g, tb: score.points[loser] } : { g });
        }
        score = next;
      }
      expect(sets).toEqual(m.sets);
      expect(isMatchOver(score, rules)).toBe(0);
    },
  );

  it('is deterministic (seeded by match id)', () => {
    expect(convertTennis(raw)).toEqual(replays);
  });

  it('rejects malformed matches loudly', () => {
    const first = rawMatches[0]!;
    const bad = (patch: Partial<RawMatch>) => () => convertTennis({ matches: [{ ...first, ...patch }] });
    expect(bad({ tour: 'ITF' })).toThrow(/tour/);
    expect(bad({ bestOf: 4 })).toThrow(/bestOf/);
    expect(bad({ finalSet: 'no-rule' })).toThrow(/finalSet/);
    expect(bad({ player2: undefined as unknown as string })).toThrow(/player2/);
    // Player 2 winning, or a set that the rules cannot end there.
    expect(bad({ sets: first.sets.map((s) => ({ ...s, g: [s.g[1], s.g[0]] as [number, number] })) })).toThrow(
      first.id,
    );
    expect(bad({ sets: [{ g: [6, 5] }, { g: [6, 0] }, { g: [6, 0] }] })).toThrow(first.id);
    expect(() => convertTennis({})).toThrow(/tennis\.matches/);
  });
});
