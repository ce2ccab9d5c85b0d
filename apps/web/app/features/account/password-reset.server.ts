/**
 * The reset page of the e-mail link (`/mdp-oublie/reinitialisation?token=`): the link is checked
 * first, then the new password is set once; every session of the account ends on the API side.
 */
import {
  API_ERROR_CODES,
  type ApiErrorCode,
  accountMessages,
  endpoints,
  messages,
  PRODUCT_NAME,
  resetPasswordBody,
} from '@cabas/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { type ApiError, isApiError } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { firstErrors, parseForm, type ReplyExtras } from '../../lib/form.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import {
  PASSWORD_RESET_PATH,
  PASSWORD_UPDATED_PARAM,
  type PasswordResetActionData,
  type PasswordResetData,
} from './password-reset.ts';

type Context = Readonly<RouterContextProvider>;
type Field = 'password' | 'password_confirmation';

/** Why a link cannot be used (unknown, used, expired, a pro's account), by the API's code. */
const UNUSABLE_LINK: Partial<Record<ApiErrorCode, string>> = {
  [API_ERROR_CODES.resetLinkInvalid]: accountMessages.resetTokenInvalid,
  [API_ERROR_CODES.resetLinkUsed]: accountMessages.resetTokenUsed,
  [API_ERROR_CODES.resetLinkExpired]: accountMessages.resetTokenExpired,
  [API_ERROR_CODES.proPasswordReset]: messages.forgottenPasswordPro(PRODUCT_NAME),
};

/** The message of a link the API refused, `null` for any other error. */
function unusableLink(error: ApiError): string | null {
  return (error.code && UNUSABLE_LINK[error.code]) || null;
}

export async function passwordResetLoader(request: Request, context: Context): Promise<PasswordResetData> {
  const url = new URL(request.url);
  if (url.searchParams.get(PASSWORD_UPDATED_PARAM) === '1') return { state: 'done' };
  const token = url.searchParams.get('token')?.trim() ?? '';
  if (!token) return { state: 'invalid', message: accountMessages.resetTokenRequired };
  if (token.length > 200) return { state: 'invalid', message: accountMessages.resetTokenInvalid };
  try {
    await context.get(shopContext).api.call(endpoints.accounts.checkResetLink, {
      body: { token },
      needsClientToken: true,
    });
  } catch (error) {
    const message = isApiError(error) ? unusableLink(error) : null;
    if (message) return { state: 'invalid', message };
    throw error;
  }
  return { state: 'form', token };
}

/** Never sent back to the page. */
const HIDDEN = ['token', 'password', 'password_confirmation'];

export async function passwordResetAction(request: Request, context: Context) {
  assertSameOrigin(request);
  const form = await request.formData();
  const parsed = parseForm<typeof resetPasswordBody, Field | 'token'>(form, resetPasswordBody);
  const answer = (status: number, extras: ReplyExtras = {}, invalid: string | null = null) =>
    data<PasswordResetActionData>({ result: parsed.reply({ ...extras, hide: HIDDEN }), invalid }, { status });
  if (!parsed.ok) {
    const { token } = parsed.fieldErrors;
    if (token) return answer(400, {}, token);
    return answer(422);
  }
  try {
    await context.get(shopContext).api.call(endpoints.accounts.resetPassword, {
      body: parsed.value,
      needsClientToken: true,
    });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const invalid = unusableLink(error);
    if (invalid) return answer(error.status, {}, invalid);
    const fieldErrors = firstErrors<Field>(error.fieldErrors);
    const onFields = Object.keys(fieldErrors).length > 0;
    return answer(error.status, { fieldErrors, formError: onFields ? null : error.message });
  }
  throw redirect(`${PASSWORD_RESET_PATH}?${PASSWORD_UPDATED_PARAM}=1`, { status: 303 });
}
