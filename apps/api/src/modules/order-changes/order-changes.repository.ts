import { INVOICE_PROVIDER, vatRateFor } from '@cabas/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AuthorisationChangeStatus } from '../../db/schema-authorisation-changes.ts';
import type {} from '../../db/schema-card-captures.ts';
import type {} from '../../db/schema-checkout.ts';
import type { OrderChangeStatus } from '../../db/schema-order-changes.ts';
import type {} from '../../db/schema-order-documents.ts';
import type {} from '../../db/schema-orders.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** One order of this client with what changing it needs: its slot's times and its first payment. */
export function findClientOrder(db: Db, clientId: number, orderId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('payment_sessions as p', 'p.id', 'o.payment_session_id')
    .leftJoin('slots as s', 's.id', 'o.slot_id')
    .leftJoin('store_mode_services as sv', 'sv.id', 'o.service_id')
    .innerJoin('stores as st', 'st.id', 'o.store_id')
    .select([
      'o.id',
      'o.code',
      'o.client_id',
      'o.store_id',
      'o.statut_code',
      'o.code_type_commande',
      'o.type_panier',
      'o.service_id',
      'o.slot_id',
      'o.email',
      'o.total_cents',
      'o.tirelire_cents',
      'o.gift_card_cents',
      'o.payment_session_id',
      'o.checkout_id',
      'o.updated_at',
      'o.placed_at',
      'p.card_cents',
      'p.loyalty_card_numero',
      'p.gift_card_numero',
      'p.provider',
      'p.order_draft',
      's.cutoff_at',
      's.starts_at',
      's.ends_at',
      'sv.montant_max_cents',
      'st.montant_minimum_lad_cents',
      'st.name as store_name',
      'st.telephone as store_telephone',
    ])
    .where('o.id', '=', orderId)
    .where('o.client_id', '=', clientId)
    .executeTakeFirst();
}
export type ChangeableOrder = NonNullable<Awaited<ReturnType<typeof findClientOrder>>>;

/** `COMMANDEE` → `from`-less move to `status`, only if the order is still placed: one caller wins. */
export async function moveOrderFromPlaced(db: Db, orderId: number, status: string, nowIso: string) {
  const result = await db
    .updateTable('orders')
    .set({ statut_code: status, updated_at: nowIso })
    .where('id', '=', orderId)
    .where('statut_code', '=', 'COMMANDEE')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Locks a placed order for a change in this transaction (no-op update); false if no longer placed. */
export async function claimPlacedOrder(db: Db, orderId: number, nowIso: string) {
  const result = await db
    .updateTable('orders')
    .set({ updated_at: nowIso })
    .where('id', '=', orderId)
    .where('statut_code', '=', 'COMMANDEE')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function orderLines(db: Db, orderId: number) {
  return db
    .selectFrom('order_lines')
    .select([
      'product_id',
      'designation',
      'quantity',
      'reserved_units',
      'unit_price_cents',
      'total_cents',
      'substitution_accord',
      'gift_card_cents',
      'reduction_cents',
      'tva_taux',
    ])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export function orderFees(db: Db, orderId: number) {
  return db
    .selectFrom('order_fees')
    .select(['kind', 'type', 'libelle', 'valeur_cents', 'code'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** The card payments of an order: its first session and the accepted extra payments of its changes. */
export function cardSessions(db: Db, order: { id: number; payment_session_id: string }) {
  // A pro order on invoice (decision 119): no card behind its session, nothing to refund or release.
  return db
    .selectFrom('payment_sessions')
    .select(['id', 'card_cents', 'provider', 'capture_mode'])
    .where((eb) =>
      eb.or([
        eb('id', '=', order.payment_session_id),
        eb(
          'id',
          'in',
          eb
            .selectFrom('order_changes')
            .select('payment_session_id')
            .where('order_id', '=', order.id)
            .where('status', '=', 'appliquee')
            .where('payment_session_id', 'is not', null)
            .$narrowType<{ payment_session_id: string }>(),
        ),
      ]),
    )
    .where('status', '=', 'acceptee')
    .where('provider', '!=', INVOICE_PROVIDER)
    .orderBy('created_at')
    .execute();
}

/** Whether the order was placed on invoice (a pro's deferred payment, decision 119). */
export async function placedOnInvoice(db: Db, orderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('payment_sessions as s', 's.id', 'o.payment_session_id')
    .select('s.provider')
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  return row?.provider === INVOICE_PROVIDER;
}

export function refundsOf(db: Db, orderId: number) {
  return db.selectFrom('payment_refunds').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

/** Records a refund to ask once per key; false when the key was taken already (nothing recorded). */
export async function insertRefund(
  db: Db,
  r: { key: string; provider: string; sessionId: string; orderId: number; cents: number; nowIso: string },
): Promise<boolean> {
  const rows = await db
    .insertInto('payment_refunds')
    .values({
      idempotency_key: r.key,
      provider: r.provider,
      payment_session_id: r.sessionId,
      order_id: r.orderId,
      amount_cents: r.cents,
      created_at: r.nowIso,
      updated_at: r.nowIso,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .execute();
  return rows.length === 1;
}

// --- what changes did to card authorisations not captured yet (decision 109) ---

export function authorisationChangesOf(db: Db, orderId: number) {
  return db
    .selectFrom('payment_authorisation_changes')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** Records a reduction or a release once per key; false when the key was taken already. */
export async function insertAuthorisationChange(
  db: Db,
  r: {
    key: string;
    kind: 'reduction' | 'liberation';
    status: AuthorisationChangeStatus;
    provider: string;
    sessionId: string;
    orderId: number;
    cents: number;
    nowIso: string;
  },
): Promise<boolean> {
  const rows = await db
    .insertInto('payment_authorisation_changes')
    .values({
      idempotency_key: r.key,
      kind: r.kind,
      status: r.status,
      provider: r.provider,
      payment_session_id: r.sessionId,
      order_id: r.orderId,
      amount_cents: r.cents,
      created_at: r.nowIso,
      updated_at: r.nowIso,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .execute();
  return rows.length === 1;
}

/** The provider's answer to a release, kept once. */
export async function markReleaseAnswered(
  db: Db,
  key: string,
  answer: { status: 'effectue'; reference: string } | { status: 'refusee'; refusal: string },
  nowIso: string,
) {
  await db
    .updateTable('payment_authorisation_changes')
    .set(
      answer.status === 'effectue'
        ? { status: 'effectue', provider_reference: answer.reference, updated_at: nowIso }
        : { status: 'refusee', refusal: answer.refusal, updated_at: nowIso },
    )
    .where('idempotency_key', '=', key)
    .where('kind', '=', 'liberation')
    .where('status', '=', 'demande')
    .execute();
}

/** The provider did not answer a release: asked again at `nextIso`. */
export async function markReleaseFailed(db: Db, key: string, error: string, nextIso: string, nowIso: string) {
  await db
    .updateTable('payment_authorisation_changes')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, 500),
      next_attempt_at: nextIso,
      updated_at: nowIso,
    }))
    .where('idempotency_key', '=', key)
    .where('kind', '=', 'liberation')
    .where('status', '=', 'demande')
    .execute();
}

/** Releases still to ask of the provider whose next attempt is due. */
export function pendingReleases(db: Db, nowIso: string, limit: number) {
  return db
    .selectFrom('payment_authorisation_changes')
    .selectAll()
    .where('kind', '=', 'liberation')
    .where('status', '=', 'demande')
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', nowIso)]))
    .orderBy('id')
    .limit(limit)
    .execute();
}

// --- the order's capture, read only (its rows belong to payments/capture) ---

/** Whether the order's capture was asked, and answered: a change before it lowers, after it refunds. */
export async function captureStateOf(db: Db, orderId: number): Promise<'aucune' | 'demandee' | 'effectuee'> {
  const row = await db
    .selectFrom('order_card_captures')
    .select('status')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row?.status ?? 'aucune';
}

/** What the order's capture gave back of each card payment (released or refunded, answered). */
export function captureGiveBacksOf(db: Db, orderId: number) {
  return db
    .selectFrom('payment_card_operations')
    .select(['payment_session_id', 'amount_cents'])
    .where('order_id', '=', orderId)
    .where('kind', 'in', ['liberation', 'remboursement'])
    .where('status', '=', 'effectue')
    .execute();
}

export async function markRefundDone(db: Db, key: string, reference: string, nowIso: string) {
  await db
    .updateTable('payment_refunds')
    .set({ status: 'effectue', provider_reference: reference, updated_at: nowIso })
    .where('idempotency_key', '=', key)
    .where('status', '=', 'demande')
    .execute();
}

/** Refunds still to ask of the provider whose next attempt is due. */
export function pendingRefunds(db: Db, nowIso: string, limit: number) {
  return db
    .selectFrom('payment_refunds')
    .selectAll()
    .where('status', '=', 'demande')
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', nowIso)]))
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The provider did not answer: asked again at `nextIso`. */
export async function markRefundFailed(db: Db, key: string, error: string, nextIso: string, nowIso: string) {
  await db
    .updateTable('payment_refunds')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, 500),
      next_attempt_at: nextIso,
      updated_at: nowIso,
    }))
    .where('idempotency_key', '=', key)
    .where('status', '=', 'demande')
    .execute();
}

export function findSlot(db: Db, slotId: number) {
  return db.selectFrom('slots').selectAll().where('id', '=', slotId).executeTakeFirst();
}

export function nextSlots(db: Db, serviceId: number, nowIso: string, limit: number) {
  return db
    .selectFrom('slots')
    .selectAll()
    .where('service_id', '=', serviceId)
    .where('cutoff_at', '>', nowIso)
    .orderBy('starts_at')
    .limit(limit)
    .execute();
}

export function storeOffers(db: Db, storeId: number, productIds: number[]) {
  if (!productIds.length) return Promise.resolve([]);
  return db
    .selectFrom('offers as f')
    .innerJoin('products as p', 'p.id', 'f.product_id')
    .select([
      'f.product_id',
      'f.price_cents',
      'f.strike_price_cents',
      'f.stock',
      'f.reserved',
      'p.designation',
      'p.is_weighed',
    ])
    .where('f.store_id', '=', storeId)
    .where('f.product_id', 'in', productIds)
    .execute();
}

/** The immediate reductions (RI without a loyalty condition) of the store's offers running at `atIso`. */
export function immediateReductionsAt(db: Db, storeId: number, productIds: number[], atIso: string) {
  if (!productIds.length) return Promise.resolve([]);
  return db
    .selectFrom('offer_advantages')
    .select(['product_id', 'lot', 'nb_pdt_lot', 'valeur', 'unite'])
    .where('store_id', '=', storeId)
    .where('product_id', 'in', productIds)
    .where('type_avantage', '=', 'RI')
    .where('prime_fid', 'is', null)
    .where('starts_at', '<=', atIso)
    .where('ends_at', '>=', atIso)
    .orderBy('id')
    .execute();
}

export function promoCodes(db: Db, codes: string[]) {
  if (!codes.length) return Promise.resolve([]);
  return db.selectFrom('promo_codes').selectAll().where('code', 'in', codes).execute();
}

// --- the change drafts ---

/** A payment session's status now (`ouverte`, `acceptee`, `refusee`, …), or undefined. */
export async function sessionStatus(db: Db, sessionId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('payment_sessions')
    .select('status')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row?.status;
}

export function findOpenChange(db: Db, orderId: number) {
  return db.selectFrom('order_changes').selectAll().where('open_key', '=', orderId).executeTakeFirst();
}

export function findChangeBySession(db: Db, sessionId: string) {
  return db
    .selectFrom('order_changes')
    .selectAll()
    .where('payment_session_id', '=', sessionId)
    .executeTakeFirst();
}

export async function insertChange(
  db: Db,
  c: {
    orderId: number;
    clientId: number;
    lines: string;
    slotId: number | null;
    nowIso: string;
    expiresAt: string;
  },
) {
  await db
    .insertInto('order_changes')
    .values({
      order_id: c.orderId,
      client_id: c.clientId,
      open_key: c.orderId,
      lines: c.lines,
      slot_id: c.slotId,
      created_at: c.nowIso,
      updated_at: c.nowIso,
      expires_at: c.expiresAt,
    })
    .onConflict((oc) =>
      oc.column('open_key').doUpdateSet({
        lines: c.lines,
        slot_id: c.slotId,
        updated_at: c.nowIso,
        expires_at: c.expiresAt,
      }),
    )
    .execute();
}

/** Moves a change from one of `from` to `status` once; an ended change frees its order's open key. */
export async function moveChange(
  db: Db,
  id: number,
  from: readonly OrderChangeStatus[],
  status: OrderChangeStatus,
  nowIso: string,
  extra: { paymentSessionId?: string; extraCardCents?: number; expiresAt?: string } = {},
): Promise<boolean> {
  const ended = status === 'appliquee' || status === 'abandonnee';
  const result = await db
    .updateTable('order_changes')
    .set({
      status,
      updated_at: nowIso,
      ...(ended ? { open_key: null } : {}),
      ...(extra.paymentSessionId === undefined ? {} : { payment_session_id: extra.paymentSessionId }),
      ...(extra.extraCardCents === undefined ? {} : { extra_card_cents: extra.extraCardCents }),
      ...(extra.expiresAt === undefined ? {} : { expires_at: extra.expiresAt }),
    })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A line of an order as its change rewrites it (the VAT rate kept from the order). */
export interface RewrittenOrderLine {
  productId: number;
  designation: string;
  quantity: number;
  units: number;
  unitPriceCents: number;
  /** Net of `reductionCents`, the line's immediate reduction. */
  totalCents: number;
  reductionCents: number;
  substitution: boolean;
  giftCardCents: number;
  /** The VAT rate kept from the order; null for a product the order did not have. */
  vatRate: number | null;
}

/** The order's lines, fees and amounts as changed. */
export async function rewriteOrder(
  db: Db,
  orderId: number,
  o: {
    lines: RewrittenOrderLine[];
    slot: { id: number; debut: string; fin: string } | null;
    slotFee: { libelle: string; cents: number } | null;
    /** The immediate reductions (informative: already off the lines) and the order reductions. */
    immediateCents: number;
    orderReductions: { type: string; libelle: string; cents: number; code: string | null }[];
    totalCents: number;
    giftCardCents: number;
    tirelireCents: number;
    nowIso: string;
  },
) {
  await db.deleteFrom('order_lines').where('order_id', '=', orderId).execute();
  if (o.lines.length) {
    const rates = await newLineRates(db, o.lines);
    await db
      .insertInto('order_lines')
      .values(
        o.lines.map((l) => ({
          order_id: orderId,
          product_id: l.productId,
          designation: l.designation,
          quantity: l.quantity,
          reserved_units: l.units,
          unit_price_cents: l.unitPriceCents,
          total_cents: l.totalCents,
          reduction_cents: l.reductionCents,
          gift_card_cents: l.giftCardCents,
          substitution_accord: l.substitution ? (1 as const) : (0 as const),
          tva_taux: l.vatRate ?? rates.get(l.productId) ?? null,
        })),
      )
      .execute();
  }
  if (o.slot) {
    await db
      .deleteFrom('order_fees')
      .where('order_id', '=', orderId)
      .where('kind', '=', 'frais')
      .where('type', '=', 'creneau')
      .execute();
    if (o.slotFee && o.slotFee.cents > 0) {
      await db
        .insertInto('order_fees')
        .values({
          order_id: orderId,
          kind: 'frais',
          type: 'creneau',
          libelle: o.slotFee.libelle,
          valeur_cents: o.slotFee.cents,
        })
        .execute();
    }
  }
  await db.deleteFrom('order_fees').where('order_id', '=', orderId).where('kind', '=', 'reduction').execute();
  const reductions = [
    ...(o.immediateCents > 0
      ? [{ type: 'remise_immediate', libelle: 'Remises immédiates', cents: o.immediateCents, code: null }]
      : []),
    ...o.orderReductions,
  ];
  if (reductions.length) {
    await db
      .insertInto('order_fees')
      .values(
        reductions.map((r) => ({
          order_id: orderId,
          kind: 'reduction' as const,
          type: r.type,
          libelle: r.libelle,
          valeur_cents: r.cents,
          code: r.code,
        })),
      )
      .execute();
  }
  await db
    .updateTable('orders')
    .set({
      total_cents: o.totalCents,
      total_remise_cents: reductions.reduce((s, r) => s + r.cents, 0),
      gift_card_cents: o.giftCardCents,
      tirelire_cents: o.tirelireCents,
      updated_at: o.nowIso,
      ...(o.slot
        ? { slot_id: o.slot.id, date_de_retrait: o.slot.debut, date_de_retrait_max: o.slot.fin }
        : {}),
    })
    .where('id', '=', orderId)
    .execute();
}

/** The VAT rate of the day for the products an edit adds (the kept lines keep theirs). */
async function newLineRates(db: Db, lines: RewrittenOrderLine[]) {
  const added = lines.filter((l) => l.vatRate === null).map((l) => l.productId);
  if (!added.length) return new Map<number, number>();
  const facts = await db
    .selectFrom('products')
    .select(['id', 'category_id', 'is_alcool', 'type'])
    .where('id', 'in', added)
    .execute();
  return new Map(
    facts.map((p) => [
      p.id,
      vatRateFor({ categoryId: p.category_id, isAlcohol: p.is_alcool === 1, isGiftCard: p.type === 'CKDO' }),
    ]),
  );
}
