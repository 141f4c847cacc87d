import type { SoccerReplay } from '../replay/format';
import { dailyElo } from './elo';

/** Elo constants: start 1500, K = 30, draws half a win (Elo 1978; World Football Elo style). */
const START = 1500;
const K = 30;

/**
 * Pre-match Elo ratings of both sides of every replay, computed only from matches played
 * strictly before it (docs/rules/sports.md: "Pre-match strengths must not peek at the result").
 * Returns replay id -> [home rating, away rating].
 */
export function soccerRatings(replays: readonly SoccerReplay[]): Map<string, [number, number]> {
  return dailyElo(replays, {
    start: START,
    k: K,
    sides: (match) => match.teams,
    score: (match) => (match.result90 === 'home' ? 1 : match.result90 === 'away' ? 0 : 0.5),
  });
}

/** Turns an Elo rating into a goal-share strength (a 200-point gap is about 1.8 : 1 in goals). */
export const strengthOf = (elo: number) => 10 ** ((elo - START) / 800);
