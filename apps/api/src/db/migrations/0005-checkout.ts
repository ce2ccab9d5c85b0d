import type { Kysely } from 'kysely';
import { flag, withId } from './dialect.ts';

/**
 * Consumer checkout: checkouts, the slot planning of each service and the holds taken on
 * it, delivery addresses, loyalty cards (cagnotte), gift cards, delivery subscriptions and saved card
 * aliases. Orders and payments are migration 0006.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('delivery_addresses'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('defaut', 'integer', flag)
    .addColumn('libelle', 'text')
    .addColumn('civilite', 'text', (c) => c.notNull())
    .addColumn('prenom', 'text', (c) => c.notNull())
    .addColumn('nom', 'text', (c) => c.notNull())
    .addColumn('adresse', 'text', (c) => c.notNull())
    .addColumn('complement_adresse', 'text')
    .addColumn('code_postal', 'text', (c) => c.notNull())
    .addColumn('code_insee', 'text', (c) => c.notNull())
    .addColumn('nom_commune', 'text', (c) => c.notNull())
    .addColumn('tel', 'text', (c) => c.notNull())
    .addColumn('normalisee', 'integer', flag)
    .addColumn('normalisation_proposee', 'text')
    .addColumn('type_habitation', 'text')
    .addColumn('etage', 'integer')
    .addColumn('digicode1', 'text')
    .addColumn('digicode2', 'text')
    .addColumn('ascenseur', 'integer', flag)
    .addColumn('interphone', 'text')
    .addColumn('info_livreur', 'text')
    .addColumn('centre_ville', 'integer', flag)
    .addColumn('voie_sans_issue', 'integer', flag)
    .addColumn('sens_unique', 'integer', flag)
    .addColumn('rue_pietonne', 'integer', flag)
    .addColumn('access_semi_remorque', 'integer', flag)
    .addColumn('residence', 'integer', flag)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('delivery_addresses_client')
    .on('delivery_addresses')
    .column('client_id')
    .execute();

  await withId(db, db.schema.createTable('loyalty_cards'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('type_carte', 'text', (c) => c.notNull())
    .addColumn('sous_type', 'text', (c) => c.notNull())
    .addColumn('numero', 'text', (c) => c.notNull().unique())
    .addColumn('solde_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('solde_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('code_hash', 'text')
    .addColumn('expired', 'integer', flag)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('loyalty_cards_client').on('loyalty_cards').column('client_id').execute();

  await withId(db, db.schema.createTable('gift_cards'))
    .addColumn('numero', 'text', (c) => c.notNull().unique())
    .addColumn('pin_hash', 'text', (c) => c.notNull())
    .addColumn('montant_initial_cents', 'integer', (c) => c.notNull())
    .addColumn('solde_cents', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('client_subscriptions'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('actif', 'integer', flag)
    .addColumn('duree_mois', 'integer', (c) => c.notNull())
    .addColumn('date_debut', 'text', (c) => c.notNull())
    .addColumn('date_fin', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('client_subscriptions_client')
    .on('client_subscriptions')
    .columns(['client_id', 'store_id'])
    .execute();

  await withId(db, db.schema.createTable('payment_aliases'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.references('stores.id').onDelete('cascade'))
    .addColumn('nom', 'text', (c) => c.notNull())
    .addColumn('marque', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('expiration', 'text', (c) => c.notNull())
    .addColumn('provider_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_aliases_client').on('payment_aliases').column('client_id').execute();

  await withId(db, db.schema.createTable('slots'))
    .addColumn('service_id', 'integer', (c) =>
      c.notNull().references('store_mode_services.id').onDelete('cascade'),
    )
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('cutoff_at', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('reserved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addUniqueConstraint('slots_service_start', ['service_id', 'starts_at'])
    .execute();
  await db.schema.createIndex('slots_store_start').on('slots').columns(['store_id', 'starts_at']).execute();

  await withId(db, db.schema.createTable('checkouts'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('type_panier', 'text', (c) => c.notNull())
    // 'client:store:kind' while open, null once paid or cancelled: one open checkout per cart.
    .addColumn('open_key', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ouvert'))
    .addColumn('service_id', 'integer', (c) => c.references('store_mode_services.id').onDelete('set null'))
    .addColumn('hold_id', 'integer')
    .addColumn('address_id', 'integer', (c) => c.references('delivery_addresses.id').onDelete('set null'))
    .addColumn('payment_mode', 'text')
    .addColumn('wallet_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wallet_card_id', 'integer', (c) => c.references('loyalty_cards.id').onDelete('set null'))
    .addColumn('crf_card_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('avec_sacs', 'integer')
    .addColumn('gift_card_id', 'integer', (c) => c.references('gift_cards.id').onDelete('set null'))
    .addColumn('gift_card_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('alias_id', 'integer', (c) => c.references('payment_aliases.id').onDelete('set null'))
    .addColumn('advantages_computed', 'integer', flag)
    .addColumn('redevance_json', 'text')
    .addColumn('warnings_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('cart_updated_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    // dateLastUpdate: the version every write compares and bumps in one conditional UPDATE.
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('checkouts_client').on('checkouts').column('client_id').execute();

  await withId(db, db.schema.createTable('slot_holds'))
    .addColumn('slot_id', 'integer', (c) => c.notNull().references('slots.id').onDelete('cascade'))
    .addColumn('checkout_id', 'integer', (c) => c.notNull().references('checkouts.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    // Set once the place is given back (expiry, slot change, cancel): reserved - 1 happens then.
    .addColumn('released_at', 'text')
    // Set by the order (payment): the hold becomes a booking and never expires.
    .addColumn('booked_at', 'text')
    .execute();
  await db.schema
    .createIndex('slot_holds_slot')
    .on('slot_holds')
    .columns(['slot_id', 'expires_at'])
    .execute();
  await db.schema.createIndex('slot_holds_checkout').on('slot_holds').column('checkout_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'slot_holds',
    'checkouts',
    'slots',
    'payment_aliases',
    'client_subscriptions',
    'gift_cards',
    'loyalty_cards',
    'delivery_addresses',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
