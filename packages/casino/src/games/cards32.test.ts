import { describe, expect, it } from 'vitest';
import { cardCode, composition, parseCard, type Card, type Rng } from '../cards';
import { fairRng, simulationRng } from '../rng';
import type { Deal } from '../types';
import { card32, card32eu, cards32LiveCards, cards32ResultOf, forEachLevelOneDraw } from './cards32';
import { expectFrequency, expectMarketsWithin4Se, forcingRng, MC_ROUNDS } from './gameChecks';

/** The Monte Carlo tests' time limit grows with CASINO_MC_ROUNDS (a shared machine can be slow). */
const MC_TIMEOUT_MS = 60_000 * Math.max(1, MC_ROUNDS / 200_000);

/** The 32-card deck (docs/rules/casino.md §7), for forcing cards. */
const DECK = composition(1, [6, 7, 8, 9, 10, 11, 12, 13]);
const cards = (codes: string): Card[] => codes.split(',').map(parseCard);
/** An Rng that makes the deck deal `codes` (comma-separated, dealing order) first. */
const forced = (codes: string): Rng => forcingRng(DECK, codes.split(','));
const handBuilt = (codes: string): Deal => ({
  cards: cards(codes),
  result: cards32ResultOf(cards(codes), 'card32eu'),
});
const hidden = (n: number) => new Array<string>(n).fill('1');

describe('32 Cards markets (docs/rules/casino.md §7, Decision 4)', () => {
  it('card32 has the four players at the sample back/lay prices', () => {
    expect(card32.markets.map((m) => [m.sid, m.name, m.kind, m.backH, m.layH, m.min, m.max])).toEqual([
      [1, 'Player 8', 'backlay', 1220, 1370, 100, 100_000],
      [2, 'Player 9', 'backlay', 595, 645, 100, 100_000],
      [3, 'Player 10', 'backlay', 320, 345, 100, 100_000],
      [4, 'Player 11', 'backlay', 208, 218, 100, 100_000],
    ]);
    expect([
      card32.type,
      card32.name,
      card32.tableNo,
      card32eu.type,
      card32eu.name,
      card32eu.tableNo,
    ]).toEqual(['card32', '32 Cards A', 18, 'card32eu', '32 Cards B', 29]);
  });

  it('card32eu adds odd/even, colours, totals and Single 1..9, 0 at 9.5', () => {
    const row = (sid: number) => {
      const m = card32eu.markets.find((x) => x.sid === sid)!;
      return [m.name, m.kind, m.backH, m.layH, m.min, m.max];
    };
    expect(card32eu.markets.map((m) => m.sid)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    expect(row(1)).toEqual(['Player 8', 'backlay', 1220, 1370, 100, 100_000]);
    expect(row(5)).toEqual(['Player 8 Odd', 'rate', 197, undefined, 100, 25_000]);
    expect(row(12)).toEqual(['Player 11 Even', 'rate', 197, undefined, 100, 25_000]);
    expect(row(13)).toEqual(['Any Three Card Black', 'backlay', 325, 345, 100, 25_000]);
    expect(row(14)).toEqual(['Any Three Card Red', 'backlay', 325, 345, 100, 25_000]);
    expect(row(15)).toEqual(['Single 1', 'rate', 950, undefined, 100, 25_000]);
    expect(row(23)).toEqual(['Single 9', 'rate', 950, undefined, 100, 25_000]);
    expect(row(24)).toEqual(['Single 0', 'rate', 950, undefined, 100, 25_000]);
    expect(row(25)).toEqual(['8 & 9 Total', 'rate', 197, undefined, 100, 25_000]);
    expect(row(26)).toEqual(['10 & 11 Total', 'rate', 197, undefined, 100, 25_000]);
    expect(row(27)).toEqual(['Two Black Two Red', 'backlay', 244, 254, 100, 25_000]);
  });

  it('has the RTPs of §7 at the sample prices, every one below 1', () => {
    const rtp = [1, 2, 3, 4].map((sid) => card32.expectedRtp(sid));
    expect(rtp[0]).toBeCloseTo((845 / 10788) * 12.2, 12);
    expect(rtp.map((r) => r.toFixed(4))).toEqual(['0.9556', '0.9745', '0.9377', '0.9669']);
    for (const sid of [1, 2, 3, 4]) expect(card32eu.expectedRtp(sid)).toBe(card32.expectedRtp(sid));
    expect(card32eu.expectedRtp(13).toFixed(3)).toBe('0.974');
    expect(card32eu.expectedRtp(27).toFixed(3)).toBe('0.977');
    expect(card32eu.expectedRtp(25).toFixed(4)).toBe('0.9862');
    for (const game of [card32, card32eu])
      for (const m of game.markets) expect(game.expectedRtp(m.sid)).toBeLessThan(1);
  });

  it('throws for an unknown sid', () => {
    const deal = handBuilt('6SS,7HH,8CC,KDD');
    for (const sid of [0, 28, -1]) {
      expect(() => card32eu.settle(sid, deal)).toThrow(RangeError);
      expect(() => card32eu.expectedRtp(sid)).toThrow(RangeError);
    }
    for (const sid of [0, 5, 27]) {
      expect(() => card32.settle(sid, deal)).toThrow(RangeError);
      expect(() => card32.expectedRtp(sid)).toThrow(RangeError);
    }
  });
});

describe('32 Cards rounds built by hand', () => {
  it('one level: the single leader wins', () => {
    // P8 6 -> 14, P9 7 -> 16, P10 8 -> 18, P11 K -> 24.
    const deal = card32eu.deal(forced('6SS,7HH,8CC,KDD'));
    expect(deal.cards).toEqual(cards('6SS,7HH,8CC,KDD'));
    expect(deal.result).toEqual({
      win: '4',
      winnat: 'Player 11',
      // All totals even (6, 8, 10, 12); 2 black + 2 red; 13 vs 21; 6+7+8+13 = 34.
      sids: [4, 6, 8, 10, 12, 18, 26, 27],
      rdesc: 'Player 11#8 : Even | 9 : Even ~ 10 : Even | 11 : Even#2-2#10-11#4',
      cards: ['6SS', '7HH', '8CC', 'KDD', ...hidden(32)],
    });
    expect(card32.deal(forced('6SS,7HH,8CC,KDD')).result).toEqual({
      win: '4',
      winnat: 'Player 11',
      sids: [4],
      rdesc: 'Player 11',
      cards: deal.result.cards,
    });
  });

  it('a re-deal: only the two tied leaders get another card', () => {
    // P8 K -> 21, P9 Q -> 21 tie on top (P10 16, P11 18); then P8 9 -> 30, P9 10 -> 31.
    const deal = card32eu.deal(forced('KSS,QSS,6HH,7HH,9CC,10CC'));
    expect(deal.result).toEqual({
      win: '2',
      winnat: 'Player 9',
      sids: [2, 6, 7, 10, 12, 22, 25, 27],
      rdesc: 'Player 9#8 : Even | 9 : Odd ~ 10 : Even | 11 : Even#2-2#8-9#8',
      cards: ['KSS', 'QSS', '6HH', '7HH', '9CC', '10CC', ...hidden(30)],
    });
  });

  it('a double re-deal: four tied, then two tied, then one leads', () => {
    // Level 1 all 21. Level 2: P8 27, P9 34, P10 34, P11 28. Level 3: P9 42, P10 43.
    const order = 'KSS,QSS,JSS,10SS,6HH,KHH,KCC,7HH,8DD,9DD';
    const deal = card32eu.deal(forced(order));
    expect(deal.cards).toEqual(cards(order));
    expect(deal.result).toEqual({
      win: '3',
      winnat: 'Player 10',
      // Odd 27, even 42, odd 43, even 28; four black; 25 vs 21; 46.
      sids: [3, 5, 8, 9, 12, 13, 20, 25],
      rdesc: 'Player 10#8 : Odd | 9 : Even ~ 10 : Odd | 11 : Even#Black#8-9#6',
      cards: ['KSS', 'QSS', 'JSS', '10SS', '6HH', 'KHH', 'KCC', '7HH', '1', '8DD', '9DD', '1', ...hidden(24)],
    });
    expect(card32eu.settle(3, deal)).toEqual({ kind: 'win' });
    expect(card32eu.settle(2, deal)).toEqual({ kind: 'loss' });
    expect(card32eu.settle(5, deal)).toEqual({ kind: 'win' });
    expect(card32eu.settle(6, deal)).toEqual({ kind: 'loss' });
    expect(card32eu.settle(25, deal)).toEqual({ kind: 'win' });
    expect(card32eu.settle(26, deal)).toEqual({ kind: 'loss' });
    expect(card32eu.settle(20, deal)).toEqual({ kind: 'win' });
    expect(card32eu.settle(24, deal)).toEqual({ kind: 'loss' });
  });

  it('equal level-1 points push both totals bets; three of a colour wins its bet', () => {
    // Q 7 | 10 9: 19 vs 19. Three red. Sum 38.
    const deal = handBuilt('QSS,7DD,10HH,9HH,8SS,JHH,JCC,QHH,9DD');
    expect(deal.result.rdesc).toBe('Player 10#8 : Even | 9 : Even ~ 10 : Odd | 11 : Even#Red#Equal#8');
    expect(card32eu.settle(25, deal)).toEqual({ kind: 'push' });
    expect(card32eu.settle(26, deal)).toEqual({ kind: 'push' });
    expect(card32eu.settle(14, deal)).toEqual({ kind: 'win' });
    expect(card32eu.settle(13, deal)).toEqual({ kind: 'loss' });
    expect(card32eu.settle(27, deal)).toEqual({ kind: 'loss' });
  });

  it('a deck that runs out with leaders still tied is settled by lot from the round stream', () => {
    // P8 Q 20, P9 K 22, P10 K 23, P11 Q 23; then P10 and P11 get equal cards until the deck is empty.
    const pairs = ['6', '7', '8', '9', '10', 'J'].flatMap((r) => [`${r}SS,${r}HH`, `${r}CC,${r}DD`]);
    const order = ['QSS,KSS,KHH,QHH', ...pairs, 'QCC,QDD', 'KCC,KDD'].join(',');
    const script = forced(order);
    let draws = 0;
    const lots: number[] = [];
    const rng: Rng = {
      int: (n) => (draws++ < 32 ? script.int(n) : (lots.push(n), 1)),
    };
    const deal = card32eu.deal(rng);
    expect(deal.cards).toHaveLength(32);
    expect(lots).toEqual([2]);
    expect(deal.result.win).toBe('4');
    expect(deal.result.cards).toHaveLength(60);
    expect(deal.result.cards.slice(56)).toEqual(['1', '1', 'KCC', 'KDD']);
    expect(deal.result).toEqual(cards32ResultOf(deal.cards, 'card32eu', 1));
    expect(cards32ResultOf(deal.cards, 'card32eu', 0).win).toBe('3');
    expect(() => cards32ResultOf(deal.cards, 'card32eu')).toThrow(RangeError);
    expect(() => cards32ResultOf(deal.cards, 'card32eu', 2)).toThrow(RangeError);
  });

  it('rejects card lists that are not one whole round', () => {
    expect(() => cards32ResultOf(cards('6SS,7HH,8CC'), 'card32')).toThrow(RangeError);
    expect(() => cards32ResultOf(cards('6SS,7HH,8CC,KDD,9SS'), 'card32')).toThrow(RangeError);
    expect(() => cards32ResultOf(cards('6SS,6SS,8CC,KDD'), 'card32')).toThrow(RangeError);
    expect(() => cards32ResultOf(cards('ASS,7HH,8CC,KDD'), 'card32')).toThrow(RangeError);
  });
});

describe('32 Cards golden rounds from fixed seeds', () => {
  it('seed golden-card32eu, round 29.240308100017: three tied, then two, then Player 10', () => {
    const deal = card32eu.deal(fairRng('golden-card32eu', '29.240308100017'));
    expect(deal.cards).toEqual(cards('QSS,7DD,10HH,9HH,8SS,JHH,JCC,QHH,9DD'));
    expect(deal.result).toEqual({
      win: '3',
      winnat: 'Player 10',
      sids: [3, 6, 8, 9, 12, 14, 22],
      rdesc: 'Player 10#8 : Even | 9 : Even ~ 10 : Odd | 11 : Even#Red#Equal#8',
      cards: ['QSS', '7DD', '10HH', '9HH', '8SS', '1', 'JHH', 'JCC', '1', '1', 'QHH', '9DD', ...hidden(24)],
    });
  });

  it('seed golden-card32eu, round 29.240308100004: Player 10 and 11 tied, one re-deal', () => {
    const deal = card32eu.deal(fairRng('golden-card32eu', '29.240308100004'));
    expect(deal.result).toEqual({
      win: '3',
      winnat: 'Player 10',
      sids: [3, 6, 8, 10, 11, 22, 26, 27],
      rdesc: 'Player 10#8 : Even | 9 : Even ~ 10 : Even | 11 : Odd#2-2#10-11#8',
      cards: ['6SS', 'JCC', 'JDD', '10HH', '1', '1', 'KDD', 'QSS', ...hidden(28)],
    });
  });

  it('fairRng(seed, round) re-derives the identical deal', () => {
    for (const game of [card32, card32eu]) {
      const once = game.deal(fairRng('verify-seed', '29.240308133751'));
      expect(game.deal(fairRng('verify-seed', '29.240308133751'))).toEqual(once);
      expect(game.deal(fairRng('verify-seed', '29.240308133752'))).not.toEqual(once);
    }
  });
});

describe('32 Cards live cards (docs/rules/casino.md §0.1, §7)', () => {
  it('shows "0" totals and 36 hidden slots before the deal, then totals and cards as they turn', () => {
    const deal = handBuilt('KSS,QSS,JSS,10SS,6HH,KHH,KCC,7HH,8DD,9DD');
    expect(card32eu.liveCards(deal, 0)).toEqual({
      C1: '0',
      C2: '0',
      C3: '0',
      C4: '0',
      desc: hidden(36).join(','),
    });
    expect(card32eu.liveCards(deal, 1)).toMatchObject({ C1: '21', C2: '0', C3: '0', C4: '0' });
    expect(card32eu.liveCards(deal, 6)).toEqual({
      C1: '27',
      C2: '34',
      C3: '21',
      C4: '21',
      desc: ['KSS', 'QSS', 'JSS', '10SS', '6HH', 'KHH', ...hidden(30)].join(','),
    });
    expect(card32.liveCards(deal, 99)).toEqual({
      C1: '27',
      C2: '42',
      C3: '43',
      C4: '28',
      desc: deal.result.cards.join(','),
    });
    expect(() => card32eu.liveCards(deal, -1)).toThrow(RangeError);
    expect(() => card32eu.liveCards(deal, 1.5)).toThrow(RangeError);
  });

  it('never shows more than the revealed cards, each in its result slot', () => {
    const rng = simulationRng(7);
    for (let round = 0; round < 300; round++) {
      const deal = card32eu.deal(rng);
      const seen: string[][] = [];
      const expected: string[][] = [];
      for (let revealed = 0; revealed <= deal.cards.length + 1; revealed++) {
        seen.push(cards32LiveCards(deal, revealed).desc!.split(','));
        // Exactly the first `revealed` dealt cards, each in its result slot; the rest hidden.
        const up = new Set(deal.cards.slice(0, revealed).map(cardCode));
        expected.push(deal.result.cards.map((code) => (up.has(code) ? code : '1')));
      }
      expect(seen).toEqual(expected);
    }
  });
});

/** P(level 1 ends with k players tied on top), k = 2..4, by enumerating the 32·31·30·29 deals. */
function levelOneTies(): number[] {
  const ties = [0, 0, 0, 0, 0];
  forEachLevelOneDraw((a, b, c, d, ways) => {
    const totals = [8 + a, 9 + b, 10 + c, 11 + d];
    const top = Math.max(...totals);
    ties[totals.filter((t) => t === top).length]! += ways / (32 * 31 * 30 * 29);
  });
  return ties;
}

describe('32 Cards Monte Carlo (docs/rules/casino.md Decision 9)', () => {
  it('card32eu: every market within 4 SE; level-1 ties as often as exact', { timeout: MC_TIMEOUT_MS }, () => {
    const ties = [0, 0, 0, 0, 0];
    expectMarketsWithin4Se(card32eu, 3201, (deal) => {
      ties[deal.result.cards.slice(4, 8).filter((code) => code !== '1').length]!++;
    });
    const exact = levelOneTies();
    expect(exact[2]! + exact[3]! + exact[4]!).toBeCloseTo(0.178013, 6);
    for (const k of [2, 3, 4]) expectFrequency(`${k} tied at level 1`, ties[k]!, MC_ROUNDS, exact[k]!);
  });

  it('card32: the four players within 4 SE', { timeout: MC_TIMEOUT_MS }, () => {
    expectMarketsWithin4Se(card32, 3202);
  });
});
