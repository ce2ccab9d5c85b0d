/** Error codes of the professional buyers' calls: the pro checkout, the pro space, the pro invoices (decision 119). */
export const PRO_ERROR_CODES = {
  /** A call of the pro checkout or the pro space by a consumer account (403). */
  proAccountRequired: 'compte_pro_requis',
  /** A pro orders in a store outside the stores of the account's agreement (403). */
  proStoreNotAllowed: 'magasin_hors_convention_pro',
  /** A pro orders in a store that no longer offers the pro service (403). */
  proServiceUnavailable: 'service_pro_indisponible',
  /** The chosen service is not one a pro may order with (422). */
  proServiceRefused: 'service_non_pro',
  /** processCreateCommande on a pro checkout with its service, slot or payment mode missing (409). */
  proCheckoutIncomplete: 'commande_pro_incomplete',
  /** The cart holds products a pro may not order (click and collect, caterer, home delivery only) (409). */
  proProductsNotAllowed: 'produits_non_autorises_pro',
  /** An order on invoice above what is left of the company's outstanding limit (409). */
  proOutstandingExceeded: 'encours_depasse',
  /** A pro invoice that does not exist or is not this client's, or not of the staff member's stores (404). */
  proInvoiceNotFound: 'facture_pro_introuvable',
  /** The payment of this invoice is already recorded (409). */
  proInvoiceAlreadyPaid: 'facture_pro_deja_reglee',
} as const;
