/** Error codes of the catalogue calls. */
export const CATALOGUE_ERROR_CODES = {} as const;
