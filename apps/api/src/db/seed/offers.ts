import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../migrations/dialect.ts';
import type { DB } from '../schema.ts';
import { insertRows } from './batch-insert.ts';
import { withIndexesDeferred } from './deferred-indexes.ts';
import type { SeedClock, SeedProduct } from './product-builder.ts';
import type { StoreChannelRow, StoreKeyRow } from './store-catalogue.ts';

/**
 * Per-store offers and advantages, expanded in SQL from two small scratch tables so that 100,000
 * products × 60 stores stay fast. The variations come from integer hashes computed identically on
 * SQLite and PostgreSQL: h = (r × k + c) mod 2147483647 with a random r per product (< 2^31) and
 * per-store constants k (< 2^21) and c, so every intermediate value stays below 2^53.
 */

/** Share of offers (per mille) in promotion, out of stock, and with an advantage. */
export const PROMOTION_PER_MILLE = 80;
export const OUT_OF_STOCK_PER_MILLE = 30;
export const ADVANTAGE_PER_MILLE = 30;

const MODULUS = 2147483647;

interface ProductFactRow {
  product_id: number;
  channel: number;
  tier: number;
  base_price_cents: number;
  fixed_price: number;
  frozen: number;
  r1: number;
  r2: number;
}

interface AdvantageTemplateRow {
  idx: number;
  type_avantage: string;
  texte_avantage: string;
  lot: number | null;
  nb_pdt_lot: number | null;
  valeur: number;
  unite: '%' | 'EUR';
  prime_fid: string | null;
  starts_at: string;
  ends_at: string;
}

type Template = Omit<AdvantageTemplateRow, 'idx' | 'starts_at' | 'ends_at'> & { from: number; to: number };

/**
 * Advantages of the five types (in display order: RI, OR, ODR, EC, PF), texts of at most 40
 * characters, lots ("lot 2" = on the second product; "lot 1" with several products per lot), loyalty
 * bonuses, and periods in days around the seed day (one already over, one to come).
 */
export const ADVANTAGE_TEMPLATES: Template[] = [
  {
    type_avantage: 'RI',
    texte_avantage: '-30% sur le 2ème',
    lot: 2,
    nb_pdt_lot: 2,
    valeur: 30,
    unite: '%',
    prime_fid: null,
    from: -5,
    to: 16,
  },
  {
    type_avantage: 'RI',
    texte_avantage: '-50% sur le 2ème',
    lot: 2,
    nb_pdt_lot: 2,
    valeur: 50,
    unite: '%',
    prime_fid: null,
    from: -2,
    to: 12,
  },
  {
    type_avantage: 'RI',
    texte_avantage: '2 achetés + 1 offert',
    lot: 1,
    nb_pdt_lot: 3,
    valeur: 33,
    unite: '%',
    prime_fid: null,
    from: -8,
    to: 6,
  },
  {
    type_avantage: 'RI',
    texte_avantage: '-20% immédiatement',
    lot: null,
    nb_pdt_lot: null,
    valeur: 20,
    unite: '%',
    prime_fid: null,
    from: -1,
    to: 20,
  },
  {
    type_avantage: 'RI',
    texte_avantage: '-1,00 € immédiatement',
    lot: null,
    nb_pdt_lot: null,
    valeur: 100,
    unite: 'EUR',
    prime_fid: null,
    from: -3,
    to: 25,
  },
  {
    type_avantage: 'OR',
    texte_avantage: '100% remboursé sur votre carte',
    lot: null,
    nb_pdt_lot: null,
    valeur: 100,
    unite: '%',
    prime_fid: null,
    from: -4,
    to: 10,
  },
  {
    type_avantage: 'OR',
    texte_avantage: 'Le 2ème remboursé sur votre carte',
    lot: 2,
    nb_pdt_lot: 2,
    valeur: 100,
    unite: '%',
    prime_fid: null,
    from: -6,
    to: 8,
  },
  {
    type_avantage: 'ODR',
    texte_avantage: '2,00 € remboursés sur demande',
    lot: null,
    nb_pdt_lot: null,
    valeur: 200,
    unite: 'EUR',
    prime_fid: null,
    from: -10,
    to: 30,
  },
  {
    type_avantage: 'ODR',
    texte_avantage: '5,00 € remboursés pour 2 achetés',
    lot: 1,
    nb_pdt_lot: 2,
    valeur: 500,
    unite: 'EUR',
    prime_fid: null,
    from: -7,
    to: 21,
  },
  {
    type_avantage: 'EC',
    texte_avantage: '25% cagnottés sur votre carte',
    lot: null,
    nb_pdt_lot: null,
    valeur: 25,
    unite: '%',
    prime_fid: null,
    from: -2,
    to: 14,
  },
  {
    type_avantage: 'EC',
    texte_avantage: '1,50 € cagnottés sur votre carte',
    lot: null,
    nb_pdt_lot: null,
    valeur: 150,
    unite: 'EUR',
    prime_fid: null,
    from: -5,
    to: 9,
  },
  {
    type_avantage: 'EC',
    texte_avantage: '10% cagnottés avec le Club Bio',
    lot: null,
    nb_pdt_lot: null,
    valeur: 10,
    unite: '%',
    prime_fid: 'CLUB_BIO',
    from: -9,
    to: 19,
  },
  {
    type_avantage: 'PF',
    texte_avantage: '-15% avec le Pass Day',
    lot: null,
    nb_pdt_lot: null,
    valeur: 15,
    unite: '%',
    prime_fid: 'PASS_DAY',
    from: 0,
    to: 1,
  },
  {
    type_avantage: 'PF',
    texte_avantage: '-10% avec le Club Marché',
    lot: null,
    nb_pdt_lot: null,
    valeur: 10,
    unite: '%',
    prime_fid: 'CLUB_MARCHE',
    from: -3,
    to: 27,
  },
  {
    type_avantage: 'PF',
    texte_avantage: 'Prix fidélité : -0,80 €',
    lot: null,
    nb_pdt_lot: null,
    valeur: 80,
    unite: 'EUR',
    prime_fid: null,
    from: -12,
    to: 18,
  },
  {
    type_avantage: 'RI',
    texte_avantage: '-25% sur le lot de 2',
    lot: 1,
    nb_pdt_lot: 2,
    valeur: 25,
    unite: '%',
    prime_fid: null,
    from: -40,
    to: -2,
  },
  {
    type_avantage: 'EC',
    texte_avantage: '30% cagnottés sur votre carte',
    lot: null,
    nb_pdt_lot: null,
    valeur: 30,
    unite: '%',
    prime_fid: null,
    from: 7,
    to: 21,
  },
];

const dayIso = (clock: SeedClock, days: number, endOfDay = false) =>
  new Date(clock.today.getTime() + days * 86_400_000 + (endOfDay ? 86_399_000 : 0)).toISOString();

/** Hash h = (r × k + c) mod 2^31−1 of a product random and a store's constants, as SQL. */
const hash = (r: string, k: string, c: string) => sql.raw(`((${r} * ${k} + ${c}) % ${MODULUS})`);

async function createScratchTables(db: Kysely<DB>) {
  await db.schema
    .createTable('seed_product_facts')
    .temporary()
    .addColumn('product_id', 'integer', (c) => c.primaryKey())
    .addColumn('channel', 'integer', (c) => c.notNull())
    .addColumn('tier', 'integer', (c) => c.notNull())
    .addColumn('base_price_cents', 'bigint', (c) => c.notNull())
    .addColumn('fixed_price', 'integer', (c) => c.notNull())
    .addColumn('frozen', 'integer', (c) => c.notNull())
    .addColumn('r1', 'bigint', (c) => c.notNull())
    .addColumn('r2', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('seed_store_channels')
    .temporary()
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addColumn('channel', 'integer', (c) => c.notNull())
    .addColumn('coverage', 'integer', (c) => c.notNull())
    .addColumn('types_panier', 'text')
    .execute();
  await db.schema
    .createIndex('seed_store_channels_channel')
    .on('seed_store_channels')
    .columns(['channel', 'coverage'])
    .execute();
  await db.schema
    .createTable('seed_store_keys')
    .temporary()
    .addColumn('store_id', 'integer', (c) => c.primaryKey())
    .addColumn('k1', 'bigint', (c) => c.notNull())
    .addColumn('c1', 'bigint', (c) => c.notNull())
    .addColumn('k2', 'bigint', (c) => c.notNull())
    .addColumn('c2', 'bigint', (c) => c.notNull())
    .addColumn('k3', 'bigint', (c) => c.notNull())
    .addColumn('c3', 'bigint', (c) => c.notNull())
    .addColumn('price_level', 'bigint', (c) => c.notNull())
    .addColumn('has_prp', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('seed_advantage_templates')
    .temporary()
    .addColumn('idx', 'integer', (c) => c.primaryKey())
    .addColumn('type_avantage', 'text', (c) => c.notNull())
    .addColumn('texte_avantage', 'text', (c) => c.notNull())
    .addColumn('lot', 'integer')
    .addColumn('nb_pdt_lot', 'integer')
    .addColumn('valeur', 'integer', (c) => c.notNull())
    .addColumn('unite', 'text', (c) => c.notNull())
    .addColumn('prime_fid', 'text')
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .execute();
}

async function dropScratchTables(db: Kysely<DB>) {
  for (const table of [
    'seed_advantage_templates',
    'seed_store_keys',
    'seed_store_channels',
    'seed_product_facts',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

/** Fills offers and offer_advantages; returns nothing, the caller counts rows. */
export async function insertOffers(
  trx: Kysely<DB>,
  products: readonly SeedProduct[],
  catalogue: { channels: StoreChannelRow[]; keys: StoreKeyRow[] },
  clock: SeedClock,
): Promise<void> {
  await createScratchTables(trx);
  await insertRows(
    trx,
    'seed_product_facts',
    products.map(
      ({ row, facts }): ProductFactRow => ({
        product_id: row.id,
        channel: facts.channel,
        tier: facts.tier,
        base_price_cents: facts.basePriceCents,
        fixed_price: facts.fixedPrice ? 1 : 0,
        frozen: facts.frozen ? 1 : 0,
        r1: facts.r1,
        r2: facts.r2,
      }),
    ),
  );
  await insertRows(trx, 'seed_store_channels', catalogue.channels);
  await insertRows(trx, 'seed_store_keys', catalogue.keys);
  await insertRows(
    trx,
    'seed_advantage_templates',
    ADVANTAGE_TEMPLATES.map(
      ({ from, to, ...t }, idx): AdvantageTemplateRow => ({
        idx,
        ...t,
        starts_at: dayIso(clock, from),
        ends_at: dayIso(clock, to, true),
      }),
    ),
  );

  const h1 = hash('pf.r1', 'sk.k1', 'sk.c1');
  const h2 = hash('pf.r2', 'sk.k2', 'sk.c2');
  // Innermost: the pairs a store carries, with their hashes. "CROSS JOIN" keeps products as the
  // outer loop on SQLite (a join-order hint there, a plain join on PostgreSQL).
  const pairs = sql`
    SELECT sc.store_id AS store_id, pf.product_id AS product_id, pf.base_price_cents AS base,
           pf.fixed_price AS fixed, pf.frozen AS frozen, sk.price_level AS level, sk.has_prp AS has_prp,
           sc.types_panier AS types_panier, ${h1} AS h1, ${h2} AS h2
    FROM seed_product_facts pf
    CROSS JOIN seed_store_channels sc
    JOIN seed_store_keys sk ON sk.store_id = sc.store_id
    WHERE sc.channel = pf.channel AND pf.tier < sc.coverage`;
  // Regular price: the base ±10 % around the store's level, as a shelf price (…9 cents).
  const priced = sql`
    SELECT p.*,
           CASE WHEN p.fixed = 1 THEN p.base
                ELSE ((p.base * (p.level + p.h1 % 201 - 100) / 1000 + 5) / 10) * 10 - 1 END AS regular,
           CASE WHEN p.fixed = 0 AND p.h2 % 1000 < ${sql.lit(PROMOTION_PER_MILLE)} THEN 10 + 5 * ((p.h2 / 1000) % 5)
                ELSE 0 END AS discount
    FROM (${pairs}) p`;
  const insert = () =>
    sql`
    INSERT INTO offers (store_id, product_id, price_cents, strike_price_cents, stock, reserved, types_panier, unavailable_services)
    SELECT q.store_id, q.product_id,
           CASE WHEN q.discount > 0 AND q.regular >= 100
                THEN ((q.regular * (100 - q.discount) / 100 + 5) / 10) * 10 - 1 ELSE q.regular END,
           CASE WHEN q.discount > 0 AND q.regular >= 100 THEN q.regular ELSE NULL END,
           CASE WHEN q.fixed = 1 THEN 9999
                WHEN (q.h1 / 1000) % 1000 < ${sql.lit(OUT_OF_STOCK_PER_MILLE)} THEN 0
                ELSE 3 + (q.h1 / 1000000) % 150 END,
           0,
           q.types_panier,
           CASE WHEN q.frozen = 1 AND q.has_prp = 1 THEN '["PRP"]'
                WHEN q.fixed = 0 AND (q.h2 / 5000000) % 100 < 1 THEN '["LAD"]'
                ELSE '[]' END
    FROM (${priced}) q`.execute(trx);
  // Millions of rows at full size on PostgreSQL: the keys and indexes are built once the rows are in.
  if (isPostgres(trx as Kysely<unknown>)) await withIndexesDeferred(trx, 'offers', insert);
  else await insert();

  const h3 = hash('pf.r1', 'sk.k3', 'sk.c3');
  await sql`
    INSERT INTO offer_advantages (store_id, product_id, type_avantage, texte_avantage, lot, nb_pdt_lot, valeur, unite, prime_fid, starts_at, ends_at)
    SELECT a.store_id, a.product_id, t.type_avantage, t.texte_avantage, t.lot, t.nb_pdt_lot, t.valeur, t.unite, t.prime_fid, t.starts_at, t.ends_at
    FROM (
      SELECT o.store_id AS store_id, o.product_id AS product_id, ${h3} AS h3
      FROM offers o
      JOIN seed_product_facts pf ON pf.product_id = o.product_id
      JOIN seed_store_keys sk ON sk.store_id = o.store_id
      WHERE pf.fixed_price = 0
    ) a
    JOIN seed_advantage_templates t ON t.idx = (a.h3 / 1000) % ${sql.lit(ADVANTAGE_TEMPLATES.length)}
    WHERE a.h3 % 1000 < ${sql.lit(ADVANTAGE_PER_MILLE)}
    ORDER BY a.store_id, a.product_id`.execute(trx);

  await dropScratchTables(trx);
}
