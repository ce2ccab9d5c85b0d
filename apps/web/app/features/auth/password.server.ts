/**
 * `POST /ressources/mot-de-passe`: the password change of the forced-change popin, sent to the API as
 * the shopper. Checked with the shared schema first, then by the API (wrong current password, same
 * password, lockout). The API closes the shopper's other sessions; this one stays open.
 */
import { changePasswordBody, endpoints } from '@cabas/contracts';
import { data, type RouterContextProvider } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { authedApi } from '../../lib/authed-api.server.ts';
import { type FieldErrors, firstErrors, parseForm } from '../../lib/form.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import type { FormResult } from '../../ui/use-checked-form.ts';

export const PASSWORD_FIELDS = ['old_password', 'password', 'password_confirmation'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];

/** The popin's fields: passwords only, never sent back to the page. */
export type PasswordValues = Record<PasswordField, string>;

export interface PasswordActionData {
  ok: boolean;
  /** Each field's message, or the whole form's (lockout, API unavailable…); emptied once changed. */
  result: FormResult;
}

/** The errors of the popin's own fields only. */
function ownFields(errors: FieldErrors<string>): FieldErrors<PasswordField> {
  const result: FieldErrors<PasswordField> = {};
  for (const field of PASSWORD_FIELDS) if (errors[field]) result[field] = errors[field];
  return result;
}

export async function changePasswordAction(request: Request, context: Readonly<RouterContextProvider>) {
  assertSameOrigin(request);
  const parsed = parseForm(await request.formData(), changePasswordBody);
  if (!parsed.ok) {
    return data<PasswordActionData>(
      { ok: false, result: parsed.reply({ hide: PASSWORD_FIELDS }) },
      { status: 422 },
    );
  }
  const api = await authedApi(request, context);
  try {
    await api.call(endpoints.accounts.changePassword, { body: parsed.value });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const fieldErrors = ownFields(firstErrors(error.fieldErrors));
    const hasFieldErrors = Object.keys(fieldErrors).length > 0;
    const result = parsed.reply({
      fieldErrors,
      formError: hasFieldErrors ? null : error.message,
      hide: PASSWORD_FIELDS,
    });
    return data<PasswordActionData>({ ok: false, result }, { status: error.status });
  }
  return data<PasswordActionData>({ ok: true, result: parsed.reply({ reset: true }) });
}
