import type { OrderModeType } from '@cabas/contracts';
import { type Kysely, sql } from 'kysely';
import { seedCmsPages } from '../../modules/cms/seed-pages.ts';
import { generateAllLeaflets } from '../../modules/leaflets/leaflets.generator.ts';
import { openBalances } from '../../modules/ledger/ledger.repository.ts';
import { seedRecipes } from '../../modules/recipes/seed/seed-recipes.ts';
import type { Database } from '../../platform/database.ts';
import { createSearchIndex, dropSearchIndex, optimizeSearchIndex } from '../../platform/search/index-ddl.ts';
import { searchIndexFor } from '../../platform/search/search-index.ts';
import type { DB } from '../schema.ts';
import { seedAccounts } from './accounts.ts';
import { insertRows } from './batch-insert.ts';
import { seedCarts } from './cart.ts';
import { buildCatalogue } from './catalogue.ts';
import { buildCategoryRows } from './categories.ts';
import { seedCheckout } from './checkout.ts';
import { buildCommuneRows } from './communes.ts';
import { seedDayOrders } from './day-orders.ts';
import { seedLoyaltyRegister } from './loyalty.ts';
import { seedLoyaltyChallenges } from './loyalty-challenges.ts';
import { seedLoyaltyEarningRules } from './loyalty-earning.ts';
import { insertMixGroups } from './mix-groups.ts';
import { insertOffers } from './offers.ts';
import { seedOrderHistory } from './orders-history.ts';
import { seedPreparationDemo } from './preparation.ts';
import type { SeedClock } from './product-builder.ts';
import { buildPushZones } from './push-zones.ts';
import { seedReceipts } from './receipts.ts';
import { buildReviews } from './reviews.ts';
import { searchableProductRows, searchTermRows } from './search-data.ts';
import { seedStaff } from './staff.ts';
import { storeCatalogue } from './store-catalogue.ts';
import { exceptionalHours, weeklyHours } from './store-hours.ts';
import { buildStoreModes } from './store-modes.ts';
import { blogArticles, fuelPrices, storePushZones } from './store-pages.ts';
import { proContacts, storeMessages, storeServices } from './store-services.ts';
import { buildStorePlans } from './stores.ts';
import { seedSubscriptionOffers } from './subscriptions.ts';
import { seedUsualPurchases } from './usual-purchases.ts';

/** Bump when the seed's content changes, so that a seeded database tells which data it holds. */
export const SEED_VERSION = '15';

export interface SeedOptions {
  /** Target catalogue size including generated variants (benchmarks, e.g. 100000); default: real data only. */
  products?: number;
  /** Only the first N real products, plus every hand-written and special product: for fast tests. */
  limit?: number;
  log?: (msg: string) => void;
}

/** The tables the seed fills, in insertion order. */
export const SEEDED_TABLES = [
  'categories',
  'products',
  'communes',
  'stores',
  'store_hours',
  'store_exceptional_hours',
  'store_services',
  'store_order_modes',
  'store_mode_services',
  'store_delivery_communes',
  'store_pro_contacts',
  'store_messages',
  'offers',
  'offer_advantages',
  'reviews',
  'search_terms',
  'push_zones',
  'mix_groups',
  'mix_group_products',
  'store_fuel_prices',
  'store_blog_articles',
  'store_push_zones',
  'clients',
  'client_pro_stores',
  'pro_accounts',
  'product_sellers',
  'promo_codes',
  'carts',
  'cart_lines',
  'slots',
  'gift_cards',
  'loyalty_cards',
  'loyalty_card_register',
  'loyalty_earning_rules',
  'client_subscriptions',
  'payment_aliases',
  'delivery_addresses',
  'receipts',
  'receipt_lines',
  'cms_pages',
  'app_meta',
  'store_leaflets',
  'store_leaflet_products',
  'store_leaflet_sources',
  'subscription_offers',
  'staff_accounts',
  'staff_stores',
] as const satisfies readonly (keyof DB)[];
export type SeededTable = (typeof SEEDED_TABLES)[number];

export interface SeedReport {
  /** Rows per table after the seed. */
  counts: Record<SeededTable, number>;
  /** Products by origin (disjoint): real (Open Food Facts), hand-written (non-food, fresh, caterer, wines, gift card), pro-only, generated variants. */
  products: { real: number; handWritten: number; pro: number; variants: number };
  durationMs: number;
  /** The day content dates are relative to (YYYY-MM-DD). */
  seedDay: string;
  seedVersion: string;
  dialect: Database['dialect'];
}

export async function isSeeded(db: Kysely<DB>): Promise<boolean> {
  try {
    const row = await db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', 'seeded_at')
      .executeTakeFirst();
    return row !== undefined;
  } catch {
    // No app_meta table: the database is not even migrated.
    return false;
  }
}

/**
 * The seed day: today (UTC), or SEED_DATE=YYYY-MM-DD to reproduce a seed exactly. Promotions, opening
 * exceptions, messages and reviews are dated relative to it; everything else does not depend on it.
 */
function seedClock(): SeedClock {
  const fixed = process.env.SEED_DATE;
  if (fixed && !/^\d{4}-\d{2}-\d{2}$/.test(fixed))
    throw new Error('SEED_DATE doit être une date au format AAAA-MM-JJ.');
  const day = fixed ?? new Date().toISOString().slice(0, 10);
  return { today: new Date(`${day}T00:00:00.000Z`) };
}

function checkOptions(options: SeedOptions) {
  for (const key of ['products', 'limit'] as const) {
    const value = options[key];
    if (value !== undefined && (!Number.isInteger(value) || value < 0)) {
      throw new Error(`L'option ${key} doit être un nombre entier positif (reçu : ${value}).`);
    }
  }
}

/** Sets the identity sequence after rows were inserted with explicit ids (PostgreSQL only). */
async function syncIdentity(db: Kysely<DB>, table: SeededTable) {
  await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT COALESCE(MAX(id), 0) + 1 FROM ${sql.table(table)}), false)`.execute(
    db,
  );
}

/**
 * Loads the demo data in one transaction: categories, real and hand-written products, communes, the
 * chain's stores with their hours, services, order modes, delivery communes and contacts, per-store
 * offers and advantages, reviews. Deterministic: two seeds on the same day give the same rows.
 */
export async function seedDatabase(database: Database, options: SeedOptions = {}): Promise<SeedReport> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  checkOptions(options);
  const { db, dialect } = database;
  if (await isSeeded(db)) {
    throw new Error(
      'La base de données contient déjà les données de démonstration : repartez d’une base vide.',
    );
  }
  const clock = seedClock();
  const step = (label: string) => log(`${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

  const catalogue = buildCatalogue(options, clock);
  const plans = buildStorePlans();
  const storeModes = buildStoreModes(plans);
  const modesByStore = new Map<number, OrderModeType[]>();
  for (const mode of storeModes.modes)
    modesByStore.set(mode.store_id, [...(modesByStore.get(mode.store_id) ?? []), mode.type]);
  const reviews = buildReviews(catalogue.products, clock);
  step(`Données préparées : ${catalogue.products.length} produits, ${plans.length} magasins`);

  await db.transaction().execute(async (trx) => {
    await insertRows(trx, 'categories', buildCategoryRows());
    // The search columns go in with the products; the full-text index is built once they are all in.
    await dropSearchIndex<DB>(trx);
    await insertRows(trx, 'products', searchableProductRows(catalogue.products));
    await createSearchIndex<DB>(trx);
    step('Produits insérés');
    await insertRows(trx, 'communes', buildCommuneRows());
    step('Communes insérées');
    await insertRows(
      trx,
      'stores',
      plans.map((p) => p.row),
    );
    await insertRows(trx, 'store_hours', plans.flatMap(weeklyHours));
    await insertRows(
      trx,
      'store_exceptional_hours',
      plans.flatMap((p) => exceptionalHours(p, clock)),
    );
    await insertRows(trx, 'store_services', plans.flatMap(storeServices));
    await insertRows(trx, 'store_order_modes', storeModes.modes);
    await insertRows(trx, 'store_mode_services', storeModes.modeServices);
    await insertRows(trx, 'store_delivery_communes', storeModes.deliveryCommunes);
    await insertRows(trx, 'store_pro_contacts', plans.flatMap(proContacts));
    await insertRows(trx, 'store_messages', storeMessages(plans, clock));
    step('Magasins insérés');
    // The full-size catalogue on PostgreSQL: every store carries the whole standard range (about
    // 6.3 million offers at 100k products). SQLite, the single-machine quick start, keeps the
    // formats' assortments at every size (3.8 million offers at 100k): its seed stays within a minute.
    const fullAssortment = options.products !== undefined && dialect === 'postgres';
    await insertOffers(
      trx,
      catalogue.products,
      storeCatalogue(plans, modesByStore, { fullAssortment }),
      clock,
    );
    step('Offres et avantages insérés');
    await insertMixGroups(trx, catalogue.products, clock);
    await insertRows(trx, 'reviews', reviews);
    await seedAccounts(trx, clock);
    await seedStaff(trx, clock);
    await seedCarts(trx, clock);
    await seedCheckout(trx, clock);
    await seedSubscriptionOffers(trx);
    await seedLoyaltyRegister(trx, clock);
    // What withdrawn orders earn on a loyalty card (decision 123).
    await seedLoyaltyEarningRules(trx, clock);
    // Past orders of the demo accounts (the fast test seed, with `limit`, keeps them without orders).
    if (options.limit === undefined) await seedOrderHistory(trx, clock);
    // Défis, and the event of Julien Moreau's last withdrawn drive order: his first step (decision 126).
    // Not in the fast test seed: the tests' orders would meet them, and those tests count cagnottes to the cent.
    if (options.limit === undefined) await seedLoyaltyChallenges(trx, clock);
    // Julien Moreau's order to prepare in his store, its cut-off just passed (decision 112).
    if (options.limit === undefined) await seedPreparationDemo(trx);
    // Other customers' orders at Julien Moreau's store today and tomorrow: the staff's day list.
    if (options.limit === undefined) await seedDayOrders(trx, clock);
    await seedReceipts(trx, clock);
    // The standard customer's fortnightly shops: usual products and a usual basket due on the seed day.
    if (options.limit === undefined) await seedUsualPurchases(trx, clock);
    step('Comptes de démonstration insérés');
    await insertRows(trx, 'search_terms', searchTermRows(catalogue.products));
    await insertRows(trx, 'push_zones', buildPushZones(catalogue.products));
    await insertRows(trx, 'store_fuel_prices', fuelPrices(plans, clock));
    await insertRows(trx, 'store_blog_articles', blogArticles(plans, clock));
    await insertRows(trx, 'store_push_zones', storePushZones(plans));
    await seedCmsPages(trx, clock.today);
    await optimizeSearchIndex<DB>(trx);
    // The stores' leaflets, from the promotions above (modules/leaflets regenerates them when those change).
    await generateAllLeaflets(trx, new Date());
    step('Prospectus générés');
    await seedRecipes(trx, searchIndexFor(dialect), clock.today);
    step('Recettes insérées');
    if (dialect === 'postgres') {
      await syncIdentity(trx, 'communes');
      await syncIdentity(trx, 'store_order_modes');
    }
    // The demo cards' balances open the stored-value ledger (decision 093).
    await openBalances(trx, new Date().toISOString());
    await insertRows(trx, 'app_meta', [
      { key: 'seed_version', value: SEED_VERSION },
      { key: 'seed_day', value: clock.today.toISOString().slice(0, 10) },
      { key: 'seed_products', value: String(catalogue.products.length) },
      { key: 'seeded_at', value: new Date().toISOString() },
    ]);
  });
  // Fresh statistics for the query planners. PostgreSQL's VACUUM also marks the new pages all-visible,
  // so that index-only scans (a store's offer of each matching product) skip the table from the first
  // query instead of after autovacuum's next pass: a broad search's first answer took half the time.
  if (dialect === 'postgres') await sql`VACUUM (ANALYZE)`.execute(db);
  else await sql`PRAGMA optimize`.execute(db);
  step('Transaction validée');

  const counts = {} as Record<SeededTable, number>;
  for (const table of SEEDED_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return {
    counts,
    products: catalogue.counts,
    durationMs: Math.round(performance.now() - started),
    seedDay: clock.today.toISOString().slice(0, 10),
    seedVersion: SEED_VERSION,
    dialect,
  };
}
