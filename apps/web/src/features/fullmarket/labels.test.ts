import { describe, expect, it } from 'vitest';
import { closedReason, fancyPriceWords, runnerPriceWords, spokenName } from './labels';

const runner =
  (...args: Parameters<typeof runnerPriceWords>) =>
  (main: string, sub: string) =>
    spokenName(runnerPriceWords(...args), main, sub);

describe('accessible names of the price cells (issue 18 item 4)', () => {
  it('exchange and Bookmaker: side, runner, the price and size as shown', () => {
    expect(runner('back', 'India', true, true)('1.96', '2.4k')).toBe('Back India at 1.96, 2.4k available');
    expect(runner('lay', 'India', true, true)('1.98', '1.3k')).toBe('Lay India at 1.98, 1.3k available');
    expect(runner('back', 'India', false, false)('', '')).toBe('Back India, no price');
    expect(runner('lay', 'Australia', true, false)('99', '')).toBe('Lay Australia at 99');
  });

  it('says why a cell takes no bet', () => {
    expect(closedReason('OPEN', 'ACTIVE')).toBe('');
    expect(closedReason('OPEN', 'SUSPENDED')).toBe('suspended');
    expect(closedReason('SUSPENDED', 'ACTIVE')).toBe('market suspended');
    expect(closedReason('CLOSED', 'WINNER')).toBe('market closed');
    expect(runner('back', 'India', true, true, closedReason('OPEN', 'SUSPENDED'))('1.96', '2.4k')).toBe(
      'Back India at 1.96, 2.4k available, suspended',
    );
    expect(runner('back', 'India', false, false, 'market suspended')('', '')).toBe(
      'Back India, no price, market suspended',
    );
  });

  it('fancy: Yes (back) and No (lay), the line and the rate, then the row status', () => {
    const fancy =
      (...args: Parameters<typeof fancyPriceWords>) =>
      (main: string, sub: string) =>
        spokenName(fancyPriceWords(...args), main, sub);
    expect(fancy('back', '6 over runs IND', true)('53', '100')).toBe(
      'Yes 6 over runs IND, line 53 at rate 100',
    );
    expect(fancy('lay', '6 over runs IND', true)('52', '90')).toBe('No 6 over runs IND, line 52 at rate 90');
    expect(fancy('lay', '6 over runs IND', false)('0', '0')).toBe('No 6 over runs IND, no price');
    expect(fancy('back', '6 over runs IND', true, 'Ball Running')('53', '100')).toBe(
      'Yes 6 over runs IND, line 53 at rate 100, Ball Running',
    );
  });
});
