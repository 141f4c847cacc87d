import { describe, expect, it } from 'vitest';
import { applyPoint, initialScore, isMatchOver } from './score';
import type { TennisFinalSetRule, TennisPlayer, TennisRules, TennisScore } from './types';

const BO3: TennisRules = { bestOf: 3, finalSet: 'tiebreak-at-6-6' };
const bo5 = (finalSet: TennisFinalSetRule): TennisRules => ({ bestOf: 5, finalSet });

/** Plays points given as a string of winners, e.g. '0010'. */
function play(score: TennisScore, winners: string, rules: TennisRules): TennisScore {
  let s = score;
  for (const c of winners) s = applyPoint(s, c === '0' ? 0 : 1, rules);
  return s;
}
const game = (score: TennisScore, w: TennisPlayer, rules: TennisRules): TennisScore =>
  play(score, String(w).repeat(4), rules);
/** Alternates games 0, 1, 0, 1, ... (count games), which never ends a set early. */
function alternate(score: TennisScore, count: number, rules: TennisRules): TennisScore {
  let s = score;
  for (let g = 0; g < count; g++) s = game(s, g % 2 === 0 ? 0 : 1, rules);
  return s;
}
/** Wins a whole set 6-0 for `w`. */
function bagel(score: TennisScore, w: TennisPlayer, rules: TennisRules): TennisScore {
  let s = score;
  for (let g = 0; g < 6; g++) s = game(s, w, rules);
  return s;
}
const decider = (rules: TennisRules, first: TennisPlayer = 0): TennisScore => {
  let s = initialScore(first);
  const half = rules.bestOf === 5 ? 2 : 1;
  for (let k = 0; k < half; k++) s = bagel(bagel(s, 0, rules), 1, rules);
  return s;
};

describe('initialScore', () => {
  it('starts at love with the chosen server', () => {
    expect(initialScore(1)).toEqual({
      sets: [0, 0],
      games: [0, 0],
      points: [0, 0],
      server: 1,
      tiebreak: false,
    });
    expect(() => initialScore(2 as TennisPlayer)).toThrow(RangeError);
  });
});

describe('applyPoint: games', () => {
  it('plays a love game and passes the serve', () => {
    let s = initialScore(0);
    s = play(s, '000', BO3);
    expect(s.points).toEqual([3, 0]);
    expect(s.server).toBe(0);
    s = applyPoint(s, 0, BO3);
    expect(s).toEqual({ sets: [0, 0], games: [1, 0], points: [0, 0], server: 1, tiebreak: false });
  });

  it('cycles through deuce and advantage until a two-point lead', () => {
    let s = play(initialScore(0), '010101', BO3); // deuce 3-3
    expect(s.points).toEqual([3, 3]);
    s = applyPoint(s, 0, BO3); // advantage server
    expect(s.points).toEqual([4, 3]);
    s = applyPoint(s, 1, BO3); // deuce again
    expect(s.points).toEqual([4, 4]);
    s = play(s, '1010101', BO3); // adv receiver, deuce, ... adv receiver
    expect(s.points).toEqual([7, 8]);
    expect(s.games).toEqual([0, 0]);
    s = applyPoint(s, 1, BO3); // break
    expect(s.games).toEqual([0, 1]);
    expect(s.points).toEqual([0, 0]);
    expect(s.server).toBe(1);
  });

  it('wins a game 4-2 without deuce and does not mutate its input', () => {
    const before = play(initialScore(1), '00110', BO3);
    const copy = structuredClone(before);
    const after = applyPoint(before, 0, BO3);
    expect(before).toEqual(copy);
    expect(after.games).toEqual([1, 0]);
    expect(after.server).toBe(0);
  });
});

describe('applyPoint: sets and tiebreaks', () => {
  it('ends a set at 6-4 but not at 6-5, and 7-5 ends it', () => {
    let s = alternate(initialScore(0), 8, BO3); // 4-4
    s = game(game(s, 0, BO3), 1, BO3); // 5-5
    s = game(s, 0, BO3);
    expect(s.games).toEqual([6, 5]);
    s = game(s, 0, BO3);
    expect(s.sets).toEqual([1, 0]);
    expect(s.games).toEqual([0, 0]);
    const t = game(game(alternate(initialScore(0), 8, BO3), 0, BO3), 0, BO3);
    expect(t.sets).toEqual([1, 0]); // 6-4
  });

  it('starts a tiebreak at 6-6 and serves 1, 2, 2, ... from the player due to serve', () => {
    let s = alternate(initialScore(0), 12, BO3);
    expect(s.games).toEqual([6, 6]);
    expect(s.tiebreak).toBe(true);
    expect(s.server).toBe(0); // player 0 served games 1, 3, ..., 11 and is due for the 13th
    const servers: TennisPlayer[] = [];
    for (let k = 0; k < 8; k++) {
      servers.push(s.server);
      s = applyPoint(s, k % 2 === 0 ? 0 : 1, BO3); // alternate winners: 4-4 after 8
    }
    expect(servers).toEqual([0, 1, 1, 0, 0, 1, 1, 0]);
    expect(s.points).toEqual([4, 4]);
  });

  it('wins a tiebreak 7-5, scores the set 7-6 and lets the first receiver serve the next set', () => {
    let s = alternate(initialScore(0), 12, BO3);
    s = play(s, '0101010101', BO3); // 5-5
    s = play(s, '00', BO3);
    expect(s.sets).toEqual([1, 0]);
    expect(s.tiebreak).toBe(false);
    expect(s.server).toBe(1);
  });

  it('needs two clear points in a tiebreak (to 7)', () => {
    let s = alternate(initialScore(1), 12, BO3);
    s = play(s, '010101010101', BO3); // 6-6
    s = applyPoint(s, 1, BO3);
    expect(s.points).toEqual([6, 7]);
    expect(s.sets).toEqual([0, 0]);
    s = play(s, '01', BO3);
    expect(s.points).toEqual([7, 8]);
    s = applyPoint(s, 1, BO3);
    expect(s.sets).toEqual([0, 1]);
    expect(s.server).toBe(0); // player 1 served the tiebreak's first point
  });

  it('plays normal sets with a 7-point tiebreak under every deciding-set rule', () => {
    for (const rule of ['advantage', 'tiebreak-at-12-12', 'ten-point-tiebreak-at-6-6'] as const) {
      const s = alternate(initialScore(0), 12, bo5(rule));
      expect(s.tiebreak).toBe(true);
      expect(play(s, '0000000', bo5(rule)).sets).toEqual([1, 0]);
    }
  });
});

describe('applyPoint: match end', () => {
  it('ends a best-of-3 match after two sets and refuses further points', () => {
    const s = bagel(bagel(initialScore(0), 0, BO3), 0, BO3);
    expect(s.sets).toEqual([2, 0]);
    expect(isMatchOver(s, BO3)).toBe(0);
    expect(() => applyPoint(s, 0, BO3)).toThrow(RangeError);
  });

  it('ends a best-of-5 match only at three sets', () => {
    const r = bo5('advantage');
    let s = bagel(bagel(initialScore(1), 1, r), 1, r);
    expect(isMatchOver(s, r)).toBeNull();
    s = bagel(s, 1, r);
    expect(isMatchOver(s, r)).toBe(1);
    expect(s).toEqual({ sets: [0, 3], games: [0, 0], points: [0, 0], server: 1, tiebreak: false });
  });
});

describe('applyPoint: deciding-set rules', () => {
  it("'tiebreak-at-12-12': no tiebreak at 6-6, a 7-point tiebreak at 12-12, 13-12 with tb 3", () => {
    const r = bo5('tiebreak-at-12-12');
    let s = alternate(decider(r), 12, r);
    expect(s.games).toEqual([6, 6]);
    expect(s.tiebreak).toBe(false);
    s = alternate(s, 12, r);
    expect(s.games).toEqual([12, 12]);
    expect(s.tiebreak).toBe(true);
    s = play(s, '0101010', r); // 4-3
    s = play(s, '000', r); // 7-3
    expect(isMatchOver(s, r)).toBe(0);
    expect(s.sets).toEqual([3, 2]);
  });

  it("'advantage': plays on to 70-68 without a tiebreak", () => {
    const r = bo5('advantage');
    let s = alternate(decider(r), 136, r);
    expect(s.games).toEqual([68, 68]);
    expect(s.tiebreak).toBe(false);
    s = game(s, 0, r);
    expect(s.games).toEqual([69, 68]);
    expect(isMatchOver(s, r)).toBeNull();
    s = game(s, 0, r);
    expect(isMatchOver(s, r)).toBe(0);
    expect(s.sets).toEqual([3, 2]);
  });

  it("'ten-point-tiebreak-at-6-6': first to 10 by two", () => {
    const r = bo5('ten-point-tiebreak-at-6-6');
    let s = alternate(decider(r), 12, r);
    expect(s.tiebreak).toBe(true);
    s = play(s, '0000000', r); // 7-0: not over
    expect(s.points).toEqual([7, 0]);
    s = play(s, '1'.repeat(9), r); // 7-9
    s = play(s, '000', r); // 10-9
    expect(isMatchOver(s, r)).toBeNull();
    s = applyPoint(s, 0, r); // 11-9
    expect(isMatchOver(s, r)).toBe(0);
  });

  it("'tiebreak-at-6-6' in a best-of-3 decider: a 7-point tiebreak", () => {
    let s = alternate(decider(BO3, 1), 12, BO3);
    expect(s.tiebreak).toBe(true);
    s = play(s, '1111111', BO3);
    expect(isMatchOver(s, BO3)).toBe(1);
  });
});
