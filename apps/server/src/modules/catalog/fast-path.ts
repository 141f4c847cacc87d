import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FeedEngine } from '../../feed/index';
import { jsonHeadBuilder } from '../../http/fast-path';
import { envelopeJson, marketJsons, type OverlayOf } from './service';

const ODDS =
  /^\/api\/v2\/fetch-market-odds\/(\d{1,3})\/(\d{1,12})\/(\d{1,12})\/([0-9.]{3,24}(?:,[0-9.]{3,24}){0,19})$/;
const SESSION = /^\/api\/v2\/fetch-market-session\/(\d{1,3})\/(\d{1,12})\/(\d{1,12})$/;
const BOOKMAKER = /^\/api\/v2\/fetch-bookmaker-odds\/(\d{1,3})\/(\d{1,12})\/(\d{1,12})$/;

/**
 * The hot path of the polled market endpoints (docs/rules/specification.md §7: market fetch every 1 s, odds and
 * bookmaker every 2 s, per signed-in viewer): a GET whose ids name a listed match and its
 * markets is answered straight from the store's per-version JSON, before Fastify's routing,
 * with the same security headers Fastify sends. Anything else (a bad or unknown id, another
 * method) returns false and goes through Fastify, which validates and answers the error.
 * Same routes and answers as modules/catalog/routes.ts; measured by `npm run bench -- feed`.
 */
export function createMarketFastPath(
  getEngine: () => FeedEngine | undefined,
  getHeaders: () => OutgoingHttpHeaders,
  overlayOf?: OverlayOf,
) {
  // Answers by URL, kept while the match's markets are unchanged (store generation).
  const cache = new Map<string, { matchId: string; generation: number; body: Buffer; head: string[] }>();
  const headFor = jsonHeadBuilder(getHeaders);
  return function fastPath(req: IncomingMessage, res: ServerResponse): boolean {
    const engine = getEngine();
    const url = req.url;
    if (!engine || req.method !== 'GET' || !url || !url.startsWith('/api/v2/fetch-')) return false;
    // A brand with its own exchange book sees its ladder (issue 14), never cached by URL.
    const overlay = url.startsWith('/api/v2/fetch-market-odds/') ? overlayOf?.(req.headers) : undefined;
    const cached = overlay ? undefined : cache.get(url);
    if (
      cached &&
      engine.store.generation(cached.matchId) === cached.generation &&
      engine.match(cached.matchId)
    ) {
      res.writeHead(200, cached.head);
      res.end(cached.body);
      return true;
    }
    let body: Buffer;
    let head: string[];
    try {
      const odds = ODDS.exec(url);
      const session = odds ? null : SESSION.exec(url);
      const bookmaker = odds || session ? null : BOOKMAKER.exec(url);
      const m = odds ?? session ?? bookmaker;
      if (!m) return false;
      const entry = engine.match(m[3]!);
      if (!entry || entry.sportId !== Number(m[1]) || entry.description.competitionId !== m[2]) return false;
      const kind = odds ? 'exchange' : session ? 'fancy' : 'bookmaker';
      const generation = engine.store.generation(entry.slot.matchId);
      body = Buffer.from(
        envelopeJson(marketJsons(engine, entry, kind, odds ? m[4]!.split(',') : undefined, overlay)),
      );
      head = headFor(body);
      if (cache.size > 10_000) cache.clear();
      if (!overlay) cache.set(url, { matchId: entry.slot.matchId, generation, body, head });
    } catch {
      return false; // e.g. an unknown market id: Fastify answers the 404
    }
    res.writeHead(200, head);
    res.end(body);
    return true;
  };
}
