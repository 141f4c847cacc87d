import { SaxesParser } from 'saxes';
import { invalid } from '../../domain-errors';
import type { ImageContentType } from '../domains/index';

/**
 * The checks of an uploaded brand image, a logo or a banner (issue 16 item 2: "logo upload
 * (SVG/PNG, size-checked)"; docs/backoffice.md "Brands"). Everything refused is a 400 with the
 * reason, and nothing is stored.
 */

/** The largest image accepted, in bytes once decoded (200 KB). */
export const MAX_IMAGE_BYTES = 200 * 1024;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const SVG_NS = 'http://www.w3.org/2000/svg';
/** Elements that run script or embed a document. */
const FORBIDDEN_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler']);
/** `data:` URLs an SVG may hold: raster images only. */
const SAFE_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp)[;,]/;

/** A checked image: its bytes and type. */
export interface CheckedImage {
  contentType: ImageContentType;
  bytes: Buffer;
}

/**
 * Decodes and checks an uploaded image: `dataBase64` must be standard padded base64 of at most
 * {@link MAX_IMAGE_BYTES} bytes; a PNG must start with the PNG signature, a JPEG with FF D8 FF, a
 * WebP with RIFF....WEBP; an SVG must pass {@link checkSvg}. `allowed` lists the types the call
 * takes. Errors: 400 (invalid) with the reason.
 */
export function checkImage(
  contentType: ImageContentType,
  dataBase64: string,
  allowed: readonly ImageContentType[],
): CheckedImage {
  if (!allowed.includes(contentType)) throw invalid(`contentType must be one of ${allowed.join(', ')}`);
  const data = dataBase64.replace(/\s+/g, '');
  // Checked before decoding: the size a base64 text decodes to.
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  if ((data.length / 4) * 3 - padding > MAX_IMAGE_BYTES)
    throw invalid(`The image is larger than ${MAX_IMAGE_BYTES / 1024} KB`);
  if (data.length === 0 || !BASE64.test(data)) throw invalid('dataBase64 is not valid base64');
  const bytes = Buffer.from(data, 'base64');
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  switch (contentType) {
    case 'image/png':
      if (bytes.length < 33 || !starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))
        throw invalid('The image is not a PNG');
      break;
    case 'image/jpeg':
      if (bytes.length < 4 || !starts(0xff, 0xd8, 0xff)) throw invalid('The image is not a JPEG');
      break;
    case 'image/webp':
      if (
        bytes.length < 16 ||
        bytes.toString('latin1', 0, 4) !== 'RIFF' ||
        bytes.toString('latin1', 8, 12) !== 'WEBP'
      )
        throw invalid('The image is not a WebP');
      break;
    case 'image/svg+xml':
      checkSvg(bytes);
      break;
  }
  return { contentType, bytes };
}

/** A URL or style text, as a browser would read it: without whitespace and controls, lower-case. */
const squeezed = (value: string) =>
  [...value]
    .filter((c) => c.trim() !== '' && c.charCodeAt(0) > 0x1f && c !== '\u007f')
    .join('')
    .toLowerCase();

/** True when a (decoded) attribute value or style text names a script URL or a non-image data: URL. */
function scriptedUrl(value: string): boolean {
  const v = squeezed(value);
  if (/(?:java|vb)script:/.test(v)) return true;
  for (const m of v.matchAll(/data:[^)'"]*/g)) if (!SAFE_DATA_URL.test(m[0])) return true;
  return false;
}

/**
 * Checks an SVG upload: UTF-8, well-formed XML (entities are decoded before the checks, and a
 * DOCTYPE, which could define more, is refused), an `<svg>` root in the SVG namespace, and no
 * script: no `<script>` (nor `<foreignObject>`, `<iframe>`, `<embed>`, `<object>`), no event
 * handler attribute (`on*=`, also as an animation's `attributeName`), no `javascript:` /
 * `vbscript:` URL and no `data:` URL but a raster image in any attribute or style sheet; no
 * processing instruction. Errors: 400 (invalid) naming what was found.
 */
export function checkSvg(bytes: Uint8Array): void {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw invalid('The SVG is not UTF-8 text');
  }
  const parser = new SaxesParser({ xmlns: true });
  let root: string | undefined;
  const styleDepth: string[] = [];
  const refuse = (why: string): never => {
    throw invalid(`The SVG is refused: ${why}`);
  };
  parser.on('error', (err) => {
    throw invalid(`The SVG is not well-formed XML: ${err.message}`);
  });
  parser.on('doctype', () => refuse('it has a DOCTYPE'));
  parser.on('processinginstruction', () => refuse('it has a processing instruction'));
  parser.on('opentag', (node) => {
    const local = node.local.toLowerCase();
    if (root === undefined) {
      if (local !== 'svg' || node.uri !== SVG_NS) refuse(`the root element must be <svg xmlns="${SVG_NS}">`);
      root = node.local;
    }
    if (FORBIDDEN_ELEMENTS.has(local)) refuse(`it contains <${node.local}>`);
    for (const attr of Object.values(node.attributes)) {
      const name = attr.local.toLowerCase();
      if (attr.prefix !== 'xmlns' && name.startsWith('on'))
        refuse(`it has an event handler attribute (${attr.name})`);
      if (name === 'attributename' && squeezed(attr.value).startsWith('on'))
        refuse('it animates an event handler attribute');
      if (scriptedUrl(attr.value)) refuse(`attribute ${attr.name} holds a script or data URL`);
    }
    styleDepth.push(local);
  });
  parser.on('closetag', () => void styleDepth.pop());
  const styleText = (t: string) => {
    if (styleDepth.at(-1) === 'style' && scriptedUrl(t)) refuse('its style sheet holds a script or data URL');
  };
  parser.on('text', styleText);
  parser.on('cdata', styleText);
  parser.write(text).close();
  if (root === undefined) refuse('it has no <svg> root element');
}
