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

/** Never sent back to the page. */
const HIDDEN = ['altcha'];

export async function forgottenPasswordAction(request: Request, context: Context) {
  assertSameOrigin(request);
  const form = await request.formData();
  const parsed = parseForm<typeof forgottenPasswordBody, Field>(form, forgottenPasswordBody);
  const email = parsed.text('email').trim().slice(0, 300);
  const resent = parsed.text('intent') === 'renvoyer';
  const answer = (
    init: Omit<ForgottenPasswordActionData, 'resent' | 'email'> & { email?: string },
    status = 200,
  ) => data<ForgottenPasswordActionData>({ resent, email, ...init }, { status });

  if (!parsed.ok)
    return answer({ result: parsed.reply({ hide: HIDDEN }), sent: false, captchaUsed: false }, 422);
  try {
    const taken = await context.get(shopContext).api.call(endpoints.accounts.forgottenPassword, {
      body: parsed.value,
      needsClientToken: true,
    });
    return answer({
      result: parsed.reply({ reset: true }),
      sent: true,
      email: taken.data.email,
      captchaUsed: true,
    });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const fieldErrors = firstErrors<Field>(error.fieldErrors);
    const onFields = Object.keys(fieldErrors).length > 0;
    const result = parsed.reply({
      fieldErrors,
      formError: onFields ? null : messageOf(error),
      hide: HIDDEN,
    });
    return answer({ result, sent: false, captchaUsed: true }, error.status);
  }
}
