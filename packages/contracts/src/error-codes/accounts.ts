/** Error codes of the accounts calls. */
export const ACCOUNTS_ERROR_CODES = {} as const;
