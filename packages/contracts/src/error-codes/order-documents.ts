/** Error codes of the order documents (PDF, invoice), in-store receipts and ticket preference. */
export const ORDER_DOCUMENTS_ERROR_CODES = {
  /** The order is not withdrawn (retiree) yet: no invoice (409). */
  invoiceNotAvailable: 'facture_indisponible',
  /** A pro order: its invoice comes from the pro contact, not from the account (403). */
  invoiceProOrder: 'facture_commande_pro',
  /** The in-store purchases are for loyalty card holders (403). */
  cardHolderOnly: 'porteur_carte_requis',
  /** The receipt is not this shopper's (404). */
  receiptNotFound: 'ticket_introuvable',
  /** The e-mail receipt is not offered by the shopper's store (422). */
  emailTicketUnavailable: 'ticket_email_indisponible',
} as const;
