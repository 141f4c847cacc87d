import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { mergeDraft } from './mergeDraft';

const market = {
  marketId: '1.1',
  status: 'OPEN',
  runners: [
    { selectionId: 1, ex: { availableToBack: [{ price: 1.96, size: 2400 }] } },
    { selectionId: 2, ex: { availableToBack: [{ price: 2.1, size: 900 }] } },
  ],
};

describe('mergeDraft', () => {
  it('keeps the identity of every part that did not change', () => {
    const next = structuredClone(market);
    next.runners[0]!.ex.availableToBack[0]!.price = 1.97;
    const after = produce([market], (draft) => {
      draft[0] = mergeDraft(draft[0]!, next);
    });
    expect(after[0]).toEqual(next);
    expect(after[0]).not.toBe(market);
    expect(after[0]!.runners[0]).not.toBe(market.runners[0]);
    expect(after[0]!.runners[1]).toBe(market.runners[1]);
  });

  it('changes nothing (same state object) when the value is equal', () => {
    const state = [market];
    const after = produce(state, (draft) => {
      draft[0] = mergeDraft(draft[0]!, structuredClone(market));
    });
    expect(after).toBe(state);
  });

  it('takes the new length of arrays, removes missing keys and replaces a changed type', () => {
    const before = {
      a: [1, 2, 3],
      b: { x: 1, y: 2 } as Record<string, number> | null,
      c: 1 as number | number[],
    };
    const next = { a: [1, 5], b: { x: 1 }, c: [1] };
    const after = produce(before, (draft) => {
      mergeDraft(draft, next);
    });
    expect(after).toEqual(next);
    expect(produce(before, (draft) => mergeDraft(draft, { ...next, b: null }))).toEqual({ ...next, b: null });
  });

  it('returns the new value for a primitive or a type change at the top', () => {
    expect(mergeDraft(1, 2)).toBe(2);
    const list = [1];
    expect(mergeDraft<unknown>({ a: 1 }, list)).toBe(list);
  });
});
