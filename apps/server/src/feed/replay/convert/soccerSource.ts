/**
 * Reads an openfootball tournament file (https://github.com/openfootball, CC0) into one normalised
 * shape, and checks a match's goal lists against its score. Pure; no I/O.
 *
 * The two file shapes in data/soccer/ (checked against all five files):
 * - World Cup (worldcup-2014/2018/2022.json): `{name, matches[]}`; each match has `round`,
 *   string `team1`/`team2`, `ground`, no match number.
 * - Euro (euro-2020/2024.json): `{name, rounds[{name, matches[]}]}`; teams are `{name, code}`,
 *   each match has `num` (UEFA's match number; the file lists 6 before 5, and so on), no
 *   ground.
 * Both: `date`, `time`, optional `group`, `score` {ht?, ft, et?, p?}, `goals1`/`goals2`
 * [{name, minute, offset?, penalty?, owngoal?}] (absent in some 0-0 matches).
 *
 * Score semantics (openfootball; all pairs are [team1, team2]): `ft` is the score after 90
 * minutes plus stoppage time, `et` the cumulative score after extra time (it includes `ft`), `p`
 * the shoot-out alone. Goal times: `minute` 90 with `offset` 3 is 90+3; minutes 91-120 are extra
 * time; shoot-out kicks are not goals. Own goals: openfootball lists an own goal under the team
 * it counts FOR (Euro 2020 Turkey 0-3 Italy has Demiral's own goal in `goals2`, Italy's list;
 * World Cup 2018 Russia-Egypt has Fathi's in `goals1`). So every list adds up to its team's score.
 */
import { arr, count, flag, type Json, obj, optStr, pair, str } from './guards';

export interface SourceGoal {
  name: string;
  minute: number;
  offset: number;
  penalty: boolean;
  ownGoal: boolean;
}

export interface SourceMatch {
  /**
   * Stable replay id: `wc2022-001` is the 1st match in the World Cup file (which lists group by
   * group, then the knockout rounds; it has no match numbers), `euro2024-017` is UEFA's match 17.
   */
  id: string;
  round: string;
  group?: string;
  date: string;
  time?: string;
  ground?: string;
  teams: [string, string];
  score: { ht?: [number, number]; ft: [number, number]; et?: [number, number]; p?: [number, number] };
  /** Goals as listed: `goals[0]` = goals1 (counting for team1), `goals[1]` = goals2. */
  goals: [SourceGoal[], SourceGoal[]];
}

export interface SourceFile {
  competition: string;
  matches: SourceMatch[];
}

/** Last minute of regulation time (stoppage time is 90+offset) and of extra time. */
export const FULL_TIME = 90;
export const EXTRA_TIME_END = 120;
const HALF_TIME = 45;

const COMPETITIONS: Readonly<Record<string, { prefix: string; name: string }>> = {
  worldcup: { prefix: 'wc', name: 'FIFA World Cup' },
  // Named by its edition: openfootball calls euro-2020.json "Euro 2021", the year it was played.
  euro: { prefix: 'euro', name: 'UEFA Euro' },
};

function team(value: unknown, path: string): string {
  return typeof value === 'string' ? value : str(obj(value, path).name, `${path}.name`);
}

function goals(value: unknown, path: string): SourceGoal[] {
  if (value === undefined) return [];
  return arr(value, path).map((g, i) => {
    const goal = obj(g, `${path}[${i}]`);
    return {
      name: str(goal.name, `${path}[${i}].name`),
      minute: count(goal.minute, `${path}[${i}].minute`),
      offset: goal.offset === undefined ? 0 : count(goal.offset, `${path}[${i}].offset`),
      penalty: flag(goal.penalty, `${path}[${i}].penalty`),
      ownGoal: flag(goal.owngoal, `${path}[${i}].owngoal`),
    };
  });
}

function match(raw: unknown, path: string, id: string, round: string): SourceMatch {
  const m = obj(raw, path);
  const s = obj(m.score, `${path}.score`);
  const score: SourceMatch['score'] = { ft: pair(s.ft, `${path}.score.ft`) };
  for (const key of ['ht', 'et', 'p'] as const) {
    if (s[key] !== undefined) score[key] = pair(s[key], `${path}.score.${key}`);
  }
  const out: SourceMatch = {
    id,
    round,
    date: str(m.date, `${path}.date`),
    teams: [team(m.team1, `${path}.team1`), team(m.team2, `${path}.team2`)],
    score,
    goals: [goals(m.goals1, `${path}.goals1`), goals(m.goals2, `${path}.goals2`)],
  };
  const group = optStr(m.group, `${path}.group`);
  if (group !== undefined) out.group = group;
  const time = optStr(m.time, `${path}.time`);
  if (time !== undefined) out.time = time;
  const ground = optStr(m.ground, `${path}.ground`);
  if (ground !== undefined) out.ground = ground;
  return out;
}

/** Normalises one file as published (no corrections). `fileName` is e.g. `worldcup-2022.json`. */
export function readSoccerSource(fileName: string, raw: unknown): SourceFile {
  const stem = fileName.replace(/^.*\//, '').replace(/\.json$/, '');
  const parts = /^([a-z]+)-(\d{4})$/.exec(stem);
  const kind = parts?.[1] === undefined ? undefined : COMPETITIONS[parts[1]];
  const year = parts?.[2];
  if (kind === undefined || year === undefined) throw new TypeError(`${fileName}: unknown tournament file`);
  const idOf = (n: number): string => `${kind.prefix}${year}-${String(n).padStart(3, '0')}`;

  const root: Json = obj(raw, fileName);
  const matches: SourceMatch[] = [];
  if (root.matches !== undefined) {
    arr(root.matches, `${fileName}.matches`).forEach((m, i) => {
      const path = `${fileName}.matches[${i}]`;
      matches.push(match(m, path, idOf(i + 1), str(obj(m, path).round, `${path}.round`)));
    });
  } else {
    arr(root.rounds, `${fileName}.rounds`).forEach((r, i) => {
      const round = obj(r, `${fileName}.rounds[${i}]`);
      const name = str(round.name, `${fileName}.rounds[${i}].name`);
      arr(round.matches, `${fileName}.rounds[${i}].matches`).forEach((m, j) => {
        const path = `${fileName}.rounds[${i}].matches[${j}]`;
        matches.push(match(m, path, idOf(count(obj(m, path).num, `${path}.num`)), name));
      });
    });
  }
  if (new Set(matches.map((m) => m.id)).size !== matches.length)
    throw new TypeError(`${fileName}: duplicate ids`);
  return { competition: `${kind.name} ${year}`, matches };
}

function tally(m: SourceMatch, upTo: number): [number, number] {
  return [
    m.goals[0].filter((g) => g.minute <= upTo).length,
    m.goals[1].filter((g) => g.minute <= upTo).length,
  ];
}

const same = (a: readonly number[], b: readonly number[]): boolean => a[0] === b[0] && a[1] === b[1];

/**
 * Inconsistencies between a match's goal lists and its score (empty when it is consistent):
 * regulation goals (minute <= 90, stoppage included) must add up to `ft`, all goals to `et` when
 * extra time was played (else to `ft`), first-half goals (minute <= 45) to `ht` when given; a
 * knockout draw must go to extra time, and a shoot-out needs extra time before it.
 */
export function goalProblems(m: SourceMatch): string[] {
  const problems: string[] = [];
  const { ht, ft, et, p } = m.score;
  if (!same(tally(m, FULL_TIME), ft))
    problems.push(`goals to 90' ${tally(m, FULL_TIME).join('-')} != ft ${ft.join('-')}`);
  const all = tally(m, Infinity);
  if (!same(all, et ?? ft))
    problems.push(`all goals ${all.join('-')} != ${et ? 'et' : 'ft'} ${(et ?? ft).join('-')}`);
  if (ht && !same(tally(m, HALF_TIME), ht))
    problems.push(`goals to 45' ${tally(m, HALF_TIME).join('-')} != ht ${ht.join('-')}`);
  for (const g of [...m.goals[0], ...m.goals[1]]) {
    if (g.minute > EXTRA_TIME_END) problems.push(`${g.name} at minute ${g.minute} (past 120')`);
    if (g.offset > 0 && ![HALF_TIME, FULL_TIME, 105, EXTRA_TIME_END].includes(g.minute)) {
      problems.push(`${g.name} at ${g.minute}+${g.offset} (offset outside stoppage time)`);
    }
  }
  const times = (side: SourceGoal[]): Set<string> => new Set(side.map((g) => `${g.minute}+${g.offset}`));
  const home = times(m.goals[0]);
  for (const t of times(m.goals[1]))
    if (home.has(t)) problems.push(`both teams scored at ${t} (order unknown)`);
  if (p && !et) problems.push('penalties without extra time');
  if (m.group === undefined && ft[0] === ft[1] && !et) problems.push('knockout draw without extra time');
  if (et && ft[0] !== ft[1]) problems.push('extra time after a decisive 90 minutes');
  return problems;
}
