import { CASINO_TYPES, GAMES } from '@backlay/casino';
import type { CasinoListItem } from '@backlay/contracts';
import { COMING_SOON, EZUGI, tableIdsOf, type LiveTable } from '../../dealer/index';

/** Path of a table's generated thumbnail (`square` for the tamannahSquare layout). */
export const thumbPath = (casinoType: string, square = false) =>
  `/api/casino/thumb/${casinoType}${square ? '-square' : ''}.svg`;

const item = (casinoType: string, name: string, tableNo: number): CasinoListItem => {
  const { matchId } = tableIdsOf(casinoType, tableNo);
  return {
    id: matchId,
    name,
    dataURL: `/api/casino/data/${casinoType}/${matchId}`,
    eventId: matchId,
    casinoType,
    thumbUrl: thumbPath(casinoType),
    tamannahSquareThumbUrl: thumbPath(casinoType, true),
  };
};

/**
 * The casino lobby list (docs/rules/specification.md §3 Casino list item and Casino types, §7 casino/list): the 14
 * playable tables in the spec's order, then the coming-soon ones (docs/rules/casino.md §12), then the
 * ezugi entry. Ids: `id` = `eventId` = the table's matchId (tables.ts). The client adds
 * `comingSoon` from the type.
 */
export function casinoList(): CasinoListItem[] {
  return [
    ...CASINO_TYPES.map((type) => item(type, GAMES[type].name, GAMES[type].tableNo)),
    ...COMING_SOON.map((c) => item(c.casinoType, c.name, c.tableNo)),
    item(EZUGI.casinoType, EZUGI.name, EZUGI.tableNo),
  ];
}

/** Every type the list names (the thumbnails served). */
export const listedName = (casinoType: string): string | undefined =>
  casinoList().find((i) => i.casinoType === casinoType)?.name;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** A stable hue 0..359 per type. */
/**
 * A brand's casino art variant (docs/rules/specification.md §1 and §3 Domain config
 * `casinoImageKey`; docs/decisions.md "Sports depth and spec gaps (issue 19)"): 'default' draws the
 * house art (a heart, each table's own hue); any other key turns every table's hue by an amount
 * and picks a suit, both from the key, so brands with different keys get different art.
 */
export function artStyle(artKey: string): { hueShift: number; suit: string; suitColour: string } {
  if (artKey === 'default') return { hueShift: 0, suit: '♥', suitColour: '#c00' };
  const seed = hueOf(artKey);
  const suit = ['♠', '♦', '♣', '♥'][seed % 4]!;
  return { hueShift: 60 + (seed % 240), suit, suitColour: suit === '♠' || suit === '♣' ? '#111' : '#c00' };
}

/**
 * The /casino/{...} screen's background for art variant `artKey` (see artStyle): a felt gradient in
 * the key's hue with a faint suit pattern, as an SVG.
 */
export function backdropSvg(artKey: string): string {
  const art = artStyle(artKey);
  const hue = (150 + art.hueShift) % 360;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">` +
    `<defs><radialGradient id="f" cx="0.5" cy="0.45" r="0.75">` +
    `<stop offset="0" stop-color="hsl(${hue},55%,30%)"/><stop offset="1" stop-color="hsl(${hue},60%,10%)"/>` +
    `</radialGradient><pattern id="p" width="120" height="120" patternUnits="userSpaceOnUse">` +
    `<text x="60" y="75" font-size="40" font-family="sans-serif" fill="#fff" fill-opacity="0.06" text-anchor="middle">${art.suit}</text>` +
    `</pattern></defs><rect width="1200" height="800" fill="url(#f)"/><rect width="1200" height="800" fill="url(#p)"/></svg>`
  );
}

function hueOf(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) % 360;
  return h;
}

/**
 * A generated thumbnail (our own artwork, no third-party images): a gradient in the type's hue,
 * a fan of two cards and the table's name; 300 x 200, or 200 x 200 when `square`.
 */
export function thumbnailSvg(casinoType: string, name: string, square: boolean, artKey = 'default'): string {
  const w = square ? 200 : 300;
  const h = 200;
  const art = artStyle(artKey);
  const hue = (hueOf(casinoType) + art.hueShift) % 360;
  const words = escapeXml(name).split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= (square ? 12 : 18))
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const cx = w / 2;
  const text = lines
    .slice(0, 3)
    .map((line, i) => `<text x="${cx}" y="${142 + i * 22}" text-anchor="middle">${line}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(name)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},70%,38%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},75%,18%)"/>` +
    `</linearGradient></defs>` +
    `<rect width="${w}" height="${h}" rx="12" fill="url(#g)"/>` +
    `<g transform="translate(${cx - 34},22)">` +
    `<rect x="0" y="8" width="44" height="62" rx="5" fill="#fff" transform="rotate(-12 22 39)"/>` +
    `<rect x="24" y="4" width="44" height="62" rx="5" fill="#fff" stroke="#222" stroke-width="0.5" transform="rotate(10 46 35)"/>` +
    `<text x="47" y="44" font-size="22" font-family="sans-serif" fill="${art.suitColour}" text-anchor="middle" transform="rotate(10 46 35)">${art.suit}</text>` +
    `</g>` +
    `<g font-family="sans-serif" font-size="19" font-weight="700" fill="#fff">${text}</g>` +
    `</svg>`
  );
}

/**
 * True when `eventId` names table `table` in a data path: its own id (the list's eventId, =
 * matchId) or the casino sport id 99.
 */
export const acceptsEventId = (table: LiveTable, eventId: string) =>
  eventId === table.ids.matchId || eventId === String(table.ids.eventId);
