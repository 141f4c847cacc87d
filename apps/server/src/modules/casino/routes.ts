import {
  CasinoData,
  CasinoGame,
  CasinoGamesQuery,
  CasinoImageKey,
  CasinoListItem,
  CasinoRecentResult,
  CasinoResultRequest,
  CasinoRoundResult,
  CasinoVerify,
  DataEnvelope,
  errorResponses,
} from '@backlay/contracts';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { AppInstance } from '../../http/instance';
import { CASINO_ALIASES } from '../../dealer/index';
import { notFound } from '../../domain-errors';
import { acceptsEventId, backdropSvg, casinoList, listedName, thumbnailSvg } from './list';
import { casinoGames, roundResult, verifyRound } from './views';

export { createCasinoFastPath } from './fast-path';

const tags = ['casino'];
const CasinoTypePath = Type.String({ pattern: '^[A-Za-z0-9]{2,20}$' });
const RoundIdPath = Type.String({ pattern: '^[0-9]{1,3}\\.[0-9]{12}$' });

/** Sends JSON that is already serialised (a table's per-version cache) without re-serialising. */
const sendJson = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json as never);

/**
 * Live casino endpoints (docs/rules/specification.md §7 casino calls, shapes §3; docs/rules/casino.md §0). No auth headers
 * (the game-data group). Polled ones (data, results, and their old alias paths) are answered
 * from each table's per-version JSON, and usually before Fastify by the fast path
 * (fast-path.ts). Unknown tables and rounds answer 404; malformed ids 400. No answer ever holds a
 * card before it is revealed or a server seed before its round is over.
 */
export async function casinoRoutes(app: AppInstance): Promise<void> {
  const table = (casinoTypeOrAlias: string) => {
    const found = app.deps.dealer?.table(casinoTypeOrAlias);
    if (!found) throw notFound(`Unknown casino table: ${casinoTypeOrAlias}`);
    return found;
  };

  /**
   * GET /api/casino/list -> {status, data: CasinoListItem[]} (docs/rules/specification.md §3 Casino list item, Casino
   * types; §7 casino/list): the playable tables in the spec's order, the coming-soon ones, ezugi.
   */
  app.get(
    '/api/casino/list',
    {
      schema: {
        tags,
        summary: 'Casino lobby list',
        response: { 200: DataEnvelope(Type.Array(CasinoListItem)), ...errorResponses },
      },
    },
    async () => ({ status: true, data: casinoList() }),
  );

  /**
   * GET /api/casino/thumb/{casinoType}.svg (or {casinoType}-square.svg) [?art={casinoImageKey}] -> a
   * generated SVG thumbnail (the list's thumbUrl / tamannahSquareThumbUrl) in the brand's art
   * variant (list.ts artStyle; 'default' when absent). 404 for a type not listed, 400 for a key
   * outside the admin API's pattern.
   */
  app.get(
    '/api/casino/thumb/:file',
    {
      schema: {
        tags,
        summary: 'Casino table thumbnail (SVG)',
        params: Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9]{2,20}(-square)?\\.svg$' }) }),
        querystring: Type.Object({ art: Type.Optional(CasinoImageKey) }),
      },
    },
    async (request, reply) => {
      const square = request.params.file.endsWith('-square.svg');
      const type = request.params.file.replace(/(-square)?\.svg$/, '');
      const name = listedName(type);
      if (!name) throw notFound(`Unknown casino table: ${type}`);
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(thumbnailSvg(type, name, square, request.query.art));
    },
  );

  /**
   * GET /api/casino/backdrop/{casinoImageKey}.svg -> the /casino/{...} screen's background in the
   * brand's art variant (list.ts backdropSvg). 400 for a key outside the admin API's pattern.
   */
  app.get(
    '/api/casino/backdrop/:file',
    {
      schema: {
        tags,
        summary: 'Casino screen background (SVG)',
        params: Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}\\.svg$' }) }),
      },
    },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(backdropSvg(request.params.file.replace(/\.svg$/, ''))),
  );

  /**
   * GET /api/casino/data/{casinoType}/{eventId} -> {status, data: {t1: [round], t2: [runners]}}
   * (docs/rules/specification.md §3 Casino live data, §7 polled every 1 s; docs/rules/casino.md §0.1, Decision 8). eventId
   * is the table's list eventId (its matchId) or 99. 404 for a table not dealt here.
   */
  app.get(
    '/api/casino/data/:casinoType/:eventId',
    {
      schema: {
        tags,
        summary: 'Live data of a casino table',
        params: Type.Object({
          casinoType: CasinoTypePath,
          eventId: Type.String({ pattern: '^[0-9]{1,12}$' }),
        }),
        response: { 200: DataEnvelope(CasinoData), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { casinoType, eventId } = request.params;
      const found = table(casinoType);
      if (found.game.type !== casinoType || !acceptsEventId(found, eventId))
        throw notFound(`Unknown casino table: ${casinoType}/${eventId}`);
      return sendJson(reply, found.dataJson());
    },
  );

  /**
   * GET /api/casino/results/{casinoType} -> {status, data: [{result, mid}]} the last 10 results,
   * newest first (docs/rules/casino.md §0.5; docs/rules/specification.md §9 polled every 1.3 s).
   */
  app.get(
    '/api/casino/results/:casinoType',
    {
      schema: {
        tags,
        summary: 'Recent results of a casino table',
        params: Type.Object({ casinoType: CasinoTypePath }),
        response: { 200: DataEnvelope(Type.Array(CasinoRecentResult)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const found = table(request.params.casinoType);
      if (found.game.type !== request.params.casinoType)
        throw notFound(`Unknown casino table: ${request.params.casinoType}`);
      return sendJson(reply, found.resultsJson());
    },
  );

  /**
   * GET /api/sports/v1/casino/{teenpatti/t20 | dragontiger/t20 | lucky/a | lucky/b}/data and
   * .../result (docs/rules/specification.md §7): the old client paths of teen20, dt20, lucky7 and lucky7eu; the same
   * answers as casino/data and casino/results of those tables.
   */
  for (const [alias, casinoType] of Object.entries(CASINO_ALIASES)) {
    app.get(
      `/api/sports/v1/casino/${alias}/data`,
      {
        schema: {
          tags,
          summary: `Live data of ${casinoType} (old path)`,
          response: { 200: DataEnvelope(CasinoData), ...errorResponses },
        },
      },
      async (_request, reply) => sendJson(reply, table(casinoType).dataJson()),
    );
    app.get(
      `/api/sports/v1/casino/${alias}/result`,
      {
        schema: {
          tags,
          summary: `Recent results of ${casinoType} (old path)`,
          response: { 200: DataEnvelope(Type.Array(CasinoRecentResult)), ...errorResponses },
        },
      },
      async (_request, reply) => sendJson(reply, table(casinoType).resultsJson()),
    );
  }

  /**
   * POST /api/sports/v1/casino/result {roundId} -> {status, data: {mid, result, win, winnat,
   * rdesc, cards, sids}} (docs/rules/specification.md §3 Casino result, §7; docs/rules/casino.md §0.5). 404 while the round
   * is not finished (and for an unknown or void round).
   */
  app.post(
    '/api/sports/v1/casino/result',
    {
      schema: {
        tags,
        summary: 'Result of a finished casino round',
        body: CasinoResultRequest,
        response: { 200: DataEnvelope(CasinoRoundResult), ...errorResponses },
      },
    },
    async (request) => ({ status: true, data: await roundResult(app.deps.db, request.body.roundId) }),
  );

  /**
   * GET /api/sports/casino/games?eventId&legueId&matchId -> {status, data: CasinoGame[]} (docs/rules/specification.md §3
   * Casino game, §7): each dealt table with its one market (suspended while not taking bets).
   */
  app.get(
    '/api/sports/casino/games',
    {
      schema: {
        tags,
        summary: 'Casino games with their markets',
        querystring: CasinoGamesQuery,
        response: { 200: DataEnvelope(Type.Array(CasinoGame)), ...errorResponses },
      },
    },
    async (request) => ({ status: true, data: casinoGames(app.deps.dealer, request.query) }),
  );

  /**
   * GET /api/casino/verify/{roundId} -> {status, data: {roundId, casinoType, status, commit,
   * serverSeed, cards, result, matches}} (docs/rules/casino.md Decision 1): once the round is over,
   * the seed and the cards dealt again from fairRng(seed, roundId); before, the commitment only.
   * 404 for an unknown round.
   */
  app.get(
    '/api/casino/verify/:roundId',
    {
      schema: {
        tags,
        summary: 'Provably fair check of a casino round',
        params: Type.Object({ roundId: RoundIdPath }),
        response: { 200: DataEnvelope(CasinoVerify), ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await verifyRound(app.deps.db, app.deps.dealer, request.params.roundId),
    }),
  );
}
