import { describe, expect, it, vi } from 'vitest';
import type { ShopContext } from '../../lib/context.server.ts';
import { cachedList, cachedSheet } from './catalogue-cache.server.ts';

function fakeShop(answers: unknown[]) {
  const get = vi.fn(async () => {
    const next = answers.shift();
    if (next instanceof Error) throw next;
    return next;
  });
  return { shop: { api: { get } } as unknown as ShopContext, get };
}

describe('catalogue answers kept by the storefront', () => {
  it('asks the API once per address and query', async () => {
    const { shop, get } = fakeShop([{ n: 1 }, { n: 2 }]);
    expect(await cachedList(shop, '/magasins/5/navigation-content/C-7', { page: 1 })).toEqual({ n: 1 });
    expect(await cachedList(shop, '/magasins/5/navigation-content/C-7', { page: 1 })).toEqual({ n: 1 });
    expect(await cachedList(shop, '/magasins/5/navigation-content/C-7', { page: 2 })).toEqual({ n: 2 });
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('keeps stores apart and never keeps an error', async () => {
    const { shop, get } = fakeShop([new Error('404'), { store: 44 }, { store: 5 }]);
    await expect(cachedSheet(shop, '/magasins/44/produits/1')).rejects.toThrow('404');
    expect(await cachedSheet(shop, '/magasins/44/produits/1')).toEqual({ store: 44 });
    expect(await cachedSheet(shop, '/magasins/5/produits/1')).toEqual({ store: 5 });
    expect(get).toHaveBeenCalledTimes(3);
  });
});
