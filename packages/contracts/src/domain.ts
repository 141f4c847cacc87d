import { Type, type Static } from 'typebox';

/** Page layouts a brand can pick (docs/rules/specification.md §1). */
export const LAYOUTS = ['tamannah', 'tamannahSquare', 'aura'] as const;
export type Layout = (typeof LAYOUTS)[number];

/** Brand status: `active` serves the site, `suspend` sends visitors to /notfound (docs/rules/specification.md §1, §4). */
export const DOMAIN_STATUSES = ['active', 'suspend'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

const Colour = Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: 'CSS hex colour #rrggbb' });

/** Domain configuration of one brand (docs/rules/specification.md §3 Domain config; `GET /api/domain/host/{host}`). */
export const DomainConfig = Type.Object(
  {
    _id: Type.String({ description: 'domain id; sent back as header `d` on signed-in calls' }),
    domain: Type.String({ description: 'host name the brand is served on, e.g. aura.localhost' }),
    title: Type.String(),
    favIconUrl: Type.String(),
    logoUrl: Type.String(),
    primaryColor: Colour,
    secondaryColor: Colour,
    backgroundColor: Colour,
    layout: Type.Union([Type.Literal('tamannah'), Type.Literal('tamannahSquare'), Type.Literal('aura')]),
    status: Type.Union([Type.Literal('active'), Type.Literal('suspend')]),
    casinoImageKey: Type.String(),
  },
  { $id: 'DomainConfig' },
);
export type DomainConfig = Static<typeof DomainConfig>;

/** Path parameters of `GET /api/domain/host/{host}`. */
export const DomainHostParams = Type.Object({
  host: Type.String({ minLength: 1, maxLength: 253 }),
});
export type DomainHostParams = Static<typeof DomainHostParams>;
