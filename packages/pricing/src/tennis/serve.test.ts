import { describe, expect, it } from 'vitest';
import { serveProbabilityPrior, updateServeProbability } from './serve';
import type { TennisTour } from './types';

describe('serveProbabilityPrior', () => {
  it('is 0.64 for men and 0.56 for women', () => {
    expect(serveProbabilityPrior('ATP')).toBe(0.64);
    expect(serveProbabilityPrior('WTA')).toBe(0.56);
    expect(() => serveProbabilityPrior('ITF' as TennisTour)).toThrow(RangeError);
  });
});

describe('updateServeProbability', () => {
  it('shrinks toward the prior with weight 60 by default', () => {
    expect(updateServeProbability(0.64, 0, 0)).toBe(0.64);
    expect(updateServeProbability(0.64, 30, 40)).toBeCloseTo((0.64 * 60 + 30) / 100, 14);
    expect(updateServeProbability(0.56, 10, 20, 20)).toBeCloseTo((0.56 * 20 + 10) / 40, 14);
  });

  it('moves toward the observed rate as points accumulate', () => {
    const few = updateServeProbability(0.64, 8, 10);
    const many = updateServeProbability(0.64, 800, 1000);
    expect(few).toBeGreaterThan(0.64);
    expect(many).toBeGreaterThan(few);
    expect(many).toBeCloseTo(0.8, 1);
    expect(updateServeProbability(0.64, 0, 10)).toBeLessThan(0.64);
  });

  it('rejects impossible inputs', () => {
    expect(() => updateServeProbability(1.2, 0, 0)).toThrow(RangeError);
    expect(() => updateServeProbability(0.6, 5, 4)).toThrow(RangeError);
    expect(() => updateServeProbability(0.6, -1, 4)).toThrow(RangeError);
    expect(() => updateServeProbability(0.6, 1, 4, 0)).toThrow(RangeError);
    expect(() => updateServeProbability(0.6, 1, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
