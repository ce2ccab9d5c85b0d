/** Error codes of the cart calls. */
export const CART_ERROR_CODES = {} as const;
