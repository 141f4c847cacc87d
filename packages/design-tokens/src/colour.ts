/**
 * The readable-text rule of a brand's colours, shared by the customer site (apps/web
 * features/branding/applyBrand.ts sets the `--on-primary`, `--on-secondary` and `--on-background`
 * tokens of tokens.css with it) and the back office (issue 16 item 2: the live brand preview shows
 * the text colours the site will use; issue 18 item 4: it warns when a pair fails WCAG AA
 * contrast). Pure: no DOM.
 */

/** Near-black text of tokens.css (`--text`), the dark choice of textColourOn. */
export const DARK_TEXT = '#111827';
/** White, the light choice of textColourOn. */
export const LIGHT_TEXT = '#ffffff';

/** WCAG 2.1 §1.4.3 Contrast (Minimum), level AA: text below 18pt (14pt bold) needs 4.5:1. */
export const AA_NORMAL_TEXT = 4.5;
/** WCAG 2.1 §1.4.3: large text (at least 18pt, or 14pt bold) needs 3:1. */
export const AA_LARGE_TEXT = 3;

/** '#rrggbb' (the '#' optional) -> [r, g, b] 0..255, or undefined when it is not one. */
function channels(hex: string): [number, number, number] | undefined {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return undefined;
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/**
 * '#rrggbb' (the '#' optional) -> relative luminance 0..1 by WCAG 2.1's definition of relative
 * luminance (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance): each sRGB channel c/255 is
 * linearised (c <= 0.03928 ? c/12.92 : ((c+0.055)/1.055)^2.4) and weighted 0.2126 R + 0.7152 G
 * + 0.0722 B. An unparsable colour counts as mid grey (0.5).
 */
export function luminance(hex: string): number {
  const rgb = channels(hex);
  if (!rgb) return 0.5;
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(rgb[0]) + 0.7152 * linear(rgb[1]) + 0.0722 * linear(rgb[2]);
}

/**
 * The contrast ratio of two '#rrggbb' colours, 1 (same luminance) to 21 (black on white), by
 * WCAG 2.1 §1.4.3 Contrast (Minimum) and its definition of contrast ratio
 * (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio): (L1 + 0.05) / (L2 + 0.05), L1 the relative
 * luminance of the lighter colour. Symmetric in its arguments; AA asks 4.5 for normal text
 * (AA_NORMAL_TEXT), 3 for large text (AA_LARGE_TEXT).
 */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The readable text colour on a background '#rrggbb': whichever of near-black '#111827' and
 * white '#ffffff' has the higher contrast ratio with it (near-black on a tie, and on an
 * unparsable colour, read as mid grey). Either reaches at least 4.5:1 on any colour only when
 * the background is not a mid tone; the back office warns about those (issue 18).
 */
export function textColourOn(hex: string): string {
  return contrastRatio(DARK_TEXT, hex) >= contrastRatio(LIGHT_TEXT, hex) ? DARK_TEXT : LIGHT_TEXT;
}

/**
 * `a` and `b` ('#rrggbb') mixed channel by channel in sRGB, `weightOfA` 0..1 of `a`, as CSS
 * `color-mix(in srgb, a weightOfA*100%, b)` does; answers '#rrggbb' (an unparsable colour counts
 * as mid grey '#808080').
 */
export function mixColours(a: string, b: string, weightOfA: number): string {
  const grey: [number, number, number] = [128, 128, 128];
  const ca = channels(a) ?? grey;
  const cb = channels(b) ?? grey;
  return `#${ca
    .map((c, i) => Math.round(c * weightOfA + cb[i]! * (1 - weightOfA)))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}
