/**
 * Account creation (doc 1 §2, doc 2 §2.2, §4 "Account creation", §5, §8): `/creation-compte` and the
 * checkout's `/commander/creation-compte`. The form is checked with the API's own schema, then
 * `POST /api/clients` (client token) creates the account and opens its session, kept in the session
 * cookie like a login. A shopper in national mode gets the account's store at once (doc 2 §4).
 */
import {
  CART_KINDS,
  type CartKind,
  type ClientResource,
  DEFAULT_CART_KIND,
  messages,
  signUpBody,
  type TokenResponse,
} from '@cabas/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { createApiClient, isApiError } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { assertSameOrigin, redirectIfLoggedIn } from '../auth/auth.server.ts';
import { cartStateStep, pendingSteps } from '../auth/post-login.server.ts';
import { commitSession } from '../auth/session.server.ts';
import { storeCookie } from '../stores/store-context.server.ts';
import { appCall } from './app-api.server.ts';
import { apiFieldErrors, checked, type FieldErrors, firstIssues, textOf } from './form.ts';
import {
  SIGNUP_CONFIRMATION_PATH,
  type SignUpActionData,
  type SignUpField,
  type SignUpValues,
} from './signup.ts';

type Context = Readonly<RouterContextProvider>;

/** The checkout's cart type (query `type_panier`, default drive). */
export function cartKindOf(value: string | null): CartKind {
  return (CART_KINDS as readonly string[]).includes(value ?? '') ? (value as CartKind) : DEFAULT_CART_KIND;
}

/** Visitors only (doc 2 §2.2): a logged-in shopper is sent home. */
export async function signUpLoader(request: Request) {
  await redirectIfLoggedIn(request);
  return { typePanier: cartKindOf(new URL(request.url).searchParams.get('type_panier')) };
}

const RENAME: Partial<Record<string, SignUpField>> = { id_magasin: 'magasin_id' };

function valuesOf(form: FormData): SignUpValues {
  const civilite = textOf(form, 'civilite');
  return {
    civilite: civilite === 'Mme' || civilite === 'M.' ? civilite : '',
    nom: textOf(form, 'nom').slice(0, 200),
    prenom: textOf(form, 'prenom').slice(0, 200),
    email: textOf(form, 'email').slice(0, 300),
    tel: textOf(form, 'tel').slice(0, 50),
    optIn: checked(form, 'optIn'),
    optin_sms_suivi_commande_drive: checked(form, 'optin_sms_suivi_commande_drive'),
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

/** `POST`: creates the account, logs the shopper in, then the confirmation page (or the checkout). */
export async function signUpAction(request: Request, context: Context, checkout: boolean) {
  assertSameOrigin(request);
  await redirectIfLoggedIn(request);
  const shop = context.get(shopContext);
  const form = await request.formData();
  const values = valuesOf(form);
  const parsed = signUpBody.safeParse({
    civilite: values.civilite || undefined,
    nom: values.nom,
    prenom: values.prenom,
    email: values.email,
    password: textOf(form, 'password'),
    id_magasin: textOf(form, 'magasin_id').trim() || undefined,
    tel: values.tel.trim() || undefined,
    optIn: values.optIn,
    optin_sms_suivi_commande_drive: values.optin_sms_suivi_commande_drive,
  });
  const fieldErrors = parsed.success ? {} : firstIssues<SignUpField>(parsed.error.issues, RENAME);
  // The SMS follow-up of drive orders needs a number to send them to.
  if (values.optin_sms_suivi_commande_drive && !values.tel.trim()) fieldErrors.tel ??= messages.telRequired;
  if (!parsed.success || Object.keys(fieldErrors).length) return failure(values, fieldErrors, null, 422);

  let answer: { data: ClientResource; auth: TokenResponse };
  try {
    answer = await appCall(shop.api, 'POST', '/clients', { body: parsed.data });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const errors = apiFieldErrors<SignUpField>(error.fieldErrors, RENAME);
    const onFields = Object.keys(errors).length > 0;
    return failure(values, errors, onFields ? null : error.message, error.status);
  }

  const { data: client, auth } = answer;
  if (!auth.refresh_token) throw new Error('The API answered a sign-up without a refresh token.');
  // The visitor's basket follows them into the new account (the cart-state step after login).
  const postLogin = await pendingSteps(
    {
      client,
      api: createApiClient({ ...shop.api.options, token: auth.access_token }),
      storeAssigned: null,
      storeId: shop.storeId,
      uuid: shop.uuid,
    },
    [cartStateStep],
  );
  const headers = new Headers();
  headers.append(
    'set-cookie',
    await commitSession(request, {
      accessToken: auth.access_token,
      refreshToken: auth.refresh_token,
      prenom: client.attributes.prenom,
      isPro: client.attributes.isPro,
      postLogin,
    }),
  );
  // National mode: the new account's store becomes the current store (doc 2 §4 "switch store").
  const accountStore = client.attributes.id_magasin;
  if (shop.storeId === null && accountStore !== null)
    headers.append('set-cookie', storeCookie(accountStore, shop.secure));
  const typePanier = cartKindOf(new URL(request.url).searchParams.get('type_panier'));
  throw redirect(checkout ? `/commander?type_panier=${typePanier}` : SIGNUP_CONFIRMATION_PATH, { headers });
}
