/**
 * `/desinscription-newsletter?token=…`: the unsubscribe link of every newsletter e-mail. The page
 * asks for a click (a GET changes nothing: mail scanners follow links); the POST unsubscribes, from
 * the page's button or straight from the mail client (RFC 8058 one-click: `List-Unsubscribe=One-Click`
 * posted to the link). No session and no origin check: the signed token is the only authority, and
 * it can do nothing but unsubscribe its shopper from one store's newsletter.
 */
import { API_ERROR_CODES, endpoints, messages } from '@cabas/contracts';
import { data, type RouterContextProvider } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';

type Context = Readonly<RouterContextProvider>;

export type UnsubscribeView =
  | { state: 'confirm'; token: string }
  | { state: 'done'; storeName: string }
  | { state: 'refused'; message: string; expired: boolean };

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? '';

export function unsubscribeLoader(request: Request): UnsubscribeView {
  const token = tokenOf(request);
  if (!token) return { state: 'refused', message: messages.generic, expired: false };
  return { state: 'confirm', token };
}

export async function unsubscribeAction(request: Request, context: Context) {
  const form = await request.formData().catch(() => new FormData());
  const posted = form.get('token');
  const token = typeof posted === 'string' && posted ? posted : tokenOf(request);
  try {
    const answer = await context.get(shopContext).api.call(endpoints.newsletters.unsubscribeByToken, {
      body: { token: token || '-' },
    });
    return data<UnsubscribeView>({ state: 'done', storeName: answer.data.magasin_nom });
  } catch (error) {
    if (isApiError(error) && error.status < 500)
      return data<UnsubscribeView>(
        {
          state: 'refused',
          message: error.message,
          expired: error.code === API_ERROR_CODES.unsubscribeTokenExpired,
        },
        { status: error.status },
      );
    throw error;
  }
}
