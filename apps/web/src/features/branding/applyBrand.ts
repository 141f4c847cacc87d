import type { DomainConfig } from '@backlay/contracts';

/** '#rrggbb' -> relative luminance 0..1 (WCAG 2). Unparsable colours count as mid grey. */
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

/** Readable text colour on a background: near-black on light colours, white on dark ones. */
export function textColourOn(hex: string): string {
  return luminance(hex) > 0.4 ? '#111827' : '#ffffff';
}

/**
 * Applies a brand to the page (docs/rules/specification.md §1): document title, favicon, CSS custom properties
 * `--primary`, `--secondary`, `--background` and their text colours `--on-primary`,
 * `--on-secondary`, `--on-background` on :root, and `data-layout` on the root element.
 */
export function applyBrand(config: DomainConfig, doc: Document = document): void {
  const root = doc.documentElement;
  doc.title = config.title;
  let icon = doc.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.append(icon);
  }
  icon.href = config.favIconUrl;
  const colours = {
    primary: config.primaryColor,
    secondary: config.secondaryColor,
    background: config.backgroundColor,
  };
  for (const [name, value] of Object.entries(colours)) {
    root.style.setProperty(`--${name}`, value);
    root.style.setProperty(`--on-${name}`, textColourOn(value));
  }
  root.dataset.layout = config.layout;
}
