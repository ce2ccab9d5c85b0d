import type { Kysely } from 'kysely';

/**
 * Usual products a client removed from their list (decision 071): one row per client and product,
 * with the instant of the hiding; a purchase after that instant brings the product back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('usual_products_hidden')
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('hidden_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('usual_products_hidden_pk', ['client_id', 'product_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('usual_products_hidden').execute();
}
