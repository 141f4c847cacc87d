import { describe, expect, it } from 'vitest';
import { brandColourPairs, contrastProblems, type BrandColours } from './contrast';

/** The demo brands as apps/server/src/seed/demo.ts seeds them (issue 18 item 5: they must pass). */
const SEED_BRANDS: (BrandColours & { title: string })[] = [
  {
    title: 'Backlay',
    layout: 'tamannah',
    primaryColor: '#1e3a8a',
    secondaryColor: '#facc15',
    backgroundColor: '#f1f5f9',
  },
  {
    title: 'Aura Exchange',
    layout: 'aura',
    primaryColor: '#6d28d9',
    secondaryColor: '#f9a8d4',
    backgroundColor: '#faf5ff',
  },
  {
    title: 'Square Bet',
    layout: 'tamannahSquare',
    primaryColor: '#065f46',
    secondaryColor: '#fbbf24',
    backgroundColor: '#ecfdf5',
  },
  {
    title: 'Closed Site',
    layout: 'tamannah',
    primaryColor: '#7f1d1d',
    secondaryColor: '#fca5a5',
    backgroundColor: '#fef2f2',
  },
];

describe('the colour pairs of a brand (issue 18)', () => {
  it.each(SEED_BRANDS)('the seed brand $title passes WCAG AA everywhere the site draws text', (brand) => {
    expect(contrastProblems(brand)).toEqual([]);
  });

  it('checks the header gradient only in the aura layout', () => {
    const ids = (layout: BrandColours['layout']) =>
      brandColourPairs({ ...SEED_BRANDS[1]!, layout }).map((p) => p.id);
    expect(ids('aura')).toContain('header-gradient');
    expect(ids('tamannah')).not.toContain('header-gradient');
  });

  it('names the fields a failing pair depends on', () => {
    const problems = contrastProblems({ ...SEED_BRANDS[0]!, backgroundColor: '#333333' });
    expect(problems.map((p) => [p.id, p.fields])).toEqual([['on-background', ['backgroundColor']]]);
    expect(problems[0]!.ratio).toBeLessThan(4.5);
  });
});
