import type { CasinoListItem } from '@backlay/contracts';
import { EZUGI_TYPE, isPlayable } from './catalog';

/**
 * The casino lobby's rules (docs/rules/specification.md §2 Casino lobby, §3 Casino list item and Casino types): which
 * games a tab and a brand layout show, and the coming-soon flag the client adds.
 */

/** A list item with the client's `comingSoon` (docs/rules/specification.md §3 Casino list item). */
export type LobbyGame = CasinoListItem & { comingSoon: boolean };

/** The lobby tabs, POPULAR first and the default (docs/rules/specification.md §2). */
export const LOBBY_TABS = [
  'POPULAR',
  'NORMAL BOARD',
  'EUROPEAN BOARD',
  'LONG TIME',
  'SHORT TIME',
  'E-CASINO',
  'UPCOMING',
] as const;
export type LobbyTab = (typeof LOBBY_TABS)[number];

/** European boards: the "B" tables (Lucky 7-B, 32 Cards B) or a name saying European. */
const EUROPEAN = /(?:^|[\s-])B$|europe/i;
/** Long rounds: the one-day tables (Teenpatti One Day, 1 Day Dragon Tiger). */
const LONG_TIME = /\b(?:one|1)[\s-]?day\b/i;
/** Short rounds: the 20-20, instant and fast tables. */
const SHORT_TIME = /\b20[\s-]20\b|\binstant\b|\bfast\b/i;

/**
 * The tab's filter on a game's name (docs/rules/specification.md §2: tabs filter by name; POPULAR, E-CASINO and UPCOMING
 * show all games). Our reading of the other four (spec gives no list): EUROPEAN BOARD = names
 * ending in "B" or saying European; NORMAL BOARD = every other game; LONG TIME = one-day
 * tables; SHORT TIME = 20-20, instant and fast tables.
 */
export function tabShows(tab: LobbyTab, name: string): boolean {
  switch (tab) {
    case 'NORMAL BOARD':
      return !EUROPEAN.test(name.trim());
    case 'EUROPEAN BOARD':
      return EUROPEAN.test(name.trim());
    case 'LONG TIME':
      return LONG_TIME.test(name);
    case 'SHORT TIME':
      return SHORT_TIME.test(name);
    default:
      return true;
  }
}

/** Brand layouts (docs/rules/specification.md §1). */
export type LobbyLayout = 'tamannah' | 'tamannahSquare' | 'aura';

/** The layout of a brand's config value; anything unknown is treated as aura. */
export const lobbyLayout = (layout: string | undefined): LobbyLayout =>
  layout === 'tamannah' || layout === 'tamannahSquare' ? layout : 'aura';

/** The thumbnail a layout shows (tamannahSquare has its own square artwork). */
export const thumbOf = (
  game: Pick<CasinoListItem, 'thumbUrl' | 'tamannahSquareThumbUrl'>,
  layout: LobbyLayout,
): string =>
  (layout === 'tamannahSquare' ? game.tamannahSquareThumbUrl || game.thumbUrl : game.thumbUrl) ?? '';

/**
 * The server's list as the lobby lists it (docs/rules/specification.md §3 Casino types): each item flagged coming soon
 * unless its type is playable, playable games first (otherwise in the server's order), and an
 * ezugi entry appended as coming soon when the server sent none.
 */
export function lobbyGames(items: readonly CasinoListItem[]): LobbyGame[] {
  const games = items.map((item) => ({ ...item, comingSoon: !isPlayable(item.casinoType) }));
  const sorted = [...games.filter((g) => !g.comingSoon), ...games.filter((g) => g.comingSoon)];
  if (!sorted.some((g) => g.casinoType === EZUGI_TYPE)) {
    sorted.push({
      id: EZUGI_TYPE,
      name: 'Ezugi',
      dataURL: '',
      eventId: '0',
      casinoType: EZUGI_TYPE,
      thumbUrl: '',
      tamannahSquareThumbUrl: '',
      comingSoon: true,
    });
  }
  return sorted;
}

/**
 * The games a tab shows in a layout (docs/rules/specification.md §2): tamannah shows only games with a thumbnail that
 * are not coming soon; tamannahSquare and aura show every game (their cards differ).
 */
export function visibleGames(games: readonly LobbyGame[], tab: LobbyTab, layout: LobbyLayout): LobbyGame[] {
  return games.filter(
    (g) => tabShows(tab, g.name) && (layout !== 'tamannah' || (thumbOf(g, layout) !== '' && !g.comingSoon)),
  );
}

/** Whether a game's card opens its table (docs/rules/specification.md §2: tamannahSquare's coming-soon cards do not). */
export const isClickable = (game: LobbyGame, layout: LobbyLayout): boolean =>
  !(layout === 'tamannahSquare' && game.comingSoon);

/** Where a game's card leads (docs/rules/specification.md §2): /play-casino-new/{eventId}/{casinoType}. */
export const playPath = (game: Pick<CasinoListItem, 'eventId' | 'casinoType'>): string =>
  `/play-casino-new/${encodeURIComponent(game.eventId)}/${encodeURIComponent(game.casinoType)}`;
