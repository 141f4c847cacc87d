/**
 * Elo ratings by match day, shared by the soccer and cricket feeds (Elo 1978; docs/rules/sports.md
 * Pricing: General, "Pre-match strengths must not peek at the result"). Pure.
 */

/** P(the side rated `ra` beats the side rated `rb`) by Elo's logistic curve (400 points = 10 : 1). */
export const eloWinProbability = (ra: number, rb: number): number => 1 / (1 + 10 ** ((rb - ra) / 400));

/** How a sport rates its matches: its constants and how to read a match. */
export interface DailyEloRule<M> {
  /** Rating of a side's first match in the data. */
  start: number;
  /** Points moved per unit of surprise. */
  k: number;
  /** The rating keys of the two sides, first side first (e.g. the team, or pool/team). */
  sides(match: M): [string, string];
  /** The first side's score: 1 won, 0 lost, 0.5 drawn or tied; undefined leaves both unchanged. */
  score(match: M): number | undefined;
}

/**
 * Pre-match ratings of both sides of every match, from matches played on earlier days only: the
 * matches are taken by `originalDate` (then id), and a day's updates land after the day, so a match
 * never sees its own, a same-day or a later result. Returns match id -> [first side, second side].
 */
export function dailyElo<M extends { id: string; originalDate: string }>(
  matches: readonly M[],
  rule: DailyEloRule<M>,
): Map<string, [number, number]> {
  const byDate = [...matches].sort(
    (a, b) => a.originalDate.localeCompare(b.originalDate) || a.id.localeCompare(b.id),
  );
  const rating = new Map<string, number>();
  const before = new Map<string, [number, number]>();
  let day = '';
  let pending: [string, number][] = [];
  for (const match of byDate) {
    if (match.originalDate !== day) {
      for (const [key, value] of pending) rating.set(key, value);
      pending = [];
      day = match.originalDate;
    }
    const [a, b] = rule.sides(match);
    const ra = rating.get(a) ?? rule.start;
    const rb = rating.get(b) ?? rule.start;
    before.set(match.id, [ra, rb]);
    const actual = rule.score(match);
    if (actual === undefined) continue;
    const move = rule.k * (actual - eloWinProbability(ra, rb));
    pending.push([a, ra + move], [b, rb - move]);
  }
  return before;
}
