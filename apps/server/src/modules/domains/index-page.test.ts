import type { DomainConfig } from '@backlay/contracts';
import { describe, expect, it } from 'vitest';
import { brandedIndexHtml } from './index-page';

const template = '<html><head><title>Loading…</title></head><body></body></html>';
const config = {
  _id: 'dom_1',
  domain: 'x.test',
  title: 'A & B </script><script>alert(1)</script>',
  status: 'active',
  logoUrl: '/api/domain/assets/x.test/logo.svg?v="2"',
} as DomainConfig;

describe('brandedIndexHtml', () => {
  it('embeds the brand as JSON no text can break out of, and titles the page', () => {
    const html = brandedIndexHtml(template, config);
    const scripts = html.match(/<script/g) ?? [];
    expect(scripts).toHaveLength(1);
    const json = /id="brand-config">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual(config);
    expect(html).toContain('<title>A &amp; B &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html.indexOf('brand-config')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain(
      '<link rel="preload" as="image" href="/api/domain/assets/x.test/logo.svg?v=&quot;2&quot;" />',
    );
    // The banners are preloaded by the site on home only (apps/web/src/firstRequests.ts).
    expect(html).not.toContain('banner');
  });

  it("writes a title with $& or $' as text (no replacement pattern pulls in the page)", () => {
    const odd = { ...config, title: "Win $' and $& now" } as DomainConfig;
    const html = brandedIndexHtml(template, odd);
    expect(html).toContain("<title>Win $' and $&amp; now</title>");
    expect(JSON.parse(/id="brand-config">(.*?)<\/script>/.exec(html)![1]!)).toEqual(odd);
    expect(html.match(/<body>/g)).toHaveLength(1);
  });

  it('returns the template unchanged without a brand', () => {
    expect(brandedIndexHtml(template, undefined)).toBe(template);
  });
});
