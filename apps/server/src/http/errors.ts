import type { FastifyError, FastifyInstance } from 'fastify';
import { DomainError, type DomainErrorKind } from '../domain-errors';
import { isTextRuleError, TEXT_RULE_MESSAGE } from './text';

/** The HTTP status of each kind of domain error (domain-errors.ts). */
export const HTTP_STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  throttled: 429,
};

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
};

/**
 * The one error handler (issue 2 item 2): 4xx answers carry their message (a domain error's kind
 * picks its status: invalid 400, not_found 404, conflict 409); anything else is
 * logged and answered 500 "Internal Server Error" with no detail. Validation failures are 400.
 * Also installs the 404 handler, rate-limited per IP so route scanning is throttled.
 */
export function registerErrorHandler(app: FastifyInstance, notFoundPerMinute: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.validation
      ? 400
      : error instanceof DomainError
        ? HTTP_STATUS_OF_KIND[error.kind]
        : (error.statusCode ?? 500);
    if (status >= 400 && status < 500) {
      const message = error.validation ? validationMessage(error) : error.message;
      return reply.status(status).send({ statusCode: status, error: REASONS[status] ?? 'Error', message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' });
  });

  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: notFoundPerMinute, timeWindow: 60_000 }) },
    (request, reply) =>
      reply.status(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      }),
  );
}

/**
 * Turns Ajv's error list into one readable sentence naming the field. A refusal by the text rule
 * (issue 12, http/text.ts) wins over the other errors, e.g. of a union's other branches:
 * "body.remark must not contain control characters".
 */
function validationMessage(error: FastifyError): string {
  const text = error.validation?.find(isTextRuleError);
  const first = text ?? error.validation?.[0];
  if (!first) return error.message;
  const part = error.validationContext ?? 'body';
  const missing = (first.params as { missingProperty?: string }).missingProperty;
  const path = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const field = missing ?? path;
  if (first.keyword === 'required') return `${part}.${field} is required`;
  const message = text ? TEXT_RULE_MESSAGE : (first.message ?? 'is invalid');
  return `${part}${field ? `.${field}` : ''} ${message}`;
}
