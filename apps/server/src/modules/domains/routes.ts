import { DomainConfig, DomainHostParams, errorResponses } from '@backlay/contracts';
import { Type } from 'typebox';
import type { AppInstance } from '../../http/instance';
import { notFound } from '../../domain-errors';
import { hostName } from '../../http/tenant';
import { faviconSvg, logoSvg } from './assets';
import { findDomainByHost } from './repo';
import { toDomainConfig } from './service';

/** Brand routes: config lookup by host and the generated logo and favicon. */
export async function domainRoutes(app: AppInstance): Promise<void> {
  /**
   * GET /api/domain/host/{host} -> 200 DomainConfig (status may be 'suspend': the client then
   * shows /notfound); 404 "Unknown domain: {host}". docs/rules/specification.md §7, §3 Domain config.
   */
  app.get(
    '/api/domain/host/:host',
    {
      schema: {
        tags: ['domain'],
        summary: 'Brand configuration of a host name',
        params: DomainHostParams,
        response: { 200: DomainConfig, ...errorResponses },
      },
    },
    async (request) => {
      const host = hostName(request.params.host);
      const row = await findDomainByHost(app.deps.db, host);
      if (!row) throw notFound(`Unknown domain: ${host}`);
      return toDomainConfig(row);
    },
  );

  /** GET /api/domain/assets/{host}/{logo.svg|favicon.svg}: generated brand images (SVG). */
  app.get(
    '/api/domain/assets/:host/:file',
    {
      schema: {
        tags: ['domain'],
        summary: 'Brand logo or favicon (SVG)',
        params: Type.Object({
          host: Type.String({ minLength: 1, maxLength: 253 }),
          file: Type.Union([Type.Literal('logo.svg'), Type.Literal('favicon.svg')]),
        }),
        response: { 200: Type.String(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await findDomainByHost(app.deps.db, hostName(request.params.host));
      if (!row) throw notFound(`Unknown domain: ${request.params.host}`);
      const svg = request.params.file === 'logo.svg' ? logoSvg(row) : faviconSvg(row);
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=300').send(svg);
    },
  );
}
