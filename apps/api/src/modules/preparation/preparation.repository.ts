import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-accounts.ts';
import type {} from '../../db/schema-checkout.ts';
import type {} from '../../db/schema-orders.ts';
import type { LineOutcomeCode } from '../../db/schema-preparation.ts';
import type {} from '../../db/schema-staff.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** The order as its preparation reads it: customer, store, slot, note and preparation times. */
export function findOrder(db: Db, orderId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('clients as c', 'c.id', 'o.client_id')
    .innerJoin('stores as st', 'st.id', 'o.store_id')
    .leftJoin('slots as s', 's.id', 'o.slot_id')
    .select([
      'o.id',
      'o.code',
      'o.store_id',
      'o.statut_code',
      'o.code_type_commande',
      'o.total_cents',
      'o.note_client',
      'o.date_de_retrait',
      'o.date_de_retrait_max',
      'o.preparation_started_at',
      'o.prepared_at',
      'c.prenom',
      'c.nom',
      'st.name as store_name',
      'st.has_choix_substitution',
      's.starts_at',
      's.ends_at',
      's.cutoff_at',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}
export type PreparationOrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/** The order's lines with their product's category and way of sale, and their outcome if any. */
export function orderLines(db: Db, orderId: number) {
  return db
    .selectFrom('order_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .leftJoin('order_line_preparations as r', 'r.order_line_id', 'l.id')
    .leftJoin('staff_accounts as a', 'a.id', 'r.prepared_by')
    .select([
      'l.id',
      'l.product_id',
      'l.designation',
      'l.quantity',
      'l.unit_price_cents',
      'l.total_cents',
      'l.reduction_cents',
      'l.substitution_accord',
      'p.category_id',
      'p.is_weighed',
      'r.outcome',
      'r.quantity as prepared_quantity',
      'r.weight_grams',
      'r.final_cents',
      'r.substitute_product_id',
      'r.substitute_designation',
      'r.substitute_unit_price_cents',
      'r.decision_client',
      'r.version',
      'r.updated_at',
      'a.display_name as prepared_by_name',
    ])
    .where('l.order_id', '=', orderId)
    .orderBy('l.id')
    .execute();
}
export type PreparationLineRow = Awaited<ReturnType<typeof orderLines>>[number];

/** The fees of the order (`frais`), in cents. */
export async function orderFeesCents(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('order_fees')
    .select((eb) => eb.fn.sum<number | string | null>('valeur_cents').as('cents'))
    .where('order_id', '=', orderId)
    .where('kind', '=', 'frais')
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}

/** The catalogue's tree (a few hundred rows): each category's parent, label and position. */
export function categoryTree(db: Db) {
  return db.selectFrom('categories').select(['id', 'parent_id', 'libelle', 'position']).execute();
}

/**
 * COMMANDEE → VALIDEE, only if the order is still placed: one caller wins, and a shopper's change
 * (which claims a placed order the same way) cannot cross it.
 */
export async function markStarted(db: Db, orderId: number, staffId: number, nowIso: string) {
  const result = await db
    .updateTable('orders')
    .set({
      statut_code: 'VALIDEE',
      preparation_started_at: nowIso,
      preparation_started_by: staffId,
      updated_at: nowIso,
    })
    .where('id', '=', orderId)
    .where('statut_code', '=', 'COMMANDEE')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Holds an order in preparation for this transaction (a no-op update); false if it is not any more. */
export async function claimInPreparation(db: Db, orderId: number, nowIso: string) {
  const result = await db
    .updateTable('orders')
    .set({ updated_at: nowIso })
    .where('id', '=', orderId)
    .where('statut_code', '=', 'VALIDEE')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** VALIDEE → EN_ATTENTE, only if the order is still in preparation. */
export async function markPrepared(db: Db, orderId: number, staffId: number, nowIso: string) {
  const result = await db
    .updateTable('orders')
    .set({ statut_code: 'EN_ATTENTE', prepared_at: nowIso, prepared_by: staffId, updated_at: nowIso })
    .where('id', '=', orderId)
    .where('statut_code', '=', 'VALIDEE')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface LineOutcomeRow {
  orderLineId: number;
  orderId: number;
  outcome: LineOutcomeCode;
  quantity: number;
  weightGrams: number | null;
  finalCents: number;
  substitute: { productId: number; designation: string; unitPriceCents: number } | null;
  preparedBy: number;
  nowIso: string;
}

/**
 * Writes a line's outcome only over the version its writer read (0: none yet): the first outcome is
 * inserted (a concurrent first writer makes the insert conflict and do nothing), a change updates
 * the row where its version is still the one read. False: someone else wrote first.
 */
export async function writeLineOutcome(db: Db, row: LineOutcomeRow, readVersion: number): Promise<boolean> {
  const values = {
    outcome: row.outcome,
    quantity: row.quantity,
    weight_grams: row.weightGrams,
    final_cents: row.finalCents,
    substitute_product_id: row.substitute?.productId ?? null,
    substitute_designation: row.substitute?.designation ?? null,
    substitute_unit_price_cents: row.substitute?.unitPriceCents ?? null,
    // A new substitute waits for the customer's answer again (decision 115).
    decision_client: row.substitute ? 'en_attente' : null,
    decided_at: null,
    prepared_by: row.preparedBy,
    updated_at: row.nowIso,
  };
  if (readVersion === 0) {
    const inserted = await db
      .insertInto('order_line_preparations')
      .values({ order_line_id: row.orderLineId, order_id: row.orderId, version: 1, ...values })
      .onConflict((oc) => oc.column('order_line_id').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  const updated = await db
    .updateTable('order_line_preparations')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('order_line_id', '=', row.orderLineId)
    .where('version', '=', readVersion)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** The products of these categories a store sells and has in stock, sold the same way, matching `q`: the preferred categories first. */
export function substituteCandidates(
  db: Db,
  input: {
    storeId: number;
    categoryIds: readonly number[];
    /** Proposed first (the line's own aisle). */
    preferredCategoryIds: readonly number[];
    weighed: boolean;
    excludeProductId: number;
    query: string | null;
    limit: number;
  },
) {
  let query = db
    .selectFrom('offers as f')
    .innerJoin('products as p', 'p.id', 'f.product_id')
    .select(['p.id', 'p.designation', 'p.marque', 'p.is_weighed', 'f.price_cents'])
    .where('f.store_id', '=', input.storeId)
    .where('p.category_id', 'in', input.categoryIds.length ? [...input.categoryIds] : [-1])
    .where('p.is_weighed', '=', input.weighed ? 1 : 0)
    .where('p.type', '<>', 'CKDO')
    .where('p.id', '<>', input.excludeProductId)
    .where((eb) => eb('f.stock', '>', eb.ref('f.reserved')));
  if (input.query)
    query = query.where((eb) =>
      eb(eb.fn('lower', ['p.designation']), 'like', `%${likeSafe(input.query!.toLowerCase())}%`),
    );
  const preferred = input.preferredCategoryIds.length ? [...input.preferredCategoryIds] : [-1];
  return query
    .orderBy((eb) => eb.case().when('p.category_id', 'in', preferred).then(0).else(1).end())
    .orderBy('p.popularity', 'desc')
    .orderBy('p.id')
    .limit(input.limit)
    .execute();
}

/** One product as a substitute for this store, if it sells it and has it in stock. */
export function substituteOffer(db: Db, storeId: number, productId: number) {
  return db
    .selectFrom('offers as f')
    .innerJoin('products as p', 'p.id', 'f.product_id')
    .select(['p.id', 'p.designation', 'p.category_id', 'p.is_weighed', 'p.type', 'f.price_cents'])
    .where('f.store_id', '=', storeId)
    .where('p.id', '=', productId)
    .where((eb) => eb('f.stock', '>', eb.ref('f.reserved')))
    .executeTakeFirst();
}

/** The words of a search without LIKE's wildcards (the two databases escape them differently). */
const likeSafe = (text: string) => text.replace(/[\\%_]/g, '');
