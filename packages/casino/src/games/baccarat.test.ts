import { describe, expect, it } from 'vitest';
import { cardCode, composition, parseCard, rankOf, type Card } from '../cards';
import { fairRng, simulationRng } from '../rng';
import { scriptedRng } from '../test-kit';
import type { Deal } from '../types';
import { baccarat, baccaratResultOf, bankerDraws } from './baccarat';
import { expectFrequency, expectMarketsWithin4Se, forcingRng, MC_ROUNDS } from './gameChecks';

/** The Monte Carlo tests' time limit grows with CASINO_MC_ROUNDS (a shared machine can be slow). */
const MC_TIMEOUT_MS = 60_000 * Math.max(1, MC_ROUNDS / 200_000);

const SHOE = composition(8);
const cards = (codes: string): Card[] => codes.split(',').map(parseCard);
/** Deals `codes` (dealing order P1, B1, P2, B2, then third cards) through the real deal(). */
const dealOf = (codes: string): Deal => baccarat.deal(forcingRng(SHOE, codes.split(',')));
const WINNERS: Record<string, string> = { 1: 'Player', 2: 'Banker', 3: 'Tie' };

describe('baccarat markets (docs/rules/casino.md §10, Decision 6)', () => {
  it('lists the nine runners at the table decimals', () => {
    expect(baccarat.markets.map((m) => [m.sid, m.name, m.kind, m.backH, m.min, m.max])).toEqual([
      [1, 'Player', 'rate', 200, 100, 300_000],
      [2, 'Banker', 'rate', 195, 100, 300_000],
      [3, 'Tie', 'rate', 900, 100, 300_000],
      [4, 'Player Pair', 'rate', 1200, 100, 100_000],
      [5, 'Banker Pair', 'rate', 1200, 100, 100_000],
      [6, 'Perferct Pair', 'rate', 2600, 100, 100_000],
      [7, 'Big', 'rate', 154, 100, 100_000],
      [8, 'Small', 'rate', 250, 100, 100_000],
      [9, 'Either Pair', 'rate', 600, 100, 100_000],
    ]);
    expect([baccarat.type, baccarat.name, baccarat.tableNo]).toEqual(['baccarat', 'Baccarat', 37]);
  });

  it('has the RTPs of the §10 table, every one below 1', () => {
    const rtp = baccarat.markets.map((m) => baccarat.expectedRtp(m.sid).toFixed(6));
    expect(rtp).toEqual([
      '0.987649',
      '0.989421',
      '0.856404',
      '0.896386',
      '0.896386',
      '0.869706',
      '0.956543',
      '0.947171',
      '0.862901',
    ]);
    for (const m of baccarat.markets) expect(baccarat.expectedRtp(m.sid)).toBeLessThan(1);
  });

  it('throws for an unknown sid', () => {
    const deal = dealOf('5SS,2HH,3SS,3HH');
    for (const sid of [0, 10, -1]) {
      expect(() => baccarat.settle(sid, deal)).toThrow(RangeError);
      expect(() => baccarat.expectedRtp(sid)).toThrow(RangeError);
    }
  });
});

describe('baccarat tableau (docs/rules/casino.md §10)', () => {
  it('Banker draws by its total and Player third card value exactly as the tableau says', () => {
    // Rows: Banker total 0..7; columns: Player third card value 0..9 (D draws, S stands).
    const tableau = [
      'DDDDDDDDDD',
      'DDDDDDDDDD',
      'DDDDDDDDDD',
      'DDDDDDDDSD',
      'SSDDDDDDSS',
      'SSSSDDDDSS',
      'SSSSSSDDSS',
      'SSSSSSSSSS',
    ];
    tableau.forEach((row, total) =>
      [...row].forEach((cell, third) =>
        expect(bankerDraws(total, third), `${total} vs ${third}`).toBe(cell === 'D'),
      ),
    );
    // Player stood: Banker draws on 0..5.
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((total) => bankerDraws(total, undefined))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  // [why, dealing order, result cards, win, sids, rdesc]
  const rounds: [string, string, string, string, number[], string][] = [
    [
      'a Player natural 8 stops the deal',
      '5SS,2HH,3SS,3HH',
      '5SS,2HH,3SS,3HH,1,1',
      '1',
      [1, 8],
      'Player#No#No#No#Small',
    ],
    [
      'a Banker natural 9 beats 7',
      '4SS,KHH,3CC,9HH',
      '4SS,KHH,3CC,9HH,1,1',
      '2',
      [2, 8],
      'Banker#No#No#No#Small',
    ],
    [
      'Player stands on 6, Banker draws on 5',
      '10SS,2CC,6SS,3CC,4DD',
      '10SS,2CC,6SS,3CC,1,4DD',
      '2',
      [2, 7],
      'Banker#No#No#No#Big',
    ],
    [
      'Player stands on 7, Banker stands on 6',
      '7SS,6HH,KSS,QHH',
      '7SS,6HH,KSS,QHH,1,1',
      '1',
      [1, 8],
      'Player#No#No#No#Small',
    ],
    [
      'Banker 3 stands on a third card 8 (a 3-3 tie)',
      '2SS,AHH,3SS,2HH,8CC',
      '2SS,AHH,3SS,2HH,8CC,1',
      '3',
      [3, 7],
      'Tie#No#No#No#Big',
    ],
    [
      'Banker 3 draws on a third card 9',
      '2SS,AHH,3SS,2HH,9CC,5DD',
      '2SS,AHH,3SS,2HH,9CC,5DD',
      '2',
      [2, 7],
      'Banker#No#No#No#Big',
    ],
    [
      'Banker 6 draws on a third card 6',
      'ACC,3HH,4CC,3DD,6SS,2SS',
      'ACC,3HH,4CC,3DD,6SS,2SS',
      '2',
      [2, 5, 7, 9],
      'Banker#Banker Pair#No#Yes#Big',
    ],
    [
      'Banker 6 stands on a third card 5',
      'ACC,3HH,4CC,3DD,5SS',
      'ACC,3HH,4CC,3DD,5SS,1',
      '2',
      [2, 5, 7, 9],
      'Banker#Banker Pair#No#Yes#Big',
    ],
    [
      'Banker 4 stands on a third card A',
      'ACC,AHH,3CC,3DD,ASS',
      'ACC,AHH,3CC,3DD,ASS,1',
      '1',
      [1, 7],
      'Player#No#No#No#Big',
    ],
    [
      'Banker 5 draws on a third card 4',
      '2CC,2HH,3CC,3DD,4HH,KDD',
      '2CC,2HH,3CC,3DD,4HH,KDD',
      '1',
      [1, 7],
      'Player#No#No#No#Big',
    ],
    [
      'identical cards are a Perfect Pair',
      '7SS,2HH,7SS,5HH,10CC',
      '7SS,2HH,7SS,5HH,10CC,1',
      '2',
      [2, 4, 6, 7, 9],
      'Banker#Player Pair#Yes#Yes#Big',
    ],
    [
      'both pairs on a natural',
      '9SS,KCC,9HH,KDD',
      '9SS,KCC,9HH,KDD,1,1',
      '1',
      [1, 4, 5, 8, 9],
      'Player#Player Pair | Banker Pair#No#Yes#Small',
    ],
  ];

  it.each(rounds)('%s', (_why, order, resultCards, win, sids, rdesc) => {
    const deal = dealOf(order);
    expect(deal.cards).toEqual(cards(order));
    expect(deal.result).toEqual({
      win,
      winnat: WINNERS[win],
      sids,
      rdesc,
      cards: resultCards.split(','),
    });
    expect(baccaratResultOf(deal.cards)).toEqual(deal.result);
    for (const m of baccarat.markets) {
      const tiePush = win === '3' && (m.sid === 1 || m.sid === 2);
      const kind = sids.includes(m.sid) ? 'win' : tiePush ? 'push' : 'loss';
      expect(baccarat.settle(m.sid, deal), `sid ${m.sid}`).toEqual({ kind });
    }
  });

  it('a shoe in deck order (every draw index 0) deals A, 2, 3, 4 and one Player card', () => {
    // P A+3 = 4 draws the 5 (t = 5); Banker 2+4 = 6 stands on 5; Player 9 wins.
    const deal = baccarat.deal(scriptedRng([0, 0, 0, 0, 0])); // a sixth draw would throw
    expect(deal.cards.map(cardCode)).toEqual(['ASS', '2SS', '3SS', '4SS', '5SS']);
    expect(deal.result.win).toBe('1');
    expect(deal.result.cards).toEqual(['ASS', '2SS', '3SS', '4SS', '5SS', '1']);
  });

  it('rejects card lists that are not exactly one round', () => {
    expect(() => baccaratResultOf(cards('5SS,2HH,3SS'))).toThrow(RangeError);
    expect(() => baccaratResultOf(cards('5SS,2HH,3SS,3HH,4HH'))).toThrow(RangeError);
    expect(() => baccaratResultOf(cards('2SS,AHH,3SS,2HH,9CC'))).toThrow(RangeError);
  });
});

describe('baccarat golden rounds, live cards and verification', () => {
  it('seed golden-baccarat, round 37.240308100000: 0-0, both draw, Banker 3-0', () => {
    const deal = baccarat.deal(fairRng('golden-baccarat', '37.240308100000'));
    expect(deal.cards).toEqual(cards('9DD,9HH,AHH,ACC,KSS,3DD'));
    expect(deal.result).toEqual({
      win: '2',
      winnat: 'Banker',
      sids: [2, 7],
      rdesc: 'Banker#No#No#No#Big',
      cards: ['9DD', '9HH', 'AHH', 'ACC', 'KSS', '3DD'],
    });
  });

  it('fairRng(seed, round) re-derives the identical deal', () => {
    const once = baccarat.deal(fairRng('verify-seed', '37.240308133751'));
    expect(baccarat.deal(fairRng('verify-seed', '37.240308133751'))).toEqual(once);
    expect(baccarat.deal(fairRng('verify-seed', '37.240308133752'))).not.toEqual(once);
  });

  it('puts a Banker third card in C6 when Player stood, and shows nothing beyond revealed', () => {
    const deal = dealOf('10SS,2CC,6SS,3CC,4DD');
    expect(baccarat.liveCards(deal, 0)).toEqual({ C1: '1', C2: '1', C3: '1', C4: '1', C5: '1', C6: '1' });
    expect(baccarat.liveCards(deal, 4)).toEqual({
      C1: '10SS',
      C2: '2CC',
      C3: '6SS',
      C4: '3CC',
      C5: '1',
      C6: '1',
    });
    expect(baccarat.liveCards(deal, 5)).toEqual({
      C1: '10SS',
      C2: '2CC',
      C3: '6SS',
      C4: '3CC',
      C5: '1',
      C6: '4DD',
    });
    expect(() => baccarat.liveCards(deal, -1)).toThrow(RangeError);
    const rng = simulationRng(37);
    for (let round = 0; round < 200; round++) {
      const d = baccarat.deal(rng);
      // Dealing index -> result slot: 0..3 as dealt; the fifth is Player's third card if there is one.
      const slotOf = (i: number) => (i < 4 ? i : i === 4 && d.result.cards[4] !== '1' ? 4 : 5);
      const seen = [];
      const expected = [];
      for (let revealed = 0; revealed <= 7; revealed++) {
        seen.push(Object.values(baccarat.liveCards(d, revealed)));
        const fields = new Array<string>(6).fill('1');
        d.cards.slice(0, revealed).forEach((card, i) => (fields[slotOf(i)] = cardCode(card)));
        expected.push(fields);
      }
      expect(seen).toEqual(expected);
    }
  });
});

/** Exact counts by card values drawn without replacement from 8 decks: main outcomes over 416P6 sequences. */
function exactCounts() {
  const counts = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
  const c = { player: 0, banker: 0, tie: 0, natural: 0, four: 0, five: 0, six: 0 };
  const draw = (visit: (v: number, ways: number) => void) => {
    for (let v = 0; v < 10; v++) {
      const n = counts[v]!;
      if (!n) continue;
      counts[v]!--;
      visit(v, n);
      counts[v]!++;
    }
  };
  // A round of n cards stands for every continuation to 6 cards: (416 - n)! / 410! of them.
  const end = (p: number, b: number, ways: number, n: number) => {
    const w = ways * (n === 4 ? 412 * 411 : n === 5 ? 411 : 1);
    if (p > b) c.player += w;
    else if (b > p) c.banker += w;
    else c.tie += w;
    c[n === 4 ? 'four' : n === 5 ? 'five' : 'six'] += w;
    return w;
  };
  draw((p1, w1) =>
    draw((b1, w2) =>
      draw((p2, w3) =>
        draw((b2, w4) => {
          const ways = w1 * w2 * w3 * w4;
          const p = (p1 + p2) % 10;
          const b = (b1 + b2) % 10;
          if (p >= 8 || b >= 8) return void (c.natural += end(p, b, ways, 4));
          if (p >= 6) {
            if (b <= 5) draw((u, w6) => end(p, (b + u) % 10, ways * w6, 5));
            else end(p, b, ways, 4);
            return;
          }
          draw((t, w5) => {
            if (bankerDraws(b, t)) draw((u, w6) => end((p + t) % 10, (b + u) % 10, ways * w5 * w6, 6));
            else end((p + t) % 10, b, ways * w5, 5);
          });
        }),
      ),
    ),
  );
  return c;
}
const SEQUENCES_6 = 416 * 415 * 414 * 413 * 412 * 411;

describe('baccarat exact probabilities and Monte Carlo (docs/rules/casino.md §10, Decision 9)', () => {
  const exact = exactCounts();

  it('the weighted enumeration gives the §10 table', () => {
    expect(exact.player + exact.banker + exact.tie).toBe(SEQUENCES_6);
    const p = (n: number) => (n / SEQUENCES_6).toFixed(6);
    expect([
      p(exact.player),
      p(exact.banker),
      p(exact.tie),
      p(exact.four),
      p(exact.five),
      p(exact.six),
    ]).toEqual(['0.446247', '0.458597', '0.095156', '0.378868', '0.303444', '0.317687']);
    const tie = exact.tie / SEQUENCES_6;
    expect(baccarat.expectedRtp(1)).toBeCloseTo((exact.player / SEQUENCES_6) * 2 + tie, 15);
    expect(baccarat.expectedRtp(2)).toBeCloseTo((exact.banker / SEQUENCES_6) * 1.95 + tie, 15);
    expect(baccarat.expectedRtp(3)).toBeCloseTo(tie * 9, 15);
    expect(baccarat.expectedRtp(8)).toBeCloseTo((exact.four / SEQUENCES_6) * 2.5, 15);
    expect(baccarat.expectedRtp(7)).toBeCloseTo(((exact.five + exact.six) / SEQUENCES_6) * 1.54, 15);
    // Pairs from the rank/suit composition: 31/415 same rank, 7/415 the identical card.
    expect(baccarat.expectedRtp(4)).toBeCloseTo((31 / 415) * 12, 15);
    const bothPairs = (31 / 415) * ((1 / 414 / 413) * (12 * 32 * 31 + 30 * 29)); // other 12 ranks, or the same rank
    expect(baccarat.expectedRtp(9)).toBeCloseTo((2 * (31 / 415) - bothPairs) * 6, 15);
    const bothPerfect = (7 / 415) * ((1 / 414 / 413) * (51 * 8 * 7 + 6 * 5));
    expect(baccarat.expectedRtp(6)).toBeCloseTo((2 * (7 / 415) - bothPerfect) * 26, 15);
  });

  it(
    'every market within 4 SE; naturals and 4/5/6-card rounds as often as exact',
    { timeout: MC_TIMEOUT_MS },
    () => {
      const seen = { natural: 0, four: 0, five: 0, six: 0 };
      expectMarketsWithin4Se(baccarat, 3701, (deal) => {
        const [p1, b1, p2, b2] = deal.cards.map((card) => (rankOf(card) >= 10 ? 0 : rankOf(card)));
        const natural = (p1! + p2!) % 10 >= 8 || (b1! + b2!) % 10 >= 8;
        if (natural) seen.natural++;
        seen[deal.cards.length === 4 ? 'four' : deal.cards.length === 5 ? 'five' : 'six']++;
      });
      for (const key of ['natural', 'four', 'five', 'six'] as const)
        expectFrequency(key, seen[key], MC_ROUNDS, exact[key] / SEQUENCES_6);
    },
  );
});
