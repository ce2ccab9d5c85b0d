import { cartMessages } from '@cabas/contracts';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../lib/api-client.server.ts';
import { type ShopContext, shopContext } from '../../lib/context.server.ts';
import { FlashMessages } from '../../lib/flash-cookie.server.ts';
import { giftCardAction } from './gift-card.server.ts';

interface Call {
  method: string;
  path: string;
  body: unknown;
}

const UUID = '0b7c2d4e-1f3a-4b5c-8d6e-7f8091a2b3c4';
const sheet = (type = 'CKDO') => ({
  data: {
    attributes: {
      type,
      config_prix: { min: 10, max: 150 },
      types_panier: ['drive'],
      qte_pas: 1,
      qte_min_panier: 1,
      qte_max_panier: 10,
      pft: false,
      prix: 10,
      avantages: [],
    },
  },
});
const added = { data: { lignes_panier: [] }, errors: [], meta: { nb_ajoutes: 1, nb_erreurs: 0 } };

/** A fake API: the product sheet, then the cart's bulk add answered by `cart`. */
function setup(
  storeId: number | null,
  cart: (call: Call) => Response = () => Response.json(added),
  type = 'CKDO',
) {
  const calls: Call[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const u = new URL(String(url));
    const call = {
      method: init?.method ?? 'GET',
      path: u.pathname.replace(/^\/api/, ''),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return call.method === 'GET' ? Response.json(sheet(type)) : cart(call);
  };
  const shop: ShopContext = {
    uuid: UUID,
    storeId,
    api: createApiClient({
      baseUrl: 'http://api.test/api',
      timeoutMs: 1000,
      uuid: UUID,
      fetch: fetch as typeof globalThis.fetch,
    }),
    cookieHeader: null,
    flash: new FlashMessages(null),
    secure: false,
    setCookie: () => {},
  };
  const context = new RouterContextProvider();
  context.set(shopContext, shop);
  return { calls, shop, context };
}

function post(fields: Record<string, string>, origin = 'http://shop.test') {
  return new Request('http://shop.test/article/30000/carte-cadeau-cabas', {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'carte-cadeau', ...fields }).toString(),
  });
}

const unwrap = (result: unknown) => {
  const value = result as { data?: unknown; init?: { status?: number } | null; type?: string };
  return value.type === 'DataWithResponseInit'
    ? { data: value.data, status: value.init?.status ?? 200 }
    : { data: value, status: 200 };
};

describe('the gift card form action (POST /article/{id}/{slug})', () => {
  it('adds one card of the amount to the drive cart (bulk add: the same amount adds to its line)', async () => {
    const { calls, shop, context } = setup(2);
    const result = unwrap(await giftCardAction(post({ montant: ' 50 ' }), shop, 30000, context));
    expect(result).toMatchObject({
      status: 200,
      data: {
        result: { status: 'success', initialValue: { intent: 'carte-cadeau', montant: ' 50 ' } },
        amount: 50,
        added: true,
      },
    });
    expect(Object.keys(result.data as object).sort()).toEqual(['added', 'amount', 'result']);
    expect((result.data as { result: { error?: unknown } }).result.error).toBeUndefined();
    expect(calls[1]).toEqual({
      method: 'POST',
      path: '/magasins/2/panier/lignes',
      body: { lignes: [{ produit_id: 30000, quantite: 1, montant: 50 }], type_panier: 'drive' },
    });
  });

  it('takes a preset button without JavaScript', async () => {
    const { calls, shop, context } = setup(2);
    await giftCardAction(post({ preset: '80', montant: '' }), shop, 30000, context);
    expect(calls[1]?.body).toMatchObject({ lignes: [{ montant: 80 }] });
  });

  it('refuses a bad amount (422) without calling the cart', async () => {
    const { calls, shop, context } = setup(2);
    const result = unwrap(await giftCardAction(post({ montant: '12,5' }), shop, 30000, context));
    expect(result.status).toBe(422);
    expect(result.data).toMatchObject({
      result: { error: { montant: [cartMessages.montant_entier] }, initialValue: { montant: '12,5' } },
      amount: null,
    });
    expect(calls.map((c) => c.method)).toEqual(['GET']);
  });

  it('reports the cart’s refusal of the line, and national mode', async () => {
    const refusal = {
      ...added,
      errors: [
        { index: 0, produit_id: 30000, montant: 50, code: 'stock_insuffisant', message: 'Plus de stock' },
      ],
    };
    const refused = setup(2, () => Response.json(refusal));
    const result = unwrap(
      await giftCardAction(post({ montant: '50' }), refused.shop, 30000, refused.context),
    );
    expect(result).toMatchObject({
      status: 422,
      data: { added: false, result: { error: { '': ['Plus de stock'] }, initialValue: { montant: '50' } } },
    });

    const national = setup(null);
    const answer = unwrap(
      await giftCardAction(post({ montant: '50' }), national.shop, 30000, national.context),
    );
    expect(answer).toMatchObject({
      status: 409,
      data: { added: false, result: { error: { '': [cartMessages.nationalStore] } } },
    });
    expect(national.calls.map((c) => c.method)).toEqual(['GET']);
  });

  it('refuses a form from another site and a product that is not a gift card', async () => {
    const { shop, context } = setup(2);
    await expect(
      giftCardAction(post({ montant: '50' }, 'http://evil.test'), shop, 30000, context),
    ).rejects.toMatchObject({
      init: { status: 403 },
    });
    const plain = setup(2, undefined, 'TC');
    await expect(
      giftCardAction(post({ montant: '50' }), plain.shop, 30000, plain.context),
    ).rejects.toMatchObject({
      init: { status: 400 },
    });
  });
});
