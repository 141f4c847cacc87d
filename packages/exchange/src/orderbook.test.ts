/**
 * Worked examples of docs/rules/exchange.md "Order book and matching": refusals, partial fills
 * across levels, FIFO within a level, price improvement to the taker, partial cancel keeping the
 * queue place, lapses by persistence, averagePriceMatched, self-matching and the ladder view.
 */
import { describe, expect, it } from 'vitest';
import {
  createOrderBook,
  MAX_ORDER_SIZE_MINOR,
  type OrderBook,
  type OrderSide,
  type PersistenceType,
  type PlaceOrder,
  type PlaceResult,
} from './orderbook';

/** An order on runner 'A' by account 'u1', LAPSE, unless overridden. */
const order = (
  orderId: string,
  side: OrderSide,
  priceH: number,
  sizeMinor: number,
  extra: Partial<PlaceOrder> = {},
): PlaceOrder => ({
  orderId,
  accountId: 'u1',
  selectionId: 'A',
  side,
  priceH,
  sizeMinor,
  persistence: 'LAPSE',
  ...extra,
});

/** Places and expects acceptance; returns the matches as [maker, priceH, sizeMinor] and the rest. */
function place(book: OrderBook, o: PlaceOrder) {
  const result: PlaceResult = book.place(o);
  if (!result.ok) throw new Error(`refused: ${result.error}`);
  for (const m of result.matches) {
    expect(m).toMatchObject({ takerOrderId: o.orderId, selectionId: o.selectionId, takerSide: o.side });
  }
  return {
    fills: result.matches.map((m) => [m.makerOrderId, m.priceH, m.sizeMinor] as const),
    restedMinor: result.restedMinor,
  };
}

const sizes = (book: OrderBook, id: string) => {
  const s = book.order(id)!;
  return [s.sizeMatchedMinor, s.sizeRemainingMinor, s.sizeCancelledMinor, s.sizeLapsedMinor, s.status];
};

describe('OrderBook.place refusals', () => {
  const cases: [string, Partial<PlaceOrder>, string][] = [
    ['a price between ticks (2.01)', { priceH: 201 }, 'INVALID_ODDS'],
    ['a price below the ladder (1.00)', { priceH: 100 }, 'INVALID_ODDS'],
    ['a price above the ladder (1010)', { priceH: 101_000 }, 'INVALID_ODDS'],
    ['a fractional price', { priceH: 200.5 }, 'INVALID_ODDS'],
    ['a price as decimal odds (2.0 instead of 200)', { priceH: 2 }, 'INVALID_ODDS'],
    ['a non-number price', { priceH: '200' as unknown as number }, 'INVALID_ODDS'],
    ['size 0', { sizeMinor: 0 }, 'INVALID_BET_SIZE'],
    ['a negative size', { sizeMinor: -5 }, 'INVALID_BET_SIZE'],
    ['a fractional size', { sizeMinor: 1.5 }, 'INVALID_BET_SIZE'],
    ['a size above the maximum', { sizeMinor: MAX_ORDER_SIZE_MINOR + 1 }, 'INVALID_BET_SIZE'],
    ['a lower-case side', { side: 'back' as OrderSide }, 'INVALID_SIDE'],
    ['an unknown side', { side: 'BUY' as OrderSide }, 'INVALID_SIDE'],
    [
      'an unknown persistence',
      { persistence: 'MARKET_ON_CLOSE' as PersistenceType },
      'INVALID_PERSISTENCE_TYPE',
    ],
    ['an empty selection', { selectionId: '' }, 'INVALID_RUNNER'],
    ['a selection not in the market', { selectionId: 'Z' }, 'INVALID_RUNNER'],
  ];
  it.each(cases)('refuses %s and leaves the book unchanged', (_, change, error) => {
    const book = createOrderBook({ selectionIds: ['A', 'B'] });
    place(book, order('rest', 'LAY', 200, 100));
    expect(book.place(order('x', 'BACK', 200, 50, change))).toEqual({ ok: false, error });
    expect(book.order('x')).toBeUndefined();
    expect(book.order('rest')!.sizeRemainingMinor).toBe(100);
    expect(book.ladder('A').availableToBack).toEqual([{ priceH: 200, sizeMinor: 100 }]);
  });
  it('accepts the smallest and largest ladder prices, size 1 and the largest size', () => {
    const book = createOrderBook();
    expect(place(book, order('lo', 'BACK', 101, 1)).restedMinor).toBe(1);
    expect(place(book, order('hi', 'BACK', 100_000, MAX_ORDER_SIZE_MINOR)).restedMinor).toBe(
      MAX_ORDER_SIZE_MINOR,
    );
  });
  it('accepts any selection when the book has no runner list', () => {
    expect(createOrderBook().place(order('x', 'BACK', 200, 1, { selectionId: 'anything' })).ok).toBe(true);
  });
  it('refuses a reused orderId, even once the first order is complete', () => {
    const book = createOrderBook();
    place(book, order('x', 'BACK', 200, 100));
    expect(book.place(order('x', 'LAY', 200, 100))).toEqual({ ok: false, error: 'DUPLICATE_BETIDS' });
    book.cancel('x');
    expect(book.place(order('x', 'BACK', 200, 100))).toEqual({ ok: false, error: 'DUPLICATE_BETIDS' });
  });
  it('throws on a programming error: an empty orderId or accountId', () => {
    const book = createOrderBook();
    expect(() => book.place(order('', 'BACK', 200, 1))).toThrow(RangeError);
    expect(() => book.place(order('x', 'BACK', 200, 1, { accountId: '' }))).toThrow(RangeError);
  });
});

describe('OrderBook matching', () => {
  it('fills a BACK across lay levels, best (highest) price first, and rests the remainder', () => {
    const book = createOrderBook();
    place(book, order('L196', 'LAY', 196, 500));
    place(book, order('L200', 'LAY', 200, 300));
    place(book, order('L198', 'LAY', 198, 200));
    // BACK 800 at 1.97 takes the lays priced 2.00 and 1.98 (>= 1.97), not the one at 1.96.
    expect(place(book, order('B', 'BACK', 197, 800))).toEqual({
      fills: [
        ['L200', 200, 300],
        ['L198', 198, 200],
      ],
      restedMinor: 300,
    });
    expect(sizes(book, 'B')).toEqual([500, 300, 0, 0, 'EXECUTABLE']);
    expect(book.order('B')!.averagePriceMatchedH).toBe((300 * 200 + 200 * 198) / 500); // 199.2
    expect(sizes(book, 'L200')).toEqual([300, 0, 0, 0, 'EXECUTION_COMPLETE']);
    expect(sizes(book, 'L196')).toEqual([0, 500, 0, 0, 'EXECUTABLE']);
    expect(book.ladder('A')).toEqual({
      selectionId: 'A',
      availableToBack: [{ priceH: 196, sizeMinor: 500 }],
      availableToLay: [{ priceH: 197, sizeMinor: 300 }],
    });
  });

  it('fills a LAY across back levels, best (lowest) price first', () => {
    const book = createOrderBook();
    place(book, order('B250', 'BACK', 250, 100));
    place(book, order('B240', 'BACK', 240, 100));
    place(book, order('B300', 'BACK', 300, 100));
    expect(place(book, order('L', 'LAY', 260, 250))).toEqual({
      fills: [
        ['B240', 240, 100],
        ['B250', 250, 100],
      ],
      restedMinor: 50,
    });
    expect(book.order('L')!.averagePriceMatchedH).toBe(245);
    expect(book.ladder('A')).toMatchObject({
      availableToBack: [{ priceH: 260, sizeMinor: 50 }],
      availableToLay: [{ priceH: 300, sizeMinor: 100 }],
    });
  });

  it('matches within a price oldest first (FIFO), splitting the last order touched', () => {
    const book = createOrderBook();
    for (const id of ['L1', 'L2', 'L3']) place(book, order(id, 'LAY', 200, 100));
    expect(place(book, order('B1', 'BACK', 200, 150)).fills).toEqual([
      ['L1', 200, 100],
      ['L2', 200, 50],
    ]);
    // L2 keeps the head of the queue with its 50 left.
    expect(place(book, order('B2', 'BACK', 200, 100)).fills).toEqual([
      ['L2', 200, 50],
      ['L3', 200, 50],
    ]);
    expect(book.ladder('A').availableToBack).toEqual([{ priceH: 200, sizeMinor: 50 }]);
  });

  it('gives the price improvement to the taker: the match is at the resting price', () => {
    const book = createOrderBook();
    place(book, order('restingBack', 'BACK', 200, 100));
    // A layer asking 2.10 lays the resting back at 2.00: a lower price, better for the layer.
    expect(place(book, order('takerLay', 'LAY', 210, 100)).fills).toEqual([['restingBack', 200, 100]]);
    place(book, order('restingLay', 'LAY', 200, 100));
    // A backer asking 1.50 backs the resting lay at 2.00: a higher price, better for the backer.
    expect(place(book, order('takerBack', 'BACK', 150, 100)).fills).toEqual([['restingLay', 200, 100]]);
    expect(book.order('takerLay')!.averagePriceMatchedH).toBe(200);
    expect(book.order('takerBack')!.averagePriceMatchedH).toBe(200);
  });

  it('never matches at a worse price: a BACK above every lay, a LAY below every back, rest', () => {
    const book = createOrderBook();
    place(book, order('L', 'LAY', 198, 100));
    expect(place(book, order('B', 'BACK', 200, 100))).toEqual({ fills: [], restedMinor: 100 });
    expect(place(book, order('L2', 'LAY', 199, 100))).toEqual({ fills: [], restedMinor: 100 });
    expect(book.ladder('A')).toMatchObject({
      availableToBack: [
        { priceH: 199, sizeMinor: 100 },
        { priceH: 198, sizeMinor: 100 },
      ],
      availableToLay: [{ priceH: 200, sizeMinor: 100 }],
    });
  });

  it('matches only the same runner', () => {
    const book = createOrderBook();
    place(book, order('LA', 'LAY', 200, 100));
    expect(place(book, order('BB', 'BACK', 200, 100, { selectionId: 'B' })).fills).toEqual([]);
    expect(book.ladder('B').availableToLay).toEqual([{ priceH: 200, sizeMinor: 100 }]);
    expect(book.ladder('A').availableToBack).toEqual([{ priceH: 200, sizeMinor: 100 }]);
  });

  it('allows self-matching: an account can take its own resting order', () => {
    const book = createOrderBook();
    place(book, order('mine', 'LAY', 200, 100, { accountId: 'u7' }));
    const result = book.place(order('alsoMine', 'BACK', 200, 100, { accountId: 'u7' }));
    expect(result).toMatchObject({
      ok: true,
      matches: [{ takerAccountId: 'u7', makerAccountId: 'u7', sizeMinor: 100 }],
    });
  });

  it('averages the maker too, over several takers at its own price', () => {
    const book = createOrderBook();
    place(book, order('M', 'BACK', 300, 1000));
    place(book, order('T1', 'LAY', 300, 333));
    place(book, order('T2', 'LAY', 1000, 1));
    expect(book.order('M')).toMatchObject({ sizeMatchedMinor: 334, averagePriceMatchedH: 300 });
    expect(book.order('T2')).toMatchObject({ averagePriceMatchedH: 300, status: 'EXECUTION_COMPLETE' });
    expect(book.order('never')).toBeUndefined();
  });
});

describe('OrderBook.cancel', () => {
  it('a partial cancel keeps the queue place; a full cancel loses it', () => {
    const book = createOrderBook();
    place(book, order('A1', 'BACK', 200, 100));
    place(book, order('A2', 'BACK', 200, 100));
    expect(book.cancel('A1', 40)).toEqual({ ok: true, cancelledMinor: 40 });
    expect(book.ladder('A').availableToLay).toEqual([{ priceH: 200, sizeMinor: 160 }]);
    expect(place(book, order('T1', 'LAY', 200, 80)).fills).toEqual([
      ['A1', 200, 60],
      ['A2', 200, 20],
    ]);
    expect(sizes(book, 'A1')).toEqual([60, 0, 40, 0, 'EXECUTION_COMPLETE']);

    place(book, order('A3', 'BACK', 200, 100));
    expect(book.cancel('A2')).toEqual({ ok: true, cancelledMinor: 80 });
    expect(sizes(book, 'A2')).toEqual([20, 0, 80, 0, 'EXECUTION_COMPLETE']);
    expect(place(book, order('T2', 'LAY', 200, 10)).fills).toEqual([['A3', 200, 10]]);
  });

  it('cancels at most the remainder, and refuses what cannot be cancelled', () => {
    const book = createOrderBook();
    place(book, order('A1', 'LAY', 500, 100));
    expect(book.cancel('A1', 0)).toEqual({ ok: false, error: 'INVALID_BET_SIZE' });
    expect(book.cancel('A1', 2.5)).toEqual({ ok: false, error: 'INVALID_BET_SIZE' });
    expect(book.cancel('A1', 1_000)).toEqual({ ok: true, cancelledMinor: 100 });
    expect(book.cancel('A1')).toEqual({ ok: false, error: 'BET_TAKEN_OR_LAPSED' });
    expect(book.cancel('nope')).toEqual({ ok: false, error: 'INVALID_BET_ID' });
    expect(book.ladder('A')).toMatchObject({ availableToBack: [], availableToLay: [] });
  });

  it('moves the best price when the best level empties', () => {
    const book = createOrderBook();
    place(book, order('L1', 'LAY', 200, 100));
    place(book, order('L2', 'LAY', 190, 100));
    book.cancel('L1');
    expect(place(book, order('B', 'BACK', 190, 150))).toEqual({ fills: [['L2', 190, 100]], restedMinor: 50 });
  });
});

describe('OrderBook.lapse', () => {
  function setUp() {
    const book = createOrderBook();
    place(book, order('p1', 'BACK', 300, 100, { persistence: 'PERSIST' }));
    place(book, order('l1', 'BACK', 300, 100));
    place(book, order('l2', 'LAY', 250, 100, { selectionId: 'B', accountId: 'u2' }));
    place(book, order('p2', 'BACK', 300, 100, { persistence: 'PERSIST' }));
    place(book, order('l3', 'LAY', 200, 200));
    place(book, order('t', 'LAY', 300, 150, { persistence: 'PERSIST' })); // takes p1 and half of l1
    return book;
  }

  it('lapses LAPSE orders at the in-play turn; PERSIST orders keep their place', () => {
    const book = setUp();
    expect(book.lapse({ persistence: 'LAPSE' })).toEqual([
      { orderId: 'l1', sizeMinor: 50 },
      { orderId: 'l2', sizeMinor: 100 },
      { orderId: 'l3', sizeMinor: 200 },
    ]);
    expect(sizes(book, 'l1')).toEqual([50, 0, 0, 50, 'EXECUTION_COMPLETE']);
    expect(book.order('l1')!.averagePriceMatchedH).toBe(300);
    expect(sizes(book, 'p2')).toEqual([0, 100, 0, 0, 'EXECUTABLE']);
    expect(book.ladder('A').availableToLay).toEqual([{ priceH: 300, sizeMinor: 100 }]);
    expect(book.ladder('B').availableToBack).toEqual([]);
    expect(book.lapse({ persistence: 'LAPSE' })).toEqual([]);
  });

  it('lapses every unmatched order at the close, and by runner or account', () => {
    const book = setUp();
    expect(book.lapse({ selectionId: 'B' })).toEqual([{ orderId: 'l2', sizeMinor: 100 }]);
    expect(book.lapse({ selectionId: 'nobody' })).toEqual([]);
    expect(book.lapse({ accountId: 'u2' })).toEqual([]);
    expect(book.lapse()).toEqual([
      { orderId: 'l1', sizeMinor: 50 },
      { orderId: 'p2', sizeMinor: 100 },
      { orderId: 'l3', sizeMinor: 200 },
    ]);
    expect(book.ladder('A')).toMatchObject({ availableToBack: [], availableToLay: [] });
    expect(book.cancel('p2')).toEqual({ ok: false, error: 'BET_TAKEN_OR_LAPSED' });
    // The book still matches after a lapse: nothing is left to take, so a new order rests.
    expect(place(book, order('new', 'BACK', 101, 10)).restedMinor).toBe(10);
  });
});

describe('OrderBook.ladder', () => {
  it('aggregates each price and shows the best `depth` levels, best first', () => {
    const book = createOrderBook();
    for (const [id, side, priceH, size] of [
      ['a', 'LAY', 200, 100],
      ['b', 'LAY', 200, 50],
      ['c', 'LAY', 198, 10],
      ['d', 'LAY', 150, 20],
      ['e', 'LAY', 101, 5],
      ['f', 'BACK', 202, 70],
      ['g', 'BACK', 1000, 30],
      ['h', 'BACK', 100_000, 1],
    ] as const) {
      place(book, order(id, side, priceH, size));
    }
    expect(book.ladder('A')).toEqual({
      selectionId: 'A',
      availableToBack: [
        { priceH: 200, sizeMinor: 150 },
        { priceH: 198, sizeMinor: 10 },
        { priceH: 150, sizeMinor: 20 },
      ],
      availableToLay: [
        { priceH: 202, sizeMinor: 70 },
        { priceH: 1000, sizeMinor: 30 },
        { priceH: 100_000, sizeMinor: 1 },
      ],
    });
    expect(book.ladder('A', 1).availableToBack).toEqual([{ priceH: 200, sizeMinor: 150 }]);
    expect(book.ladder('A', 10).availableToBack).toHaveLength(4);
    expect(book.ladder('A', 0)).toMatchObject({ availableToBack: [], availableToLay: [] });
    expect(book.ladder('unknown')).toEqual({
      selectionId: 'unknown',
      availableToBack: [],
      availableToLay: [],
    });
    expect(() => book.ladder('A', -1)).toThrow(RangeError);
    expect(() => book.ladder('A', 1.5)).toThrow(RangeError);
  });
});
