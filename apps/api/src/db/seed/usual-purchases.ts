import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../schema.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { type HistoryOrder, insertHistoryOrders, storeProducts } from './orders-history.ts';
import type { SeedClock } from './product-builder.ts';

type Db = Kysely<DB> | Transaction<DB>;
const DAY_MS = 86_400_000;
/** The fortnightly shops: the last one 13 days before the seed day, so its staples are due again. */
const FORTNIGHT_ORDERS = 6;
const FIRST_DAYS_BEFORE = 13;

/**
 * The standard demo customer's fortnightly drive shops (on top of her occasional orders of
 * `orders-history.ts`): the same staples every two weeks (milk by six, coffee, pasta…), a few others
 * every four weeks, withdrawn at her store. They give "Mes produits habituels" and "Préparer mon panier
 * habituel" real content on `npm start`: the staples are due on the seed day. The loyalty demo account
 * has a year of till receipts, which do the same for him.
 */
export async function seedUsualPurchases(db: Db, clock: SeedClock): Promise<void> {
  const client = await db
    .selectFrom('clients')
    .select(['id', 'email', 'id_magasin'])
    .where('email', '=', DEMO_ACCOUNTS.standard.email)
    .executeTakeFirst();
  if (!client?.id_magasin) return;
  // Past the 40 most popular products of the occasional orders: other products, bought regularly.
  const products = (await storeProducts(db, client.id_magasin, 52)).slice(40);
  if (products.length < 8) return;
  const fortnightly = products.slice(0, 5);
  const monthly = products.slice(5, 8);
  const plan: HistoryOrder[] = [];
  for (let i = 0; i < FORTNIGHT_ORDERS; i++) {
    const placedAt = new Date(
      clock.today.getTime() - (FIRST_DAYS_BEFORE + i * 14) * DAY_MS + (9 + (i % 3)) * 3_600_000,
    );
    const basket = [...fortnightly, ...(i % 2 === 0 ? monthly : [])];
    plan.push({
      storeId: client.id_magasin,
      placedAt,
      statut: 'RETIREE',
      titre: 'Courses de la quinzaine',
      lines: basket.map((p, k) => ({
        productId: p.id,
        designation: p.designation,
        quantity: k === 0 ? 6 : k < 3 ? 2 : 1,
        unitPriceCents: p.price_cents,
      })),
    });
  }
  await insertHistoryOrders(db, client, plan);
}
