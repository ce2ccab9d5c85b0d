import { endpoints } from '@cabas/contracts';
import { optionalEurosToCents } from '@cabas/domain/money';
import type { ShopContext } from '../../lib/context.server.ts';
import type { SuggestionItem } from './cart-action.ts';

/** 3 complementary products are shown. */
export const SUGGESTIONS_SHOWN = 3;

/** The suggestion popin after an add: the product's complementary products in stock. */
export async function loadAddSuggestions(shop: ShopContext, productId: number): Promise<SuggestionItem[]> {
  if (shop.storeId === null) return [];
  const sheet = await shop.api.call(endpoints.catalogue.product, {
    params: { shop: shop.storeId, id: productId },
  });
  return sheet.data.attributes.associations.complementaire.data
    .filter((product) => product.attributes.en_stock && product.attributes.prix !== null)
    .slice(0, SUGGESTIONS_SHOWN)
    .map((product) => ({
      id: product.id,
      designation: product.attributes.designation,
      url: product.attributes.url,
      priceCents: optionalEurosToCents(product.attributes.prix),
    }));
}
