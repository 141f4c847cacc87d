import { describe, expect, it } from 'vitest';
import { EventBus } from '../realtime/bus';
import { MarketStore } from './store';

describe('MarketStore', () => {
  it('bumps the version only on a material change and serialises once per version', () => {
    const store = new MarketStore<{ status: string; price: number }>();
    expect(store.put('m1', 'x', { status: 'OPEN', price: 2 })).toEqual({ version: 1, changed: true });
    const first = store.get('m1')!;
    expect(store.put('m1', 'x', { status: 'OPEN', price: 2 })).toEqual({ version: 1, changed: false });
    expect(store.get('m1')!.json).toBe(first.json);
    expect(store.put('m1', 'x', { status: 'SUSPENDED', price: 2 })).toEqual({ version: 2, changed: true });
    expect(JSON.parse(store.get('m1')!.json)).toEqual({ status: 'SUSPENDED', price: 2, version: 2 });
  });

  it('keeps the version when only immaterial detail changes', () => {
    const store = new MarketStore<{ price: number; size: number }>((v) => String(v.price));
    store.put('m', 'x', { price: 2, size: 10 });
    expect(store.put('m', 'x', { price: 2, size: 99 })).toEqual({ version: 1, changed: true });
    expect(JSON.parse(store.get('m')!.json)).toEqual({ price: 2, size: 99, version: 1 });
    expect(store.put('m', 'x', { price: 2.02, size: 99 })).toEqual({ version: 2, changed: true });
  });

  it('groups markets by match and drops them together', () => {
    const store = new MarketStore<{ a: number }>();
    store.put('m1', 'x', { a: 1 });
    store.put('m2', 'x', { a: 1 });
    store.put('m3', 'y', { a: 1 });
    expect(store.keysOf('x')).toEqual(['m1', 'm2']);
    store.dropMatch('x');
    expect(store.get('m1')).toBeUndefined();
    expect(store.size).toBe(1);
  });
});

describe('EventBus', () => {
  it('delivers to subscribers until they unsubscribe', () => {
    const bus = new EventBus();
    const seen: number[] = [];
    const off = bus.subscribe('market.updated', (e) => seen.push(e.version));
    bus.publish('market.updated', { key: 'k', matchId: 'm', version: 1 });
    off();
    bus.publish('market.updated', { key: 'k', matchId: 'm', version: 2 });
    expect(seen).toEqual([1]);
  });
});
