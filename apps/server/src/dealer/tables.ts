import { CASINO_EVENT_ID, EZUGI_CASINO_TYPE } from '@backlay/contracts';
import type { CasinoType, Game } from '@backlay/casino';

/**
 * How the site names a casino table (docs/rules/specification.md §3 Casino game / list item, §7): the casino's sport
 * id 99 (`eventId` of bets and games), competition `legueId` "99", one match per table with
 * `matchId` = 99000 + table number (e.g. teen20, table 11 -> "99011"; sports match ids are 8+
 * digits, so they never meet) and one market per table `marketId` = "9." + matchId.
 */
export interface TableIds {
  casinoType: string;
  tableNo: number;
  eventId: number;
  legueId: string;
  matchId: string;
  marketId: string;
}

/** Competition id of every casino table. */
export const CASINO_LEGUE_ID = String(CASINO_EVENT_ID);

/** The ids of table `tableNo` of type `casinoType`. */
export function tableIdsOf(casinoType: string, tableNo: number): TableIds {
  const matchId = String(CASINO_EVENT_ID * 1000 + tableNo);
  return {
    casinoType,
    tableNo,
    eventId: CASINO_EVENT_ID,
    legueId: CASINO_LEGUE_ID,
    matchId,
    marketId: `9.${matchId}`,
  };
}

/**
 * Coming-soon tables in the spec's order (docs/rules/specification.md §3 Casino types; docs/rules/casino.md §12) with their
 * display names and table numbers (docs/rules/casino.md §0.4; ballbyball has none there, 47 is ours).
 */
export const COMING_SOON: readonly { casinoType: string; name: string; tableNo: number }[] = [
  { casinoType: 'ab20', name: 'Andar Bahar 20-20', tableNo: 14 },
  { casinoType: 'cmeter', name: 'Casino Meter', tableNo: 33 },
  { casinoType: 'baccarat2', name: 'Baccarat 2', tableNo: 39 },
  { casinoType: 'race20', name: 'Race 20-20', tableNo: 46 },
  { casinoType: 'dtl20', name: 'Dragon Tiger Lion', tableNo: 32 },
  { casinoType: 'abj', name: 'Andar Bahar 2', tableNo: 38 },
  { casinoType: 'worli', name: 'Worli Matka', tableNo: 15 },
  { casinoType: 'war', name: 'Casino War', tableNo: 31 },
  { casinoType: 'ballbyball', name: 'Ball By Ball', tableNo: 47 },
  { casinoType: 'cricketv3', name: 'Five Cricket', tableNo: 41 },
  { casinoType: 'queen', name: 'Queen', tableNo: 44 },
];

/** The appended third-party entry (docs/rules/specification.md §3: "An extra entry of type ezugi is always appended"). */
export const EZUGI = { casinoType: EZUGI_CASINO_TYPE, name: 'Ezugi Live Casino', tableNo: 90 } as const;

/**
 * Old client paths of four tables (docs/rules/specification.md §7 `sports/v1/casino/{...}/data` and `/result`):
 * teenpatti/t20 = teen20, dragontiger/t20 = dt20, lucky/a = lucky7, lucky/b = lucky7eu.
 */
export const CASINO_ALIASES: Readonly<Record<string, CasinoType>> = {
  'teenpatti/t20': 'teen20',
  'dragontiger/t20': 'dt20',
  'lucky/a': 'lucky7',
  'lucky/b': 'lucky7eu',
};

/** True when a game's engine is built (the placeholder of an engine being written has no markets). */
export const isPlayable = (game: Game) => game.markets.length > 0;
