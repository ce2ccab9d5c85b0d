import { cardCodes } from '../../platform/auth/card-codes.ts';

/** Codes cagnotte, hashed as the gift card PINs are (platform/auth/card-codes.ts). */
const codes = cardCodes('cabas-code-cagnotte');

export const hashLoyaltyCode = codes.hash;
export const verifyLoyaltyCode = codes.matches;
