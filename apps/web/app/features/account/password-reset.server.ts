/**
 * The reset page of the e-mail link (doc 2 §2.2 'Mot de passe mis à jour'; designed route
 * `/mdp-oublie/reinitialisation?token=`): the link is checked first (`POST
 * /api/mot-de-passe-oublie/verification`), then the new password is set once
 * (`…/reinitialisation`); every session of the account ends on the API side.
 */
import { accountMessages, resetPasswordBody } from '@cabas/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { type ApiError, isApiError } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { assertSameOrigin } from '../auth/auth.server.ts';
import { appCall } from './app-api.server.ts';
import { apiFieldErrors, firstIssues, textOf } from './form.ts';
import {
  PASSWORD_RESET_PATH,
  PASSWORD_UPDATED_PARAM,
  type PasswordResetActionData,
  type PasswordResetData,
} from './password-reset.ts';

type Context = Readonly<RouterContextProvider>;
type Field = 'password' | 'password_confirmation';

/** 400 (unknown), 410 (used, expired) and 403 (pro account): the link cannot be used. */
function isUnusableLink(error: ApiError): boolean {
  return error.status === 400 || error.status === 410 || error.status === 403;
}

function dataMessage(error: ApiError): string {
  const message = (error.data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message : error.message;
}

export async function passwordResetLoader(request: Request, context: Context): Promise<PasswordResetData> {
  const url = new URL(request.url);
  if (url.searchParams.get(PASSWORD_UPDATED_PARAM) === '1') return { state: 'done' };
  const token = url.searchParams.get('token')?.trim() ?? '';
  if (!token) return { state: 'invalid', message: accountMessages.resetTokenRequired };
  if (token.length > 200) return { state: 'invalid', message: accountMessages.resetTokenInvalid };
  try {
    await appCall(context.get(shopContext).api, 'POST', '/mot-de-passe-oublie/verification', {
      body: { token },
    });
  } catch (error) {
    if (isApiError(error) && isUnusableLink(error)) return { state: 'invalid', message: dataMessage(error) };
    throw error;
  }
  return { state: 'form', token };
}

export async function passwordResetAction(request: Request, context: Context) {
  assertSameOrigin(request);
  const form = await request.formData();
  const reply = (init: Partial<PasswordResetActionData>, status: number) =>
    data<PasswordResetActionData>({ fieldErrors: {}, invalid: null, error: null, ...init }, { status });
  const parsed = resetPasswordBody.safeParse({
    token: textOf(form, 'token'),
    password: textOf(form, 'password'),
    password_confirmation: textOf(form, 'password_confirmation'),
  });
  if (!parsed.success) {
    const errors = firstIssues<Field | 'token'>(parsed.error.issues);
    if (errors.token) return reply({ invalid: errors.token }, 400);
    return reply({ fieldErrors: errors }, 422);
  }
  try {
    await appCall(context.get(shopContext).api, 'POST', '/mot-de-passe-oublie/reinitialisation', {
      body: parsed.data,
    });
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (isUnusableLink(error)) return reply({ invalid: dataMessage(error) }, error.status);
    const fieldErrors = apiFieldErrors<Field>(error.fieldErrors);
    const onFields = error.status === 422 && Object.keys(fieldErrors).length > 0;
    return reply(
      { fieldErrors: onFields ? fieldErrors : {}, error: onFields ? null : error.message },
      error.status,
    );
  }
  throw redirect(`${PASSWORD_RESET_PATH}?${PASSWORD_UPDATED_PARAM}=1`, { status: 303 });
}
