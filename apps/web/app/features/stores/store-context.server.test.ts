import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NATIONAL_STORE_ID } from '@cabas/contracts';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wireStoreAttributes } from '../../../test/wire-answers.ts';
import { type ShopContext, shopContext } from '../../lib/context.server.ts';
import { FlashMessages } from '../../lib/flash-cookie.server.ts';
import { storeContextMiddleware, storeIdFrom } from './store-context.server.ts';

let server: http.Server;
const calls: { url: string; headers: http.IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    calls.push({ url: req.url ?? '', headers: req.headers });
    const id = Number(/\/api\/magasins\/(\d+)$/.exec(req.url ?? '')?.[1]);
    res.setHeader('content-type', 'application/json');
    if (id === 12 || id === NATIONAL_STORE_ID) {
      res.end(
        JSON.stringify({
          data: {
            type: 'magasin',
            id,
            attributes: wireStoreAttributes({ isNational: id === NATIONAL_STORE_ID }),
          },
        }),
      );
    } else {
      res.statusCode = 404;
      res.end(
        JSON.stringify({
          status_code: 404,
          message: "Ce magasin n'existe pas.",
          code: 'magasin_introuvable',
        }),
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The store switch's one-time message among `Set-Cookie` headers, as the next page reads it. */
async function flashOf(setCookies: string[]) {
  const flash = setCookies.find((c) => c.startsWith('cabas_flash='));
  return flash ? new FlashMessages(flash.split(';')[0]!).take('store') : undefined;
}

async function run(path: string, cookie?: string, origin = 'http://shop.test') {
  const request = new Request(`${origin}${path}`, {
    headers: { ...(cookie ? { cookie } : {}), 'user-agent': 'Mozilla/5.0 Firefox/128.0' },
  });
  const context = new RouterContextProvider();
  let seen: ShopContext | undefined;
  try {
    const response = await storeContextMiddleware(
      { request, context, params: {}, unstable_pattern: '' } as never,
      async () => {
        seen = context.get(shopContext);
        return new Response('ok');
      },
    );
    return { response: response as Response, shop: seen };
  } catch (thrown) {
    if (thrown instanceof Response) return { response: thrown, shop: seen };
    throw thrown;
  }
}

describe('store context middleware', () => {
  it('sets a uuid cookie (365 days, Lax, /, out of scripts’ reach) on the first visit and runs in national mode', async () => {
    const { response, shop } = await run('/');
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('uuid='));
    expect(cookie).toMatch(/^uuid=[0-9a-f-]{36}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(shop?.storeId).toBeNull();
    expect(shop?.uuid).toBe(cookie?.slice(5, 41));
  });

  it('marks the uuid cookie Secure over HTTPS', async () => {
    const { response } = await run('/', undefined, 'https://shop.test');
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('uuid='));
    expect(cookie).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
  });

  it('keeps a valid uuid and reads the store cookie', async () => {
    const uuid = '0b7c2d4e-1f3a-4b5c-8d6e-7f8091a2b3c4';
    const { response, shop } = await run('/', `uuid=${uuid}; magasin_id=12`);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(shop?.uuid).toBe(uuid);
    expect(shop?.storeId).toBe(12);
  });

  it('switches store with ?magasin_id and redirects to the same address without it (history replaced)', async () => {
    calls.length = 0;
    const { response } = await run(
      '/rayons?sortby=prix&magasin_id=12',
      'uuid=0b7c2d4e-1f3a-4b5c-8d6e-7f8091a2b3c4',
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/rayons?sortby=prix');
    expect(response.headers.get('x-remix-replace')).toBe('true');
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((c) => /^magasin_id=12; Max-Age=31536000; .*Path=\/; SameSite=Lax$/.test(c))).toBe(
      true,
    );
    expect(await flashOf(cookies)).toBe('store-changed');
    expect(calls[0]?.url).toBe('/api/magasins/12');
    expect(calls[0]?.headers['x-uuid']).toBe('0b7c2d4e-1f3a-4b5c-8d6e-7f8091a2b3c4');
    expect(calls[0]?.headers['x-client-signature']).toBe('firefox/128/d');
  });

  it('tells the API the origin the shopper is on (payment return, e-mail links)', async () => {
    calls.length = 0;
    await run('/?magasin_id=13', undefined, 'http://127.0.0.1:3000');
    expect(calls[0]?.headers['x-shop-origin']).toBe('http://127.0.0.1:3000');
  });

  it('ignores an unknown store, keeps the current one and leaves a message', async () => {
    const { response } = await run('/?magasin_id=4242', 'magasin_id=12');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith('magasin_id='))).toBe(false);
    expect(await flashOf(cookies)).toBe('store-unknown');
  });

  it('treats garbage as an unknown store without calling the API', async () => {
    calls.length = 0;
    const { response } = await run('/?magasin_id=abc');
    expect(response.headers.get('location')).toBe('/');
    expect(calls).toHaveLength(0);
  });

  it('goes back to national mode with the national store id', async () => {
    const { response } = await run('/?magasin_id=999', 'magasin_id=12');
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((c) => /^magasin_id=; Max-Age=0/.test(c))).toBe(true);
  });

  it('writes the one-time messages a page put or took, once, after the page', async () => {
    const request = new Request('http://shop.test/panier', { headers: { cookie: 'magasin_id=12' } });
    const context = new RouterContextProvider();
    const response = (await storeContextMiddleware(
      { request, context, params: {}, unstable_pattern: '' } as never,
      async () => {
        await context.get(shopContext).flash.put('cart', 'Ce produit n’est plus disponible.');
        return new Response('ok');
      },
    )) as Response;
    const flash = response.headers.getSetCookie().filter((c) => c.startsWith('cabas_flash='));
    expect(flash).toHaveLength(1);
    expect(await new FlashMessages(flash[0]!.split(';')[0]!).take('cart')).toBe(
      'Ce produit n’est plus disponible.',
    );
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('drops the _routes parameter of a data request from the redirect', async () => {
    const { response } = await run('/?magasin_id=12&_routes=root%2Croutes%2Fhome');
    expect(response.headers.get('location')).toBe('/');
  });
});

describe('storeIdFrom', () => {
  it('reads a store id, national and invalid values give national mode', () => {
    expect(storeIdFrom('12')).toBe(12);
    expect(storeIdFrom(String(NATIONAL_STORE_ID))).toBeNull();
    expect(storeIdFrom('-1')).toBeNull();
    expect(storeIdFrom(undefined)).toBeNull();
  });
});
