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
} as const;
