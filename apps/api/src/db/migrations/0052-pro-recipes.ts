import type { Kysely } from 'kysely';

/**
 * Pro recipes (issue #38, decision 120): `recipes.pro` (0/1) flags a shop recipe written for
 * professional buyers, in professional quantities. Like a pro-only product, such a recipe exists only
 * for pro customers; the others never read it (`isRecipeVisible` in @cabas/domain).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('recipes')
    .addColumn('pro', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('recipes').dropColumn('pro').execute();
}
