import type { FieldErrors } from '../../lib/form.ts';

export const FORGOTTEN_PASSWORD_PATH = '/mdp-oublie';

export interface ForgottenPasswordActionData {
  /** The request was taken: the confirmation screen shows. */
  sent: boolean;
  /** A resend from the confirmation screen. */
  resent: boolean;
  email: string;
  fieldErrors: FieldErrors<'email' | 'altcha'>;
  error: string | null;
  /** The captcha's payload reached the API, which accepts a solved challenge once: solve a new one. */
  captchaUsed: boolean;
}
