/**
 * What the site knows about each casino table type (docs/rules/specification.md §2 Casino tables, §3 Casino types;
 * docs/rules/casino.md per game): display names, which types are playable, the tables of the
 * /casino/{eventId}/{legueId}/{matchId} screen by game name, and per-table behaviour.
 */
import {
  CASINO_BETTING_SECONDS,
  CASINO_TABLE_NAMES,
  CASINO_TYPES,
  EZUGI_CASINO_TYPE,
  selfSuspendBelowSeconds,
  type CasinoType,
} from '@backlay/contracts/constants';

const PLAYABLE = new Set<string>(CASINO_TYPES);

/** True for a type the site has a table for; anything else is coming soon (docs/rules/specification.md §3). */
export const isPlayable = (casinoType: string): casinoType is CasinoType => PLAYABLE.has(casinoType);

/** Display names of the playable tables (docs/rules/casino.md Index of tables; the games' names). */
export const TABLE_NAMES: Readonly<Record<CasinoType, string>> = CASINO_TABLE_NAMES;

/** The entry always appended to the lobby as coming soon (docs/rules/specification.md §3 Casino types). */
export const EZUGI_TYPE = EZUGI_CASINO_TYPE;

/** Seconds on the countdown when a round opens (docs/rules/specification.md §3 Casino live data, §9: round length 25 s). */
export const ROUND_START_SECONDS = CASINO_BETTING_SECONDS;

/** Seconds below which the table takes no bets on its own, or 0 (docs/rules/specification.md §4: teen20 below 6). */
export const selfSuspendBelow = (casinoType: string): number =>
  isPlayable(casinoType) ? (selfSuspendBelowSeconds(casinoType) ?? 0) : 0;

/**
 * A name compared loosely: upper case, '-' read as a space, spaces collapsed
 * ("20-20 Teenpatti" and "20 20 TEENPATTI" are the same name).
 */
export const normaliseName = (name: string): string =>
  name.toUpperCase().replace(/-/g, ' ').replace(/\s+/g, ' ').trim();

/** How a table of the game screen behaves: chip-first tables place a bet on a runner tap. */
export interface TableMode {
  /** Choose a chip first; a runner tap then places the bet at once (docs/rules/specification.md §4 Casino bet slip). */
  chipFirst: boolean;
}

/**
 * The seven tables of /casino/{eventId}/{legueId}/{matchId}, by game name (docs/rules/specification.md §2 Casino tables).
 * 3 CARD TEENPATTI and FAST DRAGON TIGER are the chip-first tables (docs/rules/specification.md §4).
 */
const GAME_SCREEN_TABLES: ReadonlyMap<string, TableMode> = new Map(
  [
    ['20 20 TEENPATTI', false],
    ['DRAGON TIGER', false],
    ['3 CARD TEENPATTI', true],
    ['FAST DRAGON TIGER', true],
    ['LUCKY 7-A', false],
    ['LUCKY 7-B', false],
    ['20 20 DRAGON TIGER', false],
  ].map(([name, chipFirst]) => [normaliseName(name as string), { chipFirst: chipFirst as boolean }]),
);

const NAMED_TABLES: ReadonlyMap<string, TableMode> = new Map([
  ...Object.values(TABLE_NAMES).map((name): [string, TableMode] => [
    normaliseName(name),
    { chipFirst: false },
  ]),
  ...GAME_SCREEN_TABLES,
]);

/**
 * The table mode for a game name on /casino/{...} (`which` 'seven': only the seven names of spec
 * §2) or /new-casino/{...} (`which` 'any': those plus every playable table's display name), or
 * undefined when the name has no table (blank background / launched-soon text).
 */
export function tableForGameName(name: string, which: 'seven' | 'any'): TableMode | undefined {
  return (which === 'seven' ? GAME_SCREEN_TABLES : NAMED_TABLES).get(normaliseName(name));
}

/** The two hard-coded tables of /test (docs/rules/specification.md §2), each opening its live table view. */
export const TEST_TABLES: readonly { casinoType: CasinoType; name: string }[] = [
  { casinoType: 'teen20', name: TABLE_NAMES.teen20 },
  { casinoType: 'lucky7eu', name: TABLE_NAMES.lucky7eu },
];
