import type { FieldErrors } from '../../lib/form.ts';

/** Designed route: the page the reset e-mail links to (`?token=`). */
export const PASSWORD_RESET_PATH = '/mdp-oublie/reinitialisation';
/** Where the reset lands once done (POST, then redirect, then GET). */
export const PASSWORD_UPDATED_PARAM = 'mis-a-jour';

export type PasswordResetData =
  | { state: 'form'; token: string }
  | { state: 'invalid'; message: string }
  | { state: 'done' };

export interface PasswordResetActionData {
  fieldErrors: FieldErrors<'password' | 'password_confirmation'>;
  /** The link stopped working meanwhile (used, expired): the page shows why, and the way to ask again. */
  invalid: string | null;
  error: string | null;
}
