/**
 * Tennis score shapes shared by the scoring state machine, the Markov-chain pricer and the
 * point synthesiser. The server's replay format (apps/server feed/replay) uses the same shapes.
 * Source: docs/rules/sports.md (Data -> tennis; Pricing -> Tennis).
 */

/** A player index: 0 = player1 of the data file, 1 = player2. */
export type TennisPlayer = 0 | 1;

/** Tour, which sets the serve-probability prior (docs/rules/sports.md: about 0.64 men, 0.56 women). */
export type TennisTour = 'ATP' | 'WTA';

/**
 * How the deciding set is played (names as in data/tennis/matches.json):
 * - 'advantage': no tiebreak, the set goes on until a player leads by two games;
 * - 'tiebreak-at-6-6': tiebreak to 7 (win by 2) at 6-6, like the other sets;
 * - 'tiebreak-at-12-12': advantage set until 12-12, then a tiebreak to 7 (win by 2);
 * - 'ten-point-tiebreak-at-6-6': tiebreak to 10 (win by 2) at 6-6.
 */
export type TennisFinalSetRule =
  'advantage' | 'tiebreak-at-6-6' | 'tiebreak-at-12-12' | 'ten-point-tiebreak-at-6-6';

/** Match format. Non-deciding sets always have a tiebreak to 7 (win by 2) at 6-6. */
export interface TennisRules {
  bestOf: 3 | 5;
  finalSet: TennisFinalSetRule;
}

/** Running score. `points` are counts (0, 1, 2, 3, 4, ...), not 15/30/40. */
export interface TennisScore {
  /** Sets won by player 0 and player 1. */
  sets: [number, number];
  /** Games in the current set (both 0 once the match is over). */
  games: [number, number];
  /** Points in the current game or tiebreak. */
  points: [number, number];
  /** Who serves the NEXT point. */
  server: TennisPlayer;
  /** True while a tiebreak is being played. */
  tiebreak: boolean;
}

/** One played point: its winner, its server and the score AFTER it. */
export interface TennisPoint {
  winner: TennisPlayer;
  server: TennisPlayer;
  score: TennisScore;
}
