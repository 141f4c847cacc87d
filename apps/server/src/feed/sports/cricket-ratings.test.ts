import { describe, expect, it } from 'vitest';
import type { CricketReplay } from '../replay/format';
import { loadReplays } from '../replay/load';
import {
  CHASE_EDGE,
  CRICKET_ELO,
  cricketPriors,
  cricketRatings,
  eloWinProbability,
  preMatchBrier,
  priorWeight,
  ratingPoolOf,
  withBattingFirstEffect,
  withPrior,
} from './cricket-ratings';

const cricket = loadReplays('cricket').matches;

/** A minimal replay for the ratings: teams, date, competition, who batted first and who won. */
function match(
  id: string,
  date: string,
  teams: [string, string],
  winner: string | undefined,
  competition = 'T20I',
): CricketReplay {
  return {
    sport: 'cricket',
    id,
    format: 'T20',
    competition,
    season: '',
    originalDate: date,
    venue: '',
    city: '',
    teams,
    players: {},
    toss: { winner: teams[0], decision: 'bat' },
    ballsPerInnings: 120,
    innings: [
      { battingTeam: teams[0], superOver: false, balls: [], total: { runs: 0, wickets: 0, legalBalls: 0 } },
    ],
    outcome: winner ? { winner } : { result: 'no result' },
  };
}

describe('cricket ratings', () => {
  it('rates a side from earlier days only: its own, same-day and later results never move its price', () => {
    const base = [
      match('1', '2020-01-01', ['A', 'B'], 'A'),
      match('2', '2020-01-02', ['A', 'C'], 'A'),
      match('3', '2020-01-02', ['B', 'C'], 'C'),
      match('4', '2020-01-03', ['A', 'B'], 'B'),
    ];
    const ratings = cricketRatings(base);
    expect(ratings.get('1')).toEqual([CRICKET_ELO.start, CRICKET_ELO.start]);
    const a1 = CRICKET_ELO.start + CRICKET_ELO.k / 2;
    expect(ratings.get('2')).toEqual([a1, CRICKET_ELO.start]);
    // Match 3 is the same day as match 2: C has no rating yet, B carries only match 1.
    expect(ratings.get('3')).toEqual([CRICKET_ELO.start - CRICKET_ELO.k / 2, CRICKET_ELO.start]);
    expect(ratings.get('4')![0]).toBeGreaterThan(a1);
    // Flip match 4's own result and match 2's same-day neighbour's: 2 and 4 keep their ratings.
    const flipped = cricketRatings([base[0]!, base[1]!, { ...base[2]!, outcome: { winner: 'B' } }, base[3]!]);
    expect(flipped.get('2')).toEqual(ratings.get('2'));
    const own = cricketRatings([...base.slice(0, 3), { ...base[3]!, outcome: { winner: 'A' } }]);
    expect(own.get('4')).toEqual(ratings.get('4'));
    // A no result leaves the ratings alone.
    const noResult = cricketRatings([{ ...base[0]!, outcome: { result: 'no result' } }, base[1]!]);
    expect(noResult.get('2')).toEqual([CRICKET_ELO.start, CRICKET_ELO.start]);
  });

  it('keeps franchise leagues and international sides in separate pools', () => {
    const ratings = cricketRatings([
      match('1', '2020-01-01', ['A', 'B'], 'A', 'Indian Premier League'),
      match('2', '2020-01-02', ['A', 'B'], 'A', 'ICC World Twenty20'),
      match('3', '2020-01-03', ['A', 'B'], 'A', 'Indian Premier League'),
    ]);
    expect(ratings.get('2')).toEqual([CRICKET_ELO.start, CRICKET_ELO.start]);
    expect(ratings.get('3')![0]).toBe(CRICKET_ELO.start + CRICKET_ELO.k / 2);
    expect(ratingPoolOf({ competition: 'Indian Premier League' })).toBe('Indian Premier League');
    expect(ratingPoolOf({ competition: "ICC Men's T20 World Cup" })).toBe('international');
  });

  it('adds a small chase edge once the toss is known, on the logit scale', () => {
    expect(withBattingFirstEffect(0.5)).toBeCloseTo(1 - CHASE_EDGE, 12);
    expect(withBattingFirstEffect(0.7)).toBeLessThan(0.7);
    expect(withBattingFirstEffect(0.7)).toBeGreaterThan(0.65);
    expect(withBattingFirstEffect(0.999999)).toBeLessThan(1);
    expect(eloWinProbability(1600, 1400)).toBeCloseTo(1 / (1 + 10 ** -0.5), 12);
  });

  it('carries the prior into play with a weight from 1 at the first ball to 0 at the end', () => {
    expect(priorWeight(240, 240)).toBe(1);
    expect(priorWeight(60, 240)).toBe(0.5);
    expect(priorWeight(0, 240)).toBe(0);
    expect(priorWeight(-3, 240)).toBe(0);
    expect(() => priorWeight(10, 0)).toThrow(RangeError);
    expect(withPrior(0.5, 0.62, 1)).toBeCloseTo(0.62, 12);
    expect(withPrior(0.3, 0.62, 0)).toBe(0.3);
    expect(withPrior(0, 0.9, 1)).toBe(0);
    expect(withPrior(1, 0.1, 1)).toBe(1);
    const half = withPrior(0.4, 0.6, 0.5);
    expect(half).toBeGreaterThan(0.4);
    expect(half).toBeLessThan(withPrior(0.4, 0.6, 1));
  });

  it('prices the shipped matches apart, and beats the constant 0.5 once the toss is known (Brier)', () => {
    const priors = cricketPriors(cricket);
    const prices = new Set([...priors.values()].map((p) => p.team0.toFixed(3)));
    expect(prices.size).toBeGreaterThanOrEqual(10);
    const brier = preMatchBrier(cricket);
    console.log(
      `cricket pre-match Brier over ${brier.matches} matches: ratings before the toss ${brier.beforeToss.toFixed(4)}, ` +
        `at the start (toss known) ${brier.atStart.toFixed(4)}, constant 0.5 ${brier.constant.toFixed(4)}`,
    );
    expect(brier.matches).toBe(cricket.length);
    expect(brier.atStart).toBeLessThan(brier.constant);
  });
});
