/**
 * `POST /ressources/mot-de-passe`: the password change of the forced-change popin (doc 1 §4, §5),
 * `PUT /api/me/password` as the shopper. Checked with the shared schema first (the doc 1 §5
 * messages), then by the API (wrong current password, same password, lockout). The API closes the
 * shopper's other sessions; this one stays open.
 */
import { changePasswordBody, messages } from '@cabas/contracts';
import { data, type RouterContextProvider } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { assertSameOrigin } from './auth.server.ts';
import { authedApi } from './authed-api.server.ts';

export const PASSWORD_FIELDS = ['old_password', 'password', 'password_confirmation'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];

export interface PasswordActionData {
  ok: boolean;
  fieldErrors: Partial<Record<PasswordField, string>>;
  error: string | null;
}

function firstErrors(entries: Iterable<[unknown, string]>): PasswordActionData['fieldErrors'] {
  const errors: PasswordActionData['fieldErrors'] = {};
  for (const [key, message] of entries) {
    if (PASSWORD_FIELDS.includes(key as PasswordField) && !errors[key as PasswordField])
      errors[key as PasswordField] = message;
  }
  return errors;
}

export async function changePasswordAction(request: Request, context: Readonly<RouterContextProvider>) {
  assertSameOrigin(request);
  const form = await request.formData();
  const value = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v : '';
  };
  const parsed = changePasswordBody.safeParse({
    old_password: value('old_password'),
    password: value('password'),
    password_confirmation: value('password_confirmation'),
  });
  if (!parsed.success) {
    const fieldErrors = firstErrors(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
    return data<PasswordActionData>({ ok: false, fieldErrors, error: null }, { status: 422 });
  }
  const api = await authedApi(request, context);
  try {
    await api.put('/me/password', parsed.data);
  } catch (error) {
    if (!isApiError(error)) throw error;
    const apiErrors = error.fieldErrors ?? {};
    const fieldErrors = firstErrors(
      Object.entries(apiErrors).map(([key, list]) => [key, list[0] ?? messages.generic]),
    );
    const hasFieldErrors = Object.keys(fieldErrors).length > 0;
    return data<PasswordActionData>(
      { ok: false, fieldErrors, error: hasFieldErrors ? null : error.message },
      { status: error.status },
    );
  }
  return data<PasswordActionData>({ ok: true, fieldErrors: {}, error: null });
}
