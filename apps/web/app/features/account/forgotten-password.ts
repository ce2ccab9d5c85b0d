import type { FormResult } from '../../ui/use-checked-form.ts';

export const FORGOTTEN_PASSWORD_PATH = '/mdp-oublie';

/** The form's fields (the captcha's payload is never sent back to the page). */
export interface ForgottenPasswordValues {
  email: string;
  altcha: string;
}

export interface ForgottenPasswordActionData {
  /** What was typed and each field's message, or the whole form's (pro account, rate limit…). */
  result: FormResult;
  /** The request was taken: the confirmation screen shows. */
  sent: boolean;
  /** A resend from the confirmation screen. */
  resent: boolean;
  /** The address the confirmation screen shows and resends to. */
  email: string;
  /** The captcha's payload reached the API, which accepts a solved challenge once: solve a new one. */
  captchaUsed: boolean;
}
