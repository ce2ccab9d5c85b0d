/**
 * Account creation (doc 1 §2, doc 2 §2.2, §4 "Account creation", §5, §8): `/creation-compte` and the
 * checkout's `/commander/creation-compte`. The form (with its ALTCHA) is checked with the API's own
 * schema, then `POST /api/clients` under the storefront's client token. The API answers the same for a
 * new and an already known address (issue 17 §14) and opens no session: the page says to check the
 * mailbox, and the shopper logs in (the national shopper gets the account's store at login, doc 2 §4).
 */
import {
  CART_KINDS,
  type CartKind,
  DEFAULT_CART_KIND,
  messages,
  type SignUpAnswer,
  signUpBody,
} from '@cabas/contracts';
import { data, type RouterContextProvider } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { assertSameOrigin, redirectIfLoggedIn } from '../auth/auth.server.ts';
import { appCall } from './app-api.server.ts';
import { apiFieldErrors, checked, type FieldErrors, firstIssues, textOf } from './form.ts';
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

/**
 * `POST`: asks the API to create the account; the page then says to check the mailbox (the API answers
 * alike for a new and a known address, and opens no session: the shopper logs in from the e-mail).
 */
export async function signUpAction(request: Request, context: Context) {
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
    altcha: textOf(form, 'altcha'),
  });
  const fieldErrors = parsed.success ? {} : firstIssues<SignUpField>(parsed.error.issues, RENAME);
  // The SMS follow-up of drive orders needs a number to send them to.
  if (values.optin_sms_suivi_commande_drive && !values.tel.trim()) fieldErrors.tel ??= messages.telRequired;
  if (!parsed.success || Object.keys(fieldErrors).length) return failure(values, fieldErrors, null, 422);

  try {
    const answer = await appCall<{ data: SignUpAnswer }>(shop.api, 'POST', '/clients', { body: parsed.data });
    return data<SignUpActionData>(
      { values, fieldErrors: {}, error: null, sent: answer.data, captchaUsed: true },
      { status: 202 },
    );
  } catch (error) {
    if (!isApiError(error)) throw error;
    const errors = apiFieldErrors<SignUpField>(error.fieldErrors, RENAME);
    const onFields = Object.keys(errors).length > 0;
    return data<SignUpActionData>(
      { values, fieldErrors: errors, error: onFields ? null : error.message, captchaUsed: true },
      { status: error.status },
    );
  }
}
