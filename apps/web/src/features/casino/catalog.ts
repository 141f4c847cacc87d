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

/** The table a game screen opens for a game name, and how it behaves. */
export interface TableMode {
  /** The table shown (its live data, panels and results). */
  casinoType: CasinoType;
  /** Choose a chip first; a runner tap then places the bet at once (docs/rules/specification.md §4 Casino bet slip). */
  chipFirst: boolean;
}

/**
 * The seven tables of /casino/{eventId}/{legueId}/{matchId}, by game name (docs/rules/specification.md
 * §2 Casino tables), each mapped to the table the site has (issue 19 item 6; docs/decisions.md
 * "Sports depth and spec gaps"): 20 20 TEENPATTI = teen20, DRAGON TIGER = dt6 (1 Day Dragon Tiger),
 * 3 CARD TEENPATTI = Teen (Teenpatti One Day), FAST DRAGON TIGER = dt202 (20-20 Dragon Tiger 2),
 * LUCKY 7-A = lucky7, LUCKY 7-B = lucky7eu, 20 20 DRAGON TIGER = dt20. 3 CARD TEENPATTI and FAST
 * DRAGON TIGER are the chip-first tables (docs/rules/specification.md §4).
 */
export const GAME_SCREEN_TABLES: readonly (TableMode & { name: string })[] = [
  { name: '20 20 TEENPATTI', casinoType: 'teen20', chipFirst: false },
  { name: 'DRAGON TIGER', casinoType: 'dt6', chipFirst: false },
  { name: '3 CARD TEENPATTI', casinoType: 'Teen', chipFirst: true },
  { name: 'FAST DRAGON TIGER', casinoType: 'dt202', chipFirst: true },
  { name: 'LUCKY 7-A', casinoType: 'lucky7', chipFirst: false },
  { name: 'LUCKY 7-B', casinoType: 'lucky7eu', chipFirst: false },
  { name: '20 20 DRAGON TIGER', casinoType: 'dt20', chipFirst: false },
];

const modeOf = ({ casinoType, chipFirst }: TableMode): TableMode => ({ casinoType, chipFirst });

/**
 * /casino/{...}: a game opens one of the seven tables when its name is one of the seven names or
 * the display name of the table a name maps to (the server names its games by display name, so
 * '1 Day Dragon Tiger' opens as DRAGON TIGER).
 */
const SEVEN_BY_NAME: ReadonlyMap<string, TableMode> = new Map([
  ...GAME_SCREEN_TABLES.map((t): [string, TableMode] => [
    normaliseName(TABLE_NAMES[t.casinoType]),
    modeOf(t),
  ]),
  ...GAME_SCREEN_TABLES.map((t): [string, TableMode] => [normaliseName(t.name), modeOf(t)]),
]);

/** /new-casino/{...}: every playable table by display name, and the seven names as above. */
const NAMED_TABLES: ReadonlyMap<string, TableMode> = new Map([
  ...(Object.entries(TABLE_NAMES) as [CasinoType, string][]).map(
    ([casinoType, name]): [string, TableMode] => [normaliseName(name), { casinoType, chipFirst: false }],
  ),
  ...GAME_SCREEN_TABLES.map((t): [string, TableMode] => [normaliseName(t.name), modeOf(t)]),
]);

/**
 * The table for a game name on /casino/{...} (`which` 'seven': the seven names of spec §2 and the
 * display names of their tables) or /new-casino/{...} (`which` 'any': every playable table's
 * display name and the seven names), or undefined when the name has no table (blank background /
 * launched-soon text). Names compare loosely (normaliseName).
 */
export function tableForGameName(name: string, which: 'seven' | 'any'): TableMode | undefined {
  return (which === 'seven' ? SEVEN_BY_NAME : NAMED_TABLES).get(normaliseName(name));
}

/** The two hard-coded tables of /test (docs/rules/specification.md §2), each opening its live table view. */
export const TEST_TABLES: readonly { casinoType: CasinoType; name: string }[] = [
  { casinoType: 'teen20', name: TABLE_NAMES.teen20 },
  { casinoType: 'lucky7eu', name: TABLE_NAMES.lucky7eu },
];
