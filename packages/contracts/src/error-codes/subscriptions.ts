/** Error codes of the delivery subscription calls. */
export const SUBSCRIPTIONS_ERROR_CODES = {
  /** Professional customers have no subscriptions (403). */
  subscriptionsProForbidden: 'abonnements_reserves_particuliers',
  /** The store does not sell the subscription, or no store is chosen (409). */
  subscriptionNotOffered: 'abonnement_non_propose',
  /** The shopper already has a current subscription at this store (409). */
  subscriptionAlreadyCurrent: 'abonnement_deja_en_cours',
  /** The store's maximum of subscribers is reached (409). */
  subscriptionMaximumReached: 'abonnement_complet',
  /** An offer that the store does not sell (404). */
  subscriptionOfferNotFound: 'offre_abonnement_introuvable',
} as const;
