/**
 * The compact replay format the server ships and loads at start (docs/rules/sports.md "Convert the raw
 * files once ... one header per match; one event per delivery / goal / point with the running
 * state after it"). Written by `npm run convert-data` into apps/server/data/replays/.
 */

/** One converted file: `{sport}.json`. */
export interface ReplayFile<M> {
  sport: M extends { sport: infer S } ? S : never;
  /** Credit line shown wherever derived data is shown. */
  attribution: string;
  licence: string;
  matches: M[];
}

// ---------------------------------------------------------------- cricket (Cricsheet)

export type CricketFormat = 'T20' | 'ODI';

/** One delivery (wides and no-balls are deliveries that are not legal balls). */
export interface CricketBall {
  /** Over index, 0-based. */
  over: number;
  /** Legal balls bowled in this innings after this delivery (1-based count). */
  legalBalls: number;
  legal: boolean;
  batter: string;
  bowler: string;
  nonStriker: string;
  /** Runs off the bat. */
  batterRuns: number;
  /** Extras on this delivery by kind (omitted when none). */
  extras?: { wides?: number; noballs?: number; byes?: number; legbyes?: number; penalty?: number };
  /** Total runs on this delivery (batter + extras). */
  runs: number;
  /** Dismissals on this delivery (usually none or one). */
  wickets?: { playerOut: string; kind: string }[];
  /** Running state after the delivery. */
  score: { runs: number; wickets: number };
}

export interface CricketInnings {
  battingTeam: string;
  superOver: boolean;
  /**
   * Chase target: runs to win and the overs available, in cricket notation (13.5 = 13 overs and
   * 5 balls = 83 balls; convert with `oversToBalls`). Cricsheet writes it on every chase; it is
   * revised (D/L) when it differs from first-innings total + 1 or from the full overs.
   */
  target?: { runs: number; overs: number };
  balls: CricketBall[];
  total: { runs: number; wickets: number; legalBalls: number };
}

export interface CricketReplay {
  sport: 'cricket';
  /** Cricsheet match id (file name). */
  id: string;
  format: CricketFormat;
  /** e.g. "Indian Premier League", "ICC Men's T20 World Cup". */
  competition: string;
  season: string;
  /** First day of play, yyyy-mm-dd. */
  originalDate: string;
  venue: string;
  city: string;
  teams: [string, string];
  players: Record<string, string[]>;
  toss: { winner: string; decision: 'bat' | 'field' };
  /** Balls per innings scheduled (overs x 6): 120 for T20, 300 for ODI. */
  ballsPerInnings: number;
  innings: CricketInnings[];
  outcome: {
    winner?: string;
    result?: 'tie' | 'no result' | 'draw';
    by?: { runs?: number; wickets?: number };
    method?: string;
    /** Winner of a tie decided by super over. */
    eliminator?: string;
  };
}

// ---------------------------------------------------------------- soccer (openfootball)

export interface SoccerGoal {
  minute: number;
  /** Added time, e.g. 90+3 is minute 90 offset 3. */
  offset: number;
  /** 0 = team1 (home), 1 = team2 (away). */
  team: 0 | 1;
  scorer: string;
  penalty: boolean;
  ownGoal: boolean;
  /** Score after this goal. */
  score: [number, number];
}

export interface SoccerReplay {
  sport: 'soccer';
  id: string;
  competition: string;
  round: string;
  group?: string;
  originalDate: string;
  time?: string;
  ground?: string;
  teams: [string, string];
  /** Chronological, regular time then extra time. */
  goals: SoccerGoal[];
  score: { ht?: [number, number]; ft: [number, number]; et?: [number, number]; p?: [number, number] };
  /** 90-minute result, on which Match Odds settles. */
  result90: 'home' | 'away' | 'draw';
  /** Who went through (after extra time / penalties), or null for a group draw. */
  winner: 0 | 1 | null;
}

// ---------------------------------------------------------------- tennis (final scores + synthesis)

/** Deciding-set rule, as named in data/tennis/matches.json. */
export type TennisFinalSetRule =
  'advantage' | 'tiebreak-at-6-6' | 'tiebreak-at-12-12' | 'ten-point-tiebreak-at-6-6';

/** Running score after a point. */
export interface TennisScore {
  /** Sets won by player 0 and 1. */
  sets: [number, number];
  /** Games in the current set. */
  games: [number, number];
  /** Points in the current game or tiebreak (0,1,2,3,... not 15/30/40). */
  points: [number, number];
  /** Who serves the next point. */
  server: 0 | 1;
  tiebreak: boolean;
}

export interface TennisPoint {
  /** Winner of the point. */
  winner: 0 | 1;
  /** Server of the point. */
  server: 0 | 1;
  /** Score after the point. */
  score: TennisScore;
}

export interface TennisReplay {
  sport: 'tennis';
  id: string;
  event: string;
  round: string;
  originalDate: string;
  tour: 'ATP' | 'WTA';
  bestOf: 3 | 5;
  finalSet: TennisFinalSetRule;
  players: [string, string];
  /** Real set scores, player 0 first; `tb` = loser's tiebreak points. */
  sets: { g: [number, number]; tb?: number }[];
  firstServer: 0 | 1;
  points: TennisPoint[];
  winner: 0 | 1;
}
