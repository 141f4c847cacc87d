import { describe, expect, it } from 'vitest';
import { brand, makeStore } from '../../test/utils';
import { primeBrand, readPreloadedBrand } from './preloaded';
import { selectBrand } from './slice';

/** A document whose head holds `text` in the brand element (as the server writes it, issue 18). */
function docWith(text: string | null) {
  const doc = document.implementation.createHTMLDocument('t');
  if (text !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'brand-config';
    script.textContent = text;
    doc.head.append(script);
  }
  return doc;
}

describe('the brand written into index.html', () => {
  it('is read and primes the store as if the brand query had answered', async () => {
    const config = readPreloadedBrand(docWith(JSON.stringify(brand)));
    expect(config).toEqual(brand);
    const store = makeStore();
    expect(primeBrand(store.dispatch, 'localhost', config)).toBe(true);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectBrand(store.getState())).toEqual(brand);
  });

  it('is ignored when missing, empty, broken or not a brand (the site asks the API)', () => {
    expect(readPreloadedBrand(docWith(null))).toBeNull();
    expect(readPreloadedBrand(docWith(''))).toBeNull();
    expect(readPreloadedBrand(docWith('{not json'))).toBeNull();
    expect(readPreloadedBrand(docWith('{"title": 1}'))).toBeNull();
    const store = makeStore();
    expect(primeBrand(store.dispatch, 'localhost', null)).toBe(false);
    expect(selectBrand(store.getState())).toBeNull();
  });
});
