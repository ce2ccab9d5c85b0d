import { vatRateFor } from '@cabas/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-accounts.ts';
import type {} from '../../db/schema-cart.ts';
import type {} from '../../db/schema-checkout.ts';
import type {} from '../../db/schema-order-documents.ts';
import type { PaymentSessionStatus } from '../../db/schema-orders.ts';
import type { DraftAmount, DraftLine } from './order-draft.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface NewSession {
  id: string;
  provider: string;
  checkoutId: number;
  clientId: number;
  storeId: number;
  typePanier: string;
  modePaiement: string;
  totalCents: number;
  cardCents: number;
  tirelireCents: number;
  giftCardCents: number;
  loyaltyCardId: number | null;
  giftCardId: number | null;
  aliasId: string | null;
  draft: string;
  nowIso: string;
  expiresAt: string;
}

export async function insertSession(db: Db, s: NewSession) {
  await db
    .insertInto('payment_sessions')
    .values({
      id: s.id,
      provider: s.provider,
      checkout_id: s.checkoutId,
      client_id: s.clientId,
      store_id: s.storeId,
      type_panier: s.typePanier,
      mode_paiement: s.modePaiement,
      total_cents: s.totalCents,
      card_cents: s.cardCents,
      tirelire_cents: s.tirelireCents,
      gift_card_cents: s.giftCardCents,
      loyalty_card_id: s.loyaltyCardId,
      gift_card_id: s.giftCardId,
      // The cards' numbers, kept with the session: a refund follows the money to them (decision 093).
      loyalty_card_numero: (eb) =>
        eb
          .selectFrom('loyalty_cards')
          .select('numero')
          .where('id', '=', s.loyaltyCardId ?? 0),
      gift_card_numero: (eb) =>
        eb
          .selectFrom('gift_cards')
          .select('numero')
          .where('id', '=', s.giftCardId ?? 0),
      alias_paiement_id: s.aliasId,
      order_draft: s.draft,
      created_at: s.nowIso,
      updated_at: s.nowIso,
      expires_at: s.expiresAt,
    })
    .execute();
}

export function findSession(db: Db, id: string) {
  return db.selectFrom('payment_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Moves a session to `status` only from one of `from`: the single conditional update that makes a
 * notification apply once. Answers whether it did.
 */
export async function moveSession(
  db: Db,
  id: string,
  from: readonly PaymentSessionStatus[],
  status: PaymentSessionStatus,
  nowIso: string,
  orderId?: number,
): Promise<boolean> {
  const result = await db
    .updateTable('payment_sessions')
    .set({ status, updated_at: nowIso, ...(orderId === undefined ? {} : { order_id: orderId }) })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function logNotification(
  db: Db,
  n: { sessionId: string; evenementId: string; resultat: string; effect: string; nowIso: string },
) {
  await db
    .insertInto('payment_notifications')
    .values({
      session_id: n.sessionId,
      evenement_id: n.evenementId,
      resultat: n.resultat,
      effect: n.effect,
      received_at: n.nowIso,
    })
    .execute();
}

/** Stock taken with one conditional update (no overselling, no row lock); false when not enough is left. */
export async function reserveStock(db: Db, storeId: number, productId: number, units: number) {
  const result = await db
    .updateTable('offers')
    .set({ reserved: sql`reserved + ${units}` })
    .where('store_id', '=', storeId)
    .where('product_id', '=', productId)
    .where(sql<boolean>`stock - reserved >= ${units}`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseStock(db: Db, storeId: number, productId: number, units: number) {
  await db
    .updateTable('offers')
    .set({ reserved: sql`CASE WHEN reserved >= ${units} THEN reserved - ${units} ELSE 0 END` })
    .where('store_id', '=', storeId)
    .where('product_id', '=', productId)
    .execute();
}

/**
 * The slot hold becomes a booking, once. A hold still counted in its slot (neither released nor
 * booked) is booked as is. A hold released by its expiry (still the checkout's current hold: every
 * other end of a hold clears it) takes a place again with the slot's conditional update, if one is
 * left. A hold booked already, or ended otherwise, is never booked (again).
 */
export async function bookSlot(
  db: Db,
  hold: { holdId: number; slotId: number; checkoutId: number },
  nowIso: string,
): Promise<boolean> {
  const kept = await db
    .updateTable('slot_holds')
    .set({ booked_at: nowIso })
    .where('id', '=', hold.holdId)
    .where('released_at', 'is', null)
    .where('booked_at', 'is', null)
    .executeTakeFirst();
  if (Number(kept.numUpdatedRows) === 1) return true;
  const expired = await db
    .updateTable('slot_holds')
    .set({ booked_at: nowIso, released_at: null })
    .where('id', '=', hold.holdId)
    .where('released_at', 'is not', null)
    .where('booked_at', 'is', null)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('checkouts')
        .select('hold_id')
        .where('id', '=', hold.checkoutId)
        .where('hold_id', 'is not', null),
    )
    .executeTakeFirst();
  if (Number(expired.numUpdatedRows) !== 1) return false;
  // The caller's transaction is undone when no place is left: the hold stays released.
  const retaken = await db
    .updateTable('slots')
    .set({ reserved: sql`reserved + 1` })
    .where('id', '=', hold.slotId)
    .where(sql<boolean>`reserved < capacity`)
    .executeTakeFirst();
  return Number(retaken.numUpdatedRows) === 1;
}

/**
 * Gives a booked place back (a pending payment finally refused). The caller's conditional move of the
 * session makes this run once; the place goes back even when the hold row went with its checkout
 * (cart deleted by a store change): the order, not the hold, kept it.
 */
export async function releaseBooking(db: Db, holdId: number, slotId: number, nowIso: string) {
  await db
    .updateTable('slot_holds')
    .set({ released_at: nowIso })
    .where('id', '=', holdId)
    .where('released_at', 'is', null)
    .execute();
  await db
    .updateTable('slots')
    .set({ reserved: sql`CASE WHEN reserved > 0 THEN reserved - 1 ELSE 0 END` })
    .where('id', '=', slotId)
    .execute();
}

/** Keeps a held slot at least until the payment session ends. */
export async function extendHold(db: Db, holdId: number, until: string) {
  await db
    .updateTable('slot_holds')
    .set({ expires_at: until })
    .where('id', '=', holdId)
    .where('released_at', 'is', null)
    .where('booked_at', 'is', null)
    .where('expires_at', '<', until)
    .execute();
}

export async function insertOrder(
  db: Db,
  o: {
    sessionId: string;
    clientId: number;
    storeId: number;
    checkoutId: number;
    titre: string;
    statut: string;
    codePaiement: string;
    codeTypeCommande: string;
    serviceId: number | null;
    typePanier: string;
    slotId: number | null;
    debut: string | null;
    fin: string | null;
    adresseRetrait: string | null;
    adresse: string | null;
    email: string;
    totalCents: number;
    totalRemiseCents: number;
    tirelireCents: number;
    giftCardCents: number;
    hasAlias: boolean;
    nowIso: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('orders')
    .values({
      code: `en-cours-${o.sessionId}`,
      payment_session_id: o.sessionId,
      client_id: o.clientId,
      store_id: o.storeId,
      checkout_id: o.checkoutId,
      titre: '',
      statut_code: o.statut,
      code_paiement: o.codePaiement,
      code_type_commande: o.codeTypeCommande,
      service_id: o.serviceId,
      type_panier: o.typePanier,
      slot_id: o.slotId,
      date_de_retrait: o.debut,
      date_de_retrait_max: o.fin,
      adresse_retrait: o.adresseRetrait,
      adresse: o.adresse,
      email: o.email,
      total_cents: o.totalCents,
      total_remise_cents: o.totalRemiseCents,
      tirelire_cents: o.tirelireCents,
      gift_card_cents: o.giftCardCents,
      has_alias_paiement: o.hasAlias ? 1 : 0,
      placed_at: o.nowIso,
      updated_at: o.nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function nameOrder(db: Db, id: number, code: string, titre: string) {
  await db.updateTable('orders').set({ code, titre }).where('id', '=', id).execute();
}

export async function insertOrderDetails(
  db: Db,
  orderId: number,
  lines: (DraftLine & { units: number })[],
  frais: DraftAmount[],
  reductions: DraftAmount[],
) {
  if (lines.length) {
    // The VAT rate of the day of the sale stays on the line (order PDF, invoice).
    const facts = await db
      .selectFrom('products')
      .select(['id', 'category_id', 'is_alcool', 'type'])
      .where(
        'id',
        'in',
        lines.map((l) => l.productId),
      )
      .execute();
    const rates = new Map(
      facts.map((p) => [
        p.id,
        vatRateFor({
          categoryId: p.category_id,
          isAlcohol: p.is_alcool === 1,
          isGiftCard: p.type === 'CKDO',
        }),
      ]),
    );
    await db
      .insertInto('order_lines')
      .values(
        lines.map((l) => ({
          order_id: orderId,
          product_id: l.productId,
          designation: l.designation,
          quantity: l.quantity,
          reserved_units: l.units,
          unit_price_cents: l.unitPriceCents,
          total_cents: l.totalCents,
          substitution_accord: l.substitution ? (1 as const) : (0 as const),
          gift_card_cents: l.giftCardCents ?? 0,
          reduction_cents: l.reductionCents ?? 0,
          tva_taux: rates.get(l.productId) ?? null,
        })),
      )
      .execute();
  }
  const amounts = [
    ...frais.map((a) => ({ ...a, kind: 'frais' as const })),
    ...reductions.map((a) => ({ ...a, kind: 'reduction' as const })),
  ];
  if (amounts.length) {
    await db
      .insertInto('order_fees')
      .values(
        amounts.map((a) => ({
          order_id: orderId,
          kind: a.kind,
          type: a.type,
          libelle: a.libelle,
          valeur_cents: a.cents,
          code: a.code ?? null,
        })),
      )
      .execute();
  }
}

export async function setOrderStatus(db: Db, orderId: number, from: string, status: string, nowIso: string) {
  await db
    .updateTable('orders')
    .set({ statut_code: status, updated_at: nowIso })
    .where('id', '=', orderId)
    .where('statut_code', '=', from)
    .execute();
}

export function orderLinesUnits(db: Db, orderId: number) {
  return db
    .selectFrom('order_lines')
    .select(['product_id', 'reserved_units'])
    .where('order_id', '=', orderId)
    .execute();
}

/** The ordered cart kind is emptied (its promo code with it). */
export async function clearCart(db: Db, clientId: number, storeId: number, kind: string, nowIso: string) {
  const cart = await db
    .selectFrom('carts')
    .select('id')
    .where('owner_key', '=', `c:${clientId}`)
    .where('store_id', '=', storeId)
    .where('type_panier', '=', kind)
    .executeTakeFirst();
  if (!cart) return;
  await db.deleteFrom('cart_lines').where('cart_id', '=', cart.id).execute();
  await db
    .updateTable('carts')
    .set({ promo_code: null, updated_at: nowIso, last_used_at: nowIso })
    .where('id', '=', cart.id)
    .execute();
}

/**
 * The paid checkout is closed (no longer the client's open checkout for that cart), only if it is
 * still open: the one conditional update that lets a checkout become one order. Answers whether it did.
 */
export async function closeCheckout(db: Db, checkoutId: number, nowIso: string): Promise<boolean> {
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

/** A new session replaces the checkout's other open ones: they are cancelled and make no order. */
export async function cancelOtherSessions(db: Db, checkoutId: number, keptId: string, nowIso: string) {
  await db
    .updateTable('payment_sessions')
    .set({ status: 'annulee', updated_at: nowIso })
    .where('checkout_id', '=', checkoutId)
    .where('id', '!=', keptId)
    .where('status', '=', 'ouverte')
    .execute();
}

/** The client's latest order placed since `sinceIso` (the recent-order warning). */
export function latestOrderSince(db: Db, clientId: number, sinceIso: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'code', 'placed_at', 'total_cents'])
    .where('client_id', '=', clientId)
    .where('placed_at', '>=', sinceIso)
    .orderBy('placed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function markChallenge(db: Db, id: string, nowIso: string) {
  await db
    .updateTable('payment_sessions')
    .set({ challenge_at: nowIso, updated_at: nowIso })
    .where('id', '=', id)
    .where('status', '=', 'ouverte')
    .execute();
}

/** A session and what its page shows: the store's name. */
export function findSessionPage(db: Db, id: string) {
  return (
    db
      .selectFrom('payment_sessions as p')
      .innerJoin('stores as s', 's.id', 'p.store_id')
      // The saved card chosen at checkout, when it is still the session's client's.
      .leftJoin('payment_aliases as a', (join) =>
        join
          .on((eb) => eb(eb.cast('a.id', 'text'), '=', eb.ref('p.alias_paiement_id')))
          .onRef('a.client_id', '=', 'p.client_id'),
      )
      .select([
        'p.id',
        'p.status',
        'p.card_cents',
        'p.total_cents',
        'p.order_id',
        'p.type_panier',
        'p.challenge_at',
        'p.expires_at',
        's.name as store_name',
        'a.marque as alias_marque',
        'a.last4 as alias_last4',
        'a.expiration as alias_expiration',
        'a.nom as alias_nom',
      ])
      .where('p.id', '=', id)
      .executeTakeFirst()
  );
}

/** What a payment needs beyond the checkout's answer: its hold and gift card, the client, the store. */
export async function paymentFacts(db: Db, clientId: number, storeId: number, checkoutId: number) {
  const row = await db
    .selectFrom('checkouts as k')
    .innerJoin('clients as c', 'c.id', 'k.client_id')
    .innerJoin('stores as s', 's.id', 'k.store_id')
    .select([
      'k.status',
      'k.hold_id',
      'k.gift_card_id',
      'c.email',
      'c.prenom',
      's.adresse',
      's.cp',
      's.ville',
    ])
    .where('k.id', '=', checkoutId)
    .where('k.client_id', '=', clientId)
    .where('k.store_id', '=', storeId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    status: row.status,
    holdId: row.hold_id,
    giftCardId: row.gift_card_id,
    client: { id: clientId, email: row.email, prenom: row.prenom },
    store: { id: storeId, adresse: row.adresse, cp: row.cp, ville: row.ville },
  };
}

export function findLoyaltyCard(db: Db, clientId: number, cardId: number) {
  return db
    .selectFrom('loyalty_cards')
    .select(['id', 'solde_cents'])
    .where('id', '=', cardId)
    .where('client_id', '=', clientId)
    .where('expired', '=', 0)
    .executeTakeFirst();
}

export async function isClientAlias(db: Db, clientId: number, aliasId: number) {
  const row = await db
    .selectFrom('payment_aliases')
    .select('id')
    .where('id', '=', aliasId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a draft's reductions use a promo code kept for a client's first order. */
export async function usesFirstOrderPromo(db: Db, codes: string[]): Promise<boolean> {
  if (!codes.length) return false;
  const row = await db
    .selectFrom('promo_codes')
    .select('code')
    .where('code', 'in', codes)
    .where('first_order_only', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes the client's first-order right for this session, unless another session holds it: one still
 * open (not expired) or pending, or one whose order used it. One statement, so two sessions opened at
 * once cannot both take it (the second waits for the first's row on PostgreSQL, then sees it held).
 */
export async function claimFirstOrder(db: Db, clientId: number, sessionId: string, nowIso: string) {
  await sql`INSERT INTO first_order_claims (client_id, payment_session_id, claimed_at)
    VALUES (${clientId}, ${sessionId}, ${nowIso})
    ON CONFLICT (client_id) DO UPDATE
      SET payment_session_id = excluded.payment_session_id, claimed_at = excluded.claimed_at
      WHERE first_order_claims.used_at IS NULL AND NOT EXISTS (
        SELECT 1 FROM payment_sessions p WHERE p.id = first_order_claims.payment_session_id
        AND (p.status = 'en_attente' OR (p.status = 'ouverte' AND p.expires_at > ${nowIso})))`.execute(db);
  const claim = await db
    .selectFrom('first_order_claims')
    .select('payment_session_id')
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return claim?.payment_session_id === sessionId;
}

/** The order of this session uses the first-order right it holds; false when it no longer holds it. */
export async function useFirstOrderClaim(db: Db, clientId: number, sessionId: string, nowIso: string) {
  const result = await db
    .updateTable('first_order_claims')
    .set({ used_at: nowIso })
    .where('client_id', '=', clientId)
    .where('payment_session_id', '=', sessionId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A refused payment gives its first-order right back. */
export async function releaseFirstOrderClaim(db: Db, sessionId: string): Promise<void> {
  await db
    .updateTable('first_order_claims')
    .set({ used_at: null })
    .where('payment_session_id', '=', sessionId)
    .execute();
}
