import { describe, expect, it } from 'vitest';
import { eventsOf, localTime, oddsText, profitText, sideLabel } from './betView';
import { betRow, trade } from '../../test/openBetsFixtures';

describe('open bet display rules', () => {
  it('labels the side as the spec words it', () => {
    expect(sideLabel('back')).toBe('Back (Bet For)');
    expect(sideLabel('lay')).toBe('Lay (Bet against)');
  });

  it('shows exchange odds, Bookmaker rates and Fancy line/rate', () => {
    expect(oddsText(betRow({ oddsReq: 2.5 }))).toBe('2.5');
    expect(oddsText(betRow({ markettype: 'Bookmaker', oddsReq: 45 }))).toBe('45');
    expect(oddsText(betRow({ markettype: 'FANCY', oddsReq: null, price: 45, size: 100 }))).toBe('45/100');
    expect(oddsText(betRow({ oddsReq: null }))).toBe('-');
  });

  it('shows the profit with the liability in brackets, 2 decimals', () => {
    expect(profitText(betRow({ favourMargin: 150, againstMargin: 100 }))).toBe('150.00 (100.00)');
    expect(profitText(betRow({ favourMargin: 100, againstMargin: 1500.5 }))).toBe('100.00 (1,500.50)');
  });

  it('shows the place time in local time', () => {
    expect(localTime(new Date(2026, 0, 2, 3, 4, 5).toISOString())).toBe('02/01/2026 03:04:05');
    expect(localTime(new Date(2025, 11, 31, 23, 59, 0).toISOString())).toBe('31/12/2025 23:59:00');
    expect(localTime('not a time')).toBe('not a time');
  });

  it('groups trade rows by event in first-seen order', () => {
    const rows = [
      trade(),
      trade({ _id: '1.5', matchId: '20000001', event: 'Nadal v Federer', sportsName: 'Tennis' }),
      trade({ _id: '2.4000000101', market: 'Bookmaker', markettype: 'Bookmaker' }),
    ];
    const events = eventsOf(rows);
    expect(events.map((e) => [e.matchId, e.event, e.markets.length])).toEqual([
      ['40000001', 'India v Australia', 2],
      ['20000001', 'Nadal v Federer', 1],
    ]);
  });
});
