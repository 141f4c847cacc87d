import { createRng, simulateInnings } from '@backlay/pricing';
import { describe, expect, it } from 'vitest';
import type { CricketReplay } from '../../replay/format';
import { loadReplays } from '../../replay/load';
import { decidedSessions, fancyMarketsOf, fancyRows } from '../cricket-fancy';
import { modelOf } from '../cricket-model';
import { chaseTarget, inningsScore, type CricketState } from '../cricket-timeline';
import { modelledOvers } from './bowlers';
import { crease, inningsPlayers, overQuota } from './players';
import { ballsOf } from './runs';
import { categoryMarketId, comparePoints, type FancyMarket } from './types';

const cricket = loadReplays('cricket');
const replayOf = (id: string) => cricket.matches.find((r) => r.id === id)!;
const PLAYER = new Set(['scorers', 'balls_faced', 'bowlers', 'impact']);
const MATCH = '40000001';

const at = (innings: number, delivered: number): CricketState => ({
  innings,
  delivered,
  ballRunning: false,
  suspended: false,
  inningsBreak: false,
});

/**
 * Reference draws of every player market open at `state`, simulated from the model with
 * simulateInnings and followed by name: the two batters at the crease by slot, a new batter taking a
 * dismissed one's slot, the modelled overs (bowlers.ts modelledOvers) credited to each bowler, a
 * chase stopping at its target. Returns each market's final values by market id.
 */
function referenceDraws(replay: CricketReplay, state: CricketState, markets: FancyMarket[], draws: number) {
  const innings = replay.innings[state.innings]!;
  const { batters, bowlers } = inningsPlayers(innings);
  const score = inningsScore(replay, state);
  const untilBall = ballsOf(replay, state.innings, state.delivered);
  const needed = (chaseTarget(replay, state.innings, state.delivered)?.runs ?? Infinity) - score.runs;
  const here = crease(replay, state)!;
  const runsNow = new Map(batters.map((b) => [b.name, b.runs[state.delivered]!]));
  const facedNow = new Map(batters.map((b) => [b.name, b.faced[state.delivered]!]));
  const firstOver = Math.floor(score.legalBalls / 6);
  const overs = Math.ceil(untilBall / 6) - firstOver;
  const bowlerOvers = new Map(
    bowlers.map((b) => [
      b.name,
      modelledOvers(
        { firstOver, overs },
        score.legalBalls,
        b.legal[state.delivered]!,
        overQuota(replay) * 6,
        here.bowler === b.name,
      ),
    ]),
  );
  const values = new Map<string, number[]>(markets.map((m) => [m.marketId, []]));
  const rng = createRng(`reference/${replay.id}/${state.innings}/${state.delivered}`);
  for (let d = 0; d < draws; d++) {
    const runs = new Map(runsNow);
    const faced = new Map(facedNow);
    const slots = [here.striker, here.nonStriker];
    const overRuns = new Map<number, number>();
    let total = 0;
    let newcomers = 0;
    let before = score.legalBalls;
    for (const ball of simulateInnings(
      modelOf(replay),
      { ballsBowled: score.legalBalls, wicketsLost: score.wickets, untilBall },
      () => rng.next(),
    )) {
      if (total >= needed) break;
      const name = slots[ball.facing]!;
      const bat = typeof ball.outcome === 'number' ? ball.outcome : 0;
      runs.set(name, (runs.get(name) ?? 0) + bat);
      if (ball.legal) faced.set(name, (faced.get(name) ?? 0) + 1);
      const over = Math.floor(before / 6);
      overRuns.set(over, (overRuns.get(over) ?? 0) + ball.runs);
      if (ball.outcome === 'wicket') slots[ball.facing] = `new batter ${++newcomers}`;
      before = ball.ballsBowled;
      total += ball.runs;
    }
    for (const market of markets) {
      const name = market.name.replace(/ (runs|balls faced|runs conceded|top score)$/, '');
      let value: number;
      if (market.gtype === 'scorers') value = runs.get(name)!;
      else if (market.gtype === 'balls_faced') value = faced.get(name)!;
      else if (market.gtype === 'impact') value = Math.max(...runs.values());
      else {
        const bowler = bowlers.find((b) => b.name === name)!;
        value = bowler.conceded[state.delivered]!;
        for (const o of bowlerOvers.get(name)!) value += overRuns.get(o) ?? 0;
      }
      values.get(market.marketId)!.push(value);
    }
  }
  return values;
}

describe('Fancy player categories: lines (docs/rules/sports.md Player categories)', () => {
  it('each line is the median the model simulates (Monte Carlo: P(value <= No) and P(value >= No) both >= 0.42)', () => {
    let checked = 0;
    let worst = 0.5;
    // A T20 (both innings), an ODI (both) and the D/L chase of 682961, early, middle and late.
    for (const id of ['287879', '433606', '682961']) {
      const replay = replayOf(id);
      const markets = fancyMarketsOf(replay, MATCH).filter((m) => PLAYER.has(m.gtype));
      for (const innings of [0, 1]) {
        const n = replay.innings[innings]!.balls.length;
        for (const delivered of [0, Math.floor(n * 0.35), Math.floor(n * 0.7)]) {
          const state = at(innings, delivered);
          const open = markets.filter(
            (m) => comparePoints(state, m.opensAt) >= 0 && comparePoints(state, m.decidedAt) < 0,
          );
          const reference = referenceDraws(replay, state, open, 4000);
          for (const market of open) {
            const line = market.price(state)!;
            expect(line.yes).toBe(line.no + 1);
            const drawn = reference.get(market.marketId)!;
            const below = drawn.filter((v) => v <= line.no).length / drawn.length;
            const above = drawn.filter((v) => v >= line.no).length / drawn.length;
            worst = Math.min(worst, below, above);
            expect(below).toBeGreaterThanOrEqual(0.42);
            expect(above).toBeGreaterThanOrEqual(0.42);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(60);
    expect(worst).toBeGreaterThan(0.42);
  });

  it('prices a state the same every time, from the data up to it (the crease of the next ball) alone', () => {
    const replay = replayOf('287879');
    const mine = (r: CricketReplay) => fancyMarketsOf(r, MATCH).filter((m) => PLAYER.has(m.gtype));
    for (const delivered of [0, 30, 77]) {
      const state = at(0, delivered);
      const lines = mine(replay).map((m) => JSON.stringify(m.price(state) ?? null));
      expect(mine(replay).map((m) => JSON.stringify(m.price(state) ?? null))).toEqual(lines);
      // The replay cut after the next delivery's names (no later ball, no second innings, no outcome).
      const cut = structuredClone(replay);
      cut.innings = [{ ...cut.innings[0]!, balls: cut.innings[0]!.balls.slice(0, delivered + 1) }];
      cut.outcome = {};
      const open = mine(cut).map((m) => m.marketId);
      const prices = mine(replay)
        .filter((m) => open.includes(m.marketId) && comparePoints(state, m.opensAt) >= 0)
        .filter((m) => comparePoints(state, m.decidedAt) < 0);
      expect(prices.length).toBeGreaterThan(3);
      const cutLines = new Map(mine(cut).map((m) => [m.marketId, JSON.stringify(m.price(state) ?? null)]));
      for (const m of prices) expect(cutLines.get(m.marketId)).toBe(JSON.stringify(m.price(state)));
    }
  });
});

describe('Fancy player categories: rows (docs/rules/sports.md Player categories)', () => {
  const replay = replayOf('287879');
  const innings = replay.innings[0]!;
  const { batters, bowlers } = inningsPlayers(innings);
  const listed = (state: CricketState) => new Set(fancyRows(replay, state, MATCH).map((r) => r.key));
  const decided = (r: CricketReplay, state: CricketState) =>
    new Map(decidedSessions(r, state, MATCH).map((d) => [d.marketId, d.result]));

  it('a batter is listed from coming in until out, then settles on their runs and balls faced', () => {
    const k = batters.findIndex((b, i) => i >= 2 && b.left === 'out');
    const batter = batters[k]!;
    const scorers = categoryMarketId(MATCH, 'scorers', 0, k);
    const faced = categoryMarketId(MATCH, 'balls_faced', 0, k);
    expect(batter.firstBall).toBeGreaterThan(0);
    expect(listed(at(0, batter.firstBall - 1)).has(scorers)).toBe(false);
    expect([...listed(at(0, batter.firstBall))]).toEqual(expect.arrayContaining([scorers, faced]));
    expect([...listed(at(0, batter.leftAt - 1))]).toEqual(expect.arrayContaining([scorers, faced]));
    expect(listed(at(0, batter.leftAt)).has(scorers)).toBe(false);
    expect(decided(replay, at(0, batter.leftAt - 1)).has(scorers)).toBe(false);
    const ownBalls = innings.balls.filter((b) => b.batter === batter.name);
    const verdict = decided(replay, at(0, batter.leftAt));
    expect(verdict.get(scorers)).toEqual({
      value: ownBalls.reduce((s, b) => s + b.batterRuns, 0),
      void: false,
    });
    expect(verdict.get(faced)).toEqual({
      value: ownBalls.filter((b) => !b.extras?.wides).length,
      void: false,
    });
    const wicketBall = innings.balls[batter.leftAt - 1]!;
    expect(wicketBall.wickets?.map((w) => w.playerOut)).toContain(batter.name);
  });

  it('a bowler is listed from their first delivery until they complete their quota or the innings ends', () => {
    const quotaDone = (b: (typeof bowlers)[number]) =>
      b.legal.findIndex((legal) => legal === overQuota(replay) * 6);
    const k = bowlers.findIndex((b) => quotaDone(b) > 0 && quotaDone(b) < innings.balls.length);
    const bowler = bowlers[k]!;
    const id = categoryMarketId(MATCH, 'bowlers', 0, k);
    const done = quotaDone(bowler);
    expect(listed(at(0, bowler.firstBall - 1)).has(id)).toBe(bowler.firstBall === 0);
    expect(listed(at(0, bowler.firstBall)).has(id)).toBe(true);
    expect(listed(at(0, done - 1)).has(id)).toBe(true);
    expect(listed(at(0, done)).has(id)).toBe(false);
    const conceded = innings.balls
      .filter((b) => b.bowler === bowler.name)
      .reduce((s, b) => s + b.batterRuns + (b.extras?.wides ?? 0) + (b.extras?.noballs ?? 0), 0);
    expect(decided(replay, at(0, done)).get(id)).toEqual({ value: conceded, void: false });
    // A bowler still short of the quota stays listed to the last ball and settles at the innings' end.
    const short = bowlers.findIndex((b) => b.legal[innings.balls.length]! < overQuota(replay) * 6);
    const shortId = categoryMarketId(MATCH, 'bowlers', 0, short);
    expect(listed(at(0, innings.balls.length - 1)).has(shortId)).toBe(true);
    expect(decided(replay, at(0, innings.balls.length - 1)).has(shortId)).toBe(false);
    expect(decided(replay, at(0, innings.balls.length)).has(shortId)).toBe(true);
  });

  it('a batter who retires not out voids both markets; retired out is a dismissal and settles', () => {
    const w = innings.balls.findIndex((b) => b.wickets?.length);
    const out = innings.balls[w]!.wickets![0]!.playerOut;
    const k = batters.findIndex((b) => b.name === out);
    const ids = [categoryMarketId(MATCH, 'scorers', 0, k), categoryMarketId(MATCH, 'balls_faced', 0, k)];
    for (const kind of ['retired hurt', 'retired not out', 'retired out']) {
      const retired = structuredClone(replay);
      retired.innings[0]!.balls[w]!.wickets![0]!.kind = kind;
      expect(listed(at(0, w)).has(ids[0]!)).toBe(true);
      const verdict = decided(retired, at(0, w + 1));
      const runs = innings.balls.filter((b) => b.batter === out).reduce((s, b) => s + b.batterRuns, 0);
      if (kind === 'retired out') expect(verdict.get(ids[0]!)).toEqual({ value: runs, void: false });
      else for (const id of ids) expect(verdict.get(id)).toEqual({ void: true });
    }
    // The top score keeps a retired batter's runs.
    expect(decided(replay, at(0, innings.balls.length)).get(categoryMarketId(MATCH, 'impact', 0, 0))).toEqual(
      {
        value: Math.max(...batters.map((b) => b.runs[innings.balls.length]!)),
        void: false,
      },
    );
  });
});
