import type { Rng } from './cards';
import { returnPerUnit } from './settle';
import type { Game } from './types';

/** Measured return of one market over a simulation. */
export interface MarketReturn {
  sid: number;
  name: string;
  /** Mean amount returned per unit staked on a back bet at the market's back price. */
  rtp: number;
  /** The exact value from docs/rules/casino.md (`game.expectedRtp`). */
  expected: number;
  /**
   * Standard error of `rtp`: the larger of the sample's and r * sqrt(p (1 - p) / N) with
   * p = expected / r (docs/rules/casino.md §A), so a rare market with no hits yet still has one.
   */
  standardError: number;
}

/**
 * Plays `rounds` rounds of `game` from `rng` with one unit backed on every market each round
 * (docs/rules/casino.md Decision 9, §A) and reports each market's measured RTP with its standard
 * error. `onDeal` sees every deal (for category counts).
 */
export function simulate(
  game: Game,
  rounds: number,
  rng: Rng,
  onDeal?: (deal: ReturnType<Game['deal']>) => void,
): MarketReturn[] {
  const sum = new Float64Array(game.markets.length);
  const sumSq = new Float64Array(game.markets.length);
  for (let r = 0; r < rounds; r++) {
    const deal = game.deal(rng);
    onDeal?.(deal);
    game.markets.forEach((market, i) => {
      const x = returnPerUnit(game.settle(market.sid, deal), market.backH);
      sum[i] = sum[i]! + x;
      sumSq[i] = sumSq[i]! + x * x;
    });
  }
  return game.markets.map((market, i) => {
    const mean = sum[i]! / rounds;
    const variance = Math.max(0, sumSq[i]! / rounds - mean * mean);
    const expected = game.expectedRtp(market.sid);
    const rate = market.backH / 100;
    const p = Math.min(1, expected / rate);
    const theoretical = rate * Math.sqrt((p * (1 - p)) / rounds);
    return {
      sid: market.sid,
      name: market.name,
      rtp: mean,
      expected,
      standardError: Math.max(Math.sqrt(variance / rounds), theoretical),
    };
  });
}
