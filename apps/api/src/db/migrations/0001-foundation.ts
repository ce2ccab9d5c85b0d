import { type Kysely, sql } from 'kysely';

import { flag, float, withId } from './dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const f = float(db);
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('communes'))
    .addColumn('code_insee', 'text', (c) => c.notNull())
    .addColumn('code_postal', 'text', (c) => c.notNull())
    .addColumn('nom_commune', 'text', (c) => c.notNull())
    .addColumn('nom_normalise', 'text', (c) => c.notNull())
    .addColumn('departement', 'text', (c) => c.notNull())
    .addColumn('region', 'text')
    .addColumn('population', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('latitude', f)
    .addColumn('longitude', f)
    .execute();
  await db.schema.createIndex('communes_code_postal').on('communes').column('code_postal').execute();
  await db.schema.createIndex('communes_code_insee').on('communes').column('code_insee').execute();
  await db.schema.createIndex('communes_nom_normalise').on('communes').column('nom_normalise').execute();

  await db.schema
    .createTable('stores')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('alias_web', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('adresse', 'text', (c) => c.notNull())
    .addColumn('cp', 'text', (c) => c.notNull())
    .addColumn('ville', 'text', (c) => c.notNull())
    .addColumn('code_insee', 'text', (c) => c.notNull())
    .addColumn('telephone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('latitude', f, (c) => c.notNull())
    .addColumn('longitude', f, (c) => c.notNull())
    .addColumn('name_normalise', 'text', (c) => c.notNull())
    .addColumn('is_national', 'integer', flag)
    .addColumn('attached_store_id', 'integer', (c) => c.references('stores.id'))
    .addColumn('external_url', 'text')
    .addColumn('allow_code_promo', 'integer', flag)
    .addColumn('allow_carte_carrefour', 'integer', flag)
    .addColumn('is_eligible_abonnement_lad', 'integer', flag)
    .addColumn('montant_minimum_lad_cents', 'integer')
    .addColumn('is_dispo_carrefour', 'integer', flag)
    .addColumn('has_choix_substitution', 'integer', flag)
    .addColumn('service_corapro', 'integer', flag)
    .addColumn('ticket_dematerialise', 'integer', flag)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stores_lat_lon').on('stores').columns(['latitude', 'longitude']).execute();
  await db.schema.createIndex('stores_cp').on('stores').column('cp').execute();

  const storeChild = (name: string) =>
    withId(db, db.schema.createTable(name)).addColumn('store_id', 'integer', (c) =>
      c.notNull().references('stores.id').onDelete('cascade'),
    );

  await storeChild('store_hours')
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('opens', 'text', (c) => c.notNull())
    .addColumn('closes', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('store_hours_store').on('store_hours').column('store_id').execute();

  await storeChild('store_exceptional_hours')
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('opens', 'text')
    .addColumn('closes', 'text')
    .execute();
  await db.schema
    .createIndex('store_exceptional_hours_store')
    .on('store_exceptional_hours')
    .columns(['store_id', 'date'])
    .execute();

  await storeChild('store_services')
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('libelle', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('store_services_store').on('store_services').column('store_id').execute();

  await storeChild('store_order_modes')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('label_long', 'text', (c) => c.notNull())
    .addColumn('tarif_mini_cents', 'integer')
    .addColumn('bag_deposit_cents', 'integer')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('store_order_modes_store_type', ['store_id', 'type'])
    .execute();

  await storeChild('store_mode_services')
    .addColumn('order_mode_id', 'integer', (c) =>
      c.notNull().references('store_order_modes.id').onDelete('cascade'),
    )
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('adresse', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('sous_type', 'text')
    .addColumn('latitude', f)
    .addColumn('longitude', f)
    .addColumn('info_non_retrait', 'text')
    .addColumn('montant_max_cents', 'integer')
    .execute();
  await db.schema
    .createIndex('store_mode_services_store')
    .on('store_mode_services')
    .column('store_id')
    .execute();

  await db.schema
    .createTable('store_delivery_communes')
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('code_postal', 'text', (c) => c.notNull())
    .addColumn('code_insee', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_delivery_communes_pk', ['store_id', 'code_postal', 'code_insee'])
    .execute();
  await db.schema
    .createIndex('store_delivery_communes_commune')
    .on('store_delivery_communes')
    .columns(['code_postal', 'code_insee'])
    .execute();

  await storeChild('store_pro_contacts')
    .addColumn('prenom', 'text', (c) => c.notNull())
    .addColumn('nom', 'text', (c) => c.notNull())
    .addColumn('tel', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text')
    .addColumn('mail', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('store_pro_contacts_store')
    .on('store_pro_contacts')
    .column('store_id')
    .execute();

  await withId(db, db.schema.createTable('store_messages'))
    .addColumn('store_id', 'integer', (c) => c.references('stores.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .execute();
  await db.schema.createIndex('store_messages_store').on('store_messages').column('store_id').execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.references('categories.id'))
    .addColumn('libelle', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('visuel', 'text')
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull().defaultTo('dp'))
    .addColumn('is_header_selections', 'integer', flag)
    .addColumn('is_a_ne_pas_manquer', 'integer', flag)
    .execute();
  await db.schema.createIndex('categories_parent').on('categories').column('parent_id').execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('ean', 'text', (c) => c.notNull().unique())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('designation', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('marque', 'text')
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('nutriscore', 'text')
    .addColumn('ingredients', 'text')
    .addColumn('allergens', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('additives', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('palm_oil', 'integer', flag)
    .addColumn('nutrition', 'text')
    .addColumn('quantity_label', 'text')
    .addColumn('code_unite_mesure', 'text')
    .addColumn('valeur_unite_mesure', f)
    .addColumn('unite_reference', 'text')
    .addColumn('quantite_reference', f)
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('TC'))
    .addColumn('config_prix_min_cents', 'integer')
    .addColumn('config_prix_max_cents', 'integer')
    .addColumn('qte_pas', f, (c) => c.notNull().defaultTo(1))
    .addColumn('qte_min_panier', f, (c) => c.notNull().defaultTo(1))
    .addColumn('qte_max_panier', f, (c) => c.notNull().defaultTo(99))
    .addColumn('is_weighed', 'integer', flag)
    .addColumn('types_panier', 'text', (c) => c.notNull().defaultTo('["drive"]'))
    .addColumn('corapro', 'integer', flag)
    .addColumn('is_bio', 'integer', flag)
    .addColumn('is_local', 'integer', flag)
    .addColumn('is_nouveau', 'integer', flag)
    .addColumn('is_alcool', 'integer', flag)
    .addColumn('origine', 'text')
    .addColumn('garantie_legale', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_category').on('products').column('category_id').execute();
  await db.schema.createIndex('products_marque').on('products').column('marque').execute();

  await db.schema
    .createTable('offers')
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('strike_price_cents', 'integer')
    .addColumn('stock', 'integer', (c) => c.notNull())
    .addColumn('reserved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('types_panier', 'text')
    .addColumn('unavailable_services', 'text', (c) => c.notNull().defaultTo('[]'))
    .addPrimaryKeyConstraint('offers_pk', ['store_id', 'product_id'])
    .addCheckConstraint('offers_reserved_within_stock', sql`reserved >= 0 AND reserved <= stock`)
    .execute();
  await db.schema.createIndex('offers_product').on('offers').column('product_id').execute();

  await withId(db, db.schema.createTable('offer_advantages'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
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
  await db.schema
    .createIndex('offer_advantages_offer')
    .on('offer_advantages')
    .columns(['store_id', 'product_id'])
    .execute();

  await withId(db, db.schema.createTable('reviews'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('reviews_rating_range', sql`rating BETWEEN 1 AND 5`)
    .execute();
  await db.schema
    .createIndex('reviews_product')
    .on('reviews')
    .columns(['product_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'reviews',
    'offer_advantages',
    'offers',
    'products',
    'categories',
    'store_messages',
    'store_pro_contacts',
    'store_delivery_communes',
    'store_mode_services',
    'store_order_modes',
    'store_services',
    'store_exceptional_hours',
    'store_hours',
    'stores',
    'communes',
    'app_meta',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
