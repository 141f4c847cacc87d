/**
 * Point-by-point synthesis of a real tennis match from its set scores (docs/rules/sports.md Data ->
 * tennis, Pricing -> Tennis). The data has only final set scores; the replay needs points.
 */
import type { Rng } from '../rng';
import { holdProbability } from './chain';
import { planSet, sampleGamePoints } from './plan';
import type { TennisSetResult } from './plan';
import { applyPoint, currentSetFormat, initialScore, isMatchOver, otherPlayer } from './score';
import { serveProbabilityPrior } from './serve';
import type {
  TennisFinalSetRule,
  TennisPlayer,
  TennisPoint,
  TennisRules,
  TennisScore,
  TennisTour,
} from './types';

/** A real result as in data/tennis/matches.json: sets in order, player 0 (player1) the winner. */
export interface TennisMatchResult {
  sets: readonly TennisSetResult[];
  bestOf: 3 | 5;
  finalSet: TennisFinalSetRule;
  tour: TennisTour;
}

/** A synthesised match: who served first and every point with the score after it. */
export interface SynthesisedTennisMatch {
  firstServer: TennisPlayer;
  points: TennisPoint[];
}

/**
 * Synthesises a point sequence consistent with the real set scores of `match`: replayed through
 * applyPoint it ends with exactly those games per set (and the loser's tiebreak points `tb`) and
 * player 0 winning. Per set, the order of game winners is drawn from the hold chain conditioned on
 * the final score (so holds dominate and breaks fall where needed, and the set is never decided
 * early); each game's points are drawn from the serve chain and redrawn until the planned winner
 * wins; tiebreak points likewise, conditioned on the real tiebreak score. Both players serve with
 * the tour prior (serveProbabilityPrior). Deterministic for the rng's seed; `firstServer`
 * defaults to an rng draw. Throws RangeError on scores the rules cannot produce (a set ending
 * early or late, missing or unexpected `tb`, sets after the match is over, or player 1 winning).
 */
export function synthesisePoints(
  match: TennisMatchResult,
  rng: Rng,
  firstServer?: TennisPlayer,
): SynthesisedTennisMatch {
  const rules: TennisRules = { bestOf: match.bestOf, finalSet: match.finalSet };
  const p = serveProbabilityPrior(match.tour);
  const hold = holdProbability(p);
  if (match.sets.length === 0) throw new RangeError('a match needs at least one set');
  const first: TennisPlayer = firstServer ?? (rng.next() < 0.5 ? 0 : 1);
  if (first !== 0 && first !== 1) throw new RangeError('firstServer must be 0 or 1');
  let score: TennisScore = initialScore(first);
  const points: TennisPoint[] = [];
  const play = (winner: TennisPlayer): void => {
    const next = applyPoint(score, winner, rules);
    points.push({ winner, server: score.server, score: next });
    score = next;
  };
  match.sets.forEach((set, index) => {
    const label = `set ${index + 1}`;
    if (isMatchOver(score, rules) !== null) throw new RangeError(`${label} comes after the match is over`);
    const format = currentSetFormat(score.sets, rules);
    const plan = planSet(set, format, score.server, [hold, hold], [p, p], rng, label);
    const setsBefore = score.sets[plan.winner];
    for (const gameWinner of plan.games) {
      const server = score.server;
      for (const won of sampleGamePoints(p, gameWinner === server, rng))
        play(won ? server : otherPlayer(server));
    }
    for (const w of plan.tiebreak ?? []) play(w);
    if (score.sets[plan.winner] !== setsBefore + 1)
      throw new Error(`${label}: synthesis did not end the set`);
  });
  if (isMatchOver(score, rules) !== 0)
    throw new RangeError('the sets do not end with player 0 winning the match');
  return { firstServer: first, points };
}
