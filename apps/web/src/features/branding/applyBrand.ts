import type { DomainConfig } from '@backlay/contracts';
import { textColourOn } from '@backlay/design-tokens/colour';

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
