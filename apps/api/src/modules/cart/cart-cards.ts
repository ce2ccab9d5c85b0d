import type { ProductCardAttributes } from '@cabas/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type CardInput, presentCardAttributes } from '../catalogue/presenters/product-card.ts';
import {
  type AdvantageRow,
  findActiveAdvantages,
  findProductsWithOffers,
  findReviewStats,
  type ProductOfferRow,
} from '../catalogue/products/cards.repository.ts';
import type { CategoryIndex } from '../catalogue/shared/category-index.ts';
import { TtlCache } from '../catalogue/shared/ttl-cache.ts';

/**
 * The product cards of cart lines. The product and the store's offer (price, stock, cart kinds) are
 * read on every call; the card built from them, with the running advantages and the review figures,
 * is kept for a minute under a key that holds the offer's figures: a price or stock change shows at
 * once, a new advantage or review within a minute. Adding to a cart then costs no advantage or review
 * query and no card building for products already shown.
 */
const CARD_TTL_MS = 60_000;
const CARDS_MAX = 20_000;

export interface CartCard {
  input: CardInput;
  attributes: ProductCardAttributes;
}

const available = (row: ProductOfferRow) => (row.stock ?? 0) - (row.reserved ?? 0) > 0;
const cardKey = (storeId: number, row: ProductOfferRow) =>
  `${storeId}|${row.id}|${row.price_cents}|${row.strike_price_cents}|${available(row)}|${row.type}|${row.offer_types_panier}`;

export class CartCards {
  readonly #cache = new TtlCache<CartCard>(CARD_TTL_MS, CARDS_MAX);

  async load(
    db: Kysely<DB>,
    storeId: number,
    ids: readonly number[],
    now: Date,
    categories: CategoryIndex,
  ): Promise<Map<number, CartCard>> {
    const rows = await findProductsWithOffers(db, storeId, ids);
    const cards = new Map<number, CartCard>();
    const missing: ProductOfferRow[] = [];
    for (const row of rows) {
      const cached = this.#cache.get(cardKey(storeId, row));
      // The row read now replaces the cached one: stock figures beyond "in stock" stay fresh.
      if (cached) cards.set(row.id, { ...cached, input: { ...cached.input, row } });
      else missing.push(row);
    }
    if (!missing.length) return cards;
    const missingIds = missing.map((r) => r.id);
    const [advantages, stats] = await Promise.all([
      findActiveAdvantages(db, storeId, missingIds, now.toISOString()),
      findReviewStats(db, missingIds),
    ]);
    const byProduct = new Map<number, AdvantageRow[]>();
    for (const a of advantages) byProduct.set(a.product_id, [...(byProduct.get(a.product_id) ?? []), a]);
    const statsById = new Map(stats.map((s) => [s.product_id, s]));
    for (const row of missing) {
      const s = statsById.get(row.id);
      const input: CardInput = {
        row,
        advantages: byProduct.get(row.id) ?? [],
        reviews: {
          count: Number(s?.count ?? 0),
          average: s?.average === undefined ? null : Number(s.average),
        },
      };
      const card = { input, attributes: presentCardAttributes(input, categories) };
      this.#cache.set(cardKey(storeId, row), card);
      cards.set(row.id, card);
    }
    return cards;
  }
}
