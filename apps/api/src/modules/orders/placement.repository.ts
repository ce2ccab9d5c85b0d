import { vatRateFor } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-order-documents.ts';
import type {} from '../../db/schema-orders.ts';
import type {} from '../../db/schema-pro.ts';

type Db = Kysely<DB>;

/** An order as its payment makes it (modules/payments, the notification). */
export interface NewOrder {
  sessionId: string;
  clientId: number;
  storeId: number;
  checkoutId: number;
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
  /** The customer's instructions for the store or the driver (migration 0044). */
  noteClient?: string | null;
  email: string;
  totalCents: number;
  totalRemiseCents: number;
  tirelireCents: number;
  giftCardCents: number;
  hasAlias: boolean;
  /** A pro order's billing details (JSON ProBilling, decision 119); null or absent for a consumer's. */
  proBilling?: string | null;
  nowIso: string;
}

export interface NewOrderLine {
  productId: number;
  designation: string;
  quantity: number;
  /** Units taken from the offer's stock. */
  units: number;
  unitPriceCents: number;
  /** Net of `reductionCents`, the line's immediate reduction. */
  totalCents: number;
  reductionCents?: number;
  substitution: boolean;
  /** Gift cards: the amount of one card. */
  giftCardCents?: number;
}

/** A fee or a reduction of the order. */
export interface NewOrderAmount {
  type: string;
  libelle: string;
  cents: number;
  /** A promo code's reduction: the code. */
  code?: string;
}

/** The order's row under a provisional code (unique per payment session), until it is named. */
export async function insertOrder(db: Db, o: NewOrder): Promise<number> {
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
      note_client: o.noteClient ?? null,
      email: o.email,
      total_cents: o.totalCents,
      total_remise_cents: o.totalRemiseCents,
      tirelire_cents: o.tirelireCents,
      // The checkout's eurocora reservation, consumed by this order (decision 124).
      eurocora_cents: o.tirelireCents,
      gift_card_cents: o.giftCardCents,
      has_alias_paiement: o.hasAlias ? 1 : 0,
      pro_billing: o.proBilling ?? null,
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
  lines: NewOrderLine[],
  frais: NewOrderAmount[],
  reductions: NewOrderAmount[],
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

/** What the order's gift card and cagnotte still pay once its final amount is known (decision 109). */
export async function setStoredValuesHeld(
  db: Db,
  orderId: number,
  held: { giftCardCents: number; tirelireCents: number },
  nowIso: string,
) {
  await db
    .updateTable('orders')
    .set({ gift_card_cents: held.giftCardCents, tirelire_cents: held.tirelireCents, updated_at: nowIso })
    .where('id', '=', orderId)
    .execute();
}

export function orderLinesUnits(db: Db, orderId: number) {
  return db
    .selectFrom('order_lines')
    .select(['product_id', 'reserved_units'])
    .where('order_id', '=', orderId)
    .execute();
}
