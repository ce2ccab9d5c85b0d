/**
 * `/mon-compte/mon-profil`: the profile form, the e-mail change, the password change and the account
 * deletion's steps, one action told apart by `intent`. Every form is a plain POST checked for its
 * origin and parsed with the contracts' schema; a success redirects back with `?ok=` (the status
 * message), a refusal answers the form with its messages.
 */
import {
  API_ERROR_CODES,
  accountDeletionBody,
  changePasswordBody,
  deletionWarningForm,
  emailChangeBody,
  endpoints,
  profileBody,
  profileMessages,
} from '@cabas/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { authedApi } from '../../lib/authed-api.server.ts';
import { firstErrors, parseForm, type ReplyExtras } from '../../lib/form.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import { destroySession } from '../../lib/session.server.ts';
import type { FormResult } from '../../ui/use-checked-form.ts';
import {
  ACCOUNT_DELETED_PATH,
  PROFILE_PATH,
  type ProfileActionData,
  type ProfileIntent,
  type ProfileLoaderData,
  type ProfileSuccess,
} from './profile.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const SUCCESSES: readonly ProfileSuccess[] = ['profil', 'email', 'mot-de-passe'];

export async function profileLoader({ request, context }: Args): Promise<ProfileLoaderData> {
  const api = await authedApi(request, context);
  const [client, motifs, deletion] = await Promise.all([
    api.call(endpoints.accounts.me),
    api.call(endpoints.profile.deletionMotifs),
    api.call(endpoints.profile.deletionStatus),
  ]);
  const a = client.data.attributes;
  const query = new URL(request.url).searchParams;
  const step = query.get('suppression');
  const ok = query.get('ok');
  return {
    email: a.email,
    isPro: a.isPro,
    passwordExpired: a.password_expired,
    values: {
      civilite: a.civilite,
      nom: a.nom,
      prenom: a.prenom,
      tel: a.tel ?? '',
      adresse: a.adresse ?? '',
      complement_adresse: a.complement_adresse ?? '',
      cp: a.cp ?? '',
      ville: a.ville ?? '',
      pays: a.pays ?? '',
      departement: a.departement ?? '',
      optIn: a.optIn,
      optin_sms_suivi_commande_drive: a.optin_sms_suivi_commande_drive,
    },
    motifs: motifs.data,
    deletion: deletion.data,
    deletionStep: step === '1' ? 1 : step === '2' ? 2 : 0,
    success: SUCCESSES.find((s) => s === ok) ?? null,
  };
}

function refused(intent: ProfileIntent, result: FormResult, status: number, blocked?: boolean) {
  return data<ProfileActionData>({ intent, result, ...(blocked ? { blocked } : {}) }, { status });
}

/** A parsed form's answer for the page. */
type Parsed = { reply: (options?: ReplyExtras) => FormResult };

/** An API refusal on this form: its field errors, else its message as the form's error. */
function apiRefusal(intent: ProfileIntent, error: unknown, parsed: Parsed, hide?: readonly string[]) {
  if (!isApiError(error)) throw error;
  const fieldErrors = firstErrors<string>(error.fieldErrors);
  const hasFields = Object.keys(fieldErrors).length > 0;
  const result = parsed.reply({ fieldErrors, formError: hasFields ? null : error.message, hide });
  return refused(intent, result, error.status);
}

const succeeded = (ok: ProfileSuccess) => redirect(`${PROFILE_PATH}?ok=${ok}`);

/** Never sent back to the page. */
const PASSWORDS = ['password', 'old_password', 'password_confirmation'];

export async function profileAction({ request, context }: Args) {
  assertSameOrigin(request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '') as ProfileIntent;
  switch (intent) {
    case 'profil':
      return saveProfile(form, { request, context });
    case 'email':
      return changeEmail(form, { request, context });
    case 'mot-de-passe':
      return changePassword(form, { request, context });
    case 'suppression-avertissement':
      return acceptDeletionWarning(form);
    case 'suppression':
      return deleteAccount(form, { request, context });
    default:
      return refused('profil', { status: 'error', error: { '': ['Ce formulaire est inconnu.'] } }, 400);
  }
}

async function saveProfile(form: FormData, args: Args) {
  const parsed = parseForm(form, profileBody);
  if (!parsed.ok) return refused('profil', parsed.reply(), 422);
  // An empty address field erases it (the API leaves a missing one unchanged).
  const v = parsed.value;
  const body = {
    ...v,
    adresse: v.adresse ?? null,
    complement_adresse: v.complement_adresse ?? null,
    cp: v.cp ?? null,
    ville: v.ville ?? null,
    pays: v.pays ?? null,
    departement: v.departement ?? null,
    // An unticked box is not posted: it means no.
    optIn: form.has('optIn'),
    optin_sms_suivi_commande_drive: form.has('optin_sms_suivi_commande_drive'),
  };
  const api = await authedApi(args.request, args.context);
  try {
    await api.call(endpoints.accounts.updateProfile, { body });
  } catch (error) {
    return apiRefusal('profil', error, parsed);
  }
  return succeeded('profil');
}

async function changeEmail(form: FormData, args: Args) {
  const parsed = parseForm(form, emailChangeBody);
  if (!parsed.ok) return refused('email', parsed.reply({ hide: PASSWORDS }), 422);
  const api = await authedApi(args.request, args.context);
  try {
    await api.call(endpoints.profile.requestEmailChange, { body: parsed.value });
  } catch (error) {
    // The account's hourly limit of requests: its own message on the form, not the 429 page.
    if (isApiError(error) && error.code === API_ERROR_CODES.emailChangeTooMany)
      return refused(
        'email',
        parsed.reply({ formError: profileMessages.emailChangeTooMany, hide: PASSWORDS }),
        429,
      );
    return apiRefusal('email', error, parsed, PASSWORDS);
  }
  return succeeded('email');
}

async function changePassword(form: FormData, args: Args) {
  const parsed = parseForm(form, changePasswordBody);
  if (!parsed.ok) return refused('mot-de-passe', parsed.reply({ hide: PASSWORDS }), 422);
  const api = await authedApi(args.request, args.context);
  try {
    await api.call(endpoints.accounts.changePassword, { body: parsed.value });
  } catch (error) {
    return apiRefusal('mot-de-passe', error, parsed, PASSWORDS);
  }
  return succeeded('mot-de-passe');
}

function acceptDeletionWarning(form: FormData) {
  const parsed = parseForm(form, deletionWarningForm);
  if (!parsed.ok) return refused('suppression-avertissement', parsed.reply(), 422);
  return redirect(`${PROFILE_PATH}?suppression=2#suppression`);
}

/** Step 2: the API erases the account and ends its sessions; the cookie goes, the confirmation shows. */
async function deleteAccount(form: FormData, args: Args) {
  const parsed = parseForm(form, accountDeletionBody);
  if (!parsed.ok) return refused('suppression', parsed.reply({ hide: PASSWORDS }), 422);
  const api = await authedApi(args.request, args.context);
  try {
    await api.call(endpoints.profile.deleteAccount, { body: parsed.value });
  } catch (error) {
    if (isApiError(error) && error.code === 'suppression_compte_impossible')
      return refused('suppression', parsed.reply({ formError: error.message, hide: PASSWORDS }), 409, true);
    return apiRefusal('suppression', error, parsed, PASSWORDS);
  }
  throw redirect(ACCOUNT_DELETED_PATH, { headers: { 'set-cookie': await destroySession(args.request) } });
}
