/** Error codes of the défis calls (`/me/defis`, decision 126). */
export const LOYALTY_CHALLENGES_ERROR_CODES = {
  /** A challenge that does not exist or is not offered to the customer (404). */
  loyaltyChallengeNotFound: 'defi_introuvable',
} as const;
