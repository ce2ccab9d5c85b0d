import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import type {} from '../schema-accounts.ts';
import type { CartLinesTable, PromoCodesTable } from '../schema-cart.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { insertRows } from './batch-insert.ts';
import type { SeedClock } from './product-builder.ts';

type Db = Kysely<DB>;
const DAY_MS = 86_400_000;
const at = (clock: SeedClock, days: number) => new Date(clock.today.getTime() + days * DAY_MS).toISOString();

/** Partner sellers of the products delivered by a seller (ldd), with their delay in working days. */
const SELLERS = [
  { nom: 'Maison Berthier', days: 3 },
  { nom: 'Atelier du Jardin', days: 5 },
  { nom: 'ÉlectroPlus', days: 2 },
  { nom: 'Literie Dumas', days: 7 },
];

/** Demo promo codes (README "Demo promo codes"); dates relative to the seed day. */
export function promoCodeRows(
  clock: SeedClock,
  loyaltyStoreId: number | null,
): Insertable<PromoCodesTable>[] {
  return [
    {
      code: 'BIENVENUE10',
      libelle: '10 % de remise dès 30 € d’achats',
      percent: 10,
      amount_cents: null,
      min_basket_cents: 3000,
      starts_at: at(clock, -30),
      ends_at: at(clock, 365),
      store_ids: null,
      // A welcome code: a client's first order only.
      first_order_only: 1,
    },
    {
      code: 'DRIVE5',
      libelle: '5 € offerts dès 50 € d’achats',
      percent: null,
      amount_cents: 500,
      min_basket_cents: 5000,
      starts_at: at(clock, -7),
      ends_at: at(clock, 60),
      store_ids: null,
      first_order_only: 0,
    },
    {
      code: 'VOISIN3',
      libelle: '3 € offerts dès 20 € d’achats dans votre magasin',
      percent: null,
      amount_cents: 300,
      min_basket_cents: 2000,
      starts_at: at(clock, -7),
      ends_at: at(clock, 90),
      store_ids: JSON.stringify(loyaltyStoreId === null ? [] : [loyaltyStoreId]),
      first_order_only: 0,
    },
    {
      code: 'ETE2025',
      libelle: '15 % de remise (offre terminée)',
      percent: 15,
      amount_cents: null,
      min_basket_cents: 0,
      starts_at: at(clock, -200),
      ends_at: at(clock, -100),
      store_ids: null,
      first_order_only: 0,
    },
    {
      code: 'BIENTOT20',
      libelle: '20 € offerts dès 100 € d’achats (offre à venir)',
      percent: null,
      amount_cents: 2000,
      min_basket_cents: 10_000,
      starts_at: at(clock, 30),
      ends_at: at(clock, 90),
      store_ids: null,
      first_order_only: 0,
    },
  ];
}

/**
 * Sellers of the ldd products, promo codes, and the drive cart of the loyalty-card customer (about
 * five lines in his store): logging in with a visitor cart shows the cart-state popin.
 */
export async function seedCarts(db: Db, clock: SeedClock): Promise<void> {
  const ldd = await db
    .selectFrom('products')
    .select('id')
    .where('types_panier', 'like', '%"ldd"%')
    .orderBy('id')
    .execute();
  await insertRows(
    db,
    'product_sellers',
    ldd.map((p, i) => {
      const seller = SELLERS[i % SELLERS.length]!;
      return { product_id: p.id, nom: seller.nom, delai_livraison_jours: seller.days };
    }),
  );

  const client = await db
    .selectFrom('clients')
    .select(['id', 'id_magasin'])
    .where('email', '=', DEMO_ACCOUNTS.loyalty.email)
    .executeTakeFirst();
  await insertRows(db, 'promo_codes', promoCodeRows(clock, client?.id_magasin ?? null));
  if (!client?.id_magasin) return;

  const products = await db
    .selectFrom('offers as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .select(['p.id', 'p.designation', 'o.price_cents'])
    .where('o.store_id', '=', client.id_magasin)
    .where('o.stock', '>', 20)
    .where('p.type', '=', 'TC')
    .where('p.is_weighed', '=', 0)
    .where('p.corapro', '=', 0)
    .where('p.types_panier', 'like', '%"drive"%')
    .orderBy('p.id')
    .limit(5)
    .execute();
  const created = at(clock, -3);
  const updated = at(clock, -1);
  const cart = await db
    .insertInto('carts')
    .values({
      owner_key: `c:${client.id}`,
      client_id: client.id,
      visitor_uuid: null,
      store_id: client.id_magasin,
      type_panier: 'drive',
      promo_code: null,
      created_at: created,
      updated_at: updated,
      last_used_at: updated,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const quantities = [1, 2, 1, 3, 1];
  const lines: Insertable<CartLinesTable>[] = products.map((p, i) => ({
    cart_id: cart.id,
    product_id: p.id,
    quantity: quantities[i] ?? 1,
    substitution_accord: i % 2 === 0 ? (1 as const) : (0 as const),
    designation: p.designation,
    price_cents: p.price_cents,
    added_at: created,
    updated_at: updated,
  }));
  await insertRows(db, 'cart_lines', lines);
}
