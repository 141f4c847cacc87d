import { describe, expect, it } from 'vitest';
import {
  applyPoint,
  assertValidScore,
  currentSetFormat,
  initialScore,
  isDecidingSet,
  isMatchOver,
  raceWinner,
  setFormat,
  setWinnerOfGames,
  tiebreakServer,
} from './score';
import type { TennisFinalSetRule, TennisPlayer, TennisRules, TennisScore } from './types';

const BO3: TennisRules = { bestOf: 3, finalSet: 'tiebreak-at-6-6' };
const bo5 = (finalSet: TennisFinalSetRule): TennisRules => ({ bestOf: 5, finalSet });

describe('helpers', () => {
  it('tiebreakServer is 1, 2, 2, ... and its own inverse', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((n) => tiebreakServer(1, n))).toEqual([1, 0, 0, 1, 1, 0, 0, 1, 1]);
    for (let n = 0; n < 30; n++) expect(tiebreakServer(tiebreakServer(0, n), n)).toBe(0);
  });

  it('formats, deciding sets, set and race winners', () => {
    expect(setFormat('tiebreak-at-12-12')).toEqual({ tiebreakAt: 12, tiebreakTarget: 7 });
    expect(setFormat('ten-point-tiebreak-at-6-6')).toEqual({ tiebreakAt: 6, tiebreakTarget: 10 });
    expect(() => setFormat('sudden-death' as TennisFinalSetRule)).toThrow(RangeError);
    expect(isDecidingSet([1, 1], BO3)).toBe(true);
    expect(isDecidingSet([1, 1], bo5('advantage'))).toBe(false);
    expect(currentSetFormat([2, 2], bo5('advantage')).tiebreakAt).toBeNull();
    expect(currentSetFormat([2, 1], bo5('advantage')).tiebreakAt).toBe(6);
    const adv = setFormat('advantage');
    expect(setWinnerOfGames([7, 6], setFormat('tiebreak-at-6-6'))).toBe(0);
    expect(setWinnerOfGames([7, 6], adv)).toBeNull();
    expect(setWinnerOfGames([68, 70], adv)).toBe(1);
    expect(raceWinner(5, 3, 4)).toBe(0);
    expect(raceWinner(9, 10, 10)).toBeNull();
  });

  it('assertValidScore rejects impossible scores', () => {
    const ok = initialScore(0);
    expect(() => assertValidScore(ok, BO3)).not.toThrow();
    const bad: Partial<TennisScore>[] = [
      { points: [-1, 0] },
      { games: [7, 3] },
      { games: [6, 6] }, // tiebreak flag missing
      { tiebreak: true },
      { points: [4, 1] },
      { sets: [2, 2] },
      { sets: [2, 0], games: [1, 0] },
      { server: 2 as TennisPlayer },
    ];
    for (const patch of bad) expect(() => assertValidScore({ ...ok, ...patch }, BO3)).toThrow(RangeError);
    expect(() => applyPoint(ok, 3 as TennisPlayer, BO3)).toThrow(RangeError);
    expect(() => isMatchOver(ok, { bestOf: 4 as 3, finalSet: 'advantage' })).toThrow(RangeError);
  });
});
