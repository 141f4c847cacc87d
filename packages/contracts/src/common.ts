import { Type, type Static } from 'typebox';

/**
 * Error body of every 4xx/5xx answer. 4xx carry a human-readable `message`; 5xx always say
 * "Internal Server Error" (details go to the log only). Source: issue 2, docs/architecture.md Conventions.
 */
export const ErrorResponse = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
  },
  { $id: 'ErrorResponse' },
);
export type ErrorResponse = Static<typeof ErrorResponse>;

/** The error statuses every route may answer with, keyed for Fastify's `response` schema map. */
export const errorResponses = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  429: ErrorResponse,
  500: ErrorResponse,
} as const;

/** `GET /api/healthz` answer. */
export const HealthResponse = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Literal('ok'),
  uptimeMs: Type.Integer({ minimum: 0 }),
});
export type HealthResponse = Static<typeof HealthResponse>;

/**
 * `GET /api/ip` answer: the caller's address as the server saw it (default IP lookup of the
 * sign-in flow, docs/rules/specification.md §7 "A third-party IP lookup runs before login").
 */
export const IpResponse = Type.Object({
  ip: Type.String(),
});
export type IpResponse = Static<typeof IpResponse>;
