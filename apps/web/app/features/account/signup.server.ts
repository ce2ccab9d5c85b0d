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
import { assertSameOrigin, redirectIfLoggedIn } from '../auth/auth.server.ts';
import { type FieldErrors, firstErrors, parseForm } from './form.ts';
import type { SignUpActionData, SignUpField, SignUpValues } from './signup.ts';

type Context = Readonly<RouterContextProvider>;

/** The checkout's cart type (query `type_panier`, default drive). */
export function cartKindOf(value: string | null): CartKind {
  return (CART_KINDS as readonly string[]).includes(value ?? '') ? (value as CartKind) : DEFAULT_CART_KIND;
}

/** The sign-up page (visitors only: its layout sends a logged-in shopper home). */
export function signUpLoader(request: Request) {
  return { typePanier: cartKindOf(new URL(request.url).searchParams.get('type_panier')) };
}

function valuesOf(text: (name: string) => string, form: FormData): SignUpValues {
  const civilite = text('civilite');
  return {
    civilite: civilite === 'Mme' || civilite === 'M.' ? civilite : '',
    nom: text('nom').slice(0, 200),
    prenom: text('prenom').slice(0, 200),
    email: text('email').slice(0, 300),
    tel: text('tel').slice(0, 50),
    optIn: form.has('optIn'),
    optin_sms_suivi_commande_drive: form.has('optin_sms_suivi_commande_drive'),
  };
}

function failure(
  values: SignUpValues,
  fieldErrors: FieldErrors<SignUpField>,
  error: string | null,
  status: number,
) {
  return data<SignUpActionData>({ values, fieldErrors, error }, { status });
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
  const values = valuesOf(parsed.text, form);
  const fieldErrors: FieldErrors<SignUpField> = parsed.ok ? {} : parsed.fieldErrors;
  // The SMS follow-up of drive orders needs a number to send them to.
  if (values.optin_sms_suivi_commande_drive && !values.tel.trim()) fieldErrors.tel ??= messages.telRequired;
  if (!parsed.ok || Object.keys(fieldErrors).length) return failure(values, fieldErrors, null, 422);

  try {
    const answer = await shop.api.call(endpoints.accounts.signUp, {
      body: parsed.value,
      needsClientToken: true,
    });
    return data<SignUpActionData>(
      { values, fieldErrors: {}, error: null, sent: answer.data, captchaUsed: true },
      { status: 202 },
    );
  } catch (error) {
    if (!isApiError(error)) throw error;
    const errors = firstErrors<SignUpField>(error.fieldErrors);
    const onFields = Object.keys(errors).length > 0;
    return data<SignUpActionData>(
      { values, fieldErrors: errors, error: onFields ? null : error.message, captchaUsed: true },
      { status: error.status },
    );
  }
}
