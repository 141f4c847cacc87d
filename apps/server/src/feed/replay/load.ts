import { readFileSync } from 'node:fs';
import type { CricketReplay, ReplayFile, SoccerReplay, TennisReplay } from './format';

/** The converted replays shipped in apps/server/data/replays (docs/rules/sports.md), by sport. */
export interface Replays {
  cricket: ReplayFile<CricketReplay>;
  soccer: ReplayFile<SoccerReplay>;
  tennis: ReplayFile<TennisReplay>;
}

const dir = new URL('../../../data/replays/', import.meta.url);
const cache = new Map<keyof Replays, unknown>();

/** Loads (once) the replay file of `sport`. Throws when it is missing or not JSON. */
export function loadReplays<K extends keyof Replays>(sport: K): Replays[K] {
  let file = cache.get(sport) as Replays[K] | undefined;
  if (!file) {
    file = JSON.parse(readFileSync(new URL(`${sport}.json`, dir), 'utf8')) as Replays[K];
    cache.set(sport, file);
  }
  return file;
}
