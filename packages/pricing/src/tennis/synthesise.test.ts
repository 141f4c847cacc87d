import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import { applyPoint, currentSetFormat, initialScore, isMatchOver } from './score';
import { synthesisePoints } from './synthesise';
import type { TennisMatchResult } from './synthesise';
import type { TennisPlayer, TennisPoint, TennisRules, TennisScore } from './types';

// The 15 real final scores (public facts) the replays are built from, kept beside the test so the
// package tests need nothing outside the repository (docs/rules/sports.md, tennis data).
const DATA_URL = new URL('./fixtures/matches.json', import.meta.url);
type DataMatch = TennisMatchResult & { id: string; sets: { g: [number, number]; tb?: number }[] };
const data = JSON.parse(readFileSync(DATA_URL, 'utf8')) as { matches: DataMatch[] };

interface ReplayedSet {
  g: [number, number];
  tb?: number;
  tbWinnerPoints?: number;
}

/**
 * Replays points from the first server, checking each point's server and score against
 * applyPoint, and reads off each set's games and tiebreak points as the set ends.
 */
function replay(rules: TennisRules, firstServer: TennisPlayer, points: TennisPoint[]) {
  let score: TennisScore = initialScore(firstServer);
  const sets: ReplayedSet[] = [];
  let holds = 0;
  let serviceGames = 0;
  let deuceGames = 0;
  for (const point of points) {
    expect(point.server).toBe(score.server);
    const next = applyPoint(score, point.winner, rules);
    expect(point.score).toEqual(next);
    const gameOver = !score.tiebreak && next.points[0] + next.points[1] === 0;
    if (gameOver) {
      serviceGames++;
      if (point.winner === score.server) holds++;
      if (score.points[0] >= 3 && score.points[1] >= 3) deuceGames++;
    }
    if (next.sets[0] + next.sets[1] > score.sets[0] + score.sets[1]) {
      const w = point.winner;
      const g: [number, number] = [score.games[0], score.games[1]];
      g[w] += 1;
      const set: ReplayedSet = { g };
      if (score.tiebreak) {
        set.tb = score.points[w === 0 ? 1 : 0];
        set.tbWinnerPoints = score.points[w] + 1;
      }
      sets.push(set);
    }
    score = next;
  }
  return { sets, final: score, holds, serviceGames, deuceGames };
}

const rulesOf = (m: TennisMatchResult): TennisRules => ({ bestOf: m.bestOf, finalSet: m.finalSet });

describe('the tennis data file', () => {
  it('resolves to the fixture tennis/fixtures/matches.json and holds 15 matches', () => {
    expect(fileURLToPath(DATA_URL).replaceAll('\\', '/')).toMatch(/\/tennis\/fixtures\/matches\.json$/);
    expect(data.matches).toHaveLength(15);
  });
});

describe('synthesisePoints', () => {
  it.each(data.matches.map((m) => [m.id, m] as const))(
    '%s replays to its real set scores with player 0 winning',
    (_id, m) => {
      const rules = rulesOf(m);
      for (const first of [0, 1] as const) {
        const { firstServer, points } = synthesisePoints(m, createRng(`${m.id}/${first}`), first);
        expect(firstServer).toBe(first);
        const { sets, final } = replay(rules, firstServer, points);
        expect(isMatchOver(final, rules)).toBe(0);
        expect(points.at(-1)?.winner).toBe(0);
        expect(sets.map((s) => s.g)).toEqual(m.sets.map((s) => s.g));
        expect(sets.map((s) => s.tb)).toEqual(m.sets.map((s) => s.tb));
        let setsWon: [number, number] = [0, 0];
        sets.forEach((s, k) => {
          if (s.tb !== undefined) {
            const target = currentSetFormat(setsWon, rules).tiebreakTarget;
            expect(s.tbWinnerPoints).toBe(Math.max(target, s.tb + 2));
          }
          const w = (m.sets[k]?.g[0] ?? 0) > (m.sets[k]?.g[1] ?? 0) ? 0 : 1;
          setsWon = w === 0 ? [setsWon[0] + 1, setsWon[1]] : [setsWon[0], setsWon[1] + 1];
        });
      }
    },
  );

  it('is deterministic for a seed and differs between seeds', () => {
    for (const m of data.matches) {
      const a = synthesisePoints(m, createRng('seed-1'));
      const b = synthesisePoints(m, createRng('seed-1'));
      const c = synthesisePoints(m, createRng('seed-2'));
      expect(b).toEqual(a);
      expect(c.points.map((p) => p.winner)).not.toEqual(a.points.map((p) => p.winner));
    }
  });

  it('draws the first server from the rng when not given', () => {
    const m = data.matches[0]!;
    const firsts = new Set(
      Array.from({ length: 20 }, (_, k) => synthesisePoints(m, createRng(`first-${k}`)).firstServer),
    );
    expect([...firsts].sort()).toEqual([0, 1]);
  });

  it('looks like tennis: servers mostly hold, deuce games happen, a 70-68 set is mostly holds', () => {
    let holds = 0;
    let games = 0;
    let deuces = 0;
    for (const m of data.matches) {
      const r = synthesisePoints(m, createRng(`tennis-${m.id}`));
      const stats = replay(rulesOf(m), r.firstServer, r.points);
      holds += stats.holds;
      games += stats.serviceGames;
      deuces += stats.deuceGames;
    }
    expect(holds / games).toBeGreaterThan(0.7);
    expect(deuces / games).toBeGreaterThan(0.1);
    const isner = data.matches.find((m) => m.id === 'wimb-2010-m-r1')!;
    const r = synthesisePoints(isner, createRng('isner'));
    const stats = replay(rulesOf(isner), r.firstServer, r.points);
    expect(stats.serviceGames).toBe(183 - 2); // 183 games, two of them tiebreaks
    expect(stats.holds / stats.serviceGames).toBeGreaterThan(0.85);
  });

  it('rejects scores the rules cannot produce', () => {
    const base = { bestOf: 3, finalSet: 'tiebreak-at-6-6', tour: 'WTA' } as const;
    const bad: TennisMatchResult[] = [
      { ...base, sets: [{ g: [6, 5] }, { g: [6, 0] }] }, // set not over
      { ...base, sets: [{ g: [7, 6] }, { g: [6, 0] }] }, // missing tb
      { ...base, sets: [{ g: [6, 4], tb: 3 }, { g: [6, 0] }] }, // unexpected tb
      { ...base, sets: [{ g: [8, 6] }, { g: [6, 0] }] }, // passes 6-6 without a tiebreak
      { ...base, sets: [{ g: [7, 3] }, { g: [6, 0] }] }, // ends early at 6-3
      { ...base, sets: [{ g: [0, 6] }, { g: [0, 6] }] }, // player 1 wins
      { ...base, sets: [{ g: [6, 0] }, { g: [6, 0] }, { g: [6, 0] }] }, // set after the match
      { ...base, sets: [{ g: [6, 0] }] }, // match unfinished
      { ...base, sets: [] },
      { ...base, sets: [{ g: [6, 6] }] },
      { ...base, sets: [{ g: [0, 6] }, { g: [6, 0] }, { g: [13, 12], tb: 3 }] }, // 12-12 rule not in force
      { ...base, finalSet: 'advantage', sets: [{ g: [0, 6] }, { g: [6, 0] }, { g: [7, 6], tb: 3 }] },
    ];
    for (const m of bad) expect(() => synthesisePoints(m, createRng('bad'), 0)).toThrow(RangeError);
    const ok: TennisMatchResult = {
      ...base,
      finalSet: 'advantage',
      sets: [{ g: [0, 6] }, { g: [7, 6], tb: 9 }, { g: [12, 10] }],
    };
    const r = synthesisePoints(ok, createRng('ok'), 1);
    expect(replay(rulesOf(ok), 1, r.points).sets).toEqual([
      { g: [0, 6] },
      { g: [7, 6], tb: 9, tbWinnerPoints: 11 },
      { g: [12, 10] },
    ]);
  });
});
