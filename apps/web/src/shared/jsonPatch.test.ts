import { applyPatch, compare, deepClone } from 'fast-json-patch';
import { describe, expect, it } from 'vitest';
import { applyJsonPatch, pointerKeys } from './jsonPatch';

describe('pointerKeys (RFC 6901)', () => {
  it('splits a pointer into keys and unescapes ~1 and ~0, in that order', () => {
    expect(pointerKeys('')).toEqual([]);
    expect(pointerKeys('/runners/0/ex')).toEqual(['runners', '0', 'ex']);
    expect(pointerKeys('/a~1b/c~0d/~01')).toEqual(['a/b', 'c~d', '~1']);
    expect(pointerKeys('/')).toEqual(['']);
  });

  it('refuses a pointer without its leading slash', () => {
    expect(() => pointerKeys('runners/0')).toThrow(/not a JSON pointer/);
  });
});

/** A small market-like document; `step` changes prices, adds and removes runners and members. */
function market(step: number) {
  const runners = Array.from({ length: 2 + (step % 3) }, (_, i) => ({
    selectionId: i + 1,
    ex: {
      availableToBack: Array.from({ length: 1 + ((step + i) % 3) }, (_, k) => ({
        price: 1.5 + step / 100 + k / 10,
        size: 100 * (k + 1),
      })),
    },
    ...(step % 2 === 0 ? { status: 'ACTIVE' } : {}),
  }));
  return { marketId: '1.1', 'odd/key~': step, status: step % 4 === 3 ? 'SUSPENDED' : 'OPEN', runners };
}

describe("applyJsonPatch (the stream's deltas through Immer)", () => {
  it("gives what the server's compare describes, as a JSON Patch library applies it, for 40 successive changes", () => {
    let document: unknown = market(0);
    for (let step = 1; step <= 40; step++) {
      const next = market(step);
      const patch = compare(document as object, next);
      const expected = applyPatch(deepClone(document), patch, false, true).newDocument;
      document = applyJsonPatch(document, patch);
      expect(document).toEqual(next);
      expect(document).toEqual(expected);
    }
  });

  it('keeps what the patch did not touch as the same objects and leaves the old document as it was', () => {
    const before = market(0);
    const copy = structuredClone(before);
    const after = applyJsonPatch(before, [
      { op: 'replace', path: '/runners/1/ex/availableToBack/0/price', value: 2 },
    ]);
    expect(after.runners[0]).toBe(before.runners[0]);
    expect(after.runners[1]).not.toBe(before.runners[1]);
    expect(after.runners[1]!.ex.availableToBack[0]!.price).toBe(2);
    expect(before).toEqual(copy);
  });

  it('appends with "-", inserts at an index and removes from arrays', () => {
    const doc = { xs: [1, 2, 3] };
    expect(applyJsonPatch(doc, [{ op: 'add', path: '/xs/-', value: 4 }]).xs).toEqual([1, 2, 3, 4]);
    expect(applyJsonPatch(doc, [{ op: 'add', path: '/xs/1', value: 9 }]).xs).toEqual([1, 9, 2, 3]);
    expect(applyJsonPatch(doc, [{ op: 'remove', path: '/xs/0' }]).xs).toEqual([2, 3]);
  });

  it('throws on an operation it does not apply, a bad pointer, a path through nothing, or no document', () => {
    const doc = { a: { b: 1 } };
    expect(() => applyJsonPatch(doc, [{ op: 'move', path: '/c', value: undefined }])).toThrow(/unsupported/);
    expect(() => applyJsonPatch(doc, [{ op: 'replace', path: 'a', value: 2 }])).toThrow(/not a JSON pointer/);
    expect(() => applyJsonPatch(doc, [{ op: 'replace', path: '/x/y/z', value: 2 }])).toThrow();
    expect(() => applyJsonPatch(undefined, [{ op: 'replace', path: '/a', value: 2 }])).toThrow(
      /needs a document/,
    );
  });
});
