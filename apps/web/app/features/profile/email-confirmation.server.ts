/**
 * `/mon-compte/mon-profil/confirmation-email?token=…`: the page the e-mail change link opens. Opening
 * it changes nothing (mail scanners and prefetches open links too): the shopper confirms with a
 * button, a POST checked for its origin; the API applies the change once, for the account that asked.
 */
import { endpoints, profileMessages } from '@cabas/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { authedApi } from '../../lib/authed-api.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import { EMAIL_CONFIRMATION_PATH, type EmailConfirmationData } from './email-confirmation.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function emailConfirmationLoader({ request, context }: Args): Promise<EmailConfirmationData> {
  const query = new URL(request.url).searchParams;
  if (query.get('ok') === '1') {
    const api = await authedApi(request, context);
    const me = await api.call(endpoints.accounts.me);
    return { token: null, done: profileMessages.emailChanged(me.data.attributes.email), error: null };
  }
  const token = query.get('token')?.slice(0, 200) ?? '';
  if (!token) return { token: null, done: null, error: profileMessages.emailLinkInvalid };
  return { token, done: null, error: null };
}

export async function emailConfirmationAction({ request, context }: Args) {
  assertSameOrigin(request);
  const token = String((await request.formData()).get('token') ?? '').slice(0, 200);
  const api = await authedApi(request, context);
  try {
    await api.call(endpoints.profile.confirmEmailChange, { body: { token } });
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return data<EmailConfirmationData>(
      { token: null, done: null, error: error.message },
      { status: error.status },
    );
  }
  return redirect(`${EMAIL_CONFIRMATION_PATH}?ok=1`);
}
