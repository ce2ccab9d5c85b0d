import { parisDayStart } from '@cabas/domain';
import type { Kysely, Transaction } from 'kysely';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { DB } from '../schema.ts';
import type {} from '../schema-accounts.ts';
import type {} from '../schema-orders.ts';
import { DEMO_ACCOUNTS, seededClientDefaults } from './accounts.ts';
import { storeProducts } from './orders-history.ts';
import type { SeedClock } from './product-builder.ts';
import { type HistoryLine, insertSeedOrder } from './seed-order.ts';

/**
 * The day's orders of Julien Moreau's store (issue #37, item 2): other customers of the store with
 * orders to withdraw or to be delivered today and tomorrow, in every state and mode, so that the
 * staff's day list (/gestion/commandes) is not empty on `npm start`. Julien Moreau's own orders are
 * the preparation's seed. The same insert serves the staff list's tests and its benchmark.
 */

type Db = Kysely<DB> | Transaction<DB>;

/** One order of a store's day. */
export interface DayOrderPlan {
  client: { id: number; email: string };
  statut: string;
  /** The order mode (DRIVE, LAD, LDD, CC…) and the cart kind. */
  codeTypeCommande: string;
  typePanier: string;
  slotStart: Date;
  slotEnd: Date;
  placedAt: Date;
  lines: HistoryLine[];
  fraisCents?: number;
  /** The customer's instructions (the delivery address's `info_livreur`). */
  note?: string | null;
}

/** Inserts a store's orders (payment session, order, lines, fee); returns their ids in order. */
export async function insertDayOrders(db: Db, storeId: number, plans: DayOrderPlan[]): Promise<number[]> {
  const store = await db
    .selectFrom('stores')
    .select(['adresse', 'cp', 'ville'])
    .where('id', '=', storeId)
    .executeTakeFirstOrThrow();
  const pickup = JSON.stringify({ adresse: store.adresse, cp: store.cp, ville: store.ville });
  const delivery = JSON.stringify({
    adresse: '12 rue des Tilleuls',
    code_postal: store.cp,
    ville: store.ville,
  });
  const ids: number[] = [];
  for (const [index, o] of plans.entries()) {
    const delivered =
      o.codeTypeCommande === 'LAD' || o.codeTypeCommande === 'LDD' || o.codeTypeCommande === 'LC';
    const frais = o.fraisCents ?? 0;
    ids.push(
      await insertSeedOrder(db, {
        ...o,
        sessionId: `jour-${storeId}-${o.client.id}-${index}-${o.slotStart.getTime()}`,
        sessionStatus: 'acceptee',
        storeId,
        pickup: { start: o.slotStart, end: o.slotEnd },
        adresseRetrait: delivered ? null : pickup,
        adresse: delivered ? delivery : null,
        fees:
          frais > 0
            ? [
                {
                  kind: 'frais',
                  type: 'creneau',
                  libelle: delivered ? 'Frais de livraison' : 'Frais de préparation',
                  valeur_cents: frais,
                },
              ]
            : [],
      }),
    );
  }
  return ids;
}

/** A slot of a Paris day: from `hour` for `hours` hours (UTC instants). */
export function parisSlot(day: string, hour: number, hours = 1): { start: Date; end: Date } {
  const midnight = new Date(parisDayStart(day)).getTime();
  return {
    start: new Date(midnight + hour * 3_600_000),
    end: new Date(midnight + (hour + hours) * 3_600_000),
  };
}

type Product = Awaited<ReturnType<typeof storeProducts>>[number];

/** A few lines from the store's range, different for each `seed`. */
export function dayOrderLines(products: readonly Product[], seed: number): HistoryLine[] {
  const lines: HistoryLine[] = [];
  const size = 2 + (seed % 6);
  for (let k = 0; k < size && products.length; k++) {
    const p = products[(seed * 7 + k * 5) % products.length] as Product;
    if (lines.some((l) => l.productId === p.id)) continue;
    lines.push({
      productId: p.id,
      designation: p.designation,
      quantity: 1 + ((seed + k) % 3),
      unitPriceCents: p.price_cents,
    });
  }
  return lines;
}

/** The store's other demo customers: names only, no password anyone knows (they do not log in). */
export const DAY_CUSTOMERS = [
  { civilite: 'Mme', prenom: 'Camille', nom: 'Lambert', email: 'camille.lambert@exemple.fr' },
  { civilite: 'M.', prenom: 'Hugo', nom: 'Garnier', email: 'hugo.garnier@exemple.fr' },
  { civilite: 'Mme', prenom: 'Inès', nom: 'Benali', email: 'ines.benali@exemple.fr' },
  { civilite: 'M.', prenom: 'Louis', nom: 'Fontaine', email: 'louis.fontaine@exemple.fr' },
  { civilite: 'Mme', prenom: 'Chloé', nom: 'Roussel', email: 'chloe.roussel@exemple.fr' },
  { civilite: 'M.', prenom: 'Mathis', nom: 'Chevalier', email: 'mathis.chevalier@exemple.fr' },
] as const;

/** What each demo order of a day is: status, mode, slot (Paris hour, length), note. */
interface DemoOrder {
  statut: string;
  mode: 'DRIVE' | 'LAD' | 'CC';
  hour: number;
  hours?: number;
  note?: string;
}

const TODAY: DemoOrder[] = [
  { statut: 'RETIREE', mode: 'DRIVE', hour: 9 },
  { statut: 'RETIREE', mode: 'DRIVE', hour: 9 },
  { statut: 'EN_ATTENTE', mode: 'DRIVE', hour: 11 },
  { statut: 'VALIDEE', mode: 'DRIVE', hour: 11 },
  { statut: 'ANNULEE', mode: 'CC', hour: 14, hours: 2 },
  { statut: 'COMMANDEE', mode: 'CC', hour: 14, hours: 2 },
  { statut: 'COMMANDEE', mode: 'LAD', hour: 16, hours: 2, note: 'Sonner deux fois, 3e étage à gauche.' },
  { statut: 'VALIDEE', mode: 'LAD', hour: 16, hours: 2, note: 'Laisser le colis au gardien si absent.' },
  { statut: 'COMMANDEE', mode: 'DRIVE', hour: 18 },
  { statut: 'COMMANDEE', mode: 'DRIVE', hour: 18 },
];

const TOMORROW: DemoOrder[] = [
  { statut: 'COMMANDEE', mode: 'DRIVE', hour: 10 },
  { statut: 'COMMANDEE', mode: 'DRIVE', hour: 10 },
  {
    statut: 'COMMANDEE',
    mode: 'LAD',
    hour: 12,
    hours: 2,
    note: 'Digicode 4521B, interphone au nom de Benali.',
  },
  { statut: 'COMMANDEE', mode: 'CC', hour: 15, hours: 2 },
  { statut: 'COMMANDEE', mode: 'DRIVE', hour: 17 },
];

const CART_KIND = { DRIVE: 'drive', LAD: 'drive', CC: 'click_and_collect' } as const;

/** Julien Moreau's store: orders of its other customers today and tomorrow (the seed's days). */
export async function seedDayOrders(db: Db, clock: SeedClock): Promise<void> {
  const julien = await db
    .selectFrom('clients')
    .select('id_magasin')
    .where('email', '=', DEMO_ACCOUNTS.loyalty.email)
    .executeTakeFirst();
  const storeId = julien?.id_magasin;
  if (!storeId) return;
  const products = await storeProducts(db, storeId, 40);
  if (products.length === 0) return;
  const created = new Date(clock.today.getTime() - 200 * 86_400_000).toISOString();
  // Nobody knows this password: these customers exist for the store's lists, not to log in.
  const passwordHash = await hashPassword(`${crypto.randomUUID()}Aa1`);
  const customers: { id: number; email: string }[] = [];
  for (const c of DAY_CUSTOMERS) {
    const { id } = await db
      .insertInto('clients')
      .values({ ...seededClientDefaults(created), ...c, password_hash: passwordHash, id_magasin: storeId })
      .returning('id')
      .executeTakeFirstOrThrow();
    customers.push({ id, email: c.email });
  }
  const today = clock.today.toISOString().slice(0, 10);
  const tomorrow = new Date(clock.today.getTime() + 86_400_000).toISOString().slice(0, 10);
  const plans: DayOrderPlan[] = [];
  for (const [day, list, placedDaysBefore] of [
    [today, TODAY, 2],
    [tomorrow, TOMORROW, 1],
  ] as const) {
    for (const o of list) {
      const n = plans.length;
      const slot = parisSlot(day, o.hour, o.hours ?? 1);
      plans.push({
        client: customers[n % customers.length] as { id: number; email: string },
        statut: o.statut,
        codeTypeCommande: o.mode,
        typePanier: CART_KIND[o.mode],
        slotStart: slot.start,
        slotEnd: slot.end,
        placedAt: new Date(clock.today.getTime() - placedDaysBefore * 86_400_000 + (8 + n) * 3_600_000),
        lines: dayOrderLines(products, n),
        fraisCents: o.mode === 'LAD' ? 590 : n % 2 === 0 ? 300 : 0,
        note: o.note ?? null,
      });
    }
  }
  await insertDayOrders(db, storeId, plans);
}
