/**
 * Shopping list rules used when a list is shown and sent to the cart (no I/O).
 */

/** A weighed product's weight is chosen among its ranges (`PLAGE`); 0 is the default, always allowed. */
export function isWeightIndexAllowed(index: number, rangeCount: number): boolean {
  return Number.isInteger(index) && index >= 0 && (index === 0 || index < rangeCount);
}

export interface ListCartItem {
  id: number;
  productId: number;
  quantity: number;
}

/**
 * The cart lines of a list: all its items, or only the chosen ones (ids of lines; unknown ids are
 * ignored), one line per product in the list's order.
 */
export function listCartLines(
  items: readonly ListCartItem[],
  chosen?: readonly number[],
): { produit_id: number; quantite: number }[] {
  const keep = chosen ? new Set(chosen) : null;
  return items
    .filter((item) => (keep ? keep.has(item.id) : true) && item.quantity > 0)
    .map((item) => ({ produit_id: item.productId, quantite: item.quantity }));
}

/**
 * The names of the products the cart refused, in the list's order, each once: what the shopper is
 * told was not added.
 */
export function refusedProductNames(
  items: readonly { productId: number; name: string }[],
  refusedProductIds: readonly number[],
): string[] {
  const refused = new Set(refusedProductIds);
  const names: string[] = [];
  const seen = new Set<number>();
  for (const item of items) {
    if (!refused.has(item.productId) || seen.has(item.productId)) continue;
    seen.add(item.productId);
    names.push(item.name);
  }
  return names;
}

/** The count shown for a list: its available products, plus the missing ones when there are some. */
export function displayedListCount(counts: { nb_produits: number; nb_produits_manquant: number }): number {
  return counts.nb_produits + Math.max(0, counts.nb_produits_manquant);
}
