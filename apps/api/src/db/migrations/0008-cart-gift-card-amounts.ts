import { type Kysely, sql } from 'kysely';
import { flag, float, isPostgres, withId } from './dialect.ts';

/**
 * Gift cards in the cart: a cart line carries the amount of the card (`gift_card_cents`, 0 for every
 * other product, so that the unique key works alike on both databases: NULLs never conflict), and a
 * line is one product at one amount per cart (1 × 20 € and 2 × 50 € are two lines). Order lines keep
 * the amount too. SQLite cannot drop a table constraint: the lines table is rebuilt there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('order_lines')
    .addColumn('gift_card_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  if (isPostgres(db)) {
    await sql`ALTER TABLE cart_lines ADD COLUMN gift_card_cents integer NOT NULL DEFAULT 0`.execute(db);
    await sql`ALTER TABLE cart_lines DROP CONSTRAINT cart_lines_cart_product`.execute(db);
    await sql`ALTER TABLE cart_lines ADD CONSTRAINT cart_lines_cart_product_amount
      UNIQUE (cart_id, product_id, gift_card_cents)`.execute(db);
    return;
  }
  await linesTable(db, 'cart_lines_new', ['cart_id', 'product_id', 'gift_card_cents'], true);
  await sql`INSERT INTO cart_lines_new (id, cart_id, product_id, quantity, substitution_accord,
      designation, price_cents, added_at, updated_at, gift_card_cents)
    SELECT id, cart_id, product_id, quantity, substitution_accord, designation, price_cents,
      added_at, updated_at, 0 FROM cart_lines`.execute(db);
  await replaceLinesTable(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Going back keeps one line per product: a gift card's other amounts are dropped.
  if (isPostgres(db)) {
    await sql`DELETE FROM cart_lines WHERE gift_card_cents > 0 AND id NOT IN
      (SELECT min(id) FROM cart_lines GROUP BY cart_id, product_id)`.execute(db);
    await sql`ALTER TABLE cart_lines DROP CONSTRAINT cart_lines_cart_product_amount`.execute(db);
    await sql`ALTER TABLE cart_lines ADD CONSTRAINT cart_lines_cart_product UNIQUE (cart_id, product_id)`.execute(
      db,
    );
    await sql`ALTER TABLE cart_lines DROP COLUMN gift_card_cents`.execute(db);
  } else {
    await linesTable(db, 'cart_lines_new', ['cart_id', 'product_id'], false);
    await sql`INSERT INTO cart_lines_new (id, cart_id, product_id, quantity, substitution_accord,
        designation, price_cents, added_at, updated_at)
      SELECT id, cart_id, product_id, quantity, substitution_accord, designation, price_cents,
        added_at, updated_at FROM cart_lines
      WHERE id IN (SELECT min(id) FROM cart_lines GROUP BY cart_id, product_id)`.execute(db);
    await replaceLinesTable(db);
  }
  await db.schema.alterTable('order_lines').dropColumn('gift_card_cents').execute();
}

/** The lines table of migration 0004, with or without the amount column. */
async function linesTable(db: Kysely<unknown>, name: string, unique: string[], withAmount: boolean) {
  let table = withId(db, db.schema.createTable(name))
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('quantity', float(db), (c) => c.notNull())
    .addColumn('substitution_accord', 'integer', flag)
    .addColumn('designation', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());
  if (withAmount) table = table.addColumn('gift_card_cents', 'integer', (c) => c.notNull().defaultTo(0));
  await table
    .addUniqueConstraint(
      withAmount ? 'cart_lines_cart_product_amount' : 'cart_lines_cart_product',
      unique as never[],
    )
    .execute();
}

async function replaceLinesTable(db: Kysely<unknown>) {
  await db.schema.dropTable('cart_lines').execute();
  await sql`ALTER TABLE cart_lines_new RENAME TO cart_lines`.execute(db);
  await db.schema.createIndex('cart_lines_product').on('cart_lines').column('product_id').execute();
}
