/**
 * Player Fancy outlooks (docs/rules/sports.md Fancy rows -> Player categories): one batch of seeded
 * ball-by-ball innings draws (simulate.ts) from the current state, summarised per draw into what the
 * player markets need: each current batter's runs and balls faced until dismissed or the innings
 * ends, the best score of a batter still to come in, and the runs of every over still to be bowled.
 * One batch serves every player market of a state, so the engine simulates once per delivery.
 */
import { fancyLine, type FancyLine } from './fancy';
import { OUTCOME_WIDTH, SCORING_RUNS } from './outcomes';
import type { CricketModel } from './types';
import { assertInt } from './validate';

/** Where the batch starts: the innings' legal balls, wickets, its last ball and a chase's runs still needed. */
export interface PlayerOutlookStart {
  ballsBowled: number;
  wicketsLost: number;
  /** Legal balls of the innings (a revised target's balls in a D/L chase). */
  untilBall: number;
  /** Runs the chasing side still needs (the innings stops when reached); undefined in a first innings. */
  runsNeeded?: number;
}

/**
 * Per-draw summaries of one batch, each array indexed by draw (0..draws-1). Slot 0 is the batter on
 * strike for the next delivery, slot 1 the non-striker.
 */
export interface PlayerOutlook {
  draws: number;
  /** Runs off the bat each current batter adds before dismissal or the innings' end. */
  slotRuns: [Int32Array, Int32Array];
  /** Legal balls each current batter faces before dismissal or the innings' end (the dismissal ball counts). */
  slotFaced: [Int32Array, Int32Array];
  /** Best runs of any batter who comes in later in the draw (0 when none does). */
  newBatterTop: Int32Array;
  /** The over (0-based) the first column of `overRuns` belongs to: the over the next legal ball is in. */
  firstOver: number;
  /** Overs from `firstOver` to the innings' last (columns of `overRuns`). */
  overs: number;
  /**
   * Runs each over concedes, `overRuns[draw * overs + (over - firstOver)]`: every simulated run of the
   * over (off the bat plus the model's wide/no-ball run), counting only balls from `ballsBowled` on.
   */
  overRuns: Int32Array;
}

/**
 * Draws `draws` rests of an innings from `start` exactly as simulateInnings does, consuming the same
 * random numbers (the slot on strike faces, odd runs and over ends change strike, a wicket dismisses
 * the striker and the next batter takes the slot, on strike), stopping a chase when `runsNeeded` is reached,
 * and summarises each draw (PlayerOutlook). `random`
 * returns uniform numbers in [0, 1) (a seeded Rng's `next`, so a batch is reproducible).
 * Throws RangeError on a bad start or a draw count outside 1..100000.
 * Source: docs/rules/sports.md (Fancy rows -> Player categories; Pricing -> Cricket).
 */
export function playerOutlook(
  model: CricketModel,
  start: PlayerOutlookStart,
  draws: number,
  random: () => number,
): PlayerOutlook {
  assertInt('draws', draws, 1, 100_000);
  assertInt('untilBall', start.untilBall, 0, model.ballsPerInnings);
  assertInt('ballsBowled', start.ballsBowled, 0, start.untilBall);
  assertInt('wicketsLost', start.wicketsLost, 0, 10);
  if (start.runsNeeded !== undefined) assertInt('runsNeeded', start.runsNeeded, 0, Number.MAX_SAFE_INTEGER);
  const firstOver = Math.floor(start.ballsBowled / 6);
  const overs = Math.max(0, Math.ceil(start.untilBall / 6) - firstOver);
  const out: PlayerOutlook = {
    draws,
    slotRuns: [new Int32Array(draws), new Int32Array(draws)],
    slotFaced: [new Int32Array(draws), new Int32Array(draws)],
    newBatterTop: new Int32Array(draws),
    firstOver,
    overs,
    overRuns: new Int32Array(draws * overs),
  };
  const needed = start.runsNeeded ?? Infinity;
  if (needed <= 0 || start.wicketsLost >= 10) return out;
  const rates = model.rates;
  const slotRuns = out.slotRuns;
  const slotFaced = out.slotFaced;
  const overRuns = out.overRuns;
  for (let d = 0; d < draws; d++) {
    // simulateInnings' draw, inlined without its per-ball objects (the engine runs this once per
    // delivery for every state; the test checks it against simulateInnings draw for draw).
    let balls = start.ballsBowled;
    let wickets = start.wicketsLost;
    let facing = 0;
    // Whether each slot's starting batter is still in; else the runs of the batter who replaced them.
    let in0 = true;
    let in1 = true;
    let fresh0 = 0;
    let fresh1 = 0;
    let top = 0;
    let runs = 0;
    let runs0 = 0;
    let runs1 = 0;
    let faced0 = 0;
    let faced1 = 0;
    const row = d * overs - firstOver;
    while (balls < start.untilBall && wickets < 10) {
      const o = (balls * 10 + wickets) * OUTCOME_WIDTH;
      let u = random();
      let k = 0;
      for (; k < OUTCOME_WIDTH - 1; k++) {
        u -= rates[o + k]!;
        if (u < 0) break;
      }
      const bat = k >= 2 ? SCORING_RUNS[k - 2]! : 0;
      const delivered = k === 0 ? 1 : bat;
      // After a chase is won the draw goes on unrecorded, so every draw takes the random numbers
      // simulateInnings would (a batch is simulateInnings' draws, cut at the target).
      if (runs < needed) {
        const cell = row + Math.floor(balls / 6);
        overRuns[cell] = overRuns[cell]! + delivered;
        if (facing === 0) {
          if (in0) {
            runs0 += bat;
            if (k !== 0) faced0++;
          } else if ((fresh0 += bat) > top) top = fresh0;
        } else if (in1) {
          runs1 += bat;
          if (k !== 0) faced1++;
        } else if ((fresh1 += bat) > top) top = fresh1;
        if (k === 1) {
          if (facing === 0) {
            in0 = false;
            fresh0 = 0;
          } else {
            in1 = false;
            fresh1 = 0;
          }
        }
        runs += delivered;
      }
      if (k === 1) wickets++;
      if (k !== 0) balls++;
      if ((bat & 1) === 1) facing ^= 1;
      if (k !== 0 && balls % 6 === 0) facing ^= 1;
    }
    slotRuns[0][d] = runs0;
    slotRuns[1][d] = runs1;
    slotFaced[0][d] = faced0;
    slotFaced[1][d] = faced1;
    out.newBatterTop[d] = top;
  }
  return out;
}

/**
 * A Fancy line from draws of a whole-number value: `base + values[i]` for each draw i (the No/Yes
 * rule of fancyLine: No = the median, Yes = median + 1, rates widening with the spread).
 * Throws RangeError on no draws or a negative value.
 * Source: docs/rules/sports.md (Fancy rows: No = median, Yes = median + 1).
 */
export function drawnLine(values: ArrayLike<number>, base = 0): FancyLine {
  if (values.length === 0) throw new RangeError('drawnLine: no draws');
  let max = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (!Number.isInteger(v) || v < 0) throw new RangeError(`drawnLine: bad value ${v} at ${i}`);
    if (v > max) max = v;
  }
  const counts = new Float64Array(max + 1);
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    counts[v] = (counts[v] ?? 0) + 1;
  }
  return fancyLine(counts, base);
}
