export const EMAIL_CONFIRMATION_PATH = '/mon-compte/mon-profil/confirmation-email';

export interface EmailConfirmationData {
  /** The link's token, while it is to be confirmed. */
  token: string | null;
  /** The change is made: the message that says so. */
  done: string | null;
  /** The link is refused (unknown, used, expired, address taken). */
  error: string | null;
}
