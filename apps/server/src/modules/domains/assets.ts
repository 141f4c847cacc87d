import type { DomainRow } from './repo';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/**
 * The brand's logo: its title set in the secondary colour on a primary-colour plate, as SVG
 * (issue 2 item 4: "a logo and favicon served by the server").
 */
export function logoSvg(domain: DomainRow): string {
  const title = escapeXml(domain.title);
  const width = Math.max(120, 24 + domain.title.length * 17);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40" role="img" aria-label="${title}">
<rect width="${width}" height="40" rx="8" fill="${domain.primary_color}"/>
<text x="${width / 2}" y="27" text-anchor="middle" font-family="system-ui,Segoe UI,Arial,sans-serif" font-size="22" font-weight="700" fill="${domain.secondary_color}">${title}</text>
</svg>`;
}

/** The brand's favicon: the title's first letter on a primary-colour disc, as SVG. */
export function faviconSvg(domain: DomainRow): string {
  const letter = escapeXml((domain.title.trim()[0] ?? 'B').toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">
<circle cx="16" cy="16" r="16" fill="${domain.primary_color}"/>
<text x="16" y="22" text-anchor="middle" font-family="system-ui,Arial,sans-serif" font-size="18" font-weight="700" fill="${domain.secondary_color}">${letter}</text>
</svg>`;
}
