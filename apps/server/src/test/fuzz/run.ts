import { fuzzRequest, type FuzzRequest, type Identity } from './requests';
import { headersOf, sendInject, sendRaw, type FuzzResponse } from './send';
import type { FuzzTarget } from './target';

/** Options of {@link runFuzz}. */
export interface FuzzOptions {
  /** Requests per route of the OpenAPI document (issue 12: >= 50 in `npm test`, >= 500 in the bench). */
  perRoute: number;
  seed: number;
  /** Requests in flight at once (default 8). */
  concurrency?: number;
  /** A request with no answer after this long counts as a failure (default 15,000 ms). */
  timeoutMs?: number;
  /** Only routes whose key (`METHOD /path`) contains this text (default: every route). */
  only?: string;
}

/** A request answered 5xx (or not at all in time), with what was sent and what came back. */
export interface FuzzFailure {
  request: FuzzRequest;
  sentHeaders: Record<string, string>;
  response: FuzzResponse;
  /** Server error log lines written while the request was replayed alone, if it was. */
  serverLog?: string[];
}

/** The outcome of a fuzz run: counts per status, overall and per route, the failures, health. */
export interface FuzzResult {
  seed: number;
  perRoute: number;
  routes: number;
  requests: number;
  overHttp: number;
  durationMs: number;
  byStatus: Map<string, number>;
  byRoute: Map<string, Map<string, number>>;
  /** Milliseconds spent waiting for answers, summed per route (requests overlap). */
  msByRoute: Map<string, number>;
  failures: FuzzFailure[];
  /** Statuses of GET /api/healthz afterwards, through inject and over the socket. */
  health: { inject: FuzzResponse['status']; http: FuzzResponse['status'] };
}

/** A failure's group: status, route and variant kind (`500 GET /api/x [string path.host]`). */
export const failureKey = (f: FuzzFailure) =>
  `${f.response.status} ${f.request.route} [${f.request.variant.split(' ').slice(0, 2).join(' ')}]`;

/** The first failure of each group (see {@link failureKey}), in the order the groups appeared. */
export function firstOfEachGroup(failures: readonly FuzzFailure[]): FuzzFailure[] {
  const first = new Map<string, FuzzFailure>();
  for (const f of failures) if (!first.has(failureKey(f))) first.set(failureKey(f), f);
  return [...first.values()];
}

const isFailure = (status: FuzzResponse['status']) =>
  status === 'timeout' || (typeof status === 'number' && status >= 500);
const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/**
 * Sends `perRoute` generated requests to every route of the target's OpenAPI document (routes
 * interleaved, `concurrency` at a time), counting answers per status, then checks GET
 * /api/healthz. A signed-in identity whose session a request ended (a 200 from logout) is signed
 * in again. The first failure of each group (up to 20, see {@link failureKey}) is replayed alone
 * to capture the server's error log.
 * Never throws on a bad answer: the caller asserts on the result. Source: issue 12.
 */
export async function runFuzz(target: FuzzTarget, options: FuzzOptions): Promise<FuzzResult> {
  const operations = target.operations.filter((op) => !options.only || op.key.includes(options.only));
  const timeoutMs = options.timeoutMs ?? 15_000;
  const byStatus = new Map<string, number>();
  const byRoute = new Map(operations.map((op) => [op.key, new Map<string, number>()]));
  const msByRoute = new Map<string, number>();
  const failures: FuzzFailure[] = [];
  const renewing = new Map<Identity, Promise<void>>();
  let overHttp = 0;
  let counter = 0;

  const send = async (request: FuzzRequest, n: number): Promise<FuzzFailure> => {
    const sentHeaders = headersOf(request, target.identities[request.identity]);
    const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    const response =
      request.via === 'http'
        ? await sendRaw(target.port, request, sentHeaders, timeoutMs)
        : await sendInject(target.t.app, request, sentHeaders, address, timeoutMs);
    return { request, sentHeaders, response };
  };

  const total = operations.length * options.perRoute;
  const started = performance.now();
  const worker = async () => {
    for (let n = counter++; n < total; n = counter++) {
      const op = operations[n % operations.length]!;
      const request = fuzzRequest(op, Math.floor(n / operations.length), options.seed, target.hints);
      await renewing.get(request.identity);
      const sent = performance.now();
      const outcome = await send(request, n);
      msByRoute.set(op.key, (msByRoute.get(op.key) ?? 0) + performance.now() - sent);
      if (request.via === 'http') overHttp++;
      const status = String(outcome.response.status);
      bump(byStatus, status);
      bump(byRoute.get(op.key)!, status);
      if (isFailure(outcome.response.status)) failures.push(outcome);
      if (
        op.key === 'POST /api/auth/logout' &&
        outcome.response.status === 200 &&
        !renewing.has(request.identity)
      ) {
        const renewal = target.renew(request.identity).finally(() => renewing.delete(request.identity));
        renewing.set(request.identity, renewal);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  await Promise.all(renewing.values());
  const durationMs = performance.now() - started;

  for (const failure of firstOfEachGroup(failures).slice(0, 20)) {
    const before = target.serverLog.length;
    const again = await send(failure.request, 0);
    failure.serverLog = [`replayed alone: ${again.response.status}`, ...target.serverLog.slice(before)];
  }
  const healthz: FuzzRequest = {
    route: 'GET /api/healthz',
    index: 0,
    variant: 'health',
    identity: 'anonymous',
    via: 'http',
    method: 'GET',
    url: '/api/healthz',
    headers: {},
  };
  const health = {
    inject: (await sendInject(target.t.app, healthz, target.identities.anonymous, '10.255.0.2', timeoutMs))
      .status,
    http: (await sendRaw(target.port, healthz, target.identities.anonymous, timeoutMs)).status,
  };
  return {
    seed: options.seed,
    perRoute: options.perRoute,
    routes: operations.length,
    requests: total,
    overHttp,
    durationMs,
    byStatus,
    byRoute,
    msByRoute,
    failures,
    health,
  };
}
