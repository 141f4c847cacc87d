import { label, put, typesOf, Wire, wire, type Draft, type Slot } from './draft';
import {
  BROKEN_JSON,
  deepNesting,
  hostileNumber,
  HOSTILE_SEGMENTS,
  hostileString,
  MEGABYTE,
  RawJson,
  toJson,
  WRONG_CONTENT_TYPES,
  wrongType,
} from './hostile';
import type { Operation } from './operations';
import type { Rng } from './rng';
import { plainString, validValue } from './values';

/** One kind of request: how often it is scheduled, where it applies, and the change it makes. */
export interface Mutation {
  weight: number;
  applies(op: Operation, slots: Slot[]): boolean;
  /** Changes `draft` and returns the variant's label for reports. */
  run(rng: Rng, draft: Draft, slots: Slot[], op: Operation): string;
}

const isString = (s: Slot) => s.where !== 'body' || typesOf(s.schema).includes('string');
const isNumber = (s: Slot) => typesOf(s.schema).some((t) => t === 'number' || t === 'integer');
const isRequired = (s: Slot) => s.where !== 'path' && s.required; // a path parameter cannot be left out
const pickSlot = (rng: Rng, slots: Slot[], test: (s: Slot) => boolean) => {
  const fit = slots.filter(test);
  return fit.length > 0 ? rng.pick(fit) : undefined;
};

const HEADER_CHOICES: [string, string | null][] = [
  ['d', null],
  ['d', ''],
  ['d', 'x'.repeat(8000)],
  ['d', 'suspended.localhost'],
  ['d', 'aura.localhost'],
  ['d', '00000000-0000-0000-0000-000000000000'],
  ['d', '..%2f..%2f'],
  ['d', "' OR 1=1 --"],
  ['d', 'é\t'],
  ['user-token', null],
  ['user-token', 'x'.repeat(8000)],
  ['user-token', "' OR 1=1 --"],
  ['authorization', 'Bearer '],
  ['authorization', 'Basic YTpi'],
  ['authorization', null],
  ['x-forwarded-for', '1.2.3.4, ::1, garbage'],
  ['accept', '*/*;q=x'],
  ['accept-encoding', 'br;q=NaN'],
  ['cookie', 'a=%00; b'],
  ['host', 'evil.example'],
  ['origin', 'null'],
  ['content-length', '-1'],
];

/**
 * The kinds of request of the fuzz suite (issue 12), by name: the schema-valid one and the
 * hostile variants (control characters and huge strings, edge numbers, wrong types, missing and
 * extra fields, deep nesting, broken JSON, wrong content types, empty bodies, path traversal,
 * huge query strings, other HTTP methods, odd headers).
 */
export const MUTATIONS: Readonly<Record<string, Mutation>> = {
  valid: { weight: 3, applies: () => true, run: () => 'valid' },
  string: {
    weight: 4,
    applies: (_op, slots) => slots.some(isString),
    run(rng, draft, slots) {
      const slot = pickSlot(rng, slots, isString)!;
      const before = validValue(slot.schema, rng, () => undefined);
      const { value, label: kind } = hostileString(rng, typeof before === 'string' ? before : String(before));
      put(draft, slot, value);
      return `string ${label(slot)} ${kind}`;
    },
  },
  number: {
    weight: 2,
    applies: (_op, slots) => slots.some(isNumber),
    run(rng, draft, slots) {
      const slot = pickSlot(rng, slots, isNumber)!;
      const text = hostileNumber(rng);
      put(draft, slot, new RawJson(text));
      return `number ${label(slot)} ${text}`;
    },
  },
  type: {
    weight: 2,
    applies: (_op, slots) => slots.length > 0,
    run(rng, draft, slots) {
      const slot = rng.pick(slots);
      const value = wrongType(slot.schema, rng);
      put(draft, slot, value);
      return `wrong type ${label(slot)} ${JSON.stringify(value)}`;
    },
  },
  missing: {
    weight: 1,
    applies: (_op, slots) => slots.some(isRequired),
    run(rng, draft, slots) {
      const slot = pickSlot(rng, slots, isRequired)!;
      put(draft, slot, undefined);
      return `missing ${label(slot)}`;
    },
  },
  extra: {
    weight: 1,
    applies: () => true,
    run(rng, draft, _slots, op) {
      const isObject = draft.body !== null && typeof draft.body === 'object' && !Array.isArray(draft.body);
      if (op.body && isObject && rng.chance(0.3)) {
        draft.bodyText = toJson(draft.body).replace(/^\{/, '{"__proto__":{"polluted":1},');
        return 'extra __proto__ in body';
      }
      if (op.body && isObject) {
        Object.assign(draft.body as object, {
          role: 'Admin',
          balance: 1e9,
          domainId: 'x',
          [plainString(rng, 8)]: [1],
        });
        return 'extra body fields';
      }
      draft.extraQuery = 'role=Admin&__proto__[x]=1&constructor[prototype][x]=1&eventId=1&eventId=2';
      return 'extra query fields';
    },
  },
  nesting: {
    weight: 1,
    applies: () => true,
    run(rng, draft, slots, op) {
      const deep = deepNesting(rng);
      const slot = pickSlot(rng, slots, (s) => s.where === 'body');
      if (slot && rng.chance(0.5)) {
        put(draft, slot, deep.value);
        return `${deep.label} in ${label(slot)}`;
      }
      if (op.body || rng.chance(0.3)) {
        draft.body = deep.value;
        return `${deep.label} as the body`;
      }
      draft.extraQuery = `a${'[a]'.repeat(rng.pick([100, 5000]))}=1`;
      return 'nested query key';
    },
  },
  brokenJson: {
    weight: 1,
    applies: (op) => op.body !== undefined,
    run(rng, draft) {
      draft.bodyText = rng.pick(BROKEN_JSON);
      return `broken json ${JSON.stringify(draft.bodyText.slice(0, 40))}`;
    },
  },
  contentType: {
    weight: 1,
    applies: (op) => op.body !== undefined,
    run(rng, draft) {
      const wrong = rng.pick(WRONG_CONTENT_TYPES);
      draft.contentType = wrong.type;
      draft.bodyText = wrong.body(toJson(draft.body ?? {}));
      return `content-type ${wrong.type}`;
    },
  },
  emptyBody: {
    weight: 1,
    applies: () => true,
    run(rng, draft) {
      draft.body = undefined;
      draft.bodyText = rng.pick(['', ' ', '\r\n']);
      draft.contentType = rng.pick(['application/json', null, 'text/plain']);
      return `empty body as ${draft.contentType}`;
    },
  },
  traversal: {
    weight: 2,
    applies: (op) => op.pathParams.length > 0,
    run(rng, draft, _slots, op) {
      const param = rng.pick(op.pathParams);
      const segment = rng.pick(HOSTILE_SEGMENTS);
      draft.path[param.name] = new Wire(rng.chance(0.3) ? wire(draft.path[param.name]) + segment : segment);
      return `path ${param.name} ${segment.slice(0, 30)}`;
    },
  },
  hugeQuery: {
    weight: 1,
    applies: () => true,
    run(rng, draft) {
      const kind = rng.int(0, 2);
      if (kind === 0) draft.extraQuery = `q=${'a'.repeat(MEGABYTE)}`;
      else if (kind === 1)
        draft.extraQuery = Array.from({ length: 20_000 }, (_, i) => `k${i}=${i}`).join('&');
      else draft.extraQuery = 'a=%00&b=%ZZ&c=%&&&==&%00=1';
      return `huge query ${['1MB value', '20k keys', 'bad escapes'][kind]}`;
    },
  },
  method: {
    weight: 1,
    applies: () => true,
    run(rng, draft, _slots, op) {
      draft.method = rng.pick([
        'HEAD',
        'OPTIONS',
        'PUT',
        'DELETE',
        'PATCH',
        op.method === 'GET' ? 'POST' : 'GET',
      ]);
      return `method ${draft.method}`;
    },
  },
  headers: {
    weight: 1,
    applies: () => true,
    run(rng, draft) {
      const [name, value] = rng.pick(HEADER_CHOICES);
      draft.headers[name] = value;
      return `header ${name} ${value === null ? 'removed' : JSON.stringify(value.slice(0, 30))}`;
    },
  },
};
