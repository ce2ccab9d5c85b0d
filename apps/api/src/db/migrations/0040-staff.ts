import type { Kysely } from 'kysely';
import { withId } from './dialect.ts';

/**
 * The store staff (issue #37, decision 108): staff accounts with a role (`preparateur`, `responsable`,
 * `siege`), their stores, their sessions (another kind than the customers' `auth_sessions`), and the
 * append-only audit log of what staff do (who, what, on which entity, in which store, when).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('staff_accounts'))
    // Trimmed and in lower case.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    // argon2id PHC string.
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    // 'preparateur' | 'responsable' | 'siege'
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('staff_stores')
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_accounts.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addPrimaryKeyConstraint('staff_stores_pk', ['staff_id', 'store_id'])
    .execute();
  await db.schema.createIndex('staff_stores_store').on('staff_stores').column('store_id').execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_reason', 'text')
    .execute();
  await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();

  await withId(db, db.schema.createTable('audit_log'))
    // The staff member who acted (kept when the account is closed: accounts are deactivated, not deleted).
    .addColumn('staff_id', 'integer', (c) => c.references('staff_accounts.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('store_id', 'integer')
    // JSON object.
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_store').on('audit_log').columns(['store_id', 'id']).execute();
  await db.schema.createIndex('audit_log_staff').on('audit_log').column('staff_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('staff_stores').execute();
  await db.schema.dropTable('staff_accounts').execute();
}
