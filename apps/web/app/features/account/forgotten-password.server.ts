/**
 * Forgotten password (doc 2 §2.2, §4, §5, §8): `POST /api/mot-de-passe-oublie` with the e-mail and the
 * ALTCHA payload, under the client token. The API answers the same for known and unknown addresses;
 * a pro account gets its 403 message, shown from the error data as doc 2 §8 says.
 */
import { type ForgottenPasswordAnswer, forgottenPasswordBody } from '@cabas/contracts';
import { data, type RouterContextProvider } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { assertSameOrigin } from '../auth/auth.server.ts';
import { appCall } from './app-api.server.ts';
import type { ForgottenPasswordActionData } from './forgotten-password.ts';
import { apiFieldErrors, firstIssues, textOf } from './form.ts';

type Context = Readonly<RouterContextProvider>;

/** The message of the error data (the pro refusal), else the client's French message for the status. */
function messageOf(error: { status: number; message: string; data: unknown }): string {
  const message = (error.data as { message?: unknown } | undefined)?.message;
  return error.status !== 429 && typeof message === 'string' && message.trim() ? message : error.message;
}

export async function forgottenPasswordAction(request: Request, context: Context) {
  assertSameOrigin(request);
  const form = await request.formData();
  const email = textOf(form, 'email').trim().slice(0, 300);
  const resent = textOf(form, 'intent') === 'renvoyer';
  const reply = (init: Partial<ForgottenPasswordActionData>, status = 200) =>
    data<ForgottenPasswordActionData>(
      { sent: false, resent, email, fieldErrors: {}, error: null, captchaUsed: false, ...init },
      { status },
    );

  const parsed = forgottenPasswordBody.safeParse({ email, altcha: textOf(form, 'altcha') });
  if (!parsed.success) return reply({ fieldErrors: firstIssues(parsed.error.issues), sent: false }, 422);
  try {
    const answer = await appCall<{ data: ForgottenPasswordAnswer }>(
      context.get(shopContext).api,
      'POST',
      '/mot-de-passe-oublie',
      { body: parsed.data },
    );
    return reply({ sent: true, email: answer.data.email, captchaUsed: true });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const fieldErrors = apiFieldErrors<'email' | 'altcha'>(error.fieldErrors);
    const onFields = error.status === 422 && Object.keys(fieldErrors).length > 0;
    return reply(
      {
        fieldErrors: onFields ? fieldErrors : {},
        error: onFields ? null : messageOf(error),
        captchaUsed: true,
      },
      error.status,
    );
  }
}
