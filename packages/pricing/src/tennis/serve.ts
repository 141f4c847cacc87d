/**
 * Serve-point probabilities: a tour prior and in-play shrinkage toward it (docs/rules/sports.md
 * Pricing -> Tennis: about 0.64 men, 0.56 women, weight about 60 points; O'Malley 2008).
 */
import type { TennisTour } from './types';

const PRIORS: Record<TennisTour, number> = { ATP: 0.64, WTA: 0.56 };

/** Prior P(server wins a point on serve): 0.64 for 'ATP', 0.56 for 'WTA'. Throws RangeError otherwise. */
export function serveProbabilityPrior(tour: TennisTour): number {
  const p = PRIORS[tour];
  if (p === undefined) throw new RangeError(`unknown tour: ${String(tour)}`);
  return p;
}

/**
 * Shrinkage estimate of a player's serve-point probability:
 * (prior * weight + pointsWonOnServe) / (weight + pointsServed), i.e. the prior counts as `weight`
 * pseudo-points. Equals the prior before any serve; tends to the observed rate as points grow.
 * Throws RangeError unless 0 <= prior <= 1, 0 <= pointsWonOnServe <= pointsServed (finite) and
 * weight > 0.
 */
export function updateServeProbability(
  prior: number,
  pointsWonOnServe: number,
  pointsServed: number,
  weight = 60,
): number {
  if (!(prior >= 0 && prior <= 1)) throw new RangeError(`prior must be in [0, 1], got ${prior}`);
  if (!(weight > 0 && Number.isFinite(weight)))
    throw new RangeError(`weight must be positive, got ${weight}`);
  if (!(Number.isFinite(pointsServed) && pointsWonOnServe >= 0 && pointsWonOnServe <= pointsServed)) {
    throw new RangeError(
      `need 0 <= pointsWonOnServe (${pointsWonOnServe}) <= pointsServed (${pointsServed})`,
    );
  }
  return (prior * weight + pointsWonOnServe) / (weight + pointsServed);
}
