import type { DomainConfig } from '@backlay/contracts';
import type { DomainRow } from './repo';

/** Maps a `domains` row to the wire shape of docs/rules/specification.md §3 Domain config. */
export function toDomainConfig(row: DomainRow): DomainConfig {
  return {
    _id: row.id,
    domain: row.domain,
    title: row.title,
    favIconUrl: row.fav_icon_url,
    logoUrl: row.logo_url,
    primaryColor: row.primary_color,
    secondaryColor: row.secondary_color,
    backgroundColor: row.background_color,
    layout: row.layout as DomainConfig['layout'],
    status: row.status as DomainConfig['status'],
    casinoImageKey: row.casino_image_key,
  };
}
