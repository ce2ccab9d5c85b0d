/** Error codes of the leaflet calls. */
export const LEAFLETS_ERROR_CODES = {
  /** The store does not offer this leaflet: no leaflet of this store has this address (404). */
  leafletNotFound: 'prospectus_introuvable',
  /** The store no longer offers this leaflet: its offer has ended (410). */
  leafletExpired: 'prospectus_expire',
} as const;
