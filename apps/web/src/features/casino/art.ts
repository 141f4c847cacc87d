import type { CasinoListItem } from '@backlay/contracts';
import { thumbOf, type LobbyLayout } from './lobby';

/**
 * The brand's casino art (docs/rules/specification.md §1: "A casino image key also comes from the
 * configuration"; §3 Domain config `casinoImageKey`; issue 19 item 6; docs/decisions.md "Sports
 * depth and spec gaps (issue 19)"). The server draws the art (apps/server modules/casino list.ts
 * artStyle): the key 'default' is the house art; any other key is a variant (other hues, another
 * suit) the server draws from the key itself:
 *
 * - lobby thumbnails: the list's thumbnail URL with `?art={key}`, falling back to the plain one if it
 *   fails to load;
 * - the /casino/{...} screen's background: `/api/casino/backdrop/{key}.svg`, drawn over the default
 *   felt.
 *
 * A blank key or one outside the admin API's pattern (`[A-Za-z0-9_-]{1,40}`, packages/contracts
 * admin-brands.ts) means the default art.
 */

/** The key of the default art (the server's house thumbnails, the CSS felt); new brands get it. */
export const DEFAULT_CASINO_IMAGE_KEY = 'default';

const KEY_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/** The variant a brand's `casinoImageKey` names, or null for the default art (see the file's comment). */
export function casinoArtVariant(casinoImageKey: string | null | undefined): string | null {
  const key = (casinoImageKey ?? '').trim();
  if (key === '' || key === DEFAULT_CASINO_IMAGE_KEY || !KEY_PATTERN.test(key)) return null;
  return key;
}

/**
 * The thumbnail URLs a lobby card tries, in order: the brand's variant (when its key names one and
 * the game has a thumbnail at all), then the server's thumbnail for the layout (thumbOf). Empty when
 * the game has no thumbnail (the card draws its initials; tamannah hides it).
 */
export function thumbSources(
  game: Pick<CasinoListItem, 'casinoType' | 'thumbUrl' | 'tamannahSquareThumbUrl'>,
  layout: LobbyLayout,
  casinoImageKey: string | null | undefined,
): string[] {
  const fallback = thumbOf(game, layout);
  if (fallback === '') return [];
  const variant = casinoArtVariant(casinoImageKey);
  if (!variant) return [fallback];
  const art = `${fallback}${fallback.includes('?') ? '&' : '?'}art=${encodeURIComponent(variant)}`;
  return [art, fallback];
}

/** The /casino/{...} background of a brand's variant, or null for the default felt. */
export function backdropArt(casinoImageKey: string | null | undefined): string | null {
  const variant = casinoArtVariant(casinoImageKey);
  return variant ? `/api/casino/backdrop/${encodeURIComponent(variant)}.svg` : null;
}
