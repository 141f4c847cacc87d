import { describe, expect, it } from 'vitest';
import { cardCode, cardOf, composition, isOddRank, isRed, parseCard, rankOf, Shoe, suitOf } from './cards';
import { simulationRng } from './rng';
import { scriptedRng } from './test-kit';

describe('card encoding (docs/rules/casino.md §0.3)', () => {
  it('writes the rank then the suit letter twice', () => {
    expect(cardCode(cardOf(1, 0))).toBe('ASS');
    expect(cardCode(cardOf(10, 3))).toBe('10DD');
    expect(cardCode(cardOf(13, 1))).toBe('KHH');
    expect(cardCode(cardOf(11, 2))).toBe('JCC');
  });

  it('parses every code back to its card and rejects others', () => {
    for (let c = 0; c < 52; c++) expect(parseCard(cardCode(c))).toBe(c);
    for (const bad of ['1', '0', '', 'SS', '11SS', 'AXX', '10D'])
      expect(() => parseCard(bad)).toThrow(RangeError);
  });

  it('knows colour and parity', () => {
    expect([0, 1, 2, 3].map((s) => isRed(cardOf(5, s)))).toEqual([false, true, false, true]);
    expect([1, 2, 3, 7, 10, 11, 12, 13].map((r) => isOddRank(cardOf(r, 0)))).toEqual([
      true,
      false,
      true,
      true,
      false,
      true,
      false,
      true,
    ]);
    expect(rankOf(cardOf(12, 3))).toBe(12);
    expect(suitOf(cardOf(12, 3))).toBe(3);
    expect(() => cardOf(0, 0)).toThrow(RangeError);
    expect(() => cardOf(1, 4)).toThrow(RangeError);
  });
});

describe('Shoe', () => {
  it('holds the composition: 8 decks are 416 cards, 8 of each card', () => {
    const cards = composition(8);
    expect(cards.length).toBe(416);
    const counts = new Map<number, number>();
    for (const c of cards) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(52);
    expect([...counts.values()].every((n) => n === 8)).toBe(true);
    expect(composition(1, [6, 7, 8, 9, 10, 11, 12, 13]).length).toBe(32);
  });

  it('deals a permutation of the shoe, then refuses', () => {
    const shoe = new Shoe(composition(1), simulationRng(7));
    const dealt = Array.from({ length: 52 }, () => shoe.draw());
    expect(new Set(dealt).size).toBe(52);
    expect(shoe.remaining).toBe(0);
    expect(() => shoe.draw()).toThrow(RangeError);
  });

  it('is the Fisher-Yates prefix: position i takes the card at i + rng.int(n - i)', () => {
    // 52 cards in order. Draw 1 takes index 3 (card 0 moves there); draw 2 takes position 1;
    // draw 3 takes 2 + 49 = the last card; draw 4 takes position 3, where card 0 now sits.
    const shoe = new Shoe(composition(1), scriptedRng([3, 0, 49, 0]));
    expect([shoe.draw(), shoe.draw(), shoe.draw(), shoe.draw()]).toEqual([3, 1, 51, 0]);
  });

  it('does not change the composition it was built from', () => {
    const cards = composition(1);
    const shoe = new Shoe(cards, simulationRng(1));
    for (let i = 0; i < 52; i++) shoe.draw();
    expect([...cards]).toEqual(Array.from({ length: 52 }, (_, i) => i));
  });

  it('deals every card to the first position equally often (unbiased)', () => {
    const rng = simulationRng(99);
    const counts = new Array<number>(52).fill(0);
    const N = 52_000;
    for (let r = 0; r < N; r++) counts[new Shoe(composition(1), rng).draw()]! += 1;
    // Each count is Binomial(N, 1/52): mean 1000, sd ~31; 5 sd bounds.
    for (const n of counts) expect(Math.abs(n - 1000)).toBeLessThan(160);
  });
});
