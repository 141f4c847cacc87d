/**
 * Recent Result letters and colours (docs/rules/specification.md §2 Casino tables; docs/rules/casino.md result encodings per
 * game). docs/rules/specification.md §2: Teenpatti A or B, Dragon Tiger D or T, Lucky 7 L, H or T (1 L, 2 H, otherwise
 * T); dragon, Player A and low are blue; tiger and B are pink; a tie is yellow.
 */

/** Colour of a result chip. */
export type ResultTone = 'blue' | 'pink' | 'yellow' | 'green' | 'purple' | 'orange' | 'teal' | 'neutral';

/** A result as the strip shows it: the letter, its colour and what it means (read aloud). */
export interface ResultMark {
  letter: string;
  tone: ResultTone;
  meaning: string;
}

const mark = (letter: string, tone: ResultTone, meaning: string): ResultMark => ({ letter, tone, meaning });

const TIE = mark('T', 'yellow', 'Tie');
const PLAYER_A = mark('A', 'blue', 'Player A');
const PLAYER_B = mark('B', 'pink', 'Player B');

/** Teen Patti (Decision 2: 1 A, 2 B, 0 tie) and poker (1/11 A, 2/21 B, otherwise a tie: §8). */
const playersAB = (code: string): ResultMark =>
  code === '1' || code === '11' ? PLAYER_A : code === '2' || code === '21' ? PLAYER_B : TIE;

/** Dragon Tiger (§3, §4): 1 Dragon, 2 Tiger, a tie otherwise ("3" on dt20, "0" on dt6). */
const dragonTiger = (code: string): ResultMark =>
  code === '1'
    ? mark('D', 'blue', 'Dragon')
    : code === '2'
      ? mark('T', 'pink', 'Tiger')
      : mark('Tie', 'yellow', 'Tie');

/** Lucky 7 (§2): 1 L (low), 2 H (high), otherwise T (a 7). */
const lucky7 = (code: string): ResultMark =>
  code === '1' ? mark('L', 'blue', 'Low Card') : code === '2' ? mark('H', 'pink', 'High Card') : TIE;

/** Codes 1..n as letters with their own colours; anything else shown as sent. */
const lettered =
  (letters: readonly (readonly [string, ResultTone, string])[]) =>
  (code: string): ResultMark => {
    const entry = letters[Number(code) - 1];
    return /^\d+$/.test(code) && entry ? mark(...entry) : mark(code || '?', 'neutral', code || 'Unknown');
  };

const aaa = lettered([
  ['A', 'blue', 'Amar'],
  ['B', 'pink', 'Akbar'],
  ['C', 'green', 'Anthony'],
]);
const btable = lettered([
  ['A', 'blue', 'DON'],
  ['B', 'pink', 'Amar Akbar Anthony'],
  ['C', 'green', 'Sahib Bibi Aur Ghulam'],
  ['D', 'purple', 'Dharam Veer'],
  ['E', 'orange', 'Kis KisKo Pyaar Karoon'],
  ['F', 'teal', 'Ghulam'],
]);
const card32 = lettered([
  ['8', 'blue', 'Player 8'],
  ['9', 'pink', 'Player 9'],
  ['10', 'green', 'Player 10'],
  ['11', 'purple', 'Player 11'],
]);
const baccarat = lettered([
  ['P', 'blue', 'Player'],
  ['B', 'pink', 'Banker'],
  ['T', 'yellow', 'Tie'],
]);

const BY_TYPE: Record<string, (code: string) => ResultMark> = {
  teen20: playersAB,
  Teen: playersAB,
  poker20: playersAB,
  lucky7,
  lucky7eu: lucky7,
  dt20: dragonTiger,
  dt202: dragonTiger,
  dt6: dragonTiger,
  aaa,
  btable,
  card32,
  card32eu: card32,
  baccarat,
  // docs/rules/casino.md §11: last results show only "R".
  worli2: (code) => mark('R', 'green', `Single ${code}`),
};

/**
 * The strip's mark for a result code of a table type (`code` the `result`/`win` value as sent).
 * Unknown types show the code itself in a neutral colour.
 */
export function resultMark(casinoType: string, code: string): ResultMark {
  const trimmed = String(code ?? '').trim();
  const of = BY_TYPE[casinoType];
  return of ? of(trimmed) : mark(trimmed || '?', 'neutral', trimmed || 'Unknown');
}
