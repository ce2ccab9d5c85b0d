import type { Kysely } from 'kysely';
import { withId } from './dialect.ts';

/**
 * Défis (issue #40 item 4, decision 126): the challenges (a period, a goal measured on withdrawn
 * orders, a reward, who is offered them) and one row per challenge and customer, written at the
 * hand-overs that count toward it: the lock two concurrent hand-overs take, and the reward, once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('loyalty_challenges'))
    .addColumn('store_id', 'integer', (c) => c.references('stores.id').onDelete('cascade'))
    .addColumn('titre', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('goal_kind', 'text', (c) => c.notNull())
    .addColumn('goal_target', 'integer', (c) => c.notNull())
    .addColumn('type_panier', 'text')
    .addColumn('category_id', 'integer')
    .addColumn('reward_kind', 'text', (c) => c.notNull())
    .addColumn('reward_amount', 'integer', (c) => c.notNull())
    .addColumn('eligibility', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('loyalty_challenges_period')
    .on('loyalty_challenges')
    .column('ends_at')
    .execute();

  await db.schema
    .createTable('loyalty_challenge_entries')
    .addColumn('challenge_id', 'integer', (c) =>
      c.notNull().references('loyalty_challenges.id').onDelete('cascade'),
    )
    .addColumn('client_id', 'integer', (c) => c.notNull())
    .addColumn('rewarded_at', 'text')
    .addColumn('card_numero', 'text')
    .addColumn('order_id', 'integer')
    .addColumn('reward_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('loyalty_challenge_entries_pk', ['challenge_id', 'client_id'])
    .execute();
  await db.schema
    .createIndex('loyalty_challenge_entries_client')
    .on('loyalty_challenge_entries')
    .column('client_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('loyalty_challenge_entries').execute();
  await db.schema.dropTable('loyalty_challenges').execute();
}
