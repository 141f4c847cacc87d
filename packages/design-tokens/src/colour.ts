/**
 * The readable-text rule of a brand's colours, shared by the customer site (apps/web
 * features/branding/applyBrand.ts sets the `--on-primary`, `--on-secondary` and `--on-background`
 * tokens of tokens.css with it) and the back office's live brand preview (issue 16 item 2), so the
 * preview shows the text colours the site will use. Pure: no DOM.
 */

/** '#rrggbb' (the '#' optional) -> relative luminance 0..1 (WCAG 2); an unparsable colour counts as mid grey (0.5). */
export function luminance(hex: string): number {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return 0.5;
  const value = Number.parseInt(match[1], 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

/**
 * The readable text colour on a background '#rrggbb': near-black '#111827' on light colours
 * (luminance above 0.4, unparsable ones included), white '#ffffff' on dark ones.
 */
export function textColourOn(hex: string): string {
  return luminance(hex) > 0.4 ? '#111827' : '#ffffff';
}
