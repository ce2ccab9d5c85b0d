/** Error codes of the hand-over at the drive and the « client arrivé » check-in (decision 116). */
export const HAND_OVER_ERROR_CODES = {
  /** A check-in link whose signature is wrong, or whose order does not exist (404). */
  checkInLinkInvalid: 'lien_arrivee_invalide',
  /** The order cannot be checked in: delivered at home, already handed over, or cancelled (409). */
  checkInNotAllowed: 'arrivee_impossible',
} as const;
