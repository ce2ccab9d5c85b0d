import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-accounts.ts';
import type {} from '../../db/schema-cart.ts';
import type {} from '../../db/schema-checkout.ts';
import type {} from '../../db/schema-order-documents.ts';
import type { PaymentSessionStatus } from '../../db/schema-orders.ts';

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
  /** `autorisation`: the card is captured later, with the order (decision 109); default `vente`. */
  captureMode?: 'vente' | 'autorisation';
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
      capture_mode: s.captureMode ?? 'vente',
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

/** What the order's confirmation says of its store. */
export function findStoreContact(db: Db, storeId: number) {
  return db
    .selectFrom('stores')
    .select(['name', 'telephone'])
    .where('id', '=', storeId)
    .executeTakeFirstOrThrow();
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
      .innerJoin('clients as c', 'c.id', 'p.client_id')
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
        'p.capture_mode',
        's.name as store_name',
        // A pro pays only by the pro checkout: he returns to its pages (decision 119).
        'c.is_pro as client_is_pro',
        'a.marque as alias_marque',
        'a.last4 as alias_last4',
        'a.expiration as alias_expiration',
        'a.nom as alias_nom',
      ])
      .where('p.id', '=', id)
      .executeTakeFirst()
  );
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
