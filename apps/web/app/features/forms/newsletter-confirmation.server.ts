/**
 * The newsletter confirmation link of the anonymous form's e-mail (double opt-in). A GET only shows a
 * button (mail scanners open links); the POST confirms. The signed token is the only authority and can
 * only confirm that one subscription; the page's own form goes through the origin check.
 */
import { endpoints, formMessages } from '@cabas/contracts';
import { data, type RouterContextProvider } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';

type Context = Readonly<RouterContextProvider>;

export type ConfirmationView =
  | { state: 'confirm'; token: string }
  | { state: 'done'; storeName: string; email: string }
  | { state: 'refused'; message: string };

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? '';

export function confirmationLoader(request: Request): ConfirmationView {
  const token = tokenOf(request);
  if (!token) return { state: 'refused', message: formMessages.newsletterLinkInvalid };
  return { state: 'confirm', token };
}

export async function confirmationAction(request: Request, context: Context) {
  assertSameOrigin(request);
  const form = await request.formData();
  const posted = form.get('token');
  const token = typeof posted === 'string' && posted ? posted.slice(0, 300) : tokenOf(request);
  try {
    const answer = await context.get(shopContext).api.call(endpoints.forms.confirmNewsletter, {
      body: { token: token || '-' },
      needsClientToken: true,
    });
    return data<ConfirmationView>({
      state: 'done',
      storeName: answer.data.magasin_nom,
      email: answer.data.email,
    });
  } catch (error) {
    if (isApiError(error) && error.status < 500)
      return data<ConfirmationView>({ state: 'refused', message: error.message }, { status: error.status });
    throw error;
  }
}
