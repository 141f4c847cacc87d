import type { SoccerReplay } from '../replay/format';

/** Elo constants: start 1500, K = 30, draws half a win (Elo 1978; World Football Elo style). */
const START = 1500;
const K = 30;

/**
 * Pre-match Elo ratings of both sides of every replay, computed only from matches played
 * strictly before it (docs/rules/sports.md: "Pre-match strengths must not peek at the result").
 * Returns replay id -> [home rating, away rating].
 */
export function soccerRatings(replays: readonly SoccerReplay[]): Map<string, [number, number]> {
  const byDate = [...replays].sort(
    (a, b) => a.originalDate.localeCompare(b.originalDate) || a.id.localeCompare(b.id),
  );
  const rating = new Map<string, number>();
  const before = new Map<string, [number, number]>();
  let day = '';
  let pending: [string, number][] = [];
  for (const match of byDate) {
    if (match.originalDate !== day) {
      for (const [team, value] of pending) rating.set(team, value);
      pending = [];
      day = match.originalDate;
    }
    const [home, away] = match.teams;
    const rh = rating.get(home) ?? START;
    const ra = rating.get(away) ?? START;
    before.set(match.id, [rh, ra]);
    const expected = 1 / (1 + 10 ** ((ra - rh) / 400));
    const actual = match.result90 === 'home' ? 1 : match.result90 === 'away' ? 0 : 0.5;
    // Updates land after the day, so same-day matches never see each other's results.
    pending.push([home, rh + K * (actual - expected)], [away, ra - K * (actual - expected)]);
  }
  return before;
}

/** Turns an Elo rating into a goal-share strength (a 200-point gap is about 1.8 : 1 in goals). */
export const strengthOf = (elo: number) => 10 ** ((elo - START) / 800);
