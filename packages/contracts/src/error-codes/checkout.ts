/** Error codes of the checkout calls. */
export const CHECKOUT_ERROR_CODES = {} as const;
