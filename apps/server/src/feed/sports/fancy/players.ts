/**
 * What the player categories share (docs/rules/sports.md Fancy rows -> Player categories): reads of
 * the replay's data per batter and bowler (runs, balls faced, runs conceded, when they come in and
 * go), who is at the crease and who has the ball at a state, and the one seeded simulation batch per
 * (match, innings, delivery) that prices every player market of that state.
 */
import { createRng, drawnLine, type PlayerOutlook, playerOutlook } from '@backlay/pricing';
import type { CricketBall, CricketInnings, CricketReplay } from '../../replay/format';
import { countsAsWicket } from '../../replay/convert/cricket';
import { modelOf } from '../cricket-model';
import { chaseTarget, inningsScore, type CricketState } from '../cricket-timeline';
import { ballsOf } from './runs';
import { categoryMarketId, replayCache, type FancyMarket } from './types';

/** Draws per simulation batch: the median's error stays near a run, at about 1 ms a batch. */
export const OUTLOOK_DRAWS = 400;
/** Batches kept per replay: the engine walks forward, so only the latest few are ever asked again. */
const OUTLOOK_CACHE = 8;

/** Runs charged to the bowler on a delivery: off the bat plus wides and no-balls (not byes, leg-byes, penalties). */
export const bowlerRuns = (ball: CricketBall) =>
  ball.batterRuns + (ball.extras?.wides ?? 0) + (ball.extras?.noballs ?? 0);

/**
 * Whether the striker faced the delivery: every delivery but a wide (a no-ball is a ball faced,
 * MCC Law 21.12 / scorecard practice; the data marks it `legal: false` with `extras.noballs`).
 */
export const facedBall = (ball: CricketBall) => ball.extras?.wides === undefined;

/** One batter's innings as the data records it. */
export interface BatterInnings {
  name: string;
  /** Index of the first delivery on which they are at the crease (striker or non-striker). */
  firstBall: number;
  /** Deliveries bowled when they leave: after their dismissal or retirement, else the innings' end. */
  leftAt: number;
  /** How they left: out (a wicket), retired (not out, void markets) or still in at the end. */
  left: 'out' | 'retired' | 'not out';
  /** Runs off the bat after each delivery count d (index d, 0..balls). */
  runs: Int32Array;
  /** Balls faced after each delivery count d. */
  faced: Int32Array;
}

/** One bowler's spell in an innings as the data records it. */
export interface BowlerInnings {
  name: string;
  firstBall: number;
  /** Runs charged to them after each delivery count d (index d, 0..balls). */
  conceded: Int32Array;
  /** Legal balls they have bowled after each delivery count d. */
  legal: Int32Array;
}

/** Batters and bowlers of one innings, in order of appearance. */
export interface InningsPlayers {
  batters: BatterInnings[];
  bowlers: BowlerInnings[];
}

const playersCache = new WeakMap<CricketInnings, InningsPlayers>();

/** Batters (order of coming in) and bowlers (order of first delivery) of `innings`, read once. */
export function inningsPlayers(innings: CricketInnings): InningsPlayers {
  const cached = playersCache.get(innings);
  if (cached) return cached;
  const n = innings.balls.length;
  const batters = new Map<string, BatterInnings>();
  const bowlers = new Map<string, BowlerInnings>();
  const batterOf = (name: string, i: number) => {
    let b = batters.get(name);
    if (!b) {
      b = {
        name,
        firstBall: i,
        leftAt: n,
        left: 'not out',
        runs: new Int32Array(n + 1),
        faced: new Int32Array(n + 1),
      };
      batters.set(name, b);
    }
    return b;
  };
  innings.balls.forEach((ball, i) => {
    batterOf(ball.batter, i);
    batterOf(ball.nonStriker, i);
    let bowler = bowlers.get(ball.bowler);
    if (!bowler) {
      bowler = {
        name: ball.bowler,
        firstBall: i,
        conceded: new Int32Array(n + 1),
        legal: new Int32Array(n + 1),
      };
      bowlers.set(ball.bowler, bowler);
    }
    for (const w of ball.wickets ?? []) {
      const out = batters.get(w.playerOut);
      if (out && out.left === 'not out') {
        out.left = countsAsWicket(w.kind) ? 'out' : 'retired';
        out.leftAt = i + 1;
      }
    }
  });
  // Prefix sums: value after d deliveries at index d.
  for (const b of batters.values()) {
    for (let i = 0; i < n; i++) {
      const ball = innings.balls[i]!;
      const striker = ball.batter === b.name;
      b.runs[i + 1] = b.runs[i]! + (striker ? ball.batterRuns : 0);
      b.faced[i + 1] = b.faced[i]! + (striker && facedBall(ball) ? 1 : 0);
    }
  }
  for (const b of bowlers.values()) {
    for (let i = 0; i < n; i++) {
      const ball = innings.balls[i]!;
      const own = ball.bowler === b.name;
      b.conceded[i + 1] = b.conceded[i]! + (own ? bowlerRuns(ball) : 0);
      b.legal[i + 1] = b.legal[i]! + (own && ball.legal ? 1 : 0);
    }
  }
  const players = { batters: [...batters.values()], bowlers: [...bowlers.values()] };
  playersCache.set(innings, players);
  return players;
}

/** The main innings (0 and 1, no super overs) with deliveries: the innings player markets are offered on. */
export function playerInnings(replay: CricketReplay): { index: number; innings: CricketInnings }[] {
  return [0, 1].flatMap((index) => {
    const innings = replay.innings[index];
    return innings && !innings.superOver && innings.balls.length > 0 ? [{ index, innings }] : [];
  });
}

/**
 * Who is at the crease and who has the ball at `state`: the next delivery's striker (slot 0, faces
 * next), non-striker (slot 1) and bowler. The data names them on the next delivery; at the crease and
 * with the ball in hand they are public before it is bowled, and nothing of its outcome is read.
 * Undefined when the innings has no delivery left.
 */
export function crease(
  replay: CricketReplay,
  state: CricketState,
): { striker: string; nonStriker: string; bowler: string } | undefined {
  const next = replay.innings[state.innings]?.balls[state.delivered];
  return next && { striker: next.batter, nonStriker: next.nonStriker, bowler: next.bowler };
}

/**
 * A bowler's over quota: a fifth of the match's scheduled overs a side, rounded up (4 in a T20, 10 in
 * an ODI). A D/L revision during the match does not lower it: in 682961 HMRKB Herath bowled 4 overs of
 * a chase revised to 13.5 overs.
 */
export const overQuota = (replay: CricketReplay) => Math.ceil(replay.ballsPerInnings / 6 / 5);

const outlooks = replayCache<PlayerOutlook>(OUTLOOK_CACHE);

/**
 * The simulation batch priced at `state` of `replay` scheduled as `matchId`: OUTLOOK_DRAWS draws of
 * the rest of the innings from its legal balls and wickets, to its balls (a D/L chase's revised
 * balls), a chase stopping at its target. Seeded by `fancy/players/{matchId}/{innings}/{delivered}`,
 * so a state always prices the same; cached, so every player market of a delivery shares it.
 */
export function outlookAt(replay: CricketReplay, state: CricketState, matchId: string): PlayerOutlook {
  const key = `${matchId}/${state.innings}/${state.delivered}`;
  return outlooks(replay, key, () => {
    const score = inningsScore(replay, state);
    const untilBall = ballsOf(replay, state.innings, state.delivered);
    const target = chaseTarget(replay, state.innings, state.delivered);
    return playerOutlook(
      modelOf(replay),
      {
        ballsBowled: Math.min(score.legalBalls, untilBall),
        wicketsLost: Math.min(score.wickets, 10),
        untilBall,
        ...(target && { runsNeeded: Math.max(0, target.runs - score.runs) }),
      },
      OUTLOOK_DRAWS,
      createRng(`fancy/players/${key}`).next,
    );
  });
}

/**
 * One market per batter of each main innings (k = order of coming in), listed from the point they
 * come in (the delivery before which they first stand at the crease) until they are out, retire or
 * the innings ends; the value is `read(batter)` at that point, void when they retire not out. The
 * line is `read` now plus the batch's draws for their slot (`draws(outlook, slot)`); undefined (row
 * hidden) when they are not at the crease at the state. Used by scorers and balls_faced.
 */
export function batterMarkets(
  replay: CricketReplay,
  matchId: string,
  gtype: 'scorers' | 'balls_faced',
  label: string,
  read: (batter: BatterInnings) => Int32Array,
  draws: (outlook: PlayerOutlook, slot: 0 | 1) => Int32Array,
): FancyMarket[] {
  return playerInnings(replay).flatMap(({ index, innings }) =>
    inningsPlayers(innings)
      .batters.slice(0, 40)
      .map((batter, k): FancyMarket => ({
        marketId: categoryMarketId(matchId, gtype, index, k),
        gtype,
        name: `${batter.name} ${label}`,
        opensAt: { innings: index, delivered: batter.firstBall },
        decidedAt: { innings: index, delivered: batter.leftAt },
        result:
          batter.left === 'retired' ? { void: true } : { value: read(batter)[batter.leftAt]!, void: false },
        price(state) {
          const at = crease(replay, state);
          const slot = at?.striker === batter.name ? 0 : at?.nonStriker === batter.name ? 1 : undefined;
          if (slot === undefined) return undefined;
          return drawnLine(draws(outlookAt(replay, state, matchId), slot), read(batter)[state.delivered]!);
        },
      })),
  );
}
