import {
  API_ERROR_CODES,
  type CartKind,
  type CartStateItem,
  cartMessages,
  SAVED_CART_LIST_TITLE,
  type StoreChangeResult,
} from '@cabas/contracts';
import { capQuantity, centsToEuros, mergeListLines, roundQuantity } from '@cabas/domain';
import { DomainError, type DomainErrorCode } from '../../platform/domain-error.ts';
import type { ListsService } from '../lists/lists.service.ts';
import * as repo from './cart.repository.ts';
import { type CartService, deleteCarts } from './cart.service.ts';
import { linePriceCents, productRefusal, quantityRules } from './cart-rules.ts';
import type { Shopper } from './cart-shopper.ts';

/**
 * Changing store. A client's carts of the other stores are saved as the
 * shopping list 'Panier sauvegardé' and emptied. A visitor has no lists: the lines of the former
 * store's carts move to the new store's carts at its prices; what it does not sell (or has no stock
 * of) is dropped and reported in `retires`.
 */
export class StoreChangeService {
  constructor(
    private readonly carts: CartService,
    private readonly lists: ListsService,
  ) {}

  async change(
    shopper: Shopper,
    fromStoreId: number | null,
    toStoreId: number,
    now: Date,
  ): Promise<StoreChangeResult> {
    // 422 for the change refused, 404 for a store that does not exist (`magasin_introuvable` everywhere).
    const refuse = (message: string, code: DomainErrorCode) =>
      new DomainError(code, message, { magasin_id: [message] });
    try {
      await this.carts.store(toStoreId);
    } catch (error) {
      if (error instanceof DomainError && error.code === API_ERROR_CODES.nationalStore)
        throw refuse(cartMessages.storeChangeNational, API_ERROR_CODES.storeChangeNational);
      if (error instanceof DomainError && error.code === API_ERROR_CODES.storeNotFound)
        throw refuse(error.message, API_ERROR_CODES.storeNotFound);
      throw error;
    }
    if (fromStoreId === toStoreId)
      throw refuse(cartMessages.storeChangeSame, API_ERROR_CODES.storeChangeSame);
    return shopper.clientId !== null
      ? this.#saveAsList(shopper, shopper.clientId, toStoreId, now)
      : this.#move(shopper, fromStoreId, toStoreId, now);
  }

  async #saveAsList(
    shopper: Shopper,
    clientId: number,
    toStoreId: number,
    now: Date,
  ): Promise<StoreChangeResult> {
    return this.carts.db.transaction().execute(async (trx) => {
      const carts = (await repo.findOwnerCarts(trx, shopper.ownerKey)).filter(
        (c) => c.store_id !== toStoreId,
      );
      const lines = await repo.findLinesOfCarts(
        trx,
        carts.map((c) => c.id),
      );
      const saved = mergeListLines(lines.map((l) => ({ productId: l.product_id, quantity: l.quantity })));
      let liste: StoreChangeResult['liste'] = null;
      if (saved.length) {
        const fromStore = carts.find((c) => lines.some((l) => l.cart_id === c.id))?.store_id ?? null;
        const id = await this.lists.createList(
          trx,
          { clientId, titre: SAVED_CART_LIST_TITLE, storeId: fromStore },
          saved,
          now,
        );
        liste = { id, titre: SAVED_CART_LIST_TITLE, nb_produits: saved.length };
      }
      await deleteCarts(
        trx,
        carts.map((c) => c.id),
        now.toISOString(),
      );
      return { magasin_id: toStoreId, liste, nb_lignes_transferees: 0, retires: [] };
    });
  }

  async #move(
    shopper: Shopper,
    fromStoreId: number | null,
    toStoreId: number,
    now: Date,
  ): Promise<StoreChangeResult> {
    if (fromStoreId === null)
      throw new DomainError(API_ERROR_CODES.storeChangeNational, cartMessages.storeChangeNational);
    return this.carts.db.transaction().execute(async (trx) => {
      const carts = await repo.findOwnerCarts(trx, shopper.ownerKey, fromStoreId);
      const lines = await repo.findLinesOfCarts(
        trx,
        carts.map((c) => c.id),
      );
      const products = new Map(
        (
          await repo.findProductsForCart(
            trx,
            toStoreId,
            lines.map((l) => l.product_id),
          )
        ).map((p) => [p.id, p]),
      );
      const retires: CartStateItem[] = [];
      const nowIso = now.toISOString();
      let moved = 0;
      for (const cart of carts) {
        const kind = cart.type_panier as CartKind;
        const key = { ownerKey: shopper.ownerKey, storeId: toStoreId, kind };
        const target = await repo.findCart(trx, key);
        const lineKey = (l: { product_id: number; gift_card_cents: number }) =>
          `${l.product_id}|${l.gift_card_cents}`;
        const existing = new Map(
          (target ? await repo.findLines(trx, target.id) : []).map((l) => [lineKey(l), l.quantity]),
        );
        let targetId = target?.id;
        for (const line of lines.filter((l) => l.cart_id === cart.id)) {
          const product = products.get(line.product_id);
          const granted =
            product && !productRefusal(product, kind, shopper.isPro, now)
              ? capQuantity(
                  roundQuantity((existing.get(lineKey(line)) ?? 0) + line.quantity),
                  quantityRules(product),
                )
              : 0;
          if (!product || granted === 0) {
            retires.push({
              produit_id: line.product_id,
              montant: line.gift_card_cents > 0 ? centsToEuros(line.gift_card_cents) : null,
              designation: line.designation,
              magasin_id: fromStoreId,
              type_panier: kind,
              quantite: line.quantity,
            });
            continue;
          }
          targetId ??= (await repo.ensureCart(trx, key, shopper, nowIso)).id;
          await repo.upsertLine(
            trx,
            targetId,
            {
              productId: product.id,
              giftCardCents: line.gift_card_cents,
              quantity: granted,
              substitution: line.substitution_accord as 0 | 1,
              designation: product.designation,
              priceCents: linePriceCents(product, line.gift_card_cents),
            },
            nowIso,
          );
          moved += 1;
        }
      }
      await deleteCarts(
        trx,
        carts.map((c) => c.id),
        now.toISOString(),
      );
      return { magasin_id: toStoreId, liste: null, nb_lignes_transferees: moved, retires };
    });
  }
}
