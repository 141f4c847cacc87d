import type { CasinoType } from '@backlay/contracts';
import { cardFace } from './cards';
import { isPlayable } from './catalog';

/**
 * How each table lays out its cards and its betting panels (docs/rules/specification.md §2 Casino tables; sids and names
 * of docs/rules/casino.md per game and packages/casino/src/games). One generic panel reads these.
 */

/** Sids from..to inclusive. */
const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * A group of runners shown together: their sids in display order, the number of columns from
 * 576 px up (one or two on a phone), whether rank runners show a card image, and whether the
 * slip opens under the tapped row rather than under the whole group (both Lucky 7-B's cards).
 */
export interface PanelGroup {
  title: string;
  sids: readonly number[];
  columns: 1 | 2 | 3 | 4;
  cardImages?: boolean;
  /** The slip opens under the row of the tapped runner (only for 1 or 2 columns: fixed rows). */
  slipUnderRow?: boolean;
}

const group = (
  title: string,
  sids: readonly number[],
  columns: PanelGroup['columns'] = 2,
  cardImages = false,
) => ({
  title,
  sids,
  columns,
  ...(cardImages ? { cardImages } : {}),
});

/**
 * docs/rules/specification.md §2 Casino tables: Winner [0,1], Odd/Even [2,3], Color [4,5], Card
 * [6..18] by runner index (sid = index + 1), the Lucky Card group in 2 columns. `lucky7eu` (Lucky
 * 7-B): "card runners show card images and the bet panel opens under the tapped row".
 */
const lucky7 = (lucky7eu: boolean): PanelGroup[] => [
  group('Winner', [1, 2]),
  group('Odd / Even', [3, 4]),
  group('Color', [5, 6]),
  {
    ...group('Lucky Card', range(7, 19), 2, lucky7eu),
    ...(lucky7eu ? { slipUnderRow: true } : {}),
  },
];

/**
 * Where the slip goes inside a group of `count` runners laid out in `columns` columns when the
 * runner at `index` is tapped and the slip opens under the tapped row (issue 19 item 6): after the
 * last runner of that row, i.e. the index it follows (0-based; the last row may be short).
 * Throws RangeError for an index outside the group or fewer than 1 column.
 */
export function slipAfterIndex(count: number, index: number, columns: number): number {
  if (!(columns >= 1) || !Number.isInteger(columns)) throw new RangeError(`bad column count ${columns}`);
  if (!Number.isInteger(index) || index < 0 || index >= count) throw new RangeError(`no runner ${index}`);
  const rowEnd = (Math.floor(index / columns) + 1) * columns - 1;
  return Math.min(rowEnd, count - 1);
}

const dragonTiger: PanelGroup[] = [
  // docs/rules/specification.md §2: Dragon Tiger tables have 7 groups (docs/rules/casino.md §3 sids).
  group('Dragon / Tie / Tiger / Pair', [1, 3, 2, 4], 4),
  group('Dragon Even / Odd', [5, 6]),
  group('Dragon Red / Black', [7, 8]),
  group('Dragon Card', range(9, 21), 4),
  group('Tiger Even / Odd', [22, 23]),
  group('Tiger Red / Black', [24, 25]),
  group('Tiger Card', range(26, 38), 4),
];

/** Panel groups by table type; runners a table sends beyond these appear under 'More'. */
export const PANEL_GROUPS: Readonly<Record<CasinoType, readonly PanelGroup[]>> = {
  teen20: [group('Players', [1, 3]), group('Pair Plus', [2, 4])],
  lucky7: lucky7(false),
  lucky7eu: lucky7(true),
  dt20: dragonTiger,
  dt202: dragonTiger,
  dt6: [
    group('Dragon / Tiger', [1, 2], 1),
    group('Pair', [3], 1),
    group('Dragon Even / Odd', [4, 5]),
    group('Dragon Red / Black', [6, 7]),
    group('Dragon Suit', range(8, 11), 4),
    group('Tiger Even / Odd', [12, 13]),
    group('Tiger Red / Black', [14, 15]),
    group('Tiger Suit', range(16, 19), 4),
  ],
  aaa: [
    group('Amar Akbar Anthony', [1, 2, 3], 1),
    group('Even / Odd', [4, 5]),
    group('Red / Black', [6, 7]),
    group('Under / Over 7', [21, 22]),
    group('Card', range(8, 20), 4),
  ],
  btable: [
    group('Movies', range(1, 6), 1),
    group('Odd', [7], 1),
    group('Dulha Dulhan / Barati', [14, 15]),
    group('Red / Black', [8, 9]),
    group('Card', range(10, 13), 4),
  ],
  card32: [group('Players', range(1, 4), 1)],
  card32eu: [
    group('Players', range(1, 4), 1),
    group('Odd / Even', range(5, 12)),
    group('Colours', [13, 14, 27], 1),
    group('Totals', [25, 26]),
    group('Single', range(15, 24), 4),
  ],
  poker20: [group('Player A', range(11, 19)), group('Player B', range(21, 29))],
  Teen: [group('Players', [1, 2], 1)],
  baccarat: [
    group('Player / Tie / Banker', [1, 3, 2], 3),
    group('Pairs', [4, 5, 6, 9]),
    group('Big / Small', [7, 8]),
  ],
  worli2: [group('Single', [...range(1, 9), 0], 4), group('Line', [11, 12]), group('Odd / Even', [13, 14])],
};

/** The panel groups of a type ([] for an unknown type: every runner goes under 'More'). */
export const panelGroupsOf = (casinoType: string): readonly PanelGroup[] =>
  isPlayable(casinoType) ? PANEL_GROUPS[casinoType] : [];

/**
 * Runners (anything with a numeric sid) arranged in the type's groups, in the groups' order; rows
 * the table sends that no group names follow in a last 'More' group. Empty groups are dropped.
 */
export function groupRunners<R extends { sid: number }>(
  casinoType: string,
  runners: readonly R[],
): { group: PanelGroup; runners: R[] }[] {
  const bySid = new Map(runners.map((r) => [r.sid, r]));
  const placed = new Set<number>();
  const groups = panelGroupsOf(casinoType).map((g) => {
    const members = g.sids.flatMap((sid) => {
      const runner = bySid.get(sid);
      if (!runner || placed.has(sid)) return [];
      placed.add(sid);
      return [runner];
    });
    return { group: g, runners: members };
  });
  const rest = runners.filter((r) => !placed.has(r.sid));
  if (rest.length > 0)
    groups.push({
      group: group(
        'More',
        rest.map((r) => r.sid),
      ),
      runners: rest,
    });
  return groups.filter((g) => g.runners.length > 0);
}

/**
 * A seat of the table: a label and which cards of the table's card list are its own (indices into
 * t1's C1..Cn, C1 = 0, which is also the order of a result's card list: docs/rules/casino.md §0.5).
 */
export interface Seat {
  label: string;
  cards: readonly number[];
}

const single: Seat[] = [{ label: 'Card', cards: [0] }];
const dragonTigerSeats: Seat[] = [
  { label: 'Dragon', cards: [0] },
  { label: 'Tiger', cards: [1] },
];
const teenSeats: Seat[] = [
  // Decision 2: C1..C6 = A1, B1, A2, B2, A3, B3.
  { label: 'Player A', cards: [0, 2, 4] },
  { label: 'Player B', cards: [1, 3, 5] },
];

const SEATS: Readonly<Record<Exclude<CasinoType, 'card32' | 'card32eu'>, readonly Seat[]>> = {
  teen20: teenSeats,
  Teen: teenSeats,
  lucky7: single,
  lucky7eu: single,
  aaa: single,
  btable: single,
  dt20: dragonTigerSeats,
  dt202: dragonTigerSeats,
  dt6: dragonTigerSeats,
  worli2: [{ label: 'Cards', cards: [0, 1, 2] }],
  // docs/rules/casino.md §10: 0, 2, 4 Player; 1, 3, 5 Banker.
  baccarat: [
    { label: 'Player', cards: [0, 2, 4] },
    { label: 'Banker', cards: [1, 3, 5] },
  ],
  // docs/rules/casino.md §8: A = C1, C2; B = C3, C4; board C5..C9.
  poker20: [
    { label: 'Player A', cards: [0, 1] },
    { label: 'Player B', cards: [2, 3] },
    { label: 'Board', cards: [4, 5, 6, 7, 8] },
  ],
};

/**
 * The seats of a table for its card list (live C1..Cn or a result's cards). 32 Cards deals round
 * robin to Player 8, 9, 10, 11 (docs/rules/casino.md §7: positions 0-3 are level 1, 4-7 level 2, ...),
 * showing level 1 and every level up to the last face-up card. An unknown type shows every card
 * in one row.
 */
export function seatsOf(casinoType: string, cards: readonly string[]): Seat[] {
  if (casinoType === 'card32' || casinoType === 'card32eu') {
    const lastUp = cards.reduce((last, code, i) => (cardFace(code) ? i : last), -1);
    const count = Math.max(4, lastUp + 1);
    return [8, 9, 10, 11].map((player, i) => ({
      label: `Player ${player}`,
      cards: Array.from({ length: Math.ceil((count - i) / 4) }, (_, k) => i + 4 * k),
    }));
  }
  const seats = (SEATS as Readonly<Record<string, readonly Seat[] | undefined>>)[casinoType];
  return seats ? [...seats] : [{ label: 'Cards', cards: cards.map((_, i) => i) }];
}
