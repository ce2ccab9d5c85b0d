/**
 * Forgotten password: the e-mail and the ALTCHA payload go to the API under the client token. The API
 * answers the same for known and unknown addresses; a pro account is refused with its own message.
 */
import { API_ERROR_CODES, endpoints, forgottenPasswordBody, messages, PRODUCT_NAME } from '@cabas/contracts';
import { data, type RouterContextProvider } from 'react-router';
import { type ApiError, isApiError } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { firstErrors, parseForm } from '../../lib/form.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import type { ForgottenPasswordActionData } from './forgotten-password.ts';

type Context = Readonly<RouterContextProvider>;
type Field = 'email' | 'altcha';

/** The pro refusal has its own message; any other failure the client's French message for its status. */
function messageOf(error: ApiError): string {
  return error.code === API_ERROR_CODES.proPasswordReset
    ? messages.forgottenPasswordPro(PRODUCT_NAME)
    : error.message;
}

export async function forgottenPasswordAction(request: Request, context: Context) {
  assertSameOrigin(request);
  const form = await request.formData();
  const parsed = parseForm<typeof forgottenPasswordBody, Field>(form, forgottenPasswordBody);
  const email = parsed.text('email').trim().slice(0, 300);
  const resent = parsed.text('intent') === 'renvoyer';
  const reply = (init: Partial<ForgottenPasswordActionData>, status = 200) =>
    data<ForgottenPasswordActionData>(
      { sent: false, resent, email, fieldErrors: {}, error: null, captchaUsed: false, ...init },
      { status },
    );

  if (!parsed.ok) return reply({ fieldErrors: parsed.fieldErrors, sent: false }, 422);
  try {
    const answer = await context.get(shopContext).api.call(endpoints.accounts.forgottenPassword, {
      body: parsed.value,
      needsClientToken: true,
    });
    return reply({ sent: true, email: answer.data.email, captchaUsed: true });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const fieldErrors = firstErrors<Field>(error.fieldErrors);
    const onFields = Object.keys(fieldErrors).length > 0;
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
