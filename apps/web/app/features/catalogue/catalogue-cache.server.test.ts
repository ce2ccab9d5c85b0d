import { endpoints } from '@cabas/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { ShopContext } from '../../lib/context.server.ts';
import { cachedList, cachedSheet } from './catalogue-cache.server.ts';

function fakeShop(answers: unknown[]) {
  const call = vi.fn(async () => {
    const next = answers.shift();
    if (next instanceof Error) throw next;
    return next;
  });
  return { shop: { api: { call } } as unknown as ShopContext, call };
}

describe('catalogue answers kept by the storefront', () => {
  it('asks the API once per call and query', async () => {
    const { shop, call } = fakeShop([{ n: 1 }, { n: 2 }]);
    const params = { shop: 5, category: 'C-7' };
    expect(await cachedList(shop, { params, query: { page: 1 } })).toEqual({ n: 1 });
    expect(await cachedList(shop, { params, query: { page: 1 } })).toEqual({ n: 1 });
    expect(await cachedList(shop, { params, query: { page: 2 } })).toEqual({ n: 2 });
    expect(call).toHaveBeenCalledTimes(2);
    expect(call).toHaveBeenCalledWith(endpoints.catalogue.categoryList, { params, query: { page: 2 } });
  });

  it('keeps stores apart and never keeps an error', async () => {
    const { shop, call } = fakeShop([new Error('404'), { store: 44 }, { store: 5 }]);
    await expect(cachedSheet(shop, { params: { shop: 44, id: 1 } })).rejects.toThrow('404');
    expect(await cachedSheet(shop, { params: { shop: 44, id: 1 } })).toEqual({ store: 44 });
    expect(await cachedSheet(shop, { params: { shop: 5, id: 1 } })).toEqual({ store: 5 });
    expect(call).toHaveBeenCalledTimes(3);
  });
});
