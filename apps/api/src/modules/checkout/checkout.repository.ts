import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { CheckoutRow, CheckoutsTable } from '../../db/schema-checkout.ts';

type Db = Kysely<DB>;

export const openKey = (clientId: number, storeId: number, kind: string) => `${clientId}:${storeId}:${kind}`;

export interface CheckoutClient {
  id: number;
  id_magasin: number | null;
  is_pro: number;
  num_carte_cabas: string | null;
  num_carte_malin: string | null;
}

export function findClient(db: Db, clientId: number): Promise<CheckoutClient | undefined> {
  return db
    .selectFrom('clients')
    .select(['id', 'id_magasin', 'is_pro', 'num_carte_cabas', 'num_carte_malin'])
    .where('id', '=', clientId)
    .executeTakeFirst();
}

export interface CheckoutStore {
  id: number;
  is_national: number;
  allow_code_promo: number;
  allow_carte_carrefour: number;
  is_eligible_abonnement_lad: number;
  montant_minimum_lad_cents: number | null;
  /** JSON lists of payment mode codes: offered, and refused with a promo code (decision 129). */
  payment_modes: string;
  payment_modes_sans_code_promo: string;
}

export function findStore(db: Db, storeId: number): Promise<CheckoutStore | undefined> {
  return db
    .selectFrom('stores')
    .select([
      'id',
      'is_national',
      'allow_code_promo',
      'allow_carte_carrefour',
      'is_eligible_abonnement_lad',
      'montant_minimum_lad_cents',
      'payment_modes',
      'payment_modes_sans_code_promo',
    ])
    .where('id', '=', storeId)
    .executeTakeFirst();
}

export interface ModeRow {
  id: number;
  type: string;
  label_long: string;
  tarif_mini_cents: number | null;
  bag_deposit_cents: number | null;
}
export interface ServiceRow {
  id: number;
  order_mode_id: number;
  label: string;
  description: string | null;
  adresse: string | null;
  type: string;
  sous_type: string | null;
  latitude: number | null;
  longitude: number | null;
  info_non_retrait: string | null;
  montant_max_cents: number | null;
}

export async function findModes(
  db: Db,
  storeId: number,
): Promise<{ modes: ModeRow[]; services: ServiceRow[] }> {
  const [modes, services] = await Promise.all([
    db
      .selectFrom('store_order_modes')
      .select(['id', 'type', 'label_long', 'tarif_mini_cents', 'bag_deposit_cents'])
      .where('store_id', '=', storeId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('store_mode_services')
      .select([
        'id',
        'order_mode_id',
        'label',
        'description',
        'adresse',
        'type',
        'sous_type',
        'latitude',
        'longitude',
        'info_non_retrait',
        'montant_max_cents',
      ])
      .where('store_id', '=', storeId)
      .orderBy('id')
      .execute(),
  ]);
  return { modes, services };
}

export async function hasActiveSubscription(
  db: Db,
  clientId: number,
  storeId: number,
  today: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('client_subscriptions')
    .select('id')
    .where('client_id', '=', clientId)
    .where('store_id', '=', storeId)
    .where('code', '=', 'LAD')
    .where('actif', '=', 1)
    .where('date_debut', '<=', today)
    .where('date_fin', '>=', today)
    .executeTakeFirst();
  return row !== undefined;
}

export function findOpenCheckout(db: Db, key: string): Promise<CheckoutRow | undefined> {
  return db.selectFrom('checkouts').selectAll().where('open_key', '=', key).executeTakeFirst();
}

/** The checkout if it is this client's, in this store. */
export function findOwnedCheckout(
  db: Db,
  clientId: number,
  storeId: number,
  id: number,
): Promise<CheckoutRow | undefined> {
  return db
    .selectFrom('checkouts')
    .selectAll()
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
}

/** Inserts the open checkout of a cart; a concurrent twin wins silently (same open_key). */
export async function insertCheckout(db: Db, row: Insertable<CheckoutsTable>): Promise<void> {
  await db
    .insertInto('checkouts')
    .values(row)
    .onConflict((oc) => oc.column('open_key').doNothing())
    .execute();
}

/**
 * The dateLastUpdate guard: writes only when the checkout is still open and at the version the
 * client last saw; false (nothing written) otherwise.
 */
export async function updateIfVersion(
  db: Db,
  id: number,
  expectedVersion: string,
  values: Updateable<CheckoutsTable> & { updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('checkouts')
    .set(values)
    .where('id', '=', id)
    .where('updated_at', '=', expectedVersion)
    .where('status', '=', 'ouvert')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface CartProductFacts {
  id: number;
  designation: string;
  /** With `is_alcool` and `type`, what the product's VAT rate comes from (`vatRateFor`). */
  category_id: number;
  is_alcool: number;
  type: string;
  category_slug: string;
  unavailable_services: string | null;
}

export function findCartProductFacts(
  db: Db,
  storeId: number,
  productIds: number[],
): Promise<CartProductFacts[]> {
  if (!productIds.length) return Promise.resolve([]);
  return db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('offers as o', (j) => j.onRef('o.product_id', '=', 'p.id').on('o.store_id', '=', storeId))
    .select([
      'p.id',
      'p.designation',
      'p.category_id',
      'p.is_alcool',
      'p.type',
      'c.slug as category_slug',
      'o.unavailable_services',
    ])
    .where('p.id', 'in', productIds)
    .orderBy('p.id')
    .execute();
}

/** The client's paid checkouts: first order, usual payment and mode, first bag deposit. */
export async function orderHistory(db: Db, clientId: number) {
  const rows = await db
    .selectFrom('checkouts as k')
    .leftJoin('store_mode_services as s', 's.id', 'k.service_id')
    .leftJoin('store_order_modes as m', 'm.id', 's.order_mode_id')
    .select(['k.store_id', 'k.payment_mode', 'k.avec_sacs', 'm.type as mode'])
    .where('k.client_id', '=', clientId)
    .where('k.status', '=', 'paye')
    .orderBy('k.updated_at', 'desc')
    .limit(20)
    .execute();
  return rows;
}

export function findLoyaltyCards(db: Db, clientId: number) {
  return db
    .selectFrom('loyalty_cards')
    .select(['id', 'type_carte', 'sous_type', 'numero', 'solde_cents', 'expired'])
    .where('client_id', '=', clientId)
    .orderBy('id')
    .execute();
}

export function findAliases(db: Db, clientId: number, storeId: number) {
  return db
    .selectFrom('payment_aliases')
    .select(['id', 'nom', 'last4', 'expiration', 'store_id'])
    .where('client_id', '=', clientId)
    .where((eb) => eb.or([eb('store_id', '=', storeId), eb('store_id', 'is', null)]))
    .orderBy('id')
    .execute();
}

export function findGiftCardById(db: Db, id: number) {
  return db.selectFrom('gift_cards').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findGiftCardByNumber(db: Db, numero: string) {
  return db.selectFrom('gift_cards').selectAll().where('numero', '=', numero).executeTakeFirst();
}

/**
 * The paid checkout is closed (no longer the client's open checkout for that cart), only if it is
 * still open: the one conditional update that lets a checkout become one order. Answers whether it did.
 */
export async function closePaidCheckout(db: Db, checkoutId: number, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('checkouts')
    .set({ status: 'paye', open_key: null, updated_at: nowIso })
    .where('id', '=', checkoutId)
    .where('status', '=', 'ouvert')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Claims an open checkout for a new payment session: a no-op conditional update, so concurrent
 * sessions of one checkout open one after the other (row lock on PostgreSQL, IMMEDIATE on SQLite).
 * False when the checkout is no longer open.
 */
export async function claimOpenCheckout(db: Db, checkoutId: number): Promise<boolean> {
  const result = await db
    .updateTable('checkouts')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', checkoutId)
    .where('status', '=', 'ouvert')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
