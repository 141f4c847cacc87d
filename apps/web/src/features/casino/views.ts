/**
 * The casino screens of docs/rules/specification.md §2, one per route: the lobby (/casino, /new-casino), the server list
 * (/casino-new), a table by type (/play-casino-new/{eventId}/{casinoType}), the game screens
 * (/casino/{eventId}/{legueId}/{matchId}: the seven names; /new-casino/{...}: by game name), the
 * two test tables (/test) and the live table view (/casino-video/{casinoType}).
 */
export type CasinoView = 'lobby' | 'serverLobby' | 'play' | 'game' | 'newGame' | 'test' | 'video';
