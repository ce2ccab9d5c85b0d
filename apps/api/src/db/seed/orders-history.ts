import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../schema.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import type { SeedClock } from './product-builder.ts';
import { type HistoryLine, insertSeedOrder, type SeedOrder } from './seed-order.ts';

export type { HistoryLine };

/**
 * Past orders of the demo accounts, so that "Mes commandes" is not empty on `npm start`: placed,
 * withdrawn and cancelled orders over several months, at the client's store. Each order has its
 * (accepted) payment session, as an order made by the payment page has. Not in the checkout history:
 * the first-order warning of the checkout is kept for the demo.
 */

type Db = Kysely<DB> | Transaction<DB>;

export interface HistoryOrder {
  storeId: number;
  placedAt: Date;
  statut: 'COMMANDEE' | 'RETIREE' | 'ANNULEE' | 'VALIDEE' | 'REFUSEE';
  lines: HistoryLine[];
  titre?: string;
  fraisCents?: number;
  promoCents?: number;
  loyaltyReductionCents?: number;
  tirelireCents?: number;
  giftCardCents?: number;
  eurocoraCents?: number;
  loyaltyCardId?: number | null;
}

/** Inserts orders of one client (sessions, orders, lines, fees); returns their ids in order. */
export async function insertHistoryOrders(
  db: Db,
  client: { id: number; email: string },
  list: HistoryOrder[],
): Promise<number[]> {
  const ids: number[] = [];
  const stores = new Map<number, string>();
  for (const [index, o] of list.entries()) {
    let pickup = stores.get(o.storeId);
    if (!pickup) {
      const s = await db
        .selectFrom('stores')
        .select(['adresse', 'cp', 'ville'])
        .where('id', '=', o.storeId)
        .executeTakeFirstOrThrow();
      pickup = JSON.stringify({ adresse: s.adresse, cp: s.cp, ville: s.ville });
      stores.set(o.storeId, pickup);
    }
    const pickupDay = new Date(o.placedAt.getTime() + 2 * 86_400_000);
    pickupDay.setUTCHours(9, 0, 0, 0);
    const fees: SeedOrder['fees'] = [];
    if (o.fraisCents)
      fees.push({
        kind: 'frais',
        type: 'creneau',
        libelle: 'Frais de préparation',
        valeur_cents: o.fraisCents,
      });
    if (o.promoCents)
      fees.push({
        kind: 'reduction',
        type: 'code_promo',
        libelle: 'Code promo FIDELE5',
        valeur_cents: o.promoCents,
        code: 'FIDELE5',
      });
    if (o.loyaltyReductionCents)
      fees.push({
        kind: 'reduction',
        type: 'fidelite',
        libelle: 'Remise fidélité',
        valeur_cents: o.loyaltyReductionCents,
      });
    ids.push(
      await insertSeedOrder(db, {
        ...o,
        sessionId: `historique-${client.id}-${index}-${o.placedAt.getTime()}`,
        sessionStatus: o.statut === 'REFUSEE' ? 'refusee' : 'acceptee',
        client,
        codeTypeCommande: 'DRIVE',
        typePanier: 'drive',
        pickup: { start: pickupDay, end: new Date(pickupDay.getTime() + 3_600_000) },
        adresseRetrait: pickup,
        adresse: null,
        fees,
      }),
    );
  }
  return ids;
}

/** Products sold by a store (the cheapest offers first is not needed: a stable spread of the range). */
export async function storeProducts(db: Db, storeId: number, count: number, withGuarantee = false) {
  let query = db
    .selectFrom('offers as f')
    .innerJoin('products as p', 'p.id', 'f.product_id')
    .select(['p.id', 'p.designation', 'f.price_cents'])
    .where('f.store_id', '=', storeId)
    .where('p.type', '<>', 'CKDO')
    .where('p.is_weighed', '=', 0)
    .where((eb) => eb('f.stock', '>', eb.ref('f.reserved')));
  query = withGuarantee
    ? query.where('p.garantie_legale', 'is not', null)
    : query.where('p.garantie_legale', 'is', null);
  return query.orderBy('p.popularity', 'desc').orderBy('p.id').limit(count).execute();
}

type Product = Awaited<ReturnType<typeof storeProducts>>[number];

/** A plausible history: `count` orders spread back from `today`, one in progress, some cancelled. */
export function historyPlan(
  storeId: number,
  today: Date,
  products: Product[],
  options: { count: number; spacingDays: number; guaranteed?: Product | null; loyaltyCardId?: number | null },
): HistoryOrder[] {
  const plan: HistoryOrder[] = [];
  for (let i = 0; i < options.count; i++) {
    const placedAt = new Date(
      today.getTime() - (i * options.spacingDays + 1) * 86_400_000 + (10 + (i % 9)) * 3_600_000,
    );
    const lines: HistoryLine[] = [];
    const size = 3 + (i % 5);
    for (let k = 0; k < size && products.length; k++) {
      const p = products[(i * 7 + k * 3) % products.length] as Product;
      if (lines.some((l) => l.productId === p.id)) continue;
      lines.push({
        productId: p.id,
        designation: p.designation,
        quantity: 1 + ((i + k) % 3),
        unitPriceCents: p.price_cents,
      });
    }
    if (options.guaranteed && i % 6 === 2)
      lines.push({
        productId: options.guaranteed.id,
        designation: options.guaranteed.designation,
        quantity: 1,
        unitPriceCents: options.guaranteed.price_cents,
      });
    const statut: HistoryOrder['statut'] = i === 0 ? 'COMMANDEE' : i % 7 === 3 ? 'ANNULEE' : 'RETIREE';
    plan.push({
      storeId,
      placedAt,
      statut,
      lines,
      titre: i === 4 ? 'Courses de la rentrée' : undefined,
      fraisCents: i % 2 === 0 ? 300 : 0,
      promoCents: i % 5 === 1 ? 500 : 0,
      loyaltyReductionCents: options.loyaltyCardId && i % 3 === 0 ? 150 : 0,
      tirelireCents: options.loyaltyCardId && i % 4 === 1 ? 200 : 0,
      eurocoraCents: options.loyaltyCardId && i % 3 === 0 ? 120 : 0,
      loyaltyCardId: i % 2 === 0 ? (options.loyaltyCardId ?? null) : null,
    });
  }
  return plan;
}

/** The demo accounts' past orders at their store: about one every three weeks over 13 months. */
export async function seedOrderHistory(db: Db, clock: SeedClock): Promise<void> {
  const clients = await db
    .selectFrom('clients')
    .select(['id', 'email', 'id_magasin'])
    .where('email', 'in', [
      DEMO_ACCOUNTS.standard.email,
      DEMO_ACCOUNTS.loyalty.email,
      DEMO_ACCOUNTS.pro.email,
    ])
    .orderBy('id')
    .execute();
  for (const client of clients) {
    if (!client.id_magasin) continue;
    const products = await storeProducts(db, client.id_magasin, 40);
    if (products.length === 0) continue;
    const [guaranteed] = await storeProducts(db, client.id_magasin, 1, true);
    const card = await db
      .selectFrom('loyalty_cards')
      .select('id')
      .where('client_id', '=', client.id)
      .orderBy('id')
      .executeTakeFirst();
    const isStandard = client.email === DEMO_ACCOUNTS.standard.email;
    const plan = historyPlan(client.id_magasin, clock.today, products, {
      count: isStandard ? 18 : 8,
      spacingDays: isStandard ? 22 : 25,
      guaranteed: guaranteed ?? null,
      loyaltyCardId: card?.id ?? null,
    });
    await insertHistoryOrders(db, client, plan);
  }
}
