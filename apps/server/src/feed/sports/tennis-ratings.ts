import { serveProbabilityPrior } from '@backlay/pricing';

/**
 * Hand-set pre-match ratings (docs/rules/sports.md: "use ratings from before the match (hand-set or
 * from earlier matches)"): each player's share of points won on serve, rounded from public
 * career figures, so a big server starts a favourite without the model seeing the result.
 */
const SERVE_POINTS_WON: Record<string, number> = {
  'Novak Djokovic': 0.67,
  'Roger Federer': 0.69,
  'Rafael Nadal': 0.67,
  'John Isner': 0.73,
  'Nicolas Mahut': 0.65,
  'Daniil Medvedev': 0.66,
  'Casper Ruud': 0.64,
  'Carlos Alcaraz': 0.66,
  'Jannik Sinner': 0.66,
  'Alexander Zverev': 0.67,
  'Emma Raducanu': 0.58,
  'Leylah Fernandez': 0.57,
  'Marketa Vondrousova': 0.57,
  'Ons Jabeur': 0.59,
};

/** A player's prior probability of winning a point on serve; the tour's prior when unrated. */
export function servePrior(player: string, tour: 'ATP' | 'WTA'): number {
  return SERVE_POINTS_WON[player] ?? serveProbabilityPrior(tour);
}
