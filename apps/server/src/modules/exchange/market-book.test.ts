import { describe, expect, it } from 'vitest';
import { MarketBook, type JournalEvent, type NewOrder } from './market-book';

/**
 * The in-memory book of one brand's market (issue 14; docs/exchange-engine.md): matching,
 * reservations, cancels and lapses, the house's quotes within its cap, and the replay of the
 * journal. Prices in hundredths, sizes in minor units.
 */
const RUNNERS = ['A', 'B'];

function bookWith(capMinor = 10_000_000, users: string[] = ['u1', 'u2', 'u3']): MarketBook {
  const book = new MarketBook('1.1', RUNNERS, capMinor);
  for (const u of users) book.setPosition(u, []);
  return book;
}

let n = 0;
const order = (
  o: Partial<NewOrder> & Pick<NewOrder, 'userId' | 'side' | 'priceH' | 'sizeMinor'>,
): NewOrder => ({
  orderId: `o${++n}`,
  selectionId: 'A',
  persistence: 'LAPSE',
  ...o,
});

const placed = (book: MarketBook, o: NewOrder, atMs = 1000) => {
  const result = book.place(o, atMs);
  if (!result.ok) throw new Error(result.error);
  return result.change;
};

describe('MarketBook', () => {
  it('rests an order that does not cross, reserving its worst case; a crossing order matches at the resting price', () => {
    const book = bookWith();
    const back = order({ userId: 'u1', side: 'BACK', priceH: 250, sizeMinor: 10_000 });
    expect(book.reservationOf(back)).toBe(10_000);
    const rest = placed(book, back);
    expect(rest.fills).toEqual([]);
    expect(rest.exposures.get('u1')).toEqual({ afterMinor: 10_000, deltaMinor: 10_000 });
    expect(book.ladder('A').availableToLay).toEqual([{ priceH: 250, sizeMinor: 10_000 }]);

    // A lay at 3.0 takes the back at its own 2.5 (price improvement to the taker), 4,000 of it.
    const lay = order({ userId: 'u2', side: 'LAY', priceH: 300, sizeMinor: 4_000 });
    expect(book.reservationOf(lay)).toBe(8_000); // 4,000 x (3.0 - 1): as if matched at its own price
    const match = placed(book, lay, 2000);
    expect(match.fills).toEqual([
      {
        userId: 'u2',
        orderId: lay.orderId,
        selectionId: 'A',
        side: 'lay',
        priceH: 250,
        sizeMinor: 4_000,
        atMs: 2000,
      },
      {
        userId: 'u1',
        orderId: back.orderId,
        selectionId: 'A',
        side: 'back',
        priceH: 250,
        sizeMinor: 4_000,
        atMs: 2000,
      },
    ]);
    // u2's liability at the matched 2.5 is 6,000; u1's back still loses 10,000 at worst.
    expect(match.exposures.get('u2')).toEqual({ afterMinor: 6_000, deltaMinor: 6_000 });
    expect(match.exposures.get('u1')).toEqual({ afterMinor: 10_000, deltaMinor: 0 });
    expect(book.orders.get(back.orderId)).toMatchObject({ matchedMinor: 4_000, remainingMinor: 6_000 });
    expect(match.events.map((e) => e.kind)).toEqual(['place', 'fill']);
  });

  it('cancels all or part of an unmatched order and releases its reservation; refuses another account', () => {
    const book = bookWith();
    const back = order({ userId: 'u1', side: 'BACK', priceH: 400, sizeMinor: 5_000 });
    placed(book, back);
    expect(book.cancel('u2', back.orderId, 1)).toEqual({ ok: false, error: 'INVALID_BET_ID' });
    const part = book.cancel('u1', back.orderId, 1, 2_000);
    expect(part.ok && part.cancelledMinor).toBe(2_000);
    expect(part.ok && part.change.exposures.get('u1')).toEqual({ afterMinor: 3_000, deltaMinor: -2_000 });
    const rest = book.cancel('u1', back.orderId, 2);
    expect(rest.ok && rest.cancelledMinor).toBe(3_000);
    expect(book.cancel('u1', back.orderId, 3)).toEqual({ ok: false, error: 'BET_TAKEN_OR_LAPSED' });
    expect(book.orders.get(back.orderId)).toMatchObject({ cancelledMinor: 5_000, remainingMinor: 0 });
    expect(book.exposureOf('u1')).toBe(0);
  });

  it('lapses LAPSE orders at the in-play turn and keeps PERSIST ones; lapses everything at the close', () => {
    const book = bookWith();
    const lapse = order({ userId: 'u1', side: 'BACK', priceH: 300, sizeMinor: 1_000 });
    const persist = order({
      userId: 'u1',
      side: 'LAY',
      priceH: 150,
      sizeMinor: 1_000,
      persistence: 'PERSIST',
    });
    placed(book, lapse);
    placed(book, persist);
    const turn = book.lapse(5000, 'LAPSE');
    expect(turn.events).toEqual([{ kind: 'lapse', orderId: lapse.orderId, sizeMinor: 1_000, atMs: 5000 }]);
    expect(book.openOrdersOf('u1')).toEqual([persist.orderId]);
    const close = book.lapse(6000);
    expect(close.events).toEqual([{ kind: 'lapse', orderId: persist.orderId, sizeMinor: 1_000, atMs: 6000 }]);
    expect(close.exposures.get('u1')).toEqual({ afterMinor: 0, deltaMinor: -500 });
  });

  it('quotes the model as house orders, re-posts them, and cuts a quote to what the cap leaves', () => {
    const book = bookWith(50_000);
    // Backers may take 2.0 x 300.00 and layers 2.1 x 300.00 on A.
    const quote = [
      {
        selectionId: 'A',
        availableToBack: [{ price: 2, size: 300 }],
        availableToLay: [{ price: 2.1, size: 300 }],
      },
    ];
    book.requote(quote, 1);
    expect(book.ladder('A')).toEqual({
      selectionId: 'A',
      availableToBack: [{ priceH: 200, sizeMinor: 30_000 }],
      availableToLay: [{ priceH: 210, sizeMinor: 30_000 }],
    });
    // A customer backs 300.00 at 2.0: the house lays it (its worst case: 30,000 if A wins).
    const back = placed(book, order({ userId: 'u1', side: 'BACK', priceH: 200, sizeMinor: 30_000 }));
    expect(back.fills).toHaveLength(1);
    // A wins: the lay loses 30,000; A loses: the lay wins 30,000 and the resting back (as if
    // matched) loses 30,000. Worst case 30,000.
    expect(book.houseExposure()).toBe(30_000);
    // Re-posted: the lay of 300.00 at 2.0 would take the house to 60,000 > 50,000, so it is cut to
    // the 200.00 that keeps the house at its cap; the back (which adds no risk) is quoted in full.
    book.requote(quote, 2);
    expect(book.ladder('A').availableToBack).toEqual([{ priceH: 200, sizeMinor: 20_000 }]);
    expect(book.ladder('A').availableToLay).toEqual([{ priceH: 210, sizeMinor: 30_000 }]);
    expect(book.houseExposure()).toBe(50_000);
    // A customer takes the cut quote: the house is at its cap and quotes no more lay on A.
    placed(book, order({ userId: 'u2', side: 'BACK', priceH: 200, sizeMinor: 20_000 }));
    book.requote(quote, 3);
    expect(book.houseExposure()).toBe(50_000);
    expect(book.ladder('A').availableToBack).toEqual([]);
    expect(book.ladder('A').availableToLay).toEqual([{ priceH: 210, sizeMinor: 30_000 }]);
    book.withdrawHouse();
    expect(book.ladder('A')).toEqual({ selectionId: 'A', availableToBack: [], availableToLay: [] });
  });

  it('quotes a long price small rather than not at all (the cap bounds the liability, not the price)', () => {
    // The default cap, 100,000.00: a lay of 5,000.00 at 44 would risk 215,000.00.
    const book = bookWith();
    book.requote(
      [
        {
          selectionId: 'A',
          availableToBack: [{ price: 44, size: 5_000 }],
          availableToLay: [{ price: 46, size: 5_000 }],
        },
      ],
      1,
    );
    // 10,000,000 / 43 = 232,558.1: the largest lay whose liability fits is 232,558.
    expect(book.ladder('A').availableToBack).toEqual([{ priceH: 4400, sizeMinor: 232_558 }]);
    expect(book.houseExposure()).toBeLessThanOrEqual(10_000_000);
    // A backer's 100.00 at 44 is matched against it.
    const back = placed(book, order({ userId: 'u1', side: 'BACK', priceH: 4400, sizeMinor: 10_000 }));
    expect(back.fills.map((f) => f.sizeMinor)).toEqual([10_000]);
  });

  it('lets a house quote take customers resting at a better price (the customer is the maker)', () => {
    const book = bookWith();
    const lay = order({ userId: 'u1', side: 'LAY', priceH: 220, sizeMinor: 10_000 });
    placed(book, lay);
    const change = book.requote(
      [{ selectionId: 'A', availableToBack: [], availableToLay: [{ price: 2.1, size: 50 }] }],
      3,
    );
    // The house backs at 2.1 or better: it takes the customer's lay at 2.2 for 5,000.
    expect(change.fills).toEqual([
      {
        userId: 'u1',
        orderId: lay.orderId,
        selectionId: 'A',
        side: 'lay',
        priceH: 220,
        sizeMinor: 5_000,
        atMs: 3,
      },
    ]);
    expect(change.events[0]).toMatchObject({ kind: 'fill', orderId: 'house:1', makerOrderId: lay.orderId });
  });

  it('replays its journal into the same orders, ladder and house position', () => {
    const book = bookWith();
    const events: JournalEvent[] = [];
    const keep = (c: { events: JournalEvent[] }) => events.push(...c.events);
    keep(
      book.requote([{ selectionId: 'A', availableToBack: [{ price: 2, size: 100 }], availableToLay: [] }], 1),
    );
    keep(placed(book, order({ userId: 'u1', side: 'BACK', priceH: 200, sizeMinor: 15_000 })));
    keep(
      placed(
        book,
        order({ userId: 'u2', side: 'BACK', priceH: 260, sizeMinor: 7_000, persistence: 'PERSIST' }),
      ),
    );
    const third = order({ userId: 'u3', side: 'LAY', priceH: 150, sizeMinor: 9_000, selectionId: 'B' });
    keep(placed(book, third));
    const cancelled = book.cancel('u3', third.orderId, 9, 4_000);
    if (cancelled.ok) keep(cancelled.change);
    keep(placed(book, order({ userId: 'u3', side: 'LAY', priceH: 300, sizeMinor: 2_000 })));

    const copy = new MarketBook('1.1', RUNNERS, 10_000_000);
    copy.replay(events);
    for (const u of ['u1', 'u2', 'u3']) copy.setPosition(u, book.matchedOf(u) as never);
    expect([...copy.orders.values()]).toEqual([...book.orders.values()]);
    for (const r of RUNNERS) {
      // The house quote is not journaled: only the customers' orders rest again.
      const withoutHouse = bookWith();
      withoutHouse.replay(events);
      expect(copy.ladder(r)).toEqual(withoutHouse.ladder(r));
    }
    // u1's back rests 3,000 at 2.0 (10,000 went to the house, 2,000 to u3's lay), u2's 7,000 at 2.6.
    expect(copy.ladder('A').availableToLay).toEqual([
      { priceH: 200, sizeMinor: 3_000 },
      { priceH: 260, sizeMinor: 7_000 },
    ]);
    // The house's quote was taken whole: its position is all matched, and replays the same.
    expect(copy.houseExposure()).toBe(book.houseExposure());
    expect(copy.houseExposure()).toBe(10_000);
    for (const u of ['u1', 'u2', 'u3']) expect(copy.exposureOf(u)).toBe(book.exposureOf(u));
  });

  it('cancels the rest of an immediate-or-cancel order (a cash out)', () => {
    const book = bookWith();
    placed(book, order({ userId: 'u2', side: 'LAY', priceH: 200, sizeMinor: 1_000 }));
    const ioc = order({ userId: 'u1', side: 'BACK', priceH: 200, sizeMinor: 3_000, immediateOrCancel: true });
    const change = placed(book, ioc);
    expect(change.events.map((e) => e.kind)).toEqual(['place', 'fill', 'cancel']);
    expect(book.orders.get(ioc.orderId)).toMatchObject({
      matchedMinor: 1_000,
      cancelledMinor: 2_000,
      remainingMinor: 0,
    });
  });
});
