import {
  type AddListItemBody,
  API_ERROR_CODES,
  apiMessages,
  type CreateListBody,
  catalogueMessages,
  type DeleteListItemsBody,
  LISTS_MAX,
  listMessages,
  productImageUrl,
  type SaveCartListBody,
  type ShoppingList,
  type ShoppingListItem,
  type ShoppingListSummary,
  type ShoppingListView,
  type ShoppingListViewItem,
  type UpdateListItemBody,
} from '@cabas/contracts';
import {
  isListProductAvailable,
  isProductVisible,
  isWeightIndexAllowed,
  listProductCounts,
  mergeListLines,
  roundQuantity,
} from '@cabas/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError } from '../../platform/domain-error.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CartCard, CartCards } from '../cart/cart-cards.ts';
import { clientShopper } from '../cart/cart-shopper.ts';
import type { CatalogueLookups } from '../catalogue/shared/catalogue-lookups.ts';
import * as repo from './lists.repository.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** The logged-in client: pro-only products exist for a professional customer only. */
export interface ListClient {
  id: number;
  isPro: boolean;
}

const unknownList = () => new DomainError(API_ERROR_CODES.listUnknown, listMessages.listUnknown);

/**
 * A new list of the client within the cap (`LISTS_MAX`), in the caller's transaction: the count that
 * decides is taken with the client held, so parallel creations of one client pass one at a time.
 */
async function createWithinCap(
  trx: Transaction<DB>,
  list: { clientId: number; titre: string; storeId: number },
  lines: readonly repo.ListLineWrite[],
  nowIso: string,
): Promise<number> {
  await repo.lockClient(trx, list.clientId);
  if ((await repo.countLists(trx, list.clientId)) >= LISTS_MAX)
    throw new DomainError(API_ERROR_CODES.listsFull, listMessages.listsFull);
  return repo.createList(trx, list, lines, nowIso);
}

/**
 * Shopping lists of the logged-in client: owner only (another client's list is
 * unknown: 404), products shown priced for the store asked. A pro-only product is, for a client who is
 * not a professional, an unknown product: refused on the way in, left out on the way out.
 */
export class ListsService {
  constructor(
    readonly db: Kysely<DB>,
    private readonly lookups: CatalogueLookups,
    /** The cards of cart lines, shared with the carts (one cache). */
    private readonly cards: CartCards,
    private readonly carts: CartService,
  ) {}

  async #checkStore(storeId: number) {
    if (!(await repo.storeExists(this.db, storeId)))
      throw new DomainError(API_ERROR_CODES.storeNotFound, apiMessages.storeNotFound);
  }

  async summaries(client: ListClient, storeId: number): Promise<ShoppingListSummary[]> {
    await this.#checkStore(storeId);
    const hideProOnly = !isProductVisible({ proOnly: true }, client);
    const rows = await repo.findListSummaries(this.db, client.id, storeId, hideProOnly);
    return rows.map((r) => ({
      id: r.id,
      titre: r.titre,
      magasin_id: r.store_id,
      date_creation: r.created_at,
      date_last_usage: r.last_used_at,
      nb_produits: Number(r.available ?? 0),
      nb_produits_manquant: Number(r.missing ?? 0),
    }));
  }

  async #owned(db: Db, clientId: number, listId: number): Promise<repo.ListRecord> {
    const list = await repo.findOwnedList(db, clientId, listId);
    if (!list) throw unknownList();
    return list;
  }

  /** The client's list and its lines with their products' cards for a store (the visible ones). */
  async #pricedLines(client: ListClient, listId: number, storeId: number, now: Date) {
    await this.#checkStore(storeId);
    const list = await this.#owned(this.db, client.id, listId);
    const lines = await repo.findListLines(this.db, list.id);
    const cards = await this.cards.load(
      this.db,
      storeId,
      lines.map((l) => l.product_id),
      now,
      await this.lookups.categories(),
    );
    const priced: { line: (typeof lines)[number]; card: CartCard }[] = [];
    for (const line of lines) {
      const card = cards.get(line.product_id);
      if (card && isProductVisible({ proOnly: card.input.row.corapro === 1 }, client))
        priced.push({ line, card });
    }
    const summary = {
      id: list.id,
      titre: list.titre,
      magasin_id: list.store_id,
      date_creation: list.created_at,
      date_last_usage: list.last_used_at,
      ...listProductCounts(priced.map((p) => p.card.attributes)),
    };
    return { summary, priced };
  }

  /** One list with its items priced for a store. */
  async get(client: ListClient, listId: number, storeId: number, now: Date): Promise<ShoppingList> {
    const { summary, priced } = await this.#pricedLines(client, listId, storeId, now);
    const items: ShoppingListItem[] = priced.map(({ line, card }) => ({
      id: line.id,
      produit: { ...card.attributes, id: line.product_id },
      quantite: roundQuantity(line.quantity),
      pft: card.attributes.pft,
      indexPoids: line.index_poids,
    }));
    return { ...summary, items };
  }

  /** One list as its page shows it: the same items, each with the few product fields it prints. */
  async view(client: ListClient, listId: number, storeId: number, now: Date): Promise<ShoppingListView> {
    const { summary, priced } = await this.#pricedLines(client, listId, storeId, now);
    const items: ShoppingListViewItem[] = priced.map(({ line, card }) => {
      const p = card.attributes;
      return {
        id: line.id,
        quantite: roundQuantity(line.quantity),
        indexPoids: line.index_poids,
        produit: {
          id: line.product_id,
          designation: p.designation,
          marque: p.marque,
          url: p.url,
          photo: p.photos[0] ?? productImageUrl(p.ean),
          quantite_libelle: p.quantite_libelle,
          prix: p.prix,
          prix_barre: p.prix_barre,
          prix_unite_reference: p.prix_unite_reference,
          unite_reference: p.unite_reference,
          disponible: isListProductAvailable(p),
          qte_pas: p.qte_pas,
          poids: p.pft ? (p.pft_conf?.PLAGE.map((w) => w.LIB_POIDS) ?? []) : [],
        },
      };
    });
    return { ...summary, items };
  }

  /** The products of these ids that this client may see (a pro-only product is unknown to others). */
  async #visibleProductIds(client: ListClient, ids: readonly number[]): Promise<Set<number>> {
    const rows = await repo.findProductsProOnly(this.db, ids);
    return new Set(
      rows.filter((r) => isProductVisible({ proOnly: r.corapro === 1 }, client)).map((r) => r.id),
    );
  }

  async #checkProducts(client: ListClient, ids: readonly number[]) {
    const known = await this.#visibleProductIds(client, ids);
    const unknown = ids.findIndex((id) => !known.has(id));
    if (unknown >= 0)
      throw new DomainError(API_ERROR_CODES.listProductUnknown, catalogueMessages.productNotFound, {
        [`items.${unknown}.produit_id`]: [catalogueMessages.productNotFound],
      });
  }

  async create(client: ListClient, body: CreateListBody, now: Date): Promise<ShoppingList> {
    await this.#checkStore(body.magasin_id);
    await this.#checkProducts(
      client,
      body.items.map((i) => i.produit_id),
    );
    const id = await this.db
      .transaction()
      .execute((trx) =>
        createWithinCap(
          trx,
          { clientId: client.id, titre: body.titre, storeId: body.magasin_id },
          mergeListLines(body.items.map((i) => ({ productId: i.produit_id, quantity: i.quantite }))),
          now.toISOString(),
        ),
      );
    return this.get(client, id, body.magasin_id, now);
  }

  async rename(
    client: ListClient,
    listId: number,
    titre: string,
    storeId: number,
    now: Date,
  ): Promise<ShoppingList> {
    await this.#checkStore(storeId);
    await this.#owned(this.db, client.id, listId);
    await repo.renameList(this.db, listId, titre, now.toISOString());
    return this.get(client, listId, storeId, now);
  }

  async remove(clientId: number, listId: number): Promise<void> {
    if (!(await repo.deleteList(this.db, clientId, listId))) throw unknownList();
  }

  async addItem(client: ListClient, listId: number, body: AddListItemBody, now: Date): Promise<ShoppingList> {
    await this.#checkStore(body.magasin_id);
    await this.#owned(this.db, client.id, listId);
    if (!(await this.#visibleProductIds(client, [body.produit_id])).size)
      // 404 as the product's own call answers it (`liste_produit_inconnu` is the 422 of a new list's lines).
      throw new DomainError(API_ERROR_CODES.productNotFound, catalogueMessages.productNotFound, {
        produit_id: [catalogueMessages.productNotFound],
      });
    const nowIso = now.toISOString();
    await this.db.transaction().execute(async (trx) => {
      await repo.addLine(trx, listId, body.produit_id, nowIso);
      await repo.touchList(trx, listId, nowIso);
    });
    return this.get(client, listId, body.magasin_id, now);
  }

  /** A line's quantity and weight; a weight must be one the product offers in this store. */
  async updateItem(
    client: ListClient,
    listId: number,
    itemId: number,
    body: UpdateListItemBody,
    now: Date,
  ): Promise<ShoppingList> {
    await this.#checkStore(body.magasin_id);
    await this.#owned(this.db, client.id, listId);
    const line = await repo.findListLine(this.db, listId, itemId);
    if (!line) throw new DomainError(API_ERROR_CODES.listItemUnknown, listMessages.itemUnknown);
    const index = body.indexPoids ?? line.index_poids;
    if (index !== line.index_poids) {
      const cards = await this.cards.load(
        this.db,
        body.magasin_id,
        [line.product_id],
        now,
        await this.lookups.categories(),
      );
      const weights = cards.get(line.product_id)?.attributes.pft_conf?.PLAGE.length ?? 0;
      if (!isWeightIndexAllowed(index, weights))
        throw new DomainError(API_ERROR_CODES.invalidData, listMessages.weightIndexInvalid, {
          indexPoids: [listMessages.weightIndexInvalid],
        });
    }
    const nowIso = now.toISOString();
    await this.db.transaction().execute(async (trx) => {
      await repo.updateLine(trx, listId, itemId, roundQuantity(body.quantite), index);
      await repo.touchList(trx, listId, nowIso);
    });
    return this.get(client, listId, body.magasin_id, now);
  }

  async deleteItems(
    client: ListClient,
    listId: number,
    body: DeleteListItemsBody,
    now: Date,
  ): Promise<ShoppingList> {
    await this.#checkStore(body.magasin_id);
    await this.#owned(this.db, client.id, listId);
    const nowIso = now.toISOString();
    await this.db.transaction().execute(async (trx) => {
      await repo.deleteLines(trx, listId, body.ids);
      await repo.touchList(trx, listId, nowIso);
    });
    return this.get(client, listId, body.magasin_id, now);
  }

  /**
   * Saves lines as a new list of the client in the caller's transaction (a store change saves the
   * carts of the former store this way); answers the list's id. Not held to the cap: refusing would
   * lose the cart the store change empties.
   */
  createList(
    trx: Transaction<DB>,
    list: { clientId: number; titre: string; storeId: number | null },
    lines: readonly repo.ListLineWrite[],
    now: Date,
  ): Promise<number> {
    return repo.createList(trx, list, lines, now.toISOString());
  }

  /**
   * Copies the client's cart of a store and kind into a new list, or over an existing list's content
   * (choosing an existing list overwrites it). One transaction.
   */
  async saveCart(
    client: ListClient,
    body: SaveCartListBody,
    now: Date,
  ): Promise<{ list: ShoppingList; overwritten: boolean }> {
    await this.#checkStore(body.magasin_id);
    const nowIso = now.toISOString();
    const listId = await this.db.transaction().execute(async (trx) => {
      const target = body.liste_id === undefined ? null : await this.#owned(trx, client.id, body.liste_id);
      const cartLines = await this.carts.cartLines(trx, {
        ownerKey: clientShopper(client).ownerKey,
        storeId: body.magasin_id,
        kind: body.type_panier,
      });
      const lines = mergeListLines(
        cartLines.map((l) => ({
          productId: l.product_id,
          quantity: l.quantity,
        })),
      );
      if (!lines.length) throw new DomainError(API_ERROR_CODES.listCartEmpty, listMessages.cartEmpty);
      if (!target)
        return createWithinCap(
          trx,
          { clientId: client.id, titre: body.titre ?? '', storeId: body.magasin_id },
          lines,
          nowIso,
        );
      await repo.replaceLines(trx, target.id, lines, nowIso);
      await repo.touchList(trx, target.id, nowIso);
      return target.id;
    });
    return {
      list: await this.get(client, listId, body.magasin_id, now),
      overwritten: body.liste_id !== undefined,
    };
  }
}
