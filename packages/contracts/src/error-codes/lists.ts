/** Error codes of the lists calls. */
export const LISTS_ERROR_CODES = {} as const;
