/** Error codes of the stores' till receipts (`POST /caisses/tickets`, decision 128). */
export const TILL_RECEIPTS_ERROR_CODES = {
  /** No till token, or one no store has (401). */
  tillTokenInvalid: 'jeton_caisse_invalide',
  /** A shopper's, the storefront's or a staff token on the tills' call (403). */
  tillsOnly: 'reserve_aux_caisses',
  /** The till token of another store than the receipt's (403). */
  tillOtherStore: 'caisse_autre_magasin',
  /** The card's cagnotte holds less than the till spent, or the card has none (422). */
  tillBalanceTooLow: 'cagnotte_insuffisante',
  /** The receipt was already received with other content (409). */
  tillReceiptChanged: 'ticket_deja_recu_different',
  /** Another store already used this receipt number (409). */
  tillReceiptNumberTaken: 'numero_ticket_pris',
} as const;
