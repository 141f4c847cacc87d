import {
  AdminBannerListResponse,
  AdminBannerResponse,
  AdminBrandListResponse,
  AdminBrandResponse,
  AdminDeletedResponse,
  AdminNoticeListResponse,
  AdminNoticeResponse,
  BrandItemParams,
  BrandLogoBody,
  BrandParams,
  BrandStatusBody,
  CreateBannerBody,
  CreateBrandBody,
  errorResponses,
  NoticeBody,
  UpdateBannerBody,
  UpdateBrandBody,
} from '@backlay/contracts';
import type { FastifyRequest } from 'fastify';
import { auditContext, requireOperator, requireRole } from '../../http/guards';
import type { AppInstance } from '../../http/instance';
import { forgetTenants } from '../../http/tenant';
import {
  addBanner,
  addNotice,
  brandBanners,
  brandNotices,
  createBrand,
  editBanner,
  editNotice,
  listBrands,
  removeBanner,
  removeNotice,
  setBrandLogo,
  setBrandStatus,
  updateBrand,
} from './index';

const operatorToken = [{ userToken: [] }];
/** An image upload's body: 200 KB of image is about 273 KB of base64 (the app's default limit is 64 KB). */
const IMAGE_BODY_LIMIT = 512 * 1024;

/**
 * The back office's brands section (issue 16 item 2; docs/backoffice.md "Brands"), Admin only
 * (403 "This action needs the Admin role" for any other operator; 401 without an operator
 * token). An Admin manages their own brand and the brands it created; any other brand id, notice
 * or banner is a 404. Every change is audited; a brand's change is seen by the next request of
 * its customer site (the tenant cache is cleared after the commit).
 */
export async function brandRoutes(app: AppInstance): Promise<void> {
  const adminOnly = [requireOperator(app), requireRole('Admin')];
  const who = (request: FastifyRequest) => auditContext(app, request);
  const db = app.deps.db;
  /** Runs a brand write, then forgets the remembered brands so the change applies at once. */
  const brandWrite = async <T>(write: Promise<T>): Promise<T> => {
    const out = await write;
    forgetTenants(db);
    return out;
  };

  /**
   * GET /api/admin/brands -> {status, data: brands}: the Admin's own brand first, then those their
   * brand created (id, domain and aliases, title, layout, colours, logo and favicon URLs, status,
   * casinoImageKey, parentId).
   */
  app.get(
    '/api/admin/brands',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'The brands the Admin manages',
        security: operatorToken,
        response: { 200: AdminBrandListResponse, ...errorResponses },
      },
    },
    async (request) => ({ status: true, data: await listBrands(db, who(request).actor) }),
  );

  /**
   * POST /api/admin/brands {domain, aliases?, title, layout, primaryColor, secondaryColor,
   * backgroundColor, casinoImageKey?} -> {status, data: brand}: a new brand whose parent is the
   * Admin's brand, with the generated logo and the default stake limits. 400 for a bad host name,
   * title, layout or colour (#rrggbb); 409 "Domain already in use: {host}".
   */
  app.post(
    '/api/admin/brands',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Create a brand',
        security: operatorToken,
        body: CreateBrandBody,
        response: { 200: AdminBrandResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await brandWrite(createBrand(db, who(request), request.body)),
    }),
  );

  /**
   * PUT /api/admin/brands/{domainId} {domain?, aliases?, title?, layout?, primaryColor?,
   * secondaryColor?, backgroundColor?, casinoImageKey?} -> {status, data: brand}: changes the
   * sent fields (aliases: the whole list). 400, 409 as POST; 404 "Unknown brand: {id}".
   */
  app.put(
    '/api/admin/brands/:domainId',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: "Edit a brand's title, domain, aliases, layout, colours or casino image key",
        security: operatorToken,
        params: BrandParams,
        body: UpdateBrandBody,
        response: { 200: AdminBrandResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await brandWrite(updateBrand(db, who(request), request.params.domainId, request.body)),
    }),
  );

  /**
   * PUT /api/admin/brands/{domainId}/status {status: 'active'|'suspend'} -> {status, data: brand}.
   * A suspended brand's site answers 403 "This site is suspended." 400 "You cannot suspend your
   * own brand"; 404 "Unknown brand: {id}".
   */
  app.put(
    '/api/admin/brands/:domainId/status',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Suspend or reactivate a brand',
        security: operatorToken,
        params: BrandParams,
        body: BrandStatusBody,
        response: { 200: AdminBrandResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await brandWrite(setBrandStatus(db, who(request), request.params.domainId, request.body.status)),
    }),
  );

  /**
   * PUT /api/admin/brands/{domainId}/logo {contentType: 'image/svg+xml'|'image/png', dataBase64}
   * -> {status, data: brand} with the new `logoUrl`. 400 for an image over 200 KB, a PNG without
   * the PNG signature, an SVG that is not an `<svg>` document or holds a script, an event handler
   * or a javascript: URL (nothing stored); 404 "Unknown brand: {id}".
   */
  app.put(
    '/api/admin/brands/:domainId/logo',
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: "Upload a brand's logo (SVG or PNG, at most 200 KB)",
        security: operatorToken,
        params: BrandParams,
        body: BrandLogoBody,
        response: { 200: AdminBrandResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await brandWrite(setBrandLogo(db, who(request), request.params.domainId, request.body)),
    }),
  );

  /** GET /api/admin/brands/{domainId}/notices -> {status, data: notices newest first}. 404 for another brand. */
  app.get(
    '/api/admin/brands/:domainId/notices',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: "A brand's notices (news ticker)",
        security: operatorToken,
        params: BrandParams,
        response: { 200: AdminNoticeListResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await brandNotices(db, who(request), request.params.domainId),
    }),
  );

  /**
   * POST /api/admin/brands/{domainId}/notices {notice} -> {status, data: notice}: every customer of
   * the brand sees it in the news ticker. 400 for an empty or longer than 500 text; 404.
   */
  app.post(
    '/api/admin/brands/:domainId/notices',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Add a notice to the news ticker',
        security: operatorToken,
        params: BrandParams,
        body: NoticeBody,
        response: { 200: AdminNoticeResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await addNotice(db, who(request), request.params.domainId, request.body.notice),
    }),
  );

  /** PUT /api/admin/brands/{domainId}/notices/{id} {notice} -> {status, data: notice}. 400; 404 "Unknown notice: {id}". */
  app.put(
    '/api/admin/brands/:domainId/notices/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: "Edit a notice's text",
        security: operatorToken,
        params: BrandItemParams,
        body: NoticeBody,
        response: { 200: AdminNoticeResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await editNotice(
        db,
        who(request),
        request.params.domainId,
        request.params.id,
        request.body.notice,
      ),
    }),
  );

  /** DELETE /api/admin/brands/{domainId}/notices/{id} -> {status, message}. Audited with the notice. 404. */
  app.delete(
    '/api/admin/brands/:domainId/notices/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Delete a notice',
        security: operatorToken,
        params: BrandItemParams,
        response: { 200: AdminDeletedResponse, ...errorResponses },
      },
    },
    async (request) => {
      await removeNotice(db, who(request), request.params.domainId, request.params.id);
      return { status: true, message: 'Notice deleted' };
    },
  );

  /**
   * GET /api/admin/brands/{domainId}/banners -> {status, data: banners in display order}, each
   * with its schedule window and `live` (shown now). 404 for another brand.
   */
  app.get(
    '/api/admin/brands/:domainId/banners',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: "A brand's banners (home carousel)",
        security: operatorToken,
        params: BrandParams,
        response: { 200: AdminBannerListResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await brandBanners(db, who(request), request.params.domainId),
    }),
  );

  /**
   * POST /api/admin/brands/{domainId}/banners {contentType, dataBase64, sortOrder?, startsAt?,
   * endsAt?} -> {status, data: banner}: an SVG, PNG, JPEG or WebP of at most 200 KB (checked as a
   * logo), shown in `sortOrder` order while its window holds. 400; 404.
   */
  app.post(
    '/api/admin/brands/:domainId/banners',
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Add a banner (image, order, schedule)',
        security: operatorToken,
        params: BrandParams,
        body: CreateBannerBody,
        response: { 200: AdminBannerResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await addBanner(db, who(request), request.params.domainId, request.body),
    }),
  );

  /**
   * PUT /api/admin/brands/{domainId}/banners/{id} {contentType?, dataBase64?, sortOrder?,
   * startsAt?, endsAt?} -> {status, data: banner}: the sent fields change (null clears a time).
   * 400; 404 "Unknown banner: {id}".
   */
  app.put(
    '/api/admin/brands/:domainId/banners/:id',
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: "Replace a banner's image, order or schedule",
        security: operatorToken,
        params: BrandItemParams,
        body: UpdateBannerBody,
        response: { 200: AdminBannerResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await editBanner(db, who(request), request.params.domainId, request.params.id, request.body),
    }),
  );

  /** DELETE /api/admin/brands/{domainId}/banners/{id} -> {status, message}. Audited with the banner (its image by type and size). 404. */
  app.delete(
    '/api/admin/brands/:domainId/banners/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Delete a banner',
        security: operatorToken,
        params: BrandItemParams,
        response: { 200: AdminDeletedResponse, ...errorResponses },
      },
    },
    async (request) => {
      await removeBanner(db, who(request), request.params.domainId, request.params.id);
      return { status: true, message: 'Banner deleted' };
    },
  );
}
