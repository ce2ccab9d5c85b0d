import type { CartKind, CartLoginState, CartStateItem, CartStateQuantityItem } from '@cabas/contracts';
import { capQuantity, centsToEuros, roundQuantity } from '@cabas/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { releaseCartHolds } from '../slots/slots.service.ts';
import * as repo from './cart.repository.ts';
import { linePriceCents, productRefusal, quantityRules } from './cart-rules.ts';
import type { Shopper } from './cart-shopper.ts';
import { visitorShopper } from './cart-shopper.ts';

type Db = Kysely<DB> | Transaction<DB>;

interface MergeWrite {
  key: repo.CartKey;
  line: repo.LineWrite;
}

interface MergePlan {
  state: CartLoginState;
  visitorCartIds: number[];
  visitorLineCount: number;
  writes: MergeWrite[];
}

const latest = (values: readonly string[]) =>
  values.length ? values.reduce((a, b) => (a > b ? a : b)) : null;

/**
 * The cart state after login (what the cart-state popin shows): what merging the visitor's carts
 * (uuid) into the client's carts of the same store and kind would do. Quantities add up, then are
 * capped by the product's maximum, step and stock (`quantiteInsuffisante`); lines the store no longer
 * sells, out of stock or refused to this client go to `indisponibles`.
 */
export async function planMerge(db: Db, client: Shopper, uuid: string, now: Date): Promise<MergePlan> {
  const visitor = visitorShopper(uuid);
  const [visitorCarts, clientCarts] = await Promise.all([
    repo.findOwnerCarts(db, visitor.ownerKey),
    repo.findOwnerCarts(db, client.ownerKey),
  ]);
  const [visitorLines, clientLines] = await Promise.all([
    repo.findLinesOfCarts(
      db,
      visitorCarts.map((c) => c.id),
    ),
    repo.findLinesOfCarts(
      db,
      clientCarts.map((c) => c.id),
    ),
  ]);
  const state: CartLoginState = {
    type: 'aucun',
    indisponibles: [],
    quantiteInsuffisante: [],
    infoPanierDB: {
      dateLastUsage: latest(clientCarts.map((c) => c.last_used_at)),
      dateLastUpdate: latest(clientCarts.map((c) => c.updated_at)),
      nb_produits: clientLines.length,
    },
    itemsMergeResult: { newItems: [], updatedItems: [] },
  };
  const plan: MergePlan = {
    state,
    visitorCartIds: visitorCarts.map((c) => c.id),
    visitorLineCount: visitorLines.length,
    writes: [],
  };
  if (!visitorLines.length) {
    state.type = clientLines.length ? 'recupere' : 'aucun';
    return plan;
  }
  state.type = clientLines.length ? 'completer' : 'transfere';

  const clientCartOf = new Map(clientCarts.map((c) => [`${c.store_id}|${c.type_panier}`, c.id]));
  // A gift card merges with the account's line of the same amount only.
  const lineKey = (cartId: number, l: repo.LineOfCarts) => `${cartId}|${l.product_id}|${l.gift_card_cents}`;
  const clientQuantity = new Map(clientLines.map((l) => [lineKey(l.cart_id, l), l.quantity]));
  const visitorCartById = new Map(visitorCarts.map((c) => [c.id, c]));
  const storeIds = [...new Set(visitorCarts.map((c) => c.store_id))];
  const productsByStore = new Map(
    await Promise.all(
      storeIds.map(async (storeId) => {
        const ids = visitorLines.filter((l) => visitorCartById.get(l.cart_id)?.store_id === storeId);
        const rows = await repo.findProductsForCart(
          db,
          storeId,
          ids.map((l) => l.product_id),
        );
        return [storeId, new Map(rows.map((r) => [r.id, r]))] as const;
      }),
    ),
  );

  for (const line of visitorLines) {
    const cart = visitorCartById.get(line.cart_id)!;
    const kind = cart.type_panier as CartKind;
    const product = productsByStore.get(cart.store_id)?.get(line.product_id);
    const item: CartStateItem = {
      produit_id: line.product_id,
      montant: line.gift_card_cents > 0 ? centsToEuros(line.gift_card_cents) : null,
      designation: product?.designation ?? line.designation,
      magasin_id: cart.store_id,
      type_panier: kind,
      quantite: line.quantity,
    };
    const targetCartId = clientCartOf.get(`${cart.store_id}|${kind}`);
    const existing = targetCartId === undefined ? 0 : (clientQuantity.get(lineKey(targetCartId, line)) ?? 0);
    if (!product || productRefusal(product, kind, client.isPro, now)) {
      state.indisponibles.push(item);
      continue;
    }
    const wanted = roundQuantity(existing + line.quantity);
    const granted = capQuantity(wanted, quantityRules(product));
    if (granted === 0) {
      state.indisponibles.push(item);
      continue;
    }
    const quantityItem = (old: number): CartStateQuantityItem => ({
      produit_id: item.produit_id,
      montant: item.montant,
      designation: item.designation,
      magasin_id: item.magasin_id,
      type_panier: kind,
      old_quantite: old,
      new_quantite: granted,
    });
    if (granted < wanted) state.quantiteInsuffisante.push(quantityItem(wanted));
    if (existing > 0) state.itemsMergeResult.updatedItems.push(quantityItem(existing));
    else state.itemsMergeResult.newItems.push({ ...item, quantite: granted });
    if (granted !== existing)
      plan.writes.push({
        key: { ownerKey: client.ownerKey, storeId: cart.store_id, kind },
        line: {
          productId: line.product_id,
          giftCardCents: line.gift_card_cents,
          quantity: granted,
          substitution: existing > 0 ? null : (line.substitution_accord as 0 | 1),
          designation: product.designation,
          priceCents: linePriceCents(product, line.gift_card_cents),
        },
      });
  }
  return plan;
}

/**
 * Complete (fusion) or ignore: both delete the visitor's carts, which clears the state; fusion first
 * writes the merged lines. The visitor's carts are deleted before anything is written, in one
 * transaction: a replayed or concurrent call finds nothing left and changes nothing.
 */
export async function settleMerge(
  db: Kysely<DB>,
  client: Shopper,
  uuid: string,
  merge: boolean,
  now: Date,
): Promise<CartLoginState> {
  return db.transaction().execute(async (trx) => {
    const plan = await planMerge(trx, client, uuid, now);
    await releaseCartHolds(trx, plan.visitorCartIds, now.toISOString());
    const deleted = await trx
      .deleteFrom('carts')
      .where('owner_key', '=', visitorShopper(uuid).ownerKey)
      .executeTakeFirst();
    const nothingLeft = Number(deleted.numDeletedRows) < plan.visitorCartIds.length;
    if (!merge || nothingLeft || !plan.visitorLineCount) {
      return {
        ...plan.state,
        type: merge ? 'fusionne' : 'aucun',
        indisponibles: [],
        quantiteInsuffisante: [],
        itemsMergeResult: { newItems: [], updatedItems: [] },
      };
    }
    const nowIso = now.toISOString();
    const cartIds = new Map<string, number>();
    for (const write of plan.writes) {
      const id = `${write.key.storeId}|${write.key.kind}`;
      let cartId = cartIds.get(id);
      if (cartId === undefined) {
        cartId = (await repo.ensureCart(trx, write.key, client, nowIso)).id;
        cartIds.set(id, cartId);
      }
      await repo.upsertLine(trx, cartId, write.line, nowIso);
    }
    return { ...plan.state, type: 'fusionne' };
  });
}
