import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Flag } from './schema.ts';

/**
 * Tables of the cart issue (migration 0004). They extend the `DB` interface of schema.ts. Quantities
 * are pieces or kilograms (3 decimals); money in cents; timestamps ISO-8601 UTC strings.
 */

type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface CartsTable {
  id: Generated<number>;
  /** 'c:{client id}' or 'u:{visitor uuid}'; unique with store_id and type_panier. */
  owner_key: string;
  client_id: number | null;
  visitor_uuid: string | null;
  store_id: number;
  type_panier: string;
  /** The promo code entered (checked again on every read). */
  promo_code: string | null;
  created_at: string;
  /** Last change of a line (answered as infoPanierDB.dateLastUpdate). */
  updated_at: string;
  /** Last time the cart was written or merged (infoPanierDB.dateLastUsage). */
  last_used_at: string;
}

export interface CartLinesTable {
  id: Generated<number>;
  cart_id: number;
  product_id: number;
  quantity: number;
  substitution_accord: Defaulted<Flag>;
  /** Snapshot when the line was last set: the name and the store's unit price then. */
  designation: string;
  price_cents: number;
  added_at: string;
  updated_at: string;
  /**
   * Gift cards (CKDO): the amount of one card (migration 0008); 0 for every other product. Unique
   * with cart_id and product_id: one line per product and amount.
   */
  gift_card_cents: Defaulted<number>;
}

export interface PromoCodesTable {
  code: string;
  libelle: string;
  percent: number | null;
  amount_cents: number | null;
  min_basket_cents: Defaulted<number>;
  starts_at: string;
  ends_at: string;
  /** JSON array of store ids; null: every store. */
  store_ids: string | null;
  /** 1: a welcome code, for a client without any order (migration 0012). */
  first_order_only: Defaulted<Flag>;
}

/** The seller of a product delivered by a seller (ldd) and its delay in working days. */
export interface ProductSellersTable {
  product_id: number;
  nom: string;
  delai_livraison_jours: number;
}

export interface ShoppingListsTable {
  id: Generated<number>;
  client_id: number;
  titre: string;
  /** The store the list was saved from, if any. */
  store_id: number | null;
  created_at: string;
  last_used_at: string;
}

export interface ShoppingListLinesTable {
  id: Generated<number>;
  list_id: number;
  product_id: number;
  quantity: number;
  /** The weight choice of a weighed product (indexPoids in lists). */
  index_poids: Defaulted<number>;
  added_at: string;
}

declare module './schema.ts' {
  interface DB {
    carts: CartsTable;
    cart_lines: CartLinesTable;
    promo_codes: PromoCodesTable;
    product_sellers: ProductSellersTable;
    shopping_lists: ShoppingListsTable;
    shopping_list_lines: ShoppingListLinesTable;
  }
}

export type CartRow = Selectable<CartsTable>;
export type CartLineRow = Selectable<CartLinesTable>;
export type PromoCodeRow = Selectable<PromoCodesTable>;
