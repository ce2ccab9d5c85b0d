import type { Civilite, SignUpAnswer } from '@cabas/contracts';
import type { FieldErrors } from './form.ts';

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

/** What the form sends back on a failure (never the password). */
export interface SignUpValues {
  civilite: Civilite | '';
  nom: string;
  prenom: string;
  email: string;
  tel: string;
  optIn: boolean;
  optin_sms_suivi_commande_drive: boolean;
}

export interface SignUpActionData {
  values: SignUpValues;
  fieldErrors: FieldErrors<SignUpField>;
  /** A message for the whole form (rate limit, API unavailable…). */
  error: string | null;
  /**
   * The request was taken: the page says to check the mailbox, the same whether the address was new
   * or already had an account; the shopper then logs in.
   */
  sent?: SignUpAnswer | null;
  /** The captcha's payload reached the API, which accepts a solved challenge once: solve a new one. */
  captchaUsed?: boolean;
}
