/**
 * openfootball tournament file -> `SoccerReplay[]` (docs/rules/sports.md "Data"). Pure: takes the
 * parsed file, returns the replays; no I/O. File shapes, score and own-goal semantics are in
 * ./soccerSource.ts; known errors in the shipped files and their fixes in ./soccerCorrections.ts.
 *
 * - Ids: `wc2022-001` (position in the World Cup file, which has no match numbers and lists
 *   group by group, then the knockouts) and `euro2024-017` (UEFA's match number, `num`).
 * - Goals: goals1 and goals2 merged and sorted by (minute, offset) -- 45+2 before 46, 90+3 before
 *   91 -- with the score after each. Within one list openfootball does not keep time order (World
 *   Cup 2018 Russia 5-0 Saudi Arabia lists 90+1 before 71'). A goal counts for the team whose list
 *   holds it, own goals included.
 * - `score.ht` is the first-half tally of the goals (it equals the file's `ht` wherever the file
 *   gives one, after corrections; 16 World Cup matches have none); `ft`, `et`, `p` are copied.
 * - `result90` from `ft`; `winner` from `p`, else `et`, else `ft`, and null for a drawn group match.
 * The converter throws if any match is still inconsistent after the corrections.
 */
import type { SoccerGoal, SoccerReplay } from '../format';
import { SOCCER_CORRECTIONS } from './soccerCorrections';
import { goalProblems, readSoccerSource, type SourceMatch } from './soccerSource';

function side(score: readonly [number, number]): 0 | 1 | null {
  if (score[0] === score[1]) return null;
  return score[0] > score[1] ? 0 : 1;
}

/** Applies the listed correction for `m`, if any, after checking it is the match it was written for. */
export function correctSoccerMatch(m: SourceMatch): SourceMatch {
  const fix = SOCCER_CORRECTIONS.find((c) => c.id === m.id);
  if (!fix) return m;
  if (fix.teams[0] !== m.teams[0] || fix.teams[1] !== m.teams[1]) {
    throw new Error(`${m.id}: correction is for ${fix.teams.join(' v ')}, found ${m.teams.join(' v ')}`);
  }
  return fix.apply(m);
}

function mergeGoals(m: SourceMatch): SoccerGoal[] {
  const listed = ([0, 1] as const).flatMap((team) => m.goals[team].map((g) => ({ g, team })));
  // Array.prototype.sort is stable, so goals at the same time keep their listed order.
  listed.sort((a, b) => a.g.minute - b.g.minute || a.g.offset - b.g.offset);
  const score: [number, number] = [0, 0];
  return listed.map(({ g, team }) => {
    score[team] += 1;
    return {
      minute: g.minute,
      offset: g.offset,
      team,
      scorer: g.name,
      penalty: g.penalty,
      ownGoal: g.ownGoal,
      score: [score[0], score[1]],
    };
  });
}

function convertMatch(competition: string, m: SourceMatch): SoccerReplay {
  const problems = goalProblems(m);
  if (problems.length > 0) throw new Error(`${m.id} ${m.teams.join(' v ')}: ${problems.join('; ')}`);
  const goals = mergeGoals(m);
  const firstHalf = goals.filter((g) => g.minute <= 45);
  const atHalfTime = firstHalf.at(-1)?.score;
  const ht: [number, number] = atHalfTime ? [atHalfTime[0], atHalfTime[1]] : [0, 0];
  const { ft, et, p } = m.score;
  const score: SoccerReplay['score'] = { ht, ft: [ft[0], ft[1]] };
  if (et) score.et = [et[0], et[1]];
  if (p) score.p = [p[0], p[1]];
  const winner = side(p ?? et ?? ft);
  if (winner === null && m.group === undefined) throw new Error(`${m.id}: knockout match without a winner`);
  const result90 = side(ft);

  return {
    sport: 'soccer',
    id: m.id,
    competition,
    round: m.round,
    ...(m.group !== undefined && { group: m.group }),
    originalDate: m.date,
    ...(m.time !== undefined && { time: m.time }),
    ...(m.ground !== undefined && { ground: m.ground }),
    teams: [m.teams[0], m.teams[1]],
    goals,
    score,
    result90: result90 === null ? 'draw' : result90 === 0 ? 'home' : 'away',
    winner,
  };
}

/**
 * Converts every match of one openfootball file (`worldcup-2022.json`, `euro-2024.json`, ...),
 * in id order.
 */
export function convertSoccerFile(fileName: string, raw: unknown): SoccerReplay[] {
  const source = readSoccerSource(fileName, raw);
  return source.matches
    .map((m) => convertMatch(source.competition, correctSoccerMatch(m)))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
