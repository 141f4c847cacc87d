/**
 * Properties of the order book (docs/rules/exchange.md "Order book and matching") over random
 * sequences of place / cancel / lapse on three runners, 1000 runs. After every operation: (a) no
 * order matched at a worse price than it asked; (b) every match joins a back and a lay of its
 * runner for one size, the per-order matched sizes and prices add up to the match stream, and per
 * runner and price the matched back size equals the matched lay size; (c) matched + remaining +
 * cancelled + lapsed = placed for every order; (d) the book is never crossed; (e) the ladder
 * equals the resting remainders. Besides, every answer equals that of a naive reference matcher
 * written here (sort the candidates by price then arrival, fill in turn).
 * The seed is in the describe title and in fast-check's failure report; rerun with FC_SEED=<seed>.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createOrderBook,
  type CancelResult,
  type LapsedOrder,
  type LapseFilter,
  type OrderBook,
  type OrderMatch,
  type OrderSide,
  type OrderState,
  type PersistenceType,
  type PlaceOrder,
  type PlaceResult,
} from './orderbook';
import { FC_PARAMS, FC_SEED } from './test-arbitraries';
import { TICKS } from './ticks';

const LADDER_H = TICKS.map((t) => Math.round(t * 100));
const ON_LADDER = new Set(LADDER_H);
const RUNNERS = ['r0', 'r1', 'r2'];
const ACCOUNTS = ['a0', 'a1', 'a2'];

type Command =
  | { kind: 'place'; order: Omit<PlaceOrder, 'orderId'> }
  | { kind: 'cancel'; pick: number; reductionMinor: number | undefined }
  | { kind: 'lapse'; filter: LapseFilter | undefined };

/** Mostly a narrow band around 2.00 so that orders cross often; sometimes anywhere on the ladder. */
const priceArb = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 94, max: 104 }).map((i) => LADDER_H[i]!) },
  { weight: 1, arbitrary: fc.constantFrom(...LADDER_H) },
);
const validPlace = fc.record({
  accountId: fc.constantFrom(...ACCOUNTS),
  selectionId: fc.constantFrom(...RUNNERS),
  side: fc.constantFrom<OrderSide>('BACK', 'LAY'),
  priceH: priceArb,
  sizeMinor: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 2_000 })),
  persistence: fc.constantFrom<PersistenceType>('LAPSE', 'PERSIST'),
});
/** An order that is usually refused: a price anywhere in 0..101000 or a size <= 0. */
const oddPlace = fc.oneof(
  validPlace.chain((o) => fc.integer({ min: 0, max: 101_000 }).map((priceH) => ({ ...o, priceH }))),
  validPlace.chain((o) => fc.integer({ min: -5, max: 0 }).map((sizeMinor) => ({ ...o, sizeMinor }))),
);
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  { weight: 12, arbitrary: validPlace.map((order) => ({ kind: 'place' as const, order })) },
  { weight: 1, arbitrary: oddPlace.map((order) => ({ kind: 'place' as const, order })) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      pick: fc.nat(),
      reductionMinor: fc.option(fc.integer({ min: 0, max: 1_500 }), { nil: undefined }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('lapse' as const),
      filter: fc.option(
        fc.record(
          {
            persistence: fc.constantFrom<PersistenceType>('LAPSE', 'PERSIST'),
            selectionId: fc.constantFrom(...RUNNERS),
            accountId: fc.constantFrom(...ACCOUNTS),
          },
          { requiredKeys: [] },
        ),
        { nil: undefined },
      ),
    }),
  },
);

/** The reference: every order in a list, matched by sorting the candidates. Slow and obvious. */
interface RefOrder extends PlaceOrder {
  seq: number;
  matched: number;
  remaining: number;
  cancelled: number;
  lapsed: number;
}

class Reference {
  readonly orders: RefOrder[] = [];

  place(o: PlaceOrder): PlaceResult {
    if (!ON_LADDER.has(o.priceH)) return { ok: false, error: 'INVALID_ODDS' };
    if (o.sizeMinor < 1) return { ok: false, error: 'INVALID_BET_SIZE' };
    const taker: RefOrder = {
      ...o,
      seq: this.orders.length,
      matched: 0,
      remaining: o.sizeMinor,
      cancelled: 0,
      lapsed: 0,
    };
    const back = o.side === 'BACK';
    const candidates = this.orders
      .filter((m) => m.selectionId === o.selectionId && m.side !== o.side && m.remaining > 0)
      .filter((m) => (back ? m.priceH >= o.priceH : m.priceH <= o.priceH))
      .sort((x, y) => (back ? y.priceH - x.priceH : x.priceH - y.priceH) || x.seq - y.seq);
    const matches: OrderMatch[] = [];
    for (const maker of candidates) {
      if (taker.remaining === 0) break;
      const size = Math.min(taker.remaining, maker.remaining);
      taker.remaining -= size;
      taker.matched += size;
      maker.remaining -= size;
      maker.matched += size;
      matches.push({
        takerOrderId: o.orderId,
        makerOrderId: maker.orderId,
        takerAccountId: o.accountId,
        makerAccountId: maker.accountId,
        selectionId: o.selectionId,
        priceH: maker.priceH,
        sizeMinor: size,
        takerSide: o.side,
      });
    }
    this.orders.push(taker);
    return { ok: true, matches, restedMinor: taker.remaining };
  }

  cancel(orderId: string, reduction: number | undefined): CancelResult {
    const o = this.orders.find((x) => x.orderId === orderId);
    if (!o) return { ok: false, error: 'INVALID_BET_ID' };
    if (reduction !== undefined && reduction < 1) return { ok: false, error: 'INVALID_BET_SIZE' };
    if (o.remaining === 0) return { ok: false, error: 'BET_TAKEN_OR_LAPSED' };
    const cancelledMinor = Math.min(reduction ?? o.remaining, o.remaining);
    o.remaining -= cancelledMinor;
    o.cancelled += cancelledMinor;
    return { ok: true, cancelledMinor };
  }

  lapse(filter: LapseFilter = {}): LapsedOrder[] {
    return this.orders
      .filter(
        (o) =>
          o.remaining > 0 &&
          (filter.persistence === undefined || o.persistence === filter.persistence) &&
          (filter.selectionId === undefined || o.selectionId === filter.selectionId) &&
          (filter.accountId === undefined || o.accountId === filter.accountId),
      )
      .map((o) => {
        const sizeMinor = o.remaining;
        o.lapsed += sizeMinor;
        o.remaining = 0;
        return { orderId: o.orderId, sizeMinor };
      });
  }
}

/** Per-order totals read off the match stream. */
interface StreamTotals {
  size: number;
  notional: number;
}

/** The invariants (a)-(e) of the module note, from the book's own answers. */
function checkInvariants(
  book: OrderBook,
  ids: readonly string[],
  stream: readonly OrderMatch[],
  fromStream: Map<string, StreamTotals>,
): void {
  const states = new Map<string, OrderState>(ids.map((id) => [id, book.order(id)!]));
  // (a) and (b), per match.
  const backAt = new Map<string, number>();
  const layAt = new Map<string, number>();
  for (const m of stream) {
    const taker = states.get(m.takerOrderId)!;
    const maker = states.get(m.makerOrderId)!;
    expect(taker.side).toBe(m.takerSide);
    expect(maker.side).not.toBe(taker.side);
    expect([taker.selectionId, maker.selectionId]).toEqual([m.selectionId, m.selectionId]);
    expect(m.sizeMinor).toBeGreaterThanOrEqual(1);
    const [backer, layer] = taker.side === 'BACK' ? [taker, maker] : [maker, taker];
    expect(m.priceH).toBeGreaterThanOrEqual(backer.priceH); // (a) a back never gets less
    expect(m.priceH).toBeLessThanOrEqual(layer.priceH); // (a) a lay never lays higher
    expect(m.priceH).toBe(maker.priceH); // the resting order's price
    const key = `${m.selectionId}@${m.priceH}`;
    backAt.set(key, (backAt.get(key) ?? 0) + (backer.side === 'BACK' ? m.sizeMinor : 0));
    layAt.set(key, (layAt.get(key) ?? 0) + (layer.side === 'LAY' ? m.sizeMinor : 0));
  }
  expect(layAt).toEqual(backAt); // (b) per runner and price

  const resting = new Map<string, number>();
  const matchedBy = new Map<string, { back: number; lay: number; backN: number; layN: number }>();
  for (const s of states.values()) {
    // (c) conservation and the status.
    for (const part of [s.sizeMatchedMinor, s.sizeRemainingMinor, s.sizeCancelledMinor, s.sizeLapsedMinor]) {
      expect(Number.isSafeInteger(part) && part >= 0).toBe(true);
    }
    expect(s.sizeMatchedMinor + s.sizeRemainingMinor + s.sizeCancelledMinor + s.sizeLapsedMinor).toBe(
      s.sizeMinor,
    );
    expect(s.status).toBe(s.sizeRemainingMinor > 0 ? 'EXECUTABLE' : 'EXECUTION_COMPLETE');
    // (b) the order's matched size and average price are those of its matches.
    const own = fromStream.get(s.orderId) ?? { size: 0, notional: 0 };
    expect(s.sizeMatchedMinor).toBe(own.size);
    expect(s.averagePriceMatchedH * s.sizeMatchedMinor).toBeCloseTo(own.notional, 6);
    const total = matchedBy.get(s.selectionId) ?? { back: 0, lay: 0, backN: 0, layN: 0 };
    if (s.side === 'BACK') {
      total.back += s.sizeMatchedMinor;
      total.backN += own.notional;
    } else {
      total.lay += s.sizeMatchedMinor;
      total.layN += own.notional;
    }
    matchedBy.set(s.selectionId, total);
    if (s.sizeRemainingMinor > 0) {
      const key = `${s.selectionId}|${s.side}|${s.priceH}`;
      resting.set(key, (resting.get(key) ?? 0) + s.sizeRemainingMinor);
    }
  }
  // (b) per runner, the backers' matched stake and price-weighted stake equal the layers'.
  for (const t of matchedBy.values()) expect([t.back, t.backN]).toEqual([t.lay, t.layN]);

  for (const runner of RUNNERS) {
    const levels = (side: OrderSide) =>
      [...resting]
        .filter(([key]) => key.startsWith(`${runner}|${side}|`))
        .map(([key, sizeMinor]) => ({ priceH: Number(key.split('|')[2]), sizeMinor }));
    const backs = levels('BACK').sort((x, y) => x.priceH - y.priceH);
    const lays = levels('LAY').sort((x, y) => y.priceH - x.priceH);
    // (d) not crossed: every resting back is priced above every resting lay of the runner.
    if (backs.length > 0 && lays.length > 0) expect(backs[0]!.priceH).toBeGreaterThan(lays[0]!.priceH);
    // (e) the ladder is the resting remainders, best first.
    expect(book.ladder(runner, TICKS.length)).toEqual({
      selectionId: runner,
      availableToBack: lays,
      availableToLay: backs,
    });
    expect(book.ladder(runner, 2)).toEqual({
      selectionId: runner,
      availableToBack: lays.slice(0, 2),
      availableToLay: backs.slice(0, 2),
    });
  }
}

describe(`order book properties (FC_SEED=${FC_SEED})`, () => {
  it('random place / cancel / lapse: invariants (a)-(e) hold and every answer equals the reference', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 60 }), (commands) => {
        const book = createOrderBook({ selectionIds: RUNNERS });
        const ref = new Reference();
        const ids: string[] = [];
        const stream: OrderMatch[] = [];
        const fromStream = new Map<string, StreamTotals>();
        const add = (id: string, m: OrderMatch) => {
          const t = fromStream.get(id) ?? { size: 0, notional: 0 };
          t.size += m.sizeMinor;
          t.notional += m.sizeMinor * m.priceH;
          fromStream.set(id, t);
        };
        commands.forEach((c, n) => {
          if (c.kind === 'place') {
            const order = { ...c.order, orderId: `o${n}` };
            const got = book.place(order);
            expect(got).toEqual(ref.place(order));
            if (got.ok) {
              ids.push(order.orderId);
              expect(book.order(order.orderId)!.sizeRemainingMinor).toBe(got.restedMinor);
              for (const m of got.matches) {
                stream.push(m);
                add(m.takerOrderId, m);
                add(m.makerOrderId, m);
              }
            } else expect(book.order(order.orderId)).toBeUndefined();
          } else if (c.kind === 'cancel') {
            const id = ids.length === 0 || c.pick % 7 === 0 ? 'missing' : ids[c.pick % ids.length]!;
            expect(book.cancel(id, c.reductionMinor)).toEqual(ref.cancel(id, c.reductionMinor));
          } else {
            expect(book.lapse(c.filter)).toEqual(ref.lapse(c.filter));
          }
          checkInvariants(book, ids, stream, fromStream);
          for (const o of ref.orders) {
            expect(book.order(o.orderId)).toMatchObject({
              sizeMatchedMinor: o.matched,
              sizeRemainingMinor: o.remaining,
              sizeCancelledMinor: o.cancelled,
              sizeLapsedMinor: o.lapsed,
            });
          }
        });
      }),
      FC_PARAMS,
    );
  });
});
