import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DomainConfig, DomainHostParams, errorResponses } from '@backlay/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AppInstance } from '../../http/instance';
import { notFound } from '../../domain-errors';
import { hostName, resolveTenant } from '../../http/tenant';
import { faviconSvg, logoSvg } from './assets';
import { findBrandAsset, IMAGE_EXTENSIONS } from './brands';
import { brandedIndexHtml } from './index-page';
import { findDomainByHost, findDomainById } from './repo';
import { toDomainConfig } from './service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The files of the asset route: the logo, the favicon, a banner image. */
const ASSET_FILE = /^(?:logo\.(?:svg|png)|favicon\.svg|banner-[0-9a-f-]{36}\.(?:svg|png|jpg|webp))$/;
/** An image served as a document runs nothing and loads nothing but inline styles and data: images. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

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

  /**
   * GET /api/domain/assets/{host or domain id}/{file}: the brand's images. `favicon.svg` is
   * generated; `logo.svg` / `logo.png` is the uploaded logo of that type (issue 16 item 2), else
   * (svg) the generated one; `banner-{id}.{svg|png|jpg|webp}` an uploaded banner image. Every
   * answer has `X-Content-Type-Options: nosniff`; an SVG also a CSP that runs nothing. 400 for any
   * other file name; 404 "Unknown domain: {host}" or "Unknown image: {file}".
   */
  app.get(
    '/api/domain/assets/:host/:file',
    {
      schema: {
        tags: ['domain'],
        summary: 'Brand logo, favicon or banner image',
        params: Type.Object({
          host: Type.String({ minLength: 1, maxLength: 253 }),
          file: Type.String({ pattern: ASSET_FILE.source }),
        }),
        response: {
          200: Type.Unknown({ description: 'the image (SVG text or PNG, JPEG, WebP bytes)' }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { host, file } = request.params;
      const row = UUID.test(host)
        ? await findDomainById(app.deps.db, host.toLowerCase())
        : await findDomainByHost(app.deps.db, hostName(host));
      if (!row) throw notFound(`Unknown domain: ${host}`);
      reply.header('cache-control', 'public, max-age=300').header('x-content-type-options', 'nosniff');
      const dot = file.lastIndexOf('.');
      const [name, ext] = [file.slice(0, dot), file.slice(dot + 1)];
      const asset = name === 'favicon' ? undefined : await findBrandAsset(app.deps.db, row.id, name);
      if (asset && IMAGE_EXTENSIONS[asset.contentType] === ext) {
        if (ext === 'svg') reply.header('content-security-policy', SVG_CSP);
        return reply.type(asset.contentType).send(Buffer.from(asset.bytes));
      }
      if (file !== 'logo.svg' && file !== 'favicon.svg') throw notFound(`Unknown image: ${file}`);
      const svg = file === 'logo.svg' ? logoSvg(row) : faviconSvg(row);
      return reply.type('image/svg+xml').header('content-security-policy', SVG_CSP).send(svg);
    },
  );
}

/**
 * GET / -> 200 text/html: the built SPA's index.html branded for the host (brandedIndexHtml), with
 * `cache-control: no-cache` like the static index. The brand is found as every request's is
 * (resolveTenant: header `d`, else Host, cached for a few seconds); the template is read once.
 * Registered only when the SPA is built (app.ts, webDistDir).
 */
export async function brandedIndexRoute(app: AppInstance, options: { webDistDir: string }): Promise<void> {
  const template = readFileSync(join(options.webDistDir, 'index.html'), 'utf8');
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    // The tenant rule and its cache (http/tenant.ts); an unknown or hostile host gets the plain page.
    const row = await resolveTenant(app.deps.db, request, { allowSuspended: true }).catch(() => undefined);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(brandedIndexHtml(template, row ? toDomainConfig(row) : undefined));
  };
  app.get('/', { schema: { hide: true } }, handler);
  app.get('/index.html', { schema: { hide: true } }, handler);
}
