import type { CasinoT1 } from '@backlay/contracts';

/**
 * Card codes for display (docs/rules/casino.md §0.3): the rank (A, 2..10, J, Q, K) followed by the suit
 * letter written twice (SS spade, HH heart, CC club, DD diamond), e.g. "10DD". "1" (and "0" on
 * the 32 Cards tables) is a card not dealt or still face down.
 */

export type SuitCode = 'SS' | 'HH' | 'CC' | 'DD';

/** A face-up card: rank text as printed and its suit. */
export interface CardFace {
  rank: string;
  suit: SuitCode;
}

const CODE = /^(A|[2-9]|10|J|Q|K)(SS|HH|CC|DD)$/;

/** The face of a card code, or undefined for a face-down / not dealt card ("1", "0", ""). */
export function cardFace(code: string | undefined): CardFace | undefined {
  const match = CODE.exec(
    String(code ?? '')
      .trim()
      .toUpperCase(),
  );
  return match ? { rank: match[1]!, suit: match[2] as SuitCode } : undefined;
}

/** Suit symbols, names and colours (hearts and diamonds are red: docs/rules/casino.md §0.3). */
export const SUITS: Readonly<Record<SuitCode, { symbol: string; name: string; red: boolean }>> = {
  SS: { symbol: '♠', name: 'Spades', red: false },
  HH: { symbol: '♥', name: 'Hearts', red: true },
  CC: { symbol: '♣', name: 'Clubs', red: false },
  DD: { symbol: '♦', name: 'Diamonds', red: true },
};

const RANK_NAMES: Record<string, string> = { A: 'Ace', J: 'Jack', Q: 'Queen', K: 'King' };

/** Spoken name of a card: "Ten of Diamonds" style ("10 of Diamonds"), or "Face-down card". */
export function cardName(code: string | undefined): string {
  const face = cardFace(code);
  return face ? `${RANK_NAMES[face.rank] ?? face.rank} of ${SUITS[face.suit].name}` : 'Face-down card';
}

/**
 * The card list of a live round (t1): `desc` (32 Cards, docs/rules/casino.md §7: a comma list dealt
 * round robin) when it holds any card, else C1, C2, ... in number order.
 */
export function liveCards(t1: CasinoT1 | undefined): string[] {
  if (!t1) return [];
  const fields = t1 as unknown as Record<string, unknown>;
  const desc = typeof fields.desc === 'string' ? fields.desc.split(',').map((c) => c.trim()) : [];
  if (desc.some((c) => cardFace(c))) return desc;
  return Object.keys(fields)
    .filter((key) => /^C\d+$/.test(key))
    .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)))
    .map((key) => String(fields[key] ?? '1'));
}

/** A result's comma list of cards as a list ("" -> []). */
export const splitCards = (cards: string | readonly string[] | undefined): string[] =>
  Array.isArray(cards)
    ? [...cards]
    : String(cards ?? '')
        .split(',')
        .map((c) => c.trim())
        .filter((c) => c !== '');

/**
 * The rank a rank runner stands for, from its name ("Card 1" and "card A" -> "A", "Dragon Card
 * 10" -> "10", "Card J" -> "J"), or undefined when the name names no rank.
 */
export function runnerRank(name: string): string | undefined {
  const last = /(?:^|\s)(10|[1-9]|[AJQK])$/i.exec(name.trim())?.[1]?.toUpperCase();
  if (!last) return undefined;
  return last === '1' ? 'A' : last;
}
