import { API_ERROR_CODES, accountExtrasMessages } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { fakeShopContext } from '../../../test/fake-shop-context.ts';
import { unsubscribeAction, unsubscribeLoader } from './unsubscribe.server.ts';

/** A fake API: the client-credentials grant, then `answer` for the unsubscribe call. */
function fakeApi(answer: (body: { token: string }) => Response) {
  const bodies: { path: string; body: { token: string } }[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url)).pathname.replace(/^\/api/, '');
    if (path === '/auth/token')
      return Response.json({ access_token: 'app', token_type: 'Bearer', expires_in: 900 });
    const body = JSON.parse(String(init?.body));
    bodies.push({ path, body });
    return answer(body);
  };
  return { bodies, context: fakeShopContext(fetch as typeof globalThis.fetch, null) };
}

/** What a mail client posts for RFC 8058's one-click unsubscribe: no cookie, no origin. */
const oneClick = (token: string) =>
  new Request(`http://shop.test/desinscription-newsletter?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

describe('the newsletter unsubscribe page', () => {
  it('asks for a click on GET and changes nothing', () => {
    const view = unsubscribeLoader(new Request('http://shop.test/desinscription-newsletter?token=abc'));
    expect(view).toEqual({ state: 'confirm', token: 'abc' });
  });

  it('unsubscribes on a one-click POST without session nor origin, with the token of the link', async () => {
    const api = fakeApi(() => Response.json({ data: { magasin_id: 2, magasin_nom: 'Cabas Lyon' } }));
    const result = await unsubscribeAction(oneClick('jeton.signe'), api.context);
    expect(api.bodies).toEqual([{ path: '/newsletters/desinscription', body: { token: 'jeton.signe' } }]);
    expect(result).toMatchObject({ data: { state: 'done', storeName: 'Cabas Lyon' } });
  });

  it('shows the refusal of a forged or expired link', async () => {
    const api = fakeApi(() =>
      Response.json(
        {
          status_code: 410,
          message: accountExtrasMessages.unsubscribeExpired,
          code: API_ERROR_CODES.unsubscribeTokenExpired,
        },
        { status: 410 },
      ),
    );
    const result = await unsubscribeAction(oneClick('vieux.jeton'), api.context);
    expect(result).toMatchObject({
      init: { status: 410 },
      data: { state: 'refused', message: accountExtrasMessages.unsubscribeExpired, expired: true },
    });
  });
});
