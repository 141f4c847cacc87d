/**
 * Writes `next` into the Immer draft `draft` leaf by leaf: only values that differ are assigned,
 * so every object and array whose content did not change keeps its identity in the new state.
 * Used where a whole market arrives from the stream (issue 18 "Render less": a price change on one
 * runner must leave the other runners' objects, and so their memoised rows, untouched). Arrays
 * take `next`'s length; a value whose type changes (object <-> array <-> primitive) is replaced.
 * Returns the value to store when `draft` itself cannot be written in place (a primitive or a
 * type change at the top), else `draft`.
 */
export function mergeDraft<T>(draft: T, next: T): T {
  if (!isContainer(draft) || !isContainer(next) || Array.isArray(draft) !== Array.isArray(next)) {
    return next;
  }
  const target = draft as Record<string, unknown>;
  const source = next as Record<string, unknown>;
  if (Array.isArray(target)) {
    const sourceArray = source as unknown as unknown[];
    if (target.length > sourceArray.length) target.length = sourceArray.length;
    sourceArray.forEach((value, i) => assign(target, String(i), value));
    return draft;
  }
  for (const key of Object.keys(target)) if (!(key in source)) delete target[key];
  for (const key of Object.keys(source)) assign(target, key, source[key]);
  return draft;
}

function assign(target: Record<string, unknown>, key: string, value: unknown): void {
  const current = target[key];
  if (Object.is(current, value)) return;
  const merged = mergeDraft(current, value);
  if (merged !== current) target[key] = merged;
}

const isContainer = (value: unknown): value is object => typeof value === 'object' && value !== null;
