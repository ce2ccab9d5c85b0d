import { messages } from '@cabas/contracts';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { redirectOf, visitGuarded } from '../../../test/guard-layout.ts';
import { shopperRequest } from '../../../test/pro-requests.ts';
import { createApiClient } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { FlashMessages } from '../../lib/flash-cookie.server.ts';
import { proCheckoutMiddleware } from './guard.server.ts';

/** The pro checkout's frame visited at store `storeId`, the API's pro store decision `allowed`. */
async function visit(options: {
  isPro?: boolean;
  loggedIn?: boolean;
  storeId?: number | null;
  allowed?: boolean;
}) {
  const fetch = (async () =>
    Response.json({
      data: options.allowed
        ? { magasin_id: 7, allowed: true, reason: null, message: null }
        : {
            magasin_id: 7,
            allowed: false,
            reason: 'store_outside_agreement',
            message: messages.proStoreNotAllowed,
          },
    })) as unknown as typeof globalThis.fetch;
  const context = new RouterContextProvider();
  context.set(shopContext, {
    uuid: 'u',
    storeId: options.storeId === undefined ? 7 : options.storeId,
    api: createApiClient({ baseUrl: 'http://api.test/api', timeoutMs: 500, fetch }),
    cookieHeader: null,
    flash: new FlashMessages(null),
    secure: false,
    setCookie: () => {},
  });
  const { request } = await shopperRequest('/commander-pro', { isPro: options.isPro });
  const asked = options.loggedIn === false ? new Request(request.url) : request;
  return visitGuarded([proCheckoutMiddleware], asked, context);
}

describe('the pro checkout’s guard', () => {
  it('a visitor: the 401 page; a consumer: sent to /commander', async () => {
    expect((await visit({ loggedIn: false })).outcome).toMatchObject({ init: { status: 401 } });
    const consumer = await visit({ isPro: false });
    expect(redirectOf(consumer.outcome)).toEqual({ status: 302, location: '/commander' });
  });

  it('a pro outside the agreement: the message with the change-store button (403)', async () => {
    const refused = await visit({ allowed: false });
    expect(refused.pageRan).toBe(false);
    expect(refused.outcome).toMatchObject({
      data: { message: messages.proStoreNotAllowed, reason: 'store_outside_agreement' },
      init: { status: 403 },
    });
  });

  it('a pro in a store of the agreement: the page; in national mode: the store chooser', async () => {
    expect(await visit({ allowed: true })).toEqual({ outcome: null, pageRan: true });
    const national = await visit({ storeId: null });
    expect(redirectOf(national.outcome).location).toMatch(/^\/magasins\/choisir/);
  });
});
