import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { AuthDeps } from '../modules/auth/index';
import type { CasinoBetDeps } from '../modules/casino/index';
import type { ExchangeEngine } from '../modules/exchange/index';

/**
 * The application as route modules see it (docs/architecture.md "Layers"): the HTTP edge's types,
 * apart from app.ts so that a module's routes.ts can name them without importing the composition
 * root that imports it.
 */

/** What every module can reach through `app.deps`: the union of the modules' own deps. */
export interface AppDeps extends AuthDeps, CasinoBetDeps {
  /** Sign-in calls allowed per IP per minute. */
  signInPerIpPerMinute: number;
  /** The exchange engine (issue 14); absent without a feed. */
  exchange?: ExchangeEngine;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** The Fastify instance with TypeBox typing, as route modules receive it. */
export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;
