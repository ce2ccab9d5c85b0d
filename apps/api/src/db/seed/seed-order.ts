import { defaultOrderTitle, orderCode } from '@cabas/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../schema.ts';
import type {} from '../schema-orders.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** One line of a seeded order. */
export interface HistoryLine {
  productId: number;
  designation: string;
  quantity: number;
  unitPriceCents: number;
}

/** An order of the demo data, as the payment page would have made it. */
export interface SeedOrder {
  /** The payment session's id (also the order's temporary code before its real one). */
  sessionId: string;
  sessionStatus: 'acceptee' | 'refusee';
  client: { id: number; email: string };
  storeId: number;
  statut: string;
  codeTypeCommande: string;
  typePanier: string;
  placedAt: Date;
  pickup: { start: Date; end: Date };
  /** JSON of the pickup address (withdrawn orders) or of the delivery address (delivered ones). */
  adresseRetrait: string | null;
  adresse: string | null;
  note?: string | null;
  titre?: string;
  lines: HistoryLine[];
  /** Fees and reductions (`order_fees`), in their order. */
  fees: { kind: 'frais' | 'reduction'; type: string; libelle: string; valeur_cents: number; code?: string }[];
  tirelireCents?: number;
  giftCardCents?: number;
  eurocoraCents?: number;
  loyaltyCardId?: number | null;
}

/** Inserts the order's accepted payment session, the order with its code, its lines and fees; its id. */
export async function insertSeedOrder(db: Db, o: SeedOrder): Promise<number> {
  const linesCents = o.lines.map((l) => Math.round(l.quantity * l.unitPriceCents));
  const sum = (kind: 'frais' | 'reduction') =>
    o.fees.filter((f) => f.kind === kind).reduce((s, f) => s + f.valeur_cents, 0);
  const remise = sum('reduction');
  const total = linesCents.reduce((a, b) => a + b, 0) + sum('frais') - remise;
  const at = o.placedAt.toISOString();
  await db
    .insertInto('payment_sessions')
    .values({
      id: o.sessionId,
      provider: 'sandbox',
      checkout_id: 0,
      client_id: o.client.id,
      store_id: o.storeId,
      type_panier: o.typePanier,
      mode_paiement: 'cb',
      status: o.sessionStatus,
      total_cents: total,
      card_cents: total - (o.tirelireCents ?? 0) - (o.giftCardCents ?? 0),
      tirelire_cents: o.tirelireCents ?? 0,
      gift_card_cents: o.giftCardCents ?? 0,
      loyalty_card_id: o.loyaltyCardId ?? null,
      loyalty_card_numero: (eb) =>
        eb
          .selectFrom('loyalty_cards')
          .select('numero')
          .where('id', '=', o.loyaltyCardId ?? 0),
      gift_card_id: null,
      alias_paiement_id: null,
      order_draft: '{}',
      order_id: null,
      created_at: at,
      updated_at: at,
      expires_at: at,
    })
    .execute();
  const row = await db
    .insertInto('orders')
    .values({
      code: `seed-${o.sessionId}`,
      payment_session_id: o.sessionId,
      client_id: o.client.id,
      store_id: o.storeId,
      checkout_id: 0,
      titre: o.titre ?? '',
      statut_code: o.statut,
      code_paiement: 'cb',
      code_type_commande: o.codeTypeCommande,
      service_id: null,
      type_panier: o.typePanier,
      slot_id: null,
      date_de_retrait: o.pickup.start.toISOString(),
      date_de_retrait_max: o.pickup.end.toISOString(),
      adresse_retrait: o.adresseRetrait,
      adresse: o.adresse,
      note_client: o.note ?? null,
      email: o.client.email,
      total_cents: total,
      total_remise_cents: remise,
      eurocora_cents: o.eurocoraCents ?? 0,
      tirelire_cents: o.tirelireCents ?? 0,
      gift_card_cents: o.giftCardCents ?? 0,
      has_alias_paiement: 0,
      placed_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const code = orderCode(row.id, o.placedAt);
  await db
    .updateTable('orders')
    .set({ code, titre: o.titre ?? defaultOrderTitle(code) })
    .where('id', '=', row.id)
    .execute();
  await db.updateTable('payment_sessions').set({ order_id: row.id }).where('id', '=', o.sessionId).execute();
  if (o.lines.length)
    await db
      .insertInto('order_lines')
      .values(
        o.lines.map((l, i) => ({
          order_id: row.id,
          product_id: l.productId,
          designation: l.designation,
          quantity: l.quantity,
          reserved_units: Math.ceil(l.quantity - 1e-9),
          unit_price_cents: l.unitPriceCents,
          total_cents: linesCents[i] ?? 0,
          substitution_accord: 0,
        })),
      )
      .execute();
  if (o.fees.length)
    await db
      .insertInto('order_fees')
      .values(o.fees.map((f) => ({ order_id: row.id, ...f })))
      .execute();
  return row.id;
}
