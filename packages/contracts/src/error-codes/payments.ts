/** Error codes of the payments calls. */
export const PAYMENTS_ERROR_CODES = {} as const;
