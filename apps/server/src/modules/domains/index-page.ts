import type { DomainConfig } from '@backlay/contracts';
import { BRAND_ELEMENT_ID } from '@backlay/contracts/constants';

/** JSON that is safe inside a <script> element: no `<`, so no `</script>` or `<!--` can end it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The site's index.html with the brand of the request's host written into it (issue 18, "Load
 * less"): `<script type="application/json" id="brand-config">{DomainConfig}</script>` and the
 * brand's title. The site then renders its first page without waiting for
 * `GET /api/domain/host/{host}` (one round trip fewer before the largest paint), and a preload of
 * the logo (the site's apps/web/src/firstRequests.ts preloads the home page's banners). An unknown host
 * gets the page unchanged (the site asks and shows its not-found page); a suspended brand is
 * written as it is (docs/rules/specification.md §1: the site shows /notfound). Pure: the template
 * is the built index.html.
 */
export function brandedIndexHtml(template: string, config: DomainConfig | undefined): string {
  if (!config) return template;
  const head = [
    `<script type="application/json" id="${BRAND_ELEMENT_ID}">${scriptJson(config)}</script>`,
    // Fetched while the scripts load rather than after the first render: the header's logo. (The
    // home page's banners are preloaded by the site's first-requests script, on home only.)
    `<link rel="preload" as="image" href="${escapeHtml(config.logoUrl)}" />`,
  ];
  // Replacer functions, not strings: a `$&` or `$'` in a brand's title or JSON is text, not a pattern.
  const title = `<title>${escapeHtml(config.title)}</title>`;
  const headEnd = `${head.map((line) => `    ${line}\n`).join('')}  </head>`;
  return template.replace(/<title>[^<]*<\/title>/, () => title).replace('</head>', () => headEnd);
}
