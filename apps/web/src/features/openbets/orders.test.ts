import { describe, expect, it } from 'vitest';
import { unmatchedOrder } from '../../test/openBetsFixtures';
import { withUnmatchedEvents } from './betView';
import {
  failureText,
  matchesWithUnmatched,
  orderErrorText,
  orderName,
  reportError,
  unmatchedOrders,
} from './orders';

const order = unmatchedOrder;

describe('unmatched orders display rules (issue 14 item 7)', () => {
  it('keeps the executable orders with something left on the match (and market), oldest first', () => {
    const orders = [
      order({ betId: 'late', placedDate: '2026-01-02T03:05:00.000Z' }),
      order({ betId: 'early', placedDate: '2026-01-02T03:00:00.000Z' }),
      order({ betId: 'done', status: 'EXECUTION_COMPLETE', sizeRemaining: 0 }),
      order({ betId: 'pending', status: 'PENDING' }),
      order({ betId: 'tied', marketId: '1.4000000102' }),
      order({ betId: 'tennis', matchId: '20000001' }),
    ];
    expect(unmatchedOrders(orders, '40000001').map((o) => o.betId)).toEqual(['early', 'tied', 'late']);
    expect(unmatchedOrders(orders, '40000001', '1.4000000101').map((o) => o.betId)).toEqual([
      'early',
      'late',
    ]);
    expect(unmatchedOrders(undefined, '40000001')).toEqual([]);
    expect(matchesWithUnmatched(orders)).toEqual(['40000001', '20000001']);
  });

  it('names an order for its controls', () => {
    expect(orderName(order())).toBe('unmatched back on India at 2.5');
    expect(
      orderName(order({ side: 'LAY', selectionName: 'Australia', priceSize: { price: 3.05, size: 5 } })),
    ).toBe('unmatched lay on Australia at 3.05');
  });

  it("puts the exchange's error codes into words", () => {
    expect(orderErrorText('BET_TAKEN_OR_LAPSED')).toBe('This bet has already been matched or lapsed.');
    expect(orderErrorText('INSUFFICIENT_FUNDS')).toBe('Insufficient balance');
    expect(orderErrorText('SOMETHING_NEW')).toBe('The exchange could not do that (SOMETHING_NEW).');
    expect(failureText({ status: 400, data: { errorCode: 'INVALID_ODDS', message: 'odds 2.51' } })).toBe(
      'That price is not on the price ladder.',
    );
    expect(
      failureText({
        status: 401,
        data: { errorCode: 'INVALID_SESSION_INFORMATION', message: 'Session expired!' },
      }),
    ).toBe('Session expired!');
    expect(failureText({ status: 'FETCH_ERROR', error: 'offline' })).toBe(
      'The exchange could not do that. Please try again.',
    );
  });

  it("takes a report's failure from its instruction, else from the report", () => {
    const instruction = { betId: 'o1' };
    expect(
      reportError({
        status: 'SUCCESS',
        instructionReports: [{ status: 'SUCCESS', instruction, sizeCancelled: 5 }],
      }),
    ).toBeUndefined();
    expect(
      reportError({
        status: 'FAILURE',
        errorCode: 'PROCESSED_WITH_ERRORS',
        instructionReports: [
          { status: 'FAILURE', errorCode: 'BET_TAKEN_OR_LAPSED', instruction, sizeCancelled: 0 },
        ],
      }),
    ).toBe('BET_TAKEN_OR_LAPSED');
    expect(
      reportError({
        status: 'FAILURE',
        errorCode: 'MARKET_SUSPENDED',
        marketId: 'm',
        instructionReports: [],
      }),
    ).toBe('MARKET_SUSPENDED');
  });

  it('adds a section for a match whose orders all rest unmatched', () => {
    const events = [{ matchId: '40000001', event: 'India v Australia', sportsName: 'Cricket', markets: [] }];
    expect(withUnmatchedEvents(events, ['40000001', '20000001'], { '20000001': 'Nadal v Federer' })).toEqual([
      ...events,
      { matchId: '20000001', event: 'Nadal v Federer', sportsName: '', markets: [] },
    ]);
    expect(withUnmatchedEvents([], ['20000001']).map((e) => e.event)).toEqual(['Unmatched bets']);
  });
});
