import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { CasinoDealer, LiveTable } from '../../dealer/index';
import { jsonHeadBuilder } from '../../http/fast-market';
import { acceptsEventId } from './list';

const DATA = /^\/api\/casino\/data\/([A-Za-z0-9]{2,20})\/([0-9]{1,12})$/;
const RESULTS = /^\/api\/casino\/results\/([A-Za-z0-9]{2,20})$/;
const ALIAS = /^\/api\/sports\/v1\/casino\/([a-z]{1,20}\/[a-z0-9]{1,5})\/(data|result)$/;

/**
 * The hot path of the polled casino endpoints (spec §7: casino data every 1 s, results every
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
  const answer = (res: ServerResponse, body: Buffer) => {
    res.writeHead(200, headFor(body));
    res.end(body);
    return true;
  };
  return function casinoFastPath(req: IncomingMessage, res: ServerResponse): boolean {
    const dealer = getDealer();
    const url = req.url;
    if (!dealer || req.method !== 'GET' || !url) return false;
    let table: LiveTable | undefined;
    if (url.startsWith('/api/casino/data/')) {
      const m = DATA.exec(url);
      table = m ? dealer.table(m[1]!) : undefined;
      if (!table || table.game.type !== m![1] || !acceptsEventId(table, m![2]!)) return false;
      return answer(res, table.dataBody());
    }
    if (url.startsWith('/api/casino/results/')) {
      const m = RESULTS.exec(url);
      table = m ? dealer.table(m[1]!) : undefined;
      if (!table || table.game.type !== m![1]) return false;
      return answer(res, table.resultsBody());
    }
    if (url.startsWith('/api/sports/v1/casino/')) {
      const m = ALIAS.exec(url);
      table = m ? dealer.table(m[1]!) : undefined;
      if (!table) return false;
      return answer(res, m![2] === 'data' ? table.dataBody() : table.resultsBody());
    }
    return false;
  };
}
