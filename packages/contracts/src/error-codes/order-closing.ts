/** Error codes of closing an order in the store (/api/gestion/commandes/:id/cloture, decision 114). */
export const ORDER_CLOSING_ERROR_CODES = {
  /** The order is not prepared and waiting for its customer (EN_ATTENTE after its preparation) (409). */
  closingNotAllowed: 'cloture_impossible',
  /** The final amount is above what the order's payments allow: nothing is taken, the order stays ready (409). */
  closingAboveAuthorised: 'montant_final_superieur_autorise',
  /** The payment provider refused the capture: the order stays ready (409). */
  captureRefused: 'encaissement_refuse',
} as const;
