import type { ProductCard } from '@cabas/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { type CardInput, presentCard } from '../presenters/product-card.ts';
import type { CategoryIndex } from '../shared/category-index.ts';
import {
  type AdvantageRow,
  findActiveAdvantages,
  findProductsWithOffers,
  findReviewStats,
} from './cards.repository.ts';

/**
 * What the cards of a set of products need, in three queries whatever the number of products
 * (products with the store's offer, running advantages, review statistics): no N+1.
 */
export async function loadCardInputs(
  db: Kysely<DB>,
  storeId: number,
  ids: readonly number[],
  now: Date,
): Promise<Map<number, CardInput>> {
  const unique = [...new Set(ids)];
  const [rows, advantages, stats] = await Promise.all([
    findProductsWithOffers(db, storeId, unique),
    findActiveAdvantages(db, storeId, unique, now.toISOString()),
    findReviewStats(db, unique),
  ]);
  const byProduct = new Map<number, AdvantageRow[]>();
  for (const a of advantages) byProduct.set(a.product_id, [...(byProduct.get(a.product_id) ?? []), a]);
  const statsById = new Map(stats.map((s) => [s.product_id, s]));
  const inputs = new Map<number, CardInput>();
  for (const row of rows) {
    const s = statsById.get(row.id);
    inputs.set(row.id, {
      row,
      advantages: byProduct.get(row.id) ?? [],
      reviews: { count: Number(s?.count ?? 0), average: s?.average === undefined ? null : Number(s.average) },
    });
  }
  return inputs;
}

/** Cards of the products in the order of `ids`, leaving out those the store does not carry. */
export function cardsInOrder(
  ids: readonly number[],
  inputs: ReadonlyMap<number, CardInput>,
  categories: CategoryIndex,
): ProductCard[] {
  const cards: ProductCard[] = [];
  for (const id of ids) {
    const input = inputs.get(id);
    if (input && input.row.price_cents !== null) cards.push(presentCard(input, categories));
  }
  return cards;
}
