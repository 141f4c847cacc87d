import { render, slotsOf, type Draft } from './draft';
import { MUTATIONS } from './mutations';
import type { Operation } from './operations';
import { createRng, type Rng } from './rng';
import { lookupFor, validValue, type Hints } from './values';

/**
 * Who sends a request: nobody signed in, the demo customer (player1), or an operator: the demo
 * agent (agent1) or an operator with role Admin made for the fuzz (the only one who may declare
 * results or release held settlements).
 */
export type Identity = 'anonymous' | 'customer' | 'operator' | 'admin';
/** The identities, in the order requests cycle through them. */
export const IDENTITIES: readonly Identity[] = ['anonymous', 'customer', 'operator', 'admin'];

/** Ways to break the HTTP framing itself; only possible on a raw socket (see send.ts). */
export const FRAMINGS = [
  'content-length-short',
  'chunked',
  'chunked-broken',
  'cl-and-te',
  'huge-header',
  'bad-request-line',
  'http10',
  'no-host',
  'absolute-form',
  'lowercase-method',
  'pipelined',
] as const;
/** One of {@link FRAMINGS}. */
export type Framing = (typeof FRAMINGS)[number];

/** One generated request: what to send and how, before the identity's headers are added. */
export interface FuzzRequest {
  /** The operation's key, `METHOD /path/{template}`. */
  route: string;
  /** The request's number within its route (0-based); with the seed it regenerates the request. */
  index: number;
  /** What was made hostile, e.g. `string body.userName nul`. */
  variant: string;
  identity: Identity;
  /** `inject` goes through Fastify's router only; `http` through a listening socket. */
  via: 'inject' | 'http';
  method: string;
  /** Path and query string as they go on the wire. */
  url: string;
  /** Headers on top of the identity's; `null` removes one of the identity's headers. */
  headers: Record<string, string | null>;
  body?: string;
  framing?: Framing;
}

/** A 32-bit hash of a string (FNV-1a), to give each route its own stream of requests. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The route's kinds of request, each repeated by weight, shuffled with `rng`; plus `framing`. */
function scheduleOf(op: Operation, rng: Rng): string[] {
  const slots = slotsOf(op);
  const kinds = Object.entries(MUTATIONS)
    .filter(([, m]) => m.applies(op, slots))
    .flatMap(([name, m]) => Array<string>(m.weight).fill(name))
    .concat('framing');
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [kinds[i], kinds[j]] = [kinds[j]!, kinds[i]!];
  }
  return kinds;
}

/**
 * The `index`-th request of operation `op` in a run seeded with `seed` (the same inputs always
 * give the same request). Identities rotate anonymous, customer, operator, admin; each identity walks
 * the route's shuffled schedule of kinds (see mutations.ts; every kind in turn, by weight);
 * `framing` breaks the HTTP framing on a socket. Fields start from schema-valid values, with
 * real ids from `hints` so valid-looking requests get past the lookups, or (4 in 10, where there
 * is one) from a body the app accepted during setup. Traversal, framing and
 * Host-header requests go over a socket, as do about a quarter of the rest. Source: issue 12.
 */
export function fuzzRequest(op: Operation, index: number, seed: number, hints: Hints): FuzzRequest {
  const schedule = scheduleOf(op, createRng(hash(op.key) ^ seed));
  const kind = schedule[Math.floor(index / IDENTITIES.length) % schedule.length]!;
  const rng = createRng(
    (hash(op.key) ^ Math.imul(seed, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0,
  );
  const slots = slotsOf(op);
  const draft: Draft = { path: {}, query: {}, body: undefined, headers: {} };
  const lookup = lookupFor(
    hints,
    slots.map((s) => s.keys.at(-1)!),
    rng,
  );
  for (const p of op.pathParams) draft.path[p.name] = validValue(p.schema, rng, lookup, p.name);
  for (const q of op.query)
    if (q.required || rng.chance(0.5)) draft.query[q.name] = validValue(q.schema, rng, lookup, q.name);
  const corpus = hints.corpus.get(op.key) ?? [];
  if (op.body)
    draft.body =
      corpus.length > 0 && rng.chance(0.4)
        ? structuredClone(rng.pick(corpus))
        : validValue(op.body, rng, lookup);

  const framing = kind === 'framing' ? rng.pick(FRAMINGS) : undefined;
  const variant = framing ? `framing ${framing}` : MUTATIONS[kind]!.run(rng, draft, slots, op);
  const wireOnly = framing !== undefined || kind === 'traversal' || variant.startsWith('header host');
  return {
    route: op.key,
    index,
    variant,
    identity: IDENTITIES[index % IDENTITIES.length]!,
    via: wireOnly || rng.chance(0.25) ? 'http' : 'inject',
    ...render(op, draft),
    framing,
  };
}
