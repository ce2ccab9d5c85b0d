/** Error codes of the profile calls: e-mail change, account deletion. */
export const PROFILE_ERROR_CODES = {
  /** The current password typed on a profile form is wrong (422, on `password`). */
  profilePasswordWrong: 'mot_de_passe_incorrect',
  /** The new e-mail is the account's own (422, on `email`). */
  emailUnchanged: 'email_identique',
  /** At the confirmation link: the new e-mail became another account's meanwhile (409, on `email`). */
  emailTaken: 'email_deja_utilise',
  /** Too many e-mail change requests by this account in the hour (429; decision 096). */
  emailChangeTooMany: 'changements_email_trop_nombreux',
  /** An e-mail change link that does not exist or is not this account's (400). */
  emailLinkInvalid: 'lien_email_invalide',
  /** An e-mail change link already used, or replaced by a newer request (410). */
  emailLinkUsed: 'lien_email_utilise',
  /** An e-mail change link past its time (410). */
  emailLinkExpired: 'lien_email_expire',
  /** Account deletion refused: an order or a delivery subscription is in progress (409). */
  deletionBlocked: 'suppression_compte_impossible',
} as const;
