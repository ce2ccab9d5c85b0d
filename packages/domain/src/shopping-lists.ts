import { roundQuantity } from './cart-quantities.ts';

export interface ListLine {
  productId: number;
  quantity: number;
}

/**
 * A shopping list keeps one line per product: the lines of several carts
 * or a body naming a product twice are added up, in the order products first appear.
 */
export function mergeListLines(lines: readonly ListLine[]): ListLine[] {
  const byProduct = new Map<number, number>();
  for (const line of lines)
    byProduct.set(line.productId, roundQuantity((byProduct.get(line.productId) ?? 0) + line.quantity));
  return [...byProduct].map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * A list's products in a store are the ones it sells with stock (`nb_produits`) and the
 * missing ones (`nb_produits_manquant`).
 */
export function listProductCounts(products: readonly { prix: number | null; en_stock: boolean }[]): {
  nb_produits: number;
  nb_produits_manquant: number;
} {
  const missing = products.filter((p) => p.prix === null || !p.en_stock).length;
  return { nb_produits: products.length - missing, nb_produits_manquant: missing };
}

/** A list's product can go into the cart of the store: sold there with a price, in stock, not withdrawn. */
export function isListProductAvailable(product: {
  prix: number | null;
  en_stock: boolean;
  type: string;
}): boolean {
  return product.prix !== null && product.en_stock && product.type !== 'indisponible';
}
