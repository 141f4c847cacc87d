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
 * `GET /api/domain/host/{host}` (one round trip fewer before the largest paint), and preloads of
 * the logo and the banners list (`GET /api/domain/banner/get/{id}`). An unknown host
 * gets the page unchanged (the site asks and shows its not-found page); a suspended brand is
 * written as it is (docs/rules/specification.md §1: the site shows /notfound). Pure: the template
 * is the built index.html.
 */
export function brandedIndexHtml(template: string, config: DomainConfig | undefined): string {
  if (!config) return template;
  const head = [
    `<script type="application/json" id="${BRAND_ELEMENT_ID}">${scriptJson(config)}</script>`,
    // Fetched while the scripts load rather than after the first render: the header's logo and
    // the home page's banners (the home route's largest paint).
    `<link rel="preload" as="image" href="${escapeHtml(config.logoUrl)}" />`,
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/domain/banner/get/${encodeURIComponent(config._id)}" />`,
  ];
  // Replacer functions, not strings: a `$&` or `$'` in a brand's title or JSON is text, not a pattern.
  const title = `<title>${escapeHtml(config.title)}</title>`;
  const headEnd = `${head.map((line) => `    ${line}\n`).join('')}  </head>`;
  return template.replace(/<title>[^<]*<\/title>/, () => title).replace('</head>', () => headEnd);
}
