/** Error codes of the auth, captcha and accounts calls (the captcha ones are common: see error-codes.ts). */
export const ACCOUNTS_ERROR_CODES = {
  /** Login refused: unknown e-mail, wrong password or closed account, one answer for all (401). */
  loginFailed: 'identifiants_invalides',
  /** A refresh token that is unknown, expired, revoked or used twice; an account gone (401). */
  sessionExpired: 'session_expiree',
  /** Client-credentials grant with credentials that are not the storefront's (401). */
  invalidClient: 'client_invalide',
  /** Password change: the current password typed is wrong (422, on `old_password`). */
  oldPasswordWrong: 'mot_de_passe_actuel_incorrect',
  /** Password change: the new password is the current one (422, on `password`). */
  passwordSameAsOld: 'mot_de_passe_identique',
  /** Sign-up with a store that does not exist or is the national mode (422, on `id_magasin`). */
  signUpStoreUnknown: 'magasin_inscription_invalide',
  /**
   * A reset link of a pro account refused: its store's pro contact helps (403). The forgotten-password
   * request itself answers a pro like anyone else and mails them instead (decision 096).
   */
  proPasswordReset: 'reinitialisation_pro_impossible',
  /** A reset link that does not exist (400). */
  resetLinkInvalid: 'lien_reinitialisation_invalide',
  /** A reset link already used (410). */
  resetLinkUsed: 'lien_reinitialisation_utilise',
  /** A reset link past its hour (410). */
  resetLinkExpired: 'lien_reinitialisation_expire',
} as const;
