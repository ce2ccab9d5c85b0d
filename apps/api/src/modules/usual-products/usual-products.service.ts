import {
  API_ERROR_CODES,
  type RhythmLine,
  USUAL_PRODUCTS_MAX,
  USUAL_SUGGESTIONS_MAX,
  type UsualDepartment,
  type UsualItem,
  type UsualProductsQuery,
  type UsualProductsResponse,
  usualProductsMessages,
} from '@cabas/contracts';
import {
  duePurchases,
  isProductVisible,
  roundQuantity,
  type UsualProduct,
  usualProducts,
  usualSummary,
  withoutHidden,
} from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError } from '../../platform/domain-error.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CartCard, CartCards } from '../cart/cart-cards.ts';
import { clientShopper } from '../cart/cart-shopper.ts';
import type { CatalogueLookups } from '../catalogue/shared/catalogue-lookups.ts';
import { findHidden, findPurchases, hideProducts } from './usual-products.repository.ts';

export interface UsualClient {
  id: number;
  isPro: boolean;
}

/**
 * Usual products of the logged-in client: computed on each call from their own orders and receipts
 * (the rule is `usualProducts` of the domain), priced with the cart's product cards for the store
 * asked. A gift card or, for a client who is not a professional, a pro-only product never shows.
 */
export class UsualProductsService {
  constructor(
    readonly db: Kysely<DB>,
    private readonly lookups: CatalogueLookups,
    private readonly cards: CartCards,
    private readonly carts: CartService,
  ) {}

  /** Every usual product of the client, those they hid included. */
  async #allUsual(clientId: number, now: Date): Promise<UsualProduct[]> {
    const rows = await findPurchases(this.db, clientId);
    const purchases = rows.map((r) => ({
      productId: r.product_id,
      occasion: r.occasion,
      at: new Date(r.at),
      quantity: r.quantity,
    }));
    return usualProducts(purchases, now);
  }

  /** The usual products shown: without those the client hid and has not bought since (decision 071). */
  async #usual(clientId: number, now: Date): Promise<UsualProduct[]> {
    const [usual, hidden] = await Promise.all([this.#allUsual(clientId, now), findHidden(this.db, clientId)]);
    const shown = withoutHidden(
      usual,
      hidden.map((h) => ({ productId: h.product_id, hiddenAt: new Date(h.hidden_at) })),
    );
    return shown.slice(0, USUAL_PRODUCTS_MAX);
  }

  /**
   * "Retirer de mes produits habituels": hides these products, all or none. Each must be one of the
   * client's own usual products (from their purchases, hidden or not), else 404 and nothing changes;
   * the store is the list's (`magasin_id`), checked as when the list is read.
   */
  async hide(clientId: number, storeId: number, productIds: readonly number[], now: Date): Promise<void> {
    await this.carts.store(storeId);
    const ids = [...new Set(productIds)];
    const usual = new Set((await this.#allUsual(clientId, now)).map((u) => u.productId));
    if (ids.some((id) => !usual.has(id)))
      throw new DomainError(
        API_ERROR_CODES.usualItemUnknown,
        ids.length === 1 ? usualProductsMessages.itemUnknown : usualProductsMessages.someItemsUnknown,
      );
    await hideProducts(this.db, clientId, ids, now.toISOString());
  }

  /** The cards of these products in the store, those the client may buy only. */
  async #cards(client: UsualClient, storeId: number, usual: readonly UsualProduct[], now: Date) {
    const cards = await this.cards.load(
      this.db,
      storeId,
      usual.map((u) => u.productId),
      now,
      await this.lookups.categories(),
    );
    for (const [id, card] of cards)
      if (
        card.attributes.type === 'CKDO' ||
        !isProductVisible({ proOnly: card.input.row.corapro === 1 }, client)
      )
        cards.delete(id);
    return cards;
  }

  async list(client: UsualClient, query: UsualProductsQuery, now: Date): Promise<UsualProductsResponse> {
    await this.carts.store(query.magasin_id);
    const usual = await this.#usual(client.id, now);
    const cards = await this.#cards(client, query.magasin_id, usual, now);
    const departments = new Map<number, UsualDepartment>();
    const data: UsualItem[] = [];
    for (const product of usual) {
      const card = cards.get(product.productId);
      if (!card) continue;
      const department = card.attributes.category_path[0];
      if (department) {
        const entry = departments.get(department.id);
        if (entry) entry.nb_produits++;
        else
          departments.set(department.id, { id: department.id, libelle: department.libelle, nb_produits: 1 });
      }
      if (query.rayon === undefined || department?.id === query.rayon) data.push(item(product, card));
    }
    return {
      data,
      meta: {
        rayons: [...departments.values()].sort((a, b) => a.libelle.localeCompare(b.libelle, 'fr')),
        total: data.length,
      },
    };
  }

  /** Usual products the store can sell now and that are in none of the client's carts there. */
  async suggestions(client: UsualClient, storeId: number, now: Date): Promise<UsualItem[]> {
    await this.carts.store(storeId);
    const [usual, inCarts] = await Promise.all([
      this.#usual(client.id, now),
      this.carts.quantities(clientShopper(client), storeId),
    ]);
    const wanted = usual.filter((u) => !(inCarts[u.productId]?.total ?? 0));
    const cards = await this.#cards(client, storeId, wanted.slice(0, USUAL_SUGGESTIONS_MAX * 3), now);
    const data: UsualItem[] = [];
    for (const product of wanted) {
      const card = cards.get(product.productId);
      if (!card || !available(card)) continue;
      data.push(item(product, card));
      if (data.length === USUAL_SUGGESTIONS_MAX) break;
    }
    return data;
  }

  /** The usual products due again by the client's buying rhythm, each with the reason. */
  async rhythmBasket(client: UsualClient, storeId: number, now: Date): Promise<RhythmLine[]> {
    await this.carts.store(storeId);
    const due = duePurchases(await this.#usual(client.id, now), now);
    const cards = await this.#cards(
      client,
      storeId,
      due.map((d) => d.product),
      now,
    );
    const lines: RhythmLine[] = [];
    for (const d of due) {
      const card = cards.get(d.product.productId);
      if (!card) continue;
      lines.push({
        ...item(d.product, card),
        raison: d.reason,
        frequence_jours: d.intervalDays,
        date_prevue: d.dueDay,
      });
    }
    return lines;
  }
}

const available = (card: CartCard) => card.attributes.en_stock && card.attributes.prix !== null;

function item(product: UsualProduct, card: CartCard): UsualItem {
  const attributes = card.attributes;
  // A weighed product keeps its kilograms; another is bought by whole units of its step.
  const step = attributes.qte_pas > 0 ? attributes.qte_pas : 1;
  const quantity = attributes.pft
    ? roundQuantity(product.quantity)
    : Math.max(attributes.qte_min_panier || step, Math.round(product.quantity / step) * step);
  return {
    id: product.productId,
    produit: { ...attributes, id: product.productId },
    quantite: roundQuantity(quantity),
    nb_achats: product.purchases,
    date_dernier_achat: product.lastAt.toISOString(),
    frequence_jours: product.intervalDays,
    resume: usualSummary(product),
    disponible: available(card),
  };
}
