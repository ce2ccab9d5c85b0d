import { NATIONAL_STORE_ID } from '@cabas/contracts';
import { distanceMeters } from '@cabas/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../platform/database.ts';
import { migrateToLatest } from '../migrate.ts';
import { isValidEan } from './ean.ts';
import { isSeeded, type SeedReport, seedDatabase } from './index.ts';
import { ADVANTAGE_TEMPLATES } from './offers.ts';
import { DELIVERY_RADIUS_METERS } from './store-modes.ts';

const LIMIT = 200;

async function seededMemoryDatabase(): Promise<{ database: Database; report: SeedReport }> {
  const database = openDatabase({});
  await migrateToLatest(database.db);
  const report = await seedDatabase(database, { limit: LIMIT });
  return { database, report };
}

/** A fingerprint of the generated content (not of the timestamps of the run). */
async function checksum(database: Database) {
  const { db } = database;
  const offers = await sql<Record<string, number>>`
    SELECT COUNT(*) AS n, SUM(price_cents * (product_id % 97 + 1)) AS prices, SUM(stock * (store_id % 13 + 1)) AS stock,
           SUM(COALESCE(strike_price_cents, 0)) AS strikes, SUM(LENGTH(unavailable_services) + LENGTH(COALESCE(types_panier, ''))) AS json
    FROM offers`.execute(db);
  const advantages = await sql<Record<string, number>>`
    SELECT COUNT(*) AS n, SUM(product_id * store_id % 1000003) AS pairs, SUM(LENGTH(texte_avantage)) AS texts FROM offer_advantages`.execute(
    db,
  );
  const products = await db
    .selectFrom('products')
    .select(['id', 'ean', 'slug', 'quantity_label', 'category_id'])
    .orderBy('id')
    .execute();
  const stores = await db.selectFrom('stores').selectAll().orderBy('id').execute();
  const modes = await db
    .selectFrom('store_mode_services')
    .select(['store_id', 'label', 'adresse', 'latitude'])
    .orderBy('id')
    .execute();
  const reviews = await db
    .selectFrom('reviews')
    .select(['product_id', 'author', 'rating', 'title'])
    .orderBy('id')
    .execute();
  return JSON.stringify({
    offers: offers.rows,
    advantages: advantages.rows,
    products,
    stores,
    modes,
    reviews,
  });
}

describe('the demo seed (SQLite in memory, limit 200)', () => {
  let database: Database;
  let report: SeedReport;

  beforeAll(async () => {
    ({ database, report } = await seededMemoryDatabase());
  }, 60_000);
  afterAll(async () => {
    await database?.destroy();
  });

  it('fills every table and reports it', async () => {
    expect(report.counts.categories).toBeGreaterThan(100);
    expect(report.products.real).toBe(LIMIT);
    const { real, handWritten, pro, variants } = report.products;
    expect(report.counts.products).toBe(real + handWritten + pro + variants);
    expect(handWritten).toBeGreaterThanOrEqual(300);
    // Every (commune, postal code) pair, Paris, Lyon and Marseille by arrondissement.
    expect(report.counts.communes).toBe(35_493);
    const lyon1 = await database.db
      .selectFrom('communes')
      .selectAll()
      .where('code_postal', '=', '69001')
      .execute();
    expect(lyon1.map((c) => [c.code_insee, c.nom_commune])).toEqual([['69381', 'Lyon 1er Arrondissement']]);
    expect(report.counts.stores).toBeGreaterThanOrEqual(55);
    for (const [table, count] of Object.entries(report.counts)) expect(count, table).toBeGreaterThan(0);
    expect(await isSeeded(database.db)).toBe(true);
    const meta = await database.db.selectFrom('app_meta').select(['key', 'value']).execute();
    expect(meta.map((m) => m.key).sort()).toEqual(['seed_day', 'seed_products', 'seed_version', 'seeded_at']);
  });

  it('refuses to seed twice', async () => {
    await expect(seedDatabase(database, { limit: 10 })).rejects.toThrow(/déjà/);
  });

  it('is deterministic: a second seed gives the same content', async () => {
    const second = await seededMemoryDatabase();
    try {
      expect(await checksum(second.database)).toBe(await checksum(database));
    } finally {
      await second.database.destroy();
    }
  }, 60_000);

  it('only holds valid, unique EAN codes and products in leaf categories', async () => {
    const products = await database.db
      .selectFrom('products')
      .select(['ean', 'category_id', 'slug'])
      .execute();
    for (const p of products) expect(isValidEan(p.ean), p.ean).toBe(true);
    const parents = await database.db
      .selectFrom('categories')
      .select('parent_id')
      .where('parent_id', 'is not', null)
      .execute();
    const parentIds = new Set(parents.map((p) => p.parent_id));
    for (const p of products) expect(parentIds.has(p.category_id)).toBe(false);
  });

  it('has a national store 999 that carries every product', async () => {
    const store = await database.db
      .selectFrom('stores')
      .selectAll()
      .where('id', '=', NATIONAL_STORE_ID)
      .executeTakeFirstOrThrow();
    expect(store.is_national).toBe(1);
    expect(store.name).toBe('Cabas – national');
    const attached = await database.db
      .selectFrom('stores')
      .selectAll()
      .where('id', '=', store.attached_store_id!)
      .executeTakeFirstOrThrow();
    expect(attached.ville).toBe('Paris');
    const carried = await database.db
      .selectFrom('offers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('store_id', '=', NATIONAL_STORE_ID)
      .executeTakeFirstOrThrow();
    expect(Number(carried.n)).toBe(report.counts.products);
  });

  it('has a gift card sold in every store', async () => {
    const card = await database.db
      .selectFrom('products')
      .selectAll()
      .where('type', '=', 'CKDO')
      .executeTakeFirstOrThrow();
    expect(card.designation).toBe('Carte cadeau Cabas');
    expect([card.config_prix_min_cents, card.config_prix_max_cents]).toEqual([1000, 15000]);
    const stores = await database.db
      .selectFrom('offers')
      .select('store_id')
      .where('product_id', '=', card.id)
      .execute();
    expect(stores.length).toBe(report.counts.stores);
  });

  it('sells loose products by weight', async () => {
    const weighed = await database.db
      .selectFrom('products')
      .selectAll()
      .where('is_weighed', '=', 1)
      .execute();
    expect(weighed.length).toBeGreaterThanOrEqual(30);
    for (const p of weighed) {
      expect(p.qte_pas).toBeLessThan(1);
      expect(p.qte_min_panier).toBeGreaterThan(0);
      expect(p.qte_max_panier).toBeGreaterThan(p.qte_min_panier);
      expect(p.unite_reference).toBe('kg');
    }
    expect(weighed.map((p) => p.designation)).toContain('Tomates grappe');
  });

  it('has caterer products only in stores with a caterer order mode', async () => {
    const caterer = await sql<{ store_id: number; types: string; modes: string | null }>`
      SELECT o.store_id AS store_id, p.types_panier AS types,
             (SELECT GROUP_CONCAT(m.type) FROM store_order_modes m WHERE m.store_id = o.store_id) AS modes
      FROM offers o JOIN products p ON p.id = o.product_id
      WHERE p.types_panier LIKE '%traiteur%' AND o.store_id <> ${NATIONAL_STORE_ID}`.execute(database.db);
    expect(caterer.rows.length).toBeGreaterThan(0);
    for (const row of caterer.rows) expect(row.modes).toMatch(/CC_TRAITEUR/);
  });

  it('has 50 to 100 pro-only products, carried only where pros are served', async () => {
    const pro = await database.db.selectFrom('products').select('id').where('corapro', '=', 1).execute();
    expect(pro.length).toBeGreaterThanOrEqual(50);
    expect(pro.length).toBeLessThanOrEqual(100);
    const wrong = await sql<{ n: number }>`
      SELECT COUNT(*) AS n FROM offers o JOIN products p ON p.id = o.product_id JOIN stores s ON s.id = o.store_id
      WHERE p.corapro = 1 AND s.service_corapro = 0`.execute(database.db);
    expect(Number(wrong.rows[0]!.n)).toBe(0);
  });

  it('has at least 150 hand-written non-food products', async () => {
    const rows = await sql<{ n: number }>`
      SELECT COUNT(*) AS n FROM products p
      JOIN categories leaf ON leaf.id = p.category_id
      JOIN categories dept ON dept.id = leaf.parent_id
      WHERE p.source = 'hand' AND dept.slug IN ('hygiene-et-beaute', 'entretien-et-maison', 'animalerie', 'bebe')
        AND leaf.slug <> 'alimentation-bebe'`.execute(database.db);
    expect(Number(rows.rows[0]!.n)).toBeGreaterThanOrEqual(150);
  });

  it('places every store at a real commune centre', async () => {
    const stores = await database.db.selectFrom('stores').selectAll().execute();
    for (const store of stores) {
      const commune = await database.db
        .selectFrom('communes')
        .selectAll()
        .where('code_insee', '=', store.code_insee)
        .where('latitude', '=', store.latitude)
        .where('longitude', '=', store.longitude)
        .executeTakeFirst();
      expect(commune, store.name).toBeDefined();
      expect(store.telephone).toMatch(/^0[1-9]( \d\d){4}$/);
      expect(store.alias_web).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    const regions = await sql<{ region: string }>`
      SELECT DISTINCT c.region AS region FROM stores s JOIN communes c ON c.code_insee = s.code_insee`.execute(
      database.db,
    );
    expect(regions.rows.length).toBe(13);
  });

  it('delivers to real communes within reach of the store', async () => {
    const rows = await sql<{
      store_id: number;
      slat: number;
      slon: number;
      lat: number | null;
      lon: number | null;
    }>`
      SELECT d.store_id AS store_id, s.latitude AS slat, s.longitude AS slon, c.latitude AS lat, c.longitude AS lon
      FROM store_delivery_communes d
      JOIN stores s ON s.id = d.store_id
      LEFT JOIN communes c ON c.code_postal = d.code_postal AND c.code_insee = d.code_insee`.execute(
      database.db,
    );
    expect(rows.rows.length).toBeGreaterThan(500);
    for (const r of rows.rows) {
      expect(r.lat, `commune of store ${r.store_id}`).not.toBeNull();
      const d = distanceMeters(
        { latitude: r.slat, longitude: r.slon },
        { latitude: r.lat!, longitude: r.lon! },
      );
      expect(d).toBeLessThanOrEqual(DELIVERY_RADIUS_METERS + 1);
    }
    const ladWithout = await sql<{ n: number }>`
      SELECT COUNT(*) AS n FROM store_order_modes m
      WHERE m.type = 'LAD' AND NOT EXISTS (SELECT 1 FROM store_delivery_communes d WHERE d.store_id = m.store_id)`.execute(
      database.db,
    );
    expect(Number(ladWithout.rows[0]!.n)).toBe(0);
  });

  it('gives every order mode at least one service', async () => {
    const orphan = await sql<{ n: number }>`
      SELECT COUNT(*) AS n FROM store_order_modes m
      WHERE NOT EXISTS (SELECT 1 FROM store_mode_services s WHERE s.order_mode_id = m.id)`.execute(
      database.db,
    );
    expect(Number(orphan.rows[0]!.n)).toBe(0);
    const drives = await database.db
      .selectFrom('store_order_modes')
      .select('store_id')
      .where('type', '=', 'DRIVE')
      .execute();
    expect(drives.length).toBeGreaterThan((report.counts.stores - 1) * 0.9);
  });

  it('prices offers sensibly, with promotions, stock-outs and advantages of all five types', async () => {
    const stats = await sql<Record<string, number>>`
      SELECT COUNT(*) AS n, MIN(price_cents) AS min_price,
             SUM(CASE WHEN strike_price_cents IS NOT NULL THEN 1 ELSE 0 END) AS promos,
             SUM(CASE WHEN strike_price_cents IS NOT NULL AND strike_price_cents <= price_cents THEN 1 ELSE 0 END) AS bad_promos,
             SUM(CASE WHEN stock = 0 THEN 1 ELSE 0 END) AS out_of_stock,
             SUM(CASE WHEN price_cents % 10 <> 9 AND price_cents <> 1000 THEN 1 ELSE 0 END) AS odd_prices
      FROM offers`.execute(database.db);
    const s = stats.rows[0]!;
    expect(Number(s.min_price)).toBeGreaterThanOrEqual(19);
    expect(Number(s.bad_promos)).toBe(0);
    expect(Number(s.promos) / Number(s.n)).toBeGreaterThan(0.05);
    expect(Number(s.promos) / Number(s.n)).toBeLessThan(0.11);
    expect(Number(s.out_of_stock) / Number(s.n)).toBeGreaterThan(0.015);
    expect(Number(s.out_of_stock) / Number(s.n)).toBeLessThan(0.05);
    expect(Number(s.odd_prices)).toBe(0);
    const types = await database.db
      .selectFrom('offer_advantages')
      .select('type_avantage')
      .distinct()
      .execute();
    expect(types.map((t) => t.type_avantage).sort()).toEqual(['EC', 'ODR', 'OR', 'PF', 'RI']);
    for (const t of ADVANTAGE_TEMPLATES)
      expect(t.texte_avantage.length, t.texte_avantage).toBeLessThanOrEqual(40);
  });

  it('has reviews, alcohol, organic and new products', async () => {
    const flags = await sql<Record<string, number>>`
      SELECT SUM(is_alcool) AS alcool, SUM(is_bio) AS bio, SUM(is_nouveau) AS nouveau,
             SUM(CASE WHEN origine IS NOT NULL THEN 1 ELSE 0 END) AS origine,
             SUM(CASE WHEN garantie_legale IS NOT NULL THEN 1 ELSE 0 END) AS garantie,
             SUM(CASE WHEN types_panier LIKE '%ldd%' THEN 1 ELSE 0 END) AS ldd
      FROM products`.execute(database.db);
    for (const [flag, n] of Object.entries(flags.rows[0]!)) expect(Number(n), flag).toBeGreaterThan(0);
    const reviews = await database.db.selectFrom('reviews').selectAll().execute();
    expect(reviews.length).toBeGreaterThan(20);
    for (const r of reviews) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.author).toMatch(/^\p{L}+ [A-Z]\.$/u);
    }
  });
});
