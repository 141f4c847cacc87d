/**
 * data/tennis/matches.json -> `TennisReplay[]` (docs/rules/sports.md "Data": final set scores with
 * tiebreak points and the deciding-set rule; points are synthesised). Pure: takes the parsed file,
 * returns the replays; no I/O.
 *
 * - The file's `player1` is always the winner: `players` is [player1, player2] and `winner` 0.
 * - `date` becomes `originalDate`; id, event, round, tour, bestOf, finalSet and sets are copied.
 * - Points come from `synthesisePoints` (@backlay/pricing) with the seeded RNG
 *   `createRng('tennis/' + id)`, which also draws the first server (the data does not record it),
 *   so the conversion is deterministic. Replayed through `applyPoint` the points end at exactly
 *   the real set scores; the synthesiser throws on a score the rules cannot produce.
 */
import { createRng, synthesisePoints } from '@backlay/pricing';
import type { TennisFinalSetRule, TennisReplay } from '../format';
import { arr, count, obj, optStr, pair, str } from './guards';

const FINAL_SET_RULES: readonly TennisFinalSetRule[] = [
  'advantage',
  'tiebreak-at-6-6',
  'tiebreak-at-12-12',
  'ten-point-tiebreak-at-6-6',
];

function oneOf<T extends string | number>(value: unknown, allowed: readonly T[], path: string): T {
  if (!allowed.includes(value as T)) {
    throw new TypeError(`${path}: expected one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}`);
  }
  return value as T;
}

function convertMatch(raw: unknown, path: string): TennisReplay {
  const m = obj(raw, path);
  const id = str(m.id, `${path}.id`);
  const at = `${path} (${id})`;
  const sets = arr(m.sets, `${at}.sets`).map((s, i) => {
    const set = obj(s, `${at}.sets[${i}]`);
    const g = pair(set.g, `${at}.sets[${i}].g`);
    return set.tb === undefined ? { g } : { g, tb: count(set.tb, `${at}.sets[${i}].tb`) };
  });
  const head = {
    id,
    event: str(m.event, `${at}.event`),
    round: optStr(m.round, `${at}.round`) ?? '',
    originalDate: str(m.date, `${at}.date`),
    tour: oneOf(m.tour, ['ATP', 'WTA'] as const, `${at}.tour`),
    bestOf: oneOf(m.bestOf, [3, 5] as const, `${at}.bestOf`),
    finalSet: oneOf(m.finalSet, FINAL_SET_RULES, `${at}.finalSet`),
    players: [str(m.player1, `${at}.player1`), str(m.player2, `${at}.player2`)] as [string, string],
    sets,
  };
  let synthesised;
  try {
    synthesised = synthesisePoints(head, createRng(`tennis/${id}`));
  } catch (err) {
    throw new Error(`${at}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
  return {
    sport: 'tennis',
    ...head,
    firstServer: synthesised.firstServer,
    points: synthesised.points,
    winner: 0,
  };
}

/** Every match of data/tennis/matches.json, in file order. Throws on a malformed match. */
export function convertTennis(raw: unknown): TennisReplay[] {
  const file = obj(raw, 'tennis');
  return arr(file.matches, 'tennis.matches').map((m, i) => convertMatch(m, `tennis.matches[${i}]`));
}
