import { expect } from 'vitest';
import { cardCode, type Card, type Rng } from '../cards';
import { simulationRng } from '../rng';
import { simulate, type MarketReturn } from '../simulate';
import type { Deal, Game } from '../types';
import { forcingRng, MC_ROUNDS } from './gameChecks';

export { MC_ROUNDS };

/**
 * Test support for tables too large to enumerate (Teen Patti, poker, baccarat, 32 cards; not a
 * test file itself): forcing card numbers, and the Monte Carlo acceptance of casino-rules.md
 * Decision 9 and §A, with a reference value that may itself be a Monte Carlo estimate (poker20's
 * winner odds).
 */

/**
 * An Rng that makes a `Shoe` of `shoeComposition` deal exactly `cards` (card numbers) first, in
 * order: `forcingRng` of gameChecks.ts for card numbers. Throws RangeError when the shoe holds no
 * more of a card.
 */
export const forcedRng = (cards: readonly Card[], shoeComposition: Int8Array): Rng =>
  forcingRng(shoeComposition, cards.map(cardCode));

/**
 * Runs `simulate` for MC_ROUNDS rounds from simulationRng(seed) and expects every market's
 * measured RTP within 4 standard errors of `expectedRtp`, plus the exact RTP below 1
 * (Decisions 3 and 9). `extraSe(sid)` widens a market's standard error for an expected value
 * that is itself a Monte Carlo estimate. Returns the per-market figures.
 */
export function expectMarketsWithin4Se(
  game: Game,
  seed: number,
  onDeal?: (deal: Deal) => void,
  extraSe: (sid: number) => number = () => 0,
): MarketReturn[] {
  const returns = simulate(game, MC_ROUNDS, simulationRng(seed), onDeal);
  expect(returns.map((r) => r.sid)).toEqual(game.markets.map((m) => m.sid));
  for (const r of returns) {
    const se = Math.hypot(r.standardError, extraSe(r.sid));
    expect
      .soft(Math.abs(r.rtp - r.expected), `sid ${r.sid} ${r.name}: ${r.rtp} vs ${r.expected}`)
      .toBeLessThanOrEqual(4 * se);
    expect(r.expected).toBeLessThan(1);
  }
  return returns;
}

/** Expects `hits` out of `trials` within 4 standard errors sqrt(p(1-p)/trials) of probability p (§A). */
export function expectFrequency(label: string, hits: number, trials: number, p: number): void {
  const se = Math.sqrt((p * (1 - p)) / trials);
  expect.soft(Math.abs(hits / trials - p), `${label}: ${hits / trials} vs ${p}`).toBeLessThanOrEqual(4 * se);
}
