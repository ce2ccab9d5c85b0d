/**
 * Account creation: `/creation-compte` and the checkout's `/commander/creation-compte`. The form (with
 * its ALTCHA) is checked with the API's own schema, then sent to the API under the storefront's client
 * token. The API answers the same for a new and an already known address and opens no session: the
 * page says to check the mailbox, and the shopper logs in (a shopper on the national site gets the
 * account's store at login).
 */
import {
  CART_KINDS,
  type CartKind,
  DEFAULT_CART_KIND,
  endpoints,
  messages,
  signUpBody,
} from '@cabas/contracts';
import { data, type RouterContextProvider } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { firstErrors, parseForm } from '../../lib/form.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import { redirectIfLoggedIn } from '../auth/index.server.ts';
import type { SignUpActionData, SignUpField } from './signup.ts';

/** Never sent back to the page. */
const HIDDEN = ['password', 'altcha'];

type Context = Readonly<RouterContextProvider>;

/** The checkout's cart type (query `type_panier`, default drive). */
export function cartKindOf(value: string | null): CartKind {
  return (CART_KINDS as readonly string[]).includes(value ?? '') ? (value as CartKind) : DEFAULT_CART_KIND;
}

/** The sign-up page (visitors only: its layout sends a logged-in shopper home). */
export function signUpLoader(request: Request) {
  return { typePanier: cartKindOf(new URL(request.url).searchParams.get('type_panier')) };
}

/**
 * `POST`: asks the API to create the account; the page then says to check the mailbox (the API answers
 * alike for a new and a known address, and opens no session: the shopper logs in from the e-mail).
 */
export async function signUpAction(request: Request, context: Context) {
  assertSameOrigin(request);
  await redirectIfLoggedIn(request);
  const shop = context.get(shopContext);
  const form = await request.formData();
  const parsed = parseForm<typeof signUpBody, SignUpField>(form, signUpBody);
  const fieldErrors = parsed.ok ? {} : parsed.fieldErrors;
  // The SMS follow-up of drive orders needs a number to send them to.
  if (form.has('optin_sms_suivi_commande_drive') && !parsed.text('tel').trim())
    fieldErrors.tel ??= messages.telRequired;
  if (!parsed.ok || Object.keys(fieldErrors).length)
    return data<SignUpActionData>({ result: parsed.reply({ fieldErrors, hide: HIDDEN }) }, { status: 422 });

  try {
    const answer = await shop.api.call(endpoints.accounts.signUp, {
      body: parsed.value,
      needsClientToken: true,
    });
    return data<SignUpActionData>(
      { result: parsed.reply({ reset: true }), sent: answer.data, captchaUsed: true },
      { status: 202 },
    );
  } catch (error) {
    if (!isApiError(error)) throw error;
    const errors = firstErrors<SignUpField>(error.fieldErrors);
    const onFields = Object.keys(errors).length > 0;
    const result = parsed.reply({
      fieldErrors: errors,
      formError: onFields ? null : error.message,
      hide: HIDDEN,
    });
    return data<SignUpActionData>({ result, captchaUsed: true }, { status: error.status });
  }
}
