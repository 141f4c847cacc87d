import { describe, expect, it } from 'vitest';
import {
  betPreview,
  doubleStake,
  halveStake,
  parseStake,
  placeBlockedReason,
  stakeBounds,
  stakeLimitMessage,
  stepRate,
} from './rules';
import { MIN_MAX } from '../../test/sportsFixtures';

const limits = MIN_MAX;

describe('rate stepper', () => {
  it('moves exchange odds one tick on the ladder', () => {
    expect(stepRate('odds', 1.5, 1)).toBe(1.51);
    expect(stepRate('odds', 1.99, 1)).toBe(2);
    expect(stepRate('odds', 2, 1)).toBe(2.02);
    expect(stepRate('odds', 2.02, -1)).toBe(2);
    expect(stepRate('odds', 3, 1)).toBe(3.05);
    expect(stepRate('odds', 10, -1)).toBe(9.8);
  });

  it('never goes to or below 1.01, nor above 1000', () => {
    expect(stepRate('odds', 1.03, -1)).toBe(1.02);
    expect(stepRate('odds', 1.02, -1)).toBeUndefined();
    expect(stepRate('odds', 1.01, -1)).toBeUndefined();
    expect(stepRate('odds', 1000, 1)).toBeUndefined();
  });

  it('snaps an off-ladder price to the neighbouring tick', () => {
    expect(stepRate('odds', 2.01, 1)).toBe(2.02);
    expect(stepRate('odds', 2.01, -1)).toBe(2);
  });

  it('moves a Bookmaker rate by 1 and never to 0; fancy has no stepper', () => {
    expect(stepRate('bookmaker', 45, 1)).toBe(46);
    expect(stepRate('bookmaker', 2, -1)).toBe(1);
    expect(stepRate('bookmaker', 1, -1)).toBeUndefined();
    // Issue 12: what the server offers (up to 99900) can be stepped to, not beyond.
    expect(stepRate('bookmaker', 97939, 1)).toBe(97940);
    expect(stepRate('bookmaker', 99900, 1)).toBeUndefined();
    expect(stepRate('fancy', 100, 1)).toBeUndefined();
  });
});

describe('stake', () => {
  it('is typed as whole digits', () => {
    expect(parseStake('12a3')).toBe(123);
    expect(parseStake('')).toBe(0);
    expect(parseStake('1.5')).toBe(15);
  });

  it('halves and doubles in whole numbers', () => {
    expect(halveStake(101)).toBe(50);
    expect(halveStake(1)).toBe(0);
    expect(doubleStake(50)).toBe(100);
    expect(doubleStake(0)).toBe(0);
  });
});

describe('profit and liability (docs/rules/specification.md §9)', () => {
  it('exchange back: (odds - 1) x stake, liability the stake; lay the opposite', () => {
    expect(betPreview('odds', 'back', 100, 1.96)).toEqual({ profit: 96, liability: 100 });
    expect(betPreview('odds', 'lay', 100, 1.96)).toEqual({ profit: 100, liability: 96 });
  });

  it('Bookmaker and Fancy: rate / 100 x stake', () => {
    expect(betPreview('bookmaker', 'back', 1000, 45)).toEqual({ profit: 450, liability: 1000 });
    expect(betPreview('bookmaker', 'lay', 1000, 47)).toEqual({ profit: 1000, liability: 470 });
    expect(betPreview('fancy', 'back', 200, 90, 52)).toEqual({ profit: 180, liability: 200 });
    expect(betPreview('fancy', 'lay', 200, 110, 52)).toEqual({ profit: 200, liability: 220 });
  });

  it('is zero for an incomplete slip', () => {
    expect(betPreview('odds', 'back', 0, 2)).toEqual({ profit: 0, liability: 0 });
    expect(betPreview('odds', 'back', 10, 0)).toEqual({ profit: 0, liability: 0 });
  });
});

describe('stake limits (docs/rules/specification.md §5)', () => {
  it('uses the brand limits per market kind', () => {
    expect(stakeBounds(limits, 'odds', true)).toEqual({ min: 100, max: 100000 });
    expect(stakeBounds(limits, 'fancy', true)).toEqual({ min: 100, max: 20000 });
    expect(stakeBounds(limits, 'bookmaker', true)).toEqual({ min: 100, max: 300000 });
  });

  it('defaults to the spec limits and honours the advance bet lock', () => {
    expect(stakeBounds(undefined, 'odds', true)).toEqual({ min: 100, max: 100000 });
    expect(stakeBounds({ ...limits, advanceBetLock: true }, 'odds', false)).toEqual({ min: 1, max: 0 });
    expect(stakeBounds({ ...limits, advanceBetLock: true }, 'odds', true)).toEqual({ min: 100, max: 100000 });
  });

  it('names the exceeded limit', () => {
    const b = { min: 100, max: 100000 };
    expect(stakeLimitMessage(99, b)).toBe('Minimum stake limit exceeded!');
    expect(stakeLimitMessage(100001, b)).toBe('Maximum stake limit exceeded!');
    expect(stakeLimitMessage(100, b)).toBeUndefined();
  });
});

describe('Place Bet disabled (docs/rules/specification.md §5)', () => {
  const ok = { loggedIn: true, online: true, stake: 100, rate: 2 };
  it('when signed out, offline, stake below 1 or rate not above 0', () => {
    expect(placeBlockedReason(ok)).toBeUndefined();
    expect(placeBlockedReason({ ...ok, loggedIn: false })).toBeDefined();
    expect(placeBlockedReason({ ...ok, online: false })).toBeDefined();
    expect(placeBlockedReason({ ...ok, stake: 0 })).toBeDefined();
    expect(placeBlockedReason({ ...ok, rate: 0 })).toBeDefined();
  });
});
