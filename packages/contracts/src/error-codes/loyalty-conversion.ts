/** Error codes of the points transformation (`/me/fidelites/:id/conversion-points`, decision 125). */
export const LOYALTY_CONVERSION_ERROR_CODES = {
  /** A card whose points do not convert: a partner payment card (C4), an expired card (409). */
  loyaltyPointsNotConvertible: 'points_non_transformables',
  /** The card holds fewer points than the transformation asks (409). */
  loyaltyPointsInsufficient: 'points_insuffisants',
  /** The request's key was already used for another transformation (409). */
  loyaltyConversionKeyReused: 'transformation_deja_demandee',
} as const;
