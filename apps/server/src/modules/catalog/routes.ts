import {
  BookmakerMarket,
  CompetitionRow,
  DataEnvelope,
  errorResponses,
  EventRow,
  ExchangeMarket,
  FancyRow,
  LiveScore,
  SportRow,
} from '@backlay/contracts';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { AppInstance } from '../../http/instance';
import { notFound } from '../../domain-errors';
import {
  competitionRows,
  envelopeJson,
  eventRows,
  marketJsons,
  matchOf,
  requireSport,
  sportRows,
  type OverlayOf,
} from './service';

export { createMarketFastPath } from './fast-path';
export type { OverlayOf } from './service';

const SportId = Type.Integer({
  minimum: 0,
  maximum: 999,
  description: 'sport type id: Cricket 4, Tennis 2, Soccer 1',
});
const NumericId = Type.String({ pattern: '^[0-9]{1,12}$' });
const MatchPath = Type.Object({ sportId: SportId, competitionId: NumericId, matchId: NumericId });
const tags = ['catalogue'];

/** Sends JSON that is already serialised (the store's per-version cache) without re-serialising. */
const sendJson = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json as never);

/**
 * Catalogue and market endpoints (docs/rules/specification.md §7 `/v2/*`, issue 3 item 5). No auth headers. Unknown ids
 * answer 404; malformed ids 400. Market answers are served from the store's per-version JSON;
 * `overlayOf` shows a brand's own exchange book in place of the model's ladder (issue 14).
 */
export async function catalogRoutes(
  app: AppInstance,
  options: { overlayOf?: OverlayOf } = {},
): Promise<void> {
  const engine = () => {
    const feed = app.deps.feed;
    if (!feed) throw notFound('The sports feed is not running');
    return feed;
  };

  /** GET /api/v2/get-events -> sports (Cricket 4, Tennis 2, Soccer 1) and Casino without id. */
  app.get(
    '/api/v2/get-events',
    {
      schema: {
        tags,
        summary: 'Sports list',
        response: { 200: DataEnvelope(Type.Array(SportRow)), ...errorResponses },
      },
    },
    async () => ({ status: true, data: sportRows() }),
  );

  /** GET /api/v2/get-legues/{eventId} -> competitions of a sport with listed matches. */
  app.get(
    '/api/v2/get-legues/:eventId',
    {
      schema: {
        tags,
        summary: 'Competitions of a sport',
        params: Type.Object({ eventId: SportId }),
        response: { 200: DataEnvelope(Type.Array(CompetitionRow)), ...errorResponses },
      },
    },
    async (request) => ({ status: true, data: competitionRows(engine(), request.params.eventId) }),
  );

  /** GET /api/v2/get-matches/{eventId}/{legueId} -> matches of one competition. */
  app.get(
    '/api/v2/get-matches/:eventId/:legueId',
    {
      schema: {
        tags,
        summary: 'Matches of a competition',
        params: Type.Object({ eventId: SportId, legueId: NumericId }),
        response: { 200: DataEnvelope(Type.Array(EventRow)), ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: eventRows(engine(), request.params.eventId, request.params.legueId),
    }),
  );

  /** GET /api/v2/get-matches-by-eventid/{eventId} -> every listed match of a sport, by start time. */
  app.get(
    '/api/v2/get-matches-by-eventid/:eventId',
    {
      schema: {
        tags,
        summary: 'Matches of a sport',
        params: Type.Object({ eventId: SportId }),
        response: { 200: DataEnvelope(Type.Array(EventRow)), ...errorResponses },
      },
    },
    async (request) => ({ status: true, data: eventRows(engine(), request.params.eventId) }),
  );

  /** GET /api/v2/fetch-market-odds/{sportId}/{competitionId}/{matchId}/{marketIds} (comma list). */
  app.get(
    '/api/v2/fetch-market-odds/:sportId/:competitionId/:matchId/:marketIds',
    {
      schema: {
        tags,
        summary: 'Exchange markets of a match',
        params: Type.Object({
          ...MatchPath.properties,
          marketIds: Type.String({ pattern: '^[0-9.]{3,24}(,[0-9.]{3,24}){0,19}$' }),
        }),
        response: { 200: DataEnvelope(Type.Array(ExchangeMarket)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { sportId, competitionId, matchId, marketIds } = request.params;
      requireSport(sportId);
      const entry = matchOf(engine(), sportId, competitionId, matchId);
      const overlay = options.overlayOf?.(request.headers);
      const json = envelopeJson(marketJsons(engine(), entry, 'exchange', marketIds.split(','), overlay));
      return sendJson(reply, json);
    },
  );

  /** GET /api/v2/fetch-bookmaker-odds/{sportId}/{competitionId}/{matchId} -> Bookmaker markets. */
  app.get(
    '/api/v2/fetch-bookmaker-odds/:sportId/:competitionId/:matchId',
    {
      schema: {
        tags,
        summary: 'Bookmaker markets of a match',
        params: MatchPath,
        response: { 200: DataEnvelope(Type.Array(BookmakerMarket)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { sportId, competitionId, matchId } = request.params;
      const entry = matchOf(engine(), sportId, competitionId, matchId);
      return sendJson(reply, envelopeJson(marketJsons(engine(), entry, 'bookmaker')));
    },
  );

  /** GET /api/v2/fetch-market-session/{sportId}/{competitionId}/{matchId} -> Fancy rows. */
  app.get(
    '/api/v2/fetch-market-session/:sportId/:competitionId/:matchId',
    {
      schema: {
        tags,
        summary: 'Fancy (session) rows of a match',
        params: MatchPath,
        response: { 200: DataEnvelope(Type.Array(FancyRow)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { sportId, competitionId, matchId } = request.params;
      const entry = matchOf(engine(), sportId, competitionId, matchId);
      return sendJson(reply, envelopeJson(marketJsons(engine(), entry, 'fancy')));
    },
  );

  /** GET /api/v2/live-score/{matchId} -> the score widget's data (issue 3 item 5). */
  app.get(
    '/api/v2/live-score/:matchId',
    {
      schema: {
        tags,
        summary: 'Live score of a match',
        params: Type.Object({ matchId: NumericId }),
        response: { 200: DataEnvelope(LiveScore), ...errorResponses },
      },
    },
    async (request) => {
      const found = engine().score(request.params.matchId);
      if (!found) throw notFound(`Unknown match: ${request.params.matchId}`);
      const { entry, score } = found;
      return {
        status: true,
        data: {
          ...score,
          matchId: entry.slot.matchId,
          sportId: entry.sportId,
          status: entry.phase,
          attribution: entry.description.attribution,
        },
      };
    },
  );
}
