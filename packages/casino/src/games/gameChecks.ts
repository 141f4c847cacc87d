import { describe, expect, it } from 'vitest';
import { cardCode, HIDDEN, parseCard, type Rng } from '../cards';
import { fairRng, simulationRng } from '../rng';
import { returnPerUnit } from '../settle';
import { simulate, type MarketReturn } from '../simulate';
import { scriptedRng } from '../test-kit';
import type { Deal, Game } from '../types';

/**
 * For tests of the card tables (not a test file itself): forcing chosen cards, exact enumeration
 * of every deal, the contract every Game must keep (docs/rules/casino.md Decisions 1, 3, 7, 8, 9), and
 * for tables too large to enumerate (Teen Patti, poker, baccarat, 32 cards) the Monte Carlo
 * acceptance of Decision 9 and §A, with a reference value that may itself be a Monte Carlo
 * estimate (poker20's winner odds).
 */

/** Monte Carlo rounds per game: CASINO_MC_ROUNDS, default 200,000 (Decision 9). */
export const MC_ROUNDS = Number(process.env.CASINO_MC_ROUNDS ?? 200_000);
/** Time allowed for the Monte Carlo test: 30 s per 200,000 rounds, generous for a loaded CI. */
const MC_TIMEOUT_MS = 30_000 * Math.max(1, MC_ROUNDS / 200_000);

/**
 * An Rng that makes a fresh `Shoe(shoe, rng)` (and `drawFresh`) deal `codes` first, as wire
 * codes ("7HH"). Throws RangeError when the shoe holds no more of a card.
 */
export function forcingRng(shoe: Int8Array, codes: readonly string[]): Rng {
  const positions = Array.from(shoe);
  const values = codes.map((code, i) => {
    const j = positions.indexOf(parseCard(code), i);
    if (j < 0) throw new RangeError(`the shoe holds no more ${code}`);
    [positions[i], positions[j]] = [positions[j]!, positions[i]!];
    return j - i;
  });
  return scriptedRng(values);
}

/** The deal of `game` whose cards are `codes`, in deal order. */
export const dealOf = (game: Game, shoe: Int8Array, codes: readonly string[]): Deal =>
  game.deal(forcingRng(shoe, codes));

/** Settles a back bet on each sid: { sid: outcome kind }. */
export const kindsOf = (game: Game, deal: Deal, sids: readonly number[]): Record<number, string> =>
  Object.fromEntries(sids.map((sid) => [sid, game.settle(sid, deal).kind]));

/**
 * Every deal of a game, each equally likely: all scripts of Fisher-Yates values, value i in
 * 0..ranges[i]-1 (e.g. [40, 39, 38] for three cards from one 40-card deck). For a shoe of whole
 * identical decks the first range may be one deck ([52, 415] for two cards from 8 decks): each
 * card type is then equally likely first, and what follows depends only on the cards left.
 */
export function forEachDeal(game: Game, ranges: readonly number[], visit: (deal: Deal) => void): number {
  const values = ranges.map(() => 0);
  let count = 0;
  for (;;) {
    visit(game.deal(scriptedRng(values)));
    count++;
    let i = ranges.length - 1;
    while (i >= 0 && ++values[i]! === ranges[i]) values[i--] = 0;
    if (i < 0) return count;
  }
}

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

/** A hand category with its exact chance, for frequency checks (Decision 9). */
export interface Category {
  name: string;
  p: number;
  test(deal: Deal): boolean;
}

/** What the contract needs to know about a game. */
export interface ContractOptions {
  /** Fisher-Yates ranges of one round, for the exact enumeration (see forEachDeal). */
  ranges: readonly number[];
  /** Number of t1 card slots (C1..Cn). */
  slots: number;
  categories: readonly Category[];
  seed: number;
}

/**
 * Registers the tests every card table must pass: market rows, RTP < 1 (Decision 3), lay prices
 * with a house edge (Decision 7), expectedRtp equal to the exact enumeration of every deal,
 * the Monte Carlo acceptance within 4 SE (Decision 9), errors on unknown sids, liveCards never
 * showing a card beyond `revealed` (Decision 8), and fairRng re-deriving a deal (Decision 1).
 */
export function describeContract(game: Game, options: ContractOptions): void {
  describe(`${game.type} contract`, () => {
    it('has well-formed markets with unique sids', () => {
      expect(new Set(game.markets.map((m) => m.sid)).size).toBe(game.markets.length);
      for (const m of game.markets) {
        expect(Number.isInteger(m.backH) && m.backH > 100, `${m.name} back`).toBe(true);
        expect(m.min > 0 && m.max > m.min, `${m.name} limits`).toBe(true);
        if (m.kind === 'backlay') expect(m.layH!, `${m.name} lay`).toBeGreaterThan(m.backH);
        else expect(m.layH).toBeUndefined();
      }
    });

    it('prices every market with RTP below 1, and every lay above fair (Decisions 3, 7)', () => {
      for (const m of game.markets) {
        const rtp = game.expectedRtp(m.sid);
        expect(rtp, m.name).toBeLessThan(1);
        expect(rtp, m.name).toBeGreaterThan(0.8);
        // The back/lay markets have no push or half loss, so p = RTP / back rate.
        if (m.kind === 'backlay')
          expect(((rtp * 100) / m.backH) * (m.layH! / 100), m.name).toBeGreaterThan(1);
      }
    });

    it('has expectedRtp and category chances equal to the exact enumeration of every deal', () => {
      const sums = new Float64Array(game.markets.length);
      const counts = new Float64Array(options.categories.length);
      const n = forEachDeal(game, options.ranges, (deal) => {
        game.markets.forEach((m, i) => (sums[i]! += returnPerUnit(game.settle(m.sid, deal), m.backH)));
        options.categories.forEach((c, i) => (counts[i]! += c.test(deal) ? 1 : 0));
      });
      game.markets.forEach((m, i) => expect(sums[i]! / n, m.name).toBeCloseTo(game.expectedRtp(m.sid), 10));
      options.categories.forEach((c, i) => expect(counts[i]! / n, c.name).toBeCloseTo(c.p, 10));
    });

    it(
      `passes the Monte Carlo acceptance over ${MC_ROUNDS} rounds (Decision 9)`,
      () => {
        const counts = new Float64Array(options.categories.length);
        const returns = simulate(game, MC_ROUNDS, simulationRng(options.seed), (deal) =>
          options.categories.forEach((c, i) => (counts[i]! += c.test(deal) ? 1 : 0)),
        );
        for (const r of returns)
          expect(Math.abs(r.rtp - r.expected), `${r.name}: ${r.rtp} vs ${r.expected}`).toBeLessThanOrEqual(
            4 * r.standardError,
          );
        options.categories.forEach((c, i) => {
          const se = Math.sqrt((c.p * (1 - c.p)) / MC_ROUNDS);
          expect(Math.abs(counts[i]! / MC_ROUNDS - c.p), c.name).toBeLessThanOrEqual(4 * se);
        });
      },
      MC_TIMEOUT_MS,
    );

    it('throws RangeError for an unknown sid', () => {
      const deal = game.deal(simulationRng(1));
      for (const sid of [-1, 0.5, 99, 1000]) {
        if (game.markets.some((m) => m.sid === sid)) continue;
        expect(() => game.settle(sid, deal)).toThrow(RangeError);
        expect(() => game.expectedRtp(sid)).toThrow(RangeError);
      }
    });

    it('never shows a card beyond the revealed count', () => {
      const rng = simulationRng(options.seed + 1);
      for (let round = 0; round < 200; round++) {
        const deal = game.deal(rng);
        for (let revealed = 0; revealed <= options.slots + 1; revealed++) {
          const fields = game.liveCards(deal, revealed);
          const slots = Array.from({ length: options.slots }, (_, i) => fields[`C${i + 1}`]);
          const shown = Math.min(revealed, deal.cards.length);
          expect(slots.slice(0, shown)).toEqual(deal.cards.slice(0, shown).map(cardCode));
          expect(slots.slice(shown).every((v) => v === HIDDEN)).toBe(true);
        }
      }
      expect(() => game.liveCards(game.deal(rng), -1)).toThrow(RangeError);
    });

    it('re-derives the identical deal from the server seed and round id (Decision 1)', () => {
      const roundId = `${game.tableNo}.240308133751`;
      const a = game.deal(fairRng('verify-seed', roundId));
      const b = game.deal(fairRng('verify-seed', roundId));
      expect(b).toEqual(a);
      const others = Array.from({ length: 8 }, (_, i) => game.deal(fairRng(`verify-seed-${i}`, roundId)));
      expect(others.some((d) => JSON.stringify(d.cards) !== JSON.stringify(a.cards))).toBe(true);
    });

    it('reports the result cards as the wire codes of the dealt cards, in deal order', () => {
      const rng = simulationRng(options.seed + 2);
      for (let round = 0; round < 100; round++) {
        const deal = game.deal(rng);
        expect(deal.result.cards).toEqual(deal.cards.map(cardCode));
      }
    });
  });
}
