import type { CricketReplay } from '../replay/format';
import { dailyElo, eloWinProbability } from './elo';

/**
 * Cricket team strength for pre-match prices and the prior carried into play (docs/rules/sports.md
 * Pricing: Cricket, "Pre-match and the toss"). Pure functions, no I/O.
 */

/**
 * Elo constants: start 1500, K = 20. A T20 result says less about strength than a football one (the
 * soccer feed uses 30), so ratings move more slowly; a tie (decided by a super over) counts half.
 */
export const CRICKET_ELO = { start: 1500, k: 20 } as const;

/**
 * Franchise leagues rated apart from national sides: their teams never meet internationals, so one
 * pool would only shift both scales. Every other competition (World Cups, T20Is, ODIs) is the
 * international pool, T20 and ODI together (the same national sides).
 */
export const FRANCHISE_LEAGUES: ReadonlySet<string> = new Set(['Indian Premier League']);

/**
 * The chasing side's probability of winning between equal sides: 0.53 (a small edge). Published
 * records put it between slightly below 0.5 (early T20Is, Deep Backward Point 2011) and 0.574 (IPL
 * 2015-2019, 167-124, cricket8.in); ESPNcricinfo (Wigmore, 2017) calls the 2014-16 T20 chase edge
 * "small but significant". In the 26 shipped matches the chaser won 18 (ties to the super-over
 * winner), which points the same way but is too few to size the effect, so it is not fitted.
 */
export const CHASE_EDGE = 0.53;

/** The rating pool of a replay: its competition for a franchise league, else 'international'. */
export const ratingPoolOf = (replay: Pick<CricketReplay, 'competition'>): string =>
  FRANCHISE_LEAGUES.has(replay.competition) ? replay.competition : 'international';

/** The Match Odds winner: the winner, or the super-over eliminator after a tie; undefined = no result. */
const winnerOf = (replay: CricketReplay): string | undefined =>
  replay.outcome.winner ?? replay.outcome.eliminator;

/**
 * Pre-match Elo ratings of both sides of every replay, from the matches of its pool played on earlier
 * days only (docs/rules/sports.md: "Pre-match strengths must not peek at the result"): never the
 * match's own result, never a later one, never a same-day one. A side's first match in the data rates
 * it at 1500. A regulation tie scores 0.5 (the super over decides the market, not the strength); a no
 * result leaves both ratings unchanged. Returns replay id -> [rating of teams[0], rating of teams[1]].
 */
export function cricketRatings(replays: readonly CricketReplay[]): Map<string, [number, number]> {
  return dailyElo(replays, {
    ...CRICKET_ELO,
    sides: (match) => {
      const pool = ratingPoolOf(match);
      return [`${pool}/${match.teams[0]}`, `${pool}/${match.teams[1]}`];
    },
    score: (match) => {
      const winner = winnerOf(match);
      if (winner === undefined) return undefined;
      return match.outcome.result === 'tie' ? 0.5 : winner === match.teams[0] ? 1 : 0;
    },
  });
}

export { eloWinProbability };

/** log(p / (1 - p)); +-Infinity at 1 and 0. */
export const logit = (p: number): number => Math.log(p / (1 - p));

/** The logistic function, inverse of {@link logit}; maps +-Infinity to 1 and 0. */
export const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

/**
 * P(the side batting first wins) before the first ball, once the toss has settled who bats first:
 * its rating probability `pRating` (0..1) with the chase edge ({@link CHASE_EDGE}) added on the logit
 * scale, so equal sides give 1 - CHASE_EDGE and the edge never pushes a price past 0 or 1.
 */
export const withBattingFirstEffect = (pRating: number): number =>
  logistic(logit(pRating) + logit(1 - CHASE_EDGE));

/**
 * Weight of the pre-match prior once play has started: sqrt(ballsLeft / matchBalls), 1 at the first
 * ball and 0 when nothing is left to play. Why the square root: if the stronger side gains a small
 * drift per ball over a random walk of runs, what is still to come adds drift x ballsLeft against a
 * spread of sqrt(ballsLeft), so the strength's share of the (probit) odds falls as sqrt(ballsLeft)
 * while the score already made is priced by WASP. `ballsLeft` and `matchBalls` are legal balls
 * (matchBalls > 0); ballsLeft is clamped to 0..matchBalls.
 */
export function priorWeight(ballsLeft: number, matchBalls: number): number {
  if (!(matchBalls > 0)) throw new RangeError(`matchBalls must be positive, got ${matchBalls}`);
  return Math.sqrt(Math.min(1, Math.max(0, ballsLeft / matchBalls)));
}

/**
 * The in-play price shifted by the prior: logistic(logit(pState) + weight x logit(pPrior)). pState is
 * the symmetric WASP probability (0..1), pPrior the pre-match probability of the same side (0..1),
 * weight from {@link priorWeight}. At weight 1 with an even state (0.5) it returns pPrior (the price
 * is continuous at the start); at weight 0 it returns pState (it converges to the state); a decided
 * state (0 or 1) stays decided.
 */
export function withPrior(pState: number, pPrior: number, weight: number): number {
  if (pState <= 0 || pState >= 1 || weight === 0) return pState;
  return logistic(logit(pState) + weight * logit(pPrior));
}

/** Pre-match prices of one replay: P(teams[0] wins) before the toss, and P(batting first wins) after it. */
export interface CricketPrior {
  /** P(replay.teams[0] wins) from the ratings alone: Match Odds and Bookmaker before the start. */
  team0: number;
  /** P(the side batting first wins) with the toss known ({@link withBattingFirstEffect}): the in-play prior. */
  battingFirst: number;
}

/**
 * The pre-match prices of every replay from {@link cricketRatings} (earlier days of the same pool
 * only). Returns replay id -> {@link CricketPrior}. Source: docs/rules/sports.md Pricing: Cricket.
 */
export function cricketPriors(replays: readonly CricketReplay[]): Map<string, CricketPrior> {
  const ratings = cricketRatings(replays);
  const priors = new Map<string, CricketPrior>();
  for (const replay of replays) {
    const [ra, rb] = ratings.get(replay.id)!;
    const team0 = eloWinProbability(ra, rb);
    const battingFirstIsTeam0 = (replay.innings[0]?.battingTeam ?? replay.teams[0]) === replay.teams[0];
    priors.set(replay.id, {
      team0,
      battingFirst: withBattingFirstEffect(battingFirstIsTeam0 ? team0 : 1 - team0),
    });
  }
  return priors;
}

/** Brier scores of the pre-match prices over the decided replays ({@link preMatchBrier}). */
export interface PreMatchBrier {
  /** Replays with a winner (no results left out). */
  matches: number;
  /** Mean (P(teams[0] wins) - outcome)^2 of the ratings' price before the toss. */
  beforeToss: number;
  /** The same once the toss is known: the price at the first ball (ratings plus the chase edge). */
  atStart: number;
  /** The constant 0.5 (the old 50/50 price): always 0.25. */
  constant: number;
}

/**
 * Brier score (mean squared error, lower is better) of the pre-match price of the side that won the
 * Match Odds (the super-over winner after a tie) over every replay with a result, before the toss and
 * at the start, against the constant 0.5. Source: issue 19 item 2; docs/rules/sports.md Pricing: Cricket.
 */
export function preMatchBrier(replays: readonly CricketReplay[]): PreMatchBrier {
  const priors = cricketPriors(replays);
  let matches = 0;
  let beforeToss = 0;
  let atStart = 0;
  for (const replay of replays) {
    const winner = winnerOf(replay);
    if (winner === undefined) continue;
    const prior = priors.get(replay.id)!;
    const team0Won = winner === replay.teams[0] ? 1 : 0;
    const battingFirstWon = winner === (replay.innings[0]?.battingTeam ?? replay.teams[0]) ? 1 : 0;
    beforeToss += (prior.team0 - team0Won) ** 2;
    atStart += (prior.battingFirst - battingFirstWon) ** 2;
    matches++;
  }
  return {
    matches,
    beforeToss: matches ? beforeToss / matches : 0.25,
    atStart: matches ? atStart / matches : 0.25,
    constant: 0.25,
  };
}
