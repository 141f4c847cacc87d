import { applyPatches, enablePatches, type Patch } from 'immer';

// Immer's patches plugin: RTK Query enables it too (the same module, so no bytes more); enabling it
// here makes this module work on its own (its tests, and any load order).
enablePatches();

/**
 * One operation of a JSON Patch (RFC 6902) as the stream's deltas carry them (docs/api/stream.md
 * Server messages): the server's `compare` makes only `add`, `remove` and `replace`.
 */
export interface JsonPatchOperation {
  op: string;
  path: string;
  value?: unknown;
}

const IMMER_OPS = new Set<string>(['add', 'remove', 'replace']);

/**
 * A JSON Pointer (RFC 6901) as a list of keys: "" -> [], "/runners/0/ex" -> ['runners', '0', 'ex'],
 * "~1" -> "/", "~0" -> "~". Throws on a pointer that does not start with "/".
 */
export function pointerKeys(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new Error(`not a JSON pointer: ${pointer}`);
  return pointer
    .slice(1)
    .split('/')
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * `document` with a JSON Patch applied (issue 18 "Load less": Immer's own `applyPatches`, which the
 * site already ships for RTK Query, instead of a JSON Patch library's ~10 KB). Immer's semantics
 * are RFC 6902's for these three operations: `add` inserts into an array at an index or at "-"
 * (the end) and sets an object's member; `remove` splices an array or deletes a member; `replace`
 * sets. Structural sharing: what the patch did not touch stays the same object. Throws on another
 * operation, a path that is not a pointer, or one that runs through a missing or primitive value:
 * the stream then asks for a fresh image.
 */
export function applyJsonPatch<T>(document: T, patch: readonly JsonPatchOperation[]): T {
  const patches: Patch[] = patch.map(({ op, path, value }) => {
    if (!IMMER_OPS.has(op)) throw new Error(`unsupported JSON Patch operation: ${op}`);
    return { op: op as Patch['op'], path: pointerKeys(path), value };
  });
  if (document === null || typeof document !== 'object') throw new Error('a patch needs a document');
  return applyPatches(document, patches);
}
