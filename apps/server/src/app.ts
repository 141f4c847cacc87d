import { existsSync } from 'node:fs';
import { createServer, type OutgoingHttpHeaders } from 'node:http';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { systemClock, type Clock } from './clock';
import type { Db } from './db/index';
import type { CasinoDealer } from './dealer/index';
import type { FeedEngine } from './feed/index';
import { registerErrorHandler } from './http/errors';
import type { AppDeps, AppInstance } from './http/instance';
import { routeWithTextRule } from './http/text';
import { registerValidation } from './http/validation';
import { accountRoutes } from './modules/account/routes';
import { auditRoutes } from './modules/audit/routes';
import { DEFAULT_SIGN_IN_THROTTLE, SessionCache, type SignInThrottle } from './modules/auth/index';
import { authRoutes } from './modules/auth/routes';
import { streamRoutes } from './modules/stream/routes';
import { MAX_CLIENT_MESSAGE_BYTES } from './modules/stream/index';
import type { ClusterBus } from './realtime/bus';
import websocket from '@fastify/websocket';
import { bettingAdminRoutes, bettingRoutes } from './modules/betting/routes';
import type { Fence } from './cluster/lease';
import { ExchangeEngine, exchangeBetsOf } from './modules/exchange/index';
import { exchangeRoutes } from './modules/exchange/routes';
import { placeCasinoBet } from './modules/casino/index';
import { casinoRoutes, createCasinoFastPath } from './modules/casino/routes';
import { catalogRoutes, createMarketFastPath, type OverlayOf } from './modules/catalog/routes';
import { peekTenant } from './http/tenant';
import { brandedIndexRoute, domainRoutes } from './modules/domains/routes';
import { healthRoutes } from './modules/health/routes';
import { limitsRoutes } from './modules/limits/routes';
import { settingsRoutes } from './modules/settings/routes';
import { walletRoutes } from './modules/wallet/routes';
import { operatorRoutes } from './modules/operators/routes';
import { brandRoutes } from './modules/brands/routes';
import { customerRoutes } from './modules/customers/routes';
import { houseLimitOf } from './modules/risk/index';
import { riskRoutes } from './modules/risk/routes';
import { reportRoutes } from './modules/reports/routes';
import { rgRoutes } from './modules/rg/routes';

export type { AppDeps, AppInstance };

/** Options of {@link buildApp}; everything but `db` has a production default. */
export interface BuildAppOptions {
  db: Db;
  /** The sports feed engine behind the catalogue and market endpoints. */
  feed?: FeedEngine;
  /** The casino dealer behind the casino endpoints and casino bets. */
  dealer?: CasinoDealer;
  /** Bet delay floor in ms (default 100, docs/rules/specification.md §9). */
  minBetDelayMs?: number;
  /** The exchange engine's group commit window in ms (default 0: the next turn of the event loop; issue 14). */
  commitWindowMs?: number;
  /** The house's worst case per market and brand, minor units (default 10,000,000; issue 14 item 2). */
  houseCapMinor?: number;
  /** The engines' lease that fences the exchange's batches (several nodes; docs/cluster.md). */
  fence?: Fence;
  clock?: Clock;
  /** pino options, or false for silence (tests). Default: info level. */
  logger?: FastifyServerOptions['logger'];
  /** Directory of the built SPA served at `/`; null or a missing directory serves no SPA. */
  webDistDir?: string | null;
  /** Directory of the built back office served at `/backoffice/` (issue 16); null or missing: none. */
  backofficeDistDir?: string | null;
  trustProxy?: boolean;
  sessionIdleMs?: number;
  sessionAbsoluteMs?: number;
  /** The stream's heartbeat period (ms; default 5,000; issue 15). */
  streamHeartbeatMs?: number;
  /** The cross-node bus: the stream's topics go to the other nodes (several nodes; docs/cluster.md). */
  clusterBus?: ClusterBus;
  /** How long this node trusts a session it read (ms; default 1,000; 0 reads every call; modules/auth/session-cache.ts). */
  sessionCacheMs?: number;
  /** Coarse per-node flood guard: sign-in calls per IP per minute on each sign-in route (default 20). */
  signInPerIpPerMinute?: number;
  /** The sign-in throttle's rules (issue 12); each rule given replaces its default (throttle.ts). */
  signInThrottle?: Partial<SignInThrottle>;
  notFoundPerMinute?: number;
}

/**
 * Builds the HTTP application (docs/architecture.md app.ts): validation, one error handler, helmet with a
 * CSP the SPA passes, rate limits, OpenAPI at /api/docs, the API modules and the SPA.
 * Used by main.ts and by the integration tests (with an in-memory PGlite).
 */
export async function buildApp(options: BuildAppOptions): Promise<AppInstance> {
  // Security headers the fast market path copies from an answer of Fastify's own (set below).
  let securityHeaders: OutgoingHttpHeaders = {};
  // A signed-in brand's own exchange book in place of the model's ladder (issue 14 item 2).
  const overlayOf: OverlayOf = (headers) => {
    const domain = exchange && peekTenant(options.db, headers);
    return domain ? (market) => exchange!.overlay(domain.id, market) : undefined;
  };
  const fastPath = createMarketFastPath(
    () => options.feed,
    () => securityHeaders,
    overlayOf,
  );
  const casinoFastPath = createCasinoFastPath(
    () => options.dealer,
    () => securityHeaders,
  );
  const app = Fastify({
    logger: options.logger ?? { level: 'info' },
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 64 * 1024,
    serverFactory: (handler) =>
      createServer((req, res) => {
        if (!fastPath(req, res) && !casinoFastPath(req, res)) handler(req, res);
      }),
  }).withTypeProvider<TypeBoxTypeProvider>();

  // The exchange engine of the feed's exchange markets (issue 14): one per app, on the feed's bus.
  const exchange =
    options.feed &&
    new ExchangeEngine({
      db: options.db,
      clock: options.clock ?? systemClock,
      feed: options.feed,
      bus: options.feed.bus,
      minBetDelayMs: options.minBetDelayMs,
      commitWindowMs: options.commitWindowMs,
      houseCapMinor: options.houseCapMinor,
      fence: options.fence,
      // An operator's house limit on one market (issue 16 item 4) before the brand's cap.
      houseLimitOf: (domainId, marketId) => houseLimitOf(options.db, domainId, marketId),
      onError: (err) => app.log.error({ err }, 'exchange engine'),
    });
  app.decorate('deps', {
    db: options.db,
    clock: options.clock ?? systemClock,
    sessionIdleMs: options.sessionIdleMs ?? 8 * 3600_000,
    sessionAbsoluteMs: options.sessionAbsoluteMs ?? 24 * 3600_000,
    sessions: new SessionCache(options.sessionCacheMs ?? 1_000),
    signInPerIpPerMinute: options.signInPerIpPerMinute ?? 20,
    signInThrottle: { ...DEFAULT_SIGN_IN_THROTTLE, ...options.signInThrottle },
    feed: options.feed,
    dealer: options.dealer,
    minBetDelayMs: options.minBetDelayMs,
    exchange,
    exchangeBets: exchange && exchangeBetsOf(exchange),
  } satisfies AppDeps);
  // Started by the platform once the feed has its markets (a book is rebuilt against its market).
  if (exchange) app.addHook('onClose', () => exchange.stop());

  registerValidation(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  // JSON over 1 KB goes compressed (issue 18: the home list was 30 KB on a phone's slow link);
  // brotli at quality 4 and gzip at 6 cost well under a millisecond per answer. The built SPA's
  // files are already compressed (preCompressed) and the fast paths write their own answers.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(rateLimit, { global: false });
  registerErrorHandler(app, options.notFoundPerMinute ?? 120);

  await app.register(swagger, {
    // The document shows the schemas the validator enforces: the text rule on every string (issue 12).
    transform: ({ schema, url }) => ({ schema: schema && routeWithTextRule(schema), url }),
    openapi: {
      info: { title: 'Backlay provider API', version: '0.1.0' },
      components: {
        securitySchemes: { userToken: { type: 'apiKey', in: 'header', name: 'User-Token' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes);
  await app.register(domainRoutes);
  await app.register(authRoutes);
  await app.register(catalogRoutes, { overlayOf });
  await app.register(limitsRoutes);
  await app.register(walletRoutes);
  await app.register(auditRoutes);
  await app.register(operatorRoutes);
  await app.register(brandRoutes);
  await app.register(customerRoutes);
  await app.register(riskRoutes);
  await app.register(reportRoutes);
  await app.register(rgRoutes);
  await app.register(bettingRoutes, { placeCasinoBet });
  await app.register(bettingAdminRoutes);
  await app.register(exchangeRoutes);
  await app.register(settingsRoutes);
  await app.register(accountRoutes);
  await app.register(casinoRoutes);
  // The stream (issue 15): one WebSocket server per app; a client message over 4 KB closes its socket.
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES } });
  await app.register(streamRoutes, {
    heartbeatMs: options.streamHeartbeatMs,
    clusterBus: options.clusterBus,
  });

  const webDistDir = options.webDistDir;
  if (webDistDir && existsSync(webDistDir)) {
    // index.html carries the host's brand (issue 18): served by brandedIndexRoute, not the files.
    await app.register(brandedIndexRoute, { webDistDir });
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      wildcard: true,
      // The build writes .br/.gz beside each asset (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders(reply, path) {
        const immutable = path.includes('/assets/');
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // The operators' back office (issue 16): its own SPA under /backoffice/ (hash routes, so one
  // index.html serves every page); /backoffice redirects to /backoffice/.
  const backofficeDistDir = options.backofficeDistDir;
  if (backofficeDistDir && existsSync(backofficeDistDir)) {
    await app.register(fastifyStatic, {
      root: backofficeDistDir,
      prefix: '/backoffice/',
      decorateReply: false,
      wildcard: true,
      preCompressed: true,
      setHeaders(reply, path) {
        const immutable = path.includes('/assets/');
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/backoffice', { schema: { hide: true } }, (_request, reply) =>
      reply.redirect('/backoffice/', 301),
    );
  }
  await app.ready();
  const probe = await app.inject({ url: '/api/v2/get-events' });
  // Headers that protect a JSON answer (the document-only ones, CSP and framing, add only bytes).
  const kept = [
    'x-content-type-options',
    'cross-origin-resource-policy',
    'strict-transport-security',
    'referrer-policy',
  ];
  securityHeaders = Object.fromEntries(Object.entries(probe.headers).filter(([name]) => kept.includes(name)));
  return app;
}
