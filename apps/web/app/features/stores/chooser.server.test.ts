import { storeFormMessages } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { fakeShopContext } from '../../../test/fake-shop-context.ts';
import { REDIRECT_BYPASSES } from '../../../test/redirect-bypasses.ts';
import { wireStoreAttributes } from '../../../test/wire-answers.ts';
import { chooserAction, chooserLoader } from './chooser.server.ts';

/** A fake API that knows store 12 and gives the storefront its token. */
const fakeApi = (async (input: RequestInfo | URL) => {
  const url = new URL(String(input));
  if (url.pathname === '/api/auth/token') return Response.json({ access_token: 't', expires_in: 900 });
  if (url.pathname === '/api/magasins/12')
    return Response.json({
      data: { type: 'magasin', id: 12, attributes: wireStoreAttributes({ isNational: false }) },
    });
  return Response.json({ status_code: 404, message: "Ce magasin n'existe pas." }, { status: 404 });
}) as typeof fetch;

function choose(
  redirectTo: string,
  headers: Record<string, string> = { origin: 'http://shop.test' },
  magasin_id = '12',
) {
  return new Request('http://shop.test/magasins/choisir', {
    method: 'POST',
    headers,
    body: new URLSearchParams({ magasin_id, redirectTo }),
  });
}

const caught = (promise: Promise<unknown>) =>
  promise.then(
    (value) => value,
    (error: unknown) => error,
  );

describe('store chooser', () => {
  it('goes back to a page of the shop after the choice', async () => {
    const response = (await caught(
      chooserAction(choose('/panier?type_panier=drive'), fakeShopContext(fakeApi, null)),
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/panier?type_panier=drive');
  });

  it('never sends the shopper to another site (known bypasses)', async () => {
    for (const target of REDIRECT_BYPASSES) {
      const response = (await caught(
        chooserAction(choose(target), fakeShopContext(fakeApi, null)),
      )) as Response;
      expect(response.headers.get('location'), JSON.stringify(target)).toBe('/');
      const page = await chooserLoader(
        new Request(`http://shop.test/magasins/choisir?${new URLSearchParams({ redirectTo: target })}`),
        fakeShopContext(fakeApi, null),
      );
      expect(page.redirectTo, JSON.stringify(target)).toBe('/');
    }
  });

  it('refuses a choice posted from another site (CSRF)', async () => {
    const result = await caught(
      chooserAction(choose('/', { origin: 'http://evil.example' }), fakeShopContext(fakeApi, null)),
    );
    expect(result).toMatchObject({ init: { status: 403 } });
  });

  it('refuses a confirmation without a store, or with a store that does not exist, on the choice', async () => {
    const none = await caught(
      chooserAction(choose('/panier', undefined, ''), fakeShopContext(fakeApi, null)),
    );
    expect(none).toMatchObject({
      init: { status: 422 },
      data: {
        result: {
          status: 'error',
          error: { magasin_id: [storeFormMessages.chooseAStore] },
          initialValue: { redirectTo: '/panier' },
        },
      },
    });
    const unknown = await caught(
      chooserAction(choose('/', undefined, 'pas-un-magasin'), fakeShopContext(fakeApi, null)),
    );
    expect(unknown).toMatchObject({
      init: { status: 422 },
      data: {
        result: {
          error: { magasin_id: ["Ce magasin n'existe pas."] },
          initialValue: { magasin_id: 'pas-un-magasin' },
        },
      },
    });
  });

  it('says so for the whole form when the stores cannot be read', async () => {
    const unavailable = await caught(
      chooserAction(choose('/', undefined, '99'), fakeShopContext(fakeApi, null)),
    );
    const message = 'Une erreur temporaire est survenue. Veuillez réessayer.';
    expect(unavailable).toMatchObject({
      init: { status: 503 },
      data: { result: { error: { '': [message] }, initialValue: { magasin_id: '99' } } },
    });
  });
});
