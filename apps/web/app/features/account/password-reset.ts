import type { FormResult } from '../../ui/use-checked-form.ts';

/** Designed route: the page the reset e-mail links to (`?token=`). */
export const PASSWORD_RESET_PATH = '/mdp-oublie/reinitialisation';
/** Where the reset lands once done (POST, then redirect, then GET). */
export const PASSWORD_UPDATED_PARAM = 'mis-a-jour';

export type PasswordResetData =
  | { state: 'form'; token: string }
  | { state: 'invalid'; message: string }
  | { state: 'done' };

/** The form's fields (the passwords are never sent back to the page). */
export interface PasswordResetValues {
  token: string;
  password: string;
  password_confirmation: string;
}

export interface PasswordResetActionData {
  /** Each field's message, or the whole form's (rate limit, API unavailable…). */
  result: FormResult;
  /** The link stopped working meanwhile (used, expired): the page shows why, and the way to ask again. */
  invalid: string | null;
}
