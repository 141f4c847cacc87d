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
function hueOf(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) % 360;
  return h;
}

/**
 * A generated thumbnail (our own artwork, no third-party images): a gradient in the type's hue,
 * a fan of two cards and the table's name; 300 x 200, or 200 x 200 when `square`.
 */
export function thumbnailSvg(casinoType: string, name: string, square: boolean): string {
  const w = square ? 200 : 300;
  const h = 200;
  const hue = hueOf(casinoType);
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
    `<text x="47" y="44" font-size="22" font-family="sans-serif" fill="#c00" text-anchor="middle" transform="rotate(10 46 35)">♥</text>` +
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
