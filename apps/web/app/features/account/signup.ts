import type { Civilite, SignUpAnswer } from '@cabas/contracts';
import type { FormResult } from '../../ui/use-checked-form.ts';

export const SIGNUP_PATH = '/creation-compte';
export const SIGNUP_CONFIRMATION_PATH = '/confirmation-creation-compte';
export const CHECKOUT_SIGNUP_PATH = '/commander/creation-compte';

export type SignUpField =
  | 'altcha'
  | 'civilite'
  | 'nom'
  | 'prenom'
  | 'email'
  | 'password'
  | 'tel'
  | 'id_magasin'
  | 'optIn'
  | 'optin_sms_suivi_commande_drive';

/** The form's fields (the password and the captcha are never sent back to the page). */
export interface SignUpValues {
  altcha: string;
  password: string;
  civilite: Civilite;
  nom: string;
  prenom: string;
  email: string;
  tel: string;
  id_magasin: string;
  optIn: boolean;
  optin_sms_suivi_commande_drive: boolean;
}

export interface SignUpActionData {
  /** What was typed and each field's message, or the whole form's (rate limit, API unavailable…). */
  result: FormResult;
  /**
   * The request was taken: the page says to check the mailbox, the same whether the address was new
   * or already had an account; the shopper then logs in.
   */
  sent?: SignUpAnswer | null;
  /** The captcha's payload reached the API, which accepts a solved challenge once: solve a new one. */
  captchaUsed?: boolean;
}
