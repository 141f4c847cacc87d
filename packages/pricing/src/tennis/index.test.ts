import { describe, expect, it } from 'vitest';
import * as pricing from '../index';
import * as tennis from './index';

describe('tennis public API', () => {
  it('exports the binding functions, also through the package index', () => {
    const names = [
      'applyPoint',
      'gameWinProbability',
      'holdProbability',
      'initialScore',
      'isMatchOver',
      'matchWinProbability',
      'serveProbabilityPrior',
      'setWinProbability',
      'setWinnerProbability',
      'synthesisePoints',
      'tiebreakWinProbability',
      'updateServeProbability',
    ];
    expect(Object.keys(tennis).sort()).toEqual(names);
    for (const name of names) expect(typeof (pricing as Record<string, unknown>)[name]).toBe('function');
  });
});
