/**
 * A professional customer may not order in a store without the pro service, nor
 * in a store outside the list of stores of the account's agreement. National mode (no store chosen)
 * is exempt, and the rules do not concern other customers.
 */

export type ProStoreRefusal = 'store_without_pro_service' | 'store_outside_agreement';

export type ProStoreDecision = { allowed: true } | { allowed: false; reason: ProStoreRefusal };

export interface ProStoreQuestion {
  client: { isPro: boolean; agreementStoreIds: readonly number[] };
  store: { id: number; isNational: boolean; proService: boolean };
}

export function checkProStore({ client, store }: ProStoreQuestion): ProStoreDecision {
  if (!client.isPro || store.isNational) return { allowed: true };
  if (!store.proService) return { allowed: false, reason: 'store_without_pro_service' };
  if (!client.agreementStoreIds.includes(store.id))
    return { allowed: false, reason: 'store_outside_agreement' };
  return { allowed: true };
}

/**
 * A pro-only product exists only for professional customers. To anyone else
 * (visitors, standard customers) it is unknown: the catalogue, the cart and the shopping lists answer
 * as for a product that does not exist, without its name, price or stock.
 */
export function isProductVisible(product: { proOnly: boolean }, shopper: { isPro: boolean }): boolean {
  return !product.proOnly || shopper.isPro;
}

/**
 * A pro recipe (written for professional buyers, in professional quantities) exists only for
 * professional customers, as a pro-only product does: to visitors and standard customers it is
 * unknown everywhere (list, search, its page, favourites, meals, cart lines).
 */
export function isRecipeVisible(recipe: { pro: boolean }, shopper: { isPro: boolean }): boolean {
  return !recipe.pro || shopper.isPro;
}

/** Professional customers pay by their agreement's means and save no bank card. */
export function mayKeepBankCards(shopper: { isPro: boolean }): boolean {
  return !shopper.isPro;
}
