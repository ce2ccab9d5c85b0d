import type { ProductCardAttributes } from '@cabas/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { Cache } from '../../platform/cache.ts';
import { CACHE_SIZES } from '../../platform/cache-sizes.ts';
import { type CardInput, presentCardAttributes } from '../catalogue/presenters/product-card.ts';
import { loadCardInputs } from '../catalogue/products/card-loader.ts';
import type { ProductOfferRow } from '../catalogue/products/cards.repository.ts';
import type { CategoryIndex } from '../catalogue/shared/category-index.ts';
import { findOffers, type OfferRecord } from './cart.repository.ts';

/**
 * The product cards of cart lines. The store's offers (price, stock, cart kinds: small rows) are read
 * on every call; the card built from them and the product, with the running advantages and the
 * review figures, is kept a minute (`CACHE_SIZES.cartCards`) under a key that holds the offer's figures: a price or stock
 * change shows at once, a new advantage or review within a minute. Products' own columns come after
 * their long texts in the row and cost a read of several pages each: an answer whose cards are all
 * known reads none of them.
 */
export interface CartCard {
  input: CardInput;
  attributes: ProductCardAttributes;
}

type OfferFigures = Pick<
  ProductOfferRow,
  'price_cents' | 'strike_price_cents' | 'stock' | 'reserved' | 'unavailable_services'
> & { types_panier: string | null };

const cardKey = (storeId: number, productId: number, o: OfferFigures | undefined) =>
  o
    ? `${storeId}|${productId}|${o.price_cents}|${o.strike_price_cents}|${(o.stock ?? 0) - (o.reserved ?? 0) > 0}|${o.types_panier}|${o.unavailable_services}`
    : `${storeId}|${productId}|-`;

export class CartCards {
  readonly #cache = new Cache<CartCard>(CACHE_SIZES.cartCards);

  async load(
    db: Kysely<DB>,
    storeId: number,
    ids: readonly number[],
    now: Date,
    categories: CategoryIndex,
    /** The store's offers of these products when the caller read them already (with the cart's lines). */
    knownOffers?: readonly OfferRecord[],
  ): Promise<Map<number, CartCard>> {
    const offers = new Map(
      (knownOffers ?? (await findOffers(db, storeId, ids))).map((o) => [o.product_id, o]),
    );
    const cards = new Map<number, CartCard>();
    const missingIds: number[] = [];
    for (const id of new Set(ids)) {
      const cached = this.#cache.get(cardKey(storeId, id, offers.get(id)));
      if (cached) cards.set(id, cached);
      else missingIds.push(id);
    }
    if (!missingIds.length) return cards;
    for (const input of (await loadCardInputs(db, storeId, missingIds, now)).values()) {
      const { row } = input;
      const card = { input, attributes: presentCardAttributes(input, categories) };
      const offer = row.price_cents === null ? undefined : { ...row, types_panier: row.offer_types_panier };
      this.#cache.set(cardKey(storeId, row.id, offer), card);
      cards.set(row.id, card);
    }
    return cards;
  }
}
