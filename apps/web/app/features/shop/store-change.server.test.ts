import { describe, expect, it } from 'vitest';
import { fakeShopContext } from '../../../test/fake-shop-context.ts';
import { storeChangeAction } from './store-change.server.ts';

describe('POST /ressources/panier/changement-magasin', () => {
  it('reads the store id strictly: no hexadecimal, exponent or sign', async () => {
    const calls: string[] = [];
    const fetch = (async (input: RequestInfo | URL) => {
      calls.push(new URL(String(input)).pathname);
      return Response.json({ access_token: 't', expires_in: 900, data: { liste: null, retires: [] } });
    }) as typeof globalThis.fetch;
    for (const magasin_id of ['0x10', '1e1', '+16', '16.0', '', '0']) {
      const request = new Request('http://shop.test/ressources/panier/changement-magasin', {
        method: 'POST',
        headers: { origin: 'http://shop.test' },
        body: new URLSearchParams({ magasin_id }),
      });
      const result = await storeChangeAction(request, fakeShopContext(fetch, 2));
      expect(result, magasin_id).toMatchObject({ ok: false, error: 'Merci de choisir un magasin.' });
    }
    expect(calls.filter((path) => path.includes('/magasins/'))).toEqual([]);
  });
});
