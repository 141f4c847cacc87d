/**
 * Narrowing helpers for the converters, which take parsed JSON as `unknown`. Each throws a
 * `TypeError` naming the path of the offending value, so a malformed source file fails the
 * conversion loudly instead of shipping a half-converted replay.
 */

export type Json = Record<string, unknown>;

export function obj(value: unknown, path: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError(`${path}: expected an object`);
  }
  return value as Json;
}

export function arr(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) throw new TypeError(`${path}: expected an array`);
  return value;
}

export function str(value: unknown, path: string): string {
  if (typeof value !== 'string') throw new TypeError(`${path}: expected a string`);
  return value;
}

export function num(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new TypeError(`${path}: expected a number`);
  return value;
}

/** A non-negative integer (runs, goals, minutes). */
export function count(value: unknown, path: string): number {
  const n = num(value, path);
  if (!Number.isInteger(n) || n < 0) throw new TypeError(`${path}: expected a non-negative integer`);
  return n;
}

export function optStr(value: unknown, path: string): string | undefined {
  return value === undefined ? undefined : str(value, path);
}

/** `true` for `true`, `false` when absent or `false`. */
export function flag(value: unknown, path: string): boolean {
  if (value === undefined) return false;
  if (typeof value !== 'boolean') throw new TypeError(`${path}: expected a boolean`);
  return value;
}

/** A two-number score such as openfootball's `[2, 1]`. */
export function pair(value: unknown, path: string): [number, number] {
  const items = arr(value, path);
  if (items.length !== 2) throw new TypeError(`${path}: expected two numbers`);
  return [count(items[0], `${path}[0]`), count(items[1], `${path}[1]`)];
}
