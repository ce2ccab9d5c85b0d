import {
  API_ERROR_CODES,
  apiMessages,
  type BulkAddBody,
  type BulkAddLineError,
  type BulkAddResponse,
  CART_KINDS,
  type Cart,
  type CartKind,
  type CartLineErrorCode,
  type CartQuantities,
  cartMessages,
  type SetCartLineBody,
} from '@cabas/contracts';
import { type EditedLineToCheck, promoCodeRefusal, promoDiscount, roundQuantity } from '@cabas/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { Cache } from '../../platform/cache.ts';
import { CACHE_SIZES } from '../../platform/cache-sizes.ts';
import { DomainError } from '../../platform/domain-error.ts';
import { HttpError } from '../../platform/errors.ts';
import { storeAuthorization } from '../accounts/accounts.service.ts';
import type { CatalogueLookups } from '../catalogue/shared/catalogue-lookups.ts';
import { releaseCartHolds } from '../slots/slots.service.ts';
import * as repo from './cart.repository.ts';
import type { CartCards } from './cart-cards.ts';
import {
  addRefusal,
  editedLineRefusal,
  lineAmountCents,
  lineError,
  lineErrorMessage,
  linePriceCents,
  quantityRefusal,
  type Refusal,
} from './cart-rules.ts';
import type { Shopper } from './cart-shopper.ts';
import { type CartStoreInfo, type PromoCodeRecord, presentCart } from './cart-view.ts';

/** Deletes carts (their checkouts go with them) in the caller's transaction, slot places given back first. */
export async function deleteCarts(trx: Transaction<DB>, cartIds: readonly number[], nowIso: string) {
  if (!cartIds.length) return;
  await releaseCartHolds(trx, cartIds, nowIso);
  await repo.deleteCartRows(trx, cartIds);
}

/** A line of an order's edit the cart refuses: its place among the lines, the cart's code and message. */
export interface EditedLineRefusal {
  index: number;
  productId: number;
  code: CartLineErrorCode;
  message: string;
}

/** The promo code refusals, named as their codes in API_ERROR_CODES. */
type PromoCodeRefusal =
  | 'promoCodeNotAllowed'
  | 'promoCodeUnknown'
  | 'promoCodeExpired'
  | 'promoCodeNotYet'
  | 'promoCodeNotInStore'
  | 'promoCodeFirstOrder'
  | 'promoCodeEmptyCart'
  | 'promoCodeGiftCards'
  | 'promoCodeMinimum';

export function promoRecord(
  row: NonNullable<Awaited<ReturnType<typeof repo.findPromoCode>>>,
): PromoCodeRecord {
  return {
    code: row.code,
    libelle: row.libelle,
    rule: {
      percent: row.percent,
      amountCents: row.amount_cents,
      minBasketCents: row.min_basket_cents,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      storeIds: row.store_ids === null ? null : (JSON.parse(row.store_ids) as number[]),
      firstOrderOnly: row.first_order_only === 1,
    },
  };
}

/** The cart calls: one cart per shopper, store and cart kind; every write answers the whole cart. */
export class CartService {
  readonly #stores = new Cache<CartStoreInfo | null>(CACHE_SIZES.cartStores);
  constructor(
    readonly db: Kysely<DB>,
    private readonly lookups: CatalogueLookups,
    /** The cards of cart lines, shared with the shopping lists (one cache). */
    private readonly cards: CartCards,
  ) {}

  /**
   * The lines (product and quantity) of one cart of a shopper, none when there is no such cart,
   * read in the caller's transaction (a shopping list saved from the cart).
   */
  async cartLines(
    trx: Transaction<DB>,
    key: repo.CartKey,
  ): Promise<{ product_id: number; quantity: number }[]> {
    const cart = await repo.findCart(trx, key);
    return cart ? repo.findLines(trx, cart.id) : [];
  }

  /** Empties the ordered cart kind of a client (its promo code with it), in the caller's transaction. */
  async emptyOrderedCart(
    trx: Kysely<DB>,
    order: { clientId: number; storeId: number; kind: string },
    nowIso: string,
  ): Promise<void> {
    const key = { ownerKey: `c:${order.clientId}`, storeId: order.storeId, kind: order.kind };
    const cart = await repo.findCart(trx, key);
    if (!cart) return;
    await repo.deleteAllLines(trx, cart.id);
    await repo.setPromoCode(trx, cart.id, null, nowIso);
  }

  /**
   * The cart's rules on the lines a placed order's edit adds or changes (`editedLineChecks`, issue
   * #35): each refused line with its place, the cart's code and French message; none when all pass.
   */
  async editedLinesRefusals(
    order: { storeId: number; kind: string; isPro: boolean },
    lines: readonly EditedLineToCheck[],
    now: Date,
  ): Promise<EditedLineRefusal[]> {
    if (!lines.length) return [];
    const ids = [...new Set(lines.map((l) => l.productId))];
    const products = new Map(
      (await repo.findProductsForCart(this.db, order.storeId, ids)).map((p) => [p.id, p]),
    );
    return lines.flatMap((line) => {
      const refusal = editedLineRefusal(products.get(line.productId), line, order.kind, order.isPro, now);
      if (!refusal) return [];
      const message = lineErrorMessage(refusal.code, refusal.limit);
      return [{ index: line.index, productId: line.productId, code: refusal.code, message }];
    });
  }

  /** A store's cart settings; 404 for an unknown store, 409 in national mode (no cart). */
  async store(storeId: number): Promise<CartStoreInfo> {
    const store = await this.#stores.getOrLoad(String(storeId), async () => {
      const row = await repo.findCartStore(this.db, storeId);
      return row
        ? {
            id: row.id,
            isNational: row.is_national === 1,
            allowCodePromo: row.allow_code_promo === 1,
            hasChoixSubstitution: row.has_choix_substitution === 1,
            bagDepositCents: row.bag_deposit_cents ?? null,
          }
        : null;
    });
    if (!store) throw new DomainError(API_ERROR_CODES.storeNotFound, apiMessages.storeNotFound);
    if (store.isNational) throw new DomainError(API_ERROR_CODES.nationalStore, cartMessages.nationalStore);
    return store;
  }

  /** A pro adds nothing in a store outside the agreement or without the pro service (409). */
  async #checkProStore(shopper: Shopper, storeId: number): Promise<void> {
    if (!shopper.isPro || shopper.clientId === null) return;
    const authorization = await storeAuthorization(this.db, shopper.clientId, storeId);
    if (!authorization.allowed)
      throw new DomainError(
        API_ERROR_CODES.proStoreRefused,
        authorization.message ?? cartMessages.nationalStore,
      );
  }

  async view(shopper: Shopper, storeId: number, kind: CartKind, now: Date): Promise<Cart> {
    const store = await this.store(storeId);
    return this.render(this.db, store, shopper, kind, now);
  }

  /** The whole cart as every call answers it; `written` saves reading again what a write answered. */
  async render(
    db: Kysely<DB>,
    store: CartStoreInfo,
    shopper: Shopper,
    kind: CartKind,
    now: Date,
    written?: repo.WrittenCart,
  ): Promise<Cart> {
    const cart =
      written?.cart ?? (await repo.findCart(db, { ownerKey: shopper.ownerKey, storeId: store.id, kind }));
    const { lines, offers } = repo.splitLinesAndOffers(
      written?.rows ?? (cart ? await repo.findLinesWithOffers(db, cart.id, store.id) : []),
    );
    const ids = lines.map((l) => l.product_id);
    const categories = await this.lookups.categories();
    const [cards, sellers, promo] = await Promise.all([
      this.cards.load(db, store.id, ids, now, categories, offers),
      kind === 'ldd' ? repo.findSellers(db, ids) : [],
      cart?.promo_code ? repo.findPromoCode(db, cart.promo_code) : undefined,
    ]);
    // A code accepted earlier is checked again on every answer: the client may have ordered since.
    const hasOrdered = promo?.first_order_only === 1 && (await this.#hasOrdered(db, shopper));
    return presentCart({
      store,
      kind,
      isPro: shopper.isPro,
      cart,
      lines,
      cards,
      sellers: new Map(
        sellers.map((s) => [s.product_id, { nom: s.nom, delai_livraison: s.delai_livraison_jours }]),
      ),
      promo: promo ? promoRecord(promo) : null,
      hasOrdered,
      now,
    });
  }

  /** Whether the shopper already has an order (a visitor has none): first-order promo codes. */
  #hasOrdered(db: Kysely<DB>, shopper: Shopper): Promise<boolean> {
    return shopper.clientId === null ? Promise.resolve(false) : repo.clientHasOrdered(db, shopper.clientId);
  }

  #key(shopper: Shopper, storeId: number, kind: string): repo.CartKey {
    return { ownerKey: shopper.ownerKey, storeId, kind };
  }

  /** Sets the absolute quantity of a product, at its amount for a gift card (0 removes it). Idempotent. */
  async setLine(
    shopper: Shopper,
    storeId: number,
    productId: number,
    body: SetCartLineBody,
    kind: CartKind,
    now: Date,
  ): Promise<Cart> {
    const store = await this.store(storeId);
    const quantity = roundQuantity(body.quantite);
    if (quantity === 0) return this.removeLine(shopper, storeId, productId, kind, now, body.montant);
    await this.#checkProStore(shopper, storeId);
    const [product] = await repo.findProductsForCart(this.db, storeId, [productId]);
    if (!product) throw lineError('produit_inconnu');
    const amount = addRefusal(product, quantity, body.montant, kind, shopper.isPro, now);
    if ('refusal' in amount) throw lineError(amount.refusal.code, amount.refusal.limit);
    const nowIso = now.toISOString();
    const substitution =
      body.substitution_accord === undefined
        ? null
        : store.hasChoixSubstitution && body.substitution_accord
          ? 1
          : 0;
    const line = {
      productId,
      giftCardCents: amount.cents,
      quantity,
      substitution,
      designation: product.designation,
      priceCents: linePriceCents(product, amount.cents),
    } as const;
    const written = await repo.writeLine(this.db, this.#key(shopper, storeId, kind), shopper, line, nowIso);
    return this.render(this.db, store, shopper, kind, now, written);
  }

  /** Removes a product's line (a gift card's line at that amount). */
  async removeLine(
    shopper: Shopper,
    storeId: number,
    productId: number,
    kind: CartKind,
    now: Date,
    montant?: number,
  ): Promise<Cart> {
    const store = await this.store(storeId);
    const product = await repo.findProductType(this.db, productId);
    const amount = product ? lineAmountCents(product, montant, false) : { cents: 0 };
    if ('refusal' in amount) throw lineError(amount.refusal.code, amount.refusal.limit);
    const cart = await repo.findCart(this.db, this.#key(shopper, storeId, kind));
    if (cart) {
      await repo.deleteLine(this.db, cart.id, productId, amount.cents);
      await repo.touchCart(this.db, cart.id, now.toISOString());
    }
    return this.render(this.db, store, shopper, kind, now);
  }

  /** Empties the cart (lines and promo code) and gives its checkout's slot back; the row stays for its dates. */
  async empty(shopper: Shopper, storeId: number, kind: CartKind, now: Date): Promise<Cart> {
    const store = await this.store(storeId);
    const cart = await repo.findCart(this.db, this.#key(shopper, storeId, kind));
    if (cart)
      await this.db.transaction().execute(async (trx) => {
        await repo.deleteAllLines(trx, cart.id);
        await repo.setPromoCode(trx, cart.id, null, now.toISOString());
        await releaseCartHolds(trx, [cart.id], now.toISOString());
      });
    return this.render(this.db, store, shopper, kind, now);
  }

  async setSubstitution(
    shopper: Shopper,
    storeId: number,
    productId: number,
    value: boolean,
    kind: CartKind,
    now: Date,
  ): Promise<Cart> {
    const store = await this.store(storeId);
    if (!store.hasChoixSubstitution)
      throw new DomainError(API_ERROR_CODES.substitutionNotOffered, cartMessages.substitutionNotOffered, {
        substitution_accord: [cartMessages.substitutionNotOffered],
      });
    const cart = await repo.findCart(this.db, this.#key(shopper, storeId, kind));
    const result = cart
      ? await repo.setSubstitution(this.db, cart.id, productId, value ? 1 : 0, now.toISOString())
      : undefined;
    if (!result || Number(result.numUpdatedRows) === 0)
      throw new DomainError(API_ERROR_CODES.lineNotFound, cartMessages.lineNotFound);
    return this.render(this.db, store, shopper, kind, now);
  }

  /**
   * Adds quantities to the cart (a shopping list, a past order): each line is checked on its own and
   * what passes is added in one transaction; the others come back in `errors`, each with its code.
   */
  async bulkAdd(shopper: Shopper, storeId: number, body: BulkAddBody, now: Date): Promise<BulkAddResponse> {
    const store = await this.store(storeId);
    await this.#checkProStore(shopper, storeId);
    const kind = body.type_panier;
    const key = this.#key(shopper, storeId, kind);
    const ids = body.lignes.map((l) => l.produit_id);
    const errors: BulkAddLineError[] = [];
    let added = 0;
    await this.db.transaction().execute(async (trx) => {
      const [products, cart] = await Promise.all([
        repo.findProductsForCart(trx, storeId, ids),
        repo.findCart(trx, key),
      ]);
      const existing = cart ? await repo.findLines(trx, cart.id) : [];
      const byId = new Map(products.map((p) => [p.id, p]));
      const lineKey = (productId: number, cents: number) => `${productId}|${cents}`;
      const quantities = new Map(existing.map((l) => [lineKey(l.product_id, l.gift_card_cents), l.quantity]));
      const writes = new Map<string, repo.LineWrite>();
      /** The line a wanted quantity goes to (a product, at its amount for a gift card), or its refusal. */
      const check = (wanted: BulkAddBody['lignes'][number]) => {
        const product = byId.get(wanted.produit_id);
        if (!product) return { refusal: { code: 'produit_inconnu', limit: 0 } satisfies Refusal };
        const amount = lineAmountCents(product, wanted.montant);
        if ('refusal' in amount) return amount;
        const id = lineKey(product.id, amount.cents);
        const target = roundQuantity((quantities.get(id) ?? 0) + wanted.quantite);
        const refusal =
          wanted.quantite === 0 ? null : quantityRefusal(product, target, kind, shopper.isPro, now);
        return refusal ? { refusal } : { product, id, target, cents: amount.cents };
      };
      body.lignes.forEach((wanted, index) => {
        const checked = check(wanted);
        if ('refusal' in checked) {
          const { code, limit } = checked.refusal;
          errors.push({
            index,
            produit_id: wanted.produit_id,
            montant: wanted.montant ?? null,
            code,
            message: lineErrorMessage(code, limit),
          });
          return;
        }
        if (wanted.quantite === 0) return;
        const { product, id, target, cents } = checked;
        quantities.set(id, target);
        writes.set(id, {
          productId: product.id,
          giftCardCents: cents,
          quantity: target,
          substitution: null,
          designation: product.designation,
          priceCents: linePriceCents(product, cents),
        });
      });
      if (!writes.size) return;
      const nowIso = now.toISOString();
      const cartId = cart?.id ?? (await repo.ensureCart(trx, key, shopper, nowIso)).id;
      for (const write of writes.values()) await repo.upsertLine(trx, cartId, write, nowIso);
      await repo.touchCart(trx, cartId, nowIso);
      added = writes.size;
    });
    const data = await this.render(this.db, store, shopper, kind, now);
    return { data, errors, meta: { nb_ajoutes: added, nb_erreurs: errors.length } };
  }

  async applyPromoCode(
    shopper: Shopper,
    storeId: number,
    code: string,
    kind: CartKind,
    now: Date,
  ): Promise<Cart> {
    const store = await this.store(storeId);
    const refuse = (message: string, reason: PromoCodeRefusal) =>
      new DomainError(API_ERROR_CODES[reason], message, { code_promo: [message] });
    if (!store.allowCodePromo) throw refuse(cartMessages.promoCodeNotAllowed, 'promoCodeNotAllowed');
    const row = await repo.findPromoCode(this.db, code);
    if (!row) throw refuse(cartMessages.promoCodeUnknown, 'promoCodeUnknown');
    const promo = promoRecord(row);
    const hasOrdered = promo.rule.firstOrderOnly && (await this.#hasOrdered(this.db, shopper));
    const refusal = promoCodeRefusal(promo.rule, storeId, now, { hasOrdered });
    if (refusal) throw refuse(cartMessages[refusal], refusal);
    const current = await this.render(this.db, store, shopper, kind, now);
    if (current.id === null || current.nb_produits === 0)
      throw refuse(cartMessages.promoCodeEmptyCart, 'promoCodeEmptyCart');
    // No reduction applies to gift cards: they are neither reduced nor counted for the minimum.
    const eligible = current.lignes_panier.filter((l) => l.disponible && l.montant === null);
    if (!eligible.length) throw refuse(cartMessages.promoCodeGiftCards, 'promoCodeGiftCards');
    const basketCents = Math.round(eligible.reduce((sum, l) => sum + l.montant_ttc * 100, 0));
    if (!promoDiscount(promo.rule, basketCents).applicable)
      throw refuse(
        cartMessages.promoCodeMinimum((promo.rule.minBasketCents / 100).toFixed(2).replace('.', ',')),
        'promoCodeMinimum',
      );
    await repo.setPromoCode(this.db, current.id, promo.code, now.toISOString());
    return this.render(this.db, store, shopper, kind, now);
  }

  async removePromoCode(shopper: Shopper, storeId: number, kind: CartKind, now: Date): Promise<Cart> {
    const store = await this.store(storeId);
    const cart = await repo.findCart(this.db, this.#key(shopper, storeId, kind));
    if (cart?.promo_code) await repo.setPromoCode(this.db, cart.id, null, now.toISOString());
    return this.render(this.db, store, shopper, kind, now);
  }

  /** Per product id, the quantities in each cart kind of this store and their total; `{}` in national mode. */
  async quantities(shopper: Shopper, storeId: number): Promise<Record<string, CartQuantities>> {
    try {
      await this.store(storeId);
    } catch (error) {
      if (error instanceof HttpError && error.code === API_ERROR_CODES.nationalStore) return {};
      throw error;
    }
    const rows = await repo.findQuantities(this.db, shopper.ownerKey, storeId);
    const result: Record<string, CartQuantities> = {};
    for (const row of rows) {
      const entry =
        result[row.product_id] ??
        (Object.fromEntries([...CART_KINDS, 'total'].map((k) => [k, 0])) as CartQuantities);
      result[row.product_id] = entry;
      entry[row.type_panier as CartKind] = roundQuantity(entry[row.type_panier as CartKind] + row.quantity);
      entry.total = roundQuantity(entry.total + row.quantity);
    }
    return result;
  }
}
