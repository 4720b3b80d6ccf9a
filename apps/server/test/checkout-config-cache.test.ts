import { describe, expect, it } from 'vitest';
import { CheckoutConfigCache } from '../src/checkout/config-cache.ts';

describe('CheckoutConfigCache', () => {
  it('answers from memory until the entry expires, then loads again', async () => {
    const cache = new CheckoutConfigCache({ ttlMs: 1000 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('1/camiseta', load, 0)).toBe(1);
    expect(await cache.get('1/camiseta', load, 999)).toBe(1);
    expect(await cache.get('1/camiseta', load, 1000)).toBe(2);
  });

  it('forgets everything after a successful merchant write, not after reads or failures', async () => {
    const cache = new CheckoutConfigCache();
    let loads = 0;
    const load = async () => ++loads;
    const middleware = cache.invalidateOnWrites();
    const request = async (method: string, path: string, status: number) => {
      const ctx = { method, path, status } as Parameters<typeof middleware>[0];
      await middleware(ctx, async () => {});
    };
    await cache.get('k', load);
    await request('GET', '/api/products', 200);
    await request('PUT', '/api/checkout-settings', 422);
    await request('POST', '/c/1/camiseta', 303);
    expect(await cache.get('k', load)).toBe(1);
    await request('PUT', '/api/checkout-settings', 200);
    expect(await cache.get('k', load)).toBe(2);
  });
});
