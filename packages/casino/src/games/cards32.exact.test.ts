import { describe, expect, it } from 'vitest';
import { composition, isRed, rankOf } from '../cards';
import { card32, card32eu } from './cards32';

/**
 * Independent exact checks of the probabilities behind card32/card32eu's expectedRtp
 * (docs/rules/casino.md §7, §A.3): every ordered level-1 deal of real cards, and for the final-total
 * parities a recursion over every re-deal.
 */

const DECK = Array.from(composition(1, [6, 7, 8, 9, 10, 11, 12, 13]));
const DEALS = 32 * 31 * 30 * 29;
const BASES = [8, 9, 10, 11];
/** The probability behind a market: expectedRtp / back price (no push on these markets). */
const pOf = (game: typeof card32, sid: number) =>
  game.expectedRtp(sid) / (game.markets.find((m) => m.sid === sid)!.backH / 100);

/** Calls `visit(a, b, c, d)` for each of the 32·31·30·29 ordered level-1 deals (P8, P9, P10, P11). */
function eachLevelOneDeal(visit: (a: number, b: number, c: number, d: number) => void): void {
  for (let a = 0; a < 32; a++)
    for (let b = 0; b < 32; b++)
      for (let c = 0; c < 32; c++)
        for (let d = 0; d < 32; d++)
          if (a !== b && a !== c && a !== d && b !== c && b !== d && c !== d)
            visit(DECK[a]!, DECK[b]!, DECK[c]!, DECK[d]!);
}

/**
 * P(each player's final total is odd), exactly: the level-1 deals, then for k tied leaders with
 * total T the chance that one tied player's further cards sum to an odd number, which depends only
 * on the cards left and k (memoised on the remaining value counts). When the deck cannot serve
 * another level the totals stay as they are (the lot of cards32.ts).
 */
function finalParityOdds(): number[] {
  const POW5 = [1, 5, 25, 125, 625, 3125, 15625, 78125];
  const counts = new Int8Array(8).fill(4); // values 6..13 by index value - 6 (same parity as the value)
  const memo = new Float64Array(5 * 5 ** 8).fill(NaN);
  let key = 4 * POW5.reduce((a, b) => a + b, 0);
  let left = 32;
  const take = (v: number) => {
    counts[v]!--;
    key -= POW5[v]!;
    left--;
  };
  const put = (v: number) => {
    counts[v]!++;
    key += POW5[v]!;
    left++;
  };
  const flip = (odd: number, g: number) => (odd ? 1 - g : g);

  function tiedOdd(k: number): number {
    if (left < k) return 0;
    const slot = key * 5 + k;
    if (!Number.isNaN(memo[slot]!)) return memo[slot]!;
    let acc = 0;
    if (k === 2) {
      // Two tied: unequal cards end it (the player's sum is its card), equal cards go on.
      for (let v = 1; v < 8; v += 2) acc += counts[v]! / left;
      const pairs = left * (left - 1);
      for (let v = 0; v < 8; v++) {
        const n = counts[v]!;
        if (n < 2) continue;
        take(v);
        take(v);
        const g = tiedOdd(2);
        put(v);
        put(v);
        acc += ((n * (n - 1)) / pairs) * (flip(v & 1, g) - (v & 1));
      }
      memo[slot] = acc;
      return acc;
    }
    const seq = new Int8Array(k);
    const level = (i: number, weight: number): void => {
      if (i === k) {
        let top = -1;
        let tied = 0;
        for (const v of seq) {
          if (v > top) [top, tied] = [v, 1];
          else if (v === top) tied++;
        }
        const g = tied > 1 ? tiedOdd(tied) : 0;
        let odd = 0;
        for (const v of seq) odd += tied > 1 && v === top ? flip(v & 1, g) : v & 1;
        acc += (weight * odd) / k;
        return;
      }
      const total = left;
      for (let v = 0; v < 8; v++) {
        const n = counts[v]!;
        if (!n) continue;
        take(v);
        seq[i] = v;
        level(i + 1, (weight * n) / total);
        put(v);
      }
    };
    level(0, 1);
    memo[slot] = acc;
    return acc;
  }

  const odds = [0, 0, 0, 0];
  const first = new Int8Array(4);
  const levelOne = (i: number, weight: number): void => {
    if (i === 4) {
      const totals = BASES.map((base, seat) => base + first[seat]! + 6);
      const top = Math.max(...totals);
      const tied = totals.filter((t) => t === top).length;
      const g = tied > 1 ? tiedOdd(tied) : 0;
      totals.forEach((t, seat) => (odds[seat]! += weight * (tied > 1 && t === top ? flip(t & 1, g) : t & 1)));
      return;
    }
    const total = left;
    for (let v = 0; v < 8; v++) {
      const n = counts[v]!;
      if (!n) continue;
      take(v);
      first[i] = v;
      levelOne(i + 1, (weight * n) / total);
      put(v);
    }
  };
  levelOne(0, 1);
  return odds;
}

describe('32 Cards exact probabilities (docs/rules/casino.md §7)', () => {
  it('main winners: the §7 fractions, tied leaders 1/k each', () => {
    const wins12 = [0, 0, 0, 0]; // 12 x wins, so 1/2, 1/3, 1/4 shares stay integers
    eachLevelOneDeal((...cards) => {
      const totals = cards.map((card, seat) => BASES[seat]! + rankOf(card));
      const top = Math.max(...totals);
      const tied = totals.filter((t) => t === top).length;
      totals.forEach((t, seat) => (wins12[seat]! += t === top ? 12 / tied : 0));
    });
    const fractions = [
      [845, 10788],
      [6626, 40455],
      [47417, 161820],
      [18806, 40455],
    ] as const;
    fractions.forEach(([n, d], seat) => expect(wins12[seat]! * d).toBe(n * 12 * DEALS));
    fractions.forEach(([n, d], seat) => expect(pOf(card32, seat + 1)).toBeCloseTo(n / d, 15));
  });

  it('Player n Odd/Even: the parity of the final total, by exact recursion', { timeout: 30_000 }, () => {
    const odds = finalParityOdds();
    expect(odds.map((p) => p.toFixed(4))).toEqual(['0.4931', '0.5037', '0.4970', '0.4954']); // §7 Monte Carlo
    odds.forEach((p, seat) => {
      expect(pOf(card32eu, 5 + 2 * seat)).toBeCloseTo(p, 12);
      expect(pOf(card32eu, 6 + 2 * seat)).toBeCloseTo(1 - p, 12);
    });
  });

  it('colours, totals and Single digit of the four level-1 cards', () => {
    const digits = new Array<number>(10).fill(0);
    let black3 = 0;
    let red3 = 0;
    let twoTwo = 0;
    let low = 0;
    let high = 0;
    let equal = 0;
    eachLevelOneDeal((a, b, c, d) => {
      const red = [a, b, c, d].filter(isRed).length;
      if (red <= 1) black3++;
      else if (red >= 3) red3++;
      else twoTwo++;
      const [va, vb, vc, vd] = [a, b, c, d].map(rankOf) as [number, number, number, number];
      digits[(va + vb + vc + vd) % 10]!++;
      if (va + vb > vc + vd) low++;
      else if (vc + vd > va + vb) high++;
      else equal++;
    });
    expect([black3, red3, twoTwo].map((n) => (n / DEALS).toFixed(5))).toEqual([
      '0.29978',
      '0.29978',
      '0.40044',
    ]);
    expect(pOf(card32eu, 13)).toBeCloseTo(black3 / DEALS, 15);
    expect(pOf(card32eu, 14)).toBeCloseTo(red3 / DEALS, 15);
    expect(pOf(card32eu, 27)).toBeCloseTo(twoTwo / DEALS, 15);
    // Equal level-1 points push both totals bets (Decision 4): RTP = p x 1.97 + p(equal).
    expect([low, high, equal].map((n) => (n / DEALS).toFixed(6))).toEqual([
      '0.459103',
      '0.459103',
      '0.081795',
    ]);
    expect(card32eu.expectedRtp(25)).toBeCloseTo((low / DEALS) * 1.97 + equal / DEALS, 15);
    expect(card32eu.expectedRtp(26)).toBeCloseTo((high / DEALS) * 1.97 + equal / DEALS, 15);
    // Single n: 9.5 is below fair for every digit (§7: 0.0988..0.1022), so the flat 9.5 stands.
    for (let digit = 0; digit < 10; digit++) {
      const p = digits[digit]! / DEALS;
      expect(p * 9.5).toBeLessThan(1);
      expect(pOf(card32eu, digit === 0 ? 24 : 14 + digit)).toBeCloseTo(p, 15);
    }
    expect(Math.min(...digits) / DEALS).toBeCloseTo(0.0988, 4);
    expect(Math.max(...digits) / DEALS).toBeCloseTo(0.1022, 4);
  });
});
