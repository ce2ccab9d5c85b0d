import type { Kysely } from 'kysely';
import { flag, withId } from './dialect.ts';

/** Accounts and security: clients, pro agreements, sessions, refresh and reset tokens, used captchas. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('clients'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('password_rule_version', 'integer', (c) => c.notNull())
    .addColumn('password_changed_at', 'text', (c) => c.notNull())
    .addColumn('civilite', 'text', (c) => c.notNull())
    .addColumn('nom', 'text', (c) => c.notNull())
    .addColumn('prenom', 'text', (c) => c.notNull())
    .addColumn('tel', 'text')
    .addColumn('id_magasin', 'integer', (c) => c.references('stores.id').onDelete('set null'))
    .addColumn('statut', 'text', (c) => c.notNull().defaultTo('actif'))
    .addColumn('opt_in', 'integer', flag)
    .addColumn('optin_sms_suivi_commande_drive', 'integer', flag)
    .addColumn('is_pro', 'integer', flag)
    .addColumn('pro_company_name', 'text')
    .addColumn('pro_contact_id', 'integer', (c) => c.references('store_pro_contacts.id').onDelete('set null'))
    .addColumn('own_cards_holder', 'integer', flag)
    .addColumn('partner_card_holder', 'integer', flag)
    .addColumn('all_cards_paired', 'integer', flag)
    .addColumn('num_carte_malin', 'text')
    .addColumn('num_carte_cabas', 'text')
    .addColumn('adresse', 'text')
    .addColumn('complement_adresse', 'text')
    .addColumn('cp', 'text')
    .addColumn('ville', 'text')
    .addColumn('pays', 'text')
    .addColumn('departement', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('client_pro_stores')
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('client_pro_stores_pk', ['client_id', 'store_id'])
    .execute();

  await db.schema
    .createTable('auth_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_reason', 'text')
    .execute();
  await db.schema.createIndex('auth_sessions_client').on('auth_sessions').column('client_id').execute();
  await db.schema.createIndex('auth_sessions_expires').on('auth_sessions').column('expires_at').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('auth_sessions.id').onDelete('cascade'))
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('rotated_at', 'text')
    .execute();
  await db.schema.createIndex('refresh_tokens_session').on('refresh_tokens').column('session_id').execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_client')
    .on('password_reset_tokens')
    .column('client_id')
    .execute();

  await db.schema
    .createTable('captcha_used_challenges')
    .addColumn('challenge_id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('captcha_used_challenges_expires')
    .on('captcha_used_challenges')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'captcha_used_challenges',
    'password_reset_tokens',
    'refresh_tokens',
    'auth_sessions',
    'client_pro_stores',
    'clients',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
