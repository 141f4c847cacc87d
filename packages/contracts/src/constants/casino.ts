/**
 * The casino's vocabulary shared by the games (packages/casino), the dealer and the web app:
 * table types and names, the casino's sport id, the betting window and the teen20 self-suspend.
 */

/**
 * The fourteen playable table types, in the specification's order (docs/rules/specification.md §3
 * Casino types); the lobby lists them first, and every other type is coming soon.
 */
export const CASINO_TYPES = [
  'teen20',
  'lucky7',
  'lucky7eu',
  'dt20',
  'aaa',
  'card32',
  'card32eu',
  'dt202',
  'poker20',
  'Teen',
  'dt6',
  'btable',
  'baccarat',
  'worli2',
] as const;
export type CasinoType = (typeof CASINO_TYPES)[number];

/**
 * Display name of each playable table (docs/rules/specification.md §3 Casino types; docs/rules/casino.md
 * Index of tables): the games' `name` and the web app's table titles.
 */
export const CASINO_TABLE_NAMES: Readonly<Record<CasinoType, string>> = Object.freeze({
  teen20: '20-20 Teenpatti',
  lucky7: 'Lucky 7-A',
  lucky7eu: 'Lucky 7-B',
  dt20: '20-20 Dragon Tiger',
  aaa: 'Amar Akbar Anthony',
  card32: '32 Cards A',
  card32eu: '32 Cards B',
  dt202: '20-20 Dragon Tiger 2',
  poker20: '20-20 Poker',
  Teen: 'Teenpatti One Day',
  dt6: '1 Day Dragon Tiger',
  btable: 'Bollywood Casino',
  baccarat: 'Baccarat',
  worli2: 'Instant Worli',
});

/** The entry always appended to the casino list as coming soon (docs/rules/specification.md §3 Casino types). */
export const EZUGI_CASINO_TYPE = 'ezugi';

/**
 * The casino's sport type id (bets' eventId / sport_id, the tables' eventId and legueId;
 * docs/rules/specification.md §3 Sport gives Casino none; docs/rules/casino.md Table ids).
 */
export const CASINO_EVENT_ID = 99;

/**
 * Betting window of a round in whole seconds: `autotime` starts here and counts down once a
 * second (docs/rules/specification.md §4 Casino round, §3 Casino live data; docs/rules/casino.md
 * §0.6 Dealing and timeline).
 */
export const CASINO_BETTING_SECONDS = 25;

/**
 * Tables whose runners suspend on their own while the countdown still runs: below this many
 * seconds of `autotime` (docs/rules/specification.md §4 Casino round "20-20 Teenpatti suspends
 * itself when autotime is below 6"; docs/rules/casino.md §0.6). Every other table suspends at 0.
 */
export const CASINO_SELF_SUSPEND_BELOW_SECONDS: Readonly<Partial<Record<CasinoType, number>>> = Object.freeze(
  {
    teen20: 6,
  },
);

/** The self-suspend threshold of a table type (seconds of `autotime`), or undefined when it has none. */
export const selfSuspendBelowSeconds = (casinoType: string): number | undefined =>
  Object.hasOwn(CASINO_SELF_SUSPEND_BELOW_SECONDS, casinoType)
    ? CASINO_SELF_SUSPEND_BELOW_SECONDS[casinoType as CasinoType]
    : undefined;
