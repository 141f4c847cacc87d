import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/utils';
import { IP_CACHE_MS, lookupIp } from './ipLookup';

describe('lookupIp', () => {
  it('calls /api/ip by default and caches the answer for 1 hour', async () => {
    const fetch = mockFetch(() => json({ ip: '1.2.3.4', city: 'Pune' }));
    const t0 = 1_000_000;
    expect(await lookupIp(t0)).toEqual({ ip: '1.2.3.4', city: 'Pune' });
    expect(await lookupIp(t0 + IP_CACHE_MS - 1)).toEqual({ ip: '1.2.3.4', city: 'Pune' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/ip');
    await lookupIp(t0 + IP_CACHE_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('rejects on HTTP errors, network errors and answers without ip', async () => {
    mockFetch(() => json({ message: 'no' }, 500));
    await expect(lookupIp()).rejects.toThrow();
    mockFetch(() => Promise.reject(new TypeError('offline')));
    await expect(lookupIp()).rejects.toThrow();
    mockFetch(() => json({ country: 'IN' }));
    await expect(lookupIp()).rejects.toThrow();
  });
});
