import { describe, expect, it } from 'vitest';
import { exchangeBatches, groupByMatch, marketKind } from './groups';
import { fullMarketPath } from './fullMarketPath';
import { followed } from './testData';

describe('multimarket grouping', () => {
  it('tells exchange, Bookmaker and Fancy ids apart', () => {
    expect(marketKind('1.4000000101')).toBe('exchange');
    expect(marketKind('2.4000000101')).toBe('bookmaker');
    expect(marketKind('3.4000000101001')).toBe('fancy');
  });

  it('groups followed markets by match in follow order', () => {
    const groups = groupByMatch([
      followed(),
      followed({ marketId: '1.2000000101', sportId: 2, competitionId: '2001', matchId: '20000001' }),
      followed({ marketId: '2.4000000101', marketName: 'Bookmaker', eventName: 'India v Australia' }),
    ]);
    expect(groups.map((g) => [g.key, g.markets.map((m) => m.marketId), g.eventName])).toEqual([
      ['4/4001/40000001', ['1.4000000101', '2.4000000101'], 'India v Australia'],
      ['2/2001/20000001', ['1.2000000101'], undefined],
    ]);
  });

  it('fetches a match’s exchange markets together, at most 20 ids a call', () => {
    const ids = Array.from({ length: 23 }, (_, i) => `1.40000001${String(i).padStart(2, '0')}`);
    const batches = exchangeBatches([
      ...ids.map((marketId) => followed({ marketId })),
      followed({ marketId: '2.1' }),
    ]);
    expect(batches.get(ids[0]!)).toBe(ids.slice(0, 20).join(','));
    expect(batches.get(ids[19]!)).toBe(ids.slice(0, 20).join(','));
    expect(batches.get(ids[22]!)).toBe(ids.slice(20).join(','));
    expect(batches.has('2.1')).toBe(false);
  });

  it('builds the full market path with its optional query', () => {
    expect(fullMarketPath({ sportId: 4, competitionId: '4001', matchId: '40000001' })).toBe(
      '/fullmarket/4/4001/40000001',
    );
    expect(
      fullMarketPath({
        sportId: 4,
        competitionId: '4001',
        matchId: '40000001',
        eventName: 'India v Australia',
        gameTime: '2026-11-21T12:00:00.000Z',
        inplay: true,
      }),
    ).toBe(
      '/fullmarket/4/4001/40000001?gameTime=2026-11-21T12%3A00%3A00.000Z&eventName=India+v+Australia&inplay=true',
    );
  });
});
