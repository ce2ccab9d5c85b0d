/** Error codes of cancelling and editing a placed order. */
export const ORDER_CHANGES_ERROR_CODES = {
  /** The order can no longer be cancelled: past its cut-off, or no longer placed (409). */
  orderNotCancellable: 'commande_non_annulable',
  /** The order can no longer be changed: past its cut-off, or no longer placed (409). */
  orderNotEditable: 'commande_non_modifiable',
  /** The order has no change under way (404). */
  orderChangeNotFound: 'modification_introuvable',
  /** The change would leave the order without any product (422). */
  orderChangeEmpty: 'modification_vide',
  /** The change no longer matches the order: another change applied meanwhile, or paid another amount (409). */
  orderChangeOutdated: 'modification_depassee',
  /** The slot asked is not one of the order's service (422, on `creneau_id`). */
  orderChangeSlotUnknown: 'creneau_non_propose',
  /** The changed order is below the minimum amount of its mode (422, on `lignes`). */
  orderAmountBelowMinimum: 'montant_minimum_non_atteint',
  /** The changed order is above the maximum amount of its mode (422, on `lignes`). */
  orderAmountAboveMaximum: 'montant_maximum_depasse',
} as const;
