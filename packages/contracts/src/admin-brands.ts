import { Type, type Static } from 'typebox';

/**
 * Wire schemas of the back office's brands section (issue 16 item 2; docs/backoffice.md
 * "Brands"): the brands an Admin manages (their own and those their brand created), their
 * settings, status and logo, and each brand's notices (news ticker) and banners (home carousel).
 * Times are ISO 8601 strings.
 */

const Colour = Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: 'CSS hex colour #rrggbb' });
const BrandLayout = Type.Union(
  [Type.Literal('tamannah'), Type.Literal('tamannahSquare'), Type.Literal('aura')],
  {
    description: 'the customer site layout (docs/rules/specification.md §1)',
  },
);
const BrandStatus = Type.Union([Type.Literal('active'), Type.Literal('suspend')]);
const Host = Type.String({
  minLength: 1,
  maxLength: 253,
  description: 'a host name: dot-separated labels of letters, digits and hyphens, e.g. brand.example.com',
});
const Title = Type.String({ minLength: 1, maxLength: 60 });
/** A brand's casino art key (the web and the casino art routes accept the same pattern). */
export const CasinoImageKey = Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' });
const Aliases = Type.Array(Host, {
  maxItems: 10,
  description: "the brand's extra host names, served like its main host",
});
/** A base64 image (standard alphabet, padded); at most 200 KB once decoded. */
const DataBase64 = Type.String({ minLength: 1, maxLength: 300_000, description: 'the image, base64' });

/** One brand as the back office shows it. */
export const AdminBrand = Type.Object({
  _id: Type.String(),
  /** The main host name. */
  domain: Type.String(),
  aliases: Type.Array(Type.String()),
  /** The main host first, then the aliases. */
  domains: Type.Array(Type.String()),
  title: Type.String(),
  layout: BrandLayout,
  primaryColor: Colour,
  secondaryColor: Colour,
  backgroundColor: Colour,
  logoUrl: Type.String(),
  favIconUrl: Type.String(),
  /** True when the logo is an upload (`PUT brands/{domainId}/logo`), false for the generated one. */
  logoUploaded: Type.Boolean(),
  status: BrandStatus,
  casinoImageKey: Type.String(),
  /** The id of the brand whose Admin created this one; null for none. */
  parentId: Type.Union([Type.String(), Type.Null()]),
  /** True for the signed-in Admin's own brand. */
  own: Type.Boolean(),
  createdAt: Type.String(),
});
export type AdminBrand = Static<typeof AdminBrand>;

/** `GET /api/admin/brands` answer: the Admin's own brand first, then those it created, oldest first. */
export const AdminBrandListResponse = Type.Object({ status: Type.Boolean(), data: Type.Array(AdminBrand) });
export type AdminBrandListResponse = Static<typeof AdminBrandListResponse>;

/** The answer of a call that creates or changes a brand: the brand after. */
export const AdminBrandResponse = Type.Object({ status: Type.Boolean(), data: AdminBrand });
export type AdminBrandResponse = Static<typeof AdminBrandResponse>;

/** `POST /api/admin/brands` body. `casinoImageKey` defaults to 'default'. */
export const CreateBrandBody = Type.Object(
  {
    domain: Host,
    aliases: Type.Optional(Aliases),
    title: Title,
    layout: BrandLayout,
    primaryColor: Colour,
    secondaryColor: Colour,
    backgroundColor: Colour,
    casinoImageKey: Type.Optional(CasinoImageKey),
  },
  { additionalProperties: false },
);
export type CreateBrandBody = Static<typeof CreateBrandBody>;

/** `PUT /api/admin/brands/{domainId}` body: only the fields sent change (`aliases` replaces the list). */
export const UpdateBrandBody = Type.Object(
  {
    domain: Type.Optional(Host),
    aliases: Type.Optional(Aliases),
    title: Type.Optional(Title),
    layout: Type.Optional(BrandLayout),
    primaryColor: Type.Optional(Colour),
    secondaryColor: Type.Optional(Colour),
    backgroundColor: Type.Optional(Colour),
    casinoImageKey: Type.Optional(CasinoImageKey),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateBrandBody = Static<typeof UpdateBrandBody>;

/** `PUT /api/admin/brands/{domainId}/status` body: `suspend` sends the site's visitors to /notfound. */
export const BrandStatusBody = Type.Object({ status: BrandStatus }, { additionalProperties: false });
export type BrandStatusBody = Static<typeof BrandStatusBody>;

/** `PUT /api/admin/brands/{domainId}/logo` body: an SVG or PNG of at most 200 KB. */
export const BrandLogoBody = Type.Object(
  {
    contentType: Type.Union([Type.Literal('image/svg+xml'), Type.Literal('image/png')]),
    dataBase64: DataBase64,
  },
  { additionalProperties: false },
);
export type BrandLogoBody = Static<typeof BrandLogoBody>;

/** Path of a brand's calls. */
export const BrandParams = Type.Object({ domainId: Type.String({ minLength: 1, maxLength: 64 }) });
export type BrandParams = Static<typeof BrandParams>;

/** Path of a brand's notice or banner. */
export const BrandItemParams = Type.Object({
  domainId: Type.String({ minLength: 1, maxLength: 64 }),
  id: Type.String({ minLength: 1, maxLength: 64 }),
});
export type BrandItemParams = Static<typeof BrandItemParams>;

/** One notice of a brand's news ticker; `createdBy` is the author's user name. */
export const AdminNotice = Type.Object({
  id: Type.String(),
  notice: Type.String(),
  createdBy: Type.String(),
  createdAt: Type.String(),
});
export type AdminNotice = Static<typeof AdminNotice>;

/** `GET /api/admin/brands/{domainId}/notices` answer, newest first. */
export const AdminNoticeListResponse = Type.Object({ status: Type.Boolean(), data: Type.Array(AdminNotice) });
export type AdminNoticeListResponse = Static<typeof AdminNoticeListResponse>;

/** The answer of a call that creates or changes a notice. */
export const AdminNoticeResponse = Type.Object({ status: Type.Boolean(), data: AdminNotice });
export type AdminNoticeResponse = Static<typeof AdminNoticeResponse>;

/** `POST` and `PUT` body of a notice: 1-500 characters (trimmed). */
export const NoticeBody = Type.Object(
  { notice: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);
export type NoticeBody = Static<typeof NoticeBody>;

const BannerImageType = Type.Union([
  Type.Literal('image/svg+xml'),
  Type.Literal('image/png'),
  Type.Literal('image/jpeg'),
  Type.Literal('image/webp'),
]);
const When = Type.Union([Type.String({ minLength: 1, maxLength: 40 }), Type.Null()], {
  description: 'ISO 8601; null: open',
});

/** One banner of a brand's home carousel. */
export const AdminBanner = Type.Object({
  id: Type.String(),
  /** The image URL the customer site shows. */
  url: Type.String(),
  sortOrder: Type.Integer(),
  /** Shown from this time (inclusive); null: from the start. */
  startsAt: Type.Union([Type.String(), Type.Null()]),
  /** Shown until this time (exclusive); null: no end. */
  endsAt: Type.Union([Type.String(), Type.Null()]),
  /** The uploaded image's type and size; null for a banner given as a URL (the demo seed's). */
  contentType: Type.Union([Type.String(), Type.Null()]),
  sizeBytes: Type.Union([Type.Integer(), Type.Null()]),
  /** True when the schedule window holds now (the customer site shows it). */
  live: Type.Boolean(),
  createdAt: Type.String(),
});
export type AdminBanner = Static<typeof AdminBanner>;

/** `GET /api/admin/brands/{domainId}/banners` answer, in display order (sortOrder, then age). */
export const AdminBannerListResponse = Type.Object({ status: Type.Boolean(), data: Type.Array(AdminBanner) });
export type AdminBannerListResponse = Static<typeof AdminBannerListResponse>;

/** The answer of a call that creates or changes a banner. */
export const AdminBannerResponse = Type.Object({ status: Type.Boolean(), data: AdminBanner });
export type AdminBannerResponse = Static<typeof AdminBannerResponse>;

/**
 * `POST /api/admin/brands/{domainId}/banners` body: the image (SVG, PNG, JPEG or WebP, at most
 * 200 KB), its position (default: after the last) and schedule window (default: always).
 */
export const CreateBannerBody = Type.Object(
  {
    contentType: BannerImageType,
    dataBase64: DataBase64,
    sortOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
    startsAt: Type.Optional(When),
    endsAt: Type.Optional(When),
  },
  { additionalProperties: false },
);
export type CreateBannerBody = Static<typeof CreateBannerBody>;

/** `PUT /api/admin/brands/{domainId}/banners/{id}` body: only the fields sent change (an image needs both). */
export const UpdateBannerBody = Type.Object(
  {
    contentType: Type.Optional(BannerImageType),
    dataBase64: Type.Optional(DataBase64),
    sortOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
    startsAt: Type.Optional(When),
    endsAt: Type.Optional(When),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateBannerBody = Static<typeof UpdateBannerBody>;

/** The answer of a delete. */
export const AdminDeletedResponse = Type.Object({ status: Type.Boolean(), message: Type.String() });
export type AdminDeletedResponse = Static<typeof AdminDeletedResponse>;
