import { BULK_ADD_MAX_LINES, DEFAULT_CART_KIND, endpoints, type RecipeCartLines } from '@cabas/contracts';
import type { ShopperApi } from '../cart/index.server.ts';

/** What an "add to cart" of a recipe or a week answers on the page. */
export interface RecipeCartResult {
  added: number;
  /** Ingredients the store cannot sell, and products the cart refused (stock, limits). */
  missing: string[];
}

/**
 * Puts recipe cart lines (already scaled and summed by the API) into the drive cart with one bulk
 * add; the products the cart refuses are named with the ingredients the store cannot sell.
 */
export async function addLinesToCart(
  api: ShopperApi,
  store: number,
  lines: RecipeCartLines,
): Promise<RecipeCartResult> {
  const wanted = lines.lignes.slice(0, BULK_ADD_MAX_LINES);
  const lignes = wanted.map(({ produit_id, quantite }) => ({ produit_id, quantite }));
  if (!lignes.length) return { added: 0, missing: lines.indisponibles };
  const answer = await api.call(endpoints.cart.bulkAdd, {
    params: { shop: store },
    body: { lignes, type_panier: DEFAULT_CART_KIND },
  });
  const names = new Map(wanted.map((l) => [l.produit_id, l.designation]));
  const refused = answer.errors.map((e) => names.get(e.produit_id) ?? '').filter(Boolean);
  return { added: answer.meta.nb_ajoutes, missing: [...lines.indisponibles, ...refused] };
}
