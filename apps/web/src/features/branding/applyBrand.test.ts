import { describe, expect, it } from 'vitest';
import { brand } from '../../test/utils';
import { applyBrand } from './applyBrand';

describe('applyBrand', () => {
  it('sets title, favicon, CSS variables and data-layout', () => {
    applyBrand({ ...brand, layout: 'tamannahSquare', backgroundColor: '#ffffff' });
    const root = document.documentElement;
    expect(document.title).toBe('Backlay');
    expect(document.querySelector('link[rel~="icon"]')?.getAttribute('href')).toBe('/favicon.png');
    expect(root.style.getPropertyValue('--secondary')).toBe('#ffcc00');
    expect(root.style.getPropertyValue('--on-background')).toBe('#111827');
    expect(root.getAttribute('data-layout')).toBe('tamannahSquare');
  });
});
