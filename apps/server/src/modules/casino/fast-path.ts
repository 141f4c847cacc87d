import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { CasinoDealer, LiveTable } from '../../dealer/index';
import { jsonHeadBuilder } from '../../http/fast-path';
import { acceptsEventId } from './list';

const DATA = /^\/api\/casino\/data\/([A-Za-z0-9]{2,20})\/([0-9]{1,12})$/;
const RESULTS = /^\/api\/casino\/results\/([A-Za-z0-9]{2,20})$/;
const ALIAS = /^\/api\/sports\/v1\/casino\/([a-z]{1,20}\/[a-z0-9]{1,5})\/(data|result)$/;

/**
 * The hot path of the polled casino endpoints (docs/rules/specification.md §7: casino data every 1 s, results every
 * 1.3 s, per viewer): `GET /api/casino/data/{casinoType}/{eventId}`, `/api/casino/results/{type}`
 * and the four `sports/v1/casino/{alias}/data|result` paths of a dealt table are answered
 * straight from the table's per-version bytes, before Fastify's routing, with the security
 * headers Fastify sends. Anything else returns false and goes through Fastify (same answers,
 * and the errors). Measured by `npm run bench -- casino`.
 */
export function createCasinoFastPath(
  getDealer: () => CasinoDealer | undefined,
  getHeaders: () => OutgoingHttpHeaders,
) {
  const headFor = jsonHeadBuilder(getHeaders);
  // Head of each body, made once per table version (bodies are per-version Buffers).
  const heads = new WeakMap<Buffer, string[]>();
  // The table and answer kind of each valid URL seen, so a repeated poll skips the parsing.
  const routes = new Map<string, { table: LiveTable; kind: 'data' | 'results' }>();
  const answer = (res: ServerResponse, body: Buffer) => {
    let head = heads.get(body);
    if (!head) heads.set(body, (head = headFor(body)));
    res.writeHead(200, head);
    res.end(body);
    return true;
  };
  const routeOf = (dealer: CasinoDealer, url: string) => {
    let table: LiveTable | undefined;
    if (url.startsWith('/api/casino/data/')) {
      const m = DATA.exec(url);
      table = m ? dealer.table(m[1]!) : undefined;
      if (!table || table.game.type !== m![1] || !acceptsEventId(table, m![2]!)) return undefined;
      return { table, kind: 'data' as const };
    }
    if (url.startsWith('/api/casino/results/')) {
      const m = RESULTS.exec(url);
      table = m ? dealer.table(m[1]!) : undefined;
      if (!table || table.game.type !== m![1]) return undefined;
      return { table, kind: 'results' as const };
    }
    if (url.startsWith('/api/sports/v1/casino/')) {
      const m = ALIAS.exec(url);
      table = m ? dealer.table(m[1]!) : undefined;
      return table ? { table, kind: m![2] === 'data' ? ('data' as const) : ('results' as const) } : undefined;
    }
    return undefined;
  };
  let routesOf: CasinoDealer | undefined;
  return function casinoFastPath(req: IncomingMessage, res: ServerResponse): boolean {
    const dealer = getDealer();
    const url = req.url;
    if (!dealer || req.method !== 'GET' || !url) return false;
    if (routesOf !== dealer) {
      routes.clear();
      routesOf = dealer;
    }
    let route = routes.get(url);
    if (!route) {
      route = routeOf(dealer, url);
      if (!route) return false;
      routes.set(url, route);
    }
    return answer(res, route.kind === 'data' ? route.table.dataBody() : route.table.resultsBody());
  };
}
