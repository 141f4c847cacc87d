import { TICKS } from '@backlay/exchange';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MarketBook, type Change, type JournalEvent } from './market-book';

/**
 * Properties of the in-memory book over random sequences of orders, cancels, lapses and house
 * quotes (issue 14 "the invariants above are property tests"): sizes are conserved per order; no
 * fill is at a worse price than its order asked; every account's exposure is the sum of the moves
 * the changes reported (what the commit stores) and never more than its reservation allowed; the
 * journal replays into the same orders and customers' ladder.
 */
const RUNNERS = ['A', 'B', 'C'];
const USERS = ['u1', 'u2', 'u3'];
// Prices from 1.5 to about 4: enough ticks to cross and to rest.
const PRICES_H = TICKS.map((p) => Math.round(p * 100)).filter((h) => h >= 150 && h <= 400);

type Op =
  | {
      kind: 'place';
      user: number;
      runner: number;
      back: boolean;
      price: number;
      size: number;
      persist: boolean;
    }
  | { kind: 'cancel'; user: number; pick: number; part: number }
  | { kind: 'lapse'; lapseOnly: boolean }
  | { kind: 'quote'; runner: number; price: number; size: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      user: fc.nat(USERS.length - 1),
      runner: fc.nat(RUNNERS.length - 1),
      back: fc.boolean(),
      price: fc.nat(PRICES_H.length - 1),
      size: fc.integer({ min: 1, max: 50_000 }),
      persist: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      user: fc.nat(USERS.length - 1),
      pick: fc.nat(),
      part: fc.integer({ min: 0, max: 100 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('lapse' as const), lapseOnly: fc.boolean() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('quote' as const),
      runner: fc.nat(RUNNERS.length - 1),
      price: fc.nat(PRICES_H.length - 2),
      size: fc.integer({ min: 1, max: 5_000 }),
    }),
  },
);

function run(ops: readonly Op[], capMinor: number) {
  const book = new MarketBook('1.1', RUNNERS, capMinor);
  for (const u of USERS) book.setPosition(u, []);
  const changes: Change[] = [];
  let n = 0;
  ops.forEach((o, i) => {
    const atMs = i;
    if (o.kind === 'place') {
      const order = {
        orderId: `o${++n}`,
        userId: USERS[o.user]!,
        selectionId: RUNNERS[o.runner]!,
        side: o.back ? ('BACK' as const) : ('LAY' as const),
        priceH: PRICES_H[o.price]!,
        sizeMinor: o.size,
        persistence: o.persist ? ('PERSIST' as const) : ('LAPSE' as const),
      };
      const before = book.exposureOf(order.userId);
      const reservation = book.reservationOf(order);
      const result = book.place(order, atMs);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      // No partial match can cost more than the reservation, but for rounding: each fill is a bet
      // whose amounts round to the minor unit on their own (at most one unit a fill, and one for
      // the rest). The commit's check of the account catches that unit (docs/exchange-engine.md).
      const fills = result.change.events.filter((e) => e.kind === 'fill').length;
      expect(book.exposureOf(order.userId)).toBeLessThanOrEqual(
        before + reservation + (fills > 0 ? fills + 1 : 0),
      );
      changes.push(result.change);
    } else if (o.kind === 'cancel') {
      const open = book.openOrdersOf(USERS[o.user]!);
      if (open.length === 0) return;
      const id = open[o.pick % open.length]!;
      const remaining = book.orders.get(id)!.remainingMinor;
      const reduction = o.part === 0 ? undefined : Math.max(1, Math.floor((remaining * o.part) / 100));
      const result = book.cancel(USERS[o.user]!, id, atMs, reduction);
      expect(result.ok).toBe(true);
      if (result.ok) changes.push(result.change);
    } else if (o.kind === 'lapse') {
      changes.push(book.lapse(atMs, o.lapseOnly ? 'LAPSE' : undefined));
    } else {
      const back = PRICES_H[o.price]! / 100;
      const lay = PRICES_H[o.price + 1]! / 100;
      changes.push(
        book.requote(
          [
            {
              selectionId: RUNNERS[o.runner]!,
              availableToBack: [{ price: back, size: o.size / 100 }],
              availableToLay: [{ price: lay, size: o.size / 100 }],
            },
          ],
          atMs,
        ),
      );
    }
  });
  return { book, changes };
}

describe('MarketBook properties', () => {
  it('conserves sizes, honours limit prices, reports every exposure move and replays its journal', () => {
    fc.assert(
      fc.property(
        fc.array(op, { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (ops, cap) => {
          const { book, changes } = run(ops, cap);
          for (const o of book.orders.values()) {
            expect(o.matchedMinor + o.remainingMinor + o.cancelledMinor + o.lapsedMinor).toBe(o.sizeMinor);
            expect(o.remainingMinor).toBeGreaterThanOrEqual(0);
          }
          const events: JournalEvent[] = changes.flatMap((c) => c.events);
          for (const e of events) {
            if (e.kind !== 'fill') continue;
            const taker = book.orders.get(e.orderId);
            if (taker)
              expect(e.takerSide === 'BACK' ? e.priceH >= taker.priceH : e.priceH <= taker.priceH).toBe(true);
            const maker = book.orders.get(e.makerOrderId);
            if (maker) expect(e.priceH).toBe(maker.priceH);
          }
          // Each fill makes a bet per customer side, of the fill's size at its price.
          const fills = changes.flatMap((c) => c.fills);
          const customerSides = events
            .filter((e) => e.kind === 'fill')
            .reduce(
              (n, e) =>
                n +
                (e.kind === 'fill'
                  ? Number(!e.orderId.startsWith('house:')) + Number(!e.makerOrderId.startsWith('house:'))
                  : 0),
              0,
            );
          expect(fills).toHaveLength(customerSides);
          for (const u of USERS) {
            const moved = changes.reduce((sum, c) => sum + (c.exposures.get(u)?.deltaMinor ?? 0), 0);
            expect(moved).toBe(book.exposureOf(u));
            expect(book.exposureOf(u)).toBeGreaterThanOrEqual(0);
          }
          // The house never goes past its cap by quoting (only customers' orders can move it, and
          // those only within what its resting quotes already counted).
          expect(book.houseExposure()).toBeLessThanOrEqual(Math.max(cap, 0));

          const copy = new MarketBook('1.1', RUNNERS, cap);
          copy.replay(events);
          expect([...copy.orders.values()]).toEqual([...book.orders.values()]);
          for (const u of USERS) copy.setPosition(u, book.matchedOf(u) as never);
          book.withdrawHouse();
          for (const r of RUNNERS) expect(copy.ladder(r, 100)).toEqual(book.ladder(r, 100));
          for (const u of USERS) expect(copy.exposureOf(u)).toBe(book.exposureOf(u));
        },
      ),
      { numRuns: 300 },
    );
  });
});
